/**
 * The client set-ups of @msp/client the front-end and mobile teams install, with the real
 * libraries against a gateway process (`src/index.ts` with its embedded simulator, fast steps):
 * Apollo Client 4 and urql with graphcache, over HTTP, graphql-ws and graphql-sse, with and
 * without persisted documents. Whatever a library prints (console.log, warn, error: cache
 * warnings included) fails the test that made it print; Apollo runs in its development mode,
 * where it warns.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { format } from 'node:util';
import {
  ApolloClient,
  HttpLink,
  InMemoryCache,
  type NormalizedCacheObject,
  type TypedDocumentNode,
} from '@apollo/client';
import { loadDevMessages, loadErrorMessages } from '@apollo/client/dev';
import { __DEV__ } from '@apollo/client/utilities/environment';
import {
  DashboardDocument,
  type DashboardQuery,
  embeddedTypes,
  FollowActivationDocument,
  type FollowActivationSubscription,
  OrderNewSubscriptionDocument,
  type OrderNewSubscriptionMutation,
  type OrderNewSubscriptionMutationVariables,
  persistedHashOf,
  SubscriptionDetailDocument,
} from '@msp/client';
import { createApolloClient, defaultOptions, typePolicies } from '@msp/client/apollo';
import { createUrqlClient, resolvers, schema } from '@msp/client/urql';
import { fetchExchange, Client as UrqlClient } from '@urql/core';
import { cacheExchange } from '@urql/exchange-graphcache';
import { buildSchema, isObjectType, Kind, parse, print, visit } from 'graphql';
import { filter, firstValueFrom, lastValueFrom, map, takeWhile, tap, toArray } from 'rxjs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { freePort } from './utils/ports.js';
import { type GatewayProcess, spawnGateway } from './utils/process.js';
import { STEP_MS as PARTNER_STEP_MS, startTestPartner } from './utils/simulator.js';

// Apollo Client warns only in its development mode (what a bundler's dev build selects); the
// flag must be set before Apollo's modules load, hence hoisted above the imports
vi.hoisted(() => {
  Reflect.set(globalThis, '__DEV__', true);
});
// the full text of Apollo's warnings and errors rather than their codes
loadDevMessages();
loadErrorMessages();

const PERSISTED_FILE = new URL('../packages/client/src/generated/persisted-documents.json', import.meta.url)
  .pathname;
const FINAL = new Set(['DONE', 'ERROR', 'CANCELLED']);
/** the statuses of `seen` in the order a new subscription goes through them, each once */
const progression = (seen: ReadonlyArray<string | undefined>) =>
  ['INIT', 'BUSY', 'DONE'].filter((status) => seen.includes(status));

// a gateway process with its embedded simulator: orders move every 100 ms, polled every 50 ms
const ENV = {
  LOG_LEVEL: 'silent',
  SIMULATOR_STEP_MS: '100',
  WATCH_MIN_INTERVAL_MS: '50',
  WATCH_MAX_INTERVAL_MS: '200',
  RATE_LIMIT_PER_MINUTE: '100000',
  PARTNER_CALLS_PER_MINUTE: '1000000',
};

let gateway: GatewayProcess;
/** only persisted documents, as a gateway in front of mobile apps runs */
let persistedOnly: GatewayProcess;
const graphqlUrl = (gw: GatewayProcess) => `${gw.url}/graphql`;

