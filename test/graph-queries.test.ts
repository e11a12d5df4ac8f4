import { DashboardDocument, SubscriptionDetailDocument } from '@msp/client';
import { isFinalStatus, RATE_CLASSES } from '@msp/partner-interface';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSING_ORDER_TYPES } from '../src/resolvers/orders/rules.js';
import { startTestGateway, type TestGateway } from './utils/gateway.js';
import { order } from './utils/orders.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

interface Edges<T> {
  totalCount: number;
  pageInfo?: {
    hasNextPage: boolean;
    hasPreviousPage?: boolean;
    endCursor: string | null;
    startCursor?: string | null;
  };
  edges: Array<{ cursor?: string; node: T }>;
}
const nodes = <T>(connection: Edges<T> | undefined | null): T[] => connection?.edges.map((e) => e.node) ?? [];

async function data<R>(query: string, variables?: Record<string, unknown>): Promise<R> {
  const response = await gw.request<R, Record<string, unknown>>(query, variables);
  expect(response.errors).toBeUndefined();
  if (response.data === undefined || response.data === null) throw new Error('no data');
  return response.data;
}

describe('the example operations', () => {
  it('answer the dashboard query with data from every part of the graph', async () => {
    const response = await gw.request(DashboardDocument, { first: 5, deferSlow: false });
    expect(response.errors).toBeUndefined();
    const dashboard = response.data;
    expect(dashboard?.mobileSubscriptions?.totalCount).toBeGreaterThan(200);
    expect(dashboard?.mobileSubscriptions?.edges).toHaveLength(5);
    const first = dashboard?.mobileSubscriptions?.edges[0]?.node;
    expect(first?.simCard?.simCardNumber).toBeTruthy();
    expect(first?.activations?.totalCount).toBeGreaterThan(0);
    expect(dashboard?.cdrMonths?.edges.length).toBeGreaterThanOrEqual(12);
    expect(dashboard?.invoices?.edges).toHaveLength(3);
    expect(dashboard?.openOrders?.totalCount).toBeGreaterThan(0);
  });

  it('answer the subscription detail query with services, orders and a month of CDRs with their rate classes', async () => {
    const { mobileSubscriptions } = await data<{ mobileSubscriptions: Edges<{ phoneNumber: string }> }>(
      '{ mobileSubscriptions(first: 1, orderBy: { field: PHONE_NUMBER }) { totalCount edges { node { phoneNumber } } } }',
    );
    const phoneNumber = nodes(mobileSubscriptions)[0]?.phoneNumber ?? '';
    const response = await gw.request(SubscriptionDetailDocument, { phoneNumber, yearMonth: '2026_05' });
    expect(response.errors).toBeUndefined();
    const sub = response.data?.mobileSubscription;
    expect(sub?.phoneNumber).toBe(phoneNumber);
    expect(sub?.services?.dataRoamingLimitEuros).toBeGreaterThanOrEqual(0);
    for (const { node } of sub?.cdrs?.edges ?? []) {
      expect(node.rateClass).toMatchObject(RATE_CLASSES.get(node.rateClass?.code ?? '') ?? {});
    }
  });
});

