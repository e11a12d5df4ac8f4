/**
 * The journal's statements that change an order and tell of it in one go: each records the
 * change and writes the outbox's messages about it (./outbox.ts) in the same statement, so that
 * no message is written without its change, nor a change without its messages. ./journal.ts
 * runs them.
 */
import { FINAL_ACTIVATION_STATUSES, isFinalStatus, type WireActivation } from '@msp/partner-interface';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { withoutSecrets } from '../observability/secrets.js';
import { openClosingOrders } from './conflicts.js';
import { type ActivationSnapshot, type NewEntry, type Settlement, snapshotOf, text } from './entries.js';
import { eventOf, OUTBOX_KEYS, outboxOf } from './outbox.js';
import { PREPARED } from './prepared.js';
import type { JournalEntry, JournalTables } from './tables.js';

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

/** what a statement's outbox wrote: the pairs of its messages on every channel (JSON, for outboxKeys) */
export interface OutboxKeys {
  outbox: unknown;
}

/**
 * The order `id` is PLACED with `activation` (its answer, or `settled` after it was lost), its
 * first status recorded: order.placed (and order.finished when that status is final already).
 * One row: the entry, and its outbox keys; none when its outcome was decided already.
 */
export function placedStatement(
  id: string,
  activation: WireActivation,
  settled: Settlement | undefined,
): RawBuilder<JournalEntry & OutboxKeys> {
  const seen = snapshotOf(activation);
  const staff = settled?.by === 'staff' ? settled : undefined;
  const late = settled?.by === 'reconciliation' && settled.late === true;
  const final = sql`${sql.ref('placed.final_at')} is not null`;
  return sql<JournalEntry & OutboxKeys>`
    with placed as (
      update orders
         set outcome = 'PLACED',
             activation_id = ${activation.id},
             subscription_id = coalesce(subscription_id, ${text(activation.subscriptionId)}),
             phone_number = coalesce(phone_number, ${text(activation.phoneNumber)}),
             provider_order_number = ${seen.orderNumber},
             status = ${seen.status},
             porting_status = ${seen.portingStatus},
             answered_at = coalesce(answered_at, now()),
             reconciled_at = case when ${settled !== undefined} then now() else reconciled_at end,
             resolved_by = ${staff?.callerId ?? null}::text,
             resolved_at = case when ${staff !== undefined} then now() end,
             resolution_note = ${staff?.note ?? null}::text,
             -- an order found after it had been found not placed is open again until its final status
             final_at = case when ${isFinalStatus(seen.status)} then ${seen.at}::timestamptz
                             when outcome = 'NOT_PLACED' then null else final_at end
       where id = ${id}
         and (outcome in ('SENT', 'UNKNOWN', 'UNDECIDED') or (${late} and outcome = 'NOT_PLACED'))
      returning *
    ),
    first_status as (
      insert into order_status_changes (order_id, status, porting_status, at)
      select id, ${seen.status}, ${seen.portingStatus}, ${seen.at}::timestamptz from placed
    ),
    events as (
      ${eventOf('placed', 1, 'order.placed', {
        status: sql.ref('placed.status'),
        portingStatus: sql.ref('placed.porting_status'),
        at: sql`${seen.at}`,
      })}
      union all
      ${eventOf(
        'placed',
        2,
        'order.finished',
        {
          status: sql.ref('placed.status'),
          portingStatus: sql.ref('placed.porting_status'),
          at: sql`${seen.at}`,
        },
        final,
      )}
    ),
    ${outboxOf('events')}
    select *, ${OUTBOX_KEYS} as outbox from placed
    ${PREPARED}`;
}

/** The order `id` was refused after it left: order.rejected. One row: the outbox keys. */
export function rejectedStatement(id: string, error: object): RawBuilder<OutboxKeys> {
  return sql<OutboxKeys>`
    with settled as (
      update orders
         set outcome = 'REJECTED', error = ${JSON.stringify(error)}::jsonb, answered_at = now(), final_at = now()
       where id = ${id} and outcome = 'SENT'
      returning *
    ),
    events as (
      ${eventOf('settled', 1, 'order.rejected', {
        at: sql.ref('settled.answered_at'),
        status: sql`null::text`,
        portingStatus: sql`null::text`,
        error: sql`jsonb_build_object('type', ${sql.ref('settled.error')}->>'kind', 'code', ${sql.ref('settled.error')}->>'errorCode', 'message', ${sql.ref('settled.error')}->>'message')`,
      })}
    ),
    ${outboxOf('events')}
    select ${OUTBOX_KEYS} as outbox
    ${PREPARED}`;
}

/**
 * What a poll saw: a status change row for each activation whose status or porting status
 * differs from the one recorded, and order.status_changed or order.finished. One row: the
 * orders that became final (JSON, for finalsOf) and the outbox keys.
 */
export function changesStatement(
  seen: readonly ActivationSnapshot[],
): RawBuilder<{ finals: unknown } & OutboxKeys> {
  // as arrays rather than a row of parameters per activation: one statement to plan
  // however many changed
  const column = <K extends keyof ActivationSnapshot>(key: K) => seen.map((s) => s[key]);
  const isFinal = (status: string) =>
    sql`${sql.ref(status)} = any(${[...FINAL_ACTIVATION_STATUSES]}::text[])`;
  return sql<{ finals: unknown } & OutboxKeys>`
    with incoming(activation_id, status, porting_status, order_number, at, subscription_id, phone_number) as (
      select * from unnest(
        ${column('activationId')}::text[], ${column('status')}::text[], ${column('portingStatus')}::text[],
        ${column('orderNumber')}::text[], ${column('at')}::timestamptz[],
        ${column('subscriptionId')}::text[], ${column('phoneNumber')}::text[]
      )
    ),
    changed as (
      update orders o
         set status = i.status,
             porting_status = i.porting_status,
             provider_order_number = coalesce(i.order_number, o.provider_order_number),
             -- a new line's subscription and number come with a later status than its first
             subscription_id = coalesce(o.subscription_id, i.subscription_id),
             phone_number = coalesce(o.phone_number, i.phone_number),
             final_at = case when ${isFinal('i.status')} then coalesce(o.final_at, i.at) else o.final_at end
        from incoming i, orders before
       where o.activation_id = i.activation_id
         and before.id = o.id
         and o.outcome = 'PLACED'
         and (o.status, o.porting_status) is distinct from (i.status, i.porting_status)
      returning o.*, before.status as previous_status, i.at as changed_at
    ),
    recorded as (
      insert into order_status_changes (order_id, status, porting_status, at)
      select id, status, porting_status, changed_at from changed
    ),
    events as (
      ${eventOf(
        'changed',
        1,
        'order.status_changed',
        {
          at: sql.ref('changed.changed_at'),
          status: sql.ref('changed.status'),
          previousStatus: sql.ref('changed.previous_status'),
          portingStatus: sql.ref('changed.porting_status'),
        },
        sql`not ${isFinal('changed.status')}`,
      )}
      union all
      ${eventOf(
        'changed',
        1,
        'order.finished',
        {
          at: sql.ref('changed.changed_at'),
          status: sql.ref('changed.status'),
          previousStatus: sql.ref('changed.previous_status'),
          portingStatus: sql.ref('changed.porting_status'),
        },
        isFinal('changed.status'),
      )}
    ),
    ${outboxOf('events')}
    select
      (select coalesce(json_agg(json_build_object('activation_type', activation_type, 'sent_at', sent_at, 'final_at', final_at)), '[]'::json)
         from changed where final_at is not null) as finals,
      ${OUTBOX_KEYS} as outbox
  `;
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
