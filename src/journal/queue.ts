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
 * A receiver's pairs take at most its share of this instance's workers (half of them, rounded
 * up); and the receivers its channel calls suspect (not known to answer: for webhooks, one that
 * has not answered here yet, or timed out since, or has an attempt out for a while) take one
 * pair each, all of them together at most the same half. A job over these is put back, without
 * an attempt, and a job is added for it again when a pair ends here that makes room for it (the
 * sweep, if this instance stops first). So receivers that do not answer, however many, hold at
 * most half the workers, and the receivers that answer always have the other half.
 *
 * Each channel (webhooks, src/webhooks/delivery.ts; push, src/push/delivery.ts) has a queue
 * and says how one of its messages goes out; the loop that sends a pair's messages in order is
 * this module's, the same for both. One pg-boss (OutboxQueues) runs every queue, so that the
 * embedded PGlite, one connection, has one client of jobs.
 */
import { fromPglite, PgBoss } from 'pg-boss';
import type { Logger } from '../observability/logger.js';
import type { JobsDatabase } from './database.js';
import { JournalConnectionError } from './journal.js';
import type { Channel, OutboxKey, ReceiverOrder } from './outbox.js';

/** a message that waits for its next attempt: the pair has nothing due now */
export interface Waiting {
  readonly notBefore: Date;
}
const waits = (head: object): head is Waiting => 'notBefore' in head;

/** what comes after a message's attempt: the pair's next message, nothing until a job comes, or a retry at `retryAt` */
export type Step = 'next' | 'stop' | { retryAt: Date };

/** One channel of the outbox: where its messages wait, and how one of them goes out. */
export interface OutboxChannel<D> {
  channel: Channel;
  /** the word its log lines start with */
  label: string;
  /**
   * pairs sent to at once by this instance; one receiver's pairs take at most half of them
   * (rounded up, its share), and the suspect receivers' pairs all together as many, so that
   * receivers that hold every attempt for the whole timeout leave the other half to the others
   */
  concurrency: number;
  /**
   * whether a receiver is not known to answer: suspect receivers take one pair each, and at most
   * the same half of the workers all together (none is, without it)
   */
  suspect?(receiverId: string): boolean;
  /** how long a receiver has to answer: a job sends for at most two, and expires after three */
  timeoutMs: number;
  /** how often messages overdue without a job are looked for */
  sweepIntervalMs: number;
  /** the pair's next message, if it is due now (`notBefore` when it waits for its next attempt) */
  head(pair: ReceiverOrder): Promise<D | Waiting | undefined>;
  /** makes one attempt of the message `head` gave, records it, and says what comes next */
  deliver(due: D): Promise<Step>;
  /** the pairs whose messages have been due for `overdueMs` */
  overdue(overdueMs: number): Promise<ReceiverOrder[]>;
}

/** a job's data as a pair, or undefined for data this queue did not write */
function pairOf(data: unknown): ReceiverOrder | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const named = data as Record<string, unknown>;
  // jobs written before the channels were one name the receiver as they did then
  const receiverId = named['receiverId'] ?? named['endpointId'] ?? named['deviceId'];
  const { orderId } = named;
  return typeof receiverId === 'string' && typeof orderId === 'string' ? { receiverId, orderId } : undefined;
}

const ERROR_LOG_INTERVAL_MS = 60_000;
/** a job due within this long wakes the workers when it is due */
const WAKE_WITHIN_MS = 60_000;
/** how often a queue's first worker looks for jobs: what another instance added, or one due later */
const POLL_SECONDS = 1;
/** how often each of its other workers looks on its own, though woken when there is work */
const BACKSTOP_POLL_SECONDS = 30;

/** what the set does with each of its queues, whatever its messages */
interface Started {
  readonly options: Pick<OutboxChannel<never>, 'channel' | 'timeoutMs' | 'sweepIntervalMs'>;
  hint(pairs: readonly ReceiverOrder[]): Promise<void>;
  attach(boss: PgBoss): Promise<void>;
  detach(): void;
  sweep(overdueMs?: number): Promise<void>;
}

/** The outbox's queues, on one pg-boss: started when the journal opens, stopped at shutdown. */
export class OutboxQueues {
  readonly logger: Logger;
  readonly #queues: Started[] = [];
  #boss: PgBoss | undefined;
  #starting: Promise<void> | undefined;
  #sweeper: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(logger: Logger) {
    this.logger = logger;
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** The queue of a channel; add every one before `start`. */
  add<D extends object>(channel: OutboxChannel<D>): OutboxQueue<D> {
    const queue = new OutboxQueue<D>(this, channel);
    this.#queues.push(queue);
    return queue;
  }

  /** Messages were written for these pairs (a statement's onOutbox): each gets a job on its channel. */
  async hint(keys: readonly OutboxKey[]): Promise<void> {
    await Promise.all(
      this.#queues.map((queue) => queue.hint(keys.filter((key) => key.channel === queue.options.channel))),
    );
  }

