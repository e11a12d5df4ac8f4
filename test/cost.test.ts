/**
 * Cost in the open: extensions.cost on the answers of callers who ask (a header over HTTP, a
 * connection parameter over graphql-ws) or on every answer where the gateway is set so; a
 * refusal that says the cost, the limit and what to lower; and the costs docs/graph.md gives
 * for the common pages, which are what the gateway counts.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSUMED_LIST_SIZE, operationCost } from '../src/plugins/cost.js';
import { CONNECTION_DEFAULT_SIZE } from '../src/resolvers/connection.js';
import { schema } from '../src/schema/index.js';
import { startTestGateway, type TestGateway } from './utils/gateway.js';
import { follow, followMultipart, wsClient } from './utils/live.js';

let gw: TestGateway;
let small: TestGateway;
let always: TestGateway;

beforeAll(async () => {
  [gw, small, always] = await Promise.all([
    startTestGateway({ openOrders: false }),
    startTestGateway({ openOrders: false }, { MAX_COST: '300' }),
    startTestGateway({ openOrders: false }, { COST_IN_EVERY_ANSWER: 'true' }),
  ]);
});

afterAll(async () => {
  await Promise.all([gw?.close(), small?.close(), always?.close()]);
});

const PAGE = 'query($n: Int = 5) { mobileSubscriptions(first: $n) { edges { node { phoneNumber state } } } }';
const costOf = (query: string, variables: Record<string, unknown> = {}) =>
  operationCost({ document: parse(query), variableValues: variables, schema }).cost;

describe('extensions.cost', () => {
  it('says what a query cost and the limit, to a caller who sends X-Include-Cost: true', async () => {
    const response = await gw.request(PAGE, { n: 10 }, { 'x-include-cost': 'true' });
    expect(response.errors).toBeUndefined();
    expect(response).toMatchObject({
      extensions: { cost: { cost: costOf(PAGE, { n: 10 }), limit: 20_000 } },
    });
  });

  it('is left out for a caller who does not ask, where the gateway is set to show it only when asked', async () => {
    const response = await gw.request(PAGE);
    expect(response).not.toHaveProperty('extensions.cost');
  });

  it('is on every answer where the gateway is set so (the default outside production)', async () => {
    const response = await always.request(PAGE);
    expect(response).toMatchObject({ extensions: { cost: { cost: costOf(PAGE), limit: 20_000 } } });
  });

  it('counts a connection asked without first or last as the page it serves, nested ones too', () => {
    const nested = (first: string) =>
      `{ mobileSubscriptions${first} { edges { node { activations${first} { edges { node { id } } } } } } }`;
    expect(CONNECTION_DEFAULT_SIZE).toBe(20);
    expect(costOf(nested(''))).toBe(costOf(nested('(first: 20)')));
    expect(costOf('query($n: Int) { activations(first: $n) { totalCount } }')).toBe(
      costOf('{ activations(first: 20) { totalCount } }'),
    );
  });

  it("counts a list no argument sizes as ASSUMED_LIST_SIZE items, a connection's edges as its page only", () => {
    // an object weighs 2 and 1.5 times what it selects; usage is a list of months
    expect(costOf('{ mobileSubscription(phoneNumber: "1") { usage { id } } }')).toBe(
      Math.round(2 + 1.5 * (ASSUMED_LIST_SIZE * (2 + 1.5 * 1))),
    );
    expect(costOf('{ mobileSubscriptions(first: 2) { edges { node { id } } } }')).toBe(
      Math.round(2 * (2 + 1.5 * (2 + 1.5 * (2 + 1.5 * 1)))),
    );
  });

  it("counts a list inside a field sized by first as that page, as a connection's edges", () => {
    // search(first) answers at most first of each list: they are its page, not ASSUMED_LIST_SIZE more each
    expect(costOf('{ search(text: "0612", first: 2) { subscriptions { id } } }')).toBe(
      Math.round(2 * (2 + 1.5 * (2 + 1.5 * 1))),
    );
  });

  it('counts nothing for __typename, and only the operation that runs', () => {
    expect(costOf('{ activations(first: 5) { __typename totalCount } }')).toBe(
      costOf('{ activations(first: 5) { totalCount } }'),
    );
    const document = parse(
      'query A { activations(first: 100) { edges { node { id } } } } query B { __typename }',
    );
    expect(operationCost({ document, operationName: 'B', schema }).cost).toBe(0);
  });

  it('counts a variable the request leaves out as its default', () => {
    expect(costOf(PAGE)).toBe(costOf(PAGE, { n: 5 }));
    expect(costOf(PAGE, { n: 50 })).toBeGreaterThan(costOf(PAGE, { n: 5 }) * 9);
  });

  it('comes over graphql-ws to a socket whose connection parameters ask for it', async () => {
    const client = wsClient(gw.url, { 'x-include-cost': 'true' });
    try {
      const received = follow(client, PAGE, {}, 'mobileSubscriptions');
      await received.until((r) => r.done);
      expect(received.results).toEqual([
        expect.objectContaining({ extensions: { cost: { cost: costOf(PAGE), limit: 20_000 } } }),
      ]);
    } finally {
      await client.dispose();
    }
  });

  it('comes with the first part of an answer in parts, and only with it', async () => {
    const query =
      'query { mobileSubscriptions(first: 2) { totalCount } ... @defer { invoices(first: 1) { totalCount } } }';
    const parts = followMultipart(gw.url, query, {}, { 'x-include-cost': 'true' });
    await parts.until((r) => r.done);
    const [first, ...rest] = parts.results as Array<{ extensions?: unknown }>;
    expect(first?.extensions).toEqual({ cost: { cost: costOf(query), limit: 20_000 } });
    expect(rest.length).toBeGreaterThan(0);
    for (const part of rest) expect(part.extensions).toBeUndefined();
  });
});

describe('an operation over the cost limit', () => {
  it('is refused with its cost, the limit, and the argument whose lowering saves most, before the partner is asked', async () => {
    await small.partner.reset();
    const query =
      'query($n: Int!) { mobileSubscriptions(first: $n) { edges { node { phoneNumber activations(first: 2) { edges { node { status } } } } } } }';
    const response = await small.request(query, { n: 40 });
    const cost = costOf(query, { n: 40 });
    expect(response.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(
          new RegExp(
            `costs ${cost}, more than the limit of 300: lower first of mobileSubscriptions \\(40\\)`,
          ),
        ),
        extensions: expect.objectContaining({
          code: 'COST_LIMIT_EXCEEDED',
          cost,
          maxCost: 300,
          field: 'mobileSubscriptions',
          argument: 'first',
          value: 40,
        }),
      }),
    ]);
    expect(await small.calls()).toBe(0);
  });

  it('names a nested argument by its place in the answer, aliases included', async () => {
    const response = await small.request(
      'query { s: mobileSubscription(phoneNumber: "0600000000") { activations(first: 100) { edges { node { status explanation } } } } }',
    );
    expect(response.errors?.[0]?.extensions).toMatchObject({
      field: 's.activations',
      argument: 'first',
      value: 100,
    });
  });
});

describe('the costs of the common pages in docs/graph.md', () => {
  const docs = readFileSync(new URL('../docs/graph.md', import.meta.url), 'utf8');
  const rows = [...docs.matchAll(/^\| \[`?(\w+)`?\]\(\.\.\/([^)]+\.graphql)\)[^|]*\| ([\d,]+) \|/gm)];

  it('lists the example operations and the console pages', () => {
    expect(rows.map(([, name]) => name)).toEqual(
      expect.arrayContaining([
        'Dashboard',
        'SubscriptionDetail',
        'SubscriptionList',
        'SubscriptionPage',
        'OrderProgress',
      ]),
    );
  });

  it.each(rows.map(([, name, path, cost]) => [name, path, cost]))(
    'gives %s the cost the gateway counts',
    (name, path, cost) => {
      const document = parse(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8'));
      expect(operationCost({ document, schema, operationName: name }).cost.toLocaleString('en-US')).toBe(
        cost,
      );
    },
  );
});
