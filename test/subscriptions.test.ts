import { PARTNER_MAX_TAKE } from '@msp/partner-interface';
import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startGatewayBefore, startTestGateway, type TestGateway } from './utils/gateway.js';
import { startHeldPartner } from './utils/held-partner.js';
import { follow, followSse, type Received, statuses, wsClient } from './utils/live.js';
import { metric } from './utils/metrics.js';
import { order } from './utils/orders.js';
import { requestsTo, STEP_MS, startTestPartner, TEST_START } from './utils/simulator.js';
import { bearer, staffToken, TEST_JWT_SECRET } from './utils/tokens.js';

const DAY = 86_400_000;
const MIN_INTERVAL_MS = 40;
const ACTIVATION = `subscription($id: ID!) { activationUpdated(id: $id) {
  __typename activationId status providerOrderNumber phoneNumber explanation
  ... on InPortActivation { portingStatus approvedDate } } }`;

let gw: TestGateway;
let clients: Client[] = [];
let followers: Received[] = [];
beforeAll(async () => {
  gw = await startTestGateway(
    { openOrders: false },
    {
      WATCH_MIN_INTERVAL_MS: String(MIN_INTERVAL_MS),
      WATCH_MAX_INTERVAL_MS: '160',
      WATCH_SLOW_INTERVAL_MS: '200',
      PROVIDER_RETRIES: '0',
    },
  );
});
afterAll(() => gw.close());
beforeEach(() => gw.partner.reset());
afterEach(async () => {
  for (const f of followers) f.stop();
  await Promise.all(clients.map((c) => c.dispose()));
  clients = [];
  followers = [];
});

const client = () => {
  const c = wsClient(gw.url);
  clients.push(c);
  return c;
};
const watch = (id: string, c = client()) => {
  const f = follow(c, ACTIVATION, { id }, 'activationUpdated');
  followers.push(f);
  return f;
};
const newOrder = async (referenceNumber = 'LIVE-1') => {
  const sim = (await gw.partner.client.get('QuerySimcard', { status: 'FREE', simCardType: 'USIM', take: 1 }))
    .results[0]?.simCardNumber;
  const result = await order(gw, 'orderNewSubscription', { simCardNumber: sim, referenceNumber });
  return result.activation?.activationId ?? '';
};
/** an order placed at the partner by someone else: the gateway follows it only for its subscribers */
const orderElsewhere = async (referenceNumber: string) => {
  const simCardNumber = await gw.partner.freeSim();
  return (await gw.partner.client.post('NewSubscription', { simCardNumber, referenceNumber })).id;
};
const has = (status: string) => (r: Received) => statuses(r).includes(status);
const activationCalls = async () => (await gw.partner.stats()).QueryActivation ?? 0;
/** waits, checking every few milliseconds, until `check` passes */
const eventually = (check: () => unknown | Promise<unknown>, timeout = 5_000) =>
  vi.waitFor(check, { timeout, interval: 10 });
/**
 * the lists of a subscription's orders read for mobileSubscriptionActivity (the look-up of the
 * subscription itself reads its last ten, newest first, and is not one)
 */
const listingsOf = (partner: TestGateway['partner'], subscriptionId = '') =>
  requestsTo(partner, 'QueryActivation', `subscriptionId=${subscriptionId}`, `take=${PARTNER_MAX_TAKE}`);
/** the polls of one activation by its id */
const pollsOf = (id: string) => requestsTo(gw.partner, 'QueryActivation', `id=${id}`);

/** moves a new order through BUSY to DONE, one step at a time, as each of `lives` watches */
async function stepThroughToDone(...lives: Received[]) {
  const all = (predicate: (r: Received) => boolean) => Promise.all(lives.map((l) => l.until(predicate)));
  await all(has('INIT'));
  await gw.partner.advance(STEP_MS);
  await all(has('BUSY'));
  await gw.partner.advance(STEP_MS);
  await all((r) => r.done);
  for (const live of lives) expect(statuses(live)).toEqual(['INIT', 'BUSY', 'DONE']);
}

