/**
 * Strings no field means: a NUL (which PostgreSQL refuses in text) and a UTF-16 surrogate not
 * part of a pair, in a customer's order and in the `placedOrders` filter, as literals and as
 * variables, over HTTP, graphql-ws and SSE (graphql-sse's client). Each is refused before
 * anything runs with BAD_USER_INPUT naming the field; nothing reaches the partner and nothing
 * is logged as an error. The same requests with clean strings are answered.
 */
import type { WireSubscription } from '@msp/partner-interface';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './utils/gateway.js';
import { follow, followSseClient, type Received, wsClient } from './utils/live.js';
import { capturedLogger } from './utils/logs.js';
import { bearer, customerToken, TEST_JWT_SECRET } from './utils/tokens.js';

type Transport = 'HTTP' | 'graphql-ws' | 'SSE';
const TRANSPORTS: Transport[] = ['HTTP', 'graphql-ws', 'SSE'];

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

const captured = capturedLogger();
let gw: TestGateway;
let subscription: WireSubscription;
let customer: { authorization: string };

beforeAll(async () => {
  gw = await startTestGateway(
    { openOrders: false },
    { AUTH_MODE: 'jwt', JWT_SECRET: TEST_JWT_SECRET, RATE_LIMIT_PER_MINUTE: '100000' },
    captured.logger,
  );
  const active = (await gw.partner.client.get('QuerySubscription', { take: 50 })).results.find(
    (s) => s.state === 'ACTIVE',
  );
  if (active === undefined) throw new Error('the simulator has no active subscription');
  subscription = active;
  customer = bearer(await customerToken('hostile-strings', { subscriptionIds: [active.id] }));
});
afterAll(() => gw.close());

/**
 * Partner requests a caller's request could cause. Activation look-ups are left out: the clean
 * orders placed earlier in this file stay open on the manual clock, and the gateway keeps
 * following them (its watchers and reconciler) whatever a later request does.
 */
async function callsForCallers(): Promise<number> {
  const { QueryActivation: _followed, ...caused } = await gw.partner.stats();
  return Object.values(caused).reduce((sum, n) => sum + (n ?? 0), 0);
}

/** error-level lines (pino's 50 and above): a refusal of bad input is none */
const errorLines = () => captured.lines.filter((line) => /"level":(50|60)/.test(line));

/** the one answer to `query` over `transport`, as the customer */
async function ask(transport: Transport, query: string, variables: Record<string, unknown>): Promise<Answer> {
  if (transport === 'HTTP') {
    const response = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...customer },
      // JSON.stringify writes a lone surrogate as its escape, `\ud800`, as a hostile client may
      body: JSON.stringify({ query, variables }),
    });
    expect(response.status).toBeLessThan(500);
    return (await response.json()) as Answer;
  }
  let received: Received;
  if (transport === 'graphql-ws') {
    const client = wsClient(gw.url, customer);
    received = follow(client, query, variables, 'result');
    try {
      await received.until((r) => r.done);
    } finally {
      await client.dispose();
    }
  } else {
    received = followSseClient(gw.url, query, variables, 'result', customer);
    try {
      await received.until((r) => r.done);
    } finally {
      received.stop();
    }
  }
  expect(received.results).toHaveLength(1);
  return received.results[0] as Answer;
}

const SUSPEND_WITH = (input: string) =>
  `mutation Suspend${input === '$input' ? '($input: SuspendSubscriptionInput!)' : ''} {
    result: suspendSubscription(input: ${input}) { __typename }
  }`;
const PLACED_WITH = (filter: string, declared = '') =>
  `query Placed${declared} { result: placedOrders(first: 5, filter: ${filter}) { totalCount } }`;

/** a place in a request where a caller can put any string, and the field a refusal names */
interface Place {
  /** where the request carries it */
  name: string;
  field: string;
  /** a clean string for the place: one of its own per transport, as an order's key is spent */
  clean(transport: Transport): string;
  request(text: string): { query: string; variables: Record<string, unknown> };
}

