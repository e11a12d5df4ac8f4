/**
 * The journal's status changes: what a poll saw of an activation, as the journal keeps it, the
 * statement that records a poll's changes, and the one that reads activations' histories.
 * Plain functions of the query layer; the Journal (./journal.ts) runs them on its database.
 */
import type { WireActivation } from '@msp/partner-interface';
import { type Kysely, sql } from 'kysely';
import type { JournalTables, StatusChangeRow } from './tables.js';

/** what a poll saw of an activation, as the journal keeps it */
export interface Seen {
  activationId: string;
  status: string;
  portingStatus: string | null;
  orderNumber: string | null;
  at: string;
}

/** an order that a poll's changes made final: what the journal's onFinal is told */
export interface MadeFinal {
  id: string;
  activation_type: string;
  sent_at: Date;
  final_at: Date | null;
}

export const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** when the partner says the activation changed, else now; never a value PostgreSQL would refuse */
function changedAt(activation: WireActivation): string {
  const at = Date.parse(activation.modifiedAt ?? '');
  return new Date(Number.isNaN(at) ? Date.now() : at).toISOString();
}

export function seenOf(activation: WireActivation): Seen {
  return {
    activationId: activation.id,
    status: activation.status,
    portingStatus: text(activation.info?.portingStatus),
    orderNumber: text(activation.providerOrderNumber),
    at: changedAt(activation),
  };
}

/**
 * In one statement: for each activation whose status or porting status differs from what its
 * orders last recorded, the orders' latest status, and a status change row. Activations no
 * placed order names are ignored. Answers the orders the changes made final.
 */
export async function recordChangesIn(
  db: Kysely<JournalTables>,
  activations: readonly WireActivation[],
): Promise<MadeFinal[]> {
  const incoming = sql.join(
    activations
      .map(seenOf)
      .map(
        (s) =>
          sql`(${s.activationId}::text, ${s.status}::text, ${s.portingStatus}::text, ${s.orderNumber}::text, ${s.at}::timestamptz)`,
      ),
  );
  const { rows } = await sql<MadeFinal>`
    with incoming(activation_id, status, porting_status, order_number, at) as (values ${incoming}),
    changed as (
      update orders o
         set status = i.status,
             porting_status = i.porting_status,
             provider_order_number = coalesce(i.order_number, o.provider_order_number),
             final_at = case when i.status in ('DONE', 'ERROR', 'CANCELLED') then coalesce(o.final_at, i.at) else o.final_at end
        from incoming i
       where o.activation_id = i.activation_id
         and o.outcome = 'PLACED'
         and (o.status, o.porting_status) is distinct from (i.status, i.porting_status)
      returning o.id, o.activation_type, o.sent_at, o.final_at, i.status, i.porting_status, i.at
    ),
    recorded as (
      insert into order_status_changes (order_id, status, porting_status, at)
      select id, status, porting_status, at from changed
    )
    select id, activation_type, sent_at, final_at from changed where final_at is not null
  `.execute(db);
  return rows;
}

/**
 * Each activation's status changes, oldest first, as the first order that named it recorded
 * them (a later order on the same activation, a cancellation say, saw only the end of it);
 * an empty list for an activation no order names.
 */
export async function historyIn(
  db: Kysely<JournalTables>,
  activationIds: readonly string[],
): Promise<Map<string, StatusChangeRow[]>> {
  const byActivation = new Map<string, StatusChangeRow[]>(activationIds.map((id) => [id, []]));
  if (activationIds.length === 0) return byActivation;
  const rows = await db
    .selectFrom('order_status_changes as c')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .selectAll('c')
    .select('o.activation_id')
    .where('o.activation_id', 'in', activationIds)
    .where(({ eb, selectFrom }) =>
      eb(
        'o.id',
        '=',
        selectFrom('orders as first')
          .select((s) => s.fn.min('first.id').as('id'))
          .whereRef('first.activation_id', '=', 'o.activation_id'),
      ),
    )
    .orderBy('c.id')
    .execute();
  for (const { activation_id, ...change } of rows) {
    if (activation_id !== null) byActivation.get(activation_id)?.push(change);
  }
  return byActivation;
}
