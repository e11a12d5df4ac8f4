/**
 * The gateway's configuration, read from the environment once at start-up: the variables,
 * their parsers and defaults are the settings table's (settings/index.ts); here are the rules
 * between them and the Config the components take. A wrong value stops start-up with the
 * variable's name, every problem listed at once.
 */
import { readFileSync } from 'node:fs';
import type { GetOperation } from '@msp/partner-interface';
import type { SimulatorServerOptions } from '@msp/partner-simulator';
import { simulatorConfigFromEnv } from '@msp/partner-simulator/config';
import { z } from 'zod';
import { parseApiKeys } from '../auth/api-keys.js';
import type { AuthSettings } from '../auth/authenticate.js';
import type { DatabaseTarget } from '../journal/database.js';
import type { ProviderAuth, ProviderTls } from '../provider/auth.js';
import { type Freshness, READS } from '../reads/table.js';
import type { BatchSettings } from '../resolvers/loaders.js';
import type { ServedHosts } from '../transport/hosts.js';
import { type PersistedOperations, persistedOperationsFrom } from '../transport/persisted-list.js';
import { JOURNAL_DEFAULTS, type Protection } from './defaults.js';
import { tracingRequested } from './elsewhere.js';
import { flag, SECRET_FILES, SETTINGS } from './index.js';
import { publishedSecret, SECRET_SETTINGS } from './published.js';
import { type PushConfig, pushConfigOf } from './push.js';

/** the environment's schema: the settings table's rows, and the rules between them */
const envSchema = z.object(SETTINGS).superRefine(
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
      need(
        'DATABASE_URL',
        'NODE_ENV=production (the embedded PostgreSQL is for one instance in development)',
      );
      if (env.METRICS_PORT === undefined)
        need('METRICS_TOKEN', 'NODE_ENV=production and /metrics has no port of its own (METRICS_PORT)');
      need('ENCRYPTION_KEY', 'NODE_ENV=production (it keeps the webhook secrets in the database unreadable)');
      need(
        'PUBLIC_HOSTS',
        'NODE_ENV=production: the names clients reach the gateway by (any other is refused with 421, against DNS rebinding; localhost and IP addresses are always answered)',
      );
      if (env.PUSH_TARGET === 'development')
        ctx.addIssue({
          code: 'custom',
          path: ['PUSH_TARGET'],
          message:
            'must not be development when NODE_ENV=production: notifications would be recorded, not sent (set services, with APNS_* and/or FCM_CREDENTIALS_FILE)',
        });
      for (const name of SECRET_SETTINGS) {
        const value = env[name];
        const why = typeof value === 'string' ? publishedSecret(name, value) : undefined;
        if (why !== undefined) ctx.addIssue({ code: 'custom', path: [name], message: why });
      }
    }
    // APNs needs its key, the key's id, the team and the topic together
    const apns = ['APNS_KEY_FILE', 'APNS_KEY_ID', 'APNS_TEAM_ID', 'APNS_TOPIC'] as const;
    const named = apns.find((name) => env[name] !== undefined);
    if (named !== undefined) for (const name of apns) need(name, `${named} is set (APNs needs all four)`);
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
    const atLeast = (name: keyof typeof env, other: keyof typeof env) => {
      if (Number(env[name]) < Number(env[other]))
        ctx.addIssue({ code: 'custom', path: [name], message: `must be at least ${other} (${env[other]})` });
    };
    // a request whose headers may take longer than the whole request could never be served
    atLeast('HTTP_REQUEST_TIMEOUT_MS', 'HTTP_HEADERS_TIMEOUT_MS');
    // the schedule backs off from the fastest poll towards the slowest
    atLeast('WATCH_MAX_INTERVAL_MS', 'WATCH_MIN_INTERVAL_MS');
    // one address's sockets count in the total too
    atLeast('MAX_PENDING_SOCKETS', 'MAX_PENDING_SOCKETS_PER_ADDRESS');
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
  /** the names the gateway answers to besides localhost and IP literals: PUBLIC_HOSTS and HOST (transport/hosts.ts) */
  publicHosts: ServedHosts;
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
    /** WebSockets not yet acknowledged, per client address and in total */
    maxPendingSocketsPerAddress: number;
    maxPendingSockets: number;
  };
  /** the partner cache (src/cache/partner-cache.ts); in Redis when `redis` is set */
  cache: { enabled: boolean; maxRecords: number; freshness: Partial<Record<GetOperation, Freshness>> };
  /** the order journal: a PostgreSQL server, or the embedded one in a directory; `settleMarginMs`: beyond the partner timeout, before an order whose answer was lost may be found not placed */
  journal: { target: DatabaseTarget; retentionDays: number; settleMarginMs: number };
  /** order webhooks (src/webhooks/) */
  webhooks: {
    /** ms before each attempt after a failed one */
    retrySchedule: readonly number[];
    timeoutMs: number;
    allowPrivateNetworks: boolean;
    concurrency: number;
    sweepIntervalMs: number;
    secretOverlapMs: number;
    /** 32 bytes; undefined: the development key (never in production) */
    encryptionKey: string | undefined;
  };
  /** push notifications (src/push/): each service when configured */
  push: PushConfig;
  /** several instances share Redis; absent: everything in memory */
  redis:
    | { url: string; prefix: string; leaseTtlMs: number; connectTimeoutMs: number; commandTimeoutMs: number }
    | undefined;
  simulator: SimulatorServerOptions;
  /**
   * whether the OTEL_* variables ask for traces, and the callers whose trace context is taken
   * on: `apikey:<name>`, `token:<sub>`, `<kind>:*`, `anonymous`
   */
  tracing: { on: boolean; trustedCallers: readonly string[] };
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

