/**
 * What the graph reads of the order journal, over HTTP from a gateway with authentication on,
 * in front of the simulator: an activation's history, as the gateway followed its order, and
 * placedOrders, the orders placed through the gateway, as staff and customers may see them.
 * The tests run in order: each places orders the next ones list.
 */
import type { WireActivation, WireSubscription } from '@msp/partner-interface';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestGateway, type TestGateway } from './utils/gateway.js';
import { type OrderResult, order } from './utils/orders.js';
import { STEP_MS } from './utils/simulator.js';
import { bearer, customerToken, staffToken, TEST_JWT_SECRET } from './utils/tokens.js';

interface Change {
  status: string;
  statusRaw: string;
  portingStatus: string | null;
  at: string;
  observedAt: string;
}

interface Placed {
  id: string;
  idempotencyKey: string | null;
  mutation: string;
  operation: string;
  activationType: string;
  subscriptionId: string | null;
  referenceNumber: string | null;
  outcome: string;
  status: string | null;
  placedAt: string;
  answeredAt: string | null;
  finalAt: string | null;
  error: { errorType: string; message: string; errorCode: string | null } | null;
  activation: { activationId: string; status: string } | null;
}

interface Page {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: Array<{ node: Placed }>;
}

const PLACED_FIELDS = `id idempotencyKey mutation operation activationType subscriptionId referenceNumber
  outcome status placedAt answeredAt finalAt error { errorType message errorCode }
  activation { activationId status }`;

const PLACED_ORDERS = `query ($first: Int, $after: String, $filter: PlacedOrderFilter, $orderBy: PlacedOrderOrder) {
  placedOrders(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { ${PLACED_FIELDS} } }
  }
}`;

let gw: TestGateway;
let subA: WireSubscription;
let subB: WireSubscription;
/** an activation of subscription B that the partner had before the gateway started */
let seeded: WireActivation;
let staff: Record<string, string>;
let customerA: Record<string, string>;
let customerB: Record<string, string>;
let nobody: Record<string, string>;

/** the orders the tests placed, in the order they placed them */
const placed: Record<string, OrderResult> = {};

