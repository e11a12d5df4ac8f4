/**
 * The journal's statements that change an order and tell of it in one go: each records the
 * change and writes the outbox's messages about it (./outbox.ts) in the same statement, so that
 * no message is written without its change, nor a change without its messages. Each is one
 * Kysely query of CTEs (`with`): the updates and inserts are checked against the tables
 * (./tables.ts) and their rows typed from them; the events and the outbox's inserts are SQL
 * fragments typed by the rows they give (EventRow, PairRow). A value that picks a branch is a
 * parameter of the statement (`flag`), so that each statement's text is one whatever its values
 * (named once per connection: ./prepared.ts). ./journal.ts runs them.
 */
import { FINAL_ACTIVATION_STATUSES, isFinalStatus, type WireActivation } from '@msp/partner-interface';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { withoutSecrets } from '../observability/secrets.js';
import { openClosingOrders } from './conflicts.js';
import { type ActivationSnapshot, type NewEntry, type Settlement, snapshotOf, text } from './entries.js';
import { type EventRow, eventOf, OUTBOX_KEYS, pushMessages, webhookMessages } from './outbox.js';
import { PREPARED } from './prepared.js';
import type { JournalTables } from './tables.js';

/**
 * The entry of an order about to be sent, in one statement: written unless its caller's key
 * names an order already (nothing is written, no row comes back) or, for an order on an
 * existing subscription, a termination or port-out is open there (likewise). The unique
 * indexes of ./conflicts.ts refuse the rest with a unique violation.
 */
export function insertEntry(db: Kysely<JournalTables>, entry: NewEntry, body: object) {
  const named = body as Record<string, unknown>;
  const subscriptionId = entry.subscriptionId ?? text(named['subscriptionId']);
  return db
    .insertInto('orders')
    .columns([
      'caller_kind',
      'caller_subject',
      'caller_role',
      'idempotency_key',
      'fingerprint',
      'mutation',
      'operation',
      'activation_type',
      'subscription_id',
      'phone_number',
      'target_activation_id',
      'reference_number',
      'body',
      'outcome',
    ])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.val(entry.placer.kind).as('caller_kind'),
          eb.val(entry.placer.subject).as('caller_subject'),
          eb.val(entry.placer.role).as('caller_role'),
          eb.val(entry.idempotencyKey ?? null).as('idempotency_key'),
          eb.val(entry.fingerprint).as('fingerprint'),
          eb.val(entry.mutation).as('mutation'),
          eb.val(entry.operation).as('operation'),
          eb.val(entry.activationType).as('activation_type'),
          eb.val(subscriptionId).as('subscription_id'),
          eb.val(text(named['phoneNumber'])).as('phone_number'),
          eb.val(text(named['activationId'])).as('target_activation_id'),
          eb.val(text(named['referenceNumber'])).as('reference_number'),
          // the body as sent, but its secrets
          sql<string>`${JSON.stringify(withoutSecrets(body))}::jsonb`.as('body'),
          sql<string>`'SENT'`.as('outcome'),
        ])
        .where(({ not, exists }) =>
          not(exists(openClosingOrders(db, entry.subscriptionId ?? null).select('open.id'))),
        ),
    )
    .onConflict((c) => c.constraint('orders_caller_key').doNothing())
    .returningAll()
    .modifyEnd(PREPARED);
}

/** the pairs a statement's outbox wrote, on every channel (JSON, as the driver gives it: outboxKeys reads it) */
export interface OutboxKeys {
  outbox: unknown;
}

/** the parameter `value` as a boolean of the statement, so that its text is one whatever the value */
const flag = (value: boolean) => sql<boolean>`${value}::boolean`;

/**
 * The `error` of an event whose order is in `status`: an order that ended in ERROR carries the
 * partner's explanation (a port-in's portingMessage, else its errorMessage), as the graph's
 * Activation.explanation shows it; the partner gives no code for a failure while processing.
 */
const failureOf = (status: RawBuilder<unknown>, explanation: RawBuilder<unknown>) =>
  sql`case when ${status} = 'ERROR' then jsonb_build_object('type', 'ActivationFailed', 'code', null::text, 'message', ${explanation}) end`;

/**
 * The order `id` is PLACED with `activation` (its answer, or `settled` after it was lost), its
 * first status recorded: order.placed (and order.finished when that status is final already).
 * One row: the entry, and its outbox keys; none when its outcome was decided already.
 */