  /** Starts the queues on the journal's database (again, when it was opened again). */
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

  /** the running pg-boss, once started */
  async boss(): Promise<PgBoss | undefined> {
    await this.#starting;
    return this.#boss;
  }

  /** jobs of every queue whose messages have been due for `overdueMs` */
  async sweep(overdueMs?: number): Promise<void> {
    await Promise.all(this.#queues.map((q) => q.sweep(overdueMs)));
  }

  async #start(database: JobsDatabase): Promise<void> {
    await this.#stopBoss();
    if (this.#closed || this.#queues.length === 0) return;
    const logger = this.logger;
    // expired jobs are looked for about once the shortest timeout, so a killed instance's pair
    // is taken up again within four timeouts and a bit (a minute and a quarter by default)
    const timeoutMs = Math.min(...this.#queues.map((q) => q.options.timeoutMs));
    const every = Math.max(1, Math.ceil(timeoutMs / 1000));
    const supervise = {
      superviseIntervalSeconds: every,
      monitorIntervalSeconds: every,
      // no row in pg-boss's instance registry, which nothing here reads: its heartbeat samples
      // the event loop every 20 ms, waking an idle gateway fifty times a second. Earns
      // bench/results.md "Start-up and idle memory", idle CPU (docs/operations.md)
      registerInstance: false,
    };
    const boss =
      'url' in database
        ? new PgBoss({
            connectionString: database.url,
            max: 2,
            application_name: 'msp-gateway-outbox',
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
        'outbox: the delivery queue failed a call (the same failures are not logged for a minute)',
      );
    });
    await boss.start();
    for (const queue of this.#queues) await queue.attach(boss);
    this.#boss = boss;
    const sweepMs = Math.min(...this.#queues.map((q) => q.options.sweepIntervalMs));
    if (this.#sweeper === undefined) {
      this.#sweeper = setInterval(() => void this.sweep().catch(() => undefined), sweepMs);
      this.#sweeper.unref();
    }
    // whatever waits now was written before this start, or by an instance that stopped
    void this.sweep(0).catch(() => undefined);
  }

  async #stopBoss(): Promise<void> {
    const boss = this.#boss;
    this.#boss = undefined;
    for (const queue of this.#queues) queue.detach();
    const timeoutMs = Math.max(0, ...this.#queues.map((q) => q.options.timeoutMs));
    await boss?.stop({ graceful: true, timeout: timeoutMs + 1_000 }).catch(() => undefined);
  }
}

/** One channel's pg-boss queue, its workers and its hints, and the loop that sends a pair's messages. */
export class OutboxQueue<D extends object> {
  readonly options: OutboxChannel<D>;
  readonly #set: OutboxQueues;
  readonly #name: string;
  #workers: string[] = [];
  /** how many pairs of one receiver may be sent at once by this instance */
  readonly #share: number;
  /** the pairs being sent by this instance, by receiver */
  readonly #active = new Map<string, number>();
  /** pairs put back because their receiver had its share: a job is added for each when one of its pairs ends */
  readonly #putBack = new Map<string, Map<string, ReceiverOrder>>();

  constructor(set: OutboxQueues, options: OutboxChannel<D>) {
    this.#set = set;
    this.options = options;
    this.#name = `${options.channel}-deliveries`;
    this.#share = Math.ceil(options.concurrency / 2);
  }

  get closed(): boolean {
    return this.#set.closed;
  }

  /** Messages were written for these pairs: each gets a job, and the workers look now (or at `startAfter`). */
  async hint(pairs: readonly ReceiverOrder[], startAfter?: Date): Promise<void> {
    if (pairs.length === 0) return;
    const boss = await this.#set.boss();
    if (boss === undefined) return; // not started: its first sweep finds them
    try {
      await boss.insert(
        this.#name,
        pairs.map(({ receiverId, orderId }) => ({
          data: { receiverId, orderId },
          // one job of a pair runs at a time
          singletonKey: `${receiverId}:${orderId}`,
          ...(startAfter === undefined ? {} : { startAfter }),
        })),
      );
      const wake = () => {
        for (const id of this.#workers) boss.notifyWorker(id);
      };
      if (startAfter === undefined) wake();
      else wakeAt(startAfter, wake);
    } catch (error) {
      this.#set.logger.warn(
        { err: error },
        `${this.options.label}: a delivery job was not added; the sweep adds it`,
      );
    }
  }

  /** Adds a job for every pair whose messages have been due for `overdueMs` (a job would have sent them). */
  async sweep(overdueMs = this.options.sweepIntervalMs): Promise<void> {
    try {
      await this.hint(await this.options.overdue(overdueMs));
    } catch (error) {
      if (!(error instanceof JournalConnectionError)) throw error;
    }
  }

  /** makes the queue on a started pg-boss, and its workers */
  async attach(boss: PgBoss): Promise<void> {
    const { timeoutMs, concurrency } = this.options;
    await boss.createQueue(this.#name, {
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
    this.#workers = [];
    for (let i = 0; i < concurrency; i++) {
      let self = '';
      // the first worker looks for jobs another instance added every second; the others on
      // their own only as a backstop, woken when there is work. Earns bench/results.md
      // "Overhead" (CPU per request, cache off): 16 fetches a second with 8 workers on two
      // queues, each worker polling, took about 1 % of a loaded gateway's CPU
      const pollingIntervalSeconds = i === 0 ? POLL_SECONDS : BACKSTOP_POLL_SECONDS;
      self = await boss.work(this.#name, { pollingIntervalSeconds }, async ([job]) => {
        const pair = pairOf(job?.data);
        // a job starts attempts for at most two timeouts, then leaves the rest to the next job
        // of its pair: so it ends within three, and one that does not (its instance was
        // killed) expires
        if (pair !== undefined) await this.#sendWithin(pair, Date.now() + 2 * timeoutMs);
        // a worker that found a job looks for the next at once, not at its next poll, and wakes
        // the next worker, so that a backlog is taken up by every worker in turn. Earns
        // bench/results.md "Order webhooks", throughput: 213 messages/s on PostgreSQL, where a
        // poll per job made it 8 (one per worker per second)
        boss.notifyWorker(self);
        const next = this.#workers[(i + 1) % this.#workers.length];
        if (next !== undefined && next !== self) boss.notifyWorker(next);
      });
      this.#workers.push(self);
    }
  }

  detach(): void {
    this.#workers = [];
  }

  /**
   * Whether a pair of the receiver may start now: within its share, and, if it is suspect, its
   * only one and within the share of every suspect receiver together.
   */
  #admits(receiverId: string): boolean {
    const active = this.#active.get(receiverId) ?? 0;
    if (active >= this.#share) return false;
    const suspect = this.options.suspect;
    if (suspect === undefined || !suspect(receiverId)) return true;
    if (active > 0) return false;
    let suspects = 0;
    for (const [id, n] of this.#active) if (suspect(id)) suspects += n;
    return suspects < this.#share;
  }

  /**
   * Sends the pair's messages if its receiver is admitted (`#admits`); otherwise puts the pair
   * back until a pair ends here that makes room for it, without holding a worker.
   */
  async #sendWithin(pair: ReceiverOrder, until: number): Promise<void> {
    const { receiverId, orderId } = pair;
    if (!this.#admits(receiverId)) {
      const waiting = this.#putBack.get(receiverId) ?? new Map<string, ReceiverOrder>();
      waiting.set(orderId, pair);
      this.#putBack.set(receiverId, waiting);
      return;
    }
    this.#active.set(receiverId, (this.#active.get(receiverId) ?? 0) + 1);
    try {
      await this.#send(pair, until);
    } finally {
      const left = (this.#active.get(receiverId) ?? 1) - 1;
      if (left > 0) this.#active.set(receiverId, left);
      else this.#active.delete(receiverId);
      if (!this.closed) await this.#wake();
    }
  }

  /**
   * A pair ended: the pairs put back that would be admitted now get a job again, each
   * receiver's oldest first, as long as the room lasts (one that finds the room taken when its
   * job runs is put back again).
   */
  async #wake(): Promise<void> {
    const woken: ReceiverOrder[] = [];
    const suspect = this.options.suspect;
    let suspects = 0;
    if (suspect !== undefined) for (const [id, n] of this.#active) if (suspect(id)) suspects += n;
    for (const [receiverId, waiting] of this.#putBack) {
      const isSuspect = suspect?.(receiverId) === true;
      const active = this.#active.get(receiverId) ?? 0;
      const room = isSuspect ? Math.min(active > 0 ? 0 : 1, this.#share - suspects) : this.#share - active;
      const pairs = [...waiting.values()].slice(0, Math.max(0, room));
      for (const p of pairs) waiting.delete(p.orderId);
      if (waiting.size === 0) this.#putBack.delete(receiverId);
      if (isSuspect) suspects += pairs.length;
      woken.push(...pairs);
    }
    if (woken.length > 0) await this.hint(woken);
  }

  /** sends the pair's due messages in order, until one waits or `until` has passed */
  async #send(pair: ReceiverOrder, until: number): Promise<void> {
    for (;;) {
      const head = await this.options.head(pair);
      // none left, or the next waits for its attempt: a job is there for it, or the sweep adds one
      if (head === undefined || waits(head)) return;
      if (Date.now() > until || this.closed) {
        await this.hint([pair]);
        return;
      }
      const step = await this.options.deliver(head);
      if (step === 'next') continue;
      if (step !== 'stop') await this.hint([pair], step.retryAt);
      return;
    }
  }
}

/**
 * A job due soon is fetched when it is due rather than at the workers' next poll: a retry
 * five seconds away is made then, not up to a poll later.
 */
function wakeAt(at: Date, wake: () => void): void {
  const ms = at.getTime() - Date.now();
  if (ms > WAKE_WITHIN_MS) return; // the workers' polls find it
  setTimeout(wake, Math.max(0, ms)).unref();
}
