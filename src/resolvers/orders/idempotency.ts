/**
 * Orders on the journal (src/journal/): every order is written there before its POST leaves,
 * and a caller's idempotency key is a property of that entry, kept as long as the journal
 * keeps it. The same key with the same input answers with the first order (`replayed`) and
 * never sends again; with another input it is an IdempotencyConflictError; while the first is
 * still being sent, a duplicate waits for it; when its answer was lost, the order is looked for
 * at the partner (reconciliation) before anything else is decided.
 */
import { createHash } from 'node:crypto';
import { isReferencedOperation, type WireActivation } from '@msp/partner-interface';
import type { Conflict } from '../../journal/conflicts.js';
import type { BeginResult, NewEntry, Placer } from '../../journal/entries.js';
import { type Journal, JournalConnectionError } from '../../journal/journal.js';
import type { Reconciled, Reconciler } from '../../journal/reconcile.js';
import type { JournalEntry } from '../../journal/tables.js';
import type { Logger } from '../../observability/logger.js';
import { withoutSecrets } from '../../observability/secrets.js';
import { JOURNAL_DEFAULTS } from '../../settings/defaults.js';
import {
  IdempotencyConflictError,
  JournalUnavailableError,
  OrderError,
  type OrderErrorData,
  OrderOutcomePendingError,
  OrderOutcomeUnknownError,
  orderErrorFrom,
  ProviderUnavailableError,
  ValidationError,
} from './errors.js';

/** What the order path needs of the journal. */
export interface OrderJournal {
  journal: Journal;
  reconciler: Reconciler;
  /** how long after it was sent an order's answer can still arrive: a SENT entry older than this was abandoned */
  settleMs: number;
  /**
   * how long a retry waits for the outcome of its key's order (its answer on the way, or a look
   * at the partner) before it is told to come back: within the operation's deadline, so that a
   * retry is always answered with what is known of its order
   */
  answerWithinMs: number;
  logger: Logger;
}

/**
 * A stable digest of an input, object keys sorted so that the order of fields does not matter,
 * and secrets left out: the journal keeps the digest, and a digest of a short code would give
 * the code away. A retry that differs only in a secret answers with the first order.
 */
export function fingerprint(value: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v !== null && typeof v === 'object') {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .filter(([, x]) => x !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([k, x]) => [k, canonical(x)]),
      );
    }
    return v;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(withoutSecrets(value))))
    .digest('hex');
}

/** What placing answers: the order's activation, and whether it is an earlier order answered again. */
export interface PlaceResult {
  activation: WireActivation;
  /** the key had placed this order before: no POST was sent now */
  replayed: boolean;
}

/** An earlier order under the caller's key: its activation id, or the error it ended with. */
export type PreviousOrder = { activationId: string } | { error: OrderError };

/** What an order is, for the journal, before its body is known. */
export interface Intent {
  placer: Placer;
  /** the key, as the caller gave it */
  key: string | undefined;
  /** of the input, see `fingerprint` */
  fingerprint: string;
  mutation: string;
  operation: string;
  activationType: string;
}

/** What an order's rules give: the body to send, and the existing subscription it is placed on. */
export interface Checked {
  body: object;
  /** resolved (a body may name it by its number); none for a new line, or an order on an activation */
  subscriptionId?: string | undefined;
}

/** How often a duplicate looks whether the first order under its key has its answer yet. */
const POLL_MS = 100;
/** When a reconciliation could not ask the partner, when to ask again: at the next sweep. */
const RECONCILE_AGAIN_MS = JOURNAL_DEFAULTS.reconcileIntervalMs;
/** When to ask again after a look at the partner outlasted the retry's wait: it goes on meanwhile. */
const LOOKING_AGAIN_MS = 5_000;

/** whole seconds to wait, at least one */
const secondsFrom = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/** The journal refused: a typed error that says nothing was ordered. */
function unavailable(error: unknown): never {
  if (error instanceof JournalConnectionError) throw JournalUnavailableError.because(error.message);
  throw error;
}

export class JournaledOrders {
  readonly #deps: OrderJournal;

  constructor(deps: OrderJournal) {
    this.#deps = deps;
  }

