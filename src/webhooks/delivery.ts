/**
 * Delivery of the outbox's messages (src/journal/outbox.ts), on pg-boss: a job names an
 * (endpoint, order) pair, and running it sends that order's due messages to that endpoint, the
 * oldest first, until one fails or none is left. The queue's `singleton` policy runs one job of
 * a pair at a time across every instance on the database, so the events of one order reach one
 * endpoint in order, each attempt made once; pg-boss keeps the jobs in the database, so a
 * killed instance's work is taken up again (an active job expires, a waiting one is fetched).
 *
 * Jobs are hints: the messages' rows decide what is sent. A job is added when a statement
 * wrote messages (Journal's onOutbox), when a failed message is due again, and by a sweep of
 * messages overdue without one (the instance that wrote them stopped before it added it).
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Dispatcher } from 'undici';
import { request } from 'undici';
import type { JobsDatabase } from '../journal/database.js';
import { JournalUnavailable } from '../journal/journal.js';
import type { OutboxKey } from '../journal/outbox.js';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../journal/tables.js';
import type { Logger } from '../logger.js';
import { bodyOf, headersOf } from './message.js';
import { nextDelay } from './schedule.js';
import { SecretUnreadable, type WebhookStore } from './store.js';
import { guardedDispatcher, refusalOfUrl, type TargetPolicy } from './targets.js';

export const QUEUE = 'webhook-deliveries';

/** how a delivery attempt ended, for the metrics */
export type DeliveryOutcome = 'delivered' | 'retrying' | 'dead_letter' | 'gone';

export interface DelivererOptions {
  store: WebhookStore;
  logger: Logger;
  /** the delays before each attempt after a failed one (./schedule.ts) */
  schedule: readonly number[];
  /** how long an endpoint has to answer */
  timeoutMs: number;
  targets: TargetPolicy;
  /** (endpoint, order) pairs sent to at once by this instance */
  concurrency: number;
  /** how often messages overdue without a job are looked for */
  sweepIntervalMs: number;
  onAttempt?: (outcome: DeliveryOutcome) => void;
}

/** a job's data */
const keyOf = (data: unknown): OutboxKey | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const { endpointId, orderId } = data as Record<string, unknown>;
  return typeof endpointId === 'string' && typeof orderId === 'string' ? { endpointId, orderId } : undefined;
};

const ERROR_LOG_INTERVAL_MS = 60_000;
/** a job due within this long wakes the workers when it is due */
const WAKE_WITHIN_MS = 60_000;
/** the answer's body is read up to this much, then dropped */
const MAX_ANSWER_BYTES = 64 * 1024;