const KEY_VARIABLE: Place = {
  name: 'the idempotencyKey of an order, as a variable',
  field: '$input.idempotencyKey',
  // a surrogate pair is a character as any other
  clean: (transport) => `clean-\u{1F511}-key-${transport}`,
  request: (key) => ({
    query: SUSPEND_WITH('$input'),
    variables: { input: { subscriptionId: subscription.id, idempotencyKey: key } },
  }),
};
const KEY_LITERAL: Place = {
  name: 'the idempotencyKey of an order, as a literal',
  field: 'input.idempotencyKey',
  clean: (transport) => `clean-literal-key-${transport}`,
  request: (key) => ({
    query: SUSPEND_WITH(
      `{ subscriptionId: ${JSON.stringify(subscription.id)}, idempotencyKey: ${JSON.stringify(key)} }`,
    ),
    variables: {},
  }),
};
/** the placedOrders filter, which the clean cases ask for orders of suspendSubscription */
const inFilter = (place: Omit<Place, 'clean'>): Place => ({ ...place, clean: () => 'suspendSubscription' });
const FILTER_LITERAL = inFilter({
  name: 'the placedOrders filter, as a literal',
  field: 'filter.mutation',
  request: (mutation) => ({
    query: PLACED_WITH(`{ mutation: ${JSON.stringify(mutation)} }`),
    variables: {},
  }),
});
const FILTER_VARIABLE = inFilter({
  name: 'the placedOrders filter, as a variable',
  field: '$filter.mutation',
  request: (mutation) => ({
    query: PLACED_WITH('$filter', '($filter: PlacedOrderFilter)'),
    variables: { filter: { mutation } },
  }),
});
const MUTATION_VARIABLE = inFilter({
  name: 'the placedOrders filter, as a String variable in a literal',
  field: '$mutation',
  request: (mutation) => ({
    query: PLACED_WITH('{ mutation: $mutation }', '($mutation: String)'),
    variables: { mutation },
  }),
});

/**
 * A hostile string in a place. GraphQL's lexer reads `\u0000` in a literal, but a lone
 * surrogate's escape is a parse error there: surrogates go in variables.
 */
const CASES = (
  [
    ['a NUL', 'key\u0000', KEY_VARIABLE],
    ['a NUL', 'key\u0000', KEY_LITERAL],
    ['a NUL', '\u0000', FILTER_LITERAL],
    ['a NUL', 'suspend\u0000Subscription', FILTER_VARIABLE],
    ['a NUL', '\u0000', MUTATION_VARIABLE],
    ['a lone high surrogate', 'suspend\uD800', FILTER_VARIABLE],
    ['a lone low surrogate', '\uDC00key', KEY_VARIABLE],
  ] as const
).map(([label, hostile, place]) => ({ label, hostile, ...place }));

describe.each(TRANSPORTS)('over %s', (transport) => {
  it.each(CASES)('$label in $name is refused with BAD_USER_INPUT naming $field', async (hostile) => {
    const calls = await callsForCallers();
    const logged = errorLines().length;
    const { query, variables } = hostile.request(hostile.hostile);
    const answer = await ask(transport, query, variables);
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: hostile.field });
    expect(await callsForCallers()).toBe(calls);
    expect(errorLines().slice(logged)).toEqual([]);
  });

  it.each(CASES)('the same request with a clean string in $name is answered', async (hostile) => {
    const { query, variables } = hostile.request(hostile.clean(transport));
    const answer = await ask(transport, query, variables);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.['result']).toBeDefined();
  });
});

describe('a clean idempotency key', () => {
  it('places the order with the partner', async () => {
    const calls = await callsForCallers();
    const answer = await ask('HTTP', SUSPEND_WITH('$input'), {
      input: { subscriptionId: subscription.id, idempotencyKey: 'clean-key-placed' },
    });
    expect(answer.errors).toBeUndefined();
    expect(await callsForCallers()).toBeGreaterThan(calls);
  });
});
