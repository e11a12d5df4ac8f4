/**
 * The GraphQL server: schema, context, error masking, health and readiness, GraphiQL served
 * from the gateway itself (no CDN). Exported on its own so tests can call `yoga.fetch()`.
 */
import { readFileSync } from 'node:fs';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { createYoga, type Plugin, useReadinessCheck, type YogaServerInstance } from 'graphql-yoga';
import type { Authenticator } from './auth/authenticate.js';
import { type Context, type ContextDeps, createContext, requestIdFrom } from './context.js';
import { maskError } from './errors.js';
import { useDeadline, useNoIntrospection, useRateLimit } from './limits.js';
import type { Logger } from './logger.js';
import type { Metrics } from './metrics.js';
import { useObservability } from './observability.js';
import { schema } from './schema/index.js';
import type { RateLimiter } from './stores/rate-limit.js';

export interface Protection {
  maxDepth: number;
  maxCost: number;
  maxAliases: number;
  maxDirectives: number;
  maxTokens: number;
  executionTimeoutMs: number;
  introspection: boolean;
  fieldSuggestions: boolean;
  /** origins allowed to call from a browser; none: no CORS headers */
  corsOrigins: readonly string[];
}

export const DEFAULT_PROTECTION: Protection = {
  maxDepth: 12,
  maxCost: 20_000,
  maxAliases: 15,
  maxDirectives: 20,
  maxTokens: 3_000,
  executionTimeoutMs: 15_000,
  introspection: true,
  fieldSuggestions: true,
  corsOrigins: [],
};

export interface GatewayOptions extends ContextDeps {
  logger: Logger;
  authenticator: Authenticator;
  rateLimiter: RateLimiter;
  metrics: Metrics;
  protection?: Partial<Protection>;
  /** operations by sha256 hash; `only`: other operations need an API key */
  persistedOperations?: { byHash: ReadonlyMap<string, string>; only: boolean } | undefined;
  /** @default true */
  graphiql?: boolean;
}

export type Gateway = YogaServerInstance<Record<string, unknown>, Context>;

const example = (name: string) =>
  readFileSync(new URL(`./operations/${name}.graphql`, import.meta.url), 'utf8');

/** every error of a response carries the request id, so a caller can quote it */
function useRequestIdInErrors(): Plugin<Context> {
  return {
    onExecute: ({ args }) => ({
      onExecuteDone: ({ result, setResult }) => {
        if (!('errors' in result) || result.errors === undefined) return;
        const { requestId } = args.contextValue;
        setResult({
          ...result,
          errors: result.errors.map((e) => {
            e.extensions['requestId'] = requestId;
            return e;
          }),
        });
      },
    }),
  };
}

export function createGateway(options: GatewayOptions): Gateway {
  const { logger } = options;
  const protection = { ...DEFAULT_PROTECTION, ...options.protection };
  return createYoga<Record<string, unknown>, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    healthCheckEndpoint: '/health',
    landingPage: false,
    cors:
      protection.corsOrigins.length === 0
        ? false
        : { origin: [...protection.corsOrigins], credentials: true },
    context: async ({ request }) =>
      createContext(
        options,
        requestIdFrom(request.headers),
        await options.authenticator.authenticate(request.headers),
        request.headers,
      ),
    maskedErrors: { maskError: (error, message) => maskError(error, message) },
    logging: {
      debug: (...args) => logger.debug({ args }, 'yoga'),
      info: (...args) => logger.info({ args }, 'yoga'),
      warn: (...args) => logger.warn({ args }, 'yoga'),
      error: (...args) => logger.error({ args }, 'yoga'),
    },
    renderGraphiQL,
    graphiql:
      options.graphiql === false
        ? false
        : {
            title: 'Mobile subscriptions graph',
            defaultTabs: [
              { query: example('Dashboard') },
              {
                query: example('OrderNewSubscription'),
                variables: JSON.stringify(
                  {
                    input: {
                      eSim: true,
                      email: 'customer@example.com',
                      confirmationCode: '4711',
                      referenceNumber: 'WEB-2001',
                      services: { voiceMail: true, dataRoamingLimitEuros: 100 },
                      idempotencyKey: 'order-web-2001',
                    },
                  },
                  null,
                  2,
                ),
              },
              {
                query: example('FollowActivation'),
                variables: JSON.stringify({ id: 'paste an activationId' }, null, 2),
              },
              {
                query: example('SubscriptionDetail'),
                variables: JSON.stringify({ phoneNumber: '0612345678', yearMonth: '2026_05' }, null, 2),
              },
            ],
          },
    plugins: [
      useRequestIdInErrors(),
      ...(options.persistedOperations === undefined
        ? []
        : [
            usePersistedOperations({
              getPersistedOperation: (hash) => options.persistedOperations?.byHash.get(hash) ?? null,
              // an allowlist for mobile apps; server callers (API keys) may still send any operation
              allowArbitraryOperations: (request) =>
                !options.persistedOperations?.only || request.headers.has('x-api-key'),
            }),
          ]),
      useObservability(logger, options.metrics),
      // a GET or a form post can be sent cross-site without a preflight: such requests must
      // carry a header a cross-site page cannot add
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf', 'graphql-require-preflight'] }),
      EnvelopArmorPlugin({
        maxDepth: { n: protection.maxDepth, ignoreIntrospection: true, flattenFragments: true },
        costLimit: { maxCost: protection.maxCost, ignoreIntrospection: true, flattenFragments: true },
        maxAliases: { n: protection.maxAliases },
        maxDirectives: { n: protection.maxDirectives },
        maxTokens: { n: protection.maxTokens },
        blockFieldSuggestion: { enabled: !protection.fieldSuggestions },
      }),
      ...(protection.introspection ? [] : [useNoIntrospection()]),
      useRateLimit(options.rateLimiter),
      useDeadline(protection.executionTimeoutMs),
      useReadinessCheck({
        endpoint: '/ready',
        check: async () => {
          await options.provider.get('QueryCdrMonth', { take: 0 }, { timeoutMs: 2_000 });
          return true;
        },
      }),
    ],
  });
}
