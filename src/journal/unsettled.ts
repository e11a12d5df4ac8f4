/**
 * What reconciliation (./reconcile.ts) reads of the journal: the entries whose outcome it is to
 * settle, the ones it found not placed lately (an order the partner took after the settle
 * window would show up under them), which entries hold which partner activations, and which
 * were placed on an activation another one names. Run
 * through `Journal.query`, so that a database that cannot be reached is a JournalConnectionError.
 */
import type { Kysely } from 'kysely';
import type { JournalEntry, JournalTables } from './tables.js';

/**
 * Entries whose outcome is still open: UNKNOWN ones, and SENT ones older than `sentBefore`
 * (their instance stopped before it heard the answer).
 */
export function unsettledEntries(db: Kysely<JournalTables>, sentBefore: Date): Promise<JournalEntry[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where((w) =>
      w.or([w('outcome', '=', 'UNKNOWN'), w.and([w('outcome', '=', 'SENT'), w('sent_at', '<', sentBefore)])]),
    )
    .orderBy('id')
    .limit(1_000)
    .execute();
}

/**
 * Entries reconciliation found not placed at or after `since` (not those staff decided), whose
 * reference no later entry took up (else an activation carrying it could be the later one's).
 */
export function recentlyNotPlaced(db: Kysely<JournalTables>, since: Date): Promise<JournalEntry[]> {
  return db
    .selectFrom('orders as o')
    .selectAll('o')
    .where('o.outcome', '=', 'NOT_PLACED')
    .where('o.resolved_by', 'is', null)
    .where('o.reconciled_at', '>=', since)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('orders as later')
            .select('later.id')
            .whereRef('later.reference_number', '=', 'o.reference_number')
            .whereRef('later.id', '>', 'o.id'),
        ),
      ),
    )
    .orderBy('o.id')
    .limit(100)
    .execute();
}

/** The entries of `operation` on the activation `target` that were placed, but for `except`. */
export function placedOnActivation(
  db: Kysely<JournalTables>,
  target: string,
  operation: string,
  except: string,
): Promise<JournalEntry[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('target_activation_id', '=', target)
    .where('operation', '=', operation)
    .where('outcome', '=', 'PLACED')
    .where('id', '!=', except)
    .execute();
}

/** Of these activation ids, those an entry holds (the entry that created it), with that entry's id. */
export async function holdersOf(
  db: Kysely<JournalTables>,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'activation_id'])
    .where('activation_id', 'in', ids)
    .where('target_activation_id', 'is', null)
    .execute();
  return new Map(rows.flatMap((r) => (r.activation_id === null ? [] : [[r.activation_id, r.id] as const])));
}
