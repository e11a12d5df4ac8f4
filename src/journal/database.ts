/**
 * The journal's database: a PostgreSQL server when DATABASE_URL names one, else PostgreSQL
 * embedded in the process (PGlite) with its files under DATA_DIR. One Kysely query layer and
 * one set of migrations (./migrations.ts) serve both; the migrations run at start-up under the
 * migrator's lock, so instances starting together on an empty database all come up.
 */
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { embedded } from './embedded.js';
import { MIGRATIONS } from './migrations.js';
import type { JournalTables } from './tables.js';

export type DatabaseTarget =
  /** a PostgreSQL server */
  | { url: string; poolSize: number; queryTimeoutMs: number }
  /** embedded: a directory of its own, or `memory://` for none (tests) */
  | { dataDir: string };

export interface JournalDatabase {
  db: Kysely<JournalTables>;
  close(): Promise<void>;
}

function dialectOf(target: DatabaseTarget): {
  dialect: PGliteDialect | PostgresDialect;
  release?: () => Promise<void>;
} {
  if ('url' in target) {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize,
      connectionTimeoutMillis: target.queryTimeoutMs,
      query_timeout: target.queryTimeoutMs,
      application_name: 'msp-gateway',
    });
    // an idle connection the server dropped is an error event of the pool, not a crash
    pool.on('error', () => undefined);
    return { dialect: new PostgresDialect({ pool }) };
  }
  const pglite = embedded(target.dataDir);
  return {
    dialect: new PGliteDialect({ pglite: () => pglite.open() }),
    release: () => pglite.release(),
  };
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<JournalDatabase> {
  const { dialect, release } = dialectOf(target);
  const db = new Kysely<JournalTables>({ dialect });
  try {
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => MIGRATIONS },
      migrationTableName: 'journal_migrations',
      migrationLockTableName: 'journal_migrations_lock',
    });
    const { error } = await migrator.migrateToLatest();
    if (error !== undefined) throw error;
  } catch (error) {
    await db.destroy().catch(() => undefined);
    await release?.();
    throw error;
  }
  return {
    db,
    close: async () => {
      await db.destroy();
      await release?.();
    },
  };
}
