/**
 * The outbox's webhook channel (src/journal/outbox.ts): how one message is POSTed to one
 * endpoint, as the outbox's delivery loop (src/journal/queue.ts) sends an (endpoint, order)
 * pair's messages, oldest first, until one fails or none is left.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Dispatcher } from 'undici';
import { request } from 'undici';
import { CODES } from '../errors/codes.js';
import { answerOf } from '../journal/answers.js';
import type { ReceiverOrder } from '../journal/outbox.js';
import type { OutboxQueue, OutboxQueues, Step } from '../journal/queue.js';
import { nextDelay } from '../journal/retry-schedule.js';
import type { WebhookEndpointRow } from '../journal/tables.js';
import type { Logger } from '../observability/logger.js';
import { Breakers } from './breaker.js';
import { bodyOf, headersOf, type Message, testMessageOf } from './message.js';
import { type Due, SecretUnreadable, type WebhookStore } from './store.js';
import { guardedDispatcher, refusalOfUrl, type TargetPolicy } from './targets.js';

/** what became of a test message (sendTestWebhookEvent): its one attempt, never retried nor kept */
export interface TestSent {
  webhookId: string;
  delivered: boolean;
  statusCode: number | null;
  error: string | null;
}

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

export class WebhookDeliverer {
  readonly #options: DelivererOptions;
  readonly #dispatcher: Dispatcher;
  readonly #queue: OutboxQueue<Due>;
  /** the endpoints that stopped answering, tried again only now and then */
  readonly breakers: Breakers;

