/**
 * The partner cache over real HTTP and WebSocket, against the simulator (and a real Redis for
 * the instances that share it). Answers stay fresh for an hour here, so whatever a reader
 * sees change after an order was dropped by the invalidation, never by expiry; the partner
 * changes only through the gateway (no resets, no calls straight to the simulator's orders).
 */
import { randomUUID } from 'node:crypto';
import type { WireSubscription } from '@msp/partner-interface';
import { offsetToCursor } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../src/app.js';
import { Fanout, WatchPubSub } from '../src/subscriptions/pubsub.js';
import { ActivationWatcher } from '../src/subscriptions/watcher.js';
import {
  type GraphQLResponse,
  startTestGateway,
  startTwoInstances,
  type TestGateway,
} from './utils/gateway.js';
import { follow, wsClient } from './utils/live.js';
import { type MutationName, order } from './utils/orders.js';
import { dropKeys, sharedRedis } from './utils/redis.js';
import { STEP_MS, startTestPartner, type TestPartner } from './utils/simulator.js';
import { customerToken, staffToken, TEST_JWT_SECRET } from './utils/tokens.js';

const DAY = 86_400_000;
const HOUR_S = '3600';
const ENV = {
  PARTNER_CACHE: 'true',
  PARTNER_CACHE_FRESHNESS: ['QuerySubscription', 'QuerySimcard', 'QueryActivation', 'QueryUsageSubscription']
    .map((operation) => `${operation}=${HOUR_S}`)
    .join(','),
  WATCH_MIN_INTERVAL_MS: '20',
  WATCH_MAX_INTERVAL_MS: '200',
  WATCH_SLOW_INTERVAL_MS: '200',
  RATE_LIMIT_PER_MINUTE: '100000',
  AUTH_MODE: 'jwt',
  JWT_SECRET: TEST_JWT_SECRET,
};

type Answer<R> = GraphQLResponse<R> & { extensions?: Record<string, unknown>; requestId: string };

/** a GraphQL request under a request id of its own, which the partner sees on the calls made for it */
async function post<R = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<Answer<R>> {
  const requestId = randomUUID();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': requestId, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { ...((await response.json()) as GraphQLResponse<R>), requestId };
}

/** the partner calls made for one request (not the watchers' polls, nor other requests') */
const callsFor = (partner: TestPartner, answer: { requestId: string }) =>
  partner.sim.requests.filter((r) => r.requestId === answer.requestId).length;

/** the subscription an order's activation belongs to, as its follower sees it */
const ACTIVATION_UPDATED = `subscription($id: ID!) { activationUpdated(id: $id) {
  status
  subscription { state simCardNumber services { voiceMail } simCard { status } }
} }`;

let gw: TestGateway;
let staff: Record<string, string>;
let subscriptions: WireSubscription[];
/** hands out each seeded subscription once, so that no test sees another's orders */
let nextSubscription = 0;
const taken = new Set<string>();

beforeAll(async () => {
  gw = await startTestGateway({ openOrders: false }, ENV);
  staff = {
    authorization: `Bearer ${await staffToken('staff-1', { scope: 'orders:write' })}`,
  };
  subscriptions = (await gw.partner.client.readAll('QuerySubscription', {})).results;
}, 30_000);
afterAll(() => gw.close());

const read = async (query: string, variables: Record<string, unknown> = {}, headers = staff) => {
  const response = await post(gw.url, query, variables, headers);
  if (response.errors !== undefined) throw new Error(JSON.stringify(response.errors));
  return response;
};

function subscription(where: (s: WireSubscription) => boolean = () => true): WireSubscription {
  for (; nextSubscription < subscriptions.length; nextSubscription++) {
    const sub = subscriptions[nextSubscription] as WireSubscription;
    if (taken.has(sub.id) || sub.state !== 'ACTIVE' || sub.providerEnvironment !== 'SP16001' || !where(sub))
      continue;
    taken.add(sub.id);
    return sub;
  }
  throw new Error('no subscription left');
}

const freeSims = new Set<string>();
async function freeSim(): Promise<string> {
  const { results } = await gw.partner.client.get('QuerySimcard', {
    status: 'FREE',
    simCardType: 'USIM',
    take: 50,
  });
  const sim = results.find((s) => !freeSims.has(s.simCardNumber));
  if (sim === undefined) throw new Error('no FREE SIM card left');
  freeSims.add(sim.simCardNumber);
  return sim.simCardNumber;
}

