/**
 * The GraphQL server: schema, context, error masking, health and readiness, GraphiQL served
 * from the gateway itself (no CDN). Exported on its own so tests can call `yoga.fetch()`.
 */
import { readFileSync } from 'node:fs';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { createYoga, type Plugin, useReadinessCheck, type YogaServerInstance } from 'graphql-yoga';
import { type Context, type ContextDeps, createContext, requestIdFrom } from './context.js';
import { maskError } from './errors.js';
import type { Logger } from './logger.js';
import { schema } from './schema/index.js';

export interface GatewayOptions extends ContextDeps {
  logger: Logger;
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
  return createYoga<Record<string, unknown>, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    healthCheckEndpoint: '/health',
    landingPage: false,
    context: ({ request }) => createContext(options, requestIdFrom(request.headers), request.headers),
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
      useReadinessCheck({
        endpoint: '/ready',
        check: async () => {
          await options.provider.queryCdrMonth({ take: 0 }, { timeoutMs: 2_000 });
          return true;
        },
      }),
    ],
  });
}