describe('activationUpdated over graphql-ws', () => {
  it('emits INIT at once, then BUSY and DONE as the provider moves, then completes', async () => {
    const id = await newOrder();
    const live = watch(id);
    await stepThroughToDone(live);
    expect(live.events.at(-1)).toMatchObject({
      __typename: 'NewSubscriptionActivation',
      phoneNumber: expect.stringMatching(/^06/),
    });
    expect(live.events[1]?.['providerOrderNumber']).toMatch(/^PO/);
    expect(live.errors).toEqual([]);
  });

  it("reads the order's subscription afresh for every event: at DONE it shows what the order changed", async () => {
    const sub = (await gw.partner.client.get('QuerySubscription', { take: 50 })).results.find(
      (s) => s.state === 'ACTIVE' && s.services?.voiceMail === false,
    );
    const suspend = await order(gw, 'suspendSubscription', { subscriptionId: sub?.id });
    const services = await order(gw, 'setServices', {
      subscriptionId: sub?.id,
      services: { voiceMail: true },
    });
    const followed = [suspend, services].map(({ activation }) => {
      const f = follow(
        client(),
        `subscription($id: ID!) { activationUpdated(id: $id) { status subscription { state services { voiceMail } } } }`,
        { id: activation?.id },
        'activationUpdated',
      );
      followers.push(f);
      return f;
    });
    for (const f of followed) await f.until(has('INIT'));
    await gw.partner.advance(STEP_MS);
    for (const f of followed) await f.until(has('BUSY'));
    await gw.partner.advance(STEP_MS);
    for (const f of followed) await f.until((r) => r.done);
    expect(followed.map((f) => f.events[0]?.['subscription'])).toEqual([
      { state: 'ACTIVE', services: { voiceMail: false } },
      { state: 'ACTIVE', services: { voiceMail: false } },
    ]);
    expect(followed.map((f) => f.events.at(-1))).toEqual([
      { status: 'DONE', subscription: { state: 'BLOCKED', services: { voiceMail: true } } },
      { status: 'DONE', subscription: { state: 'BLOCKED', services: { voiceMail: true } } },
    ]);
  });

  it('ends with ERROR and its explanation', async () => {
    const id = await newOrder('FAIL-LIVE');
    const live = watch(id);
    await live.until(has('INIT'));
    await gw.partner.advance(2 * STEP_MS);
    await live.until((r) => r.done);
    expect(live.events.at(-1)).toMatchObject({ status: 'ERROR', explanation: expect.any(String) });
  });

  it('follows a port-in through APPROVED to DONE on the clock', async () => {
    const sim = (
      await gw.partner.client.get('QuerySimcard', { status: 'FREE', simCardType: 'USIM', take: 1 })
    ).results[0]?.simCardNumber;
    const port = await order(gw, 'portIn', {
      phoneNumber: '0677788899',
      donorCustomerNumber: 'D77',
      simCardNumber: sim,
      portingWishDate: new Date(TEST_START + 5 * DAY).toISOString(),
    });
    const live = watch(port.activation?.activationId ?? '');
    await live.until((r) => r.events.some((e) => e['portingStatus'] === 'INIT'));
    await gw.partner.advance(2 * STEP_MS);
    await live.until((r) => r.events.some((e) => e['portingStatus'] === 'APPROVED'));
    await gw.partner.advance(5 * DAY);
    await live.until((r) => r.done);
    expect(live.events.at(-1)).toMatchObject({ status: 'DONE', portingStatus: 'APPROVED' });
  });

  it('gives a late subscriber the final state at once, and completes', async () => {
    const id = await newOrder();
    await gw.partner.advance(2 * STEP_MS);
    const live = watch(id);
    await live.until((r) => r.done);
    expect(statuses(live)).toEqual(['DONE']);
  });

  it('ends with a clear error for an activation that does not exist', async () => {
    const live = watch('does-not-exist');
    await live.until((r) => r.done);
    expect(JSON.stringify(live.errors)).toContain('does not exist');
  });

  it('costs the provider about one call per tick for 100 subscribers, not 100', async () => {
    // a second order of the same age, followed by one subscriber: its calls mark the ticks
    const clockId = await newOrder('LIVE-CLOCK');
    const clock = watch(clockId);
    await clock.until(has('INIT'));
    const id = await newOrder();
    const connections = Array.from({ length: 10 }, () => client());
    const ticksBefore = pollsOf(clockId);
    const lives = Array.from({ length: 100 }, (_, i) => watch(id, connections[i % 10]));
    await Promise.all(lives.map((l) => l.until(has('INIT'))));
    await eventually(() => expect(pollsOf(clockId)).toBeGreaterThanOrEqual(ticksBefore + 10));
    // the hundred starts share one look-up, then one poll per tick serves them all
    expect(pollsOf(id)).toBeGreaterThan(0);
    expect(pollsOf(id)).toBeLessThanOrEqual(pollsOf(clockId) - ticksBefore + 2);
    clock.stop();
    await gw.partner.advance(2 * STEP_MS);
    await Promise.all(lives.map((l) => l.until((r) => r.done)));
    expect(lives.every((l) => statuses(l).at(-1) === 'DONE')).toBe(true);
  });

  it('stops polling an order placed elsewhere when its last subscriber leaves', async () => {
    const id = await orderElsewhere('LIVE-1');
    // a second order of the same age, followed throughout: its polls mark the ticks that pass
    const other = await orderElsewhere('LIVE-2');
    const live = watch(id);
    const clock = watch(other);
    await live.until(has('INIT'));
    await eventually(() => expect(pollsOf(id)).toBeGreaterThanOrEqual(3));
    live.stop();
    await eventually(() => expect(gw.app.live.watcher.stats().watched).toBe(1));
    const after = pollsOf(id);
    const ticks = pollsOf(other);
    await eventually(() => expect(pollsOf(other)).toBeGreaterThanOrEqual(ticks + 10));
    expect(pollsOf(id)).toBe(after);
    clock.stop();
    await eventually(() => expect(gw.app.live.watcher.stats().watched).toBe(0));
  });

  it('delivers the final status after an outage in the middle, and nothing false during it', async () => {
    const id = await newOrder();
    const live = watch(id);
    await live.until(has('INIT'));
    await gw.partner.faults({ outageMs: 60_000 });
    await gw.partner.advance(2 * STEP_MS); // the order completes while the provider is unreachable
    const refusedFrom = await activationCalls();
    await eventually(async () => expect(await activationCalls()).toBeGreaterThanOrEqual(refusedFrom + 3));
    expect(statuses(live)).toEqual(['INIT']);
    expect(live.errors).toEqual([]);
    await gw.partner.advance(60_000);
    await live.until((r) => r.done, 5_000);
    expect(statuses(live)).toEqual(['INIT', 'DONE']);
  });
});