/** an ISO date-time this far ahead of the provider's clock */
/** the watcher has seen every order placed here reach its final status: none of their changes is still to come */
const everyOrderFollowedToItsEnd = () =>
  expect
    .poll(async () => /^activations_watched 0$/m.test(await (await fetch(`${gw.url}/metrics`)).text()), {
      timeout: 5_000,
    })
    .toBe(true);

const ahead = (ms: number) => new Date(gw.partner.sim.simulator.clock.now() + ms).toISOString();

interface Case {
  mutation: MutationName;
  /** the order's input, a read of what it changes, and what that read shows before and after */
  setup(): Promise<{
    input: Record<string, unknown>;
    view: string;
    variables: Record<string, unknown>;
    before: unknown;
    after: unknown;
    /** the subscription as the follower of the DONE event sees it */
    followerSees: unknown;
    /** the clock moves, in these steps, until the order is DONE */
    advanceMs: number[];
  }>;
}

const CASES: Case[] = [
  {
    mutation: 'suspendSubscription',
    async setup() {
      const sub = subscription();
      return {
        input: { subscriptionId: sub.id },
        view: 'query($id: ID) { mobileSubscription(id: $id) { state } }',
        variables: { id: sub.id },
        before: { mobileSubscription: { state: 'ACTIVE' } },
        after: { mobileSubscription: { state: 'BLOCKED' } },
        followerSees: { state: 'BLOCKED' },
        advanceMs: [10 * STEP_MS],
      };
    },
  },
  {
    mutation: 'resumeSubscription',
    async setup() {
      const sub = subscription();
      const suspended = await order(gw, 'suspendSubscription', { subscriptionId: sub.id }, staff);
      await gw.partner.advance(10 * STEP_MS);
      const view = 'query($id: ID) { mobileSubscription(id: $id) { state } }';
      await expect
        .poll(async () => (await read(view, { id: sub.id })).data, { timeout: 5_000 })
        .toEqual({ mobileSubscription: { state: 'BLOCKED' } });
      expect(suspended.__typename).toBe('SuspendSubscriptionPayload');
      // the partner may show BLOCKED before the watcher has seen the suspension's DONE, whose
      // invalidation would then drop what the test caches next
      await everyOrderFollowedToItsEnd();
      return {
        input: { subscriptionId: sub.id },
        view,
        variables: { id: sub.id },
        before: { mobileSubscription: { state: 'BLOCKED' } },
        after: { mobileSubscription: { state: 'ACTIVE' } },
        followerSees: { state: 'ACTIVE' },
        advanceMs: [10 * STEP_MS],
      };
    },
  },
  {
    mutation: 'setServices',
    async setup() {
      const sub = subscription((s) => s.services?.voiceMail !== true);
      return {
        input: { subscriptionId: sub.id, services: { voiceMail: true } },
        view: 'query($id: ID) { mobileSubscription(id: $id) { services { voiceMail } } }',
        variables: { id: sub.id },
        before: { mobileSubscription: { services: { voiceMail: false } } },
        after: { mobileSubscription: { services: { voiceMail: true } } },
        followerSees: { services: { voiceMail: true } },
        advanceMs: [10 * STEP_MS],
      };
    },
  },
  {
    mutation: 'swapSim',
    async setup() {
      const sub = subscription((s) => s.isEsim !== true);
      const newSim = await freeSim();
      return {
        input: { subscriptionId: sub.id, newSimCardNumber: newSim },
        view: `query($id: ID, $old: String!, $new: String!) {
          mobileSubscription(id: $id) { simCardNumber }
          old: simCard(simCardNumber: $old) { status }
          new: simCard(simCardNumber: $new) { status } }`,
        variables: { id: sub.id, old: sub.simCardNumber, new: newSim },
        before: {
          mobileSubscription: { simCardNumber: sub.simCardNumber },
          old: { status: 'ACTIVATED' },
          new: { status: 'FREE' },
        },
        after: {
          mobileSubscription: { simCardNumber: newSim },
          old: { status: 'DISABLED' },
          new: { status: 'ACTIVATED' },
        },
        followerSees: { simCardNumber: newSim, simCard: { status: 'ACTIVATED' } },
        advanceMs: [10 * STEP_MS],
      };
    },
  },
  {
    mutation: 'terminateSubscription',
    async setup() {
      const sub = subscription();
      return {
        input: { subscriptionId: sub.id, wishDate: ahead(DAY) },
        view: 'query($id: ID, $sim: String!) { mobileSubscription(id: $id) { state } simCard(simCardNumber: $sim) { status } }',
        variables: { id: sub.id, sim: sub.simCardNumber },
        before: { mobileSubscription: { state: 'ACTIVE' }, simCard: { status: 'ACTIVATED' } },
        after: { mobileSubscription: null, simCard: { status: 'DISABLED' } },
        followerSees: null,
        advanceMs: [2 * DAY],
      };
    },
  },
  {
    mutation: 'portOut',
    async setup() {
      const sub = subscription();
      return {
        input: { subscriptionId: sub.id, wishDate: ahead(DAY) },
        view: 'query($phone: String) { mobileSubscription(phoneNumber: $phone) { state } }',
        variables: { phone: sub.phoneNumber },
        before: { mobileSubscription: { state: 'ACTIVE' } },
        after: { mobileSubscription: null },
        followerSees: null,
        advanceMs: [2 * DAY],
      };
    },
  },
  {
    mutation: 'orderNewSubscription',
    async setup() {
      const sim = await freeSim();
      const count = await read('{ mobileSubscriptions { totalCount } }');
      const total = (count.data as { mobileSubscriptions: { totalCount: number } }).mobileSubscriptions
        .totalCount;
      return {
        input: { simCardNumber: sim },
        view: 'query($sim: String!) { simCard(simCardNumber: $sim) { status } mobileSubscriptions { totalCount } }',
        variables: { sim },
        before: { simCard: { status: 'FREE' }, mobileSubscriptions: { totalCount: total } },
        after: { simCard: { status: 'ACTIVATED' }, mobileSubscriptions: { totalCount: total + 1 } },
        followerSees: { state: 'ACTIVE', simCardNumber: sim, simCard: { status: 'ACTIVATED' } },
        advanceMs: [10 * STEP_MS],
      };
    },
  },
  {
    mutation: 'portIn',
    async setup() {
      const sim = await freeSim();
      const phone = '0655512345';
      return {
        input: { phoneNumber: phone, donorCustomerNumber: 'D777', simCardNumber: sim },
        view: 'query($phone: String, $sim: String!) { mobileSubscription(phoneNumber: $phone) { state } simCard(simCardNumber: $sim) { status } }',
        variables: { phone, sim },
        before: { mobileSubscription: null, simCard: { status: 'FREE' } },
        after: { mobileSubscription: { state: 'ACTIVE' }, simCard: { status: 'ACTIVATED' } },
        followerSees: { state: 'ACTIVE', simCardNumber: sim },
        // the donor answers first; the number moves at the approved date
        advanceMs: [2 * STEP_MS, 14 * DAY],
      };
    },
  },
];

