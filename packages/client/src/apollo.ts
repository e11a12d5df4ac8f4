/**
 * Apollo Client 4 against the gateway: queries and mutations over HTTP (@defer's parts too),
 * subscriptions and live queries (`query @live`) over graphql-ws (the phone-ready client of
 * ws.ts) or server-sent events with graphql-sse, a
 * normalized cache that knows the graph's interfaces and unions, joins Relay pages and merges
 * the objects that have no id, `errorPolicy: 'all'`, and optionally persisted documents
 * (hashes instead of text).
 *
 *   const { client, ws, dispose } = createApolloClient({ url: 'https://api.example.com/graphql', getToken });
 *   const { data, error } = await client.query({ query: DashboardDocument });
 *
 * Everything the cache needs is generated from the schema by `npm run codegen` and bundled
 * here: possible types (interfaces and unions), embedded types (object types without an id)
 * and list fields; the typed documents carry `__typename` and their persisted hash.
 */
import {
  ApolloClient,
  ApolloLink,
  type FieldPolicy,
  HttpLink,
  InMemoryCache,
  type TypePolicies,
} from '@apollo/client';
import { Defer20220824Handler } from '@apollo/client/incremental';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { relayStylePagination } from '@apollo/client/utilities';
import { type GraphQLError, type GraphQLFormattedError, print } from 'graphql';
import { createClient as createSseClient, type Client as SseClient } from 'graphql-sse';
import type { Client as WsClient } from 'graphql-ws';
import { Observable } from 'rxjs';
import { authorizedFetch } from './credentials.js';
import embeddedTypes from './generated/embedded-types.js';
import listFields from './generated/list-fields.js';
import generated from './generated/possible-types.js';
import { isLiveQuery } from './live-query.js';
import type { ClientSetupOptions } from './options.js';
import { persistedHashOf } from './persisted.js';
import { createWsClient } from './ws.js';

export interface ApolloSetup {
  client: ApolloClient;
  /** the graphql-ws client under the subscriptions (undefined with `subscriptions: 'sse'`): for followActivation */
  ws: WsClient | undefined;
  /** stops the client and closes its WebSocket or event streams */
  dispose(): Promise<void>;
}

/**
 * Interfaces and unions with their object types: without them the cache cannot tell that a
 * `ValidationError` matches `... on Error { message }`, and drops those fields.
 */
export const possibleTypes: Record<string, string[]> = generated.possibleTypes;

/**
 * relayStylePagination, but a connection the gateway answered null (its partner read failed)
 * stays null: the policy's own merge writes an empty connection without `__typename`, which
 * Apollo cannot read back (a warning, and a deferred part that never completes the query).
 */
function pages(keyArgs: Parameters<typeof relayStylePagination>[0]): FieldPolicy {
  const policy = relayStylePagination(keyArgs);
  const { merge, read } = policy;
  return {
    ...policy,
    merge: (existing, incoming, options) =>
      incoming === null || typeof merge !== 'function' ? incoming : merge(existing, incoming, options),
    read: (existing, options) =>
      existing === null || read === undefined ? existing : read(existing, options),
  };
}

/**
 * Every connection field joins its pages into one list per value of its other arguments
 * (filter, orderBy, ...): fetchMore({ variables: { after: pageInfo.endCursor } }) appends.
 */
const connections: TypePolicies = {
  Query: {
    fields: {
      activations: pages(['filter', 'orderBy']),
      cdrMonths: pages(['filter', 'orderBy']),
      cdrs: pages(['filter', 'orderBy']),
      invoices: pages(['filter', 'orderBy']),
      mobileSubscriptions: pages(['filter', 'orderBy']),
      placedOrders: pages(['filter', 'orderBy']),
      webhookDeliveries: pages(['filter']),
      webhookEndpointChanges: pages(['endpointId']),
      pushDeliveries: pages(['filter']),
      simCards: pages(['filter', 'orderBy']),
      usageSummaries: pages(['filter', 'orderBy']),
    },
  },
  MobileSubscription: {
    fields: {
      activations: pages(false),
      cdrs: pages(['yearMonth']),
    },
  },
  CdrMonth: {
    fields: {
      cdrs: pages(['phoneNumber']),
    },
  },
};

/**
 * The object types without an id (connections, edges, PageInfo, payloads, errors, services)
 * live inside their parent: `merge: true` merges a new copy into the one cached, instead of
 * replacing it (which Apollo warns about: "Cache data may be lost when replacing ...").
 */
const embedded: TypePolicies = Object.fromEntries(embeddedTypes.map((type) => [type, { merge: true }]));

/**
 * A list that is not a connection is replaced whole when it changes (Apollo's own default),
 * said explicitly so that Apollo does not warn when one gets shorter, as a subscription's
 * openActivations does when an order ends.
 */
const lists: TypePolicies = Object.fromEntries(
  Object.entries(listFields).map(([type, fields]) => [
    type,
    { fields: Object.fromEntries(fields.map((field) => [field, { merge: false }])) },
  ]),
);

