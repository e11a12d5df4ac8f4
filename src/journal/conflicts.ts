/**
 * What the journal refuses to write, so that what it refuses never leaves: the rules that
 * hold between every instance on one database, each kept by a unique index of migration 0004
 * (src/journal/migrations.ts), so that two instances writing at the same moment cannot both
 * succeed.
 *
 * - A termination or a port-out open on a subscription closes it to every other order there
 *   (the same rule the order path checks against the partner, src/resolvers/orders/rules.ts):
 *   an entry on a subscription where one is open is not written.
 * - One order at a time in flight on an activation it changes (a cancellation, a change of a
 *   port-in): the second waits until the first is answered.
 * - One cancellation of an activation until the activation is final: a second one could only
 *   be refused by the partner (or restart the first), and the activation would show the
 *   first one's effect as if it were the second's.
 * - While an entry's outcome is open, its reference is its own: a caller's reference already
 *   held is refused.
 */
import type { ActivationOperation } from '@msp/partner-interface';
import { type Kysely, sql } from 'kysely';
import { type JournalEntry, type JournalTables, OPEN_OUTCOMES } from './tables.js';

/**
 * The activation types of the orders that end a subscription: while one is open there, no
 * other order may be placed on it. Migration 0004's orders_one_closing_order states them too.
 */
export const CLOSING_ACTIVATION_TYPES = ['TERMINATE', 'OUTPORT'] as const;

/**
 * The orders that cancel an activation: one at a time until it is final. Migration 0005's
 * orders_one_cancellation states them too.
 */
export const CANCELLATION_OPERATIONS = [
  'CancelNewSubscription',
  'CancelInPortSubscription',
  'CancelPortingOutSubscription',
  'CancelTerminateSubscription',
] as const satisfies readonly ActivationOperation[];
export const isCancellation = (operation: string): boolean =>
  (CANCELLATION_OPERATIONS as readonly string[]).includes(operation);

/** The rule an entry would break: the unique index that keeps it, by name. */
export const CONFLICT_RULES = {
  /** another termination or port-out is open on the subscription (or is being sent) */
  closing: 'orders_one_closing_order',
  /** another order on the activation it changes has not been answered yet */
  'in-flight': 'orders_one_change_in_flight',
  /** the activation is being cancelled by another order already */
  cancelling: 'orders_one_cancellation',
  /** the caller's reference is held by an entry whose outcome is open */
  reference: 'orders_open_reference',
} as const;
export type ConflictRule = keyof typeof CONFLICT_RULES;

/** An entry that was not written: the rule, and the entry it met (when it is still there). */
export interface Conflict {
  rule: ConflictRule;
  with: JournalEntry | undefined;
}

/**
 * The entries of terminations and port-outs open on `subscriptionId` (not those of orders that
 * change them, a cancellation say): while one is, no other order is written there.
 */
export function openClosingOrders(db: Kysely<JournalTables>, subscriptionId: string | null) {
  return (
    db
      .selectFrom('orders as open')
      .where('open.subscription_id', '=', subscriptionId)
      // as literals, as the partial index orders_open_closing states them: a plan made once for
      // every value (./prepared.ts) can use the index only if the statement implies its predicate
      .where(
        'open.activation_type',
        'in',
        CLOSING_ACTIVATION_TYPES.map((type) => sql.lit(type)),
      )
      .where('open.target_activation_id', 'is', null)
      .where('open.final_at', 'is', null)
  );
}

/** What an entry that was kept out names: its subscription, the activation it changes, its reference. */
export interface Named {
  subscriptionId: string | null;
  activationId: string | null;
  reference: string | null;
}

/** the entry that keeps an entry naming `named` out by `rule`, if it is still there */
export function holderOf(
  db: Kysely<JournalTables>,
  rule: ConflictRule,
  named: Named,
): Promise<JournalEntry | undefined> {
  const open = db.selectFrom('orders').selectAll().where('outcome', 'in', OPEN_OUTCOMES);
  switch (rule) {
    case 'closing':
      return openClosingOrders(db, named.subscriptionId).selectAll().executeTakeFirst();
    case 'in-flight':
      return open.where('target_activation_id', '=', named.activationId).executeTakeFirst();
    case 'cancelling':
      return cancellationsOf(db, named.activationId).executeTakeFirst();
    case 'reference':
      return open.where('reference_number', '=', named.reference).executeTakeFirst();
  }
}

/** the cancellations of `activationId` whose outcome is open or placed, while it is not final */
export function cancellationsOf(db: Kysely<JournalTables>, activationId: string | null) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('target_activation_id', '=', activationId)
    .where('operation', 'in', CANCELLATION_OPERATIONS)
    .where('outcome', 'in', [...OPEN_OUTCOMES, 'PLACED'])
    .where('final_at', 'is', null);
}

/** The rule a unique violation of PostgreSQL (SQLSTATE 23505) broke, by its index's name. */
export function conflictRuleOf(error: unknown): ConflictRule | undefined {
  return (Object.keys(CONFLICT_RULES) as ConflictRule[]).find((rule) =>
    violates(error, CONFLICT_RULES[rule]),
  );
}

/** whether `error` is a unique violation (SQLSTATE 23505) of the index `name` */
function violates(error: unknown, name: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  // the server names the index in `constraint`; the embedded database may only in its message
  return (
    code === '23505' &&
    [constraint, message].some((named) => typeof named === 'string' && named.includes(name))
  );
}

/** the unique index that keeps a partner activation the order of one entry */
const ONE_ENTRY_PER_ACTIVATION = 'orders_one_entry_per_activation';

/** A partner activation is the order of another entry already: it is not attached to a second. */
export class ActivationHeld extends Error {
  override readonly name = 'ActivationHeld';
  readonly activationId: string;

  constructor(activationId: string) {
    super(`activation ${activationId} is the order of another journal entry`);
    this.activationId = activationId;
  }
}

/** whether `error` is the unique violation of ONE_ENTRY_PER_ACTIVATION */
export const isActivationHeld = (error: unknown): boolean => violates(error, ONE_ENTRY_PER_ACTIVATION);