describe('many activations due at once', () => {
  it('are polled with one list call per tick instead of one call each', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await newOrder(`MANY-${i}`));
    const live = follow(
      client(),
      'subscription($ids: [ID!]!) { activationsUpdated(ids: $ids) { activationId status } }',
      { ids },
      'activationsUpdated',
    );
    followers.push(live);
    await live.until((r) => r.events.length >= 20);
    // the first polls go by id and learn the size of today's list (one take=0 call)
    await eventually(() =>
      expect(requestsTo(gw.partner, 'QueryActivation', 'createdAtFrom=', 'take=0')).toBeGreaterThan(0),
    );
    // from now on every tick is one list call for all twenty: ten ticks, and by id at most the
    // one tick that may already be underway
    const byIdBefore = ids.map(pollsOf);
    const listsBefore = requestsTo(gw.partner, 'QueryActivation', 'createdAtFrom=');
    await eventually(() =>
      expect(requestsTo(gw.partner, 'QueryActivation', 'createdAtFrom=')).toBeGreaterThanOrEqual(
        listsBefore + 10,
      ),
    );
    expect(ids.every((id, i) => pollsOf(id) <= (byIdBefore[i] ?? 0) + 1)).toBe(true);
  });
});

describe('one execution per change for subscribers who would get the same answer', () => {
  const eventCounts = async () => {
    const count = (execution: string) => metric(gw.url, 'graphql_subscription_events_total', { execution });
    return { executed: await count('executed'), shared: await count('shared') };
  };
  const withState = (fields: string) =>
    `subscription($id: ID!) { activationUpdated(id: $id) { status subscription { ${fields} } } }`;
  /** an active subscription suspended at the partner directly: the activation's id */
  const suspendedAt = async (partner: TestGateway['partner']) => {
    const sub = (await partner.client.get('QuerySubscription', { take: 50 })).results.find(
      (s) => s.state === 'ACTIVE',
    );
    return (await partner.client.post('SuspendSubscription', { subscriptionId: sub?.id ?? '' })).id;
  };

  it('executes a change once for three followers of the same document, variables and caller, and once more for another selection', async () => {
    const id = await suspendedAt(gw.partner);
    const same = [1, 2, 3].map(() => follow(client(), withState('state'), { id }, 'activationUpdated'));
    const other = follow(client(), withState('state phoneNumber'), { id }, 'activationUpdated');
    const all = [...same, other];
    followers.push(...all);
    for (const f of all) await f.until(has('INIT'));
    const before = await eventCounts();
    await gw.partner.advance(STEP_MS);
    for (const f of all) await f.until(has('BUSY'));
    // the BUSY event executed once per selection, and its result shared with the two others
    expect(await eventCounts()).toEqual({
      executed: before.executed + 2,
      shared: before.shared + 2,
    });
    for (const f of same) expect(f.events.at(-1)).toEqual(same[0]?.events.at(-1));
  });

  it("charges what a change reads beyond the order's state to its follower: once they spent their budget, their event carries PARTNER_BUDGET_EXCEEDED on those fields, and another caller following the same order still gets them", async () => {
    const budgeted = await startTestGateway(
      { openOrders: false },
      {
        WATCH_MIN_INTERVAL_MS: String(MIN_INTERVAL_MS),
        PARTNER_CALLS_PER_MINUTE: '6',
        AUTH_MODE: 'jwt',
        JWT_SECRET: TEST_JWT_SECRET,
      },
    );
    const [spender, other] = await Promise.all([staffToken('spender'), staffToken('other')]);
    const spenderClient = wsClient(budgeted.url, bearer(spender));
    const otherClient = wsClient(budgeted.url, bearer(other));
    try {
      const id = await suspendedAt(budgeted.partner);
      const spent = follow(spenderClient, withState('state'), { id }, 'activationUpdated');
      const kept = follow(otherClient, withState('state'), { id }, 'activationUpdated');
      followers.push(spent, kept);
      await Promise.all([spent.until(has('INIT')), kept.until(has('INIT'))]);
      // the first follower's caller spends the rest of the minute's budget
      await eventually(async () => {
        const refused = await budgeted.request('{ mobileSubscriptions { totalCount } }', {}, bearer(spender));
        expect(refused.errors?.[0]?.extensions?.['code']).toBe('PARTNER_BUDGET_EXCEEDED');
      });
      await budgeted.partner.advance(STEP_MS);
      await Promise.all([spent.until(has('BUSY')), kept.until(has('BUSY'))]);
      expect(spent.events.at(-1)).toEqual({ status: 'BUSY', subscription: null });
      expect(spent.results.at(-1)).toMatchObject({
        errors: [
          { path: ['activationUpdated', 'subscription'], extensions: { code: 'PARTNER_BUDGET_EXCEEDED' } },
        ],
      });
      expect(kept.errors).toEqual([]);
      expect(kept.events.at(-1)).toEqual({ status: 'BUSY', subscription: { state: 'ACTIVE' } });
    } finally {
      await Promise.all([spenderClient.dispose(), otherClient.dispose()]);
      await budgeted.close();
    }
  });
});