  constructor(options: DelivererOptions) {
    this.#options = options;
    this.breakers = new Breakers(options.timeoutMs);
    this.#dispatcher = guardedDispatcher(options.targets, { connectTimeoutMs: options.timeoutMs });
    this.#queue = options.queues.add<Due>({
      channel: 'webhook',
      label: 'webhooks',
      concurrency: options.concurrency,
      timeoutMs: options.timeoutMs,
      sweepIntervalMs: options.sweepIntervalMs,
      suspect: (endpointId) => this.breakers.suspect(endpointId),
      head: (pair) => options.store.head(pair),
      deliver: (due) => this.#deliver(due),
      overdue: (ms) => options.store.overdue(ms),
    });
  }

  /** Closes its connections; the queues stop first. */
  async close(): Promise<void> {
    await this.#dispatcher.close().catch(() => undefined);
  }

  /** Messages are due for these pairs (replayed, or an endpoint enabled again): each gets a job. */
  hint(pairs: readonly ReceiverOrder[]): Promise<void> {
    // staff asked for these now: an endpoint's circuit does not make them wait
    for (const { receiverId } of pairs) this.breakers.forget(receiverId);
    return this.#queue.hint(pairs);
  }

  /**
   * Sends the endpoint a `webhook.test` message, signed as its messages are, once: to check a
   * new endpoint. Sent whether the endpoint is enabled or not, through the same guarded
   * connection; it is not written to the outbox.
   */
  async test(endpoint: WebhookEndpointRow): Promise<TestSent> {
    const { message, body } = testMessageOf(endpoint.id, new Date());
    const answer = await this.#attempt(endpoint, message, body);
    return answer.ok
      ? { webhookId: message.webhookId, delivered: true, statusCode: answer.statusCode, error: null }
      : {
          webhookId: message.webhookId,
          delivered: false,
          statusCode: answer.statusCode,
          error: answer.error,
        };
  }

  /**
   * One attempt of the pair's next message. A message held behind a dead letter of its order
   * fails with it; a paused endpoint's wait; the first that fails stops the pair (its order's
   * later messages wait behind it).
   */
  async #deliver({ delivery, endpoint, heldBehind }: Due): Promise<Step> {
    const { store } = this.#options;
    if (heldBehind) {
      await store.held(delivery);
      return 'next';
    }
    if (!endpoint.enabled) {
      // paused by staff: its messages wait, and are sent once it is enabled again
      if (endpoint.disabled_reason === 'STAFF') return 'stop';
      await store.failed(
        delivery,
        { statusCode: null, error: 'the endpoint is disabled', retryAt: undefined },
        false,
      );
      this.#options.onAttempt?.('dead_letter');
      return 'stop';
    }
    const admission = this.breakers.admit(endpoint.id);
    if (!admission.go) {
      // no attempt while its circuit is open: the message waits, without holding a worker
      await store.postpone(delivery, admission.until, admission.reason);
      return { retryAt: admission.until };
    }
    const message = {
      webhookId: delivery.webhook_id,
      eventType: delivery.event_type,
      occurredAt: delivery.occurred_at,
      data: delivery.data,
    };
    const ended = this.breakers.started(endpoint.id);
    const answer = await this.#attempt(endpoint, message, bodyOf(message)).finally(ended);
    if (!answer.ok && answer.timedOut === true) this.breakers.timedOut(endpoint.id);
    else this.breakers.settled(endpoint.id);
    if (answer.ok) {
      await store.delivered(delivery, answer.statusCode);
      this.#options.onAttempt?.('delivered');
      return 'next';
    }
    if (answer.statusCode === 410) {
      await store.gone(endpoint.id);
      await store.failed(delivery, { statusCode: 410, error: answer.error, retryAt: undefined });
      this.#options.onAttempt?.('gone');
      this.#options.logger.warn(
        { endpointId: encodeGlobalID('WebhookEndpoint', endpoint.id) },
        'webhooks: an endpoint answered 410 Gone and is disabled until staff enable it',
      );
      return 'stop';
    }
    const delay = nextDelay(this.#options.schedule, delivery.attempts + 1);
    const retryAt = delay === undefined ? undefined : new Date(Date.now() + delay);
    await store.failed(delivery, { statusCode: answer.statusCode, error: answer.error, retryAt });
    this.#options.onAttempt?.(retryAt === undefined ? 'dead_letter' : 'retrying');
    return retryAt === undefined ? 'stop' : { retryAt };
  }

  /** one POST of the message; never throws */
  async #attempt(
    endpoint: WebhookEndpointRow,
    message: Message,
    body: string,
  ): Promise<
    | { ok: true; statusCode: number }
    | { ok: false; statusCode: number | null; error: string; timedOut?: true }
  > {
    const { store, targets, timeoutMs } = this.#options;
    const refusal = refusalOfUrl(endpoint.url, targets);
    if (refusal !== undefined) return { ok: false, statusCode: null, error: refusal.message };
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
      // read (so that the connection is kept) and dropped
      await answerOf(answer.body);
      const statusCode = answer.statusCode;
      if (statusCode >= 200 && statusCode < 300) return { ok: true, statusCode };
      return { ok: false, statusCode, error: `the endpoint answered ${statusCode}` };
    } catch (error) {
      const failure = { ok: false, statusCode: null, error: reasonOf(error, timeoutMs) } as const;
      // no answer within the timeout, the worker held all along: what opens a circuit (a
      // refused connection fails at once, and keeps to the retry schedule)
      return timedOut(error) ? { ...failure, timedOut: true } : failure;
    }
  }
}

/** whether an attempt ended because the endpoint did not answer (or connect) within the timeout */
function timedOut(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    error.name === 'TimeoutError' ||
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT' ||
    code === 'UND_ERR_CONNECT_TIMEOUT'
  );
}

/** why an attempt got no answer, in words that name no secret */
function reasonOf(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return 'the endpoint could not be reached';
  const code = (error as { code?: unknown }).code;
  if (timedOut(error)) return `the endpoint did not answer within ${timeoutMs} ms`;
  if (code === CODES.WEBHOOK_TARGET_NOT_ALLOWED) return error.message;
  return `the endpoint could not be reached (${typeof code === 'string' ? code : error.name})`;
}
