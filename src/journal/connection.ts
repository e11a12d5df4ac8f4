/**
 * The journal's connection to its database: opened in the background and, while it cannot be
 * reached, tried again every few seconds, so that reads of the graph go on meanwhile. Every
 * call runs through `run`, which fails at once with a JournalConnectionError while the database
 * is down (and waits a little while it is still opening the first time).
 *
 * A journal in memory (the default beside the embedded simulator) opens at its first call
 * instead: it starts empty, so until then there is nothing to follow, deliver, reconcile or
 * prune, and an instance nobody orders through never holds the embedded PostgreSQL. Earns
 * bench/results.md "Start-up and idle memory": idle RSS and CPU of `npm start` with the journal
 * unopened against opened.
 */
import type { Kysely } from 'kysely';
import type { Logger } from '../observability/logger.js';
import { type DatabaseTarget, type JournalDatabase, openDatabase } from './database.js';
import { keptInMemory } from './embedded.js';
import type { JournalTables } from './tables.js';

/** how long a call waits for a database server still opening the first time, by default */
const OPEN_WAIT_MS = 5_000;
/**
 * how long calls wait for the embedded database still opening (in memory, the one their need
 * opens): it has no server to be down, only its start-up to wait for (a second, or several on
 * a busy machine); one that cannot be opened (its directory in use) fails them at once
 */
const EMBEDDED_OPEN_WAIT_MS = 30_000;

/**
 * whether the journal's database answers: `opening` while it is being opened the first time,
 * `idle` while a journal in memory waits for its first call to open it
 */
export type JournalHealth = 'up' | 'down' | 'opening' | 'idle';

/** whether a journal in `health` can take an order: open, or in memory and opened by it */
export const takesOrders = (health: JournalHealth): boolean => health === 'up' || health === 'idle';

/** The journal cannot be read or written: nothing was recorded. */
export class JournalConnectionError extends Error {
  override readonly name = 'JournalConnectionError';
}

export interface ConnectionOptions {
  target: DatabaseTarget;
  logger: Logger;
  /** how long a call waits for a database still opening the first time before it fails @default OPEN_WAIT_MS, EMBEDDED_OPEN_WAIT_MS for the embedded one */
  openWaitMs?: number;
  /** told once the database is open and up to date (again, after it was made again) */
  onOpen?: (database: JournalDatabase) => void;
}

const REOPEN_MS = 2_000;

export class JournalConnection {
  readonly #options: ConnectionOptions;
  #database: JournalDatabase | undefined;
  /** the open under way or done; undefined until the first call, for a journal in memory */
  #opened: Promise<JournalDatabase | undefined> | undefined;
  readonly #onFirstUse: boolean;
  #closed = false;
  #timer: NodeJS.Timeout | undefined;
  /** ends the wait before the next attempt to open, at once (on close) */
  #wake: (() => void) | undefined;
  #lastError: string | undefined;
  /** why the open database's last call failed, while it fails */
  #failing: string | undefined;

