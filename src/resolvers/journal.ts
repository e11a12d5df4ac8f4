/**
 * What the graph reads of the order journal: an activation's history (through its loader),
 * and the orders placed through the gateway (placedOrders), each as the graph shows it. Staff
 * read every order; a customer the orders on their own subscriptions (by the order's
 * subscriptionId, as every record), and no order's placer: that is for staff alone, and a
 * customer's filter may not name a caller.
 */

import { GraphQLError } from 'graphql';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { CALLER_KINDS, type CallerKind, callerIdOf, ROLES, type Role } from '../auth/caller.js';
import { ForbiddenError } from '../auth/forbidden.js';
import { CODES } from '../errors/codes.js';
import { ActivationHeld } from '../journal/conflicts.js';
import { JournalConnectionError } from '../journal/journal.js';
import type { Candidate, JournalEntry, JournalTables, Outcome } from '../journal/tables.js';
import type { Context } from '../request/context.js';
import { type FilterArg, inputError, type SortArg } from './common.js';
import { type Connection, type ConnectionArgs, providerConnection } from './connection.js';
import type { StatusChange } from './loaders.js';
import { ownSubscriptions } from './own.js';

export { OUTCOMES, type Outcome } from '../journal/tables.js';
export type { StatusChange };

/** Who placed an order, as staff see it. */
export interface OrderPlacer {
  kind: CallerKind;
  subject: string;
  role: Role;
  /** `token:<sub>`, `apikey:<name>` or `anonymous`: the caller's id in logs, limits and budgets */
  callerId: string;
}

/** Why a REJECTED order was refused: the typed error its mutation answered. */
export interface Rejection {
  /** the error type of the mutation's result: ProviderRejectedError, NotFoundError, ... */
  errorType: string;
  message: string;
  /** the provider's errorCode, when the provider refused it */
  errorCode: string | null;
}

/** Who decided an UNDECIDED order, when, and why. */
export interface Resolution {
  /** the staff member's caller id (token:<sub>, apikey:<name>) */
  decidedBy: string;
  decidedAt: string;
  note: string;
}

/** An order placed through the gateway, as the journal has it. */
export interface PlacedOrder {
  id: string;
  idempotencyKey: string | null;
  mutation: string;
  operation: string;
  activationType: string;
  subscriptionId: string | null;
  referenceNumber: string | null;
  outcome: Outcome;
  /** the latest status seen */
  status: string | null;
  providerOrderNumber: string | null;
  activationId: string | null;
  placedAt: string;
  answeredAt: string | null;
  finalAt: string | null;
  reconciledAt: string | null;
  placedBy: OrderPlacer;
  error: Rejection | null;
  /** what an UNDECIDED order could be at the partner; null for every other order */
  candidates: Candidate[] | null;
  resolution: Resolution | null;
}

export interface PlacedOrderFilter {
  caller?: { kind: CallerKind; subject: string } | null | undefined;
  mutation?: string | null | undefined;
  outcome?: Outcome | null | undefined;
  status?: string | null | undefined;
  placedFrom?: string | null | undefined;
  placedTo?: string | null | undefined;
  subscriptionId?: string | null | undefined;
  referenceNumber?: string | null | undefined;
  activationId?: string | null | undefined;
}

/** A journal that cannot be read fails the field with a code of its own, not a masked error. */
export async function fromJournal<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof JournalConnectionError) {
      throw new GraphQLError(error.message, { extensions: { code: CODES.JOURNAL_UNAVAILABLE } });
    }
    throw error;
  }
}

/**
 * What a live stream resubscribed with `since` first sends (subscriptions/replay.ts): the changes the
 * journal recorded after it, of one activation or of every order on one subscription, oldest
 * first. A journal that cannot answer is JOURNAL_UNAVAILABLE, which ends the stream rather than
 * leave the app believing it missed nothing.
 */
export async function missedChanges(
  ctx: Context,
  scope: { activationId: string } | { subscriptionId: string },
  since: string,
): Promise<Array<{ activationId: string; status: string; portingStatus: string | null; at: string }>> {
  return (await fromJournal(ctx.journal.changesSince(scope, since))).map((change) => ({
    activationId: change.activation_id,
    status: change.status,
    portingStatus: change.porting_status,
    at: change.at.toISOString(),
  }));
}

/** the journal's ids are bigint: anything else names no row (and would be a wrong statement) */
export const isJournalId = (id: string): boolean => /^[1-9]\d{0,17}$/.test(id);

/** An activation's status changes, oldest first; none for one no order placed here names. */
export function activationHistory(ctx: Context, activationId: string): Promise<StatusChange[]> {
  return fromJournal(ctx.loaders.activationHistory.load(activationId));
}