describe('a change-aware partner cache', () => {
  it('answers a repeated read from the cache, with no partner call, and says how old the answer is', async () => {
    const sub = subscription();
    const query = 'query($id: ID) { mobileSubscription(id: $id) { state simCard { status } } }';
    const first = await read(query, { id: sub.id });
    expect(first.extensions?.['partnerCache']).toBeUndefined();
    expect(callsFor(gw.partner, first)).toBeGreaterThan(0);
    const second = await read(query, { id: sub.id });
    expect(second.data).toEqual(first.data);
    expect(callsFor(gw.partner, second)).toBe(0);
    expect(second.extensions?.['partnerCache']).toEqual({ ageMs: expect.any(Number), stale: false });
  });

  it('never answers a page that needs more fields from a page asked for fewer', async () => {
    type Page = { mobileSubscriptions: { edges: Array<{ node: Record<string, unknown> }> } };
    const page = async (fields: string) => {
      const answer = await read(
        `{ mobileSubscriptions(first: 10, after: "${offsetToCursor(199)}") { edges { node { ${fields} } } } }`,
      );
      return { answer, nodes: (answer.data as Page).mobileSubscriptions.edges.map((e) => e.node) };
    };
    const narrow = await page('state');
    const wider = await page('state customerNumber');
    expect(callsFor(gw.partner, wider.answer)).toBe(1);
    expect(wider.nodes.every((node) => typeof node['customerNumber'] === 'string')).toBe(true);
    expect(wider.nodes.map((node) => node['state'])).toEqual(narrow.nodes.map((node) => node['state']));
  });

  it('asks the partner again for a request sent with Cache-Control: no-cache', async () => {
    const sub = subscription();
    const query = 'query($id: ID) { mobileSubscription(id: $id) { state } }';
    await read(query, { id: sub.id });
    const reloaded = await read(query, { id: sub.id }, { ...staff, 'cache-control': 'no-cache' });
    expect(callsFor(gw.partner, reloaded)).toBeGreaterThan(0);
    expect(reloaded.extensions?.['partnerCache']).toBeUndefined();
  });

  describe.each(CASES)('after a $mutation order reaches DONE', ({ mutation, setup }) => {
    it('its follower and every later reader see the state after it, never the one before', async () => {
      const { input, view, variables, before, after, followerSees, advanceMs } = await setup();
      // cached: the second read asks the partner nothing
      expect((await read(view, variables)).data).toEqual(before);
      const cached = await read(view, variables);
      expect(cached.data).toEqual(before);
      expect(callsFor(gw.partner, cached)).toBe(0);

      const placed = await order(gw, mutation, input, staff);
      const id = placed.activation?.id;
      expect(id, JSON.stringify(placed)).toBeDefined();
      const client = wsClient(gw.url, { authorization: staff['authorization'] });
      const events = follow(client, ACTIVATION_UPDATED, { id }, 'activationUpdated');
      try {
        await events.until((r) => r.events.length > 0);
        for (const ms of advanceMs) await gw.partner.advance(ms);
        await events.until((r) => r.done, 10_000);
        const last = events.events.at(-1);
        expect(last?.['status']).toBe('DONE');
        if (followerSees === null) expect(last?.['subscription']).toBeNull();
        else expect(last?.['subscription']).toMatchObject(followerSees as object);
        expect((await read(view, variables)).data).toEqual(after);
      } finally {
        events.stop();
        await client.dispose();
      }
    });
  });

  it('follows an order placed here to its end with nobody subscribed, and drops what it changed', async () => {
    const sub = subscription();
    const view = 'query($id: ID) { mobileSubscription(id: $id) { state } }';
    expect((await read(view, { id: sub.id })).data).toEqual({ mobileSubscription: { state: 'ACTIVE' } });
    const placed = await order(gw, 'suspendSubscription', { subscriptionId: sub.id }, staff);
    expect(placed.activation?.status).toBe('INIT');
    await gw.partner.advance(10 * STEP_MS);
    await expect
      .poll(async () => (await read(view, { id: sub.id })).data, { timeout: 5_000 })
      .toEqual({ mobileSubscription: { state: 'BLOCKED' } });
  });

  it('checks ownership on every record it serves: what is cached for one customer is not there for another', async () => {
    // the orders of earlier tests have ended: none of their changes can drop what this one reads
    await everyOrderFollowedToItsEnd();
    const mine = subscription();
    const theirs = subscription();
    const owner = {
      authorization: `Bearer ${await customerToken('cust-a', { subscriptionIds: [mine.id] })}`,
    };
    const other = {
      authorization: `Bearer ${await customerToken('cust-b', { subscriptionIds: [theirs.id] })}`,
    };
    const query = `query($id: ID, $phone: String, $sim: String!) {
      byId: mobileSubscription(id: $id) { id pin }
      byPhone: mobileSubscription(phoneNumber: $phone) { id }
      simCard(simCardNumber: $sim) { simCardNumber }
    }`;
    const variables = { id: mine.id, phone: mine.phoneNumber, sim: mine.simCardNumber };
    const own = await read(query, variables, owner);
    expect(own.data).toMatchObject({
      byId: { pin: expect.any(String) },
      simCard: { simCardNumber: mine.simCardNumber },
    });
    const again = await read(query, variables, owner);
    expect(again.data).toEqual(own.data);
    expect(callsFor(gw.partner, again)).toBe(0);

    const stranger = await read(query, variables, other);
    expect(stranger.data).toEqual({ byId: null, byPhone: null, simCard: null });
    // not even whether someone read it lately
    expect(stranger.extensions).toBeUndefined();
  });

  it('serves a stale answer at once where the resource allows it, says so, and reads it again behind', async () => {
    const stale = await startTestGateway(
      { openOrders: false },
      { ...ENV, PARTNER_CACHE_FRESHNESS: 'QuerySimcard=0/3600' },
    );
    try {
      const sim = (await stale.partner.client.get('QuerySimcard', { take: 1 })).results[0]?.simCardNumber;
      const query = 'query($sim: String!) { simCard(simCardNumber: $sim) { status } }';
      await post(stale.url, query, { sim }, staff);
      const second = await post(stale.url, query, { sim }, staff);
      expect(second.extensions?.['partnerCache']).toMatchObject({ stale: true });
      // answered before its own partner call, which follows behind it
      await expect.poll(() => callsFor(stale.partner, second), { timeout: 5_000 }).toBe(1);
    } finally {
      await stale.close();
    }
  });
});

