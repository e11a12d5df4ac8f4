/**
 * The parts the front hall (src/app.ts) builds, one factory each, in the order it calls them:
 * each takes what the earlier ones made and returns what it made and how to close it. No part
 * reaches for one made after it; what an earlier part tells a later one (the journal that it
 * opened, that its outbox has messages) goes through the journal's events, which the later
 * part listens to.
 */

import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { WireActivation } from '@msp/partner-interface';
import { type RunningSimulator, SIMULATOR_DEFAULTS, startSimulator } from '@msp/partner-simulator';
import { Authenticator } from '../auth/authenticate.js';
import { PartnerCache } from '../cache/partner-cache.js';
import type { JournalDatabase } from '../journal/database.js';
import { Journal } from '../journal/journal.js';
import { OnDemandQueues } from '../journal/on-demand-queues.js';
import type { OutboxQueues } from '../journal/queue.js';
import { Reconciler } from '../journal/reconcile.js';
import { ChangeRecorder } from '../journal/recorder.js';
import { SecretBox } from '../journal/secret-box.js';
import { accessLog, type Logger } from '../observability/logger.js';
import type { Metrics } from '../observability/metrics.js';
import type { PartnerApi } from '../provider/api.js';
import { type ProviderCallEvent, ProviderClient } from '../provider/client.js';
import { PartnerHealth } from '../provider/health.js';
import { ListSizes } from '../provider/paging.js';
import { serveDevelopmentPush } from '../push/development-page.js';
import { createPush, type Push } from '../push/index.js';
import { JournaledOrders } from '../resolvers/orders/idempotency.js';
import { recordKeyOfId } from '../schema/live-query-keys.js';
import type { Config } from '../settings/config.js';
import { JOURNAL_DEFAULTS } from '../settings/defaults.js';
import { DEVELOPMENT_KEY } from '../settings/published.js';
import { MemoryCacheStore, RedisCacheStore } from '../stores/cache.js';
import { type Coordination, LocalCoordination, RedisCoordination } from '../stores/coordination.js';
import { MemoryRateLimiter, RedisRateLimiter } from '../stores/rate-limit.js';
import { RedisConnections } from '../stores/redis.js';
import { closeLive, createLive, type Live } from '../subscriptions/live.js';
import type { WatchEvent } from '../subscriptions/pubsub.js';
import { trackMutations } from '../transport/drain.js';
import { refusedHost } from '../transport/hosts.js';
import { httpServerOptions } from '../transport/http-server.js';
import { WebhookDeliverer } from '../webhooks/delivery.js';
import type { Webhooks } from '../webhooks/index.js';
import { WebhookStore } from '../webhooks/store.js';
import { listen, listenErrorOf } from './listen.js';
import { attachWebSocket } from './websocket.js';
import { createGateway, type Gateway } from './yoga.js';

/** What a factory made, and how to close it (nothing to close: a no-op). */
export interface Part<T> {
  made: T;
  close(): Promise<void> | void;
}

const nothingToClose = () => undefined;

/** beyond the partner timeout, for a request to write its answer once the partner's has come */
const SHUTDOWN_MARGIN_MS = 1_000;

/** the embedded simulator, when no partner URL is configured */
export async function simulatorPart(config: Config): Promise<Part<RunningSimulator | undefined>> {
  const { port = 0, host = SIMULATOR_DEFAULTS.host } = config.simulator;
  const simulator =
    config.provider.baseUrl === undefined
      ? await startSimulator({ ...config.simulator, port, host }).catch((error: unknown) => {
          throw listenErrorOf(error, {
            port,
            portSetting: 'SIMULATOR_PORT',
            host,
            hostSetting: 'SIMULATOR_HOST',
          });
        })
      : undefined;
  return { made: simulator, close: () => simulator?.close() };
}

