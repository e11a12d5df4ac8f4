/**
 * Prometheus metrics (prom-client): GraphQL operations, errors and durations; provider calls by
 * operation, status and latency, their retries, and the partner's health; requests refused
 * before execution; open subscriptions, their events executed or shared, watched activations
 * and polls; open live queries, their re-executions and what became of their results; Redis health and failures; unhandled rejections.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type JournalHealth, takesOrders } from '../journal/connection.js';
import type { Channel } from '../journal/outbox.js';
import type { Backlog } from '../journal/outbox-operations.js';
import type { ReconciledOutcome } from '../journal/reconcile.js';
import type { ProviderCallEvent, ProviderRetryEvent } from '../provider/client.js';
import type { PartnerState } from '../provider/health.js';
import type { RedisHealth } from '../stores/redis.js';

/** how the outbox gauges' help names each channel's messages and receivers */
const OUTBOX_MESSAGES: Record<Channel, { singular: string; plural: string; receiver: string }> = {
  webhook: { singular: 'webhook message', plural: 'Webhook messages', receiver: 'endpoint' },
  push: { singular: 'push notification', plural: 'Push notifications', receiver: 'device' },
};

export class Metrics {
  readonly registry = new Registry();
  readonly operations = new Counter({
    name: 'graphql_operations_total',
    help: 'GraphQL operations by type, name and outcome',
    labelNames: ['type', 'name', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly errors = new Counter({
    name: 'graphql_errors_total',
    help: 'GraphQL errors by code',
    labelNames: ['code'] as const,
    registers: [this.registry],
  });
  readonly duration = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'Duration of GraphQL queries and mutations',
    labelNames: ['type', 'name'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly providerCalls = new Counter({
    name: 'provider_calls_total',
    help: 'Calls to the partner API by operation and HTTP status (0: no answer)',
    labelNames: ['operation', 'status'] as const,
    registers: [this.registry],
  });
  readonly providerDuration = new Histogram({
    name: 'provider_call_duration_seconds',
    help: 'Latency of calls to the partner API, retries included',
    labelNames: ['operation'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly providerRetries = new Counter({
    name: 'provider_retries_total',
    help: 'GET retries to the partner API by operation and reason (the HTTP status, or the connection error code)',
    labelNames: ['operation', 'reason'] as const,
    registers: [this.registry],
  });
  readonly subscriptions = new Gauge({
    name: 'graphql_subscriptions_open',
    help: 'GraphQL subscriptions open now',
    registers: [this.registry],
  });
  readonly subscriptionEvents = new Counter({
    name: 'graphql_subscription_events_total',
    help: 'Events delivered to subscribers, by execution: executed (for this subscriber and any stream of its caller that shares its document, variables and visibility) or shared (the result of such an execution)',
    labelNames: ['execution'] as const,
    registers: [this.registry],
  });
  readonly liveQueries = new Gauge({
    name: 'graphql_live_queries_open',
    help: 'GraphQL live queries (query @live) open now',
    registers: [this.registry],
  });
  readonly liveQueryExecutions = new Counter({
    name: 'graphql_live_query_executions_total',
    help: 'Live queries run again because something they show changed (counted as each run starts; the first run of each is not)',
    registers: [this.registry],
  });
  readonly liveQueryResults = new Counter({
    name: 'graphql_live_query_results_total',
    help: "Results of live queries' runs again, by outcome: sent, or unchanged (the same as the last one sent, so not sent)",
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly polls = new Counter({
    name: 'activation_polls_total',
    help: 'Provider calls made to poll followed activations, by strategy and success',
    labelNames: ['strategy', 'ok'] as const,
    registers: [this.registry],
  });
  readonly cacheReads = new Counter({
    name: 'partner_cache_reads_total',
    help: 'Partner reads by outcome: hit (fresh from the cache), stale (from the cache, read again behind), miss (asked the partner), fresh (asked the partner, as the read required)',
    labelNames: ['operation', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly redisErrors = new Counter({
    name: 'redis_errors_total',
    help: 'Redis calls that failed or timed out, and refused connection attempts (operation "connect")',
    labelNames: ['operation'] as const,
    registers: [this.registry],
  });
  readonly refused = new Counter({
    name: 'graphql_requests_refused_total',
    help: 'Requests refused before execution, by reason: the HTTP status (401, 403, 413, 429, ...), parse or validation',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly unhandledRejections = new Counter({
    name: 'process_unhandled_rejections_total',
    help: 'Promise rejections nothing handled: logged and counted, and the process goes on',
    registers: [this.registry],
  });

  readonly orderCompletion = new Histogram({
    name: 'order_completion_seconds',
    help: 'Time from sending an order to its final status (DONE, ERROR, CANCELLED), by activation type, as the journal recorded it',
    labelNames: ['activation_type'] as const,
    // from a SUSPEND in seconds to a port-in over weeks
    buckets: [1, 5, 15, 60, 300, 900, 3_600, 4 * 3_600, 86_400, 3 * 86_400, 7 * 86_400, 30 * 86_400],
    registers: [this.registry],
  });
  readonly reconciliations = new Counter({
    name: 'orders_reconciled_total',
    help: 'Orders whose answer was lost, settled by looking at the partner: found there (placed), not (not-placed), left to staff because no exact match could be made (undecided), or found after they had been found not placed (placed-late: the partner took one after the settle window)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly webhookAttempts = new Counter({
    name: 'webhook_deliveries_total',
    help: 'Attempts to deliver a webhook message, by outcome: delivered (2xx), retrying (failed, tried again later), dead_letter (failed for good), gone (the endpoint answered 410 and is disabled)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly pushAttempts = new Counter({
    name: 'push_deliveries_total',
    help: 'Attempts to send a push notification, by service (APNS, FCM) and outcome: delivered, retrying (tried again later), failed (given up), unregistered (the token is gone: the device was deleted)',
    labelNames: ['platform', 'outcome'] as const,
    registers: [this.registry],
  });

  constructor() {
    // the event loop's delay sampled every 100 ms, not prom-client's 10, which woke an idle
    // gateway a hundred times a second. Earns bench/results.md "Start-up and idle memory", idle
    // CPU (docs/operations.md, Metrics)
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 100 });
  }

  watchActivations(watched: () => number): void {
    this.#sampled('activations_watched', 'Activations followed by at least one subscriber', watched);
  }

  /** a gauge read from `read` at each scrape */
  #sampled(name: string, help: string, read: () => number | Promise<number>): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        this.set(await read());
      },
    });
  }

  providerCall = (event: ProviderCallEvent): void => {
    this.providerCalls.inc({ operation: event.operation, status: String(event.status) });
    this.providerDuration.observe({ operation: event.operation }, event.durationMs / 1000);
  };

  providerRetry = (event: ProviderRetryEvent): void => {
    this.providerRetries.inc({ operation: event.operation, reason: event.reason });
  };

  poll = (event: { strategy: string; ok: boolean }): void => {
    this.polls.inc({ strategy: event.strategy, ok: String(event.ok) });
  };

  cacheRead = (operation: string, outcome: string): void => {
    this.cacheReads.inc({ operation, outcome });
  };

  redisError = (operation: string): void => {
    this.redisErrors.inc({ operation });
  };

  /** `partner_up`: 1 while the partner answers the gateway's calls, 0 when it stopped, NaN before the first call */
  watchPartner(state: () => PartnerState): void {
    this.#sampled(
      'partner_up',
      "Whether the partner API answers the gateway's own recent calls (1) or has stopped (0); NaN before the first call",
      () => {
        const now = state();
        return now === 'up' ? 1 : now === 'down' ? 0 : Number.NaN;
      },
    );
  }

  orderCompleted = (activationType: string, seconds: number): void => {
    this.orderCompletion.observe({ activation_type: activationType }, seconds);
  };

  orderReconciled = (outcome: ReconciledOutcome): void => {
    this.reconciliations.inc({ outcome });
  };

  /** `journal_up`: 1 while the journal's database answers (or, in memory, waits for its first use) */
  watchJournal(health: () => JournalHealth): void {
    this.#sampled(
      'journal_up',
      'Whether the order journal can take orders (1: open, or in memory and opened by the first) or not (0): while it cannot, orders are refused and reads go on',
      () => (takesOrders(health()) ? 1 : 0),
    );
  }

  pushAttempt = (
    platform: 'APNS' | 'FCM',
    outcome: 'delivered' | 'retrying' | 'failed' | 'unregistered',
  ): void => {
    this.pushAttempts.inc({ platform, outcome });
  };

  webhookAttempt = (outcome: 'delivered' | 'retrying' | 'dead_letter' | 'gone'): void => {
    this.webhookAttempts.inc({ outcome });
  };

  /**
   * `<channel>_outbox_depth`, `<channel>_dead_letters` and `<channel>_outbox_oldest_seconds` of
   * an outbox channel (webhook, push), read from the database at each scrape (a failed read
   * leaves the last values)
   */
  watchOutbox(channel: Channel, backlog: () => Promise<Backlog>): void {
    const messages = OUTBOX_MESSAGES[channel];
    let last: Backlog = { pending: 0, oldest: null, deadLetters: 0 };
    // one read for the three gauges of a scrape (their collects run together)
    let reading: Promise<Backlog> | undefined;
    const read = () => {
      reading ??= backlog()
        .then((now) => {
          last = now;
          return now;
        })
        .catch(() => last)
        .finally(() => setImmediate(() => (reading = undefined)));
      return reading;
    };
    this.#sampled(
      `${channel}_outbox_depth`,
      `${messages.plural} not delivered yet (PENDING), over every ${messages.receiver}`,
      async () => (await read()).pending,
    );
    this.#sampled(
      `${channel}_dead_letters`,
      `${messages.plural} FAILED for good (dead letters), waiting for a replay`,
      async () => (await read()).deadLetters,
    );
    this.#sampled(
      `${channel}_outbox_oldest_seconds`,
      `Age of the oldest ${messages.singular} not delivered yet, in seconds (0 when none waits)`,
      async () => {
        const { oldest } = await read();
        return oldest === null ? 0 : Math.max(0, (Date.now() - oldest.getTime()) / 1000);
      },
    );
  }

  /** `webhook_circuits_open`: endpoints this instance does not try for now, as they stopped answering */
  watchCircuits(open: () => number): void {
    this.#sampled(
      'webhook_circuits_open',
      'Webhook endpoints whose circuit is open on this instance: their last attempts got no answer, so their messages wait without an attempt until a probe gets one (each instance counts its own)',
      open,
    );
  }

  /** `redis_up`, 1 while Redis answers: registered only by a gateway that uses Redis */
  watchRedis(health: () => RedisHealth): void {
    this.#sampled(
      'redis_up',
      'Whether Redis answers (1) or not (0): while it does not, the gateway serves degraded',
      () => (health() === 'up' ? 1 : 0),
    );
  }
}
