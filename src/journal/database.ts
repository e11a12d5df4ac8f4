/**
 * The journal's database: a PostgreSQL server when DATABASE_URL names one, else PostgreSQL
 * embedded in the process (PGlite) with its files under DATA_DIR. One Kysely query layer and
 * one set of migrations (./migrations.ts) serve both; the migrations run at start-up under the
 * migrator's lock, so instances starting together on an empty database all come up.
 */
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { embedded } from './embedded.js';
import { MIGRATIONS } from './migrations.js';
import { preparedStatements } from './prepared.js';
import type { JournalTables } from './tables.js';

export type DatabaseTarget =
  /** a PostgreSQL server */
  | { url: string; poolSize: number; queryTimeoutMs: number }
  /** embedded: a directory of its own, or `memory://` for none (tests) */
  | { dataDir: string };

/** where the job queue (src/webhooks/) reaches the same database: the server, or the embedded instance itself */
export type JobsDatabase = { url: string } | { pglite: PGlite };

export interface JournalDatabase {
  db: Kysely<JournalTables>;
  jobs: JobsDatabase;
  close(): Promise<void>;
}

async function dialectOf(target: DatabaseTarget): Promise<{
  dialect: PGliteDialect | PostgresDialect;
  jobs: JobsDatabase;
  release?: () => Promise<void>;
}> {
  if ('url' in target) {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize,
      connectionTimeoutMillis: target.queryTimeoutMs,
      query_timeout: target.queryTimeoutMs,
      application_name: 'msp-gateway',
    });
    // an idle connection the server dropped is an error event of the pool, not a crash; and so is
    // one that ends while a statement holds it (pg-pool takes its idle listener off a client it
    // lends out, and the client's 'error' event would then be an uncaught exception): the
    // statement fails with it, a JournalConnectionError
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    return { dialect: new PostgresDialect({ pool: preparedStatements(pool) }), jobs: { url: target.url } };
  }
  const files = embedded(target.dataDir);
  // one instance, shared by the query layer and the job queue: PGlite has one connection,
  // and the dialect's transactions hold it exclusively
  const pglite = await files.open();
  return {
    dialect: new PGliteDialect({ pglite }),
    jobs: { pglite },
    release: () => files.release(),
  };
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<JournalDatabase> {
  const { dialect, jobs, release } = await dialectOf(target);
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
    jobs,
    close: async () => {
      await db.destroy();
      await release?.();
    },
  };
}