export function placedStatement(
  db: Kysely<JournalTables>,
  id: string,
  activation: WireActivation,
  settled: Settlement | undefined,
) {
  const seen = snapshotOf(activation);
  const staff = settled?.by === 'staff' ? settled : undefined;
  const late = settled?.by === 'reconciliation' && settled.late === true;
  const at = sql<Date>`${seen.at}::timestamptz`;
  const facts = {
    status: sql.ref('placed.status'),
    portingStatus: sql.ref('placed.porting_status'),
    at,
    error: failureOf(sql.ref('placed.status'), sql`${seen.explanation}::text`),
  };
  return db
    .with('placed', (q) =>
      q
        .updateTable('orders')
        .set((eb) => ({
          outcome: 'PLACED',
          activation_id: activation.id,
          subscription_id: eb.fn.coalesce('subscription_id', eb.val(text(activation.subscriptionId))),
          phone_number: eb.fn.coalesce('phone_number', eb.val(text(activation.phoneNumber))),
          provider_order_number: seen.orderNumber,
          status: seen.status,
          porting_status: seen.portingStatus,
          answered_at: eb.fn.coalesce('answered_at', sql<Date>`now()`),
          reconciled_at: eb
            .case()
            .when(flag(settled !== undefined))
            .then(sql<Date>`now()`)
            .else(eb.ref('reconciled_at'))
            .end(),
          resolved_by: sql<string | null>`${staff?.callerId ?? null}::text`,
          resolved_at: eb
            .case()
            .when(flag(staff !== undefined))
            .then(sql<Date>`now()`)
            .end(),
          resolution_note: sql<string | null>`${staff?.note ?? null}::text`,
          // an order found after it had been found not placed is open again until its final status
          final_at: eb
            .case()
            .when(flag(isFinalStatus(seen.status)))
            .then(at)
            .when('outcome', '=', 'NOT_PLACED')
            .then(null)
            .else(eb.ref('final_at'))
            .end(),
        }))
        .where('id', '=', id)
        .where((eb) =>
          eb.or([
            eb('outcome', 'in', ['SENT', 'UNKNOWN', 'UNDECIDED']),
            eb.and([flag(late), eb('outcome', '=', 'NOT_PLACED')]),
          ]),
        )
        .returningAll(),
    )
    .with('first_status', (q) =>
      q
        .insertInto('order_status_changes')
        .columns(['order_id', 'status', 'porting_status', 'at'])
        .expression((eb) =>
          eb
            .selectFrom('placed')
            .select((s) => [
              'id',
              s.val(seen.status).as('status'),
              sql<string | null>`${seen.portingStatus}::text`.as('porting_status'),
              at.as('at'),
            ]),
        ),
    )
    .with(
      'events',
      () =>
        sql<EventRow>`(${eventOf('placed', 1, 'order.placed', facts)}
        union all ${eventOf('placed', 2, 'order.finished', facts, sql`${sql.ref('placed.final_at')} is not null`)})`,
    )
    .with('webhook_outbox', () => webhookMessages('events'))
    .with('push_outbox', () => pushMessages('events'))
    .selectFrom('placed')
    .selectAll()
    .select(OUTBOX_KEYS.as('outbox'))
    .modifyEnd(PREPARED);
}