describe('simCards and simCard', () => {
  it('filter by status and type, sort, and reach the subscription of a SIM card', async () => {
    const result = await data<{
      simCards: Edges<{
        simCardNumber: string;
        status: string;
        simCardType: string;
        subscription: { phoneNumber: string } | null;
      }>;
    }>(
      `{ simCards(first: 5, filter: { status: ACTIVATED, simCardType: USIM }, orderBy: { field: SIM_CARD_NUMBER, direction: DESC }) {
          totalCount edges { node { simCardNumber status simCardType subscription { phoneNumber } } } } }`,
    );
    const sims = nodes(result.simCards);
    expect(sims).toHaveLength(5);
    expect(sims.every((s) => s.status === 'ACTIVATED' && s.simCardType === 'USIM')).toBe(true);
    const numbers = sims.map((s) => s.simCardNumber);
    expect(numbers).toEqual([...numbers].sort().reverse());
    expect(sims.every((s) => s.subscription?.phoneNumber)).toBe(true);
  });

  it('find one SIM card by number, and null for a number that does not exist', async () => {
    const { simCards } = await data<{ simCards: Edges<{ simCardNumber: string }> }>(
      '{ simCards(first: 1, filter: { status: FREE }) { totalCount edges { node { simCardNumber } } } }',
    );
    const number = nodes(simCards)[0]?.simCardNumber;
    const found = await data<{ simCard: { simCardNumber: string; status: string; subscription: null } }>(
      'query($n: String!) { simCard(simCardNumber: $n) { simCardNumber status subscription { id } } }',
      { n: number },
    );
    expect(found.simCard).toEqual({ simCardNumber: number, status: 'FREE', subscription: null });
    expect(
      (await data<{ simCard: null }>('{ simCard(simCardNumber: "000") { simCardNumber } }')).simCard,
    ).toBeNull();
  });
});