/** type policies of several concerns as one, the field policies of each type together */
function combined(...sets: TypePolicies[]): TypePolicies {
  const all: TypePolicies = {};
  for (const set of sets)
    for (const [type, policy] of Object.entries(set)) {
      const before = all[type];
      all[type] = { ...before, ...policy, fields: { ...before?.fields, ...policy.fields } };
    }
  return all;
}

export const typePolicies: TypePolicies = combined(lists, connections, embedded);

export function createCache(): InMemoryCache {
  return new InMemoryCache({ possibleTypes, typePolicies });
}

/** the request graphql-ws and graphql-sse send: a persisted operation's text is "" (they need a string) */
function requestOf(operation: ApolloLink.Operation) {
  const hashed = operation.extensions['persistedQuery'] !== undefined;
  return {
    query: hashed ? '' : print(operation.query),
    variables: operation.variables,
    extensions: operation.extensions,
    ...(operation.operationName === undefined ? {} : { operationName: operation.operationName }),
  };
}

/** graphql-sse types the errors it passes on as GraphQLError; they are the plain ones sent */
const formatted = ({ message, locations, path, extensions }: GraphQLError): GraphQLFormattedError => ({
  message,
  ...(locations === undefined ? {} : { locations }),
  ...(path === undefined ? {} : { path }),
  extensions,
});

/**
 * Subscriptions over server-sent events: graphql-sse's client in its default "distinct
 * connections" mode (one POST with `Accept: text/event-stream` per subscription), which is what
 * the gateway (graphql-yoga) serves on /graphql.
 */
class SseLink extends ApolloLink {
  readonly #client: SseClient;

  constructor(client: SseClient) {
    super();
    this.#client = client;
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    return new Observable<ApolloLink.Result>((observer) =>
      this.#client.subscribe<Record<string, unknown>, Record<string, unknown>>(requestOf(operation), {
        next: ({ errors, ...result }) =>
          observer.next(errors === undefined ? result : { ...result, errors: errors.map(formatted) }),
        error: (error) => observer.error(error),
        complete: () => observer.complete(),
      }),
    );
  }
}

/**
 * What a result with errors keeps: with Apollo's default (`'none'`) one failing field (a
 * partner outage behind a single edge) throws away the whole page; with `'all'` the data that
 * came are kept, beside the errors, for every kind of operation. Apollo 4 types results by the
 * default error policy an app declares: importing this module declares `'all'` (below), so a
 * result's `data` is typed as what it is, possibly partial next to an `error`.
 */
export const defaultOptions = {
  watchQuery: { errorPolicy: 'all' },
  query: { errorPolicy: 'all' },
  mutate: { errorPolicy: 'all' },
} as const satisfies ApolloClient.DefaultOptions;

declare module '@apollo/client' {
  // the types of deferred fragments: possibly absent until their part has come
  export interface TypeOverrides extends Defer20220824Handler.TypeOverrides {}
  export namespace ApolloClient {
    export namespace DeclareDefaultOptions {
      interface WatchQuery {
        errorPolicy: 'all';
      }
      interface Query {
        errorPolicy: 'all';
      }
      interface Mutate {
        errorPolicy: 'all';
      }
    }
  }
}

export function createApolloClient({
  url,
  getToken,
  persisted,
  subscriptions = 'ws',
  webSocketImpl,
  keepAliveMs,
  pongTimeoutMs,
  fetch: fetchImpl,
}: ClientSetupOptions): ApolloSetup {
  // the token of the moment on every request, for HTTP and the event streams alike
  const authorized = authorizedFetch(getToken, fetchImpl);
  const http = new HttpLink({ uri: url, fetch: authorized });

  let ws: WsClient | undefined;
  let sse: SseClient | undefined;
  let live: ApolloLink;
  if (subscriptions === 'sse') {
    sse = createSseClient({ url, fetchFn: authorized });
    live = new SseLink(sse);
  } else {
    ws = createWsClient({ url, getToken, webSocketImpl, keepAliveMs, pongTimeoutMs, persisted: true });
    live = new GraphQLWsLink(ws);
  }

  // subscriptions and live queries are streams; queries with @defer come in parts over HTTP
  const transport = ApolloLink.split(
    ({ operationType, query, operationName }) =>
      operationType === 'subscription' || isLiveQuery(query, operationName),
    live,
    http,
  );
  const link =
    persisted === undefined
      ? transport
      : ApolloLink.from([
          new PersistedQueryLink({
            // the hash codegen embedded in the document: the one the gateway's list has
            generateHash: persistedHashOf,
            useGETForHashedQueries: persisted === 'GET',
          }),
          transport,
        ]);

  const client = new ApolloClient({
    link,
    cache: createCache(),
    defaultOptions,
    // @defer's parts as the gateway sends them (graphql-yoga: the 2022-08-24 format)
    incrementalHandler: new Defer20220824Handler(),
  });
  return {
    client,
    ws,
    dispose: async () => {
      client.stop();
      await ws?.dispose();
      sse?.dispose();
    },
  };
}
