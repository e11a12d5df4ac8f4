/**
 * Live queries (`query @live`) over real SSE (graphql-sse's client) and graphql-ws, against the
 * simulator on a manual clock: the first result at once, a new one when an order changes what
 * it shows (placed here, or on another instance sharing Redis), nothing for what the caller may
 * not see, nothing at all for the partner from live queries nothing touched; the stream rules
 * of subscriptions (the cap, the shutdown) hold for them as well.
 */
import { randomUUID } from 'node:crypto';
import { GET_OPERATIONS, type WireActivation, type WireSubscription } from '@msp/partner-interface';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { buildSchema, execute, isInterfaceType, isObjectType, Kind, parse } from 'graphql';
import type { Client } from 'graphql-ws';
import { isAsyncIterable } from 'graphql-yoga';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningApp } from '../src/app.js';
import { InvalidationBus } from '../src/live-queries/invalidation.js';
import { keysOfChanges, shownBy } from '../src/live-queries/keys.js';
import { LiveQueries } from '../src/live-queries/live-queries.js';
import { liveRuns, MAX_THROTTLE_MS, MIN_THROTTLE_MS, throttleWithin } from '../src/live-queries/runs.js';
import { schema } from '../src/schema/index.js';
import { recordKeyOfId } from '../src/schema/live-query-keys.js';
import { startTestGateway, startTwoInstances, type TestGateway } from './utils/gateway.js';
import { follow, followSseClient, type Received, wsClient } from './utils/live.js';
import { metric } from './utils/metrics.js';
import { order } from './utils/orders.js';
import { dropKeys, REDIS_URL, sharedRedis } from './utils/redis.js';
import { STEP_MS, startTestPartner, type TestPartner } from './utils/simulator.js';
import { bearer, customerToken, staffToken, TEST_JWT_SECRET } from './utils/tokens.js';

const ENV = {
  AUTH_MODE: 'jwt',
  JWT_SECRET: TEST_JWT_SECRET,
  WATCH_MIN_INTERVAL_MS: '40',
  WATCH_MAX_INTERVAL_MS: '160',
  WATCH_SLOW_INTERVAL_MS: '200',
  PROVIDER_RETRIES: '0',
  RATE_LIMIT_PER_MINUTE: '100000',
  MAX_STREAMS_PER_CALLER: '4',
};

const SUBSCRIPTION = `query Live($id: ID!) @live { mobileSubscription(id: $id) {
  id state openActivations { id activationType status } } }`;

let gw: TestGateway;
let subscriptions: WireSubscription[];
const taken = new Set<string>();
let followers: Received[] = [];
let clients: Client[] = [];

beforeAll(async () => {
  gw = await startTestGateway({ openOrders: false }, ENV);
  subscriptions = (await gw.partner.client.readAll('QuerySubscription', {})).results;
}, 30_000);
afterAll(() => gw.close());
afterEach(async () => {
  for (const f of followers) f.stop();
  await Promise.all(clients.map((c) => c.dispose()));
  followers = [];
  clients = [];
});

/** an ACTIVE subscription no other test has used (no reset between tests: activation ids would repeat) */
function subscription(): WireSubscription {
  const sub = subscriptions.find((s) => s.state === 'ACTIVE' && !taken.has(s.id));
  if (sub === undefined) throw new Error('no subscription left');
  taken.add(sub.id);
  return sub;
}

const staff = async (sub: string) => bearer(await staffToken(sub, { scope: 'orders:write' }));

const overSse = (
  query: string,
  variables: Record<string, unknown>,
  field: string,
  headers: Record<string, string>,
) => {
  const f = followSseClient(gw.url, query, variables, field, headers);
  followers.push(f);
  return f;
};
const overWs = (
  query: string,
  variables: Record<string, unknown>,
  field: string,
  headers: Record<string, string>,
) => {
  const client = wsClient(gw.url, headers);
  clients.push(client);
  const f = follow(client, query, variables, field);
  followers.push(f);
  return f;
};

/** the open orders a result of SUBSCRIPTION shows */
const openOrders = (event: Record<string, unknown> | undefined) =>
  (event?.['openActivations'] as Array<Record<string, unknown>> | undefined) ?? [];