describe('activationsUpdated and mobileSubscriptionActivity', () => {
  it('follows several activations and completes when all are final', async () => {
    const a = await newOrder('A');
    const b = await newOrder('B');
    const live = follow(
      client(),
      'subscription($ids: [ID!]!) { activationsUpdated(ids: $ids) { activationId status } }',
      { ids: [a, b] },
      'activationsUpdated',
    );
    followers.push(live);
    await live.until((r) => r.events.length >= 2);
    await gw.partner.advance(2 * STEP_MS);
    await live.until((r) => r.done);
    const last = (id: string) => live.events.filter((e) => e['activationId'] === id).at(-1)?.['status'];
    expect([last(a), last(b)]).toEqual(['DONE', 'DONE']);
  });

  it('reports every order of a subscription, including ones placed after joining', async () => {
    const sub = (await gw.partner.client.get('QuerySubscription', { take: 20 })).results.find(
      (s) => s.state === 'ACTIVE',
    );
    const live = follow(
      client(),
      'subscription($id: ID) { mobileSubscriptionActivity(subscriptionId: $id) { activationId activationType status } }',
      { id: sub?.id },
      'mobileSubscriptionActivity',
    );
    followers.push(live);
    // the follower has listed the subscription's orders: it is listening
    await eventually(() => expect(listingsOf(gw.partner, sub?.id)).toBeGreaterThanOrEqual(1));
    const suspend = await order(gw, 'suspendSubscription', { subscriptionId: sub?.id });
    await live.until((r) => r.events.some((e) => e['activationId'] === suspend.activation?.activationId));
    await gw.partner.advance(2 * STEP_MS);
    await live.until((r) =>
      r.events.some((e) => e['activationType'] === 'SUSPEND' && e['status'] === 'DONE'),
    );
    expect(live.done).toBe(false);
  });
});

