/**
 * The activation watcher: one poller per activation id, however many subscribers follow it,
 * shared through the PubSub. It stops when the last subscriber leaves or the status is final.
 *
 * Polls that fall due together are answered together, with as few provider calls as the API
 * allows (poll-reads.ts). Every poll reads fresh data; a state is published only when it
 * changed; a failed poll backs off and publishes nothing. Where several instances share Redis,
 * the one holding an activation's lease polls it, and the others hear its changes.
 */

import { isFinalStatus, type WireActivation } from '@msp/partner-interface';
import { inSpan } from '../observability/spans.js';
import type { ProviderClient } from '../provider/client.js';
import { WATCHER_DEFAULTS } from '../settings/defaults.js';
import { type Coordination, LocalCoordination } from '../stores/coordination.js';
import { type PollCall, PollReads, type PollResult } from './poll-reads.js';
import { keepStateJson, type WatchEvent, type WatchPubSub } from './pubsub.js';
import { backoffIn, DEFAULT_POLL_SETTINGS, jittered, nextPollIn, type PollSettings } from './schedule.js';

export interface WatcherOptions {
  provider: ProviderClient;
  pubsub: WatchPubSub;
  poll?: Partial<PollSettings>;
  /** provider calls in flight at once for polling @default WATCHER_DEFAULTS.maxInFlight */
  maxInFlight?: number;
  /** how many listed records weigh as much as one call @default SCAN_RECORDS_PER_CALL */
  recordsPerCall?: number;
  /** which instance polls what, and the shared latest states @default LocalCoordination */
  coordination?: Coordination<WatchEvent>;
  /**
   * told of every change of an activation it follows, before anyone hears of it (the partner
   * cache drops what the changes make wrong); a poll's changes come together, and publishing
   * them waits for it
   */
  onChange?: ((activations: readonly WireActivation[]) => Promise<void>) | undefined;
  /** called once per provider call made for polling, with how many activations it covered */
  onPoll?: (event: PollCall) => void;
}

interface Watch {
  id: string;
  /** subscribers following it */
  refs: number;
  /** placed here: followed to its final status even with no subscriber */
  placed: boolean;
  last: WireActivation | undefined;
  lastJson: string | undefined;
  changedAt: number;
  /**
   * when an order placed here last touched it (its answer was this activation), until a poll
   * begun after then sees it change
   */
  stirredAt: number | undefined;
  failures: number;
  nextAt: number;
  missing: boolean;
}

/** whether `a` is a state the partner had before `b` (by modifiedAt; equal times are not) */
function olderThan(a: WireActivation, b: WireActivation): boolean {
  const at = a.modifiedAt === undefined ? Number.NaN : Date.parse(a.modifiedAt);
  const other = b.modifiedAt === undefined ? Number.NaN : Date.parse(b.modifiedAt);
  return at < other;
}

/** an event to publish on an activation's topic */
type Publication = readonly [id: string, event: WatchEvent];

export class ActivationWatcher {
  readonly #provider: ProviderClient;
  readonly #pubsub: WatchPubSub;
  readonly #settings: PollSettings;
  readonly #reads: PollReads;
  readonly #onChange: WatcherOptions['onChange'];
  readonly #coordination: Coordination<WatchEvent>;
  readonly #publishing = new Map<string, Promise<void>>();
  readonly #watches = new Map<string, Watch>();
  #timer: NodeJS.Timeout | undefined;
  #timerAt = Number.POSITIVE_INFINITY;
  #ticking = false;
  #closed = false;