const last = (r: Received) => r.events.at(-1);

describe('a live query', () => {
  it('sends its first result at once over SSE, then a new one as an order on its subscription moves, until it is done', async () => {
    const sub = subscription();
    const headers = await staff('live-sse');
    const live = overSse(SUBSCRIPTION, { id: sub.id }, 'mobileSubscription', headers);
    await live.until((r) => r.events.length === 1);
    expect(last(live)).toMatchObject({ state: 'ACTIVE', openActivations: [] });

    const placed = await order(gw, 'suspendSubscription', { subscriptionId: sub.id }, headers);
    await live.until((r) => openOrders(last(r)).some((a) => a['status'] === 'INIT'));
    await gw.partner.advance(STEP_MS);
    await live.until((r) => openOrders(last(r)).some((a) => a['status'] === 'BUSY'));
    await gw.partner.advance(STEP_MS);
    await live.until((r) => last(r)?.['state'] === 'BLOCKED');
    expect(last(live)).toMatchObject({ state: 'BLOCKED', openActivations: [] });
    expect(openOrders(live.events[1])).toEqual([
      { id: placed.activation?.id, activationType: 'SUSPEND', status: 'INIT' },
    ]);
    // what the store knows a result by is the gateway's own
    for (const result of live.results) expect(result).not.toHaveProperty('extensions.liveResourceIdentifier');
    expect(live.errors).toEqual([]);
    expect(live.done).toBe(false);
  });
});

describe('a live query over graphql-ws', () => {
  it('looks a subscription up by its phone number however written, and shows what an order changed once it is done', async () => {
    const sub = subscription();
    const headers = await staff('live-ws');
    const phone = sub.phoneNumber ?? '';
    const written = `${phone.slice(0, 2)}-${phone.slice(2)}`;
    // no id selected: the look-up by phone number is what the query is known by
    const live = overWs(
      'query($phone: String!) @live { mobileSubscription(phoneNumber: $phone) { state } }',
      { phone: written },
      'mobileSubscription',
      headers,
    );
    await live.until((r) => r.events.length === 1);
    expect(live.events).toEqual([{ state: 'ACTIVE' }]);
    await order(gw, 'suspendSubscription', { subscriptionId: sub.id }, headers);
    await gw.partner.advance(STEP_MS);
    await gw.partner.advance(STEP_MS);
    await live.until((r) => last(r)?.['state'] === 'BLOCKED');
    expect(live.events).toEqual([{ state: 'ACTIVE' }, { state: 'BLOCKED' }]);
  });
});

/** waits, checking every few milliseconds, until `check` passes */
const eventually = (check: () => unknown | Promise<unknown>, timeout = 5_000) =>
  vi.waitFor(check, { timeout, interval: 10 });
const counter = (name: string, labels: Record<string, string> = {}) => metric(gw.url, name, labels);
/** these are the only live queries open (those of earlier tests are gone), so the counters are theirs */
const onlyLive = (count: number) =>
  eventually(async () => expect(await counter('graphql_live_queries_open')).toBe(count));

