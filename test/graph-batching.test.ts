import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './utils/gateway.js';

const PAGE = `query Page($first: Int!, $after: String) {
  mobileSubscriptions(first: $first, after: $after) {
    edges { node {
      phoneNumber
      simCard { simCardNumber status subscription { phoneNumber } }
      activations(first: 3) { totalCount edges { node { activationType status subscription { phoneNumber } } } }
      usage { yearMonth amountTotalUsage }
    } }
  }
}`;

interface PageResult {
  mobileSubscriptions: {
    edges: Array<{
      node: {
        phoneNumber: string;
        simCard: { subscription: { phoneNumber: string } | null } | null;
        activations: {
          totalCount: number;
          edges: Array<{ node: { subscription: { phoneNumber: string } | null } }>;
        };
        usage: unknown[];
      };
    }>;
  };
}

const duplicateGets = (paths: string[]) => paths.filter((path, i) => paths.indexOf(path) !== i);

describe('a page of 50 subscriptions with SIM card, activations and usage edges', () => {
  let batched: TestGateway;
  let naive: TestGateway;
  beforeAll(async () => {
    // a page of 50 with these edges costs more than a front end's limit: the loaders are tested
    [batched, naive] = await Promise.all([
      startTestGateway({ openOrders: false }, { MAX_COST: '100000' }),
      startTestGateway({ openOrders: false }, { LOADER_MODE: 'naive', MAX_COST: '100000' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([batched.close(), naive.close()]);
  });
  beforeEach(async () => {
    await Promise.all([batched.partner.reset(), naive.partner.reset()]);
  });

  it('makes no duplicate GET and far fewer calls than one per row per edge', async () => {
    const response = await batched.request<PageResult, { first: number }>(PAGE, { first: 50 });
    expect(response.errors).toBeUndefined();
    const rows = response.data?.mobileSubscriptions.edges ?? [];
    expect(rows).toHaveLength(50);
    for (const { node } of rows) {
      expect(node.simCard?.subscription?.phoneNumber).toBe(node.phoneNumber);
      expect(node.activations.edges.every((e) => e.node.subscription?.phoneNumber === node.phoneNumber)).toBe(
        true,
      );
    }
    const paths = batched.partner.sim.requests.map((r) => r.path);
    expect(duplicateGets(paths)).toEqual([]);
    // 50 rows × 3 edges (+ the back edges) would be 150+ calls one by one
    expect(paths.length).toBeLessThanOrEqual(12);
  });

  it('gives the same data as the naive one-call-per-field path, which costs a call per row per edge', async () => {
    const [fast, slow] = await Promise.all([
      batched.request<PageResult, { first: number }>(PAGE, { first: 50 }),
      naive.request<PageResult, { first: number }>(PAGE, { first: 50 }),
    ]);
    expect(fast.data).toEqual(slow.data);
    expect(await naive.calls()).toBeGreaterThanOrEqual(150);
    expect(await batched.calls()).toBeLessThan((await naive.calls()) / 10);
  });

  it('learns the size of a list once and reuses it for later requests', async () => {
    const fresh = await startTestGateway({ openOrders: false }, { MAX_COST: '100000' });
    try {
      const probes = () => fresh.partner.sim.requests.filter((r) => r.path.includes('take=0')).length;
      await fresh.request(PAGE, { first: 50 });
      expect(probes()).toBeGreaterThan(0);
      await fresh.partner.reset();
      await fresh.request(PAGE, { first: 50, after: 'T2Zmc2V0Q29ubmVjdGlvbjo0OQ==' });
      expect(probes()).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('asks one key at a time when a batch is small compared with the list', async () => {
    const response = await batched.request<PageResult, { first: number }>(PAGE, { first: 2 });
    expect(response.data?.mobileSubscriptions.edges).toHaveLength(2);
    const paths = batched.partner.sim.requests.map((r) => r.path);
    expect(paths.some((p) => p.includes('QuerySimcard?simCardNumber='))).toBe(true);
    expect(paths.some((p) => p.includes('QueryActivation?subscriptionId='))).toBe(true);
  });

  it('shares one read of the subscription list between loaders of the same request', async () => {
    // two loaders of the subscription list in one request, each with a batch large enough to
    // choose the whole-list read: by phone number (the aliased look-ups), then by id (their SIM
    // cards' subscription edges), which asks only after the first read has ended, so that no
    // sharing of calls in flight can stand in for the loaders' own
    const subs = (await batched.partner.client.get('QuerySubscription', { take: 6 })).results;
    const lookups = subs.map(
      (sub, i) =>
        `s${i}: mobileSubscription(phoneNumber: "${sub.phoneNumber ?? ''}") { simCard { subscription { id } } }`,
    );
    const before = batched.partner.sim.requests.length;
    const response = await batched.request<Record<string, unknown>, never>(`{ ${lookups.join('\n')} }`);
    expect(response.errors).toBeUndefined();
    expect(JSON.stringify(response.data).match(/"subscription":\{"id"/g)).toHaveLength(subs.length);
    const fullReads = batched.partner.sim.requests
      .slice(before)
      .filter((r) => /QuerySubscription\?skip=0&take=1000$/.test(r.path));
    expect(fullReads).toHaveLength(1);
  });
});

describe('a page that reads only some fields of its records', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway({ openOrders: false });
  });
  afterAll(async () => {
    await gw.close();
  });

  /** the `fields` parameter of each page of subscriptions the partner was asked for since `from` */
  const fieldsAsked = (from: number) =>
    gw.partner.sim.requests
      .slice(from)
      .filter((r) => r.path.startsWith('/api/QuerySubscription?') && !r.path.includes('take=0'))
      .map((r) => new URL(r.path, 'http://partner').searchParams.get('fields'));

  const ask = async <T>(document: string, variables?: Record<string, unknown>) => {
    const from = gw.partner.sim.requests.length;
    const response = await gw.request<T, never>(document, variables as never);
    expect(response.errors).toBeUndefined();
    return { data: response.data, fields: fieldsAsked(from) };
  };

  it('asks the partner for the selected fields and the keys, and answers as a page of whole records does', async () => {
    type Page = { mobileSubscriptions: { edges: Array<{ node: Record<string, unknown> }> } };
    const scalars =
      'id subscriptionId state phoneNumber simCardNumber customerNumber services { accessType dataRoamingLimitation }';
    const partial = await ask<Page>(`{ mobileSubscriptions(first: 20) { edges { node { ${scalars} } } } }`);
    expect(partial.fields).toEqual(['customerNumber,id,phoneNumber,services,simCardNumber,state']);
    // an edge to another record makes the page whole: its loaders are served by whole records
    const whole = await ask<Page>(
      `{ mobileSubscriptions(first: 20) { edges { node { ${scalars} simCard { status } } } } }`,
    );
    expect(whole.fields).toEqual([null]);
    const withoutSimCard = whole.data?.mobileSubscriptions.edges.map(
      ({ node: { simCard: _, ...rest } }) => rest,
    );
    expect(partial.data?.mobileSubscriptions.edges.map((e) => e.node)).toEqual(withoutSimCard);
    expect(withoutSimCard?.every((node) => typeof node['customerNumber'] === 'string')).toBe(true);
  });

  it('asks for a page of invoices by field, and whole when it reads their lines', async () => {
    type Invoices = { invoices: { edges: Array<{ node: Record<string, unknown> }> } };
    const invoicesAsked = (from: number) =>
      gw.partner.sim.requests
        .slice(from)
        .filter((r) => r.path.startsWith('/api/QueryInvoice?'))
        .map((r) => new URL(r.path, 'http://partner').searchParams.get('fields'));
    const askInvoices = async (node: string) => {
      const from = gw.partner.sim.requests.length;
      const response = await gw.request<Invoices, never>(
        `{ invoices(first: 3) { edges { node { ${node} } } } }`,
      );
      expect(response.errors).toBeUndefined();
      return { nodes: response.data?.invoices.edges.map((edge) => edge.node), fields: invoicesAsked(from) };
    };
    const partial = await askInvoices('id invoiceNumber yearMonth totalInclVAT status');
    expect(partial.fields).toEqual(['id,invoiceNumber,status,totalInclVAT,yearMonth']);
    const whole = await askInvoices(
      'id invoiceNumber yearMonth totalInclVAT status frontPageLines { amount }',
    );
    expect(whole.fields).toEqual([null]);
    expect(partial.nodes).toEqual(whole.nodes?.map(({ frontPageLines: _, ...rest }) => rest));
    expect(partial.nodes?.length).toBe(3);
    expect(partial.nodes?.every((node) => typeof node['totalInclVAT'] === 'number')).toBe(true);
  });

  it("reads a page's usage with only the fields selected, and whole when a selection reads another record", async () => {
    type Rows = { mobileSubscriptions: { edges: Array<{ node: { id: string; usage: unknown[] } }> } };
    const usageAsked = (from: number) => [
      ...new Set(
        gw.partner.sim.requests
          .slice(from)
          .filter((r) => r.path.startsWith('/api/QueryUsageSubscription?') && !r.path.includes('take=0'))
          .map((r) => new URL(r.path, 'http://partner').searchParams.get('fields')),
      ),
    ];
    const askUsage = async (usage: string) => {
      const from = gw.partner.sim.requests.length;
      const response = await gw.request<Rows, never>(
        `{ mobileSubscriptions(first: 5, orderBy: { field: PHONE_NUMBER }) { edges { node { id usage { ${usage} } } } } }`,
        {} as never,
        { 'cache-control': 'no-cache' },
      );
      expect(response.errors).toBeUndefined();
      return {
        rows: response.data?.mobileSubscriptions.edges.map((edge) => edge.node),
        fields: usageAsked(from),
      };
    };
    const partial = await askUsage('id yearMonth amountTotalUsage');
    expect(partial.fields).toEqual([
      'amountTotalUsage,id,phoneNumber,simCardNumber,subscriptionId,yearMonth',
    ]);
    expect(partial.rows?.some((row) => row.usage.length > 0)).toBe(true);
    const details = await askUsage('id yearMonth amountTotalUsage details { description }');
    expect(details.fields).toEqual([
      'amountTotalUsage,id,phoneNumber,simCardNumber,subscriptionId,usageDetails,yearMonth',
    ]);
    // staff's list of usage summaries likewise
    const from = gw.partner.sim.requests.length;
    const list = await gw.request<{ usageSummaries: { edges: unknown[] } }, never>(
      '{ usageSummaries(first: 3) { edges { node { id amountTotalUsage } } } }',
    );
    expect(list.data?.usageSummaries.edges).toHaveLength(3);
    expect(usageAsked(from)).toEqual([
      'amountTotalUsage,id,phoneNumber,simCardNumber,subscriptionId,yearMonth',
    ]);
    // an edge to another record: whole records, which its look-ups may share
    const whole = await askUsage('id yearMonth amountTotalUsage subscription { id }');
    expect(whole.fields).toEqual([null]);
    expect(partial.rows).toEqual(
      whole.rows?.map((row) => ({
        ...row,
        usage: row.usage.map((u) => {
          const { subscription: _, ...rest } = u as Record<string, unknown>;
          return rest;
        }),
      })),
    );
  });

  it('follows fragments, @include and @skip as the executor does', async () => {
    const document = `query($with: Boolean!) {
      mobileSubscriptions(first: 5) { edges { ...Row } }
    }
    fragment Row on QueryMobileSubscriptionsConnectionEdge {
      node { state ... on MobileSubscription @include(if: $with) { isEsim } activationDate @skip(if: $with) }
    }`;
    expect((await ask(document, { with: true })).fields).toEqual([
      'id,isEsim,phoneNumber,simCardNumber,state',
    ]);
    expect((await ask(document, { with: false })).fields).toEqual([
      'activationDate,id,phoneNumber,simCardNumber,state',
    ]);
  });
});
