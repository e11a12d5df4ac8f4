/**
 * A partner that cannot serve now (a 5xx, a 429, no answer in time, no connection) is
 * PROVIDER_UNAVAILABLE on every path, with the partner's Retry-After as `retryAfterSeconds`:
 * a query field, a list, node(id), a mutation's typed error, SSE and graphql-ws streams. A
 * response it leaves without data answers 503 with `Retry-After`. A refusal the partner means
 * (a 4xx) stays PROVIDER_REJECTED, and once the partner is back every path answers.
 */
import type { Operation } from '@msp/partner-interface';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GraphQLResponse, startTestGateway, type TestGateway } from './utils/gateway.js';
import { follow, followSse, type Received, wsClient } from './utils/live.js';
import { order } from './utils/orders.js';

const RETRY_AFTER = 7;
const OUTAGE = { code: 'PROVIDER_UNAVAILABLE', reason: 'HTTP_503', providerStatus: 503 };

/** one request over HTTP: its status, its Retry-After header and its body */
async function post(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    ...((await response.json()) as GraphQLResponse<Record<string, unknown>>),
  };
}

/** the partner answers `status` to every call of `operations`, with Retry-After */
const failing = (operations: Operation[], status = 503) =>
  gw.partner.faults({ errorRate: 1, errorStatus: status, retryAfterSeconds: RETRY_AFTER, operations });

let gw: TestGateway;
let activationGlobalId: string;
let activationId: string;
let subscriptionId: string;

beforeAll(async () => {
  // no GET retries: each call meets the partner's answer once, and waits for no Retry-After
  gw = await startTestGateway({ openOrders: false }, { PROVIDER_RETRIES: '0', PROVIDER_TIMEOUT_MS: '500' });
  const [activation] = (await gw.partner.client.get('QueryActivation', { take: 1 })).results;
  const [subscription] = (await gw.partner.client.get('QuerySubscription', { take: 50 })).results.filter(
    (s) => s.state === 'ACTIVE',
  );
  activationId = activation?.id ?? '';
  subscriptionId = subscription?.id ?? '';
  const found = await post('query($id: ID!) { activation(id: $id) { id } }', { id: activationId });
  activationGlobalId = (found.data?.['activation'] as { id: string } | undefined)?.id ?? '';
});
afterAll(() => gw.close());
beforeEach(() => gw.partner.faults({}));

describe('a partner answering 503 with Retry-After', () => {
  it('is PROVIDER_UNAVAILABLE on a query field, with retryAfterSeconds, while the other fields answer (200)', async () => {
    await failing(['QueryInvoice']);
    const response = await post('{ invoices(first: 1) { totalCount } cdrMonths { totalCount } }');
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ invoices: null, cdrMonths: { totalCount: expect.any(Number) } });
    expect(response.errors).toMatchObject([
      {
        path: ['invoices'],
        extensions: { ...OUTAGE, operation: 'QueryInvoice', retryAfterSeconds: RETRY_AFTER },
      },
    ]);
  });

  it('answers 503 with Retry-After when a list it fails leaves the response without data', async () => {
    await failing(['QuerySimcard']);
    const response = await post('{ simCards(first: 1) { totalCount } }');
    expect(response).toMatchObject({ status: 503, retryAfter: String(RETRY_AFTER), data: null });
    expect(response.errors?.[0]?.extensions).toMatchObject({ ...OUTAGE, retryAfterSeconds: RETRY_AFTER });
  });

  it('is PROVIDER_UNAVAILABLE on node(id), not a record that is not there', async () => {
    await failing(['QueryActivation']);
    const response = await post('query($id: ID!) { node(id: $id) { id } }', { id: activationGlobalId });
    expect(response.errors?.[0]).toMatchObject({ path: ['node'], extensions: OUTAGE });
  });

  it('is a ProviderUnavailableError for an order, with retryAfterSeconds, and its key is free for the retry', async () => {
    await failing(['SuspendSubscription']);
    const input = { subscriptionId, idempotencyKey: 'suspend-in-an-outage' };
    const refused = await order(gw, 'suspendSubscription', input);
    expect(refused).toMatchObject({
      __typename: 'ProviderUnavailableError',
      operation: 'SuspendSubscription',
      retryAfterSeconds: RETRY_AFTER,
    });
    await gw.partner.faults({});
    expect((await order(gw, 'suspendSubscription', input)).__typename).toBe('SuspendSubscriptionPayload');
  });

  it("is the order's ProviderUnavailableError too when the reads its rules make before the POST fail: nothing was sent, and the key is free", async () => {
    const suspends = async () => (await gw.partner.stats()).SuspendSubscription ?? 0;
    const sent = await suspends();
    await failing(['QuerySubscription', 'QueryActivation']);
    const refused = await order(gw, 'suspendSubscription', {
      subscriptionId,
      idempotencyKey: 'checked-in-outage',
    });
    expect(refused).toMatchObject({
      __typename: 'ProviderUnavailableError',
      operation: 'SuspendSubscription',
      retryAfterSeconds: RETRY_AFTER,
    });
    expect(await suspends()).toBe(sent);
    await gw.partner.faults({});
    const placed = await order(gw, 'suspendSubscription', {
      subscriptionId,
      idempotencyKey: 'checked-in-outage',
    });
    expect(placed).toMatchObject({ __typename: 'SuspendSubscriptionPayload', replayed: false });
  });

  it('ends an SSE stream and a graphql-ws stream with PROVIDER_UNAVAILABLE and retryAfterSeconds', async () => {
    await failing(['QueryActivation']);
    const query = 'subscription($id: ID!) { activationUpdated(id: $id) { status } }';
    const sse = followSse(gw.url, query, { id: activationId }, 'activationUpdated');
    const client = wsClient(gw.url);
    const ws = follow(client, query, { id: activationId }, 'activationUpdated');
    try {
      for (const stream of [sse, ws] satisfies Received[]) {
        await stream.until((r) => r.done);
        expect(stream.errors).toMatchObject([
          { extensions: { ...OUTAGE, operation: 'QueryActivation', retryAfterSeconds: RETRY_AFTER } },
        ]);
      }
    } finally {
      sse.stop();
      await client.dispose();
    }
  });
});