const iso = (at: Date | null): string | null => (at === null ? null : at.toISOString());

/** one of `values`, or a broken journal row: the gateway writes only these */
function oneOf<V extends string>(values: readonly V[], value: string, column: string): V {
  const known = values.find((v) => v === value);
  if (known === undefined)
    throw new Error(`the journal's ${column} '${value}' is none of ${values.join(', ')}`);
  return known;
}

function rejectionOf(error: Record<string, unknown> | null): Rejection | null {
  if (error === null) return null;
  const text = (name: string) => (typeof error[name] === 'string' ? error[name] : null);
  return {
    errorType: text('kind') ?? 'Error',
    message: text('message') ?? '',
    errorCode: text('errorCode'),
  };
}

function placedOrderOf(row: JournalEntry): PlacedOrder {
  const kind = oneOf(CALLER_KINDS, row.caller_kind, 'caller_kind');
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    mutation: row.mutation,
    operation: row.operation,
    activationType: row.activation_type,
    subscriptionId: row.subscription_id,
    referenceNumber: row.reference_number,
    outcome: row.outcome,
    status: row.status,
    providerOrderNumber: row.provider_order_number,
    activationId: row.activation_id,
    placedAt: row.sent_at.toISOString(),
    answeredAt: iso(row.answered_at),
    finalAt: iso(row.final_at),
    reconciledAt: iso(row.reconciled_at),
    placedBy: {
      kind,
      subject: row.caller_subject,
      role: oneOf(ROLES, row.caller_role, 'caller_role'),
      callerId: callerIdOf(kind, row.caller_subject),
    },
    error: row.outcome === 'REJECTED' ? rejectionOf(row.error) : null,
    candidates: row.outcome === 'UNDECIDED' ? (row.candidates ?? []) : null,
    resolution:
      row.resolved_by === null || row.resolved_at === null
        ? null
        : {
            decidedBy: row.resolved_by,
            decidedAt: row.resolved_at.toISOString(),
            note: row.resolution_note ?? '',
          },
  };
}

/** an empty list, for a customer who holds no subscription: no query */
const NONE = { total: 0, results: [] };

/** the orders the caller may see: all for staff, else the ids of the subscriptions they hold */
async function visibleSubscriptions(ctx: Context): Promise<'all' | string[]> {
  if (ctx.caller.isStaff) return 'all';
  return (await ownSubscriptions(ctx)).map((s) => s.id);
}

/** the conditions of a page of placed orders: the caller's reach, then the filter */
const matching =
  (visible: 'all' | string[], filter: PlacedOrderFilter) =>
  (eb: ExpressionBuilder<JournalTables, 'orders'>) => {
    const all: Expression<SqlBool>[] = [];
    if (visible !== 'all') all.push(eb('subscription_id', 'in', visible));
    if (filter.caller) {
      all.push(eb('caller_kind', '=', filter.caller.kind), eb('caller_subject', '=', filter.caller.subject));
    }
    if (filter.mutation) all.push(eb('mutation', '=', filter.mutation));
    if (filter.outcome) all.push(eb('outcome', '=', filter.outcome));
    if (filter.status) all.push(eb('status', '=', filter.status));
    if (filter.placedFrom) all.push(eb('sent_at', '>=', new Date(filter.placedFrom)));
    if (filter.placedTo) all.push(eb('sent_at', '<', new Date(filter.placedTo)));
    if (filter.subscriptionId) all.push(eb('subscription_id', '=', filter.subscriptionId));
    if (filter.referenceNumber) all.push(eb('reference_number', '=', filter.referenceNumber));
    if (filter.activationId) all.push(eb('activation_id', '=', filter.activationId));
    return eb.and(all);
  };

/** The orders placed through the gateway that the caller may see, newest first unless `orderBy` says. */
export async function listPlacedOrders(
  ctx: Context,
  args: ConnectionArgs & { filter?: FilterArg<PlacedOrderFilter>; orderBy?: SortArg | null | undefined },
): Promise<Connection<PlacedOrder>> {
  const filter: PlacedOrderFilter = args.filter ?? {};
  if (filter.caller && !ctx.caller.isStaff) {
    throw new ForbiddenError('not allowed to filter placedOrders by caller: staff only');
  }
  const visible = await visibleSubscriptions(ctx);
  if (visible !== 'all' && visible.length === 0) return providerConnection(args, async () => NONE);
  // newest first, unless orderBy says (its direction defaults to ASC, as every orderBy's)
  const order = !args.orderBy ? 'desc' : args.orderBy.direction === 'DESC' ? 'desc' : 'asc';
  const where = matching(visible, filter);
  return providerConnection(args, ({ skip, take }) =>
    fromJournal(
      ctx.journal.query(async (db) => {
        const [count, rows] = await Promise.all([
          db
            .selectFrom('orders')
            .where(where)
            .select((eb) => eb.fn.countAll<string>().as('total'))
            .executeTakeFirstOrThrow(),
          take === 0
            ? Promise.resolve([])
            : db
                .selectFrom('orders')
                .selectAll()
                .where(where)
                .orderBy('sent_at', order)
                .orderBy('id', order)
                .offset(skip)
                .limit(take)
                .execute(),
        ]);
        return { total: Number(count.total), results: rows.map(placedOrderOf) };
      }),
    ),
  );
}