beforeAll(async () => {
  [gateway, persistedOnly] = await Promise.all([
    spawnGateway(ENV),
    spawnGateway({ ...ENV, PERSISTED_OPERATIONS_FILE: PERSISTED_FILE, PERSISTED_OPERATIONS_ONLY: 'true' }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([gateway?.stop(), persistedOnly?.stop()]);
});

// anything a library prints fails the test
const printed: string[] = [];
beforeEach(() => {
  printed.length = 0;
  for (const method of ['log', 'info', 'debug', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      printed.push(`console.${method}: ${format(...args)}`);
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  expect(printed).toEqual([]);
});

/** a fetch that records the method and URL of every request */
function recordingFetch() {
  const requests: Array<{ method: string; url: string; body: string | undefined }> = [];
  const recording: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    requests.push({
      method: init?.method ?? 'GET',
      url,
      body: typeof init?.body === 'string' ? init.body : undefined,
    });
    return fetch(input, init);
  };
  return { fetch: recording, requests };
}

/** an order, live: a new result whenever its state changes */
const LIVE_ORDER: TypedDocumentNode<
  { activation: { __typename: string; id: string; status: string } | null },
  { id: string }
> = parse('query LiveOrder($id: ID!) @live { activation(id: $id) { __typename id status } }');

const orderInput = (idempotencyKey = `clients-${randomUUID()}`) => ({
  eSim: true,
  email: 'client@example.com',
  confirmationCode: '4711',
  idempotencyKey,
});

type Placed = Extract<
  OrderNewSubscriptionMutation['orderNewSubscription'],
  { __typename: 'OrderNewSubscriptionPayload' }
>;
function placed(result: OrderNewSubscriptionMutation['orderNewSubscription'] | undefined): Placed {
  if (result?.__typename !== 'OrderNewSubscriptionPayload')
    throw new Error(`not placed: ${JSON.stringify(result)}`);
  return result;
}

type Activation = FollowActivationSubscription['activationUpdated'];

/** what Apollo's normalized cache holds, by cache id (`Typename:id`) */
function entities(on: ApolloClient): NormalizedCacheObject {
  if (!(on.cache instanceof InMemoryCache)) throw new Error('not an InMemoryCache');
  return on.cache.extract();
}

/** the ids of the first two pages of five subscriptions, as the gateway answers them without a cache */
async function twoPagesOfIds(): Promise<string[]> {
  const response = await fetch(graphqlUrl(gateway), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: print(DashboardDocument), variables: { first: 10, deferSlow: false } }),
  });
  const { data } = (await response.json()) as { data: DashboardQuery };
  return data.mobileSubscriptions.edges.map((edge) => edge.node.id);
}

describe('the generated cache configuration', () => {
  // the contract codegen writes next to the generated files (a test keeps it up to date)
  const contract = buildSchema(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));
  const objectTypes = Object.values(contract.getTypeMap())
    .filter(isObjectType)
    .filter((t) => !t.name.startsWith('__'));

  it('stores each typed document in persisted-documents.json under its hash, __typename on every selection', () => {
    const stored = JSON.parse(readFileSync(PERSISTED_FILE, 'utf8')) as Record<string, string>;
    for (const document of [
      DashboardDocument,
      SubscriptionDetailDocument,
      OrderNewSubscriptionDocument,
      FollowActivationDocument,
    ]) {
      const text = stored[`sha256:${persistedHashOf(document)}`];
      expect(text, print(document).slice(0, 40)).toBeDefined();
      const withoutTypename: string[] = [];
      visit(parse(text ?? ''), {
        SelectionSet(node, _key, parent) {
          // a subscription's root has one field only
          const subscriptionRoot =
            parent !== undefined &&
            'kind' in parent &&
            parent.kind === Kind.OPERATION_DEFINITION &&
            parent.operation === 'subscription';
          const named = node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename');
          if (!subscriptionRoot && !named) withoutTypename.push(print(node).slice(0, 60));
        },
      });
      expect(withoutTypename).toEqual([]);
    }
  });

  it('lists as embedded exactly the object types without an id', () => {
    const roots = ['Query', 'Mutation', 'Subscription'];
    const withoutId = objectTypes
      .filter((t) => !roots.includes(t.name) && t.getFields()['id'] === undefined)
      .map((t) => t.name);
    expect(embeddedTypes).toEqual(withoutId.sort());
  });

  it('gives every connection field a pagination policy in both set-ups, Apollo keyed by its other arguments', () => {
    const PAGING = new Set(['first', 'last', 'after', 'before']);
    const connections = objectTypes.flatMap((type) =>
      Object.values(type.getFields())
        .filter((field) => field.args.some((a) => a.name === 'after'))
        .map((field) => ({
          type: type.name,
          field: field.name,
          keyArgs: field.args
            .map((a) => a.name)
            .filter((a) => !PAGING.has(a))
            .sort(),
        })),
    );
    expect(connections.length).toBeGreaterThan(8);
    for (const { type, field, keyArgs } of connections) {
      const policy = typePolicies[type]?.fields?.[field];
      const policyKeyArgs = typeof policy === 'object' && policy !== null ? policy.keyArgs : undefined;
      expect(policyKeyArgs === false ? [] : policyKeyArgs, `Apollo: keyArgs of ${type}.${field}`).toEqual(
        keyArgs,
      );
      expect(resolvers[type]?.[field], `urql: resolver of ${type}.${field}`).toBeDefined();
    }
  });
});

