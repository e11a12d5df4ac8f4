/**
 * urql with graphcache against the gateway, the recommended set-up: queries and mutations over
 * HTTP (POST), subscriptions over graphql-ws (or server-sent events with graphql-sse), a
 * normalized cache that knows the schema, joins Relay pages and does not try to key the
 * objects that have no id, and optionally persisted documents (hashes instead of text).
 *
 *   const { client, dispose } = createUrqlClient({ url: 'http://127.0.0.1:4000/graphql' });
 *   const { data } = await client.query(DashboardDocument, {}).toPromise();
 *
 * Everything the cache needs is generated from the schema by `npm run codegen`:
 * urql-introspection.ts (the minified schema) and embedded-types.json (object types without
 * an id); the typed documents carry `__typename` and their persisted hash.
 */
import {
  Client,
  type Exchange,
  fetchExchange,
  type SubscriptionForwarder,
  subscriptionExchange,
} from '@urql/core';
import { cacheExchange, type KeyingConfig, type ResolverConfig } from '@urql/exchange-graphcache';
import { relayPagination } from '@urql/exchange-graphcache/extras';
import { persistedExchange } from '@urql/exchange-persisted';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { createClient as createSseClient, type RequestParams } from 'graphql-sse';
import { createClient as createWsClient } from 'graphql-ws';
import embeddedTypes from '../../src/generated/embedded-types.json' with { type: 'json' };
import schema from '../../src/generated/urql-introspection.js';
import { type ClientSetupOptions, persistedHashOf, reconnecting } from './shared.js';

export interface UrqlSetup {
  client: Client;
  /** closes the WebSocket or the event streams */
  dispose(): Promise<void>;
}

/**
 * The object types without an id (connections, edges, PageInfo, payloads, errors, services)
 * are stored inside their parent, not as entities of their own. Without this graphcache warns
 * for every one it meets (but connections, edges and PageInfo, which it knows): "Invalid key:
 * ... no key could be generated for the data at this field".
 */
export const keys: KeyingConfig = Object.fromEntries(embeddedTypes.map((type) => [type, () => null]));

/**
 * Every connection field joins its pages into one list per value of its other arguments:
 * asking again with `after: pageInfo.endCursor` gives the pages so far, the new one appended.
 */
export const resolvers: ResolverConfig = {
  Query: {
    activations: relayPagination(),
    cdrMonths: relayPagination(),
    cdrs: relayPagination(),
    invoices: relayPagination(),
    mobileSubscriptions: relayPagination(),
    placedOrders: relayPagination(),
    webhookDeliveries: relayPagination(),
    simCards: relayPagination(),
    usageSummaries: relayPagination(),
  },
  MobileSubscription: {
    activations: relayPagination(),
    cdrs: relayPagination(),
  },
  CdrMonth: {
    cdrs: relayPagination(),
  },
};

/** a result as graphql-ws or graphql-sse pass it on */
interface LiveResult {
  data?: Record<string, unknown> | null | undefined;
  errors?: readonly (GraphQLFormattedError | GraphQLError)[] | undefined;
  extensions?: Record<string, unknown> | undefined;
}

interface LiveObserver {
  next(result: LiveResult): void;
  error(error: unknown): void;
  complete(): void;
}

/** graphql-ws and graphql-sse alike: subscribe(request, observer) returns the unsubscribe */
interface LiveTransport {
  subscribe(request: RequestParams, observer: LiveObserver): () => void;
  dispose(): Promise<void>;
}

function liveTransport(
  url: string,
  headers: Record<string, string>,
  subscriptions: 'ws' | 'sse',
  webSocketImpl: unknown,
  fetchImpl: typeof fetch | undefined,
): LiveTransport {
  if (subscriptions === 'sse') {
    // graphql-sse's default "distinct connections" mode: one POST with
    // `Accept: text/event-stream` per subscription, which is what the gateway serves
    const sse = createSseClient({ url, headers, ...(fetchImpl === undefined ? {} : { fetchFn: fetchImpl }) });
    return {
      subscribe: (request, observer) =>
        sse.subscribe<Record<string, unknown>, Record<string, unknown>>(request, observer),
      dispose: async () => sse.dispose(),
    };
  }
  const ws = createWsClient({
    url: url.replace(/^http/, 'ws'),
    connectionParams: headers,
    ...reconnecting,
    ...(webSocketImpl === undefined ? {} : { webSocketImpl }),
  });
  return {
    subscribe: (request, observer) =>
      ws.subscribe<Record<string, unknown>, Record<string, unknown>>(request, observer),
    dispose: async () => {
      await ws.dispose();
    },
  };
}

export function createUrqlClient({
  url,
  headers = {},
  persisted,
  subscriptions = 'ws',
  webSocketImpl,
  fetch: fetchImpl,
}: ClientSetupOptions): UrqlSetup {
  const live = liveTransport(url, headers, subscriptions, webSocketImpl, fetchImpl);
  const forwardSubscription: SubscriptionForwarder = ({ query, operationName, variables, extensions }) => ({
    subscribe: (sink) => ({
      unsubscribe: live.subscribe(
        {
          // a persisted operation comes without its text: graphql-ws and graphql-sse need ""
          query: query ?? '',
          ...(operationName === undefined ? {} : { operationName }),
          ...(variables === undefined ? {} : { variables }),
          ...(extensions === undefined ? {} : { extensions }),
        },
        {
          next: ({ data, errors, extensions: more }) =>
            sink.next({
              ...(data === undefined ? {} : { data }),
              ...(errors === undefined ? {} : { errors }),
              ...(more === undefined ? {} : { extensions: more }),
            }),
          error: (error) => sink.error(error),
          complete: () => sink.complete(),
        },
      ),
    }),
  });

  const persistence: Exchange[] =
    persisted === undefined
      ? []
      : [
          persistedExchange({
            // the hash codegen embedded in the document: the one the gateway's list has
            generateHash: async (_query, document) => persistedHashOf(document),
            // the gateway has the list; never fall back to sending the text
            enforcePersistedQueries: true,
            enableForMutation: true,
            enableForSubscriptions: true,
            preferGetForPersistedQueries: persisted === 'GET' ? 'within-url-limit' : false,
          }),
        ];

  const client = new Client({
    url,
    fetchOptions: { headers },
    ...(fetchImpl === undefined ? {} : { fetch: fetchImpl }),
    // a query with its text is POSTed (a GET would need a CSRF header); persisted ones above
    preferGetMethod: false,
    exchanges: [
      cacheExchange({ schema, keys, resolvers }),
      ...persistence,
      fetchExchange,
      subscriptionExchange({ forwardSubscription }),
    ],
  });
  return {
    client,
    dispose: () => live.dispose(),
  };
}