const redisAvailable = await sharedRedis('shared partner cache tests');

describe('what the activation watcher tells the cache', () => {
  it("is a poll's changes in one call, before any subscriber hears of them", async () => {
    const partner = await startTestPartner({ openOrders: false });
    const pubsub = new WatchPubSub();
    const fanout = new Fanout(pubsub);
    const log: string[] = [];
    const watcher = new ActivationWatcher({
      provider: partner.client,
      pubsub,
      poll: { minMs: 50, jitter: 0 },
      onChange: async (activations) => {
        log.push(`told ${activations.map((a) => a.status).join(' ')}`);
      },
    });
    const ids = [0, 1, 2].map(
      () =>
        partner.sim.simulator.post('NewSubscription', {
          eSim: true,
          email: 'watcher@example.com',
          confirmationCode: '1',
        }).id,
    );
    const unlisten = ids.map((id) =>
      fanout.activation(id, (event) => {
        if (event.kind === 'state') log.push(`heard ${event.activation.status}`);
      }),
    );
    try {
      for (const id of ids) watcher.retain(id);
      await expect.poll(() => log.length).toBe(4);
      await partner.advance(STEP_MS); // every order: INIT -> BUSY
      await expect.poll(() => log.length, { timeout: 5_000 }).toBe(8);
      expect(log).toEqual([
        'told INIT INIT INIT',
        ...ids.map(() => 'heard INIT'),
        'told BUSY BUSY BUSY',
        ...ids.map(() => 'heard BUSY'),
      ]);
    } finally {
      for (const stop of unlisten) stop();
      watcher.close();
      await partner.close();
    }
  });
});

