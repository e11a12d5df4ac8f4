/**
 * How the activation watcher reads the activations due for a poll: as few provider calls as the
 * API allows. One QueryActivation by id each, one list per subscription (QueryActivation by
 * subscriptionId), or one list of everything created since the oldest due order's day
 * (createdAtFrom), whichever is estimated cheapest; a first poll (no state yet) goes by id.
 * Every read is fresh. What the answers mean (a change, a missing activation, a failure to
 * back off from) is the watcher's (watcher.ts).
 */

import { type ListParams, PARTNER_MAX_TAKE, type WireActivation } from '@msp/partner-interface';
import type { ProviderClient } from '../provider/client.js';
import { PartnerRejectedError } from '../provider/errors.js';
import { mapLimit, readPages, scanCost } from '../provider/paging.js';
import { SCAN_RECORDS_PER_CALL } from '../settings/defaults.js';

/** an activation due for a poll: its id, and its state as last seen (none before its first poll) */
export interface Polled {
  id: string;
  last: WireActivation | undefined;
}

/** a poll's answer for one activation: its state, null when it does not exist, or why there is none */
export type PollResult = WireActivation | null | Error;

/** one provider call made for polling, with how many activations it covered */
export interface PollCall {
  strategy: 'id' | 'subscription' | 'createdAt';
  activations: number;
  ok: boolean;
}

export interface PollReadOptions {
  provider: ProviderClient;
  /** provider calls in flight at once */
  maxInFlight: number;
  /** how many listed records weigh as much as one call @default SCAN_RECORDS_PER_CALL */
  recordsPerCall?: number | undefined;
  /** told of every provider call made */
  onPoll?: ((call: PollCall) => void) | undefined;
}

export class PollReads {
  readonly #provider: ProviderClient;
  readonly #maxInFlight: number;
  readonly #recordsPerCall: number;
  readonly #onPoll: PollReadOptions['onPoll'];
  /** learned totals of createdAtFrom lists, by day */
  readonly #dayTotals = new Map<string, number>();
  readonly #learningDays = new Set<string>();

  constructor(options: PollReadOptions) {
    this.#provider = options.provider;
    this.#maxInFlight = options.maxInFlight;
    this.#recordsPerCall = options.recordsPerCall ?? SCAN_RECORDS_PER_CALL;
    this.#onPoll = options.onPoll;
  }

  /** Every due activation's current state, with the fewest calls the API allows. */
  async read(due: readonly Polled[]): Promise<Map<string, PollResult>> {
    const outcomes = new Map<string, PollResult>();
    const byId = (watches: readonly Polled[]) => this.#byId(watches, outcomes);
    if (due.length === 1) {
      await byId(due);
      return outcomes;
    }
    const known = due.filter((w) => w.last?.subscriptionId !== undefined);
    const unknown = due.filter((w) => w.last?.subscriptionId === undefined);
    const groups = new Map<string, Polled[]>();
    for (const watch of known) {
      const key = watch.last?.subscriptionId ?? '';
      groups.set(key, [...(groups.get(key) ?? []), watch]);
    }
    const oldest = known.reduce(
      (min, w) => ((w.last?.createdAt ?? '') < min ? (w.last?.createdAt ?? '') : min),
      '9999',
    );
    const day = oldest.slice(0, 10);
    const dayTotal = this.#dayTotals.get(day);
    const perId = known.length;
    const perSubscription = groups.size;
    const perDay =
      dayTotal === undefined || known.length === 0
        ? Number.POSITIVE_INFINITY
        : scanCost(dayTotal, this.#recordsPerCall);
    if (perDay < perSubscription && perDay < perId) {
      await this.#byDay(day, known, outcomes);
    } else if (perSubscription < perId) {
      await this.#bySubscription(groups, outcomes);
    } else {
      await byId(known);
    }
    // first polls (no state yet) go by id
    await byId([...unknown, ...known.filter((w) => !outcomes.has(w.id))]);
    // the size of the list since the oldest due order's day, to weigh reading it next time
    const days = [...outcomes.values()].filter(
      (o): o is WireActivation => o !== null && !(o instanceof Error),
    );
    const oldestDay = days.reduce((min, a) => (a.createdAt < min ? a.createdAt : min), '9999').slice(0, 10);
    if (due.length > 2 && oldestDay !== '9999' && !this.#dayTotals.has(oldestDay))
      void this.#learnDay(oldestDay);
    return outcomes;
  }

  async #byId(watches: readonly Polled[], outcomes: Map<string, PollResult>): Promise<void> {
    const results = await mapLimit(watches, this.#maxInFlight, async (watch) => {
      try {
        const page = await this.#provider.get('QueryActivation', { id: watch.id, take: 1 });
        this.#onPoll?.({ strategy: 'id', activations: 1, ok: true });
        return page.results[0] ?? null;
      } catch (error) {
        if (error instanceof PartnerRejectedError && error.status === 404) {
          this.#onPoll?.({ strategy: 'id', activations: 1, ok: true });
          return null;
        }
        this.#onPoll?.({ strategy: 'id', activations: 1, ok: false });
        throw error;
      }
    });
    watches.forEach((watch, i) => {
      const result = results[i];
      // null is an answer: the activation does not exist
      outcomes.set(watch.id, result === undefined ? new Error('no answer') : result);
    });
  }

