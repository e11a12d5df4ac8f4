/**
 * urql with graphcache against the gateway: queries and mutations over HTTP (POST; @defer's
 * parts as multipart/mixed), subscriptions and live queries (`query @live`) over graphql-ws (the phone-ready client of ws.ts) or server-sent events with
 * graphql-sse, a normalized cache that knows the schema, joins Relay pages and does not try to
 * key the objects that have no id, and optionally persisted documents (hashes instead of text).
 * urql keeps partial data with its errors by itself (what Apollo needs `errorPolicy: 'all'` for).
 *
 *   const { client, ws, dispose } = createUrqlClient({ url: 'https://api.example.com/graphql', getToken });
 *   const { data, error } = await client.query(DashboardDocument, {}).toPromise();
 *
 * Everything the cache needs is generated from the schema by `npm run codegen` and bundled
 * here: the minified schema (urql-introspection) and the embedded types (object types without
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
import type { Client as WsClient } from 'graphql-ws';
import { authorizedFetch } from './credentials.js';
import embeddedTypes from './generated/embedded-types.js';
import schema from './generated/urql-introspection.js';
import { isLiveQuery } from './live-query.js';
import type { ClientSetupOptions } from './options.js';
import { knownHashOf } from './persisted.js';
import { createWsClient } from './ws.js';

export interface UrqlSetup {
  client: Client;
  /** the graphql-ws client under the subscriptions (undefined with `subscriptions: 'sse'`): for followActivation */
  ws: WsClient | undefined;
  /** closes the WebSocket or the event streams */
  dispose(): Promise<void>;
}

/**
 * The object types without an id (connections, edges, PageInfo, payloads, errors, services)
 * are stored inside their parent, not as entities of their own. Without this graphcache warns
 * for every one it meets (but connections, edges and PageInfo, which it knows): "Invalid key:
 * ... no key could be generated for the data at this field".
 */
/** the minified schema graphcache matches fragments and nullability with */
export { schema };

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
    webhookEndpointChanges: relayPagination(),
    pushDeliveries: relayPagination(),
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
  subscriptions: 'ws' | 'sse',
  { url, getToken, webSocketImpl, keepAliveMs, pongTimeoutMs }: ClientSetupOptions,
  authorized: typeof fetch,
): LiveTransport & { ws: WsClient | undefined } {
  if (subscriptions === 'sse') {
    // graphql-sse's default "distinct connections" mode: one POST with
    // `Accept: text/event-stream` per subscription, which is what the gateway serves
    const sse = createSseClient({ url, fetchFn: authorized });
    return {
      ws: undefined,
      subscribe: (request, observer) =>
        sse.subscribe<Record<string, unknown>, Record<string, unknown>>(request, observer),
      dispose: async () => sse.dispose(),
    };
  }
  const ws = createWsClient({ url, getToken, webSocketImpl, keepAliveMs, pongTimeoutMs });
  return {
    ws,
    subscribe: (request, observer) =>
      ws.subscribe<Record<string, unknown>, Record<string, unknown>>(request, observer),
    dispose: async () => {
      await ws.dispose();
    },
  };
}

/**
 * A fetch whose answer's body urql reads through a stream of ours, so that an abort once the
 * answer has begun cancels the body (ending the request at the gateway) rather than aborting
 * the fetch. urql aborts the request of a query with @defer as soon as the last part has come,
 * while its reader still holds the body: on Node, that abort rejects a promise nobody handles
 * (an unhandled rejection, fatal by default).
 */
function withoutLateAborts(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const own = new AbortController();
    const signal = init?.signal;
    let cancel: (() => void) | undefined;
    const aborted = () => (cancel === undefined ? own.abort(signal?.reason) : cancel());
    if (signal?.aborted === true) aborted();
    signal?.addEventListener('abort', aborted, { once: true });
    const answer = await fetchImpl(input, { ...init, signal: own.signal });
    if (answer.body === null) return answer;
    const reader = answer.body.getReader();
    cancel = () => void reader.cancel().catch(() => undefined);
    const body = new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        try {
          const { done, value } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        } catch {
          // cancelled or cut: the answer ends here
          controller.close();
        }
      },
      cancel: (reason) => reader.cancel(reason),
    });
    return new Response(body, {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.headers,
    });
  };
}

export function createUrqlClient(options: ClientSetupOptions): UrqlSetup {
  const { url, getToken, persisted, subscriptions = 'ws', fetch: fetchImpl } = options;
  // the token of the moment on every request, for HTTP and the event streams alike
  const authorized = authorizedFetch(getToken, fetchImpl);
  const live = liveTransport(subscriptions, options, authorized);
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
            // the hash codegen embedded in the document: the one the gateway's list has. A
            // document of the app's own has none: it goes as text (urql sends the text when
            // the hash is empty; a throw here would be an unhandled rejection and an operation
            // that never settles), and a gateway that runs persisted documents alone answers
            // it with its own error
            generateHash: async (_query, document) => knownHashOf(document) ?? '',
            // the gateway has the list; never fall back to sending the text
            enforcePersistedQueries: true,
            enableForMutation: true,
            enableForSubscriptions: true,
            preferGetForPersistedQueries: persisted === 'GET' ? 'within-url-limit' : false,
          }),
        ];

  const client = new Client({
    url,
    fetch: withoutLateAborts(authorized),
    // a query with its text is POSTed (a GET would need a CSRF header); persisted ones above
    preferGetMethod: false,
    exchanges: [
      cacheExchange({ schema, keys, resolvers }),
      ...persistence,
      // before fetchExchange: it takes live queries (`query @live`) too, as streams
      subscriptionExchange({
        forwardSubscription,
        isSubscriptionOperation: ({ kind, query }) =>
          kind === 'subscription' || (kind === 'query' && isLiveQuery(query)),
      }),
      // queries with @defer come in parts (multipart/mixed), which urql reads itself
      fetchExchange,
    ],
  });
  return {
    client,
    ws: live.ws,
    dispose: () => live.dispose(),
  };
}