describe('Apollo Client 4', () => {
  let apollo: ReturnType<typeof createApolloClient>;
  let client: ApolloClient;
  beforeAll(() => {
    apollo = createApolloClient({ url: graphqlUrl(gateway), webSocketImpl: WebSocket });
    client = apollo.client;
  });
  afterAll(async () => {
    await apollo?.dispose();
  });

  it('runs the Dashboard into a normalized cache with no warning, and again from the network', async () => {
    expect(__DEV__).toBe(true); // where Apollo warns
    const { data } = await client.query({ query: DashboardDocument, variables: { first: 10 } });
    expect(data?.mobileSubscriptions.edges).toHaveLength(10);
    // the deferred parts (multipart/mixed) came, and Apollo merged them in
    expect(data?.invoices?.edges).toHaveLength(3);
    expect(data?.mobileSubscriptions.edges.every(({ node }) => node.usage !== undefined)).toBe(true);
    const first = data?.mobileSubscriptions.edges[0]?.node;
    const cached = entities(client);
    expect(cached[`MobileSubscription:${first?.id}`]).toMatchObject({ phoneNumber: first?.phoneNumber });
    // a detail of one of them merges into the same entity, its services into its own copy
    const detail = await client.query({
      query: SubscriptionDetailDocument,
      variables: { phoneNumber: first?.phoneNumber ?? '' },
    });
    expect(detail.data?.mobileSubscription?.id).toBe(first?.id);
    // fresh answers replace what the cache holds without "Cache data may be lost"
    await client.query({ query: DashboardDocument, variables: { first: 10 }, fetchPolicy: 'network-only' });
    await client.query({
      query: SubscriptionDetailDocument,
      variables: { phoneNumber: first?.phoneNumber ?? '' },
      fetchPolicy: 'network-only',
    });
  });

  it("brings the ValidationError and Error fields of an order's union result into the cache (possibleTypes)", async () => {
    const variables: OrderNewSubscriptionMutationVariables = {
      input: { eSim: true, confirmationCode: '4711' }, // an eSIM needs an email
    };
    const { data } = await client.mutate({
      mutation: OrderNewSubscriptionDocument,
      variables,
      keepRootFields: true,
    });
    const result = data?.orderNewSubscription;
    expect(result?.__typename).toBe('ValidationError');
    expect(result).toMatchObject({ message: expect.stringMatching(/email/i) });
    // in the cache: `... on Error { message }` matched ValidationError, and its fields came along
    const stored = entities(client)['ROOT_MUTATION'] ?? {};
    const cached = Object.entries(stored).find(([field]) => field.startsWith('orderNewSubscription('))?.[1];
    expect(cached).toMatchObject({
      __typename: 'ValidationError',
      message: expect.stringMatching(/email/i),
      fields: expect.arrayContaining([expect.objectContaining({ path: 'input.email' })]),
    });
  });

  it('pages through mobileSubscriptions with fetchMore: relayStylePagination appends the second page', async () => {
    const expected = await twoPagesOfIds();
    // a cache of its own: in the shared one the Dashboard has loaded this list (same orderBy)
    const fresh = createApolloClient({ url: graphqlUrl(gateway), subscriptions: 'sse' });
    const query = fresh.client.watchQuery({ query: DashboardDocument, variables: { first: 5 } });
    const complete = query.pipe(filter((r) => r.dataState === 'complete'));
    // one subscriber for the whole test: Apollo 4.3 fails ("Cannot access 'subscription' before
    // initialization") when its last subscriber leaves during the result it replays on subscribe
    const watching = query.subscribe(() => {});
    const withEdges = (n: number) =>
      firstValueFrom(complete.pipe(filter((r) => r.data.mobileSubscriptions.edges.length === n)));
    const page = await withEdges(5);
    const { endCursor, hasNextPage } = page.data.mobileSubscriptions.pageInfo;
    expect(hasNextPage).toBe(true);
    const joined = withEdges(10);
    // what fetchMore answers is the second page; the watched query gets both, in order
    const more = await query.fetchMore({ variables: { after: endCursor } });
    expect(more.data?.mobileSubscriptions.edges).toHaveLength(5);
    const both = await joined;
    expect(both.data.mobileSubscriptions.edges.map((e) => e.node.id)).toEqual(expected);
    expect(both.data.mobileSubscriptions.pageInfo.endCursor).not.toBe(endCursor);
    watching.unsubscribe();
    await fresh.dispose();
  });

  /** follows an order to its final status; every event is in the cache, by id, when it arrives */
  const followToTheEnd = async (on: ApolloClient, variables: { id: string } | { idempotencyKey: string }) => {
    const events = on.subscribe({ query: FollowActivationDocument, variables }).pipe(
      tap(({ data }) => {
        const activation = data?.activationUpdated;
        if (activation === undefined) return;
        const entity = entities(on)[on.cache.identify(activation) ?? ''];
        expect(entity).toMatchObject({ id: activation.id, status: activation.status });
      }),
      toArray(),
    );
    const received = await lastValueFrom(events);
    return received.map(({ data, error }) => {
      expect(error).toBeUndefined();
      return data?.activationUpdated;
    });
  };

  it('follows an order over graphql-ws by its idempotency key to its final status, each event updating the cached Activation', async () => {
    const input = orderInput();
    const { data } = await client.mutate({ mutation: OrderNewSubscriptionDocument, variables: { input } });
    const { activation } = placed(data?.orderNewSubscription);
    const events = await followToTheEnd(client, { idempotencyKey: input.idempotencyKey });
    expect(events.every((e) => e?.id === activation.id)).toBe(true);
    expect(events.at(-1)?.status).toBe('DONE');
    // orders move every 100 ms here: a loaded machine may subscribe after BUSY has passed
    expect(events.map((e) => e?.status)).toEqual(progression(events.map((e) => e?.status)));
  });

  it('keeps a live query of an order current until it is DONE, over graphql-ws, the cache updated with each result', async () => {
    const { data } = await client.mutate({
      mutation: OrderNewSubscriptionDocument,
      variables: { input: orderInput() },
    });
    const { activation } = placed(data?.orderNewSubscription);
    const statuses = await lastValueFrom(
      client.watchQuery({ query: LIVE_ORDER, variables: { id: activation.id } }).pipe(
        filter((r) => r.dataState === 'complete'),
        map((r) => r.data.activation?.status ?? ''),
        takeWhile((status) => status !== 'DONE', true),
        toArray(),
      ),
    );
    expect(statuses.at(-1)).toBe('DONE');
    expect(
      entities(client)[client.cache.identify({ __typename: activation.__typename, id: activation.id }) ?? ''],
    ).toMatchObject({ status: 'DONE' });
  });

  it('follows an order over server-sent events (graphql-sse) by id', async () => {
    const sse = createApolloClient({ url: graphqlUrl(gateway), subscriptions: 'sse' });
    try {
      const { data } = await sse.client.mutate({
        mutation: OrderNewSubscriptionDocument,
        variables: { input: orderInput() },
      });
      const { activation } = placed(data?.orderNewSubscription);
      const events = await followToTheEnd(sse.client, { id: activation.id });
      expect(events.at(-1)).toMatchObject({ id: activation.id, status: 'DONE' });
    } finally {
      await sse.dispose();
    }
  });

  it('replays an order placed again with the same idempotency key: replayed, and the cached activation stays DONE', async () => {
    const input = orderInput();
    const first = await client.mutate({ mutation: OrderNewSubscriptionDocument, variables: { input } });
    const { activation } = placed(first.data?.orderNewSubscription);
    expect(activation.status).toBe('INIT');
    const events = await followToTheEnd(client, { idempotencyKey: input.idempotencyKey });
    expect(events.at(-1)?.status).toBe('DONE');
    const key = client.cache.identify({ __typename: 'NewSubscriptionActivation', id: activation.id }) ?? '';
    expect(entities(client)[key]?.['status']).toBe('DONE');

    // the app did not hear the answer and sends the same order again
    const again = await client.mutate({ mutation: OrderNewSubscriptionDocument, variables: { input } });
    const replay = placed(again.data?.orderNewSubscription);
    expect(replay.replayed).toBe(true);
    expect(replay.activation.id).toBe(activation.id);
    expect(entities(client)[key]?.['status']).toBe('DONE');
  });

  it('warns without the generated possibleTypes, and drops `message`: the console check above is live', async () => {
    const bare = new ApolloClient({
      link: new HttpLink({ uri: graphqlUrl(gateway) }),
      cache: new InMemoryCache(),
      defaultOptions,
    });
    const { data } = await bare.mutate({
      mutation: OrderNewSubscriptionDocument,
      variables: { input: { eSim: true, confirmationCode: '4711' } },
    });
    expect(data?.orderNewSubscription).toMatchObject({ __typename: 'ValidationError' });
    expect(data?.orderNewSubscription).not.toHaveProperty('message');
    expect(printed.join('\n')).toMatch(/Cannot match inline fragment on `Error` against `ValidationError`/);
    expect(printed.join('\n')).toMatch(/Data might be lost/);
    printed.length = 0;
    bare.stop();
  });

  describe('with persisted documents, against a gateway that runs only those', () => {
    it('runs the Dashboard by its hash over POST', async () => {
      const recorder = recordingFetch();
      const persisted = createApolloClient({
        url: graphqlUrl(persistedOnly),
        persisted: 'POST',
        fetch: recorder.fetch,
        webSocketImpl: WebSocket,
      });
      try {
        const { data } = await persisted.client.query({ query: DashboardDocument, variables: { first: 3 } });
        expect(data?.mobileSubscriptions.edges).toHaveLength(3);
        expect(recorder.requests).toHaveLength(1);
        expect(recorder.requests[0]?.method).toBe('POST');
        const body = JSON.parse(recorder.requests[0]?.body ?? '{}') as Record<string, unknown>;
        expect(body['query']).toBeUndefined();
        expect(body['extensions']).toMatchObject({ persistedQuery: { version: 1 } });
      } finally {
        await persisted.dispose();
      }
    });

    it('runs the Dashboard by its hash over GET (useGETForHashedQueries)', async () => {
      const recorder = recordingFetch();
      const persisted = createApolloClient({
        url: graphqlUrl(persistedOnly),
        persisted: 'GET',
        fetch: recorder.fetch,
        webSocketImpl: WebSocket,
      });
      try {
        const { data } = await persisted.client.query({ query: DashboardDocument, variables: { first: 3 } });
        expect(data?.mobileSubscriptions.edges).toHaveLength(3);
        expect(recorder.requests).toHaveLength(1);
        expect(recorder.requests[0]?.method).toBe('GET');
        const params = new URL(recorder.requests[0]?.url ?? '').searchParams;
        expect(params.has('query')).toBe(false);
        expect(params.get('extensions')).toContain('persistedQuery');
      } finally {
        await persisted.dispose();
      }
    });

    it('places and follows an order by hashes: the mutation over POST, the subscription over graphql-ws and over graphql-sse', async () => {
      for (const subscriptions of ['ws', 'sse'] as const) {
        const persisted = createApolloClient({
          url: graphqlUrl(persistedOnly),
          persisted: 'GET',
          subscriptions,
          webSocketImpl: WebSocket,
        });
        try {
          const { data } = await persisted.client.mutate({
            mutation: OrderNewSubscriptionDocument,
            variables: { input: orderInput() },
          });
          const { activation } = placed(data?.orderNewSubscription);
          const events = await followToTheEnd(persisted.client, { id: activation.id });
          expect(events.at(-1)?.status).toBe('DONE');
        } finally {
          await persisted.dispose();
        }
      }
    });
  });

  it('keeps following an order through a restart of the gateway: the socket opens again, and the subscription resumes', async () => {
    // one partner behind two gateway processes in turn, on one port, as a deploy replaces one
    const partner = await startTestPartner();
    const port = await freePort();
    const env = { ...ENV, PROVIDER_BASE_URL: partner.url, PORT: String(port) };
    let serving = await spawnGateway(env);
    const restarted = createApolloClient({ url: graphqlUrl(serving), webSocketImpl: WebSocket });
    try {
      const { data } = await restarted.client.mutate({
        mutation: OrderNewSubscriptionDocument,
        variables: { input: orderInput() },
      });
      const { activation } = placed(data?.orderNewSubscription);
      const statuses: string[] = [];
      const problems: unknown[] = [];
      const done = new Promise<void>((resolve) => {
        restarted.client
          .subscribe({ query: FollowActivationDocument, variables: { id: activation.id } })
          .subscribe({
            next: ({ data: event, error }) => {
              if (error !== undefined) problems.push(error);
              const status = event?.activationUpdated.status;
              if (status !== undefined) statuses.push(status);
              if (status !== undefined && FINAL.has(status)) resolve();
            },
            error: (error) => {
              problems.push(error);
              resolve();
            },
          });
      });
      await vi.waitFor(() => expect(statuses).toContain('INIT'), { timeout: 10_000 });
      await serving.stop();
      await partner.advance(2 * PARTNER_STEP_MS); // the order is DONE while no gateway runs
      serving = await spawnGateway(env);
      await done;
      expect(problems).toEqual([]);
      expect(statuses.at(-1)).toBe('DONE');
    } finally {
      await restarted.dispose();
      await serving.stop();
      await partner.close();
    }
  }, 60_000);
});