describe('what a live query shows, and to whom', () => {
  it("shows a customer nothing of another customer's subscription, and stays so after it changes", async () => {
    const [own, other] = [subscription(), subscription()];
    const customer = bearer(await customerToken('live-customer', { subscriptionIds: [own.id] }));
    const headers = await staff('live-staff-orders');
    const live = overSse(
      `query($own: ID!, $other: ID!) @live {
        own: mobileSubscription(id: $own) { id state }
        other: mobileSubscription(id: $other) { id state } }`,
      { own: own.id, other: other.id },
      'other',
      customer,
    );
    await live.until((r) => r.results.length === 1);
    await onlyLive(1);
    expect(live.events).toEqual([null]);
    // the other's order runs the live query again (it asked for that id), which shows nothing new
    const unchanged = await counter('graphql_live_query_results_total', { outcome: 'unchanged' });
    await order(gw, 'suspendSubscription', { subscriptionId: other.id }, headers);
    await eventually(async () =>
      expect(await counter('graphql_live_query_results_total', { outcome: 'unchanged' })).toBeGreaterThan(
        unchanged,
      ),
    );
    await gw.partner.advance(2 * STEP_MS);
    await eventually(async () => {
      const { data } = await gw.request<{ mobileSubscription: { state: string } }, { id: string }>(
        'query($id: ID!) { mobileSubscription(id: $id) { state } }',
        { id: other.id },
        headers,
      );
      expect(data?.mobileSubscription.state).toBe('BLOCKED');
    });
    // an order of the customer's own is the next thing they see
    await order(gw, 'suspendSubscription', { subscriptionId: own.id }, headers);
    await gw.partner.advance(2 * STEP_MS);
    await live.until((r) => JSON.stringify(r.results.at(-1)).includes('BLOCKED'));
    expect(live.results.map((r) => (r as { data: unknown }).data)).toEqual([
      { own: { id: expect.any(String), state: 'ACTIVE' }, other: null },
      { own: { id: expect.any(String), state: 'BLOCKED' }, other: null },
    ]);
  });

  it('sends nothing when a run again shows what the last result showed', async () => {
    const sub = subscription();
    const headers = await staff('live-unchanged');
    const live = overSse(
      'query($id: ID!) @live { mobileSubscription(id: $id) { id phoneNumber } }',
      { id: sub.id },
      'mobileSubscription',
      headers,
    );
    await live.until((r) => r.events.length === 1);
    await onlyLive(1);
    const [executed, unchanged] = await Promise.all([
      counter('graphql_live_query_executions_total'),
      counter('graphql_live_query_results_total', { outcome: 'unchanged' }),
    ]);
    await order(gw, 'setServices', { subscriptionId: sub.id, services: { voiceMail: true } }, headers);
    await eventually(async () =>
      expect(await counter('graphql_live_query_results_total', { outcome: 'unchanged' })).toBe(unchanged + 1),
    );
    expect(await counter('graphql_live_query_executions_total')).toBe(executed + 1);
    expect(live.results).toHaveLength(1);
  });

  it('shows a change that names several of its keys after one run', async () => {
    const sub = subscription();
    const headers = await staff('live-coalesced');
    // known by its subscription (its id, and the look-up), by the list of subscriptions and by
    // the orders placed here: a suspension names all of them at once
    const live = overWs(
      `query($id: ID!) @live { mobileSubscription(id: $id) { id openActivations { id status } }
        mobileSubscriptions(first: 1) { totalCount } placedOrders(first: 1) { totalCount } }`,
      { id: sub.id },
      'mobileSubscription',
      headers,
    );
    await live.until((r) => r.events.length === 1);
    await onlyLive(1);
    const executed = await counter('graphql_live_query_executions_total');
    await order(gw, 'suspendSubscription', { subscriptionId: sub.id }, headers);
    await live.until((r) => openOrders(last(r)).length === 1);
    expect(await counter('graphql_live_query_executions_total')).toBe(executed + 1);
  });
});

describe('what live queries cost', () => {
  it('costs the partner nothing for live queries nothing touched', async () => {
    const [touched, ...idle] = [subscription(), subscription(), subscription(), subscription()];
    const headers = await staff('live-idle');
    const open = (sub: WireSubscription, requestId: string) =>
      overSse(SUBSCRIPTION, { id: sub.id }, 'mobileSubscription', { ...headers, 'x-request-id': requestId });
    const idling = idle.map((sub, i) => open(sub, `live-idle-${i}`));
    const moving = open(touched as WireSubscription, 'live-touched');
    for (const live of [...idling, moving]) await live.until((r) => r.events.length === 1);
    const callsOf = (requestId: string) =>
      gw.partner.sim.requests.filter((r) => r.requestId === requestId).length;
    const before = [...idle.map((_sub, i) => callsOf(`live-idle-${i}`)), callsOf('live-touched')];

    await order(gw, 'suspendSubscription', { subscriptionId: touched?.id }, headers);
    await moving.until((r) => openOrders(last(r)).length === 1);
    const after = [...idle.map((_sub, i) => callsOf(`live-idle-${i}`)), callsOf('live-touched')];
    expect(after.slice(0, -1)).toEqual(before.slice(0, -1));
    expect(after.at(-1)).toBeGreaterThan(before.at(-1) ?? 0);
    for (const live of idling) expect(live.results).toHaveLength(1);
  });

  it('holds a run again back for the throttle it asked for', async () => {
    const sub = subscription();
    const headers = await staff('live-throttled');
    const query = (throttle: string) =>
      `query($id: ID!) @live${throttle} { mobileSubscription(id: $id) { id openActivations { id } } }`;
    const held = overSse(query('(throttle: 3600000)'), { id: sub.id }, 'mobileSubscription', {
      ...headers,
      'x-request-id': 'live-held',
    });
    const prompt = overSse(query(''), { id: sub.id }, 'mobileSubscription', headers);
    for (const live of [held, prompt]) await live.until((r) => r.events.length === 1);
    const calls = () => gw.partner.sim.requests.filter((r) => r.requestId === 'live-held').length;
    const before = calls();
    // both are known by the subscription; the one without a throttle of its own runs again
    // within the gateway's least one
    await order(gw, 'suspendSubscription', { subscriptionId: sub.id }, headers);
    await prompt.until((r) => openOrders(last(r)).length === 1);
    expect(calls()).toBe(before);
    expect(held.results).toHaveLength(1);
  });
});

