/**
 * The gateway on an ephemeral port in front of a test simulator, and a GraphQL client for it.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { SimulatorServerOptions } from '@msp/partner-simulator';
import { print } from 'graphql';
import { type RunningApp, startApp } from '../../src/app.js';
import { createLogger, type Logger } from '../../src/observability/logger.js';
import { loadConfig } from '../../src/settings/config.js';
import { createTestDatabase, fileDatabaseUrl } from './database.js';
import { REDIS_URL } from './redis.js';
import { startTestPartner, type TestPartner } from './simulator.js';

export interface GraphQLResponse<R> {
  data?: R | null;
  errors?: Array<{ message: string; path?: Array<string | number>; extensions?: Record<string, unknown> }>;
}

export interface TestGateway {
  partner: TestPartner;
  app: RunningApp;
  url: string;
  request<R, V>(
    document: TypedDocumentNode<R, V> | string,
    variables?: V,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<R>>;
  /** provider requests since the last reset of the simulator's counters */
  calls(): Promise<number>;
  close(): Promise<void>;
}

export async function startTestGateway(
  simulator: SimulatorServerOptions = {},
  env: Record<string, string> = {},
  logger: Logger = createLogger('silent'),
): Promise<TestGateway> {
  const partner = await startTestPartner(simulator);
  const gateway = await startGatewayBefore(partner, env, logger);
  return {
    ...gateway,
    async close() {
      await gateway.close();
      await partner.close();
    },
  };
}

/**
 * The gateway in front of a partner the test started (and stops): PROVIDER_BASE_URL in `env`
 * puts something between them. `close()` stops the gateway and drops its journal.
 */
export async function startGatewayBefore(
  partner: TestPartner,
  env: Record<string, string> = {},
  logger: Logger = createLogger('silent'),
): Promise<TestGateway> {
  // a journal of its own, as a new partner has none of its orders; a test that restarts a
  // gateway on the same journal passes its DATABASE_URL
  const database = env['DATABASE_URL'] === undefined ? await createTestDatabase('gateway') : undefined;
  const config = loadConfig({
    PORT: '0',
    LOG_LEVEL: 'silent',
    PROVIDER_BASE_URL: partner.url,
    PROVIDER_TIMEOUT_MS: '3000',
    // these tests change the partner behind the gateway's back (a manual clock, resets, calls
    // straight to the simulator): the partner cache is tested where only the gateway changes it
    PARTNER_CACHE: 'false',
    // answers are compared whole: extensions.cost is tested where a caller asks for it
    COST_IN_EVERY_ANSWER: 'false',
    ...(database === undefined ? {} : { DATABASE_URL: database.url }),
    ...env,
  });
  const app = await startApp(config, logger);
  return {
    ...clientOf(partner, app),
    async close() {
      await app.stop();
      await database?.drop();
    },
  };
}

/** A TestGateway for `app` before `partner`, but its `close()`, which says what it stops. */
export function clientOf(partner: TestPartner, app: RunningApp): Omit<TestGateway, 'close'> {
  return {
    partner,
    app,
    url: app.url,
    async request(document, variables, headers = {}) {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify({ query: typeof document === 'string' ? document : print(document), variables }),
      });
      return (await response.json()) as GraphQLResponse<never>;
    },
    async calls() {
      const stats = await partner.stats();
      return Object.values(stats).reduce((sum, n) => sum + (n ?? 0), 0);
    },
  };
}

/**
 * Two gateways in this process in front of `partner`, as two instances behind a load balancer:
 * one Redis (the shared test Redis, under `prefix`) and one journal (the test file's database).
 */
export async function startTwoInstances(
  partner: TestPartner,
  prefix: string,
  env: Record<string, string>,
): Promise<[RunningApp, RunningApp]> {
  const config = loadConfig({
    DATABASE_URL: fileDatabaseUrl(),
    ...env,
    PORT: '0',
    LOG_LEVEL: 'silent',
    PROVIDER_BASE_URL: partner.url,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    LEASE_TTL_MS: '1000',
  });
  return Promise.all([startApp(config, createLogger('silent')), startApp(config, createLogger('silent'))]);
}
