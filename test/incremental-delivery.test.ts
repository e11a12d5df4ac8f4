/**
 * @defer and @stream over multipart/mixed, SSE and graphql-ws: the first part goes out while a
 * slow partner read of a deferred fragment is still held (a proxy in front of the partner holds
 * it until the test lets it go), deferred reads are batched with the rest, and what the parts
 * make together is what the same query answers without the directives.
 */
import { DashboardDocument } from '@msp/client';
import { createApolloClient } from '@msp/client/apollo';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayBefore, type TestGateway } from './utils/gateway.js';
import { type HeldPartner, startHeldPartner } from './utils/held-partner.js';
import { follow, followMultipart, followSse, type Received, wsClient } from './utils/live.js';
import { metric } from './utils/metrics.js';
import { startTestPartner, type TestPartner } from './utils/simulator.js';

let partner: TestPartner;
let held: HeldPartner;
let gw: TestGateway;

beforeAll(async () => {
  partner = await startTestPartner({ openOrders: false });
  held = await startHeldPartner(partner.url, ['QueryInvoice']);
  gw = await startGatewayBefore(partner, { PROVIDER_BASE_URL: held.url });
  held.release();
});

afterAll(async () => {
  await gw.close();
  await held.close();
  await partner.close();
});

const DASHBOARD_DEFERRED = `query {
  mobileSubscriptions(first: 3) { totalCount edges { node { id phoneNumber } } }
  ... @defer(label: "invoices") { invoices(first: 2) { edges { node { id invoiceNumber } } } }
}`;

type Part = {
  data?: Record<string, unknown>;
  hasNext?: boolean;
  incremental?: Array<{ data?: Record<string, unknown>; items?: unknown[]; path: Array<string | number> }>;
  extensions?: Record<string, unknown>;
};

/** The whole result the parts make: each deferred fragment's data and each streamed item put in its place. */
function merged(parts: readonly unknown[]): Record<string, unknown> {
  const [first, ...rest] = parts as Part[];
  const whole = structuredClone(first?.data ?? {});
  for (const part of rest) {
    for (const { data, items, path } of part.incremental ?? []) {
      const at = (items === undefined ? path : path.slice(0, -1)).reduce<unknown>(
        (node, key) => (node as Record<string | number, unknown>)[key],
        whole,
      );
      if (data !== undefined) Object.assign(at as object, data);
      if (items !== undefined) (at as unknown[]).push(...items);
    }
  }
  return whole;
}

const transports: Array<[string, (query: string) => Received]> = [
  ['multipart/mixed', (query) => followMultipart(gw.url, query)],
  ['SSE', (query) => followSse(gw.url, query, {}, 'mobileSubscriptions')],
  ['graphql-ws', (query) => follow(wsClient(gw.url), query, {}, 'mobileSubscriptions')],
];

describe.each(transports)('over %s', (_name, send) => {
  afterEach(() => held.release());

  it('sends the first part while the deferred partner read is still going on, and the deferred part once it ends', async () => {
    held.hold();
    const parts = send(DASHBOARD_DEFERRED);
    await parts.until((r) => r.results.length >= 1, 10_000);
    const [first] = parts.results as Part[];
    expect(first?.hasNext).toBe(true);
    expect(first?.data?.['mobileSubscriptions']).toMatchObject({ edges: expect.any(Array) });
    expect(first?.data).not.toHaveProperty('invoices');
    // the deferred fragment's read started with the request, and is held still
    await held.untilHeld(1);
    expect(parts.results).toHaveLength(1);

    held.release();
    await parts.until((r) => r.done, 10_000);
    expect(parts.results.at(-1)).toMatchObject({ hasNext: false });
    expect(merged(parts.results)['invoices']).toMatchObject({
      edges: [
        { node: { invoiceNumber: expect.any(String) } },
        { node: { invoiceNumber: expect.any(String) } },
      ],
    });
    expect(parts.errors).toEqual([]);
  });

  it('streams the items of a list after the first ones, the whole list being what it is without @stream', async () => {
    const query = (directive: string) =>
      `query { mobileSubscriptions(first: 4) { edges ${directive} { node { id phoneNumber } } } }`;
    const streamed = send(query('@stream(initialCount: 1)'));
    await streamed.until((r) => r.done, 10_000);
    expect(streamed.results.length).toBeGreaterThan(1);
    const whole = await gw.request<Record<string, unknown>, Record<string, never>>(query(''));
    expect(merged(streamed.results)).toEqual(whole.data);
  });
});