  /**
   * The order an earlier call made under the caller's key, as it stands now: undefined when
   * the key names none (or one the partner was found not to have). Waits while that order is
   * still being sent; looks for it at the partner when its answer was lost. With a
   * `fingerprint`, an order of another input under the key is an IdempotencyConflictError.
   */
  async earlier(placer: Placer, key: string, fingerprint?: string): Promise<PreviousOrder | undefined> {
    const entry = await this.#deps.journal.byKey(placer, key).catch(unavailable);
    return entry === undefined ? undefined : this.#settled(key, entry, fingerprint);
  }

  /**
   * Places an order: `checked` runs its rules and gives the body (nothing is written when
   * they refuse it), the entry is written (with the reference the body leaves with), then
   * `post` sends it, once. Under a key used before, the earlier order answers instead, and
   * nothing is sent. An order that another one in the journal keeps out (./conflicts.ts) is
   * refused naming it; `refresh` reads an activation afresh and records what it shows, so that
   * an order the journal still has open, but the partner has ended, keeps nothing out.
   */
  async place(
    intent: Intent,
    checked: () => Promise<Checked>,
    post: (body: object, sendBy: number) => Promise<WireActivation>,
    replayed: (activationId: string) => Promise<WireActivation>,
    refresh: (activationId: string) => Promise<void>,
  ): Promise<PlaceResult> {
    const answer = async (earlier: PreviousOrder): Promise<PlaceResult> => {
      if ('error' in earlier) throw earlier.error;
      return { activation: await replayed(earlier.activationId), replayed: true };
    };
    const before =
      intent.key === undefined
        ? undefined
        : await this.earlier(intent.placer, intent.key, intent.fingerprint);
    if (before !== undefined) return answer(before);
    const rules = await checked();
    let begun = await this.#begin(intent, rules);
    // the order that keeps it out is placed but not seen final yet: look, and try once more
    const stale = begun.status === 'conflict' ? begun.with : undefined;
    if (stale?.outcome === 'PLACED' && stale.activation_id !== null) {
      await refresh(stale.activation_id);
      begun = await this.#begin(intent, rules);
    }
    switch (begun.status) {
      case 'conflict':
        throw conflictError(begun, rules.body);
      case 'taken': {
        const taken = await this.#settled(intent.key ?? '', begun.entry, intent.fingerprint);
        if (taken !== undefined) return answer(taken);
        // the partner was found not to have that order, and its key is free: this one takes it
        return this.place(intent, checked, post, replayed, refresh);
      }
      case 'begun':
        return { activation: await this.#send(begun.entry, post, begun.body), replayed: false };
    }
  }

  async #begin(intent: Intent, rules: Checked): Promise<BeginResult> {
    const entry: NewEntry = {
      placer: intent.placer,
      idempotencyKey: intent.key,
      fingerprint: intent.fingerprint,
      mutation: intent.mutation,
      operation: intent.operation,
      activationType: intent.activationType,
      body: rules.body,
      subscriptionId: rules.subscriptionId,
      referenced: isReferencedOperation(intent.operation),
    };
    return this.#deps.journal.begin(entry).catch(unavailable);
  }