describe('other failures of the partner', () => {
  it.each([
    ['a 429', { errorRate: 1, errorStatus: 429 }, 'HTTP_429'],
    ['a 500', { errorRate: 1, errorStatus: 500 }, 'HTTP_500'],
    ['no answer in time', { stallRate: 1, stallMs: 1_000 }, 'TIMEOUT'],
    ['a connection lost', { dropRate: 1 }, 'UNREACHABLE'],
  ])('are PROVIDER_UNAVAILABLE too: %s', async (_what, faults, reason) => {
    await gw.partner.faults({ ...faults, operations: ['QueryCdrMonth'] });
    const response = await post('{ cdrMonths { totalCount } }');
    expect(response.status).toBe(503);
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'PROVIDER_UNAVAILABLE', reason });
  });

  it('stay PROVIDER_REJECTED, and a ProviderRejectedError for an order, when the partner means a 4xx', async () => {
    await failing(['QueryInvoice', 'SuspendSubscription'], 409);
    const read = await post('{ invoices(first: 1) { totalCount } }');
    expect(read.errors?.[0]?.extensions).toMatchObject({ code: 'PROVIDER_REJECTED', providerStatus: 409 });
    expect(read.retryAfter).toBeNull();
    const refused = await order(gw, 'suspendSubscription', { subscriptionId });
    expect(refused).toMatchObject({ __typename: 'ProviderRejectedError', providerStatus: 409 });
  });

  it('leave every path answering once the partner is back', async () => {
    const response = await post(
      'query($id: ID!) { invoices(first: 1) { totalCount } simCards(first: 1) { totalCount } node(id: $id) { id } }',
      { id: activationGlobalId },
    );
    expect(response).toMatchObject({ status: 200, data: { node: { id: activationGlobalId } } });
    expect(response.errors).toBeUndefined();
  });
});

describe('a gateway that retries GETs', () => {
  it("does not ask again sooner than a partner's Retry-After longer than it may wait, nor hold the caller: PROVIDER_UNAVAILABLE with retryAfterSeconds at once; a short one is waited for and retried", async () => {
    // time enough for three retries a second apart
    const retrying = await startTestGateway(
      { openOrders: false },
      { PROVIDER_RETRIES: '3', PROVIDER_TIMEOUT_MS: '10000' },
    );
    try {
      const ask = () =>
        fetch(`${retrying.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ simCards(first: 1) { totalCount } }' }),
        });
      const asked = async () => (await retrying.partner.stats()).QuerySimcard ?? 0;
      await retrying.partner.faults({
        errorRate: 1,
        errorStatus: 503,
        retryAfterSeconds: 30,
        operations: ['QuerySimcard'],
      });
      const askedAt = Date.now();
      const long = await ask();
      // at once: sooner than the shortest wait a Retry-After can ask for
      expect(Date.now() - askedAt).toBeLessThan(1_000);
      expect(long.status).toBe(503);
      expect(long.headers.get('retry-after')).toBe('30');
      const body = (await long.json()) as GraphQLResponse<unknown>;
      expect(body.errors?.[0]?.extensions).toMatchObject({ ...OUTAGE, retryAfterSeconds: 30 });
      expect(await asked()).toBe(1);
      // the control: a Retry-After within the wait is honoured, and the call asked again
      await retrying.partner.faults({
        errorRate: 1,
        errorStatus: 503,
        retryAfterSeconds: 1,
        operations: ['QuerySimcard'],
      });
      const shortFrom = Date.now();
      await ask();
      expect(await asked()).toBe(1 + 4);
      const times = retrying.partner.sim.requests
        .filter((r) => r.operation === 'QuerySimcard' && r.at >= shortFrom)
        .map((r) => r.at);
      expect(times).toHaveLength(4);
      // each retry waited the second the partner asked for
      for (const [i, at] of times.slice(1).entries())
        expect(at - (times[i] ?? Number.POSITIVE_INFINITY)).toBeGreaterThanOrEqual(1_000);
    } finally {
      await retrying.close();
    }
  });
});
