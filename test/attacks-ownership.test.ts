/**
 * What a customer could learn of what is not theirs, and orders a subscription can no longer
 * take (security round three, issue 36), over real HTTP against the simulator: a SIM swap
 * answers alike for every SIM card the customer cannot use; a look-up by key is decided from
 * what the caller owns, so the shared partner cache tells nothing of who read what; node(id)
 * answers alike for another's record and a made-up id, on every node type; an open termination
 * or port-out closes every other order on its subscription. Each attack has its control: the
 * owner, or staff, still gets the answer.
 */
import type { ActivationType, WireActivation, WireSubscription } from '@msp/partner-interface';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivationObjects } from '../src/schema/refs.js';
import { startTestGateway, type TestGateway } from './utils/gateway.js';
import { metric } from './utils/metrics.js';
import { type MutationName, order } from './utils/orders.js';
import { TEST_START } from './utils/simulator.js';
import { bearer, customerToken, staffToken, TEST_JWT_SECRET } from './utils/tokens.js';

const DAY = 86_400_000;
const ENV = { AUTH_MODE: 'jwt', JWT_SECRET: TEST_JWT_SECRET, RATE_LIMIT_PER_MINUTE: '100000' };

type Result = {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
};

let gw: TestGateway;
/** ACTIVE subscriptions, each test taking its own: A is customer A's, B customer B's */
let active: WireSubscription[];
let subA: WireSubscription;
let subB: WireSubscription;
let staff: Record<string, string>;
let customerA: Record<string, string>;

const ask = (
  query: string,
  headers: Record<string, string>,
  variables?: Record<string, unknown>,
): Promise<Result> => gw.request(query, variables, headers) as Promise<Result>;

/** the next ACTIVE subscription no test has taken yet */
const anotherSubscription = (): WireSubscription => {
  const sub = active.pop();
  if (sub === undefined) throw new Error('no ACTIVE subscription left');
  return sub;
};

beforeAll(async () => {
  gw = await startTestGateway({ openOrders: false }, ENV);
  active = (await gw.partner.client.get('QuerySubscription', { take: 100 })).results.filter(
    (s) => s.state === 'ACTIVE' && s.phoneNumber !== undefined && s.simCardNumber !== undefined,
  );
  [subA, subB] = [anotherSubscription(), anotherSubscription()];
  staff = bearer(await staffToken('agent-1'));
  customerA = bearer(await customerToken('cust-a', { subscriptionIds: [subA.id] }));
});
afterAll(() => gw.close());

describe('a SIM swap a customer orders', () => {
  it("answers alike for every SIM card they cannot use (another's, disabled, unknown) after the same reads, and sends nothing", async () => {
    const disabled = (await gw.partner.client.get('QuerySimcard', { status: 'DISABLED', take: 1 }))
      .results[0];
    const numbers = [subB.simCardNumber, disabled?.simCardNumber, '8931000000000000001'];
    expect(numbers.every((n) => n !== undefined)).toBe(true);
    const swapsBefore = (await gw.partner.stats()).SimSwapSubscription ?? 0;
    const seen = [];
    for (const number of numbers) {
      const from = gw.partner.sim.requests.length;
      const result = await order(
        gw,
        'swapSim',
        { subscriptionId: subA.id, newSimCardNumber: number },
        customerA,
      );
      seen.push({
        // the answer with the number it names taken out
        answer: JSON.parse(JSON.stringify(result).replaceAll(number ?? '', '<number>')),
        reads: gw.partner.sim.requests.slice(from).map((r) => r.operation),
      });
    }
    expect(seen[0]?.answer).toEqual({
      __typename: 'ValidationError',
      message: expect.stringContaining('SIM card <number> cannot be used for this swap'),
      fields: [{ path: 'input.newSimCardNumber', message: expect.stringContaining('SIM card <number>') }],
    });
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
    expect((await gw.partner.stats()).SimSwapSubscription ?? 0).toBe(swapsBefore);
  });

  it("tells staff what the partner says of that SIM card, and places a customer's swap to a FREE one", async () => {
    const precise = await order(
      gw,
      'swapSim',
      { subscriptionId: subA.id, newSimCardNumber: subB.simCardNumber },
      staff,
    );
    expect(precise).toMatchObject({
      __typename: 'ProviderRejectedError',
      message: expect.stringContaining('ACTIVATED'),
    });
    const placed = await order(
      gw,
      'swapSim',
      { subscriptionId: subA.id, newSimCardNumber: await gw.partner.freeSim() },
      customerA,
    );
    expect(placed.__typename).toBe('SwapSimPayload');
  });
});