describe('what is refused', () => {
  it('refuses @live with @defer or @stream with LIVE_WITH_DEFER_OR_STREAM, over HTTP and graphql-ws', async () => {
    const headers = await staff('live-refused');
    const deferred = `query @live { simCards(first: 1) { totalCount } ... @defer { mobileSubscriptions(first: 1) { totalCount } } }`;
    const overHttp = await gw.request(deferred, {}, headers);
    expect(overHttp.errors?.map((e) => e.extensions?.['code'])).toEqual(['LIVE_WITH_DEFER_OR_STREAM']);
    const streamed =
      'query Streamed @live { ...Cards } fragment Cards on Query { simCards(first: 2) { edges @stream { cursor } } }';
    const overSocket = overWs(streamed, {}, 'simCards', headers);
    await overSocket.until((r) => r.done);
    expect(JSON.stringify(overSocket.errors)).toContain('LIVE_WITH_DEFER_OR_STREAM');
  });

  it('still sends a query that is not live in parts when a fragment defers', async () => {
    const response = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'multipart/mixed',
        ...(await staff('live-parts')),
      },
      body: JSON.stringify({
        query: `query { ...Counts } fragment Counts on Query {
          simCards(first: 1) { totalCount } ... @defer { mobileSubscriptions(first: 1) { totalCount } } }`,
      }),
    });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).toContain('"incremental"');
    expect(text).not.toContain('errors');
  });

  it('answers a live query, or a subscription, its client cannot take as a stream with 406, and holds nothing open for it', async () => {
    const sub = subscription();
    const headers = await staff('live-406');
    for (const query of [
      SUBSCRIPTION,
      'subscription($id: ID!) { mobileSubscriptionActivity(subscriptionId: $id) { id } }',
    ]) {
      const response = await fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify({ query, variables: { id: sub.id } }),
      });
      expect(response.status).toBe(406);
    }
    await onlyLive(0);
    await eventually(async () => expect(await counter('graphql_subscriptions_open')).toBe(0));
  });
});

