/**
 * Delivery of the outbox's webhook messages (src/journal/outbox.ts) through the outbox queue
 * (src/journal/queue.ts): a job names an (endpoint, order) pair, and running it POSTs that
 * order's due messages to that endpoint, the oldest first, until one fails or none is left.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Dispatcher } from 'undici';
import { request } from 'undici';
import { CODES } from '../errors/codes.js';
import type { OutboxKey } from '../journal/outbox.js';
import type { OutboxQueue, OutboxQueues } from '../journal/queue.js';
import { nextDelay } from '../journal/retry-schedule.js';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../journal/tables.js';
import type { Logger } from '../observability/logger.js';
import { bodyOf, headersOf } from './message.js';
import { SecretUnreadable, type WebhookStore } from './store.js';
import { guardedDispatcher, refusalOfUrl, type TargetPolicy } from './targets.js';

export const QUEUE = 'webhook-deliveries';

/** how a delivery attempt ended, for the metrics */
export type DeliveryOutcome = 'delivered' | 'retrying' | 'dead_letter' | 'gone';

export interface DelivererOptions {
  /** the outbox's queues: this adds its own */
  queues: OutboxQueues;
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

/** the answer's body is read up to this much, then dropped */
const MAX_ANSWER_BYTES = 64 * 1024;

export class WebhookDeliverer {
  readonly #options: DelivererOptions;
  readonly #dispatcher: Dispatcher;
  readonly #queue: OutboxQueue<OutboxKey>;

  constructor(options: DelivererOptions) {
    this.#options = options;
    this.#dispatcher = guardedDispatcher(options.targets, { connectTimeoutMs: options.timeoutMs });
    this.#queue = options.queues.add<OutboxKey>({
      name: QUEUE,
      label: 'webhooks',
      concurrency: options.concurrency,
      timeoutMs: options.timeoutMs,
      sweepIntervalMs: options.sweepIntervalMs,
      keyOf,
      pairOf: (key) => `${key.endpointId}:${key.orderId}`,
      send: (key, until) => this.#send(key, until),
      overdue: (ms) => options.store.overdue(ms),
    });
  }

  /** Closes its connections; the queues stop first. */
  async close(): Promise<void> {
    await this.#dispatcher.close().catch(() => undefined);
  }

  /** Messages were written for these pairs: each gets a job, and the workers look now. */
  hint(keys: readonly OutboxKey[], startAfter?: Date): Promise<void> {
    return this.#queue.hint(keys, startAfter);
  }

  /** sends the pair's due messages in order; stops at the first that fails */
  async #send(key: OutboxKey, until: number): Promise<void> {
    const { store } = this.#options;
    for (;;) {
      const head = await store.head(key);
      if (head === undefined) return;
      if ('notBefore' in head) {
        // a failed message waits for its next attempt: a job is there for it, or the sweep adds one
        return;
      }
      if (Date.now() > until || this.#queue.closed) {
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
  if (code === CODES.WEBHOOK_TARGET_NOT_ALLOWED) return error.message;
  return `the endpoint could not be reached (${typeof code === 'string' ? code : error.name})`;
}