describe("a customer's look-up of what is not theirs, with the partner cache on", () => {
  const LOOKUPS = `query($id: ID, $phone: String, $sim: String!, $activation: ID!, $node: ID!) {
    byId: mobileSubscription(id: $id) { subscriptionId }
    byPhone: mobileSubscription(phoneNumber: $phone) { subscriptionId }
    bySim: mobileSubscription(simCardNumber: $sim) { subscriptionId }
    simCard(simCardNumber: $sim) { simCardNumber }
    activation(id: $activation) { activationId }
    node(id: $node) { id }
  }`;
  let cached: TestGateway;
  let keys: Record<string, string>;

  /** the partner cache's reads by outcome, and the partner calls, that `query` causes for `headers` */
  async function traffic(query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
    const outcomes = ['hit', 'stale', 'miss', 'fresh'] as const;
    const reads = () =>
      Promise.all(outcomes.map((outcome) => metric(cached.url, 'partner_cache_reads_total', { outcome })));
    const [before, calls] = [await reads(), cached.partner.sim.requests.length];
    const result = (await cached.request(query, variables, headers)) as Result;
    const after = await reads();
    return {
      result,
      reads: Object.fromEntries(outcomes.map((outcome, i) => [outcome, (after[i] ?? 0) - (before[i] ?? 0)])),
      partnerCalls: cached.partner.sim.requests.length - calls,
    };
  }

  beforeAll(async () => {
    // fresh for an hour: no answer turns stale between two look-ups of a test
    cached = await startTestGateway(
      { openOrders: false },
      {
        ...ENV,
        PARTNER_CACHE: 'true',
        PARTNER_CACHE_FRESHNESS: 'QuerySubscription=3600,QuerySimcard=3600,QueryActivation=3600',
      },
    );
    const [activationB] = (await cached.partner.client.get('QueryActivation', { subscriptionId: subB.id }))
      .results;
    keys = {
      id: subB.id,
      phone: subB.phoneNumber ?? '',
      sim: subB.simCardNumber ?? '',
      activation: activationB?.id ?? '',
      node: encodeGlobalID('MobileSubscription', subB.id),
    };
  });
  afterAll(() => cached.close());

  it('reads only their own records, alike whether or not the owner read the record just before', async () => {
    const stranger = bearer(await customerToken('cust-a', { subscriptionIds: [subA.id] }));
    const owner = bearer(await customerToken('cust-b', { phoneNumbers: [subB.phoneNumber ?? ''] }));
    // the stranger's own records, once: what the cache holds of them is theirs to know
    await cached.request('{ mobileSubscriptions { totalCount } activations { totalCount } }', {}, stranger);
    const nobodyRead = await traffic(LOOKUPS, keys, stranger);
    expect(nobodyRead.result).toEqual({
      data: { byId: null, byPhone: null, bySim: null, simCard: null, activation: null, node: null },
    });
    expect(nobodyRead.partnerCalls).toBe(0);

    // control: the owner finds every one of them, and the cache now holds them
    const own = await traffic(LOOKUPS, keys, owner);
    expect(own.result.errors).toBeUndefined();
    expect(Object.values(own.result.data ?? {}).every((found) => found !== null)).toBe(true);

    const ownerRead = await traffic(LOOKUPS, keys, stranger);
    expect(ownerRead).toEqual(nobodyRead);
  });

  it('answers a number the token does not name from the token alone, reading nothing', async () => {
    const byNumber = bearer(await customerToken('cust-p', { phoneNumbers: [subA.phoneNumber ?? ''] }));
    const query = 'query($phone: String) { mobileSubscription(phoneNumber: $phone) { subscriptionId } }';
    const other = await traffic(query, { phone: subB.phoneNumber }, byNumber);
    expect(other).toEqual({
      result: { data: { mobileSubscription: null } },
      reads: { hit: 0, stale: 0, miss: 0, fresh: 0 },
      partnerCalls: 0,
    });
    // control: the number it names is found
    const own = await traffic(query, { phone: subA.phoneNumber }, byNumber);
    expect(own.result.data).toEqual({ mobileSubscription: { subscriptionId: subA.id } });
  });
});

