/**
 * The status history the journal keeps of its orders: each activation's changes as the first
 * order that named it recorded them (a later order on the same activation, a cancellation say,
 * saw only the end of it). ./journal.ts reads it through these queries.
 */
import { type Kysely, sql } from 'kysely';
import type { JournalTables, StatusChangeRow } from './tables.js';

/** the orders whose changes are read: one activation's, or every order's on one subscription */
export type ChangesScope = { activationId: string } | { subscriptionId: string };

/** status changes with their activation id, each activation's from the first order that named it */
function changesOf(db: Kysely<JournalTables>) {
  return db
    .selectFrom('order_status_changes as c')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .selectAll('c')
    .select('o.activation_id')
    .where(({ eb, selectFrom }) =>
      eb(
        'o.id',
        '=',
        selectFrom('orders as first')
          .select((s) => s.fn.min('first.id').as('id'))
          .whereRef('first.activation_id', '=', 'o.activation_id'),
      ),
    );
}

/** each of `activationIds`' status changes, oldest first (none for one no order names) */
export async function historyOf(
  db: Kysely<JournalTables>,
  activationIds: readonly string[],
): Promise<Map<string, StatusChangeRow[]>> {
  const byActivation = new Map<string, StatusChangeRow[]>(activationIds.map((id) => [id, []]));
  const rows = await changesOf(db).where('o.activation_id', 'in', activationIds).orderBy('c.id').execute();
  for (const { activation_id, ...change } of rows) {
    if (activation_id !== null) byActivation.get(activation_id)?.push(change);
  }
  return byActivation;
}

/** the status changes of `scope` recorded at or after `since`, oldest first */
export async function changesSinceOf(
  db: Kysely<JournalTables>,
  scope: ChangesScope,
  since: string,
): Promise<Array<StatusChangeRow & { activation_id: string }>> {
  const rows = await changesOf(db)
    .where((eb) =>
      'activationId' in scope
        ? eb('o.activation_id', '=', scope.activationId)
        : eb('o.subscription_id', '=', scope.subscriptionId),
    )
    .where('c.at', '>=', sql<Date>`${since}::timestamptz`)
    .orderBy('c.at')
    .orderBy('c.id')
    .execute();
  return rows.flatMap(({ activation_id, ...change }) =>
    activation_id === null ? [] : [{ ...change, activation_id }],
  );
}
