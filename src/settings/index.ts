/**
 * THE settings table: one row per environment variable, stating once its name, its parser
 * (zod, with its default), its group, what it means, an example and whether it is a secret.
 * Everything else is derived from it: the parsed type and the loader (config.ts), and
 * docs/configuration.md and .env.example (`npm run settings`, scripts/settings.ts; a test
 * fails when they differ from the table). Defaults come from defaults.ts, the components' own
 * constants, so this module loads none of the components.
 *
 * A row is a zod schema registered with its metadata (`setting()`): the object of them is
 * the schema the environment is parsed with. How a row is written: ./define.ts; the
 * variables others read (SIMULATOR_*, OTEL_*): ./elsewhere.ts.
 */
import { z } from 'zod';
import { parseSchedule } from '../journal/retry-schedule.js';
import {
  BATCH_DEFAULTS,
  CACHE_DEFAULTS,
  CLIENT_DEFAULTS,
  DEFAULT_POLL_SETTINGS,
  HTTP_SERVER_DEFAULTS,
  JOURNAL_DEFAULTS,
  PROTECTION_DEFAULTS,
  PUSH_DEFAULTS,
  PUSH_TARGETS,
  REDIS_DEFAULTS,
  RETRY_DEFAULTS,
  STREAM_DEFAULTS,
  TRACING_DEFAULTS,
  WATCHER_DEFAULTS,
  WEBHOOK_DEFAULTS,
  WEBSOCKET_DEFAULTS,
} from './defaults.js';
import {
  defaultOf,
  flag,
  GROUPS,
  int,
  keyring,
  OUTSIDE_PRODUCTION,
  registry,
  type SettingRow,
  schedule,
  setting,
} from './define.js';
import { READ_ELSEWHERE } from './elsewhere.js';

export type { Group } from './define.js';
export { flag, GROUPS, type SettingRow };