describe('node(id) asked by a customer', () => {
  /** a record of another customer for each node type, by its id inside the global id; OtherActivation has none to find */
  const theirs = new Map<string, string>();
  /** what a customer may read of anyone's: the months that have CDRs are no customer's */
  const OPEN_TO_ALL = ['CdrMonth'];
  const MADE_UP: Record<string, string> = {
    Cdr: '2026_05/no-such-cdr',
    PlacedOrder: '999999999',
    WebhookEndpoint: '999999999',
    WebhookDelivery: '999999999',
    PushDelivery: '00000000-0000-4000-8000-000000000000',
  };

  beforeAll(async () => {
    const { client } = gw.partner;
    // a termination and a port-out, open, so that there are records of their types
    const ahead = new Date(TEST_START + 5 * DAY).toISOString();
    await client.post('TerminateSubscription', { subscriptionId: anotherSubscription().id, wishDate: ahead });
    await client.post('PortingOutSubscription', {
      subscriptionId: anotherSubscription().id,
      wishDate: ahead,
    });
    const activations = (await client.readAll('QueryActivation', {})).results.filter(
      (a) => a.subscriptionId !== undefined && a.subscriptionId !== subA.id,
    );
    for (const [type, ref] of Object.entries(ActivationObjects) as Array<
      [ActivationType, { name: string }]
    >) {
      const found = activations.find((a: WireActivation) => a.activationType === type);
      if (found !== undefined) theirs.set(ref.name, found.id);
    }
    theirs.set('MobileSubscription', subB.id);
    theirs.set('SimCard', subB.simCardNumber ?? '');
    const usage = (await client.get('QueryUsageSubscription', { phoneNumber: subB.phoneNumber, take: 1 }))
      .results[0];
    if (usage !== undefined) theirs.set('UsageSummary', usage.id);
    for (const { yearMonth } of (await client.get('QueryCdrMonth', { take: 12 })).results) {
      const cdr = (await client.get('QueryCdr', { yearMonth, phoneNumber: subB.phoneNumber, take: 1 }))
        .results[0];
      if (cdr !== undefined && !theirs.has('Cdr')) theirs.set('Cdr', `${yearMonth}/${cdr.id}`);
    }
    const invoice = (await client.get('QueryInvoice', { take: 1 })).results[0];
    theirs.set('Invoice', invoice?.invoiceNumber ?? '');
    // a webhook endpoint (staff's), told of the order below: a message of it
    const endpoint = await gw.request<{ createWebhookEndpoint: { endpoint: { id: string } } }, object>(
      'mutation { createWebhookEndpoint(input: { url: "http://127.0.0.1:9/hooks" }) { endpoint { id } } }',
      {},
      staff,
    );
    theirs.set('WebhookEndpoint', decodeGlobalID(endpoint.data?.createWebhookEndpoint.endpoint.id ?? '').id);
    // B's phone (the development push target records, as on `npm start`), told of the order below
    const phoneOfB = bearer(await customerToken('cust-b-phone', { subscriptionIds: [subB.id] }));
    const device = await gw.request<{ registerDevice: { id: string } }, object>(
      `mutation { registerDevice(input: { platform: FCM, token: "phone-of-b:APA91b${'z'.repeat(40)}" }) { id } }`,
      {},
      phoneOfB,
    );
    expect(device.data?.registerDevice.id).toBeDefined();
    // an order placed through the gateway, on B's subscription
    await order(gw, 'setServices', { subscriptionId: subB.id, services: { voiceMail: true } }, staff);
    const placed = await gw.request<{ placedOrders: { edges: Array<{ node: { id: string } }> } }, object>(
      '{ placedOrders(first: 1) { edges { node { id } } } }',
      {},
      staff,
    );
    const edge = placed.data?.placedOrders.edges[0];
    theirs.set('PlacedOrder', decodeGlobalID(edge?.node.id ?? '').id);
    const message = await gw.request<
      { webhookDeliveries: { edges: Array<{ node: { id: string } }> } },
      object
    >('{ webhookDeliveries(first: 1) { edges { node { id } } } }', {}, staff);
    theirs.set('WebhookDelivery', decodeGlobalID(message.data?.webhookDeliveries.edges[0]?.node.id ?? '').id);
    const notification = await gw.request<
      { pushDeliveries: { edges: Array<{ node: { id: string } }> } },
      object
    >('{ pushDeliveries(first: 1) { edges { node { id } } } }', {}, staff);
    theirs.set('PushDelivery', decodeGlobalID(notification.data?.pushDeliveries.edges[0]?.node.id ?? '').id);
  });

  it("answers null with no error for another customer's record and for a made-up id alike, on every node type", async () => {
    const schema = await gw.request<
      {
        __schema: {
          types: Array<{ name: string; kind: string; interfaces: Array<{ name: string }> | null }>;
        };
      },
      object
    >('{ __schema { types { name kind interfaces { name } } } }', {}, staff);
    const nodeTypes = (schema.data?.__schema.types ?? [])
      .filter((t) => t.kind === 'OBJECT' && t.interfaces?.some((i) => i.name === 'Node'))
      .map((t) => t.name)
      .filter((name) => !OPEN_TO_ALL.includes(name));
    // every node type but OtherActivation (no type the simulator does not list) has a record
    // here, and Device (its owner's alone, staff's too: another's device is tried in push.test.ts)
    expect(nodeTypes.filter((name) => !theirs.has(name))).toEqual(['Device', 'OtherActivation']);
    const node = (id: string, headers: Record<string, string>) =>
      ask('query($id: ID!) { node(id: $id) { id } }', headers, { id });
    for (const typename of nodeTypes) {
      const madeUp = encodeGlobalID(typename, MADE_UP[typename] ?? `no-such-${typename}`);
      expect(await node(madeUp, customerA), `${typename}, made up`).toEqual({ data: { node: null } });
      const record = theirs.get(typename);
      if (record === undefined) continue;
      const id = encodeGlobalID(typename, record);
      expect(await node(id, customerA), `${typename}, another's`).toEqual({ data: { node: null } });
      // control: the record is there, for staff
      expect(await node(id, staff), `${typename}, for staff`).toEqual({ data: { node: { id } } });
    }
  });

  it('names no record with a CDR id whose month is not one, for staff or a customer, and asks the partner nothing', async () => {
    const from = gw.partner.sim.requests.length;
    for (const month of ['2026_13', 'xx', '2026_11&phoneNumber=0680853853', '2026_11?x=1'])
      for (const headers of [customerA, staff])
        expect(
          await ask('query($id: ID!) { node(id: $id) { id } }', headers, {
            id: encodeGlobalID('Cdr', `${month}/some-cdr`),
          }),
          month,
        ).toEqual({ data: { node: null } });
    expect(gw.partner.sim.requests.slice(from).map((r) => r.operation)).not.toContain('QueryCdr');
  });

  it("refuses a customer's CDRs filtered by customer id, naming the filter, where staff have the partner filter them", async () => {
    const query = 'query($f: CdrFilter!) { cdrs(filter: $f, first: 5) { edges { node { cdrId } } } }';
    const filter = { f: { yearMonth: '2026_05', customerId: 'C100217' } };
    const refused = await ask(query, customerA, filter);
    expect(refused.data).toBeNull();
    expect(refused.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^filter\.customerId: .*filter by phoneNumber/),
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'filter.customerId' }),
      }),
    ]);
    expect((await ask(query, staff, filter)).errors).toBeUndefined();
  });
});