describe('urql with graphcache', () => {
  let urql: ReturnType<typeof createUrqlClient>;
  beforeAll(() => {
    urql = createUrqlClient({ url: graphqlUrl(gateway), webSocketImpl: WebSocket });
  });
  afterAll(async () => {
    await urql?.dispose();
  });

  it('runs the Dashboard into its normalized cache with no warning', async () => {
    const { data, error } = await urql.client.query(DashboardDocument, { first: 10 }).toPromise();
    expect(error).toBeUndefined();
    expect(data?.mobileSubscriptions.edges).toHaveLength(10);
    // the deferred parts (multipart/mixed) came, and urql merged them in
    expect(data?.invoices?.edges).toHaveLength(3);
    const phoneNumber = data?.mobileSubscriptions.edges[0]?.node.phoneNumber ?? '';
    const detail = await urql.client.query(SubscriptionDetailDocument, { phoneNumber }).toPromise();
    expect(detail.error).toBeUndefined();
    expect(detail.data?.mobileSubscription?.phoneNumber).toBe(phoneNumber);
    // the second time from the cache
    const cached = urql.client.readQuery(DashboardDocument, { first: 10 });
    expect(cached?.data?.mobileSubscriptions.edges).toHaveLength(10);
  });

  it("brings the ValidationError and Error fields of an order's union result (the schema)", async () => {
    const { data, error } = await urql.client
      .mutation(OrderNewSubscriptionDocument, { input: { eSim: true, confirmationCode: '4711' } })
      .toPromise();
    expect(error).toBeUndefined();
    const result = data?.orderNewSubscription;
    if (result?.__typename !== 'ValidationError') throw new Error(`result: ${JSON.stringify(result)}`);
    expect(result.message).toMatch(/email/i);
    expect(result.fields.map((f) => f.path)).toContain('input.email');
  });

  it('pages with relayPagination: the query with after gives both pages', async () => {
    const expected = await twoPagesOfIds();
    // a cache of its own: in the shared one the Dashboard has loaded this list (same orderBy)
    const fresh = createUrqlClient({ url: graphqlUrl(gateway), subscriptions: 'sse' });
    try {
      const page = await fresh.client.query(DashboardDocument, { first: 5 }).toPromise();
      expect(page.data?.mobileSubscriptions.edges).toHaveLength(5);
      const after = page.data?.mobileSubscriptions.pageInfo.endCursor ?? null;
      const next = await fresh.client.query(DashboardDocument, { first: 5, after }).toPromise();
      expect(next.error).toBeUndefined();
      expect(next.data?.mobileSubscriptions.edges.map((e) => e.node.id)).toEqual(expected);
    } finally {
      await fresh.dispose();
    }
  });

  /** follows an activation to its final status; resolves with every event */
  const follow = (client: UrqlClient, variables: { id: string } | { idempotencyKey: string }) =>
    new Promise<Activation[]>((resolve, reject) => {
      const events: Activation[] = [];
      const { unsubscribe } = client.subscription(FollowActivationDocument, variables).subscribe((result) => {
        if (result.error !== undefined) {
          queueMicrotask(() => unsubscribe());
          reject(result.error);
          return;
        }
        const activation = result.data?.activationUpdated;
        if (activation === undefined) return;
        events.push(activation);
        if (FINAL.has(activation.status)) {
          // once this callback has returned (during a synchronous first event it is not assigned yet)
          queueMicrotask(() => unsubscribe());
          resolve(events);
        }
      });
    });

  const placeAndFollow = async (client: UrqlClient, by: 'id' | 'idempotencyKey') => {
    const input = orderInput();
    const { data, error } = await client.mutation(OrderNewSubscriptionDocument, { input }).toPromise();
    expect(error).toBeUndefined();
    const { activation } = placed(data?.orderNewSubscription);
    const events = await follow(
      client,
      by === 'id' ? { id: activation.id } : { idempotencyKey: input.idempotencyKey },
    );
    expect(events.every((e) => e.id === activation.id)).toBe(true);
    expect(events.at(-1)?.status).toBe('DONE');
    return { input, activation, events };
  };

  it('follows a live order over graphql-ws to its final status', async () => {
    const { events } = await placeAndFollow(urql.client, 'idempotencyKey');
    expect(events.map((e) => e.status)).toEqual(progression(events.map((e) => e.status)));
  });

  it('keeps a live query of an order current until it is DONE, over graphql-ws', async () => {
    const placedOrder = await urql.client
      .mutation(OrderNewSubscriptionDocument, { input: orderInput() })
      .toPromise();
    const { activation } = placed(placedOrder.data?.orderNewSubscription);
    const statuses = await new Promise<string[]>((resolve, reject) => {
      const seen: string[] = [];
      const { unsubscribe } = urql.client.query(LIVE_ORDER, { id: activation.id }).subscribe((result) => {
        if (result.error !== undefined) return reject(result.error);
        const status = result.data?.activation?.status;
        if (status === undefined || seen.at(-1) === status) return;
        seen.push(status);
        if (status === 'DONE') {
          queueMicrotask(() => unsubscribe());
          resolve(seen);
        }
      });
    });
    expect(statuses.at(-1)).toBe('DONE');
  });

  it('follows a live order over server-sent events (graphql-sse) to its final status', async () => {
    const sse = createUrqlClient({ url: graphqlUrl(gateway), subscriptions: 'sse' });
    try {
      await placeAndFollow(sse.client, 'id');
    } finally {
      await sse.dispose();
    }
  });

  it('replays an order placed again with the same idempotency key: replayed, and the cached activation stays DONE', async () => {
    const { input, activation, events } = await placeAndFollow(urql.client, 'idempotencyKey');
    const phoneNumber = events.at(-1)?.phoneNumber ?? '';
    expect(phoneNumber).not.toBe('');
    // the new subscription's orders, this one DONE, in the cache
    const detail = await urql.client.query(SubscriptionDetailDocument, { phoneNumber }).toPromise();
    const statusInCache = () =>
      urql.client
        .readQuery(SubscriptionDetailDocument, { phoneNumber })
        ?.data?.mobileSubscription?.activations?.edges.find((e) => e.node.id === activation.id)?.node.status;
    expect(detail.error).toBeUndefined();
    expect(statusInCache()).toBe('DONE');

    const again = await urql.client.mutation(OrderNewSubscriptionDocument, { input }).toPromise();
    const replay = placed(again.data?.orderNewSubscription);
    expect(replay.replayed).toBe(true);
    expect(replay.activation).toMatchObject({ id: activation.id, status: 'DONE' });
    expect(statusInCache()).toBe('DONE');
  });

  it('warns without the generated keys: the console check above is live', async () => {
    const bare = new UrqlClient({
      url: graphqlUrl(gateway),
      preferGetMethod: false,
      exchanges: [cacheExchange({ schema }), fetchExchange],
    });
    const dashboard = await bare.query(DashboardDocument, { first: 10, deferSlow: false }).toPromise();
    // graphcache prints each warning once: a subscription the other tests have not read
    const phoneNumber = dashboard.data?.mobileSubscriptions.edges[7]?.node.phoneNumber ?? '';
    const { data, error } = await bare.query(SubscriptionDetailDocument, { phoneNumber }).toPromise();
    expect(error).toBeUndefined();
    expect(data?.mobileSubscription?.phoneNumber).toBe(phoneNumber);
    expect(printed.join('\n')).toMatch(/Invalid key.*`Services`/s);
    printed.length = 0;
  });

  describe('with persisted documents, against a gateway that runs only those', () => {
    it('runs the Dashboard by its hash over GET, and over POST', async () => {
      for (const method of ['GET', 'POST'] as const) {
        const recorder = recordingFetch();
        const persisted = createUrqlClient({
          url: graphqlUrl(persistedOnly),
          persisted: method,
          fetch: recorder.fetch,
          webSocketImpl: WebSocket,
        });
        try {
          const { data, error } = await persisted.client.query(DashboardDocument, { first: 3 }).toPromise();
          expect(error).toBeUndefined();
          expect(data?.mobileSubscriptions.edges).toHaveLength(3);
          expect(recorder.requests.map((r) => r.method)).toEqual([method]);
          const sent = recorder.requests[0];
          const query =
            method === 'GET'
              ? new URL(sent?.url ?? '').searchParams.get('query')
              : (JSON.parse(sent?.body ?? '{}') as { query?: string }).query;
          expect(query ?? undefined).toBeUndefined();
        } finally {
          await persisted.dispose();
        }
      }
    });

    it('places an order and follows it by hashes, over graphql-ws and over graphql-sse', async () => {
      for (const subscriptions of ['ws', 'sse'] as const) {
        const persisted = createUrqlClient({
          url: graphqlUrl(persistedOnly),
          persisted: 'GET',
          subscriptions,
          webSocketImpl: WebSocket,
        });
        try {
          await placeAndFollow(persisted.client, 'id');
        } finally {
          await persisted.dispose();
        }
      }
    });

    it("sends a document of the app's own (no hash) as its text, and settles with the gateway's refusal", async () => {
      const persisted = createUrqlClient({ url: graphqlUrl(persistedOnly), persisted: 'POST' });
      try {
        const own = parse('query OwnDocument { mobileSubscriptions(first: 1) { totalCount } }');
        const result = await persisted.client.query(own, {}).toPromise();
        expect(result.error?.graphQLErrors.map((e) => e.extensions['code'])).toEqual([
          'CANNOT_SEND_PQ_ID_AND_BODY',
        ]);
      } finally {
        await persisted.dispose();
      }
    });
  });
});
