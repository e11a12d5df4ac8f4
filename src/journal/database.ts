/**
 * The journal's database: a PostgreSQL server when DATABASE_URL names one, else PostgreSQL
 * embedded in the process (PGlite) with its files under DATA_DIR. One Kysely query layer and
 * one set of migrations (./migrations.ts) serve both; the migrations run at start-up under the
 * migrator's lock, so instances starting together on an empty database all come up.
 */
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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

/** the file that says which process has an embedded database's directory */
const LOCK_FILE = 'gateway.pid';

/**
 * Takes `dir` for this process: the embedded PostgreSQL is one process's files, and a second
 * gateway on them would keep a journal of its own that the first overwrites. A lock left by a
 * process that is gone (killed) is taken over.
 */
async function takeDirectory(dir: string, lock: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const taken = await writeFile(lock, String(process.pid), { flag: 'wx' }).then(
    () => true,
    () => false,
  );
  if (taken) return;
  const holder = Number(await readFile(lock, 'utf8').catch(() => ''));
  if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
    throw new Error(
      `${dir} is in use by the gateway in process ${holder}: the embedded PostgreSQL serves one gateway at a time (give each its own DATA_DIR, or share a server with DATABASE_URL)`,
    );
  }
  await writeFile(lock, String(process.pid));
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user
    return (error as { code?: unknown }).code === 'EPERM';
  }
}

function dialectOf(target: DatabaseTarget): {
  dialect: PGliteDialect | PostgresDialect;
  where: string;
  release?: () => Promise<void>;
} {
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
  const inMemory = target.dataDir.startsWith('memory://');
  const lock = join(target.dataDir, LOCK_FILE);
  const pglite = async () => {
    if (!inMemory) await takeDirectory(target.dataDir, lock);
    // loaded only by a gateway that embeds it
    const { PGlite } = await import('@electric-sql/pglite');
    return PGlite.create(target.dataDir, { parsers: { [INT8]: (value: string) => value } });
  };
  return {
    dialect: new PGliteDialect({ pglite }),
    where: `embedded ${target.dataDir}`,
    ...(inMemory ? {} : { release: () => unlink(lock).catch(() => undefined) }),
  };
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<JournalDatabase> {
  const { dialect, where, release } = dialectOf(target);
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
    where,
    close: async () => {
      await db.destroy();
      await release?.();
    },
  };
}