describe('deferred reads', () => {
  it('are batched with the reads of the first part: the same partner calls as the query without @defer', async () => {
    const query = (deferred: boolean) => `query {
      mobileSubscriptions(first: 10) { edges { node { id simCard { status }
        ... ${deferred ? '@defer' : ''} { usageThisMonth { usageHomeData } activations(first: 2) { edges { node { status } } } } } } }
    }`;
    // once before counting: the first look at a list learns its size (provider/paging.ts)
    await gw.request(query(false));
    await partner.reset();
    const plain = await gw.request<Record<string, unknown>, Record<string, never>>(query(false));
    expect(plain.errors).toBeUndefined();
    const withoutDefer = await gw.calls();

    await partner.reset();
    const parts = followMultipart(gw.url, query(true));
    await parts.until((r) => r.done, 10_000);
    expect(parts.results.length).toBeGreaterThan(1);
    expect(merged(parts.results)).toEqual(plain.data);
    expect(await gw.calls()).toBe(withoutDefer);
  });

  it("end in an error on their own part when the partner fails them, the first part whole, and counted as the operation's", async () => {
    await partner.faults({ errorRate: 1, errorStatus: 500, operations: ['QueryInvoice'] });
    const before = await metric(gw.url, 'graphql_errors_total', { code: 'PROVIDER_UNAVAILABLE' });
    try {
      const parts = followMultipart(gw.url, DASHBOARD_DEFERRED);
      await parts.until((r) => r.done, 10_000);
      const [first, ...rest] = parts.results as Part[];
      expect(first?.data?.['mobileSubscriptions']).toBeTruthy();
      expect(
        rest.flatMap((p) => p.incremental ?? []).flatMap((i) => (i as { errors?: unknown[] }).errors ?? []),
      ).toEqual([
        expect.objectContaining({
          path: ['invoices'],
          extensions: expect.objectContaining({ code: 'PROVIDER_UNAVAILABLE' }),
        }),
      ]);
      // once its last part is out, the operation is counted with the errors of every part
      await expect
        .poll(() => metric(gw.url, 'graphql_errors_total', { code: 'PROVIDER_UNAVAILABLE' }))
        .toBe(before + 1);
    } finally {
      await partner.faults({});
    }
  });

  it('are refused to a request that accepts one JSON answer only: 406 with a code, not an empty answer', async () => {
    const response = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: DASHBOARD_DEFERRED }),
    });
    expect(response.status).toBe(406);
    const body = (await response.json()) as {
      errors: Array<{ message: string; extensions: Record<string, unknown> }>;
    };
    expect(body.errors[0]?.extensions['code']).toBe('PARTS_NOT_ACCEPTED');
    expect(body.errors[0]?.message).toMatch(/multipart\/mixed/);
  });

  it('refuses a mutation with a deferred fragment to a client that takes one JSON answer before the order is placed', async () => {
    await partner.reset();
    const response = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        query:
          'mutation { orderNewSubscription(input: { eSim: true, email: "a@example.com", confirmationCode: "4711" }) { __typename ... on OrderNewSubscriptionPayload { replayed ... @defer { activation { id status } } } } }',
      }),
    });
    expect(response.status).toBe(406);
    expect(await partner.stats()).toEqual({});
  });

  it('refuses a subscription sent accepting multipart/mixed alone with what a subscription needs: text/event-stream or graphql-ws; SSE takes it', async () => {
    const subscription = 'subscription { activationUpdated(id: "x") { id status } }';
    const send = (accept: string) =>
      fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept },
        body: JSON.stringify({ query: subscription }),
      });
    const refused = await send('multipart/mixed');
    expect(refused.status).toBe(406);
    const body = (await refused.json()) as {
      errors: Array<{ message: string; extensions: Record<string, unknown> }>;
    };
    expect(body.errors.map((e) => e.extensions['code'])).toEqual(['PARTS_NOT_ACCEPTED']);
    expect(body.errors[0]?.message).toMatch(/text\/event-stream/);
    expect(body.errors[0]?.message).toMatch(/graphql-ws/);
    expect(body.errors[0]?.message).not.toMatch(/multipart/);
    // the control: the same subscription over SSE is a stream (its first event an error of bad input)
    const streamed = await send('text/event-stream');
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await streamed.body?.cancel();
  });

  it('takes an Accept that refuses multipart/mixed with q=0 at its word', async () => {
    const response = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'multipart/mixed;q=0, application/json' },
      body: JSON.stringify({ query: DASHBOARD_DEFERRED }),
    });
    expect(response.status).toBe(406);
  });

  it('refuses @defer and @stream in a subscription, whose events are whole, with a code', async () => {
    const client = wsClient(gw.url);
    try {
      const refused = follow(
        client,
        'subscription { activationUpdated(id: "x") { id ... @defer { status } } }',
        {},
        'activationUpdated',
      );
      await refused.until((r) => r.done);
      expect(refused.errors).toEqual([
        [
          expect.objectContaining({
            extensions: expect.objectContaining({ code: 'SUBSCRIPTION_WITH_DEFER_OR_STREAM' }),
          }),
        ],
      ]);
    } finally {
      await client.dispose();
    }
  });

  it('refuses a negative initialCount of @stream as bad input naming it', async () => {
    const parts = followMultipart(
      gw.url,
      'query($n: Int!) { mobileSubscriptions(first: 2) { edges @stream(initialCount: $n) { node { id } } } }',
      { n: -1 },
    );
    await parts.until((r) => r.done);
    expect(parts.errors).toEqual([
      expect.objectContaining({
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'initialCount' }),
      }),
    ]);
  });

  it('reach Apollo Client whole when one deferred connection fails: that one null, the rest of its part kept', async () => {
    await partner.faults({ errorRate: 1, errorStatus: 500, operations: ['QueryInvoice'] });
    const apollo = createApolloClient({ url: `${gw.url}/graphql`, subscriptions: 'sse' });
    try {
      const { data, error } = await apollo.client.query({
        query: DashboardDocument,
        variables: { first: 2 },
      });
      expect(error?.message).toMatch(/QueryInvoice/);
      expect(data?.invoices).toBeNull();
      expect(data?.cdrMonths?.edges.length).toBeGreaterThan(0);
    } finally {
      await apollo.dispose();
      await partner.faults({});
    }
  });

  it('end at the deadline with DEADLINE_EXCEEDED in the parts still to come, the first part sent', async () => {
    const hurried = await startGatewayBefore(partner, {
      PROVIDER_BASE_URL: held.url,
      EXECUTION_TIMEOUT_MS: '1000',
    });
    held.hold();
    try {
      const parts = followMultipart(hurried.url, DASHBOARD_DEFERRED);
      await parts.until((r) => r.done, 10_000);
      const [first] = parts.results as Part[];
      expect(first?.data?.['mobileSubscriptions']).toBeTruthy();
      // the executor ends the answer with the deadline's error, in a last part of its own
      expect(parts.results).toHaveLength(2);
      expect(parts.errors).toEqual([
        expect.objectContaining({ extensions: expect.objectContaining({ code: 'DEADLINE_EXCEEDED' }) }),
      ]);
    } finally {
      held.release();
      await hurried.close();
    }
  });
});
