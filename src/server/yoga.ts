/**
 * The GraphQL server: schema, context, error masking, health and readiness, GraphiQL served
 * from the gateway itself (no CDN). Exported on its own so tests can call `yoga.fetch()`.
 */
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useDeferStream } from '@graphql-yoga/plugin-defer-stream';
import type { GraphQLError } from 'graphql';
import { createYoga, type Plugin, useReadinessCheck, type YogaServerInstance } from 'graphql-yoga';
import type { Authenticator } from '../auth/authenticate.js';
import { CODES } from '../errors/codes.js';
import { type JournalHealth, takesOrders } from '../journal/connection.js';
import { useLiveQueries } from '../live-queries/live-queries.js';
import type { Logger } from '../observability/logger.js';
import type { Metrics } from '../observability/metrics.js';
import { operationNames, useObservability } from '../observability/operations.js';
import { useTracing } from '../observability/tracing.js';
import { useAnswerAge } from '../plugins/answer-age.js';
import { useBodyLimit } from '../plugins/body-limit.js';
import { useCost } from '../plugins/cost.js';
import { useCsrfPrevention } from '../plugins/csrf.js';
import { maskError, useErrorHygiene, yogaLogging } from '../plugins/errors.js';
import { useStreamsOfClientsWhoLeft } from '../plugins/left-early.js';
import { useDeadline, useInputLimits, useNoIntrospection, useRateLimit } from '../plugins/limits.js';
import { usePartsNeedAStream } from '../plugins/parts-not-accepted.js';
import { type PersistedOperations, usePersistedOperationsPolicy } from '../plugins/persisted-operations.js';
import { useRequestShape } from '../plugins/request-shape.js';
import { useShutdown } from '../plugins/shutdown.js';
import { useStreamExpiry } from '../plugins/stream-expiry.js';
import { useStreamLimit } from '../plugins/stream-limit.js';
import type { PartnerHealth } from '../provider/health.js';
import {
  type Context,
  type ContextDeps,
  createContext,
  freshLoaders,
  renewForRun,
  requestIdOf,
} from '../request/context.js';
import { schema } from '../schema/index.js';
import { PROTECTION_DEFAULTS, type Protection, STREAM_DEFAULTS } from '../settings/defaults.js';
import { useMultiplexedEvents } from '../subscriptions/multiplex.js';
import type { MutationsInFlight } from '../transport/drain.js';
import { corsFor } from '../transport/origins.js';
import { graphiqlFor, renderGraphiqlFor } from './graphiql.js';

export interface GatewayOptions extends ContextDeps {
  logger: Logger;
  authenticator: Authenticator;
  metrics: Metrics;
  protection?: Partial<Protection>;
  /** operations by sha256 hash; `only`: other operations need an API key */
  persistedOperations?: PersistedOperations | undefined;
  /** @default true */
  graphiql?: boolean;
  /** the largest request body, in bytes, however it is sent (Content-Length or chunked); larger: 413 before authentication */
  maxBodyBytes: number;
  /** live streams (SSE and graphql-ws together) one caller may hold open @default STREAM_DEFAULTS.maxPerCaller */
  maxStreamsPerCaller?: number;
  /** aborted when the gateway stops: live streams end then */
  stopping?: AbortSignal | undefined;
  /** counts the mutations executing, and refuses those that come once the gateway stops (transport/drain.ts) */
  mutations?: MutationsInFlight | undefined;
  /** whether the order journal's database answers, for /ready */
  journalHealth?: (() => JournalHealth) | undefined;
  /** whether the shared Redis answers, for /ready; absent without Redis */
  redisHealth?: (() => 'up' | 'down' | 'starting') | undefined;
  /** the partner's health as the gateway's own calls found it, for /ready */
  partnerHealth: PartnerHealth;
  /** requests traced, and the callers whose trace context is taken on (tracing.ts); absent: tracing is off */
  tracing?: { trustedCallers: readonly string[] } | undefined;
}

