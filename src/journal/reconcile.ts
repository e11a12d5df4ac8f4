/**
 * Reconciliation: an order whose answer was lost (its entry UNKNOWN) or whose instance stopped
 * before it heard the answer (SENT, older than the partner may take to answer) is looked for
 * at the partner, and attached when found; when the partner shows no such order once it could
 * no longer be on its way, the entry is NOT_PLACED and its key free again. Never a POST.
 *
 * Where it looks: an order that names an activation (a cancellation, a change) is that
 * activation, found when the partner modified it after the order was sent; any other is a new
 * activation of the order's type on the subscription (or number) it names, created after the
 * order was sent, with its referenceNumber when it gave one and its SIM card when it named one,
 * and not already another order's. A referenceNumber makes the match exact.
 */
import type { WireActivation } from '@msp/partner-interface';
import type { Logger } from '../logger.js';
import type { PartnerApi } from '../provider/api.js';
import { text } from './entries.js';
import type { Journal } from './journal.js';
import type { OrderRow } from './tables.js';

/** how far apart the partner's clock and the database's may be beyond what the client measured */
const CLOCK_SLACK_MS = 60_000;

export type Reconciled =
  | { outcome: 'placed'; entry: OrderRow; activation: WireActivation }
  | { outcome: 'not-placed' }
  | { outcome: 'undecided'; retryAfterMs: number };

export interface ReconcilerOptions {
  journal: Journal;
  /** reads the partner (fresh: no cached answer decides) */
  partner: PartnerApi;
  logger: Logger;
  /**
   * how long after it was sent an order can still reach the partner: the partner timeout and
   * a margin. Not finding it before then decides nothing.
   */
  settleMs: number;
  /** how often unsettled entries are looked at again */
  intervalMs: number;
  /** told of each order found, so that it is followed and what it changed is dropped from the cache */
  onFound?: (activation: WireActivation) => void;
  /** told of each decision, for the metrics */
  onDecided?: (outcome: 'placed' | 'not-placed') => void;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export class Reconciler {
  readonly #options: ReconcilerOptions;
  readonly #running = new Map<string, Promise<Reconciled>>();
  #timer: NodeJS.Timeout | undefined;
  #sweeping: Promise<void> | undefined;
  #clockKnown: Promise<void> | undefined;
  #closed = false;

  constructor(options: ReconcilerOptions) {
    this.#options = options;
  }

  /** Looks at every unsettled entry now, then every `intervalMs`. */
  start(): void {
    if (this.#closed || this.#timer !== undefined) return;
    void this.sweep();
    this.#timer = setInterval(() => void this.sweep(), this.#options.intervalMs);
    this.#timer.unref();
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    await this.#sweeping;
    await Promise.allSettled(this.#running.values());
  }

  /** One pass over the unsettled entries; a failure (partner, database) waits for the next pass. */
  sweep(): Promise<void> {
    this.#sweeping ??= (async () => {
      try {
        const { journal, settleMs } = this.#options;
        const entries = await journal.unsettled(new Date(Date.now() - settleMs));
        for (const entry of entries) {
          if (this.#closed) break;
          await this.reconcile(entry).catch(() => undefined);
        }
      } catch {
        // the journal is down: the next pass tries again
      } finally {
        this.#sweeping = undefined;
      }
    })();
    return this.#sweeping;
  }

  /** Looks for `entry`'s order at the partner once (one look per entry at a time). */
  reconcile(entry: OrderRow): Promise<Reconciled> {
    let running = this.#running.get(entry.id);
    if (running === undefined) {
      running = this.#reconcile(entry).finally(() => this.#running.delete(entry.id));
      this.#running.set(entry.id, running);
    }
    return running;
  }

  async #reconcile(entry: OrderRow): Promise<Reconciled> {
    const { journal, logger, settleMs } = this.#options;
    const sentAt = entry.sent_at.getTime();
    // its POST is still on its way from this process (slower than the settle window): its own
    // answer, or its loss, decides it
    if (journal.isSending(entry.id)) return { outcome: 'undecided', retryAfterMs: this.#options.intervalMs };
    // the partner's times are on its clock (the client keeps how far it is from ours)
    await this.#knowClock();
    const partnerSentAt = sentAt + this.#options.partner.now() - Date.now();
    const found = await this.#find(entry, partnerSentAt - CLOCK_SLACK_MS);
    if (found !== undefined) {
      const attached = await journal.placed(entry.id, found, 'reconciled');
      if (attached === undefined) {
        // settled meanwhile (by another instance, or its answer arrived after all)
        const now = await journal.get(entry.id);
        return now?.outcome === 'PLACED'
          ? { outcome: 'placed', entry: now, activation: found }
          : { outcome: 'not-placed' };
      }
      logger.info(
        { order: entry.id, activationId: found.id, mutation: entry.mutation },
        'order reconciled: found at the partner',
      );
      this.#options.onDecided?.('placed');
      this.#options.onFound?.(found);
      return { outcome: 'placed', entry: attached, activation: found };
    }
    const decidedAt = sentAt + settleMs;
    if (Date.now() < decidedAt) return { outcome: 'undecided', retryAfterMs: decidedAt - Date.now() };
    await journal.notPlaced(entry.id);
    logger.info(
      { order: entry.id, mutation: entry.mutation },
      'order reconciled: the partner has no such order',
    );
    this.#options.onDecided?.('not-placed');
    return { outcome: 'not-placed' };
  }

  /**
   * The client learns how far the partner's clock is from ours from its answers: a process
   * that has had none yet (one just started, reconciling what its predecessor left) asks for
   * one before its first look, or it would look for the order at the wrong time and not find it.
   */
  #knowClock(): Promise<void> {
    this.#clockKnown ??= this.#options.partner
      .get('QueryActivation', { take: 0 }, { fresh: true, requestId: 'reconcile-clock' })
      .then(
        () => undefined,
        (error: unknown) => {
          this.#clockKnown = undefined;
          throw error;
        },
      );
    return this.#clockKnown;
  }

  /** the partner's record of `entry`'s order, if it has one */
  async #find(entry: OrderRow, from: number): Promise<WireActivation | undefined> {
    const { partner, journal } = this.#options;
    const fresh = { fresh: true, requestId: `reconcile-${entry.id}` };
    if (entry.target_activation_id !== null) {
      const { results } = await partner.get('QueryActivation', { id: entry.target_activation_id }, fresh);
      const [activation] = results;
      const modified = Date.parse(activation?.modifiedAt ?? '');
      return activation !== undefined && modified >= from ? activation : undefined;
    }
    const body = entry.body;
    const { results } = await partner.readAll(
      'QueryActivation',
      {
        activationType: entry.activation_type,
        createdAtFrom: day(from),
        ...(entry.subscription_id !== null
          ? { subscriptionId: entry.subscription_id }
          : entry.phone_number !== null
            ? { phoneNumber: entry.phone_number }
            : {}),
      },
      { ...fresh, limit: 1_000 },
    );
    const simCardNumber = text(body['simCardNumber']);
    const candidates = results
      .filter(
        (a) =>
          Date.parse(a.createdAt ?? '') >= from &&
          (entry.reference_number === null || a.referenceNumber === entry.reference_number) &&
          (simCardNumber === null ||
            text(a.info?.simCardNumber) === null ||
            a.info?.simCardNumber === simCardNumber),
      )
      .sort((a, b) => Date.parse(a.createdAt ?? '') - Date.parse(b.createdAt ?? ''));
    const taken = await journal.claimedActivations(candidates.map((a) => a.id));
    return candidates.find((a) => !taken.has(a.id));
  }
}