describe('activationUpdated over server-sent events', () => {
  it('streams INIT, BUSY and DONE, then ends', async () => {
    const id = await newOrder();
    const live = followSse(gw.url, ACTIVATION, { id }, 'activationUpdated');
    followers.push(live);
    await stepThroughToDone(live);
  });
});

describe('results sent to graphql-ws followers without passing through every layer of their streams', () => {
  it("are the very results an SSE follower gets through every plugin's per-event hooks", async () => {
    const id = await newOrder();
    const ws = watch(id);
    const sse = followSse(gw.url, ACTIVATION, { id }, 'activationUpdated');
    followers.push(sse);
    await stepThroughToDone(ws, sse);
    expect(ws.results).toEqual(sse.results);
  });
});

describe('orders placed through the gateway', () => {
  it('reach the followers of their subscription at once, without waiting for a poll', async () => {
    // polls a minute apart: only the order's own answer can bring the event before the next
    const slow = await startTestGateway(
      { openOrders: false },
      { WATCH_MIN_INTERVAL_MS: '60000', WATCH_MAX_INTERVAL_MS: '60000' },
    );
    const c = wsClient(slow.url);
    try {
      const sub = (await slow.partner.client.get('QuerySubscription', { take: 20 })).results.find(
        (s) => s.state === 'ACTIVE',
      );
      const live = follow(
        c,
        'subscription($id: ID) { mobileSubscriptionActivity(subscriptionId: $id) { activationId status } }',
        { id: sub?.id },
        'mobileSubscriptionActivity',
      );
      // the follower has listed the subscription's orders: it is listening
      await eventually(() => expect(listingsOf(slow.partner, sub?.id)).toBeGreaterThanOrEqual(1));
      // the order's own rules read the subscription's open orders, under its request id
      const orderRequest = 'the-order';
      const polls = () =>
        slow.partner.sim.requests.filter(
          (r) => r.operation === 'QueryActivation' && r.requestId !== orderRequest,
        ).length;
      const listed = polls();
      const placed = await order(
        slow,
        'suspendSubscription',
        { subscriptionId: sub?.id },
        { 'x-request-id': orderRequest },
      );
      const id = placed.activation?.activationId ?? '';
      await live.until((r) => r.events.some((e) => e['activationId'] === id));
      // what brought it was the order's own answer: the partner has been asked nothing since
      expect(polls()).toBe(listed);
      live.stop();
    } finally {
      await c.dispose();
      await slow.close();
    }
  });
});

describe('following an order by its idempotency key', () => {
  const BY_KEY = `subscription($key: String) { activationUpdated(idempotencyKey: $key) {
    activationId status providerOrderNumber phoneNumber } }`;

  it('follows the order a key placed, from INIT to DONE, with nothing to paste', async () => {
    const sim = (
      await gw.partner.client.get('QuerySimcard', { status: 'FREE', simCardType: 'USIM', take: 1 })
    ).results[0]?.simCardNumber;
    const placed = await order(gw, 'orderNewSubscription', {
      simCardNumber: sim,
      idempotencyKey: 'follow-me-1',
    });
    const live = follow(client(), BY_KEY, { key: 'follow-me-1' }, 'activationUpdated');
    followers.push(live);
    await stepThroughToDone(live);
    expect(live.events.every((e) => e['activationId'] === placed.activation?.activationId)).toBe(true);
  });

  it('ends with NOT_FOUND for a key that placed no order, and starts no poller', async () => {
    const live = follow(client(), BY_KEY, { key: 'never-used' }, 'activationUpdated');
    followers.push(live);
    await live.until((r) => r.done);
    expect(live.errors).toMatchObject([{ extensions: { code: 'NOT_FOUND', idempotencyKey: 'never-used' } }]);
    expect(await activationCalls()).toBe(0);
  });

  it('asks for exactly one of id and idempotencyKey', async () => {
    const live = follow(
      client(),
      'subscription { activationUpdated(id: "a", idempotencyKey: "k") { status } }',
      {},
      'activationUpdated',
    );
    followers.push(live);
    await live.until((r) => r.done);
    expect(live.errors).toMatchObject([{ extensions: { code: 'BAD_USER_INPUT', field: 'idempotencyKey' } }]);
  });
});