export class WebhookDeliverer {
  readonly #options: DelivererOptions;
  readonly #dispatcher: Dispatcher;
  #boss: PgBoss | undefined;
  #starting: Promise<void> | undefined;
  #workers: string[] = [];
  #sweeper: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(options: DelivererOptions) {
    this.#options = options;
    this.#dispatcher = guardedDispatcher(options.targets, { connectTimeoutMs: options.timeoutMs });
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
    await this.#dispatcher.close().catch(() => undefined);
  }

  /** Messages were written for these pairs: each gets a job, and the workers look now. */
  async hint(keys: readonly OutboxKey[], startAfter?: Date): Promise<void> {
    if (keys.length === 0) return;
    await this.#starting;
    const boss = this.#boss;
    if (boss === undefined) return; // not started: its first sweep finds them
    try {
      await boss.insert(
        QUEUE,
        keys.map((key) => ({
          data: key,
          singletonKey: `${key.endpointId}:${key.orderId}`,
          ...(startAfter === undefined ? {} : { startAfter }),
        })),
      );
      const wake = () => {
        for (const id of this.#workers) boss.notifyWorker(id);
      };
      if (startAfter === undefined) wake();
      else this.#wakeAt(startAfter, wake);
    } catch (error) {
      this.#options.logger.warn({ err: error }, 'webhooks: a delivery job was not added; the sweep adds it');
    }
  }

  /** Adds a job for every pair whose messages have been due for `overdueMs` (a job would have sent them). */
  async sweep(overdueMs = this.#options.sweepIntervalMs): Promise<void> {
    try {
      await this.hint(await this.#options.store.overdue(overdueMs));
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
    const { logger, concurrency } = this.#options;
    // expired jobs are looked for about once a timeout, so a killed instance's pair is taken up
    // again within four timeouts and a bit (a minute and a quarter by default)
    const every = Math.max(1, Math.ceil(this.#options.timeoutMs / 1000));
    const supervise = { superviseIntervalSeconds: every, monitorIntervalSeconds: every };
    const boss =
      'url' in database
        ? new PgBoss({
            connectionString: database.url,
            max: 2,
            application_name: 'msp-gateway-webhooks',
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
        'webhooks: the delivery queue failed a call (the same failures are not logged for a minute)',
      );
    });
    await boss.start();
    await boss.createQueue(QUEUE, {
      policy: 'singleton',
      // a job that stopped answering (its instance was killed) is taken up again after this
      expireInSeconds: Math.ceil((3 * this.#options.timeoutMs) / 1000) + 5,
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
      self = await boss.work<OutboxKey>(QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
        const key = keyOf(job?.data);
        if (key !== undefined) await this.#send(key);
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

  /** sends the pair's due messages in order; stops at the first that fails */
  async #send(key: OutboxKey): Promise<void> {
    const { store } = this.#options;
    // a job starts attempts for at most two timeouts, then leaves the rest to the next job of its
    // pair: so it ends within three, and one that does not (its instance was killed) expires
    const until = Date.now() + 2 * this.#options.timeoutMs;
    for (;;) {
      const head = await store.head(key);
      if (head === undefined) return;
      if ('notBefore' in head) {
        // a failed message waits for its next attempt: a job is there for it, or the sweep adds one
        return;
      }
      if (Date.now() > until || this.#closed) {
        await this.hint([key]);
        return;
      }
      const { delivery, endpoint } = head;
      if (head.heldBehind) {
        await store.held(delivery);
        continue;
      }
      if (!endpoint.enabled) {
        // paused by staff: its messages wait, and are sent once it is enabled again
        if (endpoint.disabled_reason === 'STAFF') return;
        await store.failed(
          delivery,
          { statusCode: null, error: 'the endpoint is disabled', retryAt: undefined },
          false,
        );
        this.#options.onAttempt?.('dead_letter');
        return;
      }
      const answer = await this.#attempt(endpoint, delivery);
      if (answer.ok) {
        await store.delivered(delivery, answer.statusCode);
        this.#options.onAttempt?.('delivered');
        continue;
      }
      if (answer.statusCode === 410) {
        await store.gone(endpoint.id);
        await store.failed(delivery, { statusCode: 410, error: answer.error, retryAt: undefined });
        this.#options.onAttempt?.('gone');
        this.#options.logger.warn(
          { endpointId: encodeGlobalID('WebhookEndpoint', endpoint.id) },
          'webhooks: an endpoint answered 410 Gone and is disabled until staff enable it',
        );
        return;
      }
      const delay = nextDelay(this.#options.schedule, delivery.attempts + 1);
      const retryAt = delay === undefined ? undefined : new Date(Date.now() + delay);
      await store.failed(delivery, { statusCode: answer.statusCode, error: answer.error, retryAt });
      this.#options.onAttempt?.(retryAt === undefined ? 'dead_letter' : 'retrying');
      if (retryAt !== undefined) await this.hint([key], retryAt);
      return;
    }
  }

  /** one POST of the message; never throws */
  async #attempt(
    endpoint: WebhookEndpointRow,
    delivery: WebhookDeliveryRow,
  ): Promise<{ ok: true; statusCode: number } | { ok: false; statusCode: number | null; error: string }> {
    const { store, targets, timeoutMs } = this.#options;
    const refusal = refusalOfUrl(endpoint.url, targets);
    if (refusal !== undefined) return { ok: false, statusCode: null, error: refusal.message };
    const message = {
      webhookId: delivery.webhook_id,
      eventType: delivery.event_type,
      occurredAt: delivery.occurred_at,
      data: delivery.data,
    };
    const body = bodyOf(message);
    let secrets: string[];
    try {
      secrets = store.secretsOf(endpoint);
    } catch (error) {
      if (!(error instanceof SecretUnreadable)) throw error;
      this.#options.logger.error(
        { endpointId: encodeGlobalID('WebhookEndpoint', endpoint.id) },
        "webhooks: an endpoint's secret cannot be read with this ENCRYPTION_KEY; rotate its secret (rotateWebhookSecret)",
      );
      return {
        ok: false,
        statusCode: null,
        error:
          "its secret cannot be read with this ENCRYPTION_KEY (it changed): rotate the endpoint's secret",
      };
    }
    try {
      const answer = await request(endpoint.url, {
        method: 'POST',
        dispatcher: this.#dispatcher,
        headers: headersOf(message, body, secrets, new Date()),
        body,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await drain(answer.body);
      const statusCode = answer.statusCode;
      if (statusCode >= 200 && statusCode < 300) return { ok: true, statusCode };
      return { ok: false, statusCode, error: `the endpoint answered ${statusCode}` };
    } catch (error) {
      return { ok: false, statusCode: null, error: reasonOf(error, timeoutMs) };
    }
  }
}

/** reads and drops an answer's body, up to MAX_ANSWER_BYTES */
async function drain(body: AsyncIterable<Buffer> & { destroy(): void }): Promise<void> {
  let read = 0;
  for await (const chunk of body) {
    read += chunk.length;
    if (read > MAX_ANSWER_BYTES) {
      body.destroy();
      return;
    }
  }
}

/** why an attempt got no answer, in words that name no secret */
function reasonOf(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return 'the endpoint could not be reached';
  const code = (error as { code?: unknown }).code;
  if (error.name === 'TimeoutError' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT')
    return `the endpoint did not answer within ${timeoutMs} ms`;
  if (code === 'WEBHOOK_TARGET_NOT_ALLOWED') return error.message;
  return `the endpoint could not be reached (${typeof code === 'string' ? code : error.name})`;
}