const GRAPHQL_ENDPOINT = '/graphql';

export type Gateway = YogaServerInstance<Record<string, unknown>, Context>;

/**
 * graphql-armor refuses without a code, by throwing: each limit names its own, on every
 * transport, and the refusal gets the log line a refused operation gets.
 */
const codedBy = (logger: Logger) => (code: string) => ({
  onReject: [
    (_context: unknown, error: GraphQLError) => {
      error.extensions['code'] = code;
      // armor words its token limit as a syntax error, and so the others: a limit is none
      error.message = error.message.replace(/^Syntax Error: /, '');
      logger.info({ errors: [{ code }] }, 'graphql operation refused');
    },
  ],
});

export function createGateway(options: GatewayOptions): Gateway {
  const { logger } = options;
  const protection = { ...PROTECTION_DEFAULTS, ...options.protection };
  const coded = codedBy(logger);
  return createYoga<Record<string, unknown>, Context>({
    schema,
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    // useBodyLimit below, which counts only a body that comes without a length
    maxRequestBodySize: false,
    // GraphQL over HTTP's persisted documents: the allowlist reads it (plugins/persisted-operations.ts)
    extraParamNames: ['documentId'],
    healthCheckEndpoint: '/health',
    landingPage: false,
    cors: corsFor(protection.origins),
    context: async ({ request }) =>
      createContext(
        options,
        requestIdOf(request),
        await options.authenticator.ofRequest(request),
        request.headers,
      ),
    // never isDev: no error body carries the original error or its stack
    maskedErrors: { maskError: (error, message) => maskError(error, message), isDev: false },
    logging: yogaLogging(logger),
    // GraphiQL's page (megabytes of script) is loaded the first time it is asked for, never
    // when GraphiQL is off
    renderGraphiQL: renderGraphiqlFor(options.authenticator.settings.modes),
    graphiql:
      options.graphiql === false
        ? false
        : graphiqlFor(options.provider, options.authenticator.settings.modes),
    plugins: [
      // first: every other plugin wraps the subscribe function it provides
      useMultiplexedEvents<Context>({
        count: (how, events) => options.metrics.subscriptionEvents.inc({ execution: how }, events),
        freshLoaders: (ctx) => freshLoaders(options, ctx),
      }),
      ...(options.tracing === undefined
        ? []
        : [
            useTracing(GRAPHQL_ENDPOINT, {
              trustedCallers: options.tracing.trustedCallers,
              callerOf: (request) => options.authenticator.ofRequest(request),
            }),
          ]),
      // before the error hygiene, which tidies the error it answers with
      usePartsNeedAStream(),
      useErrorHygiene(protection.fieldSuggestions),
      // @defer and @stream: the first part once the fields not deferred are ready, the rest as
      // each comes, over multipart/mixed, SSE and graphql-ws alike
      useDeferStream(),
      // an allowlist for mobile apps; server callers (API keys) may still send any operation.
      // websocket.ts applies the same rule to graphql-ws
      ...(options.persistedOperations === undefined
        ? []
        : [usePersistedOperationsPolicy(options.persistedOperations, options.authenticator)]),
      useStreamLimit(options.maxStreamsPerCaller ?? STREAM_DEFAULTS.maxPerCaller),
      useStreamExpiry(),
      ...(options.stopping === undefined ? [] : [useShutdown(options.stopping)]),
      useStreamsOfClientsWhoLeft(),
      useObservability(logger, options.metrics, operationNames(options.persistedOperations)),
      useAnswerAge(),
      // a GET or a form post can be sent cross-site without a preflight: such requests must
      // carry a header a cross-site page cannot add
      useCsrfPrevention(),
      useRequestShape(),
      useBodyLimit(options.maxBodyBytes),
      EnvelopArmorPlugin({
        maxDepth: {
          n: protection.maxDepth,
          ignoreIntrospection: true,
          flattenFragments: true,
          ...coded(CODES.DEPTH_LIMIT_EXCEEDED),
        },
        // the cost limit is cost.ts's: counted with the variables' values, it names what to lower
        costLimit: { enabled: false },
        maxAliases: { n: protection.maxAliases, ...coded(CODES.ALIAS_LIMIT_EXCEEDED) },
        maxDirectives: { n: protection.maxDirectives, ...coded(CODES.DIRECTIVE_LIMIT_EXCEEDED) },
        maxTokens: { n: protection.maxTokens, ...coded(CODES.TOKEN_LIMIT_EXCEEDED) },
        blockFieldSuggestion: { enabled: !protection.fieldSuggestions },
      }),
      ...(protection.introspection ? [] : [useNoIntrospection()]),
      // before the rate limit, which a mutation refused as the gateway stops does not cost; and
      // before the deadline, so that a mutation past it still counts until its POST has ended
      ...(options.mutations === undefined ? [] : [options.mutations.plugin]),
      useRateLimit(options.rateLimiter),
      // after the rate limit: an operation refused for its inputs or its cost costs its caller a
      // token too, so that refusals cannot be sent without end
      useInputLimits(),
      useCost(protection.maxCost, protection.costInEveryAnswer),
      useDeadline(protection.executionTimeoutMs),
      // query @live: after the deadline, which then bounds each of its runs
      useLiveQueries<Context>(options.live.queries, {
        renew: (ctx) => renewForRun(options, ctx),
        executed: () => options.metrics.liveQueryExecutions.inc(),
        result: (outcome) => options.metrics.liveQueryResults.inc({ outcome }),
      }),
      onlyAt(
        READY_ENDPOINT,
        useReadinessCheck({
          endpoint: READY_ENDPOINT,
          check: readiness(options),
        }),
      ),
    ],
  });
}