describe('an open termination or port-out', () => {
  const VIEWER_CAN = `query($id: ID) { mobileSubscription(id: $id) { viewerCanSuspendSubscription
    viewerCanResumeSubscription viewerCanSetServices viewerCanSwapSim viewerCanPortOut viewerCanTerminateSubscription } }`;
  const offered = async (id: string, headers: Record<string, string>) =>
    Object.values((await ask(VIEWER_CAN, headers, { id })).data?.['mobileSubscription'] ?? {});

  it.each([
    ['termination', 'terminateSubscription', 'cancelTermination'],
    ['port-out', 'portOut', 'cancelPortOut'],
  ] as Array<[string, MutationName, MutationName]>)(
    'closes every other order on its subscription: none offered, each refused naming it, nothing sent; it can still be cancelled (a %s)',
    async (_what, closing, cancel) => {
      const sub = anotherSubscription();
      const holder = bearer(await customerToken('holder', { subscriptionIds: [sub.id] }));
      // control: before, the subscription takes orders
      expect(await offered(sub.id, staff)).toContain(true);
      expect(await offered(sub.id, holder)).toContain(true);
      const wishDate = new Date(TEST_START + 5 * DAY).toISOString();
      const open = await order(gw, closing, { subscriptionId: sub.id, wishDate }, staff);
      const activationId = open.activation?.activationId ?? '';
      expect(activationId).not.toBe('');

      expect(await offered(sub.id, staff)).toEqual(Array(6).fill(false));
      expect(await offered(sub.id, holder)).toEqual(Array(6).fill(false));
      const posts = async () => {
        const stats = await gw.partner.stats();
        return (
          (stats.SuspendSubscription ?? 0) +
          (stats.SimSwapSubscription ?? 0) +
          (stats.TerminateSubscription ?? 0)
        );
      };
      const postsBefore = await posts();
      for (const [mutation, input, headers] of [
        ['suspendSubscription', { subscriptionId: sub.id }, staff],
        ['terminateSubscription', { phoneNumber: sub.phoneNumber }, staff],
        [
          'swapSim',
          { subscriptionId: sub.id, eSim: true, email: 'a@example.com', confirmationCode: '1' },
          holder,
        ],
      ] as Array<[MutationName, Record<string, unknown>, Record<string, string>]>) {
        const refused = await order(gw, mutation, input, headers);
        expect(refused, mutation).toMatchObject({
          __typename: 'ValidationError',
          fields: [
            {
              path: 'subscriptionId' in input ? 'input.subscriptionId' : 'input.phoneNumber',
              message: expect.stringContaining(`activation ${activationId}`),
            },
          ],
        });
      }
      expect(await posts()).toBe(postsBefore);
      // the way out stays open
      expect((await order(gw, cancel, { activationId }, staff)).__typename).toMatch(/Payload$/);
    },
  );
});
