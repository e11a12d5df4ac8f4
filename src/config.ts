/**
 * The gateway's configuration, read from the environment once at start-up. A wrong value
 * stops start-up with the variable's name.
 */
import { readFileSync } from 'node:fs';
import type { GetOperation } from '@msp/partner-interface';
import { type SimulatorServerOptions, simulatorConfigFromEnv } from '@msp/partner-simulator';
import { z } from 'zod';
import { type AuthSettings, parseApiKeys } from './auth/authenticate.js';
import { CACHE_DEFAULTS, type Freshness } from './cache/partner-cache.js';
import { DEFAULT_POLL_SETTINGS } from './live/schedule.js';
import { WATCHER_DEFAULTS } from './live/watcher.js';
import type { ProviderAuth, ProviderTls } from './provider/auth.js';
import { CLIENT_DEFAULTS } from './provider/client.js';
import { RETRY_DEFAULTS } from './provider/retry.js';
import { BATCH_DEFAULTS, type BatchSettings } from './resolvers/loaders.js';
import { REDIS_DEFAULTS } from './stores/redis.js';
import { HTTP_SERVER_DEFAULTS } from './transport/http-server.js';
import { type PersistedOperations, persistedOperationsFrom } from './transport/persisted-operations.js';
import { STREAM_DEFAULTS } from './transport/stream-limit.js';
import { WEBSOCKET_DEFAULTS } from './websocket.js';
import { DEFAULT_PROTECTION, type Protection } from './yoga.js';

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    NODE_ENV: z.string().optional(),
    PORT: int(0, 65535).default(4000),
    HOST: z.string().min(1).default('127.0.0.1'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    GRAPHIQL: flag.optional(),
    INTROSPECTION: flag.optional(),
    FIELD_SUGGESTIONS: flag.optional(),
    AUTH_MODE: z
      .string()
      .regex(/^(none|jwt|apikey|jwt,apikey|apikey,jwt)$/, 'must be none, jwt, apikey or jwt,apikey')
      .default('none'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    JWT_JWKS_URL: z.url({ protocol: /^https?$/ }).optional(),
    JWT_ISSUER: z.string().min(1).optional(),
    JWT_AUDIENCE: z.string().min(1).optional(),
    API_KEYS: z.string().optional(),
    RATE_LIMIT_PER_MINUTE: int(1, 1_000_000).default(600),
    PARTNER_CALLS_PER_MINUTE: int(1, 10_000_000).default(3_000),
    MAX_DEPTH: int(1, 100).default(DEFAULT_PROTECTION.maxDepth),
    MAX_COST: int(1, 10_000_000).default(DEFAULT_PROTECTION.maxCost),
    MAX_ALIASES: int(0, 1000).default(DEFAULT_PROTECTION.maxAliases),
    MAX_DIRECTIVES: int(0, 1000).default(DEFAULT_PROTECTION.maxDirectives),
    MAX_TOKENS: int(10, 1_000_000).default(DEFAULT_PROTECTION.maxTokens),
    MAX_BODY_BYTES: int(1_024, 100 * 1024 * 1024).default(102_400),
    EXECUTION_TIMEOUT_MS: int(100, 600_000).default(DEFAULT_PROTECTION.executionTimeoutMs),
    CORS_ORIGINS: z.string().optional(),
    CORS_LOCALHOST: flag.optional(),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    METRICS_PORT: int(0, 65535).optional(),
    PERSISTED_OPERATIONS_FILE: z.string().min(1).optional(),
    PERSISTED_OPERATIONS_ONLY: flag.default(false),
    PROVIDER_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    PROVIDER_AUTH: z.enum(['none', 'bearer', 'basic', 'header']).default('none'),
    PROVIDER_TOKEN: z.string().min(1).optional(),
    PROVIDER_USERNAME: z.string().min(1).optional(),
    PROVIDER_PASSWORD: z.string().min(1).optional(),
    PROVIDER_AUTH_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'must be a header name')
      .optional(),
    PROVIDER_AUTH_VALUE: z.string().min(1).optional(),
    PROVIDER_CLIENT_CERT_FILE: z.string().min(1).optional(),
    PROVIDER_CLIENT_KEY_FILE: z.string().min(1).optional(),
    PROVIDER_CLIENT_KEY_PASSPHRASE: z.string().optional(),
    PROVIDER_CA_FILE: z.string().min(1).optional(),
    PROVIDER_TIMEOUT_MS: int(100, 300_000).default(CLIENT_DEFAULTS.timeoutMs),
    PROVIDER_RETRIES: int(0, 10).default(RETRY_DEFAULTS.maxRetries),
    PROVIDER_CONNECTIONS: int(1, 1024).default(CLIENT_DEFAULTS.connections),
    LOADER_MODE: z.enum(['batched', 'naive']).default(BATCH_DEFAULTS.mode),
    LOADER_CONCURRENCY: int(1, 256).default(BATCH_DEFAULTS.concurrency),
    LOADER_RECORDS_PER_CALL: int(1, 100_000).default(BATCH_DEFAULTS.recordsPerCall),
    WATCH_MIN_INTERVAL_MS: int(10, 600_000).default(DEFAULT_POLL_SETTINGS.minMs),
    WATCH_MAX_INTERVAL_MS: int(10, 3_600_000).default(DEFAULT_POLL_SETTINGS.maxMs),
    WATCH_SLOW_INTERVAL_MS: int(10, 86_400_000).default(DEFAULT_POLL_SETTINGS.slowMs),
    WATCH_MAX_IN_FLIGHT: int(1, 1024).default(WATCHER_DEFAULTS.maxInFlight),
    WS_KEEPALIVE_MS: int(1_000, 600_000).default(WEBSOCKET_DEFAULTS.keepAliveMs),
    WS_INIT_TIMEOUT_MS: int(100, 60_000).default(WEBSOCKET_DEFAULTS.connectionInitWaitTimeoutMs),
    HTTP_HEADERS_TIMEOUT_MS: int(100, 600_000).default(HTTP_SERVER_DEFAULTS.headersTimeoutMs),
    HTTP_REQUEST_TIMEOUT_MS: int(100, 3_600_000).default(HTTP_SERVER_DEFAULTS.requestTimeoutMs),
    MAX_STREAMS_PER_CALLER: int(1, 100_000).default(STREAM_DEFAULTS.maxPerCaller),
    MAX_SOCKETS_PER_CALLER: int(1, 10_000).default(WEBSOCKET_DEFAULTS.maxSocketsPerCaller),
    PARTNER_CACHE: flag.default(CACHE_DEFAULTS.enabled),
    PARTNER_CACHE_MAX_RECORDS: int(1, 100_000_000).default(CACHE_DEFAULTS.maxRecords),
    PARTNER_CACHE_FRESHNESS: z
      .string()
      .regex(
        /^\s*(\w+=\d+(\/\d+)?\s*(,\s*|$))*$/,
        'must be Operation=freshSeconds[/staleSeconds], comma-separated',
      )
      .optional(),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    REDIS_PREFIX: z.string().min(1).default(REDIS_DEFAULTS.prefix),
    LEASE_TTL_MS: int(100, 600_000).default(REDIS_DEFAULTS.leaseTtlMs),
    REDIS_CONNECT_TIMEOUT_MS: int(100, 60_000).default(REDIS_DEFAULTS.connectTimeoutMs),
    REDIS_COMMAND_TIMEOUT_MS: int(10, 60_000).default(REDIS_DEFAULTS.commandTimeoutMs),
  })
  .superRefine(
    (env, ctx) => {
      const need = (name: keyof typeof env, when: string) => {
        if (env[name] === undefined)
          ctx.addIssue({ code: 'custom', path: [name], message: `is required when ${when}` });
      };
      const modes = env.AUTH_MODE.split(',');
      if (modes.includes('jwt') && env.JWT_SECRET === undefined && env.JWT_JWKS_URL === undefined) {
        need('JWT_SECRET', 'AUTH_MODE includes jwt and JWT_JWKS_URL is not set');
      }
      if (modes.includes('apikey')) need('API_KEYS', 'AUTH_MODE includes apikey');
      if (env.NODE_ENV === 'production') {
        if (env.AUTH_MODE === 'none') {
          ctx.addIssue({
            code: 'custom',
            path: ['AUTH_MODE'],
            message: 'must be jwt and/or apikey when NODE_ENV=production',
          });
        }
        need('PROVIDER_BASE_URL', 'NODE_ENV=production (the embedded simulator is for development)');
        if (env.METRICS_PORT === undefined)
          need('METRICS_TOKEN', 'NODE_ENV=production and /metrics has no port of its own (METRICS_PORT)');
      }
      if (env.CORS_ORIGINS?.split(',').some((o) => o.trim() === '*')) {
        ctx.addIssue({
          code: 'custom',
          path: ['CORS_ORIGINS'],
          message:
            "must list origins: * would let any web page call with its visitors' credentials (browsers send them, CORS allows them)",
        });
      }
      if (env.PROVIDER_AUTH === 'bearer') need('PROVIDER_TOKEN', 'PROVIDER_AUTH=bearer');
      if (env.PROVIDER_AUTH === 'basic') {
        need('PROVIDER_USERNAME', 'PROVIDER_AUTH=basic');
        need('PROVIDER_PASSWORD', 'PROVIDER_AUTH=basic');
      }
      if (env.PROVIDER_AUTH === 'header') {
        need('PROVIDER_AUTH_HEADER', 'PROVIDER_AUTH=header');
        need('PROVIDER_AUTH_VALUE', 'PROVIDER_AUTH=header');
      }
      if ((env.PROVIDER_CLIENT_CERT_FILE === undefined) !== (env.PROVIDER_CLIENT_KEY_FILE === undefined)) {
        need(
          env.PROVIDER_CLIENT_CERT_FILE === undefined
            ? 'PROVIDER_CLIENT_CERT_FILE'
            : 'PROVIDER_CLIENT_KEY_FILE',
          'the other half of the client certificate is set',
        );
      }
    },
    // also when other variables are wrong: every problem is reported at once (a wrong value
    // stays as it was written, so these rules only look for what is missing or contradictory)
    { when: () => true },
  );