/** One placed order by its journal id, when the caller may see it. */
export async function placedOrderById(ctx: Context, id: string): Promise<PlacedOrder | null> {
  if (!isJournalId(id)) return null;
  // what the caller owns first: the same reads whether the order exists or not
  const visible = await visibleSubscriptions(ctx);
  const row = await fromJournal(ctx.journal.get(id));
  if (row === undefined) return null;
  return visible === 'all' || (row.subscription_id !== null && visible.includes(row.subscription_id))
    ? placedOrderOf(row)
    : null;
}

/**
 * The order placed here that created an activation, when one did; the activation was already
 * found visible to the caller (its subscription is theirs), and so is the order.
 */
export async function placedOrderOfActivation(
  ctx: Context,
  activationId: string,
): Promise<PlacedOrder | null> {
  const row = await fromJournal(ctx.loaders.activationPlacer.load(activationId));
  return row === null ? null : placedOrderOf(row);
}

/** another decision (a colleague's, at the same moment) came first */
const decidedMeanwhile = () =>
  inputError('id', 'was decided meanwhile, by someone else: read it again', CODES.ORDER_NOT_UNDECIDED);

/** What a staff member decides of an UNDECIDED order, and why. */
export interface Decision {
  decision: 'PLACED' | 'NOT_PLACED';
  /** the activation that is the order (PLACED only): one of its candidates, or another staff found */
  activationId?: string | null | undefined;
  note: string;
}

/**
 * A staff member decides an UNDECIDED order: PLACED with the activation that is it (which is
 * then followed, and announced, as any order found), or NOT_PLACED (its key is free again).
 * Who decided, when and why are kept with it.
 */
export async function resolveUndecidedOrder(ctx: Context, id: string, input: Decision): Promise<PlacedOrder> {
  const row = isJournalId(id) ? await fromJournal(ctx.journal.get(id)) : undefined;
  if (row === undefined) {
    throw new GraphQLError('id: no placed order has this id', {
      extensions: { code: CODES.NOT_FOUND, field: 'id' },
    });
  }
  if (row.outcome !== 'UNDECIDED') {
    throw inputError(
      'id',
      `only an UNDECIDED order is decided by staff; this one is ${row.outcome}`,
      CODES.ORDER_NOT_UNDECIDED,
    );
  }
  const note = input.note.trim();
  if (note === '') throw inputError('input.note', 'say why: the reason is kept with the decision');
  const settled = { by: 'staff', callerId: ctx.caller.id, note } as const;
  const activationId = input.activationId ?? undefined;
  if (input.decision === 'NOT_PLACED') {
    if (activationId !== undefined)
      throw inputError('input.activationId', 'is given only with the decision PLACED');
    if (!(await fromJournal(ctx.journal.notPlaced(id, settled)))) throw decidedMeanwhile();
  } else {
    if (activationId === undefined) {
      throw inputError(
        'input.activationId',
        'name the activation that is this order: one of its candidates, or another',
      );
    }
    ctx.call.fresh = true;
    const activation = await ctx.loaders.activation.load(activationId);
    if (activation === null || activation === undefined) {
      throw inputError('input.activationId', 'the provider has no such activation', CODES.NOT_FOUND);
    }
    if (activation.activationType !== row.activation_type) {
      throw inputError(
        'input.activationId',
        `is of type ${activation.activationType}; this order's activation is of type ${row.activation_type}`,
      );
    }
    try {
      if ((await fromJournal(ctx.journal.placed(id, activation, settled))) === undefined)
        throw decidedMeanwhile();
    } catch (error) {
      if (!(error instanceof ActivationHeld)) throw error;
      throw inputError(
        'input.activationId',
        'is the order of another placed order already',
        CODES.ACTIVATION_HELD,
      );
    }
    ctx.orderPlaced(activation);
  }
  const now = await fromJournal(ctx.journal.get(id));
  if (now === undefined) throw new Error(`placed order ${id} went away while it was decided`);
  return placedOrderOf(now);
}