  constructor(options: ConnectionOptions) {
    this.#options = options;
    const { target } = options;
    this.#onFirstUse = 'dataDir' in target && keptInMemory(target.dataDir);
    if (!this.#onFirstUse) this.#opened = this.#open();
  }

  health(): JournalHealth {
    if (this.#database !== undefined) return this.#failing === undefined ? 'up' : 'down';
    if (this.#opened === undefined) return 'idle';
    return this.#lastError === undefined ? 'opening' : 'down';
  }

  /** the open, begun now when nothing has asked for it before */
  #opening(): Promise<JournalDatabase | undefined> {
    this.#opened ??= this.#open();
    return this.#opened;
  }

  /** the server and database (never the password), or the directory */
  where(): string {
    const { target } = this.#options;
    if ('url' in target) {
      const url = new URL(target.url);
      return `PostgreSQL at ${url.host}${url.pathname}`;
    }
    return this.#onFirstUse
      ? 'embedded PostgreSQL in memory, opened at its first use (kept nowhere; DATA_DIR or DATABASE_URL keep it)'
      : `embedded PostgreSQL in ${target.dataDir} (set DATABASE_URL for a server)`;
  }

  /**
   * Resolves once the database is open (true), or after `waitMs` without it (false); opens a
   * journal in memory that nothing has opened yet.
   */
  async ready(
    waitMs = this.#options.openWaitMs ??
      ('dataDir' in this.#options.target ? EMBEDDED_OPEN_WAIT_MS : OPEN_WAIT_MS),
  ): Promise<boolean> {
    if (this.#database !== undefined) return true;
    const opened = this.#opening();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), waitMs);
    });
    try {
      return (await Promise.race([opened, timeout])) !== undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    this.#wake?.();
    const database = this.#database ?? (await this.#opened?.catch(() => undefined));
    this.#database = undefined;
    await database?.close().catch(() => undefined);
  }

  /**
   * why the journal cannot be opened, as callers may read it: the embedded database's own
   * reason (its directory in use by another process, say); a server's stays in the logs, for
   * it names the server's address
   */
  #reason(): string {
    if (this.#lastError === undefined) return 'still opening';
    return 'url' in this.#options.target ? 'the database server cannot be reached' : this.#lastError;
  }

  /** runs `work` on the open database; any failure to reach it is a JournalConnectionError */
  async run<T>(work: (db: Kysely<JournalTables>) => Promise<T>): Promise<T> {
    // while it is down (rather than still opening), a call fails at once
    if (this.#database === undefined && (this.#lastError !== undefined || !(await this.ready()))) {
      throw new JournalConnectionError(`the order journal is not available: ${this.#reason()}`, {
        cause: this.#lastError,
      });
    }
    const database = this.#database;
    if (database === undefined) throw new JournalConnectionError('the order journal is closed');
    try {
      const done = await work(database.db);
      this.#failing = undefined;
      return done;
    } catch (error) {
      if (isDatabaseDown(error)) {
        this.#failing = messageOf(error);
        if (isSchemaGone(error)) this.#reopen(database);
        throw new JournalConnectionError('the order journal is not available', { cause: error });
      }
      throw error;
    }
  }

  /**
   * The database was dropped (and may be made again, empty): open it afresh, so that the
   * migrations make its tables again once it is there, with no restart.
   */
  #reopen(lost: JournalDatabase): void {
    if (this.#database !== lost) return; // another call saw it first
    this.#database = undefined;
    this.#lastError = this.#failing;
    void lost.close().catch(() => undefined);
    this.#opened = this.#open();
  }

  /** opens the database, again every REOPEN_MS until it answers; undefined once closed */
  async #open(): Promise<JournalDatabase | undefined> {
    const { logger, target } = this.#options;
    for (;;) {
      if (this.#closed) return undefined;
      try {
        const database = await openDatabase(target);
        if (this.#closed) {
          await database.close();
          return undefined;
        }
        this.#database = database;
        if (this.#lastError !== undefined)
          logger.info({ journal: this.where() }, 'order journal available again');
        this.#lastError = undefined;
        this.#options.onOpen?.(database);
        return database;
      } catch (error) {
        const message = messageOf(error);
        if (message !== this.#lastError) {
          logger.error(
            { journal: this.where(), err: { message } },
            'order journal unavailable: orders are refused, reads go on; trying again',
          );
        }
        this.#lastError = message;
        await new Promise<void>((resolve) => {
          this.#wake = resolve;
          this.#timer = setTimeout(resolve, REOPEN_MS);
          this.#timer.unref();
        });
      }
    }
  }
}

/** 3D000: the database does not exist; 42P01: a table does not (the database was made again, empty) */
const isSchemaGone = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return code === '3D000' || code === '42P01';
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Whether an error says the database could not be reached or did not answer (rather than
 * that a statement was wrong, which is a bug and stays one).
 */
function isDatabaseDown(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  // class 08: connection exception; 28: its credentials refused; 3D000: its database does not
  // exist (dropped, or not made yet); 42P01: its tables do not (made again, empty); 57P:
  // operator intervention (shutdown); 53: insufficient resources
  if (typeof code === 'string' && /^(08|28|3D000|42P01|57P|53)/.test(code)) return true;
  return /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|timeout|terminat|closed|Connection/i.test(
    error.message,
  );
}