describe('a live query is a live stream', () => {
  it('counts against the streams one caller may hold, with subscriptions, and gives its place back when it ends', async () => {
    const [first, ...others] = [subscription(), subscription(), subscription(), subscription()];
    const headers = await staff('live-cap');
    const activity = overWs(
      'subscription($id: ID!) { mobileSubscriptionActivity(subscriptionId: $id) { id } }',
      { id: first?.id },
      'mobileSubscriptionActivity',
      headers,
    );
    await eventually(async () => expect(await counter('graphql_subscriptions_open')).toBe(1));
    const lives = others.map((sub) => overSse(SUBSCRIPTION, { id: sub.id }, 'mobileSubscription', headers));
    for (const live of lives) await live.until((r) => r.events.length === 1);
    // over SSE the refusal is the answer's status (graphql-sse's client reports a network error)
    const overHttp = async () => {
      const response = await fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
        body: JSON.stringify({ query: SUBSCRIPTION, variables: { id: first?.id } }),
      });
      // a stream that began is left at once (its place comes back)
      if (response.status !== 429) await response.body?.cancel();
      return { status: response.status, refusal: response.status === 429 ? await response.text() : '' };
    };
    expect(await overHttp()).toEqual({ status: 429, refusal: expect.stringContaining('TOO_MANY_STREAMS') });
    const overSocket = overWs(SUBSCRIPTION, { id: first?.id }, 'mobileSubscription', headers);
    await overSocket.until((r) => r.done);
    expect(JSON.stringify(overSocket.errors)).toContain('TOO_MANY_STREAMS');
    expect(activity.done).toBe(false);

    lives[0]?.stop();
    await eventually(async () => expect((await overHttp()).status).toBe(200));
  });

  it("ends with the caller's token, with UNAUTHENTICATED", async () => {
    const sub = subscription();
    const token = await staffToken('live-expiring', { expiresIn: '2s' });
    const live = overSse(SUBSCRIPTION, { id: sub.id }, 'mobileSubscription', bearer(token));
    await live.until((r) => r.events.length === 1);
    await live.until((r) => r.done, 10_000);
    expect(JSON.stringify(live.results.at(-1))).toContain('UNAUTHENTICATED');
  });

  it('ends with SHUTTING_DOWN over SSE when the gateway stops', async () => {
    const stopping = await startTestGateway({ openOrders: false }, ENV);
    const sub = (await stopping.partner.client.get('QuerySubscription', { take: 1 })).results[0];
    const live = followSseClient(
      stopping.url,
      SUBSCRIPTION,
      { id: sub?.id },
      'mobileSubscription',
      await staff('live-stopping'),
    );
    followers.push(live);
    await live.until((r) => r.events.length === 1);
    await stopping.close();
    await live.until((r) => r.done);
    expect(JSON.stringify(live.results.at(-1))).toContain('SHUTTING_DOWN');
  });
});

const redisAvailable = await sharedRedis('live query tests across instances');

