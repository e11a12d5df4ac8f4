/**
 * The gateway's configuration, read from the environment once at start-up. A wrong value
 * stops start-up with the variable's name.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { ProviderAuth, ProviderTls } from './provider/auth.js';
import type { BatchSettings } from './resolvers/batch.js';
import { simulatorConfigFromEnv } from './simulator/config.js';
import type { SimulatorServerOptions } from './simulator/server.js';

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    PORT: int(0, 65535).default(4000),
    HOST: z.string().min(1).default('127.0.0.1'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    GRAPHIQL: flag.default(true),
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
    PROVIDER_TIMEOUT_MS: int(100, 300_000).default(10_000),
    PROVIDER_RETRIES: int(0, 10).default(3),
    PROVIDER_CONNECTIONS: int(1, 1024).default(32),
    LOADER_MODE: z.enum(['batched', 'naive']).default('batched'),
    LOADER_CONCURRENCY: int(1, 256).default(8),
    LOADER_RECORDS_PER_CALL: int(1, 100_000).default(200),
    WATCH_MIN_INTERVAL_MS: int(10, 600_000).default(1_000),
    WATCH_MAX_INTERVAL_MS: int(10, 3_600_000).default(30_000),
    WATCH_SLOW_INTERVAL_MS: int(10, 86_400_000).default(300_000),
    WATCH_MAX_IN_FLIGHT: int(1, 1024).default(16),
    WS_KEEPALIVE_MS: int(1_000, 600_000).default(12_000),
  })
  .superRefine((env, ctx) => {
    const need = (name: keyof typeof env, when: string) => {
      if (env[name] === undefined)
        ctx.addIssue({ code: 'custom', path: [name], message: `is required when ${when}` });
    };
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
  });

export interface Config {
  port: number;
  host: string;
  logLevel: string;
  graphiql: boolean;
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
  };
  simulator: SimulatorServerOptions;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function readPem(variable: string, path: string | undefined): string | undefined {
  if (path === undefined) return undefined;
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError(
      `${variable}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
}

export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(
      `invalid configuration: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'is invalid'}`,
    );
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
  const cert = readPem('PROVIDER_CLIENT_CERT_FILE', e.PROVIDER_CLIENT_CERT_FILE);
  const ca = readPem('PROVIDER_CA_FILE', e.PROVIDER_CA_FILE);
  const tls: ProviderTls | undefined =
    cert === undefined && ca === undefined
      ? undefined
      : {
          cert,
          key: readPem('PROVIDER_CLIENT_KEY_FILE', e.PROVIDER_CLIENT_KEY_FILE),
          ca,
          passphrase: e.PROVIDER_CLIENT_KEY_PASSPHRASE,
        };
  let simulator: SimulatorServerOptions;
  try {
    simulator = simulatorConfigFromEnv(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    graphiql: e.GRAPHIQL,
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
    },
    simulator,
  };
}