describe('a scheduled order', () => {
  it('shows its followers BUSY, its order number and its phone number as they happen, long before its wishDate', async () => {
    // the default slow interval: a parked order is polled every five minutes
    const scheduled = await startTestGateway(
      { openOrders: false },
      { WATCH_MIN_INTERVAL_MS: String(MIN_INTERVAL_MS), WATCH_MAX_INTERVAL_MS: '160' },
    );
    const c = wsClient(scheduled.url);
    try {
      const placed = await order(scheduled, 'orderNewSubscription', {
        eSim: true,
        email: 'later@example.com',
        confirmationCode: '1',
        wishDate: new Date(TEST_START + DAY).toISOString(),
      });
      const live = follow(c, ACTIVATION, { id: placed.activation?.activationId }, 'activationUpdated');
      await live.until(has('INIT'));
      await scheduled.partner.advance(STEP_MS);
      await live.until(has('BUSY'));
      expect(live.events.at(-1)).toMatchObject({
        status: 'BUSY',
        providerOrderNumber: expect.stringMatching(/^PO/),
        phoneNumber: expect.stringMatching(/^06/),
      });
      live.stop();
    } finally {
      await c.dispose();
      await scheduled.close();
    }
  });

  it('shows its followers a cancellation placed here as it happens, though the order was parked until its date', async () => {
    // the default slow interval: an approved port-in is polled every five minutes until its date
    const scheduled = await startTestGateway(
      { openOrders: false },
      { WATCH_MIN_INTERVAL_MS: String(MIN_INTERVAL_MS), WATCH_MAX_INTERVAL_MS: '160' },
    );
    const c = wsClient(scheduled.url);
    try {
      const port = await order(scheduled, 'portIn', {
        phoneNumber: '0677788800',
        donorCustomerNumber: 'D78',
        eSim: true,
        email: 'later@example.com',
        confirmationCode: '1',
        portingWishDate: new Date(TEST_START + 5 * DAY).toISOString(),
      });
      const id = port.activation?.activationId ?? '';
      const live = follow(c, ACTIVATION, { id }, 'activationUpdated');
      const porting = (status: string) => (r: Received) =>
        r.events.some((e) => e['portingStatus'] === status);
      await live.until(porting('INIT'));
      await scheduled.partner.advance(2 * STEP_MS);
      await live.until(porting('APPROVED'));
      await order(scheduled, 'cancelPortIn', { activationId: id });
      await live.until(porting('CANCELLING'));
      // the cancellation moves it again: it is polled at the fast pace, not five minutes on
      await scheduled.partner.advance(STEP_MS);
      await live.until((r) => r.done);
      expect(live.events.at(-1)).toMatchObject({ status: 'CANCELLED', portingStatus: 'CANCELLED' });
      live.stop();
    } finally {
      await c.dispose();
      await scheduled.close();
    }
  });

  it("shows its followers a termination's cancellation placed here as it happens, though neither the partner's answer to it nor its next polls show a change", async () => {
    // a termination waits for its wish date, polled every five minutes; the cancellation's answer
    // is the termination as it was (BUSY, its date ahead), and so are the polls until the partner
    // has cancelled it: it must still be polled soon, and again
    const scheduled = await startTestGateway(
      { openOrders: false },
      { WATCH_MIN_INTERVAL_MS: String(MIN_INTERVAL_MS), WATCH_MAX_INTERVAL_MS: '160' },
    );
    const c = wsClient(scheduled.url);
    try {
      const sub = (await scheduled.partner.client.get('QuerySubscription', { take: 50 })).results.find(
        (s) => s.state === 'ACTIVE',
      );
      const termination = await order(scheduled, 'terminateSubscription', {
        subscriptionId: sub?.id,
        wishDate: new Date(TEST_START + 20 * DAY).toISOString(),
      });
      const id = termination.activation?.activationId ?? '';
      const live = follow(c, ACTIVATION, { id }, 'activationUpdated');
      // taken in hand (its order number): parked until its date
      await scheduled.partner.advance(STEP_MS);
      await live.until((r) => r.events.some((e) => e['providerOrderNumber'] != null));
      const cancellation = await order(scheduled, 'cancelTermination', { activationId: id });
      // the partner answers with the termination itself, still BUSY and still waiting for its date
      expect(cancellation.activation).toMatchObject({ activationId: id, status: 'BUSY' });
      // a partner that takes its time: polls that still see it BUSY, its date ahead, do not park it
      const polled = requestsTo(scheduled.partner, 'QueryActivation', `id=${id}`);
      await eventually(() =>
        expect(requestsTo(scheduled.partner, 'QueryActivation', `id=${id}`)).toBeGreaterThanOrEqual(
          polled + 3,
        ),
      );
      await scheduled.partner.advance(3 * STEP_MS);
      await live.until((r) => r.done);
      expect(live.events.at(-1)).toMatchObject({ status: 'CANCELLED' });
      live.stop();
    } finally {
      await c.dispose();
      await scheduled.close();
    }
  });
});