describe('mobileSubscriptions and mobileSubscription', () => {
  it('page forwards with first and after, and backwards with last and before, with totalCount', async () => {
    const query = `query($first: Int, $after: String, $last: Int, $before: String) {
      mobileSubscriptions(first: $first, after: $after, last: $last, before: $before, orderBy: { field: PHONE_NUMBER }) {
        totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { phoneNumber } } } }`;
    type Page = { mobileSubscriptions: Edges<{ phoneNumber: string }> };
    const one = await data<Page>(query, { first: 3 });
    const two = await data<Page>(query, { first: 3, after: one.mobileSubscriptions.pageInfo?.endCursor });
    expect(one.mobileSubscriptions.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(two.mobileSubscriptions.pageInfo?.hasPreviousPage).toBe(true);
    const all = await data<Page>(query, { first: 6 });
    expect([...nodes(one.mobileSubscriptions), ...nodes(two.mobileSubscriptions)]).toEqual(
      nodes(all.mobileSubscriptions),
    );
    const back = await data<Page>(query, { last: 3, before: two.mobileSubscriptions.pageInfo?.endCursor });
    expect(nodes(back.mobileSubscriptions)).toEqual(nodes(all.mobileSubscriptions).slice(2, 5));
    const tail = await data<Page>(query, { last: 2 });
    expect(tail.mobileSubscriptions.pageInfo?.hasNextPage).toBe(false);
    expect(tail.mobileSubscriptions.edges).toHaveLength(2);
  });

  it('filter by phone number in either form', async () => {
    const { mobileSubscriptions } = await data<{ mobileSubscriptions: Edges<{ phoneNumber: string }> }>(
      '{ mobileSubscriptions(first: 1) { totalCount edges { node { phoneNumber } } } }',
    );
    const phone = nodes(mobileSubscriptions)[0]?.phoneNumber ?? '';
    const dashed = `06-${phone.slice(2)}`;
    const found = await data<{ mobileSubscriptions: Edges<{ phoneNumber: string }> }>(
      'query($p: String) { mobileSubscriptions(filter: { phoneNumber: $p }) { totalCount edges { node { phoneNumber } } } }',
      { p: dashed },
    );
    expect(nodes(found.mobileSubscriptions).map((s) => s.phoneNumber)).toEqual([phone]);
  });

  it('find one subscription by its provider id, its global id, its phone number or its SIM card number', async () => {
    const { mobileSubscriptions } = await data<{
      mobileSubscriptions: Edges<{
        id: string;
        subscriptionId: string;
        phoneNumber: string;
        simCardNumber: string;
      }>;
    }>(
      '{ mobileSubscriptions(first: 1, after: "T2Zmc2V0Q29ubmVjdGlvbjo5OQ==") { totalCount edges { node { id subscriptionId phoneNumber simCardNumber } } } }',
    );
    const sub = nodes(mobileSubscriptions)[0];
    const query = `query($id: ID, $phoneNumber: String, $simCardNumber: String) {
      mobileSubscription(id: $id, phoneNumber: $phoneNumber, simCardNumber: $simCardNumber) { id } }`;
    for (const variables of [
      { id: sub?.subscriptionId },
      { id: sub?.id },
      { phoneNumber: sub?.phoneNumber },
      { simCardNumber: sub?.simCardNumber },
    ]) {
      expect(
        (await data<{ mobileSubscription: { id: string } }>(query, variables)).mobileSubscription.id,
      ).toBe(sub?.id);
    }
  });

  it('find a subscription by its id alone with at most two provider calls', async () => {
    const { mobileSubscriptions } = await data<{ mobileSubscriptions: Edges<{ subscriptionId: string }> }>(
      '{ mobileSubscriptions(first: 1, after: "T2Zmc2V0Q29ubmVjdGlvbjoxNTA=") { totalCount edges { node { subscriptionId } } } }',
    );
    await gw.partner.reset();
    const result = await data<{ mobileSubscription: { subscriptionId: string } }>(
      'query($id: ID) { mobileSubscription(id: $id) { subscriptionId } }',
      { id: nodes(mobileSubscriptions)[0]?.subscriptionId },
    );
    expect(result.mobileSubscription.subscriptionId).toBe(nodes(mobileSubscriptions)[0]?.subscriptionId);
    expect(await gw.calls()).toBeLessThanOrEqual(2);
  });

  it('refuse a look-up with none or two of id, phoneNumber and simCardNumber', async () => {
    for (const args of ['', '(phoneNumber: "0611111111", simCardNumber: "8931")']) {
      const response = await gw.request(`{ mobileSubscription${args} { id } }`);
      expect(response.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toContain('exactly one');
    }
  });

  it('resolve the edges of a subscription: SIM card, activations, usage of one month and CDRs of one month', async () => {
    const { mobileSubscriptions } = await data<{ mobileSubscriptions: Edges<{ phoneNumber: string }> }>(
      '{ mobileSubscriptions(first: 1, orderBy: { field: PHONE_NUMBER, direction: DESC }) { totalCount edges { node { phoneNumber } } } }',
    );
    const phoneNumber = nodes(mobileSubscriptions)[0]?.phoneNumber;
    const result = await data<{
      mobileSubscription: {
        simCard: { subscription: { phoneNumber: string } };
        activations: Edges<{ subscription: { phoneNumber: string } }>;
        usage: Array<{ yearMonth: string; subscription: { phoneNumber: string } }>;
        allUsage: Array<{ yearMonth: string }>;
        cdrs: Edges<{ yearMonth: string; subscription: { phoneNumber: string } }>;
      };
    }>(
      `query($p: String) { mobileSubscription(phoneNumber: $p) {
        simCard { subscription { phoneNumber } }
        activations(first: 2) { totalCount edges { node { subscription { phoneNumber } } } }
        usage(yearMonth: "2026_05") { yearMonth subscription { phoneNumber } }
        allUsage: usage { yearMonth }
        cdrs(yearMonth: "2026_05", first: 3) { totalCount edges { node { yearMonth subscription { phoneNumber } } } } } }`,
      { p: phoneNumber },
    );
    const sub = result.mobileSubscription;
    expect(sub.simCard.subscription.phoneNumber).toBe(phoneNumber);
    expect(nodes(sub.activations).every((a) => a.subscription.phoneNumber === phoneNumber)).toBe(true);
    expect(
      sub.usage.every((u) => u.yearMonth === '2026_05' && u.subscription.phoneNumber === phoneNumber),
    ).toBe(true);
    expect(sub.allUsage.length).toBeGreaterThanOrEqual(sub.usage.length);
    expect(
      nodes(sub.cdrs).every((c) => c.yearMonth === '2026_05' && c.subscription.phoneNumber === phoneNumber),
    ).toBe(true);
  });
});

describe('what a front end shows of a subscription, without computing it', () => {
  const query = `query($p: String!) { mobileSubscription(phoneNumber: $p) {
    subscriptionId state
    openActivations { activationId status isFinal }
    activations(first: 100) { edges { node { activationId isFinal } } }
    usageThisMonth { id yearMonth }
    june: usage(yearMonth: "2026_06") { id }
    viewerCanSuspendSubscription viewerCanResumeSubscription viewerCanSetServices viewerCanSwapSim
    viewerCanPortOut viewerCanTerminateSubscription
  } }`;
  interface Seen {
    mobileSubscription: {
      subscriptionId: string;
      state: string;
      openActivations: Array<{ activationId: string; status: string; isFinal: boolean }>;
      activations: Edges<{ activationId: string; isFinal: boolean }>;
      usageThisMonth: { id: string; yearMonth: string } | null;
      june: Array<{ id: string }>;
      [viewerCan: `viewerCan${string}`]: boolean;
    };
  }
  const subscriptionsIn = async (state: string) =>
    (await gw.partner.client.get('QuerySubscription', { take: 100 })).results.filter(
      (s) => s.state === state,
    );

  it('lists its open orders: every order on it that is not final, and nothing else', async () => {
    const subs = await subscriptionsIn('ACTIVE');
    // an order that stays open (the simulator's clock moves only when told), on a subscription
    // that takes one: no seeded termination or port-out is open on it
    const closing = (await gw.partner.client.readAll('QueryActivation', {})).results.filter(
      (a) => CLOSING_ORDER_TYPES.includes(a.activationType) && !isFinalStatus(a.status),
    );
    const target = subs.slice(0, 10).find((s) => !closing.some((a) => a.subscriptionId === s.id));
    const placed = await order(gw, 'suspendSubscription', { subscriptionId: target?.id });
    expect(placed.__typename).toBe('SuspendSubscriptionPayload');
    const seenOpen: string[] = [];
    for (const sub of subs.slice(0, 10)) {
      const { mobileSubscription: seen } = await data<Seen>(query, { p: sub.phoneNumber });
      const open = nodes(seen.activations).filter((a) => !a.isFinal);
      expect(seen.openActivations.map((a) => a.activationId)).toEqual(open.map((a) => a.activationId));
      seenOpen.push(...seen.openActivations.map((a) => a.activationId));
    }
    expect(seenOpen).toContain(placed.activation?.activationId);
  });

  it("gives this month's usage on the provider's clock: the month's own summary, or null", async () => {
    let withUsage = 0;
    for (const sub of (await subscriptionsIn('ACTIVE')).slice(0, 10)) {
      const { mobileSubscription: seen } = await data<Seen>(query, { p: sub.phoneNumber });
      // the simulator's virtual clock stands in June 2026
      expect(seen.usageThisMonth === null ? [] : [{ id: seen.usageThisMonth.id }]).toEqual(seen.june);
      if (seen.usageThisMonth !== null) {
        expect(seen.usageThisMonth.yearMonth).toBe('2026_06');
        withUsage += 1;
      }
    }
    expect(withUsage).toBeGreaterThan(0);
  });

  it('says which orders to offer: suspend while ACTIVE, resume while BLOCKED, none while one of its type is open', async () => {
    const [active, busy] = (await subscriptionsIn('ACTIVE')).slice(-2);
    const [blocked] = await subscriptionsIn('BLOCKED');
    const offered = async (phone: string | undefined) => {
      const { mobileSubscription: seen } = await data<Seen>(query, { p: phone });
      return Object.fromEntries(Object.entries(seen).filter(([field]) => field.startsWith('viewerCan')));
    };
    const always = {
      viewerCanSetServices: true,
      viewerCanSwapSim: true,
      viewerCanPortOut: true,
      viewerCanTerminateSubscription: true,
    };
    expect(await offered(active?.phoneNumber)).toEqual({
      viewerCanSuspendSubscription: true,
      viewerCanResumeSubscription: false,
      ...always,
    });
    expect(await offered(blocked?.phoneNumber)).toEqual({
      viewerCanSuspendSubscription: false,
      viewerCanResumeSubscription: true,
      ...always,
    });
    // open orders stay open: the simulator's clock moves only when told
    await order(gw, 'suspendSubscription', { subscriptionId: busy?.id });
    await order(gw, 'setServices', { subscriptionId: busy?.id, services: { voiceMail: true } });
    expect(await offered(busy?.phoneNumber)).toEqual({
      ...always,
      viewerCanSuspendSubscription: false,
      viewerCanResumeSubscription: false,
      viewerCanSetServices: false,
    });
  });
});

describe('activations and activation', () => {
  it('filter by status and type and resolve each activationType to its own object', async () => {
    const result = await data<{
      activations: Edges<{
        __typename: string;
        activationType: string;
        status: string;
        portingStatus?: string;
        approvedDate?: string;
      }>;
    }>(
      `{ activations(first: 5, filter: { activationType: "INPORT", status: DONE }) { totalCount edges { node {
          __typename activationType status ... on InPortActivation { portingStatus approvedDate } } } } }`,
    );
    const acts = nodes(result.activations);
    expect(acts.length).toBeGreaterThan(0);
    for (const act of acts) {
      expect(act).toMatchObject({
        __typename: 'InPortActivation',
        activationType: 'INPORT',
        status: 'DONE',
        portingStatus: 'APPROVED',
      });
      expect(act.approvedDate).toBeTruthy();
    }
    const types = await data<{ activations: Edges<{ __typename: string; activationType: string }> }>(
      '{ activations(first: 100, orderBy: { field: ACTIVATION_TYPE, direction: DESC }) { totalCount edges { node { __typename activationType } } } }',
    );
    const typenames = new Set(nodes(types.activations).map((a) => a.__typename));
    expect(typenames.size).toBeGreaterThan(1);
  });

  it('find an activation by provider id and by global id, and null for an unknown id', async () => {
    const { activations } = await data<{ activations: Edges<{ id: string; activationId: string }> }>(
      '{ activations(first: 1) { totalCount edges { node { id activationId } } } }',
    );
    const act = nodes(activations)[0];
    const query = 'query($id: ID!) { activation(id: $id) { id activationId } }';
    expect((await data<{ activation: { id: string } }>(query, { id: act?.activationId })).activation.id).toBe(
      act?.id,
    );
    expect((await data<{ activation: { id: string } }>(query, { id: act?.id })).activation.id).toBe(act?.id);
    expect((await data<{ activation: null }>(query, { id: 'does-not-exist' })).activation).toBeNull();
  });

  it('show a status and an activationType the spec does not list as OTHER, with the raw values kept', async () => {
    gw.partner.sim.simulator.state.data.activations.set('odd-1', {
      id: 'odd-1',
      createdAt: '2026-06-01T10:00:00+02:00',
      status: 'PARKED',
      activationType: 'MOVEENVIRONMENT',
      info: { target: 'SP16002', confirmationCode: 'SECRET1' },
    });
    const result = await data<{ activation: Record<string, unknown> }>(
      '{ activation(id: "odd-1") { __typename status statusRaw activationType isFinal ... on OtherActivation { info } } }',
    );
    expect(result.activation).toEqual({
      __typename: 'OtherActivation',
      status: 'OTHER',
      statusRaw: 'PARKED',
      activationType: 'MOVEENVIRONMENT',
      isFinal: false,
      info: { target: 'SP16002' },
    });
  });
});

describe('invoices, CDRs and usage', () => {
  it('list invoices, find one by number, and reach subscriptions from its lines', async () => {
    const { invoices } = await data<{ invoices: Edges<{ invoiceNumber: string; yearMonth: string }> }>(
      '{ invoices(first: 2, filter: { yearMonth: "2026_03" }) { totalCount edges { node { invoiceNumber yearMonth } } } }',
    );
    expect(nodes(invoices).every((i) => i.yearMonth === '2026_03')).toBe(true);
    const all = await data<{ invoices: Edges<{ invoiceNumber: string; bundleProductLines: unknown[] }> }>(
      '{ invoices(first: 100) { totalCount edges { node { invoiceNumber bundleProductLines { productLine } } } } }',
    );
    const withBundle = nodes(all.invoices).find((i) => i.bundleProductLines.length > 0);
    const invoice = await data<{
      invoice: {
        invoiceNumber: string;
        frontPageLines: unknown[];
        specificationLines: Array<{ phoneNumber: string; subscription: { phoneNumber: string } | null }>;
        bundleProductLines: Array<{ subscriptionLines: Array<{ subscription: { id: string } | null }> }>;
      };
    }>(
      `query($n: String!) { invoice(invoiceNumber: $n) { invoiceNumber frontPageLines { description amount }
        specificationLines { phoneNumber subscription { phoneNumber } }
        bundleProductLines { subscriptionLines { subscription { id } } } } }`,
      { n: withBundle?.invoiceNumber },
    );
    expect(invoice.invoice.frontPageLines.length).toBeGreaterThan(0);
    const lines = invoice.invoice.specificationLines;
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.subscription === null || l.subscription.phoneNumber === l.phoneNumber)).toBe(
      true,
    );
    expect(
      invoice.invoice.bundleProductLines[0]?.subscriptionLines.some((l) => l.subscription !== null),
    ).toBe(true);
    expect(
      (await data<{ invoice: null }>('{ invoice(invoiceNumber: "nope") { invoiceNumber } }')).invoice,
    ).toBeNull();
  });

  it('list CDR months and the CDRs of a month with derived rate class and module', async () => {
    const result = await data<{
      cdrMonths: Edges<{ yearMonth: string; cdrs: Edges<{ rateClassCode: string }> }>;
      cdrs: Edges<{
        rateClassCode: string;
        rateClass: { trafficType: string } | null;
        module: { code: string; description: string } | null;
      }>;
    }>(
      `{ cdrMonths(first: 2, orderBy: { field: YEAR_MONTH }) { totalCount edges { node { yearMonth cdrs(first: 2) { totalCount edges { node { rateClassCode } } } } } }
         cdrs(first: 100, filter: { yearMonth: "2025_12" }) { totalCount edges { node { rateClassCode rateClass { trafficType } module { code description } } } } }`,
    );
    expect(nodes(result.cdrMonths)[0]?.cdrs.totalCount).toBeGreaterThan(0);
    const cdrs = nodes(result.cdrs);
    expect(
      cdrs.every((c) => c.rateClass?.trafficType === RATE_CLASSES.get(c.rateClassCode)?.trafficType),
    ).toBe(true);
    const withModule = cdrs.find((c) => c.module !== null);
    expect(withModule?.module?.description).toBeTruthy();
  });

  it("reads a subscription's CDRs of the current month, on the provider's clock, when no month is given", async () => {
    const { mobileSubscriptions } = await data<{ mobileSubscriptions: Edges<{ phoneNumber: string }> }>(
      '{ mobileSubscriptions(first: 1) { totalCount edges { node { phoneNumber } } } }',
    );
    const phoneNumber = nodes(mobileSubscriptions)[0]?.phoneNumber;
    const query = `query($p: String!, $m: YearMonth) { mobileSubscription(phoneNumber: $p) {
      cdrs(yearMonth: $m, first: 100) { totalCount edges { node { id yearMonth } } } } }`;
    type Cdrs = { mobileSubscription: { cdrs: Edges<{ id: string; yearMonth: string }> } };
    const current = await data<Cdrs>(query, { p: phoneNumber });
    // the simulator's virtual clock stands in June 2026
    const june = await data<Cdrs>(query, { p: phoneNumber, m: '2026_06' });
    expect(current.mobileSubscription.cdrs.totalCount).toBeGreaterThan(0);
    expect(current).toEqual(june);
  });

  it('gives a CDR month an id that node(id) finds, and null for a month without CDRs', async () => {
    const { cdrMonths } = await data<{ cdrMonths: Edges<{ id: string; yearMonth: string }> }>(
      '{ cdrMonths(first: 1, orderBy: { field: YEAR_MONTH }) { totalCount edges { node { id yearMonth } } } }',
    );
    const month = nodes(cdrMonths)[0];
    const found = await data<{ node: { id: string; yearMonth: string } | null }>(
      'query($id: ID!) { node(id: $id) { id ... on CdrMonth { yearMonth } } }',
      { id: month?.id },
    );
    expect(found.node).toEqual(month);
    const none = await data<{ node: null }>('query($id: ID!) { node(id: $id) { id } }', {
      id: encodeGlobalID('CdrMonth', '1999_01'),
    });
    expect(none.node).toBeNull();
  });

  it('require the month of CDRs', async () => {
    const response = await gw.request('{ cdrs(first: 1) { totalCount } }');
    expect(response.errors?.[0]?.message).toContain('filter');
  });

  it('list usage summaries with details and reach their subscription', async () => {
    const result = await data<{
      usageSummaries: Edges<{
        details: Array<{ rateClass: { code: string } | null }>;
        subscription: { id: string } | null;
      }>;
    }>(
      '{ usageSummaries(first: 5, orderBy: { field: YEAR_MONTH, direction: DESC }) { totalCount edges { node { details { rateClass { code } } subscription { id } } } } }',
    );
    const usage = nodes(result.usageSummaries);
    expect(usage.every((u) => u.details.length > 0)).toBe(true);
    expect(usage.some((u) => u.subscription !== null)).toBe(true);
  });
});

