/**
 * Reconciliation: an order whose answer was lost (its entry UNKNOWN) or whose instance stopped
 * before it heard the answer (SENT, older than the partner may take to answer) is looked for
 * at the partner, and attached when found exactly; when the partner shows no such order once
 * it could no longer be on its way, the entry is NOT_PLACED and its key free again. Never a
 * POST, and never a guess:
 *
 * - an order that creates an activation left with a reference of its own (./references.ts):
 *   it is the activation of its type carrying that reference, created after it was sent by the
 *   partner's clock, that no other entry holds (a unique index, ./conflicts.ts). Two such
 *   activations, or an entry written before references (an earlier release), cannot be matched
 *   exactly: the entry is UNDECIDED, its candidates kept for staff, who decide it.
 * - an order that names an activation (a cancellation, a change of a port-in) is that
 *   activation, when it shows the order's effect and was modified after the order was sent,
 *   and no other entry placed on it leaves the same effect (that one's would be what it shows).
 *   A cancelled termination shows nothing of the cancellation until it ends CANCELLED: one
 *   modified after the order was sent and not yet final is looked at again until it ends.
 */
import {
  type ActivationOperation,
  isActivationOperation,
  isFinalStatus,
  isReferencedOperation,
  type WireActivation,
} from '@msp/partner-interface';
import type { Logger } from '../observability/logger.js';
import type { PartnerApi } from '../provider/api.js';
import { ActivationHeld, isCancellation } from './conflicts.js';
import { text } from './entries.js';
import type { Journal } from './journal.js';
import type { Candidate, JournalEntry } from './tables.js';
import { holdersOf, placedOnActivation, recentlyNotPlaced, unsettledEntries } from './unsettled.js';

/**
 * How far the partner's clock may be from what the client learnt of it: its Date header has
 * whole seconds, and the client takes a skew under one second for none. An order is looked
 * for among activations created (or modified) from this long before it was sent.
 */
const CLOCK_RESOLUTION_MS = 2_000;

/** what reconciliation decided of an order, for the metrics */
export type ReconciledOutcome = 'placed' | 'not-placed' | 'undecided' | 'placed-late';

/** how long, and how often, an order found not placed is looked for again */
const LATE_WINDOW_MS = 15 * 60_000;
const LATE_LOOK_EVERY_MS = 60_000;

export type Reconciled =
  | { outcome: 'placed'; entry: JournalEntry; activation: WireActivation }
  | { outcome: 'not-placed' }
  /** not decided yet: look again after `retryAfterMs`; `staff` when only staff can decide it */
  | { outcome: 'undecided'; retryAfterMs: number; staff?: boolean };

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
  onDecided?: (outcome: ReconciledOutcome) => void;
}

/** what the partner shows of an entry's order */
type Match =
  | { kind: 'found'; activation: WireActivation }
  | { kind: 'none' }
  | { kind: 'ambiguous'; candidates: Candidate[] }
  /** what the partner shows cannot tell yet: looked at again */
  | { kind: 'not-yet' };

/**
 * What an order that names an activation leaves on it, by its operation: the activation shows
 * it once the partner took the order (on top of a modification after the order was sent).
 */
const EFFECTS: Record<
  ActivationOperation,
  (activation: WireActivation, body: Record<string, unknown>) => boolean
> = {
  CancelNewSubscription: (a) => a.status === 'CANCELLING' || a.status === 'CANCELLED',
  CancelInPortSubscription: (a) => ['CANCELLING', 'CANCELLED'].includes(text(a.info?.portingStatus) ?? ''),
  // "then info.portingStatus is REJECTED"
  CancelPortingOutSubscription: (a) =>
    a.status === 'CANCELLED' || ['CANCELLING', 'REJECTED'].includes(text(a.info?.portingStatus) ?? ''),
  // the termination stays BUSY until the cancellation ends it CANCELLED; ending DONE, it was not
  // cancelled. While it is BUSY, nothing tells a cancellation from its own progress or its
  // creation just before: see TOLD_ONCE_FINAL
  CancelTerminateSubscription: (a) => a.status === 'CANCELLED',
  // what the change sets is there
  ChangeInPortSubscription: (a, body) =>
    ['donorCustomerNumber', 'portingWishDate'].every((field) => {
      const sent = text(body[field]);
      return sent === null || sameValue(sent, a.info?.[field]);
    }),
};