describe("a cancellation's answer that overtakes a poll", () => {
  it('never shows its followers the order going back to the state the poll read before it', async () => {
    const partner = await startTestPartner({ openOrders: false });
    // the partner's answers to QueryActivation held when the test says: read, not yet delivered
    const held = await startHeldPartner(partner.url, ['QueryActivation'], 'answers');
    held.release();
    const gw = await startGatewayBefore(partner, {
      PROVIDER_BASE_URL: held.url,
      WATCH_MIN_INTERVAL_MS: String(MIN_INTERVAL_MS),
      WATCH_MAX_INTERVAL_MS: '160',
      WATCH_SLOW_INTERVAL_MS: '200',
      // as by default: with the partner cache off, identical reads in flight are made once, and
      // the cancellation's look-up of the port-out would wait on the held poll
      PARTNER_CACHE: 'true',
    });
    const c = wsClient(gw.url);
    try {
      const sub = (await partner.client.get('QuerySubscription', { take: 50 })).results.find(
        (s) => s.state === 'ACTIVE',
      );
      const portOut = await order(gw, 'portOut', {
        subscriptionId: sub?.id,
        wishDate: new Date(TEST_START + 20 * DAY).toISOString(),
      });
      const id = portOut.activation?.activationId ?? '';
      const live = follow(
        c,
        `subscription($id: ID!) { activationUpdated(id: $id) { status providerOrderNumber modifiedAt
          ... on OutPortActivation { portingStatus } } }`,
        { id },
        'activationUpdated',
      );
      // taken in hand: BUSY, its order number
      await live.until((r) => r.events.length > 0);
      await partner.advance(STEP_MS);
      await live.until((r) => r.events.some((e) => e['providerOrderNumber'] != null));
      // a poll reads the port-out as it is, BUSY, and its answer is held on the way back
      held.hold();
      await held.untilHeld(1);
      held.passNew();
      // a second on, so that the partner's modifiedAt tells the two states apart
      await partner.advance(1_000);
      await order(gw, 'cancelPortOut', { activationId: id });
      await live.until((r) => r.events.some((e) => e['portingStatus'] === 'CANCELLING'));
      const polled = requestsTo(partner, 'QueryActivation', `id=${id}`);
      held.release();
      // a later poll comes once the held one is taken (one poll of an activation at a time)
      await vi.waitFor(
        () => expect(requestsTo(partner, 'QueryActivation', `id=${id}`)).toBeGreaterThan(polled),
        {
          timeout: 5_000,
          interval: 10,
        },
      );
      await partner.advance(STEP_MS);
      await live.until((r) => r.done);
      const porting = live.events.map((e) => e['portingStatus'] ?? null);
      expect(porting.slice(porting.indexOf('CANCELLING'))).toEqual(['CANCELLING', 'REJECTED']);
      live.stop();
    } finally {
      await c.dispose();
      await gw.close();
      await held.close();
      await partner.close();
    }
  });
});
