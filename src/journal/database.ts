/**
 * The journal's database: a PostgreSQL server when DATABASE_URL names one, else PostgreSQL
 * embedded in the process (PGlite) with its files under DATA_DIR. One Kysely query layer and
 * one set of migrations (./migrations.ts) serve both; the migrations run at start-up under the
 * migrator's lock, so instances starting together on an empty database all come up.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { MIGRATIONS } from './migrations.js';
import type { JournalTables } from './tables.js';

export type DatabaseTarget =
  /** a PostgreSQL server */
  | { url: string; poolSize: number; queryTimeoutMs: number }
  /** embedded: a directory of its own, or `memory://` for none (tests) */
  | { dataDir: string };

export interface JournalDatabase {
  db: Kysely<JournalTables>;
  /** for logs: the server's host and database, or the embedded one's directory */
  where: string;
  close(): Promise<void>;
}

/** bigint ids stay strings on both drivers (pg's default), as GraphQL ids and cursors want */
const INT8 = 20;

function dialectOf(target: DatabaseTarget): { dialect: PGliteDialect | PostgresDialect; where: string } {
  if ('url' in target) {
    const url = new URL(target.url);
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize,
      connectionTimeoutMillis: target.queryTimeoutMs,
      query_timeout: target.queryTimeoutMs,
      application_name: 'msp-gateway',
    });
    // an idle connection the server dropped is an error event of the pool, not a crash
    pool.on('error', () => undefined);
    return { dialect: new PostgresDialect({ pool }), where: `${url.host}${url.pathname}` };
  }
  const pglite = async () => {
    if (!target.dataDir.startsWith('memory://')) await mkdir(target.dataDir, { recursive: true });
    return PGlite.create(target.dataDir, { parsers: { [INT8]: (value: string) => value } });
  };
  return { dialect: new PGliteDialect({ pglite }), where: `embedded ${target.dataDir}` };
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<JournalDatabase> {
  const { dialect, where } = dialectOf(target);
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
    throw error;
  }
  return { db, where, close: () => db.destroy() };
}

/** The journal cannot be read or written: nothing was recorded. */
export class JournalUnavailable extends Error {
  override readonly name = 'JournalUnavailable';
}

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Whether an error says the database could not be reached or did not answer (rather than
 * that a statement was wrong, which is a bug and stays one).
 */
function isDatabaseDown(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  // class 08: connection exception; 57P: operator intervention (shutdown); 53: insufficient resources
  if (typeof code === 'string' && /^(08|57P|53)/.test(code)) return true;
  return /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|timeout|terminat|closed|Connection/i.test(
    error.message,
  );
}

/** A JournalUnavailable when `error` says the database is down; else `error` itself. */
export function unavailableIf(error: unknown): unknown {
  return isDatabaseDown(error)
    ? new JournalUnavailable(`the order journal is not available: ${messageOf(error)}`, { cause: error })
    : error;
}
