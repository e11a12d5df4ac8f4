/**
 * Apollo Client 4 against the gateway, the recommended set-up: queries and mutations over HTTP,
 * subscriptions over graphql-ws (or server-sent events with graphql-sse), a normalized cache
 * that knows the graph's interfaces and unions, joins Relay pages and merges the objects that
 * have no id, and optionally persisted documents (hashes instead of text).
 *
 *   const { client, dispose } = createApolloClient({ url: 'http://127.0.0.1:4000/graphql' });
 *   const { data } = await client.query({ query: DashboardDocument });
 *
 * Everything the cache needs is generated from the schema by `npm run codegen`:
 * possible-types.json (interfaces and unions) and embedded-types.json (object types without
 * an id); the typed documents carry `__typename` and their persisted hash.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type TypePolicies } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { relayStylePagination } from '@apollo/client/utilities';
import { type GraphQLError, type GraphQLFormattedError, print } from 'graphql';
import { createClient as createSseClient, type Client as SseClient } from 'graphql-sse';
import { createClient as createWsClient, type Client as WsClient } from 'graphql-ws';
import { Observable } from 'rxjs';
import embeddedTypes from '../../src/generated/embedded-types.json' with { type: 'json' };
import listFields from '../../src/generated/list-fields.json' with { type: 'json' };
import generated from '../../src/generated/possible-types.json' with { type: 'json' };
import { type ClientSetupOptions, persistedHashOf, reconnecting } from './shared.js';

export interface ApolloSetup {
  client: ApolloClient;
  /** stops the client and closes its WebSocket or event streams */
  dispose(): Promise<void>;
}

/**
 * Interfaces and unions with their object types: without them the cache cannot tell that a
 * `ValidationError` matches `... on Error { message }`, and drops those fields.
 */
export const possibleTypes = generated.possibleTypes;

/**
 * Every connection field joins its pages into one list per value of its other arguments
 * (filter, orderBy, ...): fetchMore({ variables: { after: pageInfo.endCursor } }) appends.
 */
const connections: TypePolicies = {
  Query: {
    fields: {
      activations: relayStylePagination(['filter', 'orderBy']),
      cdrMonths: relayStylePagination(['filter', 'orderBy']),
      cdrs: relayStylePagination(['filter', 'orderBy']),
      invoices: relayStylePagination(['filter', 'orderBy']),
      mobileSubscriptions: relayStylePagination(['filter', 'orderBy']),
      placedOrders: relayStylePagination(['filter', 'orderBy']),
      webhookDeliveries: relayStylePagination(['filter']),
      simCards: relayStylePagination(['filter', 'orderBy']),
      usageSummaries: relayStylePagination(['filter', 'orderBy']),
    },
  },
  MobileSubscription: {
    fields: {
      activations: relayStylePagination(false),
      cdrs: relayStylePagination(['yearMonth']),
    },
  },
  CdrMonth: {
    fields: {
      cdrs: relayStylePagination(['phoneNumber']),
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

/** graphql-ws through Apollo's own link, with a persisted operation's hash but not its text */
function hashAware(client: WsClient): WsClient {
  return {
    ...client,
    subscribe: (payload, sink) =>
      client.subscribe(
        payload.extensions?.['persistedQuery'] === undefined ? payload : { ...payload, query: '' },
        sink,
      ),
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

export function createApolloClient({
  url,
  headers = {},
  persisted,
  subscriptions = 'ws',
  webSocketImpl,
  fetch: fetchImpl,
}: ClientSetupOptions): ApolloSetup {
  const http = new HttpLink({ uri: url, headers, ...(fetchImpl === undefined ? {} : { fetch: fetchImpl }) });

  let ws: WsClient | undefined;
  let sse: SseClient | undefined;
  let live: ApolloLink;
  if (subscriptions === 'sse') {
    sse = createSseClient({ url, headers, ...(fetchImpl === undefined ? {} : { fetchFn: fetchImpl }) });
    live = new SseLink(sse);
  } else {
    ws = createWsClient({
      url: url.replace(/^http/, 'ws'),
      connectionParams: headers,
      ...reconnecting,
      ...(webSocketImpl === undefined ? {} : { webSocketImpl }),
    });
    live = new GraphQLWsLink(hashAware(ws));
  }

  const transport = ApolloLink.split(({ operationType }) => operationType === 'subscription', live, http);
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

  const client = new ApolloClient({ link, cache: createCache() });
  return {
    client,
    dispose: async () => {
      client.stop();
      await ws?.dispose();
      sse?.dispose();
    },
  };
}