/** the partner client, and the health its calls tell */
export function providerPart(
  config: Config,
  metrics: Metrics,
  baseUrl: string,
): Part<{ provider: ProviderClient; partnerHealth: PartnerHealth }> {
  const partnerHealth = new PartnerHealth();
  metrics.watchPartner(() => partnerHealth.state());
  const provider = new ProviderClient({
    onCall: (call: ProviderCallEvent) => {
      metrics.providerCall(call);
      partnerHealth.record(call);
    },
    onRetry: metrics.providerRetry,
    baseUrl,
    auth: config.provider.auth,
    ...(config.provider.tls !== undefined ? { tls: config.provider.tls } : {}),
    timeoutMs: config.provider.timeoutMs,
    retry: { maxRetries: config.provider.retries },
    connections: config.provider.connections,
    // the partner cache shares reads itself, and never one that began before an invalidation
    deduplicate: !config.cache.enabled,
  });
  return { made: { provider, partnerHealth }, close: () => provider.close() };
}

/** Redis, when configured: its connections, and the coordination of instances over it */
export function redisPart(
  config: Config,
  logger: Logger,
  metrics: Metrics,
): Part<{ redis: RedisConnections | undefined; coordination: Coordination<WatchEvent> }> {
  const redis =
    config.redis === undefined
      ? undefined
      : new RedisConnections({ ...config.redis, logger, onError: metrics.redisError });
  if (redis !== undefined) metrics.watchRedis(() => redis.health());
  const coordination: Coordination<WatchEvent> =
    redis === undefined || config.redis === undefined
      ? new LocalCoordination()
      : new RedisCoordination(redis, config.redis.leaseTtlMs);
  return {
    made: { redis, coordination },
    close: async () => {
      await coordination.close();
      await redis?.close();
    },
  };
}

/** the partner as the graph reads it: through the partner cache, when it is on */
export function partnerPart(
  config: Config,
  metrics: Metrics,
  provider: ProviderClient,
  redis: RedisConnections | undefined,
): Part<{ cache: PartnerCache | undefined; partner: PartnerApi }> {
  const cache = config.cache.enabled
    ? new PartnerCache({
        client: provider,
        store:
          redis === undefined ? new MemoryCacheStore(config.cache.maxRecords) : new RedisCacheStore(redis),
        freshness: config.cache.freshness,
        onRead: metrics.cacheRead,
      })
    : undefined;
  return { made: { cache, partner: cache ?? provider }, close: nothingToClose };
}

/** What the journal tells the parts made after it. */
export type JournalEvents = EventEmitter<{
  /** its database is open (again): follow its open orders, start the queues */
  open: [database: JournalDatabase];
}>;

/**
 * The order journal, opened in the background (reads need none of it), and the job queues its
 * outbox goes out through: what a statement wrote is hinted to its channel's queue at once, and
 * each channel (webhooks, push) adds its queue before the database can have opened. Its `open`
 * event reaches the parts made after it likewise: nothing awaits between this part and theirs.
 */
export function journalPart(
  config: Config,
  logger: Logger,
  metrics: Metrics,
): Part<{ journal: Journal; queues: OutboxQueues; events: JournalEvents }> {
  const events: JournalEvents = new EventEmitter();
  const queues = new OnDemandQueues(logger);
  const journal = new Journal({
    target: config.journal.target,
    logger,
    onFinal: metrics.orderCompleted,
    onOutbox: (keys) => void queues.hint(keys),
    onOpen: (database) => events.emit('open', database),
  });
  metrics.watchJournal(() => journal.health());
  events.on('open', (database) => {
    queues
      .start(database.jobs, () => journal.undelivered())
      .catch((error: unknown) =>
        logger.error(
          { err: error },
          'outbox: the delivery queues did not start; messages wait in the outbox',
        ),
      );
  });
  return {
    made: { journal, queues, events },
    close: async () => {
      await queues.close();
      await journal.close();
    },
  };
}

/** what keeps webhook secrets and push tokens encrypted at rest */
export function secretBoxOf(config: Config, logger: Logger): SecretBox {
  if (config.webhooks.encryptionKey !== undefined)
    return SecretBox.fromSetting(config.webhooks.encryptionKey);
  logger.warn(
    'ENCRYPTION_KEY is unset: webhook secrets and push tokens are kept under a development key anyone can read. Set it for anything but local development.',
  );
  return new SecretBox(DEVELOPMENT_KEY);
}