const READY_ENDPOINT = '/ready';

/**
 * /ready: 503 until the instance can take orders (its journal open, or in memory and waiting
 * for its first use; and Redis answering when it has one), 200 from then on, and 503 again
 * only while it stops. What fails later (the partner, the journal's database, Redis) is every
 * instance's: the body says so (`degraded`, with each one's state), and the instance stays in
 * the balancer, answering typed errors rather than refusing connections. The partner's health
 * is as the gateway's own recent calls found it, without a partner call per probe.
 */
function readiness(
  options: Pick<GatewayOptions, 'stopping' | 'journalHealth' | 'redisHealth' | 'partnerHealth'>,
) {
  let started = false;
  return ({ fetchAPI }: { fetchAPI: { Response: typeof Response } }) => {
    const stopping = options.stopping?.aborted === true;
    const redis = options.redisHealth?.();
    const journal = options.journalHealth?.();
    const partner = options.partnerHealth.report();
    started ||= (journal === undefined || takesOrders(journal)) && (redis === undefined || redis === 'up');
    const status = stopping
      ? 'stopping'
      : !started
        ? 'starting'
        : redis === 'down' || journal === 'down' || partner.status === 'down'
          ? 'degraded'
          : 'ok';
    return new fetchAPI.Response(
      JSON.stringify({
        status,
        ...(journal === undefined ? {} : { journal }),
        ...(redis === undefined ? {} : { redis }),
        partner,
      }),
      {
        status: status === 'stopping' || status === 'starting' ? 503 : 200,
        headers: { 'content-type': 'application/json' },
      },
    );
  };
}

/**
 * A plugin that answers one path, asked only about that path: yoga's readiness check matches
 * every request's URL against a URLPattern, about 1 % of a small request's CPU.
 */
function onlyAt<P extends Plugin>(path: string, plugin: P): P {
  const { onRequest } = plugin;
  if (onRequest === undefined) return plugin;
  return {
    ...plugin,
    onRequest: (payload) => (payload.url.pathname === path ? onRequest(payload) : undefined),
  };
}
