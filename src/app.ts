/**
 * The whole gateway as one object: the embedded simulator when no partner URL is configured,
 * the provider client, the GraphQL server on a Node HTTP server. `start()` listens, `stop()`
 * closes everything it opened.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { WireActivation } from '@msp/partner-interface';
import { type RunningSimulator, startSimulator } from '@msp/partner-simulator';
import { Authenticator } from './auth/authenticate.js';
import { PartnerCache } from './cache/partner-cache.js';
import type { Config } from './config.js';
import { JOURNAL_DEFAULTS } from './defaults.js';
import { Journal } from './journal/journal.js';
import { OutboxQueues } from './journal/queue.js';
import { Reconciler } from './journal/reconcile.js';
import { ChangeRecorder } from './journal/recorder.js';
import { SecretBox } from './journal/secret-box.js';
import { closeLive, createLive, type Live } from './live/live.js';
import type { WatchEvent } from './live/pubsub.js';
import { accessLog, type Logger } from './logger.js';
import { Metrics } from './metrics.js';
import type { PartnerApi } from './provider/api.js';
import { type ProviderCallEvent, ProviderClient } from './provider/client.js';
import { PartnerHealth } from './provider/health.js';
import { ListSizes } from './provider/paging.js';
import { createPush } from './push/index.js';
import { JournaledOrders } from './resolvers/orders/idempotency.js';
import { recordKeyOfId } from './schema/live-keys.js';
import { MemoryCacheStore, RedisCacheStore } from './stores/cache.js';
import { type Coordination, LocalCoordination, RedisCoordination } from './stores/coordination.js';
import { MemoryRateLimiter, RedisRateLimiter } from './stores/rate-limit.js';
import { RedisConnections } from './stores/redis.js';
import { trackMutations } from './transport/drain.js';
import { refusedHost } from './transport/hosts.js';
import { httpServerOptions } from './transport/http-server.js';
import { WebhookDeliverer } from './webhooks/delivery.js';
import type { Webhooks } from './webhooks/index.js';
import { WebhookStore } from './webhooks/store.js';
import { attachWebSocket } from './websocket.js';
import { createGateway, type Gateway } from './yoga.js';

export interface RunningApp {
  /** the gateway's base URL, for example http://127.0.0.1:4000 */
  url: string;
  /** where /metrics is served: the gateway's URL, or its own port's (METRICS_PORT) */
  metricsUrl: string;
  /** the partner API the gateway talks to */
  providerUrl: string;
  /** the embedded simulator, when no PROVIDER_BASE_URL is configured */
  simulator: RunningSimulator | undefined;
  gateway: Gateway;
  provider: ProviderClient;
  live: Live;
  metrics: Metrics;
  journal: Journal;
  webhooks: Webhooks;
  stop(): Promise<void>;
}

/** the key of webhook secrets when ENCRYPTION_KEY is unset, outside production only: known to anyone */
const DEVELOPMENT_KEY = createHash('sha256').update('msp-gateway development key').digest();

/** beyond the partner timeout, for a request to write its answer once the partner's has come */
const SHUTDOWN_MARGIN_MS = 1_000;