/** order webhooks: the journal writes their messages, the deliverer sends them */
export function webhooksPart(
  config: Config,
  logger: Logger,
  metrics: Metrics,
  { journal, queues }: { journal: Journal; queues: OutboxQueues },
  box: SecretBox,
): Part<Webhooks> {
  const store = new WebhookStore(journal, box);
  const targets = {
    production: config.production,
    allowPrivateNetworks: config.webhooks.allowPrivateNetworks,
  };
  const deliverer = new WebhookDeliverer({
    queues,
    store,
    logger,
    schedule: config.webhooks.retrySchedule,
    timeoutMs: config.webhooks.timeoutMs,
    targets,
    concurrency: config.webhooks.concurrency,
    sweepIntervalMs: config.webhooks.sweepIntervalMs,
    onAttempt: metrics.webhookAttempt,
  });
  metrics.watchOutbox('webhook', () => store.backlog());
  metrics.watchCircuits(() => deliverer.breakers.open());
  return {
    made: { store, deliverer, targets, secretOverlapMs: config.webhooks.secretOverlapMs },
    close: () => deliverer.close(),
  };
}

/** push: the journal writes a message per device that hears of an order, APNs and FCM take them */
export function pushPart(
  config: Config,
  logger: Logger,
  metrics: Metrics,
  { journal, queues }: { journal: Journal; queues: OutboxQueues },
  box: SecretBox,
): Part<Push> {
  const push = createPush({
    queues,
    journal,
    box,
    logger,
    settings: config.push,
    onAttempt: metrics.pushAttempt,
  });
  metrics.watchOutbox('push', () => push.store.backlog());
  return { made: push, close: () => push.deliverer.close() };
}

/**
 * The live layer (subscriptions and live queries) and the recorder of what its polls saw: a
 * change is recorded in the journal, dropped from the partner cache, then shown to live queries.
 */
export function livePart(
  config: Config,
  logger: Logger,
  metrics: Metrics,
  parts: {
    provider: ProviderClient;
    journal: Journal;
    cache: PartnerCache | undefined;
    redis: RedisConnections | undefined;
    coordination: Coordination<WatchEvent>;
  },
): Part<Live> {
  // one poll's changes after another's, kept through an outage of the database
  const recorder = new ChangeRecorder(parts.journal, logger, JOURNAL_DEFAULTS.reconcileIntervalMs);
  const live: Live = createLive({
    provider: parts.provider,
    eventTarget: parts.redis?.eventTarget(),
    poll: config.watch.poll,
    maxInFlight: config.watch.maxInFlight,
    recordsPerCall: config.batch.recordsPerCall,
    onPoll: metrics.poll,
    onChange: async (activations: readonly WireActivation[]) => {
      recorder.record(activations);
      await parts.cache?.changed(activations);
      // after the cache dropped it: a live query that runs again reads the change
      live.queries.changed(activations);
    },
    coordination: parts.coordination,
    recordKeyOfId,
  });
  metrics.watchActivations(() => live.watcher.stats().watched);
  return {
    made: live,
    close: async () => {
      closeLive(live);
      await recorder.close();
    },
  };
}

/**
 * Reconciliation of orders whose answer was lost, and, each time the journal opens, what it
 * resumes: the open orders followed again, reconciliation, and the retention of old entries.
 */
export function reconcilerPart(
  config: Config,
  logger: Logger,
  metrics: Metrics,
  {
    journal,
    events,
    provider,
    live,
  }: { journal: Journal; events: JournalEvents; provider: ProviderClient; live: Live },
): Part<{ reconciler: Reconciler; settleMs: number; retention: () => Promise<void> }> {
  const settleMs = config.provider.timeoutMs + config.journal.settleMarginMs;
  const reconciler = new Reconciler({
    journal,
    partner: provider,
    logger,
    settleMs,
    intervalMs: JOURNAL_DEFAULTS.reconcileIntervalMs,
    onFound: (activation) => live.watcher.announce(activation),
    onDecided: (outcome) => {
      metrics.orderReconciled(outcome);
      // an entry decided (or found undecided) shows in placedOrders with no activation changing
      live.queries.ordersDecided();
    },
  });
  let pruning: NodeJS.Timeout | undefined;
  const prune = () =>
    journal.prune({ orderDays: config.journal.retentionDays, deviceDays: config.push.deviceTtlDays }).then(
      (deleted) => {
        if (deleted.orders + deleted.devices > 0) logger.info(deleted, 'journal retention: deleted');
      },
      (error: unknown) => logger.warn({ err: error }, 'journal retention: nothing deleted this time'),
    );
  events.on('open', async () => {
    try {
      for (const id of await journal.openActivations()) live.watcher.follow(id);
    } catch (error) {
      logger.error({ err: error }, 'journal: open orders not followed again');
    }
    reconciler.start();
    void prune();
    // opened again (its database was made again): the timer runs already
    pruning ??= setInterval(prune, JOURNAL_DEFAULTS.pruneIntervalMs);
    pruning.unref();
  });
  return {
    made: { reconciler, settleMs, retention: prune },
    close: async () => {
      clearInterval(pruning);
      await reconciler.close();
    },
  };
}