describe.skipIf(!redisAvailable)('two instances sharing the partner cache in Redis', () => {
  const prefix = `msp-cache-test-${randomUUID()}:`;
  let partner: TestPartner;
  let a: RunningApp;
  let b: RunningApp;

  beforeAll(async () => {
    partner = await startTestPartner({ openOrders: false });
    [a, b] = await startTwoInstances(partner, prefix, ENV);
  }, 30_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await partner?.close();
    await dropKeys(prefix);
  });

  it("serves one instance's read to the other, and an order completed through either drops it for both", async () => {
    const sub = (await partner.client.get('QuerySubscription', { take: 50 })).results.find(
      (s) => s.state === 'ACTIVE',
    );
    const view = 'query($id: ID) { mobileSubscription(id: $id) { state } }';
    const variables = { id: sub?.id };
    expect((await post(a.url, view, variables, staff)).data).toEqual({
      mobileSubscription: { state: 'ACTIVE' },
    });
    const fromB = await post(b.url, view, variables, staff);
    expect(fromB.data).toEqual({ mobileSubscription: { state: 'ACTIVE' } });
    expect(callsFor(partner, fromB)).toBe(0);

    // ordered on b, followed on a
    const placed = await post<{ suspendSubscription: { activation: { id: string } } }>(
      b.url,
      'mutation($id: ID!) { suspendSubscription(input: { subscriptionId: $id }) { ... on SuspendSubscriptionPayload { activation { id } } } }',
      { id: sub?.id },
      staff,
    );
    const id = placed.data?.suspendSubscription.activation.id;
    const client = wsClient(a.url, { authorization: staff['authorization'] });
    const events = follow(client, ACTIVATION_UPDATED, { id }, 'activationUpdated');
    try {
      await events.until((r) => r.events.length > 0);
      await partner.advance(10 * STEP_MS);
      await events.until((r) => r.done, 10_000);
      expect(events.events.at(-1)).toMatchObject({ status: 'DONE', subscription: { state: 'BLOCKED' } });
      for (const instance of [a, b])
        expect((await post(instance.url, view, variables, staff)).data).toEqual({
          mobileSubscription: { state: 'BLOCKED' },
        });
    } finally {
      events.stop();
      await client.dispose();
    }
  });
});