export interface Config {
  production: boolean;
  port: number;
  host: string;
  logLevel: string;
  graphiql: boolean;
  auth: AuthSettings;
  rateLimitPerMinute: number;
  /** partner calls one caller's requests may cause per minute */
  partnerCallsPerMinute: number;
  protection: Protection;
  maxBodyBytes: number;
  /** /metrics: on the gateway's port (token optional, required in production) or on a port of its own */
  metrics: { token: string | undefined; port: number | undefined };
  /** operations by sha256 hash; `only`: other operations need an API key (server callers) */
  persistedOperations: PersistedOperations | undefined;
  provider: {
    /** absent: the embedded simulator starts and serves the partner API */
    baseUrl: string | undefined;
    auth: ProviderAuth;
    tls: ProviderTls | undefined;
    timeoutMs: number;
    retries: number;
    connections: number;
  };
  batch: BatchSettings;
  watch: {
    poll: { minMs: number; maxMs: number; slowMs: number };
    maxInFlight: number;
    keepAliveMs: number;
    initTimeoutMs: number;
  };
  /** guards of the transports: slow requests, and live streams and sockets per caller (per instance) */
  transport: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    maxStreamsPerCaller: number;
    maxSocketsPerCaller: number;
  };
  /** the partner cache (src/cache/partner-cache.ts); in Redis when `redis` is set */
  cache: { enabled: boolean; maxRecords: number; freshness: Partial<Record<GetOperation, Freshness>> };
  /** several instances share Redis; absent: everything in memory */
  redis:
    | { url: string; prefix: string; leaseTtlMs: number; connectTimeoutMs: number; commandTimeoutMs: number }
    | undefined;
  simulator: SimulatorServerOptions;
}