/** what the GraphQL server is made of, from the parts before it */
export interface GatewayParts {
  partner: PartnerApi;
  partnerHealth: PartnerHealth;
  redis: RedisConnections | undefined;
  journal: Journal;
  reconciler: Reconciler;
  settleMs: number;
  webhooks: Webhooks;
  push: Push;
  live: Live;
}

/** The GraphQL server (the yoga), and what a stop tells it: that it is stopping, and the mutations in flight. */
export function gatewayPart(
  config: Config,
  logger: Logger,
  metrics: Metrics,
  parts: GatewayParts,
): Part<{
  gateway: Gateway;
  authenticator: Authenticator;
  stopping: AbortController;
  mutations: ReturnType<typeof trackMutations>;
}> {
  const { redis, journal } = parts;
  const stopping = new AbortController();
  const mutations = trackMutations(stopping.signal);
  const authenticator = new Authenticator(config.auth);
  if (!authenticator.enabled) {
    logger.warn(
      'AUTHENTICATION IS OFF: every caller is staff with every scope. Set AUTH_MODE (jwt, apikey) for anything but local development.',
    );
  }
  const limiter = (perMinute: number) =>
    redis === undefined ? new MemoryRateLimiter(perMinute) : new RedisRateLimiter(redis, perMinute);
  const gateway = createGateway({
    provider: parts.partner,
    sizes: new ListSizes(),
    batch: config.batch,
    orders: new JournaledOrders({
      journal,
      reconciler: parts.reconciler,
      settleMs: parts.settleMs,
      // half the operation's deadline: what comes before (the rules' look-ups, the journal) has the rest
      answerWithinMs: config.protection.executionTimeoutMs / 2,
      logger,
    }),
    journal,
    webhooks: parts.webhooks,
    push: parts.push,
    journalHealth: () => journal.health(),
    live: parts.live,
    logger,
    authenticator,
    rateLimiter: limiter(config.rateLimitPerMinute),
    partnerBudget: limiter(config.partnerCallsPerMinute),
    metrics,
    protection: config.protection,
    persistedOperations: config.persistedOperations,
    graphiql: config.graphiql,
    maxStreamsPerCaller: config.transport.maxStreamsPerCaller,
    maxBodyBytes: config.maxBodyBytes,
    redisHealth: redis === undefined ? undefined : () => redis.health(),
    partnerHealth: parts.partnerHealth,
    stopping: stopping.signal,
    mutations,
    tracing: config.tracing.on ? { trustedCallers: config.tracing.trustedCallers } : undefined,
  });
  return { made: { gateway, authenticator, stopping, mutations }, close: nothingToClose };
}

/**
 * The HTTP server (and /metrics on a port of its own, when configured) and graphql-ws on it,
 * listening. Closing it is the first step of a stop: no new connections, mutations refused
 * before anything leaves, WebSockets closed with 1001, the mutations in flight drained (as long
 * as the partner may take to answer them), then the sockets left.
 */