  /** sends the order of `entry` and records how it ended */
  async #send(
    entry: JournalEntry,
    post: (body: object, sendBy: number) => Promise<WireActivation>,
    body: object,
  ): Promise<WireActivation> {
    // written now: its POST leaves within the budget or not at all, so that reconciliation,
    // which waits the partner timeout and a margin longer than the budget, never decides it
    // not placed while it could still arrive
    const sendBy = performance.now() + JOURNAL_DEFAULTS.sendBudgetMs;
    const { journal, reconciler, logger } = this.#deps;
    // the outcome is recorded whatever happens to the request meanwhile; a failure to record
    // it leaves the entry SENT, for reconciliation to settle
    const record = (work: Promise<unknown>) =>
      work.catch((error: unknown) =>
        logger.error(
          { err: error, order: entry.id },
          'order outcome not journaled: reconciliation will settle it',
        ),
      );
    let activation: WireActivation;
    try {
      activation = await post(body, sendBy);
    } catch (error) {
      journal.sendingEnded(entry.id);
      if (error instanceof OrderOutcomeUnknownError) {
        await record(journal.unknown(entry.id));
        // the partner may show the order at once: look for it without waiting for the next sweep
        void reconciler.reconcile({ ...entry, outcome: 'UNKNOWN' }).catch(() => undefined);
      } else if (error instanceof ProviderUnavailableError || !(error instanceof OrderError)) {
        // not taken (no connection, a 503 or a 429): sending it again later is not a second order
        await record(journal.release(entry.id));
      } else {
        await record(journal.rejected(entry.id, error.toJSON()));
      }
      throw error;
    }
    journal.sendingEnded(entry.id);
    await record(journal.placed(entry.id, activation));
    return activation;
  }

  /**
   * what the order of `first` came to, waiting while it is still being sent; with a
   * `fingerprint`, an entry of another input is an IdempotencyConflictError
   */
  async #settled(
    shownKey: string,
    first: JournalEntry,
    fingerprint?: string,
  ): Promise<PreviousOrder | undefined> {
    const { journal, reconciler, settleMs, answerWithinMs } = this.#deps;
    if (fingerprint !== undefined && first.fingerprint !== fingerprint) {
      throw new IdempotencyConflictError(shownKey);
    }
    const answerBy = Date.now() + answerWithinMs;
    let entry: JournalEntry | undefined = first;
    while (
      entry !== undefined &&
      entry.outcome === 'SENT' &&
      Date.now() < entry.sent_at.getTime() + settleMs
    ) {
      // its answer is still on its way, later than this retry can wait
      if (Date.now() >= answerBy)
        throw new OrderOutcomePendingError(
          shownKey,
          secondsFrom(entry.sent_at.getTime() + settleMs - Date.now()),
          'answering',
        );
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      entry = await journal.get(entry.id).catch(unavailable);
    }
    if (entry === undefined) return undefined; // its order never left, and the key is free
    switch (entry.outcome) {
      case 'PLACED':
        return entry.activation_id === null ? undefined : { activationId: entry.activation_id };
      case 'REJECTED':
        return { error: orderErrorFrom(entry.error as OrderErrorData) };
      case 'NOT_PLACED':
        return undefined;
      case 'SENT':
      case 'UNKNOWN':
      case 'UNDECIDED': {
        // its answer was lost, or its instance stopped before the answer came: a look at the
        // partner, which goes on (and is recorded) when it outlasts this retry's wait
        const looking = reconciler
          .reconcile(entry)
          .catch(
            (error: unknown): Reconciled =>
              error instanceof JournalConnectionError
                ? unavailable(error)
                : { outcome: 'undecided', retryAfterMs: RECONCILE_AGAIN_MS },
          );
        let timer: NodeJS.Timeout | undefined;
        const outlasted = new Promise<Reconciled>((resolve) => {
          timer = setTimeout(
            () => resolve({ outcome: 'undecided', retryAfterMs: LOOKING_AGAIN_MS }),
            Math.max(0, answerBy - Date.now()),
          );
        });
        const found = await Promise.race([looking, outlasted]).finally(() => clearTimeout(timer));
        if (found.outcome === 'placed') return { activationId: found.activation.id };
        if (found.outcome === 'not-placed') return undefined;
        throw new OrderOutcomePendingError(
          shownKey,
          secondsFrom(found.retryAfterMs),
          found.staff === true ? 'staff' : 'looking',
        );
      }
    }
  }
}

/** what names the open order `entry` in a refusal: its mutation, activation and reference */
function describe(entry: JournalEntry): string {
  const names = [
    entry.activation_id === null ? 'its answer has not arrived yet' : `activation ${entry.activation_id}`,
    ...(entry.reference_number === null ? [] : [`reference ${entry.reference_number}`]),
  ];
  return `${entry.mutation} (${names.join(', ')})`;
}

/** An order the journal kept out, as the typed error its mutation answers: the field, and the order in the way. */
function conflictError(conflict: Conflict, body: object): ValidationError {
  const holder = conflict.with === undefined ? 'another order' : describe(conflict.with);
  switch (conflict.rule) {
    case 'closing':
      return ValidationError.of(
        'subscriptionId' in body ? 'input.subscriptionId' : 'input.phoneNumber',
        `the subscription has an open ${conflict.with?.activation_type ?? 'TERMINATE or OUTPORT'} order, ${holder}: no other order can be placed on it until that one is final`,
      );
    case 'in-flight':
      return ValidationError.of(
        'input.activationId',
        `another order on this activation, ${holder}, is being placed: try again once it is answered`,
      );
    case 'cancelling':
      return ValidationError.of(
        'input.activationId',
        `the activation is being cancelled already, by ${holder}: follow that order`,
      );
    // the order that holds it may be anyone's: it is not described
    case 'reference':
      return ValidationError.of(
        'input.referenceNumber',
        'is the reference of another order whose outcome is still open: the reference finds an order at the provider, so give another one, or none (the gateway then gives one)',
      );
  }
}