/** Every wrong variable at once, one line each, so that one deployment attempt finds them all. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: readonly string[]) {
    super(
      `invalid configuration (${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}):\n${problems
        .map((p) => `  ${p}`)
        .join('\n')}`,
    );
  }
}

/** The checks after the schema's: each adds its problem and goes on, so that all are reported. */
class Problems {
  readonly list: string[] = [];
  /** `read()`'s value, or undefined after noting why it failed */
  attempt<T>(read: () => T): T | undefined {
    try {
      return read();
    } catch (error) {
      const { problems } = error as { problems?: readonly string[] };
      this.list.push(...(problems ?? [(error as Error).message]));
      return undefined;
    }
  }
}

function readPem(variable: string, path: string | undefined): string | undefined {
  if (path === undefined) return undefined;
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`${variable}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

/** PARTNER_CACHE_FRESHNESS: `QueryActivation=2/0,QueryInvoice=600` (seconds fresh, then stale) */
function freshnessFrom(text: string | undefined): Partial<Record<GetOperation, Freshness>> {
  const out: Partial<Record<GetOperation, Freshness>> = {};
  for (const part of (text ?? '').split(',')) {
    if (part.trim() === '') continue;
    const [operation = '', times = ''] = part.trim().split('=');
    if (!Object.hasOwn(CACHE_DEFAULTS.freshness, operation)) {
      throw new Error(
        `PARTNER_CACHE_FRESHNESS: ${operation} is not one of ${Object.keys(CACHE_DEFAULTS.freshness).join(', ')}`,
      );
    }
    const [fresh = 0, stale] = times.split('/').map(Number);
    const defaults = CACHE_DEFAULTS.freshness[operation as GetOperation];
    out[operation as GetOperation] = {
      freshMs: fresh * 1000,
      staleMs: stale === undefined ? defaults.staleMs : stale * 1000,
    };
  }
  return out;
}

function persistedOperations(path: string | undefined, only: boolean): Config['persistedOperations'] {
  if (path === undefined) {
    if (only) throw new Error('PERSISTED_OPERATIONS_ONLY: needs PERSISTED_OPERATIONS_FILE');
    return undefined;
  }
  const text = readPem('PERSISTED_OPERATIONS_FILE', path) ?? '{}';
  try {
    return persistedOperationsFrom(z.record(z.string(), z.string()).parse(JSON.parse(text)), only);
  } catch {
    throw new Error(`PERSISTED_OPERATIONS_FILE: ${path} is not a JSON object of hash to document`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const problems = new Problems();
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.list.push(`${issue.path.join('.')}: ${issue.message}`);
  }
  // the checks that read files or other formats run on the raw values, whatever else is wrong
  const cert = problems.attempt(() => readPem('PROVIDER_CLIENT_CERT_FILE', env['PROVIDER_CLIENT_CERT_FILE']));
  const key = problems.attempt(() => readPem('PROVIDER_CLIENT_KEY_FILE', env['PROVIDER_CLIENT_KEY_FILE']));
  const ca = problems.attempt(() => readPem('PROVIDER_CA_FILE', env['PROVIDER_CA_FILE']));
  const simulator = problems.attempt(() => simulatorConfigFromEnv(env));
  const apiKeys = problems.attempt(() => parseApiKeys(env['API_KEYS']));
  const freshness = problems.attempt(() => freshnessFrom(env['PARTNER_CACHE_FRESHNESS']));
  const persisted = problems.attempt(() =>
    persistedOperations(
      env['PERSISTED_OPERATIONS_FILE'],
      flag.safeParse(env['PERSISTED_OPERATIONS_ONLY']).data ?? false,
    ),
  );
  if (!parsed.success || problems.list.length > 0 || simulator === undefined || apiKeys === undefined) {
    throw new ConfigError(problems.list);
  }
  const e = parsed.data;
  const auth: ProviderAuth =
    e.PROVIDER_AUTH === 'bearer'
      ? { kind: 'bearer', token: e.PROVIDER_TOKEN ?? '' }
      : e.PROVIDER_AUTH === 'basic'
        ? { kind: 'basic', username: e.PROVIDER_USERNAME ?? '', password: e.PROVIDER_PASSWORD ?? '' }
        : e.PROVIDER_AUTH === 'header'
          ? { kind: 'header', name: e.PROVIDER_AUTH_HEADER ?? '', value: e.PROVIDER_AUTH_VALUE ?? '' }
          : { kind: 'none' };
  const tls: ProviderTls | undefined =
    cert === undefined && ca === undefined
      ? undefined
      : { cert, key, ca, passphrase: e.PROVIDER_CLIENT_KEY_PASSPHRASE };
  const production = e.NODE_ENV === 'production';
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    // development tools are off in production unless asked for; GraphiQL also where only
    // persisted documents run (its introspection and its tabs would be refused)
    graphiql: e.GRAPHIQL ?? (!production && !e.PERSISTED_OPERATIONS_ONLY),
    auth: {
      modes: e.AUTH_MODE === 'none' ? [] : (e.AUTH_MODE.split(',') as Array<'jwt' | 'apikey'>),
      jwtSecret: e.JWT_SECRET,
      jwksUrl: e.JWT_JWKS_URL,
      issuer: e.JWT_ISSUER,
      audience: e.JWT_AUDIENCE,
      requireExpiry: production,
      apiKeys,
    },
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    partnerCallsPerMinute: e.PARTNER_CALLS_PER_MINUTE,
    protection: {
      maxDepth: e.MAX_DEPTH,
      maxCost: e.MAX_COST,
      maxAliases: e.MAX_ALIASES,
      maxDirectives: e.MAX_DIRECTIVES,
      maxTokens: e.MAX_TOKENS,
      executionTimeoutMs: e.EXECUTION_TIMEOUT_MS,
      introspection: e.INTROSPECTION ?? !production,
      fieldSuggestions: e.FIELD_SUGGESTIONS ?? !production,
      origins: {
        origins: (e.CORS_ORIGINS ?? '')
          .split(',')
          .map((o) => o.trim())
          .filter((o) => o !== ''),
        // a front end on a local dev server works without configuration, except in production
        localhost: e.CORS_LOCALHOST ?? !production,
      },
    },
    maxBodyBytes: e.MAX_BODY_BYTES,
    persistedOperations: persisted,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    provider: {
      baseUrl: e.PROVIDER_BASE_URL,
      auth,
      tls,
      timeoutMs: e.PROVIDER_TIMEOUT_MS,
      retries: e.PROVIDER_RETRIES,
      connections: e.PROVIDER_CONNECTIONS,
    },
    batch: {
      mode: e.LOADER_MODE,
      concurrency: e.LOADER_CONCURRENCY,
      recordsPerCall: e.LOADER_RECORDS_PER_CALL,
    },
    watch: {
      poll: {
        minMs: e.WATCH_MIN_INTERVAL_MS,
        maxMs: e.WATCH_MAX_INTERVAL_MS,
        slowMs: e.WATCH_SLOW_INTERVAL_MS,
      },
      maxInFlight: e.WATCH_MAX_IN_FLIGHT,
      keepAliveMs: e.WS_KEEPALIVE_MS,
      initTimeoutMs: e.WS_INIT_TIMEOUT_MS,
    },
    transport: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      maxStreamsPerCaller: e.MAX_STREAMS_PER_CALLER,
      maxSocketsPerCaller: e.MAX_SOCKETS_PER_CALLER,
    },
    cache: {
      enabled: e.PARTNER_CACHE,
      maxRecords: e.PARTNER_CACHE_MAX_RECORDS,
      freshness: freshness ?? {},
    },
    redis:
      e.REDIS_URL === undefined
        ? undefined
        : {
            url: e.REDIS_URL,
            prefix: e.REDIS_PREFIX,
            leaseTtlMs: e.LEASE_TTL_MS,
            connectTimeoutMs: e.REDIS_CONNECT_TIMEOUT_MS,
            commandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
          },
    simulator,
  };
}
