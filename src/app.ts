/**
 * The whole gateway as one object: the embedded simulator when no partner URL is configured,
 * the provider client, the GraphQL server on a Node HTTP server. `start()` listens, `stop()`
 * closes everything it opened.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { type RunningSimulator, startSimulator } from '@msp/partner-simulator';
import { Authenticator } from './auth/authenticate.js';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { Metrics } from './metrics.js';
import { ProviderClient } from './provider/client.js';
import { ListSizes } from './provider/paging.js';
import type { StoredResult } from './resolvers/orders/idempotency.js';
import { type Coordination, LocalCoordination, RedisCoordination } from './stores/coordination.js';
import { MemoryIdempotencyStore, RedisIdempotencyStore } from './stores/idempotency.js';
import { MemoryRateLimiter, RedisRateLimiter } from './stores/rate-limit.js';
import { RedisConnections } from './stores/redis.js';
import { closeLive, createLive, type Live } from './subscriptions/live.js';
import type { WatchEvent } from './subscriptions/pubsub.js';
import { attachWebSocket } from './websocket.js';
import { createGateway, type Gateway } from './yoga.js';

export interface RunningApp {
  /** the gateway's base URL, for example http://127.0.0.1:4000 */
  url: string;
  /** the partner API the gateway talks to */
  providerUrl: string;
  /** the embedded simulator, when no PROVIDER_BASE_URL is configured */
  simulator: RunningSimulator | undefined;
  gateway: Gateway;
  provider: ProviderClient;
  live: Live;
  metrics: Metrics;
  stop(): Promise<void>;
}

export async function startApp(config: Config, logger: Logger): Promise<RunningApp> {
  const simulator =
    config.provider.baseUrl === undefined
      ? await startSimulator({ ...config.simulator, port: config.simulator.port ?? 0 })
      : undefined;
  const providerUrl = config.provider.baseUrl ?? simulator?.url ?? '';
  let watched = () => 0;
  const metrics = new Metrics(() => watched());
  const provider = new ProviderClient({
    onCall: metrics.providerCall,
    baseUrl: providerUrl,
    auth: config.provider.auth,
    ...(config.provider.tls !== undefined ? { tls: config.provider.tls } : {}),
    timeoutMs: config.provider.timeoutMs,
    retry: { maxRetries: config.provider.retries },
    connections: config.provider.connections,
  });
  const redis = config.redis === undefined ? undefined : new RedisConnections({ ...config.redis, logger });
  const coordination: Coordination<WatchEvent> =
    redis === undefined || config.redis === undefined
      ? new LocalCoordination()
      : new RedisCoordination(redis, config.redis.leaseTtlMs);
  const live = createLive({
    provider,
    eventTarget: redis?.eventTarget(logger),
    poll: config.watch.poll,
    maxInFlight: config.watch.maxInFlight,
    recordsPerCall: config.batch.recordsPerCall,
    onPoll: metrics.poll,
    coordination,
  });
  watched = () => live.watcher.stats().watched;
  const authenticator = new Authenticator(config.auth);
  if (!authenticator.enabled) {
    logger.warn(
      'AUTHENTICATION IS OFF: every caller is staff with every scope. Set AUTH_MODE (jwt, apikey) for anything but local development.',
    );
  }
  const gateway = createGateway({
    provider,
    sizes: new ListSizes(),
    batch: config.batch,
    idempotency:
      redis === undefined
        ? new MemoryIdempotencyStore<StoredResult>()
        : new RedisIdempotencyStore<StoredResult>(redis, logger),
    live,
    logger,
    authenticator,
    rateLimiter:
      redis === undefined
        ? new MemoryRateLimiter(config.rateLimitPerMinute)
        : new RedisRateLimiter(redis, config.rateLimitPerMinute),
    metrics,
    protection: config.protection,
    persistedOperations: config.persistedOperations,
    graphiql: config.graphiql,
  });

  const server: Server = createServer(async (req, res) => {
    // bodies larger than allowed are refused before they are read
    const length = Number(req.headers['content-length'] ?? 0);
    if (length > config.maxBodyBytes) {
      res.writeHead(413, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          errors: [
            {
              message: `the request body is larger than ${config.maxBodyBytes} bytes`,
              extensions: { code: 'PAYLOAD_TOO_LARGE' },
            },
          ],
        }),
      );
      return;
    }
    if (req.url === '/metrics' && req.method === 'GET') {
      if (
        config.metricsToken !== undefined &&
        req.headers.authorization !== `Bearer ${config.metricsToken}`
      ) {
        res.writeHead(401).end();
        return;
      }
      res.writeHead(200, { 'content-type': metrics.registry.contentType });
      res.end(await metrics.registry.metrics());
      return;
    }
    gateway(req, res);
  });
  const websocket = attachWebSocket(server, gateway, {
    keepAliveMs: config.watch.keepAliveMs,
    connectionInitWaitTimeoutMs: config.watch.initTimeoutMs,
    authenticator,
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
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${host}:${address.port}`,
    providerUrl,
    simulator,
    gateway,
    provider,
    live,
    metrics,
    stop: async () => {
      closeLive(live);
      await websocket.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // requests still running get a moment to finish, then their sockets go
        setTimeout(() => {
          for (const socket of sockets) socket.destroy();
        }, 5_000).unref();
      });
      await coordination.close();
      await redis?.close();
      await provider.close();
      await simulator?.close();
    },
  };
}