export const SETTINGS = {
  // --- server
  NODE_ENV: setting(z.string().optional(), {
    group: 'server',
    meaning:
      '`production` refuses to start without authentication, `PROVIDER_BASE_URL`, `DATABASE_URL`, `PUBLIC_HOSTS`, or `METRICS_TOKEN`/`METRICS_PORT`, refuses tokens without `exp`, and turns the development tools off.',
    example: 'production',
  }),
  PORT: setting(int(0, 65535).default(4000), { group: 'server', meaning: 'Port of the gateway.' }),
  HOST: setting(z.string().min(1).default('127.0.0.1'), {
    group: 'server',
    meaning: 'Address the gateway listens on (`0.0.0.0` in a container).',
  }),
  LOG_LEVEL: setting(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'), {
    group: 'server',
    meaning: 'pino level of the logs.',
  }),
  GRAPHIQL: setting(flag.optional(), {
    group: 'server',
    example: 'true',
    meaning: 'Serve GraphiQL at /graphql.',
    defaultText: 'true (false when NODE_ENV=production, and with PERSISTED_OPERATIONS_ONLY)',
  }),
  INTROSPECTION: setting(flag.optional(), {
    group: 'server',
    example: 'true',
    meaning: 'Answer introspection queries.',
    defaultText: OUTSIDE_PRODUCTION,
  }),
  FIELD_SUGGESTIONS: setting(flag.optional(), {
    group: 'server',
    example: 'true',
    meaning: 'Suggest field names in validation errors ("Did you mean …?").',
    defaultText: OUTSIDE_PRODUCTION,
  }),
  COST_IN_EVERY_ANSWER: setting(flag.optional(), {
    group: 'limits',
    example: 'false',
    meaning:
      "Put `extensions.cost` (the operation's cost and the limit) on every answer; otherwise only on answers to callers who send `X-Include-Cost: true` (a header, or a graphql-ws connection parameter).",
    defaultText: OUTSIDE_PRODUCTION,
  }),
  PUBLIC_HOSTS: setting(
    z
      .string()
      .regex(
        /^\s*\.?[\w-]+(\.[\w-]+)*\s*(,\s*\.?[\w-]+(\.[\w-]+)*\s*)*$/,
        'must be comma-separated host names without scheme or port, `.example.com` for that name and every name under it (not `*`: any name is what a DNS rebinding page needs)',
      )
      .optional(),
    {
      group: 'server',
      meaning:
        'Comma-separated names clients reach the gateway by (a leading dot: that name and every name under it); a request or WebSocket upgrade for another name is refused with 421 (DNS rebinding). `localhost`, the names under it, IP addresses and `HOST` (when a name) are always answered. Required in production.',
      example: 'gateway.reseller.example,.staff.reseller.example',
    },
  ),
  CORS_ORIGINS: setting(z.string().optional(), {
    group: 'server',
    meaning:
      'Comma-separated web origins allowed to call from browsers, for CORS and WebSocket upgrades (`*` is refused).',
    example: 'https://staff.reseller.example,https://app.reseller.example',
  }),
  CORS_LOCALHOST: setting(flag.optional(), {
    group: 'server',
    example: 'true',
    meaning: 'Also allow pages on `localhost`, `127.0.0.1` and `[::1]`, any port (a front-end dev server).',
    defaultText: OUTSIDE_PRODUCTION,
  }),
  METRICS_TOKEN: setting(z.string().min(16, 'must be at least 16 characters').optional(), {
    group: 'server',
    meaning:
      'Bearer token /metrics asks for, when set (production needs it, or `METRICS_PORT`); at least 16 characters.',
    secret: true,
  }),
  METRICS_PORT: setting(int(0, 65535).optional(), {
    group: 'server',
    meaning: "Serve /metrics on this port only (on `HOST`), not on the gateway's.",
    example: '9464',
  }),

  // --- callers
  AUTH_MODE: setting(
    z
      .string()
      .regex(/^(none|jwt|apikey|jwt,apikey|apikey,jwt)$/, 'must be none, jwt, apikey or jwt,apikey')
      .default('none'),
    {
      group: 'callers',
      meaning: 'Which credentials callers send: `none`, `jwt`, `apikey` or `jwt,apikey`.',
      example: 'jwt,apikey',
    },
  ),
  JWT_SECRET: setting(z.string().min(32, 'must be at least 32 characters').optional(), {
    group: 'callers',
    meaning:
      'HS256 secret JWTs are verified with, at least 32 characters (`openssl rand -base64 48` makes one); `npm run token` signs development tokens with it.',
    secret: true,
  }),
  JWT_JWKS_URL: setting(z.url({ protocol: /^https?$/ }).optional(), {
    group: 'callers',
    meaning: "URL of the identity provider's JWKS, instead of `JWT_SECRET`.",
    example: 'https://login.reseller.example/.well-known/jwks.json',
  }),
  JWT_ISSUER: setting(z.string().min(1).optional(), {
    group: 'callers',
    meaning: 'The `iss` every token must have, checked when set.',
    example: 'https://login.reseller.example',
  }),
  JWT_AUDIENCE: setting(z.string().min(1).optional(), {
    group: 'callers',
    meaning: 'The `aud` every token must have, checked when set.',
    example: 'msp-gateway',
  }),
  API_KEYS: setting(z.string().optional(), {
    group: 'callers',
    meaning:
      'Server callers: comma-separated `name:sha256hex[:scopes]`, the SHA-256 of each key, never the key.',
    example: 'reporting:<sha256 hex of the key>:sim:secrets',
  }),
  RATE_LIMIT_PER_MINUTE: setting(int(1, 1_000_000).default(600), {
    group: 'callers',
    meaning: 'Operations one caller may run per minute.',
  }),
  PARTNER_CALLS_PER_MINUTE: setting(int(1, 10_000_000).default(3_000), {
    group: 'callers',
    meaning: "Partner calls one caller's requests may cause per minute.",
  }),

  // --- limits
  MAX_DEPTH: setting(int(1, 100).default(PROTECTION_DEFAULTS.maxDepth), {
    group: 'limits',
    meaning: 'Deepest selection an operation may have (graphql-armor).',
  }),
  MAX_COST: setting(int(1, 10_000_000).default(PROTECTION_DEFAULTS.maxCost), {
    group: 'limits',
    meaning: 'Highest cost an operation may have, its lists counted with their sizes (graphql-armor).',
  }),
  MAX_ALIASES: setting(int(0, 1000).default(PROTECTION_DEFAULTS.maxAliases), {
    group: 'limits',
    meaning: 'Most aliases in one operation (graphql-armor).',
  }),
  MAX_DIRECTIVES: setting(int(0, 1000).default(PROTECTION_DEFAULTS.maxDirectives), {
    group: 'limits',
    meaning: 'Most directives in one operation (graphql-armor).',
  }),
  MAX_TOKENS: setting(int(10, 1_000_000).default(PROTECTION_DEFAULTS.maxTokens), {
    group: 'limits',
    meaning: 'Most tokens in one document (graphql-armor).',
  }),
  MAX_BODY_BYTES: setting(int(1_024, 100 * 1024 * 1024).default(102_400), {
    group: 'limits',
    meaning: 'Largest request body, and largest WebSocket message (else 1009), in bytes.',
  }),
  EXECUTION_TIMEOUT_MS: setting(int(100, 600_000).default(PROTECTION_DEFAULTS.executionTimeoutMs), {
    group: 'limits',
    meaning: 'Deadline of a query or mutation.',
  }),

  // --- the partner API
  PROVIDER_BASE_URL: setting(z.url({ protocol: /^https?$/ }).optional(), {
    group: 'provider',
    meaning: 'The partner API; unset, the embedded simulator starts and serves it.',
    example: 'https://partner.example',
  }),
  PROVIDER_AUTH: setting(z.enum(['none', 'bearer', 'basic', 'header']).default('none'), {
    group: 'provider',
    meaning: 'How the gateway authenticates to the partner: `none`, `bearer`, `basic` or `header`.',
    example: 'bearer',
  }),
  PROVIDER_TOKEN: setting(z.string().min(1).optional(), {
    group: 'provider',
    meaning: 'Bearer token for the partner (`PROVIDER_AUTH=bearer`).',
    secret: true,
  }),
  PROVIDER_USERNAME: setting(z.string().min(1).optional(), {
    group: 'provider',
    meaning: 'Basic user name for the partner (`PROVIDER_AUTH=basic`).',
  }),
  PROVIDER_PASSWORD: setting(z.string().min(1).optional(), {
    group: 'provider',
    meaning: 'Basic password for the partner (`PROVIDER_AUTH=basic`).',
    secret: true,
  }),
  PROVIDER_AUTH_HEADER: setting(
    z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'must be a header name')
      .optional(),
    {
      group: 'provider',
      meaning: 'Name of the header that authenticates (`PROVIDER_AUTH=header`).',
      example: 'X-Api-Key',
    },
  ),
  PROVIDER_AUTH_VALUE: setting(z.string().min(1).optional(), {
    group: 'provider',
    meaning: 'Value of that header (`PROVIDER_AUTH=header`).',
    secret: true,
  }),
  PROVIDER_CLIENT_CERT_FILE: setting(z.string().min(1).optional(), {
    group: 'provider',
    meaning: 'PEM file of the client certificate, for mutual TLS (with `PROVIDER_CLIENT_KEY_FILE`).',
    example: '/run/secrets/partner.crt',
  }),
  PROVIDER_CLIENT_KEY_FILE: setting(z.string().min(1).optional(), {
    group: 'provider',
    meaning: "PEM file of the client certificate's private key.",
    example: '/run/secrets/partner.key',
  }),
  PROVIDER_CLIENT_KEY_PASSPHRASE: setting(z.string().optional(), {
    group: 'provider',
    meaning: 'Passphrase of that key, if it has one.',
    secret: true,
  }),
  PROVIDER_CA_FILE: setting(z.string().min(1).optional(), {
    group: 'provider',
    meaning: "PEM file of the certificate authorities the partner's certificate is checked against.",
    example: '/run/secrets/partner-ca.pem',
  }),
  PROVIDER_TIMEOUT_MS: setting(int(100, 300_000).default(CLIENT_DEFAULTS.timeoutMs), {
    group: 'provider',
    meaning: 'Deadline of one provider call, retries included.',
  }),
  PROVIDER_RETRIES: setting(int(0, 10).default(RETRY_DEFAULTS.maxRetries), {
    group: 'provider',
    meaning: 'Retries of a GET (never of a POST).',
  }),
  PROVIDER_CONNECTIONS: setting(int(1, 1024).default(CLIENT_DEFAULTS.connections), {
    group: 'provider',
    meaning:
      'Keep-alive connections to the partner for reads. Orders open at most as many more: each its own, closed after its answer.',
  }),

  // --- the partner cache
  PARTNER_CACHE: setting(flag.default(CACHE_DEFAULTS.enabled), {
    group: 'cache',
    meaning: 'Keep partner answers across requests (docs/graph.md, "The partner cache").',
  }),
  PARTNER_CACHE_MAX_RECORDS: setting(int(1, 100_000_000).default(CACHE_DEFAULTS.maxRecords), {
    group: 'cache',
    meaning: 'Records the in-memory cache keeps (in Redis, answers expire instead).',
  }),
  PARTNER_CACHE_FRESHNESS: setting(
    z
      .string()
      .regex(
        /^\s*(\w+=\d+(\/\d+)?\s*(,\s*|$))*$/,
        'must be Operation=freshSeconds[/staleSeconds], comma-separated',
      )
      .optional(),
    {
      group: 'cache',
      meaning:
        'Per operation, `Operation=freshSeconds[/staleSeconds]`, comma-separated; the others keep theirs.',
      example: 'QueryActivation=2/0,QueryInvoice=600',
      defaultText: 'each operation its own (its row of the read table, src/reads/table.ts)',
    },
  ),

  // --- batching
  LOADER_MODE: setting(z.enum(['batched', 'naive']).default(BATCH_DEFAULTS.mode), {
    group: 'batching',
    meaning: '`batched`, or `naive` (one call per field, for comparison).',
  }),
  LOADER_CONCURRENCY: setting(int(1, 256).default(BATCH_DEFAULTS.concurrency), {
    group: 'batching',
    meaning: 'Per-key provider calls in flight per batch.',
  }),
  LOADER_RECORDS_PER_CALL: setting(int(1, 100_000).default(BATCH_DEFAULTS.recordsPerCall), {
    group: 'batching',
    meaning: 'How many records of a list read weigh as much as one call.',
  }),

  // --- live progress
  WATCH_MIN_INTERVAL_MS: setting(int(10, 600_000).default(DEFAULT_POLL_SETTINGS.minMs), {
    group: 'watch',
    meaning: 'Fastest poll of a followed activation.',
  }),
  WATCH_MAX_INTERVAL_MS: setting(int(10, 3_600_000).default(DEFAULT_POLL_SETTINGS.maxMs), {
    group: 'watch',
    meaning: 'Slowest poll of a moving activation (and of backoff); at least `WATCH_MIN_INTERVAL_MS`.',
  }),
  WATCH_SLOW_INTERVAL_MS: setting(int(10, 86_400_000).default(DEFAULT_POLL_SETTINGS.slowMs), {
    group: 'watch',
    meaning: 'Poll while the provider waits for a date far ahead.',
  }),
  WATCH_MAX_IN_FLIGHT: setting(int(1, 1024).default(WATCHER_DEFAULTS.maxInFlight), {
    group: 'watch',
    meaning: 'Polling calls in flight at once.',
  }),

  // --- transports
  WS_KEEPALIVE_MS: setting(int(1_000, 600_000).default(WEBSOCKET_DEFAULTS.keepAliveMs), {
    group: 'transports',
    meaning: 'graphql-ws ping interval; a client that misses a pong is dropped.',
  }),
  WS_INIT_TIMEOUT_MS: setting(int(100, 60_000).default(WEBSOCKET_DEFAULTS.connectionInitWaitTimeoutMs), {
    group: 'transports',
    meaning: 'Time a graphql-ws client has to send connection_init (else 4408, and its connection ended).',
  }),
  HTTP_HEADERS_TIMEOUT_MS: setting(int(100, 600_000).default(HTTP_SERVER_DEFAULTS.headersTimeoutMs), {
    group: 'transports',
    meaning: "Time a request's headers may take to arrive (else 408 and the connection closed).",
  }),
  HTTP_REQUEST_TIMEOUT_MS: setting(int(100, 3_600_000).default(HTTP_SERVER_DEFAULTS.requestTimeoutMs), {
    group: 'transports',
    meaning: 'Time a whole request, body included, may take to arrive; at least `HTTP_HEADERS_TIMEOUT_MS`.',
  }),
  MAX_STREAMS_PER_CALLER: setting(int(1, 100_000).default(STREAM_DEFAULTS.maxPerCaller), {
    group: 'transports',
    meaning: 'Live streams (SSE and graphql-ws together) one caller may hold open per instance.',
  }),
  MAX_SOCKETS_PER_CALLER: setting(int(1, 10_000).default(WEBSOCKET_DEFAULTS.maxSocketsPerCaller), {
    group: 'transports',
    meaning: 'WebSockets one caller may hold open per instance (one more: closed with 1013 Try Again Later).',
  }),
  MAX_PENDING_SOCKETS_PER_ADDRESS: setting(
    int(1, 1_000_000).default(WEBSOCKET_DEFAULTS.maxPendingSocketsPerAddress),
    {
      group: 'transports',
      meaning:
        "WebSockets one client address may hold per instance before their connection_init is acknowledged (one more: 429 at the upgrade). The address is the TCP peer's: behind a reverse proxy, every client's is the proxy's.",
    },
  ),
  MAX_PENDING_SOCKETS: setting(int(1, 1_000_000).default(WEBSOCKET_DEFAULTS.maxPendingSockets), {
    group: 'transports',
    meaning:
      'WebSockets an instance holds before their connection_init is acknowledged, over all addresses (one more: the one silent longest is closed with 4408 to make room; 429 at the upgrade when every one has sent its connection_init); at least `MAX_PENDING_SOCKETS_PER_ADDRESS`.',
  }),

  // --- the order journal
  DATABASE_URL: setting(z.url({ protocol: /^postgres(ql)?$/ }).optional(), {
    group: 'journal',
    meaning:
      'PostgreSQL that keeps the order journal (`postgres://user:password@host:5432/db`; its password is secret); unset, an embedded PostgreSQL keeps it under `DATA_DIR`. Required in production.',
    secret: true,
  }),
  DATA_DIR: setting(z.string().min(1).optional(), {
    group: 'journal',
    meaning:
      'Directory of the embedded PostgreSQL when no `DATABASE_URL` is set (one instance at a time; `memory://` keeps nothing, and opens when the journal is first used: until then it holds no memory). Unset with the embedded simulator, the journal is in memory: that partner forgets its orders when it stops, and a journal of them would only name orders it no longer has.',
    defaultText: `\`${JOURNAL_DEFAULTS.dataDir}\` with PROVIDER_BASE_URL set; \`memory://\` with the embedded simulator`,
  }),
  DATABASE_POOL_SIZE: setting(int(1, 100).default(JOURNAL_DEFAULTS.poolSize), {
    group: 'journal',
    meaning: 'Connections to the PostgreSQL server, per instance.',
  }),
  DATABASE_TIMEOUT_MS: setting(int(100, 60_000).default(JOURNAL_DEFAULTS.timeoutMs), {
    group: 'journal',
    meaning:
      'Longest a connection attempt or a statement may take; then the order it was for is refused with JournalUnavailableError.',
  }),
  ORDER_SETTLE_MARGIN_MS: setting(
    int(JOURNAL_DEFAULTS.sendBudgetMs + 500, 3_600_000).default(JOURNAL_DEFAULTS.settleMarginMs),
    {
      group: 'journal',
      meaning:
        'How much longer than PROVIDER_TIMEOUT_MS the partner may still take an order it was sent. An order whose answer was lost is found not placed (its key free again) only once both have passed: raise it for a partner known to process orders long after it stopped answering.',
    },
  ),
  JOURNAL_RETENTION_DAYS: setting(int(1, 3650).default(JOURNAL_DEFAULTS.retentionDays), {
    group: 'journal',
    meaning:
      'How long an order stays in the journal after it was sent (once final): its idempotency key, its history and `placedOrders` keep it that long.',
  }),

  // --- several instances
  REDIS_URL: setting(z.url({ protocol: /^rediss?$/ }).optional(), {
    group: 'redis',
    meaning:
      'Redis shared by several instances (`redis://` or `rediss://`, credentials in the URL are secret); unset, everything stays in memory.',
    example: 'redis://127.0.0.1:6379',
  }),
  REDIS_PREFIX: setting(z.string().min(1).default(REDIS_DEFAULTS.prefix), {
    group: 'redis',
    meaning: 'Prefix of every key and channel.',
  }),
  LEASE_TTL_MS: setting(int(100, 600_000).default(REDIS_DEFAULTS.leaseTtlMs), {
    group: 'redis',
    meaning: "Lease of an activation's poller; a dead instance's polls are taken over within it.",
  }),
  REDIS_CONNECT_TIMEOUT_MS: setting(int(100, 60_000).default(REDIS_DEFAULTS.connectTimeoutMs), {
    group: 'redis',
    meaning: 'Longest a connection attempt to Redis may take.',
  }),
  REDIS_COMMAND_TIMEOUT_MS: setting(int(10, 60_000).default(REDIS_DEFAULTS.commandTimeoutMs), {
    group: 'redis',
    meaning: 'Longest a Redis call may wait for its answer; then it fails and the gateway serves degraded.',
  }),

  // --- order webhooks
  WEBHOOK_RETRY_SCHEDULE: setting(schedule.default(parseSchedule(WEBHOOK_DEFAULTS.retrySchedule)), {
    group: 'webhooks',
    meaning:
      'Delays before each new attempt of a message an endpoint did not take (each after the one before, jittered by a fifth); once they are spent the message is a dead letter (FAILED).',
    example: WEBHOOK_DEFAULTS.retrySchedule,
    defaultText: `\`${WEBHOOK_DEFAULTS.retrySchedule}\` (about three days)`,
  }),
  WEBHOOK_TIMEOUT_MS: setting(int(1_000, 60_000).default(WEBHOOK_DEFAULTS.timeoutMs), {
    group: 'webhooks',
    meaning: 'How long an endpoint has to answer an attempt with a 2xx; then the attempt failed.',
  }),
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: setting(flag.default(false), {
    group: 'webhooks',
    meaning:
      'Lets endpoints be on loopback, private and unique-local addresses (an internal network); link-local addresses, the cloud metadata address among them, stay refused. Outside production loopback is allowed anyway.',
  }),
  WEBHOOK_CONCURRENCY: setting(int(1, 100).default(WEBHOOK_DEFAULTS.concurrency), {
    group: 'webhooks',
    meaning:
      "Orders an instance sends messages of at once (one order to one endpoint at a time, in order); one endpoint's orders take at most half of them, and endpoints not known to answer one each and half of them all together, so that endpoints that never answer, however many, leave the rest to the others.",
  }),
  WEBHOOK_SWEEP_INTERVAL_MS: setting(int(1_000, 3_600_000).default(WEBHOOK_DEFAULTS.sweepIntervalMs), {
    group: 'webhooks',
    meaning:
      'How often messages an instance wrote but could not hand to the delivery queue (it stopped in between) are looked for.',
  }),
  WEBHOOK_SECRET_OVERLAP_HOURS: setting(int(0, 720).default(WEBHOOK_DEFAULTS.secretOverlapHours), {
    group: 'webhooks',
    meaning: 'After rotateWebhookSecret, how long the previous secret keeps signing beside the new one.',
  }),
  ENCRYPTION_KEY: setting(keyring.optional(), {
    group: 'webhooks',
    meaning:
      'Keys (32 bytes each, hex or base64) that encrypt the secrets kept in the database, webhook signing secrets and push tokens: comma-separated, newest first; the first encrypts, every one decrypts. To rotate, put a new key first, then `npm run reencrypt`, then drop the old one (docs/operations.md, "Rotating secrets"). Required in production; unset outside it, a fixed development key is used and the log says so.',
    secret: true,
  }),

  // --- push notifications
  PUSH_TARGET: setting(z.enum(PUSH_TARGETS).optional(), {
    group: 'push',
    meaning:
      '`services`: notifications go to APNs and FCM, each when its settings are there. `development`: every notification, iOS and Android, is recorded in memory instead of sent (the last 500), for staff in the graph (developmentPushNotifications) and at GET /dev/push from the machine itself: an app team sees what a phone would be told with no Apple or Google credentials (docs/mobile.md). Refused when NODE_ENV=production.',
    example: 'development',
    defaultText:
      '`development` outside production when neither APNs (APNS_*) nor FCM (FCM_CREDENTIALS_FILE) is configured; `services` otherwise',
  }),
  APNS_KEY_FILE: setting(z.string().min(1).optional(), {
    group: 'push',
    meaning:
      "The APNs authentication key (the `.p8` file from Apple's developer account) that signs the provider tokens. With APNS_KEY_ID, APNS_TEAM_ID and APNS_TOPIC; unset: iOS devices cannot be registered.",
    example: '/run/secrets/AuthKey_ABC123DEFG.p8',
  }),
  APNS_KEY_ID: setting(
    z
      .string()
      .regex(/^[A-Z0-9]{10}$/, 'is the 10-character Key ID')
      .optional(),
    {
      group: 'push',
      meaning: "The key's Key ID (the `kid` of the provider token).",
      example: 'ABC123DEFG',
    },
  ),
  APNS_TEAM_ID: setting(
    z
      .string()
      .regex(/^[A-Z0-9]{10}$/, 'is the 10-character Team ID')
      .optional(),
    {
      group: 'push',
      meaning: 'The Apple developer Team ID (the `iss` of the provider token).',
      example: 'DEF123GHIJ',
    },
  ),
  APNS_TOPIC: setting(z.string().min(1).optional(), {
    group: 'push',
    meaning:
      "The app's bundle id: the `apns-topic` of alerts (Live Activity updates add `.push-type.liveactivity`).",
    example: 'com.example.mobile',
  }),
  APNS_HOST: setting(z.url({ protocol: /^https?$/ }).default(PUSH_DEFAULTS.apnsHost), {
    group: 'push',
    meaning:
      "Where APNs is: Apple's production host, or `https://api.sandbox.push.apple.com` for development builds.",
  }),
  FCM_CREDENTIALS_FILE: setting(z.string().min(1).optional(), {
    group: 'push',
    meaning:
      'The Firebase service-account JSON (project_id, client_email, private_key, token_uri): its OAuth tokens send to FCM; its token_uri is used as written. Unset: Android devices cannot be registered.',
    example: '/run/secrets/firebase-service-account.json',
  }),
  FCM_ENDPOINT: setting(z.url({ protocol: /^https?$/ }).default(PUSH_DEFAULTS.fcmEndpoint), {
    group: 'push',
    meaning: 'Where the FCM HTTP v1 API is.',
  }),
  PUSH_RETRY_SCHEDULE: setting(schedule.default(parseSchedule(PUSH_DEFAULTS.retrySchedule)), {
    group: 'push',
    meaning:
      'Delays before each new attempt of a notification the service did not take (429, 5xx, no answer), jittered by a fifth; then it is given up (FAILED) and the next one of the order is sent.',
    example: PUSH_DEFAULTS.retrySchedule,
    defaultText: `\`${PUSH_DEFAULTS.retrySchedule}\` (about five hours)`,
  }),
  PUSH_TIMEOUT_MS: setting(int(1_000, 60_000).default(PUSH_DEFAULTS.timeoutMs), {
    group: 'push',
    meaning: 'How long APNs or FCM has to answer a notification; then the attempt failed.',
  }),
  PUSH_CONCURRENCY: setting(int(1, 100).default(PUSH_DEFAULTS.concurrency), {
    group: 'push',
    meaning: "(device, order) pairs an instance sends notifications to at once (one order's in order).",
  }),
  MAX_DEVICES_PER_CALLER: setting(int(1, 1_000).default(PUSH_DEFAULTS.maxDevicesPerCaller), {
    group: 'push',
    meaning:
      "Devices one caller keeps. Registering one more drops the caller's least recently registered device, with its pending notifications, so that a new phone always works and a flood of tokens reaches no more phones than this.",
  }),
  DEVICE_TTL_DAYS: setting(int(1, 3650).default(PUSH_DEFAULTS.deviceTtlDays), {
    group: 'push',
    meaning:
      "Days a device is kept after it was last registered (apps register at every start); then the journal's retention pass deletes it, with its pending notifications.",
  }),

  // --- persisted operations
  PERSISTED_OPERATIONS_FILE: setting(z.string().min(1).optional(), {
    group: 'persisted',
    meaning:
      'JSON of hash to document (`npm run codegen` writes packages/client/src/generated/persisted-documents.json for the example operations).',
    example: 'packages/client/src/generated/persisted-documents.json',
  }),
  PERSISTED_OPERATIONS_ONLY: setting(flag.default(false), {
    group: 'persisted',
    meaning:
      'With a file: other operations need an API key (server callers), so apps may only send listed ones.',
    example: 'true',
  }),

  // --- tracing
  OTEL_TRUSTED_CALLERS: setting(
    z
      .string()
      .regex(
        /^\s*(none|(anonymous|(apikey|token):[^\s,]+)(\s*,\s*(anonymous|(apikey|token):[^\s,]+))*)\s*$/,
        'must be none, or comma-separated apikey:<name>, token:<sub>, apikey:*, token:* or anonymous',
      )
      .default(TRACING_DEFAULTS.trustedCallers),
    {
      group: 'tracing',
      meaning:
        "Callers whose trace context the gateway takes on (their `traceparent`'s sampling, `tracestate`, `baggage`, passed on to the partner capped): comma-separated `apikey:<name>`, `token:<sub>`, `apikey:*`, `token:*`, `anonymous` (everyone with `AUTH_MODE=none`) or `none`. Another caller's request starts a trace of the gateway's own, linked to theirs.",
      example: 'apikey:*,token:agent-17',
    },
  ),
};

/** Every row, the gateway's and the others', in the order of GROUPS, then of the table. */
export function settingRows(): SettingRow[] {
  const own = Object.entries(SETTINGS).map(([name, schema]): SettingRow => {
    const meta = registry.get(schema);
    if (meta === undefined) throw new Error(`${name} has no row in the settings table`);
    return { name, ...meta, default: defaultOf(schema) };
  });
  const order = Object.keys(GROUPS);
  return [...own, ...READ_ELSEWHERE].sort((a, b) => order.indexOf(a.group) - order.indexOf(b.group));
}

/**
 * The secrets (the table's rows marked `secret`) may each be read from a file instead, as
 * container and Kubernetes secrets are mounted: `<NAME>_FILE` names it, its content (less a
 * trailing newline) is the value (loadConfig, config.ts). By `<NAME>_FILE`, the secret it gives.
 */
export const SECRET_FILES: ReadonlyMap<string, string> = new Map(
  settingRows()
    .filter((row) => row.secret === true && row.readBy === undefined)
    .map((row) => [`${row.name}_FILE`, row.name]),
);