beforeAll(async () => {
  gw = await startTestGateway(
    { openOrders: false },
    {
      AUTH_MODE: 'jwt',
      JWT_SECRET: TEST_JWT_SECRET,
      WATCH_MIN_INTERVAL_MS: '50',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  );
  const subs = (await gw.partner.client.get('QuerySubscription', { take: 50 })).results.filter(
    (s) => s.state === 'ACTIVE' && s.providerEnvironment === 'SP16001',
  );
  [subA, subB] = subs as [WireSubscription, WireSubscription];
  seeded = (await gw.partner.client.get('QueryActivation', { subscriptionId: subB.id }))
    .results[0] as WireActivation;
  staff = bearer(await staffToken('agent-1'));
  customerA = bearer(await customerToken('cust-a', { subscriptionIds: [subA.id] }));
  customerB = bearer(await customerToken('cust-b', { phoneNumbers: [subB.phoneNumber ?? ''] }));
  nobody = bearer(await customerToken('cust-none', { subscriptionIds: ['no-such-subscription'] }));
});
afterAll(() => gw.close());

/** asks the graph as `who`; the response must carry no error */
async function ask<R>(who: Record<string, string>, query: string, variables: Record<string, unknown> = {}) {
  const response = await gw.request<R, Record<string, unknown>>(query, variables, who);
  expect(response.errors).toBeUndefined();
  if (response.data === null || response.data === undefined) throw new Error('no data');
  return response.data;
}

const historyOf = async (activationId: string, who = staff) =>
  (
    await ask<{ activation: { history: Change[] } | null }>(
      who,
      'query ($id: ID!) { activation(id: $id) { history { status statusRaw portingStatus at observedAt } } }',
      { id: activationId },
    )
  ).activation?.history;

const statusesOf = async (activationId: string) => (await historyOf(activationId))?.map((c) => c.status);

const placedOrders = async (who: Record<string, string>, variables: Record<string, unknown> = {}) =>
  (await ask<{ placedOrders: Page }>(who, PLACED_ORDERS, variables)).placedOrders;

const nodesOf = (page: Page) => page.edges.map((e) => e.node);

const activationIdOf = (result: OrderResult | undefined) => {
  const id = result?.activation?.activationId;
  if (id === undefined) throw new Error(`no activation: ${JSON.stringify(result)}`);
  return id;
};

describe("an activation's history", () => {
  it('of an order the gateway followed to DONE is every status it went through, INIT to DONE, oldest first', async () => {
    const result = await order(
      gw,
      'suspendSubscription',
      { subscriptionId: subA.id, referenceNumber: 'J-1', idempotencyKey: 'journal-suspend-a' },
      staff,
    );
    expect(result.__typename).toBe('SuspendSubscriptionPayload');
    placed['suspendA'] = result;
    const id = activationIdOf(result);
    // the provider's first answer is recorded before the mutation answers
    expect(await statusesOf(id)).toEqual(['INIT']);

    await gw.partner.advance(STEP_MS);
    await expect.poll(() => statusesOf(id), { timeout: 10_000 }).toEqual(['INIT', 'BUSY']);
    await gw.partner.advance(STEP_MS);
    await expect.poll(() => statusesOf(id), { timeout: 10_000 }).toEqual(['INIT', 'BUSY', 'DONE']);

    const history = (await historyOf(id)) ?? [];
    const times = history.map((c) => Date.parse(c.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(3);
    const partnerNow = await gw.partner.activation(id);
    expect(Date.parse(history.at(-1)?.at ?? '')).toBe(Date.parse(partnerNow.modifiedAt ?? ''));
    for (const change of history) {
      expect(change).toMatchObject({ statusRaw: change.status, portingStatus: null });
      expect(Number.isNaN(Date.parse(change.observedAt))).toBe(false);
    }
  });

  it('says how long the order was in each status: until the next change, none for the current one', async () => {
    const id = activationIdOf(placed['suspendA']);
    const { activation } = await ask<{
      activation: { history: Array<{ at: string; until: string | null; secondsInStatus: number | null }> };
    }>(staff, 'query ($id: ID!) { activation(id: $id) { history { at until secondsInStatus } } }', { id });
    const [init, busy, done] = activation.history;
    expect(init?.until).toBe(busy?.at);
    expect(busy?.until).toBe(done?.at);
    expect(done).toMatchObject({ until: null, secondsInStatus: null });
    for (const change of [init, busy])
      expect(change?.secondsInStatus).toBe(
        Math.floor((Date.parse(change?.until ?? '') - Date.parse(change?.at ?? '')) / 1000),
      );
  });

  it('names the order placed here that created it, with who placed it (staff), and none for one placed elsewhere', async () => {
    const query =
      'query ($id: ID!) { activation(id: $id) { placedOrder { referenceNumber placedBy { callerId } } } }';
    const mine = await ask<{ activation: { placedOrder: unknown } }>(staff, query, {
      id: activationIdOf(placed['suspendA']),
    });
    expect(mine.activation.placedOrder).toEqual({
      referenceNumber: 'J-1',
      placedBy: { callerId: 'token:agent-1' },
    });
    const elsewhere = await ask<{ activation: { placedOrder: unknown } }>(staff, query, { id: seeded.id });
    expect(elsewhere.activation.placedOrder).toBeNull();
  });

  it('of an activation the gateway did not place is empty', async () => {
    expect(seeded.subscriptionId).toBe(subB.id);
    expect(await historyOf(seeded.id)).toEqual([]);
  });

  it('of every activation of a page is read with one query of the journal', async () => {
    const reads = vi.spyOn(gw.app.journal, 'history');
    try {
      const { activations } = await ask<{
        activations: { edges: Array<{ node: { activationId: string; history: Change[] } }> };
      }>(
        staff,
        '{ activations(first: 50, orderBy: { field: CREATED_AT, direction: DESC }) { edges { node { activationId history { status } } } } }',
      );
      expect(activations.edges.length).toBeGreaterThan(10);
      // the newest is the gateway's order; the partner had the others before it started
      expect(activations.edges.map((e) => e.node.history.length)).toEqual([
        3,
        ...activations.edges.slice(1).map(() => 0),
      ]);
      expect(reads).toHaveBeenCalledTimes(1);
      expect(reads.mock.calls[0]?.[0]).toHaveLength(activations.edges.length);
    } finally {
      reads.mockRestore();
    }
  });

  it("is a customer's only for their own activations", async () => {
    expect(await historyOf(activationIdOf(placed['suspendA']), customerA)).toHaveLength(3);
    expect(await historyOf(activationIdOf(placed['suspendA']), customerB)).toBeUndefined();
  });
});

describe('placedOrders', () => {
  it('lists every order for staff, newest first, with who placed it and its activation', async () => {
    placed['suspendB'] = await order(gw, 'suspendSubscription', { phoneNumber: subB.phoneNumber }, staff);
    placed['resumeA'] = await order(
      gw,
      'resumeSubscription',
      { subscriptionId: subA.id, referenceNumber: 'J-2' },
      customerA,
    );
    expect([placed['suspendB'].__typename, placed['resumeA'].__typename]).toEqual([
      'SuspendSubscriptionPayload',
      'ResumeSubscriptionPayload',
    ]);

    const { placedOrders: page } = await ask<{
      placedOrders: { totalCount: number; edges: Array<{ node: Placed & { placedBy: unknown } }> };
    }>(
      staff,
      `{ placedOrders { totalCount edges { node { ${PLACED_FIELDS} placedBy { kind subject role callerId } } } } }`,
    );
    expect(page.totalCount).toBe(3);
    const [resumeA, suspendB, suspendA] = page.edges.map((e) => e.node);
    expect(resumeA).toMatchObject({
      mutation: 'resumeSubscription',
      operation: 'ResumeSubscription',
      activationType: 'RESUME',
      subscriptionId: subA.id,
      referenceNumber: 'J-2',
      outcome: 'PLACED',
      idempotencyKey: null,
      error: null,
      activation: { activationId: activationIdOf(placed['resumeA']) },
      placedBy: { kind: 'TOKEN', subject: 'cust-a', role: 'CUSTOMER', callerId: 'token:cust-a' },
    });
    // placed by phone number: the journal learns the subscription from the provider's answer
    expect(suspendB).toMatchObject({
      subscriptionId: subB.id,
      activation: { activationId: activationIdOf(placed['suspendB']) },
      placedBy: { kind: 'TOKEN', subject: 'agent-1', role: 'STAFF', callerId: 'token:agent-1' },
    });
    expect(suspendA).toMatchObject({
      mutation: 'suspendSubscription',
      idempotencyKey: 'journal-suspend-a',
      outcome: 'PLACED',
      status: 'DONE',
      activation: { activationId: activationIdOf(placed['suspendA']), status: 'DONE' },
      placedBy: { kind: 'TOKEN', subject: 'agent-1', role: 'STAFF' },
    });
    expect(suspendA?.finalAt).not.toBeNull();
    expect(Date.parse(suspendA?.answeredAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(suspendA?.placedAt ?? ''),
    );

    // each is a node: fetched again by its global id
    const { node } = await ask<{ node: { mutation: string } | null }>(
      staff,
      'query ($id: ID!) { node(id: $id) { ... on PlacedOrder { mutation } } }',
      { id: suspendB?.id },
    );
    expect(node).toEqual({ mutation: 'suspendSubscription' });
  });

  it('shows a customer only the orders on their own subscriptions, whoever placed them', async () => {
    const a = await placedOrders(customerA);
    expect(a.totalCount).toBe(2);
    expect(nodesOf(a).map((o) => [o.mutation, o.subscriptionId])).toEqual([
      ['resumeSubscription', subA.id],
      ['suspendSubscription', subA.id],
    ]);
    // a key is its caller's: the one staff placed the suspension under is not the customer's to see
    const suspension = (page: Page) =>
      nodesOf(page).find((o) => o.mutation === 'suspendSubscription' && o.subscriptionId === subA.id);
    expect(suspension(a)?.idempotencyKey).toBeNull();
    expect(suspension(await placedOrders(staff))?.idempotencyKey).toBe('journal-suspend-a');
    const b = await placedOrders(customerB);
    expect(nodesOf(b).map((o) => o.activation?.activationId)).toEqual([activationIdOf(placed['suspendB'])]);
    expect((await placedOrders(nobody)).totalCount).toBe(0);

    // another's order is not there for them, by its global id either
    const suspendB = nodesOf(await placedOrders(staff, { filter: { mutation: 'suspendSubscription' } })).find(
      (o) => o.subscriptionId === subB.id,
    );
    const { node } = await ask<{ node: unknown }>(
      customerA,
      'query ($id: ID!) { node(id: $id) { ... on PlacedOrder { mutation } } }',
      { id: suspendB?.id },
    );
    expect(node).toBeNull();
  });

  it('refuses a customer who asks who placed an order, or filters by a caller', async () => {
    const asked = await gw.request<
      { placedOrders: { edges: Array<{ node: { mutation: string; placedBy: unknown } }> } },
      never
    >('{ placedOrders { edges { node { mutation placedBy { subject } } } } }', undefined, customerA);
    expect(asked.data?.placedOrders.edges.map((e) => e.node)).toEqual([
      { mutation: 'resumeSubscription', placedBy: null },
      { mutation: 'suspendSubscription', placedBy: null },
    ]);
    expect(asked.errors?.map((e) => [e.extensions?.['code'], e.path?.at(-1)])).toEqual([
      ['FORBIDDEN', 'placedBy'],
      ['FORBIDDEN', 'placedBy'],
    ]);

    const filtered = await gw.request<unknown, Record<string, unknown>>(
      PLACED_ORDERS,
      { filter: { caller: { kind: 'TOKEN', subject: 'agent-1' } } },
      customerA,
    );
    expect(filtered.data).toBeNull();
    expect(filtered.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });

  it('filters by caller, mutation, outcome, status and when the order was placed', async () => {
    const byCaller = await placedOrders(staff, { filter: { caller: { kind: 'TOKEN', subject: 'cust-a' } } });
    expect(nodesOf(byCaller).map((o) => o.mutation)).toEqual(['resumeSubscription']);
    const byMutation = await placedOrders(staff, { filter: { mutation: 'suspendSubscription' } });
    expect(nodesOf(byMutation).map((o) => o.subscriptionId)).toEqual([subB.id, subA.id]);
    const done = await placedOrders(staff, { filter: { outcome: 'PLACED', status: 'DONE' } });
    expect(nodesOf(done).map((o) => o.idempotencyKey)).toEqual(['journal-suspend-a']);
    expect((await placedOrders(staff, { filter: { outcome: 'REJECTED' } })).totalCount).toBe(0);
    const onA = await placedOrders(staff, { filter: { subscriptionId: subA.id } });
    expect(nodesOf(onA).every((o) => o.subscriptionId === subA.id)).toBe(true);
    expect(onA.totalCount).toBeGreaterThan(0);
    const byReference = await placedOrders(staff, { filter: { referenceNumber: 'J-1' } });
    expect(nodesOf(byReference).map((o) => o.idempotencyKey)).toEqual(['journal-suspend-a']);
    const byActivation = await placedOrders(staff, {
      filter: { activationId: activationIdOf(placed['suspendA']) },
    });
    expect(nodesOf(byActivation).map((o) => o.idempotencyKey)).toEqual(['journal-suspend-a']);

    const [newest, middle, oldest] = nodesOf(await placedOrders(staff));
    const from = await placedOrders(staff, { filter: { placedFrom: middle?.placedAt } });
    expect(nodesOf(from).map((o) => o.id)).toEqual([newest?.id, middle?.id]);
    const to = await placedOrders(staff, { filter: { placedTo: middle?.placedAt } });
    expect(nodesOf(to).map((o) => o.id)).toEqual([oldest?.id]);
  });

  it('pages with first and after, newest first unless orderBy says otherwise', async () => {
    const all = nodesOf(await placedOrders(staff)).map((o) => o.id);
    const paged: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await placedOrders(staff, { first: 1, after });
      expect(page.totalCount).toBe(all.length);
      paged.push(...nodesOf(page).map((o) => o.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(paged).toEqual(all);
    const oldestFirst = await placedOrders(staff, { orderBy: { field: 'PLACED_AT', direction: 'ASC' } });
    expect(nodesOf(oldestFirst).map((o) => o.id)).toEqual([...all].reverse());
    const newestFirst = await placedOrders(staff, { orderBy: { field: 'PLACED_AT', direction: 'DESC' } });
    expect(nodesOf(newestFirst).map((o) => o.id)).toEqual(all);
  });

  it('does not list an order that failed before it left, and lists one the provider refused with its error', async () => {
    const before = (await placedOrders(staff)).totalCount;
    const invalid = await order(
      gw,
      'suspendSubscription',
      { subscriptionId: subB.id, referenceNumber: 'a-reference-of-30-characters!!' },
      staff,
    );
    expect(invalid.__typename).toBe('ValidationError');
    // the partner took nothing: the entry written before the POST goes again
    await gw.partner.faults({
      errorRate: 1,
      errorStatus: 503,
      count: 1,
      operations: ['SuspendSubscription'],
    });
    const unavailable = await order(gw, 'suspendSubscription', { subscriptionId: subB.id }, staff);
    expect(unavailable).toMatchObject({ __typename: 'ProviderUnavailableError' });
    expect((await placedOrders(staff)).totalCount).toBe(before);

    await gw.partner.faults({
      errorRate: 1,
      errorStatus: 409,
      count: 1,
      operations: ['SuspendSubscription'],
    });
    const refused = await order(
      gw,
      'suspendSubscription',
      { subscriptionId: subB.id, referenceNumber: 'J-3' },
      staff,
    );
    expect(refused).toMatchObject({ __typename: 'ProviderRejectedError', providerStatus: 409 });
    const rejected = await placedOrders(staff, { filter: { outcome: 'REJECTED' } });
    expect(rejected.totalCount).toBe(1);
    expect(nodesOf(rejected)[0]).toMatchObject({
      referenceNumber: 'J-3',
      subscriptionId: subB.id,
      status: null,
      activation: null,
      error: { errorType: 'ProviderRejectedError', message: refused.message, errorCode: refused.errorCode },
    });
    expect(nodesOf(rejected)[0]?.answeredAt).not.toBeNull();
    expect((await placedOrders(staff)).totalCount).toBe(before + 1);
  });
});

describe('a journal that cannot be read', () => {
  it('fails history and placedOrders with JOURNAL_UNAVAILABLE, and the rest of a response still answers', async () => {
    await gw.app.journal.close();
    const mixed = await gw.request<
      { cdrMonths: { totalCount: number }; activation: unknown },
      { id: string }
    >(
      'query ($id: ID!) { cdrMonths { totalCount } activation(id: $id) { activationId history { status } } }',
      { id: activationIdOf(placed['suspendA']) },
      staff,
    );
    expect(mixed.data?.cdrMonths.totalCount).toBeGreaterThan(0);
    expect(mixed.data?.activation).toBeNull();
    expect(mixed.errors?.map((e) => [e.extensions?.['code'], e.path?.join('.')])).toEqual([
      ['JOURNAL_UNAVAILABLE', 'activation.history'],
    ]);
    const list = await gw.request<unknown, Record<string, unknown>>(PLACED_ORDERS, {}, staff);
    expect(list.errors?.map((e) => e.extensions?.['code'])).toEqual(['JOURNAL_UNAVAILABLE']);
  });
});
