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
import {
  BATCH_DEFAULTS,
  CACHE_DEFAULTS,
  DEFAULT_POLL_SETTINGS,
  HTTP_SERVER_DEFAULTS,
  PROTECTION_DEFAULTS,
  STREAM_DEFAULTS,
  TRACING_DEFAULTS,
  WATCHER_DEFAULTS,
  WEBSOCKET_DEFAULTS,
} from './defaults.js';
import {
  defaultOf,
  flag,
  GROUPS,
  int,
  OUTSIDE_PRODUCTION,
  registry,
  type SettingRow,
  setting,
} from './define.js';
import { READ_ELSEWHERE } from './elsewhere.js';
import { PARTNER_SETTINGS } from './partner.js';
import { PUSH_SETTINGS } from './push.js';
import { STORE_SETTINGS } from './stores.js';
import { WEBHOOK_SETTINGS } from './webhooks.js';

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
  ...PARTNER_SETTINGS,

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
      defaultText: 'each operation its own (src/settings/defaults.ts, CACHE_DEFAULTS)',
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
      'WebSockets an instance holds before their connection_init is acknowledged, over all addresses (one more: 429 at the upgrade); at least `MAX_PENDING_SOCKETS_PER_ADDRESS`.',
  }),

  // --- the order journal; several instances
  ...STORE_SETTINGS,

  // --- order webhooks
  ...WEBHOOK_SETTINGS,

  // --- push notifications
  ...PUSH_SETTINGS,

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
