/**
 * Re-encryption after a new key was put first in ENCRYPTION_KEY: every secret the journal keeps
 * sealed (webhook secrets and previous secrets, push tokens and Live Activity tokens) is sealed
 * again under the newest key, so that the keys after it can be dropped from the list. One
 * transaction per table, its rows locked while they are read and written (a gateway rotating a
 * secret meanwhile waits, and is not undone); a value under the newest key already is left as
 * it is, so that running it again changes nothing. Counts come back, never values.
 */
import { sql, type Transaction } from 'kysely';
import type { Journal } from './journal.js';
import type { SecretBox } from './secret-box.js';
import type { JournalTables } from './tables.js';

/** what became of one column's values */
export interface Resealed {
  /** sealed again under the newest key */
  resealed: number;
  /** under the newest key already */
  current: number;
  /** no key of the list opens them (sealed under a key dropped before): left as they are */
  unreadable: number;
}

/** the sealed columns, by table: the one list of what the journal keeps encrypted */
export const SEALED = {
  webhook_endpoints: ['secret', 'previous_secret'],
  devices: ['token', 'live_activity_token'],
} as const satisfies { [T in keyof JournalTables]?: ReadonlyArray<keyof JournalTables[T] & string> };

type Table = keyof typeof SEALED;
type Column<T extends Table> = (typeof SEALED)[T][number];
export type ReencryptReport = { [T in Table]: Record<Column<T>, Resealed> };

async function reseal<T extends Table>(trx: Transaction<JournalTables>, table: T, box: SecretBox) {
  const columns: readonly Column<T>[] = SEALED[table];
  const counts = Object.fromEntries(
    columns.map((column) => [column, { resealed: 0, current: 0, unreadable: 0 }]),
  ) as Record<Column<T>, Resealed>;
  // the columns are checked against the tables by SEALED's type; the statements name them
  const { rows } = await sql<Record<string, string | null>>`
    select id, ${sql.join(columns.map((column) => sql.ref(column)))}
    from ${sql.table(table)} for update`.execute(trx);
  for (const row of rows) {
    const set: Record<string, string> = {};
    for (const column of columns) {
      const stored = row[column];
      if (stored === null || stored === undefined) continue;
      if (box.sealedUnderNewest(stored)) {
        counts[column].current += 1;
        continue;
      }
      let secret: string;
      try {
        secret = box.open(stored);
      } catch {
        counts[column].unreadable += 1;
        continue;
      }
      set[column] = box.seal(secret);
      counts[column].resealed += 1;
    }
    const changes = Object.entries(set).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
    if (changes.length > 0)
      await sql`update ${sql.table(table)} set ${sql.join(changes)} where id = ${row['id']}`.execute(trx);
  }
  return counts;
}

/** Seals every stored secret again under `box`'s newest key; what it did, by table and column. */
export async function reencrypt(journal: Journal, box: SecretBox): Promise<ReencryptReport> {
  return journal.query(async (db) => ({
    webhook_endpoints: await db.transaction().execute((trx) => reseal(trx, 'webhook_endpoints', box)),
    devices: await db.transaction().execute((trx) => reseal(trx, 'devices', box)),
  }));
}