/**
 * The orders whose effect the activation they name shows only once it is final: until then,
 * one modified after the order was sent may or may not be showing it.
 */
const TOLD_ONCE_FINAL: ReadonlySet<ActivationOperation> = new Set(['CancelTerminateSubscription']);

/** a sent value and the partner's, dates compared as instants */
function sameValue(sent: string, seen: unknown): boolean {
  if (seen === sent) return true;
  const [a, b] = [Date.parse(sent), Date.parse(typeof seen === 'string' ? seen : '')];
  return !Number.isNaN(a) && a === b;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const time = (at: string | undefined) => Date.parse(at ?? '');

export class Reconciler {
  readonly #options: ReconcilerOptions;
  readonly #running = new Map<string, Promise<Reconciled>>();
  /** when each entry found not placed lately was last looked for again */
  readonly #lookedLate = new Map<string, number>();
  #timer: NodeJS.Timeout | undefined;
  #sweeping: Promise<void> | undefined;
  /** the partner's clock being read for the looks starting now */
  #clockRead: Promise<void> | undefined;
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
        const entries = await journal.query((db) => unsettledEntries(db, new Date(Date.now() - settleMs)));
        for (const entry of entries) {
          if (this.#closed) break;
          await this.reconcile(entry).catch(() => undefined);
        }
        await this.#lookLate();
      } catch {
        // the journal is down: the next pass tries again
      } finally {
        this.#sweeping = undefined;
      }
    })();
    return this.#sweeping;
  }

  /** Looks for `entry`'s order at the partner once (one look per entry at a time). */
  reconcile(entry: JournalEntry): Promise<Reconciled> {
    let running = this.#running.get(entry.id);
    if (running === undefined) {
      running = this.#reconcile(entry).finally(() => this.#running.delete(entry.id));
      this.#running.set(entry.id, running);
    }
    return running;
  }

  async #reconcile(entry: JournalEntry): Promise<Reconciled> {
    const { journal, settleMs, intervalMs } = this.#options;
    // staff decide it: nothing the partner shows now can
    if (entry.outcome === 'UNDECIDED') return { outcome: 'undecided', retryAfterMs: intervalMs, staff: true };
    const sentAt = entry.sent_at.getTime();
    // its POST is still on its way from this process (slower than the settle window): its own
    // answer, or its loss, decides it
    if (journal.isSending(entry.id)) return { outcome: 'undecided', retryAfterMs: intervalMs };
    const match = await this.#find(entry, await this.#sentOnPartnerClock(entry));
    if (match.kind === 'found') return this.#placed(entry, match.activation);
    if (match.kind === 'ambiguous') return this.#undecided(entry, match.candidates);
    if (match.kind === 'not-yet') return { outcome: 'undecided', retryAfterMs: intervalMs };
    const decidedAt = sentAt + settleMs;
    if (Date.now() < decidedAt) return { outcome: 'undecided', retryAfterMs: decidedAt - Date.now() };
    if (await journal.notPlaced(entry.id, { by: 'reconciliation' })) {
      this.#options.logger.info(
        { order: entry.id, mutation: entry.mutation },
        'order reconciled: the partner has no such order',
      );
      this.#options.onDecided?.('not-placed');
      return { outcome: 'not-placed' };
    }
    return this.#decidedMeanwhile(entry.id);
  }

  async #placed(entry: JournalEntry, found: WireActivation): Promise<Reconciled> {
    const { journal, logger } = this.#options;
    let attached: JournalEntry | undefined;
    try {
      attached = await journal.placed(entry.id, found, { by: 'reconciliation' });
    } catch (error) {
      // the unique index refused it: the activation is another entry's after all
      if (!(error instanceof ActivationHeld)) throw error;
      const holders = await journal.query((db) => holdersOf(db, [found.id]));
      return this.#undecided(entry, [candidateOf(found, holders.get(found.id) ?? null)]);
    }
    // settled meanwhile (by another instance, or its answer arrived after all)
    if (attached === undefined) return this.#decidedMeanwhile(entry.id);
    logger.info(
      { order: entry.id, activationId: found.id, mutation: entry.mutation },
      'order reconciled: found at the partner',
    );
    this.#options.onDecided?.('placed');
    this.#options.onFound?.(found);
    return { outcome: 'placed', entry: attached, activation: found };
  }

  async #undecided(entry: JournalEntry, candidates: Candidate[]): Promise<Reconciled> {
    const { journal, logger, intervalMs } = this.#options;
    await journal.undecided(entry.id, candidates);
    logger.warn(
      { order: entry.id, mutation: entry.mutation, candidates: candidates.map((c) => c.activationId) },
      'order undecided: its answer was lost and no exact match can be made; staff decide it (resolveUndecidedOrder)',
    );
    this.#options.onDecided?.('undecided');
    return { outcome: 'undecided', retryAfterMs: intervalMs, staff: true };
  }

  /**
   * Looks again, once a minute for LATE_WINDOW_MS, for the orders it found not placed: one the
   * partner took after the settle window (it held the order longer than it was allowed) is
   * attached after all, followed, announced, and logged as an error (its key, free again, may
   * have placed another order since: staff cancel one).
   */
  async #lookLate(): Promise<void> {
    const { journal, logger } = this.#options;
    const now = Date.now();
    for (const [id, at] of this.#lookedLate) if (at < now - LATE_WINDOW_MS) this.#lookedLate.delete(id);
    const entries = await journal.query((db) => recentlyNotPlaced(db, new Date(now - LATE_WINDOW_MS)));
    for (const entry of entries) {
      if (this.#closed || (this.#lookedLate.get(entry.id) ?? 0) > now - LATE_LOOK_EVERY_MS) continue;
      this.#lookedLate.set(entry.id, now);
      const match = await this.#find(entry, await this.#sentOnPartnerClock(entry));
      if (match.kind !== 'found') continue;
      const attached = await journal
        .placed(entry.id, match.activation, { by: 'reconciliation', late: true })
        .catch(() => undefined);
      if (attached === undefined) continue;
      logger.error(
        { order: entry.id, activationId: match.activation.id, mutation: entry.mutation },
        'order found at the partner after it had been found not placed: the partner took it after the settle window (raise ORDER_SETTLE_MARGIN_MS); its key, free again, may have placed another order since',
      );
      this.#options.onDecided?.('placed-late');
      this.#options.onFound?.(match.activation);
    }
  }

  /** what another instance (or the order's own answer) decided while this one looked */
  async #decidedMeanwhile(id: string): Promise<Reconciled> {
    const now = await this.#options.journal.get(id);
    if (now?.outcome === 'PLACED' && now.activation_id !== null) {
      const [activation] = (await this.#read({ id: now.activation_id }, id)).results;
      if (activation !== undefined) return { outcome: 'placed', entry: now, activation };
    }
    if (now?.outcome === 'UNDECIDED')
      return { outcome: 'undecided', retryAfterMs: this.#options.intervalMs, staff: true };
    return { outcome: 'not-placed' };
  }

  /**
   * When `entry` was sent, on the partner's clock (the client keeps how far it is from ours),
   * less what that clock is known to within: where its order is looked for from.
   */
  async #sentOnPartnerClock(entry: JournalEntry): Promise<number> {
    await this.#readClock();
    return entry.sent_at.getTime() + this.#options.partner.now() - Date.now() - CLOCK_RESOLUTION_MS;
  }

  /**
   * The client learns how far the partner's clock is from ours from its answers, and the
   * latest it has may be old: the answer a look is about was lost, a process just started
   * has had none, and the partner's clock may have been set back since. Each look reads it
   * first (looks that start together share the read), or it would look for the order at the
   * wrong time and not find it.
   */
  #readClock(): Promise<void> {
    this.#clockRead ??= this.#options.partner
      .get('QueryActivation', { take: 0 }, { fresh: true, requestId: 'reconcile-clock' })
      .then(() => undefined)
      .finally(() => {
        this.#clockRead = undefined;
      });
    return this.#clockRead;
  }

  #read(params: { id: string }, entryId: string) {
    return this.#options.partner.get('QueryActivation', params, {
      fresh: true,
      requestId: `reconcile-${entryId}`,
    });
  }

  /** what the partner shows of `entry`'s order, looking from `from` (the partner's clock, ms) */
  async #find(entry: JournalEntry, from: number): Promise<Match> {
    const { operation, target_activation_id: target } = entry;
    if (isActivationOperation(operation) && target !== null) {
      const [activation] = (await this.#read({ id: target }, entry.id)).results;
      if (
        activation !== undefined &&
        TOLD_ONCE_FINAL.has(operation) &&
        time(activation.modifiedAt) >= from &&
        !isFinalStatus(activation.status)
      ) {
        // a cancellation another entry placed on it is what changed it: the partner refuses a
        // second, which was not sent while the first was open (./conflicts.ts)
        const placed = await this.#options.journal.query((db) =>
          placedOnActivation(db, target, operation, entry.id),
        );
        return placed.length > 0 ? { kind: 'none' } : { kind: 'not-yet' };
      }
      const shown =
        activation !== undefined &&
        time(activation.modifiedAt) >= from &&
        EFFECTS[operation](activation, entry.body);
      if (!shown) return { kind: 'none' };
      // another entry placed on it that leaves the same effect explains what it shows
      const explaining = (
        await this.#options.journal.query((db) => placedOnActivation(db, target, operation, entry.id))
      ).find((other) => EFFECTS[operation](activation, other.body));
      if (explaining === undefined) return { kind: 'found', activation };
      // a second cancellation is refused by the partner, and was not sent while the first was
      // open (./conflicts.ts); a second change with the same values cannot be told from the first
      return isCancellation(operation)
        ? { kind: 'none' }
        : { kind: 'ambiguous', candidates: [candidateOf(activation, explaining.id)] };
    }
    const candidates = await this.#candidates(entry, from);
    const holders = await this.#options.journal.query((db) =>
      holdersOf(
        db,
        candidates.map((a) => a.id),
      ),
    );
    // an entry written before references: every activation of its type there, for staff
    if (entry.reference_number === null || !isReferencedOperation(operation)) {
      const free = candidates.filter((a) => !holders.has(a.id));
      return free.length === 0
        ? { kind: 'none' }
        : { kind: 'ambiguous', candidates: free.map((a) => candidateOf(a, null)) };
    }
    const carrying = candidates.filter(
      (a) => a.referenceNumber === entry.reference_number && !contradicts(a, entry),
    );
    const free = carrying.filter((a) => !holders.has(a.id));
    const [only, ...more] = free;
    if (only === undefined) return { kind: 'none' };
    if (more.length === 0) return { kind: 'found', activation: only };
    return { kind: 'ambiguous', candidates: carrying.map((a) => candidateOf(a, holders.get(a.id) ?? null)) };
  }

  /** the activations of `entry`'s type on what it names, created from `from` on */
  async #candidates(entry: JournalEntry, from: number): Promise<WireActivation[]> {
    const { results } = await this.#options.partner.readAll(
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
      { fresh: true, requestId: `reconcile-${entry.id}`, limit: 1_000 },
    );
    return results
      .filter((a) => time(a.createdAt) >= from)
      .sort((a, b) => time(a.createdAt) - time(b.createdAt));
  }
}

/**
 * Whether what the activation carries contradicts what the order sent: its subscription, SIM
 * card, email or eSIM differ. A caller's reference another channel used too does not make
 * another order this one.
 */
function contradicts(activation: WireActivation, entry: JournalEntry): boolean {
  const body = entry.body;
  const differs = (sent: unknown, seen: unknown) => sent !== undefined && seen !== undefined && sent !== seen;
  return (
    (entry.subscription_id !== null && differs(entry.subscription_id, activation.subscriptionId)) ||
    differs(body['simCardNumber'], activation.info?.simCardNumber) ||
    differs(body['email'], activation.info?.email) ||
    differs(body['eSim'], activation.info?.eSim)
  );
}

const candidateOf = (activation: WireActivation, heldBy: string | null): Candidate => ({
  activationId: activation.id,
  createdAt: activation.createdAt ?? null,
  referenceNumber: text(activation.referenceNumber),
  heldBy,
});
