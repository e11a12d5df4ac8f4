/**
 * The outbox's delivery queue, on pg-boss in the journal's database: a job names one receiver
 * and one order (an outbox key), and running it sends that pair's due messages, oldest first.
 * The queue's `singleton` policy runs one job of a pair at a time across every instance on the
 * database, so one order's messages reach one receiver in order, each attempt made once;
 * pg-boss keeps the jobs in the database, so a killed instance's work is taken up again (an
 * active job expires, a waiting one is fetched).
 *
 * Jobs are hints: the messages' rows decide what is sent. A job is added when a statement
 * wrote messages (Journal's onOutbox), when a failed message is due again, and by a sweep of
 * messages overdue without one (the instance that wrote them stopped before it added it).
 * Webhooks (src/webhooks/delivery.ts) and push (src/push/delivery.ts) each run one.
 */
import { fromPglite, PgBoss } from 'pg-boss';
import type { Logger } from '../logger.js';
import type { JobsDatabase } from './database.js';
import { JournalUnavailable } from './journal.js';

export interface QueueOptions<K> {
  /** the pg-boss queue, and the word its log lines start with */
  name: string;
  label: string;
  logger: Logger;
  /** pairs sent to at once by this instance */
  concurrency: number;
  /** how long a receiver has to answer: a job sends for at most two, and expires after three */
  timeoutMs: number;
  /** how often messages overdue without a job are looked for */
  sweepIntervalMs: number;
  /** a job's data as a key, or undefined for data this queue did not write */
  keyOf(data: unknown): K | undefined;
  /** the pair a key names: one job of it runs at a time */
  pairOf(key: K): string;
  /** sends the pair's due messages in order; `until` is when to leave the rest to a new job */
  send(key: K, until: number): Promise<void>;
  /** the pairs whose messages have been due for `overdueMs` */
  overdue(overdueMs: number): Promise<K[]>;
}

const ERROR_LOG_INTERVAL_MS = 60_000;
/** a job due within this long wakes the workers when it is due */
const WAKE_WITHIN_MS = 60_000;

export class OutboxQueue<K extends object> {
  readonly #options: QueueOptions<K>;
  #boss: PgBoss | undefined;
  #starting: Promise<void> | undefined;
  #workers: string[] = [];
  #sweeper: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(options: QueueOptions<K>) {
    this.#options = options;
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Starts the queue on the journal's database (again, when it was opened again). */
  start(database: JobsDatabase): Promise<void> {
    const starting = (this.#starting ?? Promise.resolve()).then(() => this.#start(database));
    this.#starting = starting.catch(() => undefined);
    return starting;
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#sweeper);
    await this.#starting;
    await this.#stopBoss();
  }

  /** Messages were written for these pairs: each gets a job, and the workers look now. */
  async hint(keys: readonly K[], startAfter?: Date): Promise<void> {
    if (keys.length === 0) return;
    await this.#starting;
    const boss = this.#boss;
    if (boss === undefined) return; // not started: its first sweep finds them
    try {
      await boss.insert(
        this.#options.name,
        keys.map((key) => ({
          data: key,
          singletonKey: this.#options.pairOf(key),
          ...(startAfter === undefined ? {} : { startAfter }),
        })),
      );
      const wake = () => {
        for (const id of this.#workers) boss.notifyWorker(id);
      };
      if (startAfter === undefined) wake();
      else this.#wakeAt(startAfter, wake);
    } catch (error) {
      this.#options.logger.warn(
        { err: error },
        `${this.#options.label}: a delivery job was not added; the sweep adds it`,
      );
    }
  }

  /** Adds a job for every pair whose messages have been due for `overdueMs` (a job would have sent them). */
  async sweep(overdueMs = this.#options.sweepIntervalMs): Promise<void> {
    try {
      await this.hint(await this.#options.overdue(overdueMs));
    } catch (error) {
      if (!(error instanceof JournalUnavailable)) throw error;
    }
  }

  // ------------------------------------------------------------------------------------------

  /**
   * A job due soon is fetched when it is due rather than at the workers' next poll: a retry
   * five seconds away is made then, not up to a poll later.
   */
  #wakeAt(at: Date, wake: () => void): void {
    const ms = at.getTime() - Date.now();
    if (ms > WAKE_WITHIN_MS) return; // the workers' polls find it
    setTimeout(wake, Math.max(0, ms)).unref();
  }

  async #start(database: JobsDatabase): Promise<void> {
    await this.#stopBoss();
    if (this.#closed) return;
    const { logger, concurrency, name, label, timeoutMs } = this.#options;
    // expired jobs are looked for about once a timeout, so a killed instance's pair is taken up
    // again within four timeouts and a bit (a minute and a quarter by default)
    const every = Math.max(1, Math.ceil(timeoutMs / 1000));
    const supervise = { superviseIntervalSeconds: every, monitorIntervalSeconds: every };
    const boss =
      'url' in database
        ? new PgBoss({
            connectionString: database.url,
            max: 2,
            application_name: `msp-gateway-${label}`,
            ...supervise,
          })
        : new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', ...supervise });
    // while the database is away every poll fails: one line a minute says so
    let logged = 0;
    boss.on('error', (error: unknown) => {
      if (Date.now() - logged < ERROR_LOG_INTERVAL_MS) return;
      logged = Date.now();
      logger.warn(
        { err: error },
        `${label}: the delivery queue failed a call (the same failures are not logged for a minute)`,
      );
    });
    await boss.start();
    await boss.createQueue(name, {
      policy: 'singleton',
      // a job that stopped answering (its instance was killed) is taken up again after this
      expireInSeconds: Math.ceil((3 * timeoutMs) / 1000) + 5,
      // its tries are for the database's failures; the messages keep their own schedule
      retryLimit: 10,
      retryDelay: 5,
      retryBackoff: true,
      retentionSeconds: 30 * 86_400,
      deleteAfterSeconds: 3_600,
    });
    this.#boss = boss;
    this.#workers = [];
    for (let i = 0; i < concurrency; i++) {
      let self = '';
      self = await boss.work(name, { pollingIntervalSeconds: 1 }, async ([job]) => {
        const key = this.#options.keyOf(job?.data);
        // a job starts attempts for at most two timeouts, then leaves the rest to the next job
        // of its pair: so it ends within three, and one that does not (its instance was
        // killed) expires
        if (key !== undefined) await this.#options.send(key, Date.now() + 2 * timeoutMs);
        // a worker that found a job looks for the next at once, not at its next poll. Earns
        // bench/results.md "Order webhooks", throughput: 213 messages/s on PostgreSQL, where a
        // poll per job made it 8 (one per worker per second)
        boss.notifyWorker(self);
      });
      this.#workers.push(self);
    }
    if (this.#sweeper === undefined) {
      this.#sweeper = setInterval(
        () => void this.sweep().catch(() => undefined),
        this.#options.sweepIntervalMs,
      );
      this.#sweeper.unref();
    }
    // whatever waits now was written before this start, or by an instance that stopped
    void this.sweep(0).catch(() => undefined);
  }

  async #stopBoss(): Promise<void> {
    const boss = this.#boss;
    this.#boss = undefined;
    this.#workers = [];
    await boss?.stop({ graceful: true, timeout: this.#options.timeoutMs + 1_000 }).catch(() => undefined);
  }
}