  constructor(options: WatcherOptions) {
    this.#provider = options.provider;
    this.#pubsub = options.pubsub;
    this.#settings = { ...DEFAULT_POLL_SETTINGS, ...options.poll };
    this.#reads = new PollReads({
      provider: options.provider,
      maxInFlight: options.maxInFlight ?? WATCHER_DEFAULTS.maxInFlight,
      recordsPerCall: options.recordsPerCall,
      onPoll: options.onPoll,
    });
    this.#onChange = options.onChange;
    this.#coordination = options.coordination ?? new LocalCoordination();
  }

  /** Starts following `id` for one more subscriber; the first one starts the poller. */
  retain(id: string): void {
    const watch = this.#watches.get(id);
    if (watch === undefined) {
      this.#start(id, 1);
      return;
    }
    watch.refs += 1;
    if (watch.refs === 1 && watch.placed && Number.isFinite(watch.nextAt)) {
      // followed for nobody until now, at a pace that may be slow: the first subscriber gets
      // the state as it is now, not the one last seen
      watch.last = undefined;
      watch.lastJson = undefined;
      watch.nextAt = Date.now();
      this.#arm();
    }
  }

  #start(id: string, refs: number): Watch {
    const watch: Watch = {
      id,
      refs,
      placed: false,
      last: undefined,
      lastJson: undefined,
      changedAt: Date.now(),
      stirredAt: undefined,
      failures: 0,
      nextAt: Date.now(),
      missing: false,
    };
    this.#watches.set(id, watch);
    this.#arm();
    return watch;
  }

  /** One subscriber less; the last one stops the poller, unless the order was placed here and is not final. */
  release(id: string): void {
    const watch = this.#watches.get(id);
    if (watch === undefined) return;
    watch.refs -= 1;
    this.#stopIfDone(watch);
  }

  /** stops a watch nobody needs: no subscriber, and not an order of ours still under way */
  #stopIfDone(watch: Watch): void {
    const ended = watch.missing || (watch.last !== undefined && isFinalStatus(watch.last.status));
    if (watch.refs > 0 || (watch.placed && !ended)) return;
    this.#watches.delete(watch.id);
    void this.#coordination.release(watch.id).catch(() => undefined);
  }

  /** The latest known state of a watched activation, if any poll has answered yet. */
  snapshot(id: string): WatchEvent | undefined {
    const watch = this.#watches.get(id);
    if (watch?.missing) return { kind: 'missing', id };
    return watch?.last === undefined ? undefined : { kind: 'state', activation: watch.last };
  }

  /**
   * The latest state known here or, when another instance polls it, the one it recorded. Call
   * it after subscribing to the activation's topic, and after `subscribed()`.
   */
  async latest(id: string): Promise<WatchEvent | undefined> {
    return this.snapshot(id) ?? (await this.#coordination.loadState(id).catch(() => undefined));
  }

  /** See Coordination.subscribed. */
  subscribed(): Promise<void> {
    return this.#coordination.subscribed().catch(() => undefined);
  }

  /**
   * An order placed here (the partner's answer to it): published like a poll result, and
   * followed to its final status even if nobody subscribes, so that whatever it changes is
   * learned when it happens.
   */
  announce(activation: WireActivation): void {
    const watch = this.#watches.get(activation.id) ?? this.#start(activation.id, 0);
    watch.placed = true;
    const answeredAt = Date.now();
    const changed = this.#apply(watch, activation, answeredAt);
    watch.stirredAt = answeredAt;
    // another instance may hold its lease, parked until a date the order has just made moot
    if (!isFinalStatus(activation.status))
      void this.#coordination.claim(activation.id).catch(() => undefined);
    this.#stopIfDone(watch);
    this.#soonOnSameSubscription(watch);
    // the answer may make it due sooner than the timer (a cancelled port-in no longer waits for its date)
    this.#arm();
    if (changed !== undefined) this.#publish([changed]);
  }

  /**
   * An order placed here before a restart, not final when the journal last saw it: followed
   * again to its final status, whether anyone subscribes or not.
   */
  follow(id: string): void {
    const watch = this.#watches.get(id) ?? this.#start(id, 0);
    watch.placed = true;
  }

  /** How many activations are followed, and how many of them still poll. */
  stats(): { watched: number; polling: number } {
    let polling = 0;
    for (const watch of this.#watches.values()) if (Number.isFinite(watch.nextAt)) polling += 1;
    return { watched: this.#watches.size, polling };
  }

  close(): void {
    this.#closed = true;
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    for (const id of this.#watches.keys()) void this.#coordination.release(id).catch(() => undefined);
    this.#watches.clear();
  }

  // ------------------------------------------------------------------------------------------

  /**
   * An order placed here may change the open orders of its subscription at once, though the
   * partner's answer shows no change yet (a cancelled termination or port-out is answered BUSY,
   * its date ahead, and is CANCELLED a moment later): the order answered and the others of the
   * same subscription or number are polled at the shortest interval again, not at a parked one.
   * The order answered stays at the moving pace until it changes (its `stirredAt`), as polls
   * that still see it BUSY, its date ahead, would otherwise park it again; and this instance
   * takes its lease (`announce`), as the one that held it knows nothing of the order.
   */
  #soonOnSameSubscription(placed: Watch): void {
    const { subscriptionId, phoneNumber } = placed.last ?? {};
    const soon = Date.now() + this.#settings.minMs;
    for (const watch of this.#watches.values()) {
      const last = watch.last;
      // in flight or stopped: Infinity
      if (last === undefined || !Number.isFinite(watch.nextAt)) continue;
      const same =
        watch === placed ||
        (subscriptionId && last.subscriptionId === subscriptionId) ||
        (phoneNumber && last.phoneNumber === phoneNumber);
      if (same && watch.nextAt > soon) {
        watch.nextAt = soon;
        watch.changedAt = Date.now();
      }
    }
  }

  #arm(): void {
    if (this.#closed || this.#ticking) return;
    let earliest = Number.POSITIVE_INFINITY;
    for (const watch of this.#watches.values()) earliest = Math.min(earliest, watch.nextAt);
    if (!Number.isFinite(earliest) || earliest >= this.#timerAt) return;
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timerAt = earliest;
    this.#timer = setTimeout(() => void this.#tick(), Math.max(0, earliest - Date.now()));
    this.#timer.unref();
  }

  async #tick(): Promise<void> {
    this.#timer = undefined;
    this.#timerAt = Number.POSITIVE_INFINITY;
    this.#ticking = true;
    try {
      // polls that fall due within the jitter's spread go together, a little early
      const horizon = Date.now() + 2 * this.#settings.jitter * this.#settings.minMs + 25;
      const due = [...this.#watches.values()].filter((w) => w.nextAt <= horizon);
      // where another instance holds the lease, it polls: look again when a lease could lapse
      const granted = await this.#coordination.lease(due.map((w) => w.id)).catch(() => due.map(() => true));
      const mine = due.filter((_w, i) => granted[i] === true);
      const retryAt = Date.now() + Math.min(this.#coordination.leaseTtlMs / 2, this.#settings.maxMs);
      due.forEach((watch, i) => {
        if (granted[i] !== true) watch.nextAt = retryAt;
      });
      if (mine.length > 0) {
        for (const watch of mine) watch.nextAt = Number.POSITIVE_INFINITY; // in flight
        const readFrom = Date.now();
        const outcomes = await inSpan('activation.poll', { 'msp.activations': mine.length }, () =>
          this.#reads.read(mine),
        );
        const changes: Publication[] = [];
        for (const watch of mine) {
          if (this.#watches.get(watch.id) !== watch) continue; // released meanwhile
          const outcome = outcomes.get(watch.id);
          const changed = this.#settle(
            watch,
            outcome === undefined ? new Error('no answer for this activation') : outcome,
            readFrom,
          );
          if (changed !== undefined) changes.push(changed);
        }
        this.#publish(changes);
      }
    } finally {
      this.#ticking = false;
      this.#arm();
    }
  }

  /** takes the outcome of a poll begun at `readFrom` for `watch`; what changed is to be published */
  #settle(watch: Watch, outcome: PollResult, readFrom: number): Publication | undefined {
    if (outcome instanceof Error) {
      watch.failures += 1;
      watch.nextAt = Date.now() + jittered(backoffIn(watch.failures, this.#settings), this.#settings);
      return undefined;
    }
    watch.failures = 0;
    let changed: Publication | undefined;
    if (outcome === null) {
      watch.missing = true;
      watch.nextAt = Number.POSITIVE_INFINITY;
      changed = [watch.id, { kind: 'missing', id: watch.id }];
    } else {
      changed = this.#apply(watch, outcome, readFrom);
    }
    this.#stopIfDone(watch);
    return changed;
  }

  /**
   * takes `activation`, read from the partner from `readFrom` on, as the state of `watch`, and
   * says when to look again; a change is to be published
   */
  #apply(watch: Watch, read: WireActivation, readFrom: number): Publication | undefined {
    // a poll in flight when an order's answer came may bring the state from before it: the
    // partner's modifiedAt says which is newer, and followers never see an order go back
    const last = watch.last;
    const stale = last !== undefined && olderThan(read, last);
    const activation = stale ? last : read;
    let changed: Publication | undefined;
    const json = stale ? undefined : JSON.stringify(read);
    if (json !== undefined && json !== watch.lastJson) {
      keepStateJson(read, json);
      watch.last = read;
      watch.lastJson = json;
      watch.changedAt = Date.now();
      changed = [watch.id, { kind: 'state', activation: read }];
      // a change read before an order touched it does not end the stirring
      if (watch.stirredAt !== undefined && readFrom > watch.stirredAt) watch.stirredAt = undefined;
    }
    const now = Date.now();
    const delay = nextPollIn(
      activation,
      this.#provider.now(),
      now - watch.changedAt,
      this.#settings,
      watch.stirredAt === undefined ? undefined : now - watch.stirredAt,
    );
    watch.nextAt = isFinalStatus(activation.status)
      ? Number.POSITIVE_INFINITY
      : now + jittered(delay, this.#settings);
    return changed;
  }

  /**
   * Publishes what one poll (or one order placed here) changed. What the changes make wrong
   * goes first, all of it at once, so that no subscriber reads it after hearing of a change;
   * then the states, so a subscriber that joins after the message still finds them; then the
   * messages. One activation's messages go out in order: each waits for that activation's
   * previous ones.
   */
  #publish(changes: readonly Publication[]): void {
    if (changes.length === 0) return;
    const activations = changes.flatMap(([, event]) => (event.kind === 'state' ? [event.activation] : []));
    const done = Promise.all(changes.map(([id]) => this.#publishing.get(id)))
      .then(() => (activations.length === 0 ? undefined : this.#onChange?.(activations)))
      .catch(() => undefined)
      .then(() => Promise.all(changes.map(([id, event]) => this.#coordination.saveState(id, event))))
      .catch(() => undefined)
      .then(() => {
        for (const [id, event] of changes) {
          this.#pubsub.publish('activation', id, event);
          if (event.kind === 'state')
            this.#pubsub.publish('activity', activityKey(event.activation), event.activation);
          if (this.#publishing.get(id) === done) this.#publishing.delete(id);
        }
      });
    for (const [id] of changes) this.#publishing.set(id, done);
  }
}

/** the key of a subscription's activity topic */
export function activityKey(activation: { subscriptionId?: string | undefined }): string {
  return activation.subscriptionId ?? '';
}