  async #bySubscription(groups: Map<string, Polled[]>, outcomes: Map<string, PollResult>): Promise<void> {
    const entries = [...groups.entries()];
    const lists = await mapLimit(entries, this.#maxInFlight, async ([subscriptionId, watches]) => {
      try {
        const { results } = await this.#provider.readAll(
          'QueryActivation',
          { subscriptionId },
          { pageSize: PARTNER_MAX_TAKE },
        );
        this.#onPoll?.({ strategy: 'subscription', activations: watches.length, ok: true });
        return results;
      } catch (error) {
        this.#onPoll?.({ strategy: 'subscription', activations: watches.length, ok: false });
        throw error;
      }
    });
    entries.forEach(([, watches], i) => {
      const list = lists[i];
      for (const watch of watches) {
        if (list instanceof Error || list === undefined)
          outcomes.set(watch.id, list ?? new Error('no answer'));
        else {
          const found = list.find((a) => a.id === watch.id);
          if (found !== undefined) outcomes.set(watch.id, found);
        }
      }
    });
  }

  async #byDay(day: string, watches: readonly Polled[], outcomes: Map<string, PollResult>): Promise<void> {
    try {
      const list = (params: ListParams) =>
        this.#provider.get('QueryActivation', { ...params, createdAtFrom: day });
      const first = await list({ skip: 0, take: PARTNER_MAX_TAKE });
      this.#dayTotals.set(day, first.total);
      const all = await readPages(list, first, this.#maxInFlight);
      this.#onPoll?.({ strategy: 'createdAt', activations: watches.length, ok: true });
      const index = new Map(all.map((a) => [a.id, a]));
      for (const watch of watches) {
        const found = index.get(watch.id);
        if (found !== undefined) outcomes.set(watch.id, found);
      }
    } catch (error) {
      this.#onPoll?.({ strategy: 'createdAt', activations: watches.length, ok: false });
      for (const watch of watches)
        outcomes.set(watch.id, error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** how many activations were created since `day`, learned once (a take=0 call) */
  async #learnDay(day: string): Promise<void> {
    if (this.#learningDays.has(day)) return;
    this.#learningDays.add(day);
    try {
      const probe = await this.#provider.get('QueryActivation', { createdAtFrom: day, take: 0 });
      this.#dayTotals.set(day, probe.total);
    } catch {
      // only an estimate: without it, polls go by subscription or id
    } finally {
      this.#learningDays.delete(day);
    }
  }
}