function readText(variable: string, path: string | undefined): string | undefined {
  if (path === undefined) return undefined;
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`${variable}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

/** `env` with each secret given by a file read into its variable; the names read so */
function withSecretFiles(
  env: NodeJS.ProcessEnv,
  problems: Problems,
): { env: NodeJS.ProcessEnv; read: Set<string> } {
  const out = { ...env };
  const read = new Set<string>();
  for (const [variable, name] of SECRET_FILES) {
    const path = env[variable];
    if (path === undefined) continue;
    if (env[name] !== undefined) {
      problems.list.push(
        `${name}, ${variable}: both are set; set one (${variable} names a file holding ${name})`,
      );
      continue;
    }
    const text = problems.attempt(() => readText(variable, path));
    if (text === undefined) continue;
    out[name] = text.replace(/\r?\n$/, '');
    read.add(name);
  }
  return { env: out, read };
}

/** PARTNER_CACHE_FRESHNESS: `QueryActivation=2/0,QueryInvoice=600` (seconds fresh, then stale) */
function freshnessFrom(text: string | undefined): Partial<Record<GetOperation, Freshness>> {
  const out: Partial<Record<GetOperation, Freshness>> = {};
  for (const part of (text ?? '').split(',')) {
    if (part.trim() === '') continue;
    const [operation = '', times = ''] = part.trim().split('=');
    if (!Object.hasOwn(READS, operation)) {
      throw new Error(`PARTNER_CACHE_FRESHNESS: ${operation} is not one of ${Object.keys(READS).join(', ')}`);
    }
    const [fresh = 0, stale] = times.split('/').map(Number);
    const defaults = READS[operation as GetOperation].freshness;
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
  const text = readText('PERSISTED_OPERATIONS_FILE', path) ?? '{}';
  try {
    return persistedOperationsFrom(z.record(z.string(), z.string()).parse(JSON.parse(text)), only);
  } catch {
    throw new Error(`PERSISTED_OPERATIONS_FILE: ${path} is not a JSON object of hash to document`);
  }
}

export function loadConfig(given: NodeJS.ProcessEnv): Config {
  const problems = new Problems();
  const { env, read } = withSecretFiles(given, problems);
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [name] = issue.path;
      const from = typeof name === 'string' && read.has(name) ? ` (read from ${name}_FILE)` : '';
      problems.list.push(`${issue.path.join('.')}${from}: ${issue.message}`);
    }
  }
  // the checks that read files or other formats run on the raw values, whatever else is wrong
  const cert = problems.attempt(() =>
    readText('PROVIDER_CLIENT_CERT_FILE', env['PROVIDER_CLIENT_CERT_FILE']),
  );
  const key = problems.attempt(() => readText('PROVIDER_CLIENT_KEY_FILE', env['PROVIDER_CLIENT_KEY_FILE']));
  const ca = problems.attempt(() => readText('PROVIDER_CA_FILE', env['PROVIDER_CA_FILE']));
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
    // and the name it listens on, when it is one (an address is served anyway)
    publicHosts: [...(e.PUBLIC_HOSTS ?? '').split(','), e.HOST]
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== ''),
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
      costInEveryAnswer: e.COST_IN_EVERY_ANSWER ?? !production,
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
      maxPendingSocketsPerAddress: e.MAX_PENDING_SOCKETS_PER_ADDRESS,
      maxPendingSockets: e.MAX_PENDING_SOCKETS,
    },
    cache: {
      enabled: e.PARTNER_CACHE,
      maxRecords: e.PARTNER_CACHE_MAX_RECORDS,
      freshness: freshness ?? {},
    },
    journal: {
      target:
        e.DATABASE_URL === undefined
          ? {
              // the embedded simulator forgets its orders when it stops: so does its journal, unless asked
              dataDir:
                e.DATA_DIR ?? (e.PROVIDER_BASE_URL === undefined ? 'memory://' : JOURNAL_DEFAULTS.dataDir),
            }
          : { url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE, queryTimeoutMs: e.DATABASE_TIMEOUT_MS },
      retentionDays: e.JOURNAL_RETENTION_DAYS,
      settleMarginMs: e.ORDER_SETTLE_MARGIN_MS,
    },
    webhooks: {
      retrySchedule: e.WEBHOOK_RETRY_SCHEDULE,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      allowPrivateNetworks: e.WEBHOOK_ALLOW_PRIVATE_NETWORKS,
      concurrency: e.WEBHOOK_CONCURRENCY,
      sweepIntervalMs: e.WEBHOOK_SWEEP_INTERVAL_MS,
      secretOverlapMs: e.WEBHOOK_SECRET_OVERLAP_HOURS * 3_600_000,
      encryptionKey: e.ENCRYPTION_KEY,
    },
    push: pushConfigOf(e),
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
    tracing: {
      on: tracingRequested(env),
      trustedCallers: e.OTEL_TRUSTED_CALLERS.split(',')
        .map((c) => c.trim())
        .filter((c) => c !== 'none'),
    },
  };
}