/** The order `id` was refused after it left: order.rejected. One row: the outbox keys. */
export function rejectedStatement(db: Kysely<JournalTables>, id: string, error: object) {
  const settledError = sql.ref('settled.error');
  return db
    .with('settled', (q) =>
      q
        .updateTable('orders')
        .set({
          outcome: 'REJECTED',
          error: JSON.stringify(error),
          answered_at: sql<Date>`now()`,
          final_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .where('outcome', '=', 'SENT')
        .returningAll(),
    )
    .with(
      'events',
      () =>
        sql<EventRow>`(${eventOf('settled', 1, 'order.rejected', {
          at: sql.ref('settled.answered_at'),
          status: sql`null::text`,
          portingStatus: sql`null::text`,
          error: sql`jsonb_build_object('type', ${settledError}->>'kind', 'code', ${settledError}->>'errorCode', 'message', ${settledError}->>'message')`,
        })})`,
    )
    .with('webhook_outbox', () => webhookMessages('events'))
    .with('push_outbox', () => pushMessages('events'))
    .selectNoFrom(OUTBOX_KEYS.as('outbox'))
    .modifyEnd(PREPARED);
}

/** what a poll saw of one activation: the columns of the statement's `incoming` */
interface IncomingRow {
  activation_id: string;
  status: string;
  porting_status: string | null;
  order_number: string | null;
  at: Date;
  subscription_id: string | null;
  phone_number: string | null;
  explanation: string | null;
}

/**
 * What a poll saw: a status change row for each activation whose status or porting status
 * differs from the one recorded, and order.status_changed or order.finished. One row: the
 * orders that became final (JSON, for finalsOf) and the outbox keys.
 */
export function changesStatement(db: Kysely<JournalTables>, seen: readonly ActivationSnapshot[]) {
  // as arrays rather than a row of parameters per activation: one statement to plan
  // however many changed
  const column = <K extends keyof ActivationSnapshot>(key: K) => seen.map((s) => s[key]);
  const isFinal = (status: string) =>
    sql<boolean>`${sql.ref(status)} = any(${[...FINAL_ACTIVATION_STATUSES]}::text[])`;
  const facts = {
    at: sql.ref('changed.changed_at'),
    status: sql.ref('changed.status'),
    previousStatus: sql.ref('changed.previous_status'),
    portingStatus: sql.ref('changed.porting_status'),
    error: failureOf(sql.ref('changed.status'), sql.ref('changed.explanation')),
  };
  return db
    .with(
      'incoming',
      () =>
        sql<IncomingRow>`(select * from unnest(
        ${column('activationId')}::text[], ${column('status')}::text[], ${column('portingStatus')}::text[],
        ${column('orderNumber')}::text[], ${column('at')}::timestamptz[],
        ${column('subscriptionId')}::text[], ${column('phoneNumber')}::text[], ${column('explanation')}::text[]
      ) as i(activation_id, status, porting_status, order_number, at, subscription_id, phone_number, explanation))`,
    )
    .with('changed', (q) =>
      q
        .updateTable('orders as o')
        .from(['incoming as i', 'orders as before'])
        .set((eb) => ({
          status: eb.ref('i.status'),
          porting_status: eb.ref('i.porting_status'),
          provider_order_number: eb.fn.coalesce('i.order_number', 'o.provider_order_number'),
          // a new line's subscription and number come with a later status than its first
          subscription_id: eb.fn.coalesce('o.subscription_id', 'i.subscription_id'),
          phone_number: eb.fn.coalesce('o.phone_number', 'i.phone_number'),
          final_at: eb
            .case()
            .when(isFinal('i.status'))
            .then(eb.fn.coalesce('o.final_at', 'i.at'))
            .else(eb.ref('o.final_at'))
            .end(),
        }))
        .whereRef('o.activation_id', '=', 'i.activation_id')
        .whereRef('before.id', '=', 'o.id')
        .where('o.outcome', '=', 'PLACED')
        .where(sql<boolean>`(o.status, o.porting_status) is distinct from (i.status, i.porting_status)`)
        // a final status ends an order's history: what an instance saw before another recorded
        // it (two instances follow the same order) is not a change after it
        .where(sql<boolean>`not coalesce(${isFinal('o.status')}, false)`)
        // nor is a status the partner changed before the last one recorded: the instance that saw
        // it recorded it late. A status the partner changed without moving modifiedAt is not
        // older, and is recorded
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('order_status_changes as c')
                .select(sql.lit(1).as('one'))
                .whereRef('c.order_id', '=', 'o.id')
                .whereRef('c.at', '>', 'i.at'),
            ),
          ),
        )
        .returningAll('o')
        .returning([
          'before.status as previous_status',
          'i.at as changed_at',
          'i.explanation as explanation',
        ]),
    )
    .with('recorded', (q) =>
      q
        .insertInto('order_status_changes')
        .columns(['order_id', 'status', 'porting_status', 'at'])
        .expression((eb) =>
          eb.selectFrom('changed').select(['id', 'status', 'porting_status', 'changed_at']),
        ),
    )
    .with(
      'events',
      () =>
        sql<EventRow>`(${eventOf('changed', 1, 'order.status_changed', facts, sql`not ${isFinal('changed.status')}`)}
        union all ${eventOf('changed', 1, 'order.finished', facts, isFinal('changed.status'))})`,
    )
    .with('webhook_outbox', () => webhookMessages('events'))
    .with('push_outbox', () => pushMessages('events'))
    .selectNoFrom((eb) => [
      eb
        .selectFrom('changed')
        .select(
          sql<unknown>`coalesce(json_agg(json_build_object('activation_type', activation_type, 'sent_at', sent_at, 'final_at', final_at)), '[]'::json)`.as(
            'finals',
          ),
        )
        .where('final_at', 'is not', null)
        .as('finals'),
      OUTBOX_KEYS.as('outbox'),
    ]);
}

/** the finals column of recordChanges, as the driver gives it back (JSON: its dates are text) */
export function finalsOf(
  value: unknown,
): Array<{ activation_type: string; sent_at: Date; final_at: Date | null }> {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((row: unknown) => {
    if (typeof row !== 'object' || row === null) return [];
    const { activation_type, sent_at, final_at } = row as Record<string, unknown>;
    if (typeof activation_type !== 'string' || typeof sent_at !== 'string') return [];
    return [
      {
        activation_type,
        sent_at: new Date(sent_at),
        final_at: typeof final_at === 'string' ? new Date(final_at) : null,
      },
    ];
  });
}