describe('node', () => {
  it('loads every kind of node by its global id', async () => {
    const listed = await data<{
      simCards: Edges<{ id: string }>;
      mobileSubscriptions: Edges<{ id: string }>;
      activations: Edges<{ id: string }>;
      invoices: Edges<{ id: string }>;
      cdrs: Edges<{ id: string }>;
      usageSummaries: Edges<{ id: string }>;
      cdrMonths: Edges<{ id: string }>;
    }>(
      `{ simCards(first: 1) { totalCount edges { node { id } } } mobileSubscriptions(first: 1) { totalCount edges { node { id } } }
         activations(first: 1) { totalCount edges { node { id } } } invoices(first: 1) { totalCount edges { node { id } } }
         cdrs(first: 1, filter: { yearMonth: "2026_05" }) { totalCount edges { node { id } } } usageSummaries(first: 1) { totalCount edges { node { id } } }
         cdrMonths(first: 1) { totalCount edges { node { id } } } }`,
    );
    const ids = Object.values(listed).map((connection) => nodes(connection)[0]?.id);
    const result = await data<{ nodes: Array<{ id: string } | null> }>(
      'query($ids: [ID!]!) { nodes(ids: $ids) { id } }',
      { ids },
    );
    expect(result.nodes.map((n) => n?.id)).toEqual(ids);
  });

  it('answers null for a global id of an activation of another type', async () => {
    const { activations } = await data<{ activations: Edges<{ activationId: string }> }>(
      '{ activations(first: 1, filter: { activationType: "ACTIVATENEW" }) { totalCount edges { node { activationId } } } }',
    );
    const wrong = encodeGlobalID('TerminateActivation', nodes(activations)[0]?.activationId ?? '');
    expect(
      (await data<{ node: null }>('query($id: ID!) { node(id: $id) { id } }', { id: wrong })).node,
    ).toBeNull();
  });
});

describe('bad input', () => {
  it('refuses first above 100 naming the argument', async () => {
    const response = await gw.request('{ simCards(first: 101) { totalCount } }');
    expect(response.errors?.[0]?.message).toContain('first');
    expect(response.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  it('refuses to filter on OTHER', async () => {
    const response = await gw.request('{ simCards(filter: { status: OTHER }) { totalCount } }');
    expect(response.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(response.errors?.[0]?.extensions?.['fields'])).toContain('status');
  });

  it('refuses a year-month that is not YYYY_MM', async () => {
    const response = await gw.request('{ cdrs(filter: { yearMonth: "2026-05" }) { totalCount } }');
    expect(response.errors?.[0]?.message).toContain('YYYY_MM');
  });
});