describe.skipIf(!redisAvailable)('two instances on Redis', () => {
  const prefix = `msp-test-${randomUUID()}:`;
  let partner: TestPartner;
  let a: RunningApp;
  let b: RunningApp;
  let listener: Redis;
  /** every message of live-query keys the instances sent each other */
  const messages: string[][] = [];

  beforeAll(async () => {
    partner = await startTestPartner({ openOrders: false });
    [a, b] = await startTwoInstances(partner, prefix, ENV);
    listener = new Redis(REDIS_URL);
    listener.on('message', (_channel: string, message: string) =>
      messages.push(JSON.parse(message) as string[]),
    );
    await listener.subscribe(`${prefix}live-queries`);
  }, 30_000);
  afterAll(async () => {
    listener?.disconnect();
    await Promise.all([a?.stop(), b?.stop()]);
    await partner?.close();
    await dropKeys(prefix);
  });

  it('updates a live query on one instance after an order placed on the other completes, its keys in one message', async () => {
    const sub = (await partner.client.get('QuerySubscription', { take: 50 })).results.find(
      (s) => s.state === 'ACTIVE',
    );
    const headers = await staff('live-two');
    const live = followSseClient(b.url, SUBSCRIPTION, { id: sub?.id }, 'mobileSubscription', headers);
    followers.push(live);
    await live.until((r) => r.events.length === 1);
    const placed = await fetch(`${a.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        query: `mutation($input: SuspendSubscriptionInput!) { suspendSubscription(input: $input) {
          ... on SuspendSubscriptionPayload { activation { activationId } } } }`,
        variables: { input: { subscriptionId: sub?.id } },
      }),
    });
    const { data } = (await placed.json()) as {
      data: { suspendSubscription: { activation: { activationId: string } } };
    };
    const activationId = data.suspendSubscription.activation.activationId;
    await live.until((r) => openOrders(last(r)).length === 1);
    await partner.advance(STEP_MS);
    await partner.advance(STEP_MS);
    await live.until((r) => last(r)?.['state'] === 'BLOCKED');
    expect(messages.find((keys) => keys.includes(`Activation:${activationId}`))).toEqual(
      expect.arrayContaining([`Activation:${activationId}`, `MobileSubscription:${sub?.id}`]),
    );
  });
});

describe('the keys of live queries', () => {
  it('names only root fields and types the graph has', () => {
    const query = schema.getQueryType()?.getFields() ?? {};
    for (const operation of GET_OPERATIONS) {
      const { record, list, lookup } = shownBy(operation);
      expect(query[list], `${operation}: ${list}`).toBeDefined();
      if (lookup !== undefined) expect(query[lookup], `${operation}: ${lookup}`).toBeDefined();
      if (record !== undefined) {
        const type = schema.getType(record);
        expect(isObjectType(type) || isInterfaceType(type), `${operation}: ${record}`).toBe(true);
      }
    }
  });

  it('knows an activation by one key whatever its type, as a change names it', () => {
    const activation = { id: 'A-1', activationType: 'SUSPEND', status: 'INIT', subscriptionId: 'S-1' };
    const changed = keysOfChanges([activation as WireActivation]);
    for (const typename of ['SuspendActivation', 'OtherActivation'])
      expect(changed).toContain(recordKeyOfId({ typename, id: encodeGlobalID(typename, 'A-1') }));
    expect(changed).toContain(
      recordKeyOfId({ typename: 'MobileSubscription', id: encodeGlobalID('MobileSubscription', 'S-1') }),
    );
  });

  it('names the lists an order of each type changes, as the partner cache drops them', () => {
    const keysOf = (activationType: string) =>
      keysOfChanges([{ id: 'A-2', activationType, status: 'DONE', subscriptionId: 'S-2' } as WireActivation]);
    expect(keysOf('SETSERVICES')).not.toContain('Query.mobileSubscriptions');
    expect(keysOf('SUSPEND')).toContain('Query.mobileSubscriptions');
    expect(keysOf('SUSPEND')).not.toContain('Query.simCard');
    // the new SIM card of a swap is not named: every look-up of one runs again
    expect([...keysOf('SIMSWAP')]).toEqual(expect.arrayContaining(['Query.simCards', 'Query.simCard']));
    for (const type of ['SETSERVICES', 'SUSPEND', 'SIMSWAP'])
      expect([...keysOf(type)]).toEqual(expect.arrayContaining(['Query.activations', 'Query.placedOrders']));
  });
});

describe('the invalidation bus', () => {
  it('hands the keys that came in one turn on together, each once', async () => {
    const delivered: Array<readonly string[]> = [];
    const bus = new InvalidationBus(undefined, (keys) => delivered.push(keys));
    bus.send(new Set(['MobileSubscription:S-1', 'Query.activations']));
    bus.send(new Set(['Activation:A-1', 'Query.activations']));
    await new Promise((resolve) => setImmediate(resolve));
    expect(delivered).toEqual([['MobileSubscription:S-1', 'Query.activations', 'Activation:A-1']]);
    bus.close();
  });
});

describe('the runs of one live query', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the changes that came within its throttle once, when its timer fires, whatever the wall clock says then', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const executed: unknown[] = [];
    const runs = liveRuns(
      (args) => {
        executed.push(args.variableValues);
        return { data: { n: executed.length } };
      },
      MIN_THROTTLE_MS,
      { renew: () => undefined, executed: () => undefined, result: () => undefined },
    );
    const run = (n: number) =>
      runs.run({ schema, document: { kind: Kind.DOCUMENT, definitions: [] }, variableValues: { n } });
    await run(0);
    const waiting = [run(1), run(2), run(3)];
    expect(executed).toEqual([{ n: 0 }]);
    // the timer fires a little early by the wall clock, as Node's timers may
    vi.setSystemTime(Date.now() - 5);
    await vi.advanceTimersByTimeAsync(MIN_THROTTLE_MS);
    await Promise.all(waiting);
    expect(executed).toEqual([{ n: 0 }, { n: 3 }]);
  });
  it('lets go of what each run read as soon as its result is ready, the first run included, and runs the next on a context made new', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const events: string[] = [];
    let context = 0;
    const runs = liveRuns(
      () => {
        events.push(`run on context ${context}`);
        return { data: { context } };
      },
      MIN_THROTTLE_MS,
      {
        renew: () => {
          context += 1;
          events.push(`renewed to ${context}`);
        },
        executed: () => undefined,
        result: () => undefined,
      },
    );
    const run = () => runs.run({ schema, document: { kind: Kind.DOCUMENT, definitions: [] } });
    const first = await run();
    // a live query that is held open between runs keeps no loader of the run before
    expect(events).toEqual(['run on context 0', 'renewed to 1']);
    expect(first.data).toEqual({ context: 0 });
    await vi.advanceTimersByTimeAsync(MIN_THROTTLE_MS);
    const second = await run();
    expect(events).toEqual(['run on context 0', 'renewed to 1', 'run on context 1', 'renewed to 2']);
    expect(second.data).toEqual({ context: 1 });
  });
  const counting = (throttle: unknown) => {
    const executed: unknown[] = [];
    const runs = liveRuns(
      (args) => {
        executed.push(args.variableValues);
        return { data: { n: executed.length } };
      },
      throttleWithin(throttle),
      { renew: () => undefined, executed: () => undefined, result: () => undefined },
    );
    const run = (n: number) =>
      runs.run({ schema, document: { kind: Kind.DOCUMENT, definitions: [] }, variableValues: { n } });
    return { executed, run };
  };

  /** a run asked for just after the first waits `runsAfter` ms with the throttle `asked` for, not one less */
  const heldFor = async (asked: unknown, runsAfter: number) => {
    const { executed, run } = counting(asked);
    await run(0);
    const waiting = run(1);
    await vi.advanceTimersByTimeAsync(runsAfter - 1);
    expect(executed, `throttle ${asked}`).toEqual([{ n: 0 }]);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(executed, `throttle ${asked}`).toEqual([{ n: 0 }, { n: 1 }]);
  };

  it(`runs again at most once per ${MIN_THROTTLE_MS} ms, whatever smaller throttle it asked for`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    for (const asked of [undefined, null, -5, 0, MIN_THROTTLE_MS - 1]) await heldFor(asked, MIN_THROTTLE_MS);
  });

  it(`runs again at least once per ${MAX_THROTTLE_MS} ms when something changed, whatever larger throttle it asked for`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await heldFor(5_000, 5_000);
    for (const asked of [MAX_THROTTLE_MS + 1, Number.MAX_SAFE_INTEGER]) await heldFor(asked, MAX_THROTTLE_MS);
  });

  it('runs once for all the keys one change names, and not again once its throttle has passed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const queries = new LiveQueries({});
    const shown =
      buildSchema(`type Query { mobileSubscription: MobileSubscription mobileSubscriptions: Int placedOrders: Int }
      type MobileSubscription { id: ID! }`);
    let executed = 0;
    const runs = liveRuns(
      (args) => {
        executed += 1;
        return execute(args);
      },
      MIN_THROTTLE_MS,
      { renew: () => undefined, executed: () => undefined, result: () => undefined },
    );
    const stream = await queries.store.makeExecute(runs.run)({
      schema: shown,
      document: parse('query @live { mobileSubscription { id } mobileSubscriptions placedOrders }'),
      rootValue: { mobileSubscription: { id: 'S-1' }, mobileSubscriptions: 1, placedOrders: 1 },
    });
    if (!isAsyncIterable(stream)) throw new Error('a live query answers a stream');
    const results = stream[Symbol.asyncIterator]();
    await results.next();
    // a suspension of S-1 names its record and both lists
    const change = keysOfChanges([
      { id: 'A-1', activationType: 'SUSPEND', subscriptionId: 'S-1' } as WireActivation,
    ]);
    expect([...change]).toEqual(
      expect.arrayContaining(['MobileSubscription:S-1', 'Query.mobileSubscriptions', 'Query.placedOrders']),
    );
    // past the first run's throttle, so that the change runs at once and a second run would be held
    await vi.advanceTimersByTimeAsync(MIN_THROTTLE_MS);
    queries.changed([{ id: 'A-1', activationType: 'SUSPEND', subscriptionId: 'S-1' } as WireActivation]);
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(3 * MIN_THROTTLE_MS);
    expect(executed).toBe(2);
    await results.return?.();
    queries.close();
  });
});