export async function serversPart(
  config: Config,
  logger: Logger,
  metrics: Metrics,
  { gateway, authenticator, stopping, mutations }: ReturnType<typeof gatewayPart>['made'],
  push: Push,
): Promise<Part<{ url: string; metricsUrl: string }>> {
  // the development target's page (GET /dev/push), while it records; never in production
  const developmentPush = push.development === undefined ? undefined : serveDevelopmentPush(push.development);
  /** Prometheus text; with a token configured, only for a caller who brings it */
  const serveMetrics = async (req: IncomingMessage, res: ServerResponse) => {
    if (
      config.metrics.token !== undefined &&
      req.headers.authorization !== `Bearer ${config.metrics.token}`
    ) {
      res.writeHead(401).end();
      return;
    }
    res.writeHead(200, { 'content-type': metrics.registry.contentType });
    res.end(await metrics.registry.metrics());
  };
  // with a port of its own, /metrics is served there only (bind it where only Prometheus reaches)
  const metricsServer =
    config.metrics.port === undefined
      ? undefined
      : createServer((req, res) => {
          if (refusedHost(config.publicHosts, req, res)) return;
          if (req.url === '/metrics' && req.method === 'GET') void serveMetrics(req, res);
          else res.writeHead(404).end();
        });
  const logRequest = accessLog(logger);
  const server: Server = createServer(httpServerOptions(config.transport), async (req, res) => {
    logRequest(req, res);
    // every path: a DNS rebinding page may read whatever the gateway answers its own name
    if (refusedHost(config.publicHosts, req, res)) return;
    if (config.metrics.port === undefined && req.url === '/metrics' && req.method === 'GET') {
      await serveMetrics(req, res);
      return;
    }
    if (developmentPush?.(req, res) === true) return;
    gateway(req, res);
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // /metrics first: a gateway port that cannot be had then leaves one server to close
  if (metricsServer !== undefined && config.metrics.port !== undefined)
    await listen(metricsServer, {
      port: config.metrics.port,
      portSetting: 'METRICS_PORT',
      host: config.host,
      hostSetting: 'HOST',
    });
  try {
    await listen(server, { port: config.port, portSetting: 'PORT', host: config.host, hostSetting: 'HOST' });
  } catch (error) {
    if (metricsServer !== undefined) await new Promise((resolve) => metricsServer.close(resolve));
    throw error;
  }
  // graphql-ws only once listening, in the same turn (no upgrade can come in between): ws
  // passes every error of the server to graphql-ws, which would print a failed listen as
  // an "internal error" with its stack, beside the one line the start fails with
  const websocket = attachWebSocket(server, gateway, {
    keepAliveMs: config.watch.keepAliveMs,
    connectionInitWaitTimeoutMs: config.watch.initTimeoutMs,
    authenticator,
    maxSocketsPerCaller: config.transport.maxSocketsPerCaller,
    maxPendingSocketsPerAddress: config.transport.maxPendingSocketsPerAddress,
    maxPendingSockets: config.transport.maxPendingSockets,
    maxPayloadBytes: config.maxBodyBytes,
    persistedOperations: config.persistedOperations,
    origins: config.protection.origins,
    hosts: config.publicHosts,
  });
  // an error once listening (a connection that could not be accepted) is logged: an 'error'
  // nobody listens to would end the process (ws passes the gateway server's to graphql-ws too)
  for (const listening of [server, metricsServer])
    listening?.on('error', (error) => logger.error({ err: error }, 'HTTP server error'));

  const close = async () => {
    // 1. no new connections; from now on a mutation is refused with SHUTTING_DOWN before
    //    anything is sent (the client may send it again, elsewhere), SSE streams end with a
    //    last SHUTTING_DOWN event, and /ready answers 503
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    stopping.abort();
    metricsServer?.close();
    // 2. WebSockets close with 1001 Going Away, with no last message, so that graphql-ws
    //    clients reconnect and subscribe again elsewhere (a `complete` would end their
    //    subscriptions for good): at once, or, for one carrying a mutation, once that
    //    mutation's result has been sent on it (else its client would send it again)
    const socketsClosed = websocket.close();
    // 3. a keep-alive connection goes as soon as its last request is answered
    server.closeIdleConnections();
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    // 4. the mutations in flight, on every transport, may take as long as the partner may
    //    take to answer them, and are journaled then; past that, the sockets go
    let grace: NodeJS.Timeout | undefined;
    const graceOver = new Promise<void>((resolve) => {
      grace = setTimeout(() => {
        for (const socket of sockets) socket.destroy();
        resolve();
      }, config.provider.timeoutMs + SHUTDOWN_MARGIN_MS);
    });
    // only once they have all ended (or the grace is over) do the parts they write to close
    await Promise.race([mutations.drained(), graceOver]);
    await closed;
    await socketsClosed;
    clearInterval(idle);
    clearTimeout(grace);
  };
  return { made: { url: urlOf(server), metricsUrl: urlOf(metricsServer ?? server) }, close };
}

function urlOf(listening: Server): string {
  const address = listening.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