export async function startApp(config: Config, logger: Logger): Promise<RunningApp> {
  const simulator =
    config.provider.baseUrl === undefined
      ? await startSimulator({ ...config.simulator, port: config.simulator.port ?? 0 })
      : undefined;
  const providerUrl = config.provider.baseUrl ?? simulator?.url ?? '';
  let watched = () => 0;
  const metrics = new Metrics(() => watched());
  const partnerHealth = new PartnerHealth();
  metrics.watchPartner(() => partnerHealth.state());
  const provider = new ProviderClient({
    onCall: (call: ProviderCallEvent) => {
      metrics.providerCall(call);
      partnerHealth.record(call);
    },
    onRetry: metrics.providerRetry,
    baseUrl: providerUrl,
    auth: config.provider.auth,
    ...(config.provider.tls !== undefined ? { tls: config.provider.tls } : {}),
    timeoutMs: config.provider.timeoutMs,
    retry: { maxRetries: config.provider.retries },
    connections: config.provider.connections,
    // the partner cache shares reads itself, and never one that began before an invalidation
    deduplicate: !config.cache.enabled,
  });
  const redis =
    config.redis === undefined
      ? undefined
      : new RedisConnections({ ...config.redis, logger, onError: metrics.redisError });
  if (redis !== undefined) metrics.watchRedis(() => redis.health());
  const coordination: Coordination<WatchEvent> =
    redis === undefined || config.redis === undefined
      ? new LocalCoordination()
      : new RedisCoordination(redis, config.redis.leaseTtlMs);
  const cache = config.cache.enabled
    ? new PartnerCache({
        client: provider,
        store:
          redis === undefined ? new MemoryCacheStore(config.cache.maxRecords) : new RedisCacheStore(redis),
        freshness: config.cache.freshness,
        onRead: metrics.cacheRead,
      })
    : undefined;
  const partner: PartnerApi = cache ?? provider;

  // the order journal: opened in the background (reads need none of it); once open, the
  // orders it holds that are not final are followed again, and those whose answer was lost
  // are looked for at the partner
  // the outbox's messages go out through one job queue on the journal's database
  const queues = new OutboxQueues(logger);
  const journal = new Journal({
    target: config.journal.target,
    logger,
    onFinal: metrics.orderCompleted,
    onOutbox: (keys) => void deliverer.hint(keys),
    onPush: (keys) => void push.deliverer.hint(keys),
    onOpen: (database) => {
      void resume();
      queues
        .start(database.jobs)
        .catch((error: unknown) =>
          logger.error(
            { err: error },
            'outbox: the delivery queues did not start; messages wait in the outbox',
          ),
        );
    },
  });
  metrics.watchJournal(() => journal.health());

  // order webhooks: the journal writes their messages, the deliverer sends them
  if (config.webhooks.encryptionKey === undefined) {
    logger.warn(
      'ENCRYPTION_KEY is unset: webhook secrets and push tokens are kept under a development key anyone can read. Set it for anything but local development.',
    );
  }
  const box =
    config.webhooks.encryptionKey === undefined
      ? new SecretBox(DEVELOPMENT_KEY)
      : SecretBox.fromSetting(config.webhooks.encryptionKey);
  const webhookStore = new WebhookStore(journal, box);
  const targets = {
    production: config.production,
    allowPrivateNetworks: config.webhooks.allowPrivateNetworks,
  };
  const deliverer = new WebhookDeliverer({
    queues,
    store: webhookStore,
    logger,
    schedule: config.webhooks.retrySchedule,
    timeoutMs: config.webhooks.timeoutMs,
    targets,
    concurrency: config.webhooks.concurrency,
    sweepIntervalMs: config.webhooks.sweepIntervalMs,
    onAttempt: metrics.webhookAttempt,
  });
  const webhooks: Webhooks = {
    store: webhookStore,
    deliverer,
    targets,
    secretOverlapMs: config.webhooks.secretOverlapMs,
  };
  metrics.watchOutbox(() => webhookStore.backlog());
  // push: the journal writes a message per device that hears of an order, APNs and FCM take them
  const push = createPush({
    queues,
    journal,
    box,
    logger,
    settings: config.push,
    onAttempt: metrics.pushAttempt,
  });
  const settleMs = config.provider.timeoutMs + config.journal.settleMarginMs;
  const reconciler = new Reconciler({
    journal,
    partner: provider,
    logger,
    settleMs,
    intervalMs: JOURNAL_DEFAULTS.reconcileIntervalMs,
    onFound: (activation) => live.watcher.announce(activation),
    onDecided: metrics.orderReconciled,
  });
  let pruning: NodeJS.Timeout | undefined;
  const prune = () =>
    journal
      .prune(config.journal.retentionDays)
      .catch((error: unknown) => logger.warn({ err: error }, 'journal retention: nothing deleted this time'));
  const resume = async () => {
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
  };
  // one poll's changes after another's, kept through an outage of the database
  const recorder = new ChangeRecorder(journal, logger, JOURNAL_DEFAULTS.reconcileIntervalMs);

  const live = createLive({
    provider,
    eventTarget: redis?.eventTarget(),
    poll: config.watch.poll,
    maxInFlight: config.watch.maxInFlight,
    recordsPerCall: config.batch.recordsPerCall,
    onPoll: metrics.poll,
    onChange: async (activations: readonly WireActivation[]) => {
      recorder.record(activations);
      await cache?.changed(activations);
      // after the cache dropped it: a live query that runs again reads the change
      live.queries.changed(activations);
    },
    coordination,
    recordKeyOfId,
  });
  watched = () => live.watcher.stats().watched;
  const stopping = new AbortController();
  const mutations = trackMutations(stopping.signal);
  const authenticator = new Authenticator(config.auth);
  if (!authenticator.enabled) {
    logger.warn(
      'AUTHENTICATION IS OFF: every caller is staff with every scope. Set AUTH_MODE (jwt, apikey) for anything but local development.',
    );
  }
  const gateway = createGateway({
    provider: partner,
    sizes: new ListSizes(),
    batch: config.batch,
    orders: new JournaledOrders({ journal, reconciler, settleMs, logger }),
    journal,
    webhooks,
    push,
    journalHealth: () => journal.health(),
    live,
    logger,
    authenticator,
    rateLimiter:
      redis === undefined
        ? new MemoryRateLimiter(config.rateLimitPerMinute)
        : new RedisRateLimiter(redis, config.rateLimitPerMinute),
    partnerBudget:
      redis === undefined
        ? new MemoryRateLimiter(config.partnerCallsPerMinute)
        : new RedisRateLimiter(redis, config.partnerCallsPerMinute),
    metrics,
    protection: config.protection,
    persistedOperations: config.persistedOperations,
    graphiql: config.graphiql,
    maxStreamsPerCaller: config.transport.maxStreamsPerCaller,
    maxBodyBytes: config.maxBodyBytes,
    redisHealth: redis === undefined ? undefined : () => redis.health(),
    partnerHealth,
    stopping: stopping.signal,
    mutations,
    trustedCallers: config.tracing.trustedCallers,
  });

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
    gateway(req, res);
  });
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
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  if (metricsServer !== undefined) {
    await new Promise<void>((resolve, reject) => {
      metricsServer.once('error', reject);
      metricsServer.listen(config.metrics.port, config.host, () => resolve());
    });
  }
  const urlOf = (listening: Server) => {
    const address = listening.address() as AddressInfo;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}`;
  };

  return {
    url: urlOf(server),
    metricsUrl: urlOf(metricsServer ?? server),
    providerUrl,
    simulator,
    gateway,
    provider,
    live,
    metrics,
    journal,
    webhooks,
    stop: async () => {
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
      const graceMs = config.provider.timeoutMs + SHUTDOWN_MARGIN_MS;
      let grace: NodeJS.Timeout | undefined;
      const graceOver = new Promise<void>((resolve) => {
        grace = setTimeout(() => {
          for (const socket of sockets) socket.destroy();
          resolve();
        }, graceMs);
      });
      // 5. only once they have all ended (or the grace is over) do the stores they write to
      //    close: the reconciler, the live layer, the journal, Redis, the provider
      await Promise.race([mutations.drained(), graceOver]);
      await closed;
      await socketsClosed;
      clearInterval(idle);
      clearTimeout(grace);
      clearInterval(pruning);
      await reconciler.close();
      closeLive(live);
      await recorder.close();
      await queues.close();
      await deliverer.close();
      await push.deliverer.close();
      await journal.close();
      await coordination.close();
      await redis?.close();
      await provider.close();
      await simulator?.close();
    },
  };
}
