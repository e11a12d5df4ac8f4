/**
 * Safe in front of customers: the attacks a hostile caller with a token of their own tries,
 * against the gateway over real HTTP, and what the gateway does. Transports (WebSocket, SSE)
 * are in transports.test.ts; Redis faults in redis-faults.test.ts.
 */
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { WireActivation, WireCdr, WireSubscription, WireUsageSummary } from '@msp/partner-interface';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/settings/config.js';
import { INPUT_LIMITS } from '../src/settings/defaults.js';
import { startTestGateway, type TestGateway } from './utils/gateway.js';
import { followSse } from './utils/live.js';
import { capturedLogger } from './utils/logs.js';
import { order } from './utils/orders.js';
import { bearer, customerToken, signToken, staffToken, TEST_JWT_SECRET } from './utils/tokens.js';

const API_KEY = 'k3y-for-the-reporting-service';
const ENV = {
  AUTH_MODE: 'jwt,apikey',
  JWT_SECRET: TEST_JWT_SECRET,
  API_KEYS: `reporting:${createHash('sha256').update(API_KEY).digest('hex')}:sim:secrets`,
  RATE_LIMIT_PER_MINUTE: '100000',
};
const DAY = 86_400_000;

const staffKey = { 'x-api-key': API_KEY };

type Result = {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
};

const captured = capturedLogger();
const logLines = captured.lines;
let gw: TestGateway;
const ask = (query: string, headers: Record<string, string>, variables?: Record<string, unknown>) =>
  gw.request<Record<string, unknown>, Record<string, unknown>>(query, variables, headers) as Promise<Result>;

beforeAll(async () => {
  gw = await startTestGateway({ openOrders: false }, ENV, captured.logger);
});
afterAll(() => gw.close());

/** moves the simulator's clock until the activation is final */
async function finish(id: string): Promise<WireActivation> {
  for (let i = 0; i < 30; i++) {
    const [act] = (await gw.partner.client.get('QueryActivation', { id })).results;
    if (act !== undefined && ['DONE', 'ERROR', 'CANCELLED'].includes(act.status)) return act;
    await gw.partner.advance(DAY);
  }
  throw new Error(`activation ${id} never ended`);
}

describe('a recycled phone number', () => {
  let previous: WireSubscription;
  let current: WireSubscription;
  let oldActivation: WireActivation;
  let oldCdr: WireCdr;
  let oldUsage: WireUsageSummary;
  let holder: string;

  beforeAll(async () => {
    // a subscription with call records and usage, whose number is then terminated and ported in again
    const subs = (await gw.partner.client.get('QuerySubscription', { take: 200 })).results;
    const months = (await gw.partner.client.get('QueryCdrMonth', { take: 12 })).results.map(
      (m) => m.yearMonth,
    );
    for (const sub of subs.filter((s) => s.state === 'ACTIVE' && s.phoneNumber)) {
      const usage = (await gw.partner.client.get('QueryUsageSubscription', { phoneNumber: sub.phoneNumber }))
        .results[0];
      let cdr: WireCdr | undefined;
      for (const yearMonth of months) {
        cdr ??= (
          await gw.partner.client.get('QueryCdr', { yearMonth, phoneNumber: sub.phoneNumber, take: 1 })
        ).results[0];
      }
      if (usage !== undefined && cdr !== undefined) {
        [previous, oldUsage, oldCdr] = [sub, usage, cdr];
        break;
      }
    }
    const phoneNumber = previous.phoneNumber ?? '';
    oldActivation = await gw.partner.client.post('TerminateSubscription', { subscriptionId: previous.id });
    await finish(oldActivation.id);
    const sim = (
      await gw.partner.client.get('QuerySimcard', { status: 'FREE', simCardType: 'USIM', take: 1 })
    ).results[0];
    const portIn = await gw.partner.client.post('InPortSubscription', {
      phoneNumber,
      donorCustomerNumber: 'D-77',
      simCardNumber: sim?.simCardNumber ?? '',
    });
    await finish(portIn.id);
    const found = (await gw.partner.client.get('QuerySubscription', { phoneNumber })).results[0];
    if (found === undefined || found.id === previous.id)
      throw new Error('the number was not ported in again');
    current = found;
    holder = await customerToken('new-holder', { phoneNumbers: [phoneNumber] });
  });

  it("finds the new holder's subscription by the number, not the previous one", async () => {
    const result = await ask(
      'query($p: String) { mobileSubscription(phoneNumber: $p) { subscriptionId } }',
      bearer(holder),
      {
        p: previous.phoneNumber,
      },
    );
    expect(result.data?.['mobileSubscription']).toEqual({ subscriptionId: current.id });
  });

  it.each([
    [
      'order',
      'query($id: ID!) { x: activation(id: $id) { activationId } }',
      () => ({ id: oldActivation.id }),
    ],
    [
      'call record, by node id',
      'query($id: ID!) { x: node(id: $id) { id } }',
      () => ({ id: encodeGlobalID('Cdr', `${oldCdr.yearMonth}/${oldCdr.id}`) }),
    ],
    [
      'usage summary, by node id',
      'query($id: ID!) { x: node(id: $id) { id } }',
      () => ({ id: encodeGlobalID('UsageSummary', oldUsage.id) }),
    ],
  ])(
    "does not show the new holder the previous holder's %s: it is not there, with no error",
    async (_what, query, variables) => {
      const result = await ask(query, bearer(holder), variables());
      expect(result).toEqual({ data: { x: null } });
    },
  );

  it("lists none of the previous holder's orders, call records or usage", async () => {
    const result = await ask(
      `query($ym: YearMonth!) {
        activations { edges { node { subscriptionId } } }
        usageSummaries { edges { node { subscriptionId } } }
        cdrs(filter: { yearMonth: $ym }) { edges { node { subscriptionId } } } }`,
      bearer(holder),
      { ym: oldCdr.yearMonth },
    );
    expect(result.errors).toBeUndefined();
    const ids = JSON.stringify(result.data);
    expect(ids).not.toContain(previous.id);
    expect(ids).toContain(current.id);
  });
});

describe('a customer known by customer number alone', () => {
  it('reads the SIM cards, orders, usage and call records of their own subscriptions', async () => {
    const subs = (await gw.partner.client.readAll('QuerySubscription', {})).results;
    const customerNumber = subs.find(
      (s) => s.customerNumber !== undefined && s.state === 'ACTIVE',
    )?.customerNumber;
    const theirs = new Set(subs.filter((s) => s.customerNumber === customerNumber).map((s) => s.id));
    const token = await customerToken('by-customer', { customerNumber });
    const month = (await gw.partner.client.get('QueryCdrMonth', { orderByDesc: 'yearMonth', take: 2 }))
      .results[1];
    const result = await ask(
      `query($ym: YearMonth!) {
        simCards { edges { node { subscriptionId: subscription { subscriptionId } } } }
        activations { edges { node { subscriptionId } } }
        usageSummaries { edges { node { subscriptionId } } }
        cdrs(filter: { yearMonth: $ym }) { edges { node { subscriptionId } } } }`,
      bearer(token),
      { ym: month?.yearMonth },
    );
    expect(result.errors).toBeUndefined();
    for (const list of ['simCards', 'activations', 'usageSummaries', 'cdrs']) {
      const { edges } = (result.data?.[list] ?? { edges: [] }) as {
        edges: Array<{ node: { subscriptionId: unknown } }>;
      };
      expect(edges.length, list).toBeGreaterThan(0);
      for (const { node } of edges) {
        // a SIM card names its subscription through the edge
        const id =
          typeof node.subscriptionId === 'string'
            ? node.subscriptionId
            : (node.subscriptionId as { subscriptionId: string }).subscriptionId;
        expect(theirs.has(id), list).toBe(true);
      }
    }
  });
});

describe('look-ups', () => {
  it.each([
    ['activation(id: "")', '{ x: activation(id: "") { activationId } }'],
    ['simCard(simCardNumber: "")', '{ x: simCard(simCardNumber: "") { simCardNumber } }'],
    ['mobileSubscription(phoneNumber: "")', '{ x: mobileSubscription(phoneNumber: "") { subscriptionId } }'],
  ])('refuse an empty key, %s, before asking the partner', async (_what, query) => {
    await gw.partner.reset();
    const result = await ask(query, staffKey);
    expect(result.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(await gw.calls()).toBe(0);
  });

  it.each([
    ['an interface', () => encodeGlobalID('Activation', 'x')],
    ['a type that is no node', () => encodeGlobalID('RateClass', 'x')],
    ['a call record with an empty half', () => encodeGlobalID('Cdr', '2026_05/')],
  ])('find nothing, and ask the partner nothing, for a global id of %s', async (_what, id) => {
    await gw.partner.reset();
    const result = await ask(
      'query($id: ID!) { x: node(id: $id) { id } y: nodes(ids: [$id]) { id } }',
      staffKey,
      {
        id: id(),
      },
    );
    expect(result).toEqual({ data: { x: null, y: [null] } });
    expect(await gw.calls()).toBe(0);
  });

  it('refuse a variable of the wrong type with BAD_USER_INPUT', async () => {
    const result = await ask('query($first: Int) { simCards(first: $first) { totalCount } }', staffKey, {
      first: 'ten',
    });
    expect(result.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  it(`refuse a string longer than ${INPUT_LIMITS.maxStringLength} characters before asking the partner`, async () => {
    await gw.partner.reset();
    const result = await ask(
      'query($p: String) { mobileSubscription(phoneNumber: $p) { subscriptionId } }',
      staffKey,
      {
        p: '0'.repeat(INPUT_LIMITS.maxStringLength + 1),
      },
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: '$p' });
    expect(await gw.calls()).toBe(0);
  });
});

describe('orders', () => {
  it('refuse, unsent, an order whose subscriptionId and phoneNumber name different subscriptions', async () => {
    const [a, b] = (await gw.partner.client.get('QuerySubscription', { take: 50 })).results.filter(
      (s) => s.state === 'ACTIVE',
    );
    const before = (await gw.partner.stats()).SuspendSubscription ?? 0;
    const result = await order(
      gw,
      'suspendSubscription',
      { subscriptionId: a?.id, phoneNumber: b?.phoneNumber },
      staffKey,
    );
    expect(result).toMatchObject({ __typename: 'ValidationError', fields: [{ path: 'input.phoneNumber' }] });
    expect((await gw.partner.stats()).SuspendSubscription ?? 0).toBe(before);
  });

  it('free the idempotency key when the partner answers 503 without processing, so the retry is placed', async () => {
    const sub = (await gw.partner.client.get('QuerySubscription', { take: 50 })).results.find(
      (s) => s.state === 'ACTIVE',
    );
    const input = { subscriptionId: sub?.id, idempotencyKey: 'retry-after-503' };
    await gw.partner.faults({
      errorRate: 1,
      errorStatus: 503,
      operations: ['SuspendSubscription'],
      count: 1,
    });
    const refused = await order(gw, 'suspendSubscription', input, staffKey);
    expect(refused).toMatchObject({ __typename: 'ProviderUnavailableError' });
    const placed = await order(gw, 'suspendSubscription', input, staffKey);
    expect(placed.__typename).toBe('SuspendSubscriptionPayload');
  });
});

describe('identity', () => {
  it('refuses a token without a subject', async () => {
    const response = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(await signToken({ role: 'staff' })) },
      body: JSON.stringify({ query: '{ cdrMonths { totalCount } }' }),
    });
    expect(response.status).toBe(401);
    expect(JSON.stringify(await response.json())).toContain('sub');
  });

  it('keeps a token subject and an API key of the same name apart: their idempotency keys are two orders', async () => {
    const sub = (await gw.partner.client.get('QuerySubscription', { take: 50 })).results.find(
      (s) => s.state === 'ACTIVE',
    );
    const input = { subscriptionId: sub?.id, idempotencyKey: 'same-name' };
    const token = await staffToken('reporting');
    const byKey = await order(gw, 'resumeSubscription', input, staffKey);
    const byToken = await order(gw, 'resumeSubscription', input, bearer(token));
    expect(byKey.activation?.activationId).not.toBe(byToken.activation?.activationId);
  });

  it('refuses, in production, a token that never expires', async () => {
    const production = await startTestGateway(
      {},
      {
        ...ENV,
        NODE_ENV: 'production',
        METRICS_TOKEN: 'a-metrics-token-16+',
        PUBLIC_HOSTS: 'gateway.example',
        ENCRYPTION_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
      },
    );
    try {
      const ask = async (token: string) =>
        (
          await fetch(`${production.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...bearer(token) },
            body: JSON.stringify({ query: '{ cdrMonths { totalCount } }' }),
          })
        ).status;
      expect(await ask(await staffToken('forever', { expiresIn: false }))).toBe(401);
      expect(await ask(await staffToken('ten-minutes'))).toBe(200);
    } finally {
      await production.close();
    }
  });
});

describe('fan-out', () => {
  const unknownIds = (n: number) => Array.from({ length: n }, (_, i) => `no-such-activation-${i}`);

  it(`refuses more than ${INPUT_LIMITS.maxListLength} ids in nodes(ids) before asking the partner`, async () => {
    await gw.partner.reset();
    const since = Date.now();
    const result = await ask('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', staffKey, {
      ids: unknownIds(INPUT_LIMITS.maxListLength + 1),
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: '$ids' });
    // nothing asked for these ids, nor anything else; the gateway's own look-ups of the orders
    // earlier tests placed (open on the manual clock, followed whatever this request does) go on
    const asked = gw.partner.sim.requests.filter(
      (r) => r.at >= since && (r.operation !== 'QueryActivation' || r.path.includes('no-such-activation')),
    );
    expect(asked).toEqual([]);
  });

  it('looks up a hundred node ids through the loaders, in a few partner calls', async () => {
    await gw.partner.reset();
    const ids = unknownIds(100).map((id) => encodeGlobalID('SuspendActivation', id));
    const result = await ask('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', staffKey, { ids });
    expect(result.errors).toBeUndefined();
    expect(await gw.calls()).toBeLessThanOrEqual(5);
  });

  it('counts a list variable in the cost limit, as a literal list of that length would count', async () => {
    const small = await startTestGateway({ openOrders: false }, { ...ENV, MAX_COST: '100' });
    try {
      await small.partner.reset();
      const response = await small.request<unknown, { ids: string[] }>(
        'query($ids: [ID!]!) { nodes(ids: $ids) { id ... on MobileSubscription { phoneNumber state } } }',
        { ids: unknownIds(60) },
        staffKey,
      );
      expect(response.errors?.[0]?.extensions?.['code']).toBe('COST_LIMIT_EXCEEDED');
      expect(await small.calls()).toBe(0);
    } finally {
      await small.close();
    }
  });

  it("stops a caller's partner calls at their budget for the minute, with 429 and Retry-After", async () => {
    const budgeted = await startTestGateway({ openOrders: false }, { ...ENV, PARTNER_CALLS_PER_MINUTE: '3' });
    try {
      await budgeted.partner.reset();
      const response = await fetch(`${budgeted.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...staffKey },
        body: JSON.stringify({
          query:
            '{ cdrMonths { totalCount } invoices { totalCount } simCards { totalCount } activations { totalCount } mobileSubscriptions { totalCount } }',
        }),
      });
      const body = (await response.json()) as Result;
      expect(body.errors?.map((e) => e.extensions?.['code'])).toContain('PARTNER_BUDGET_EXCEEDED');
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      // the root lists are non-null: the first refusal ends the response, so the calls the
      // budget admitted may still be on their way
      await vi.waitFor(async () => expect(await budgeted.calls()).toBe(3));
      // another caller has a budget of their own
      const other = await budgeted.request(
        '{ cdrMonths { totalCount } }',
        undefined,
        bearer(await staffToken('x')),
      );
      expect(other.errors).toBeUndefined();
    } finally {
      await budgeted.close();
    }
  });

  it("charges a live stream's first states to its follower: a customer following their own orders with a selection that fans out stops at their budget, and their next query is refused", async () => {
    const budgeted = await startTestGateway(
      { openOrders: false },
      { ...ENV, PARTNER_CALLS_PER_MINUTE: '10' },
    );
    try {
      await budgeted.partner.reset();
      // the customer's subscription: the one with the most orders
      const { results } = await budgeted.partner.client.get('QueryActivation', { take: 100 });
      const ordersOf = (id: string | undefined) => results.filter((a) => a.subscriptionId === id);
      const subscriptionId =
        results
          .map((a) => a.subscriptionId ?? '')
          .sort((a, b) => ordersOf(b).length - ordersOf(a).length)[0] ?? '';
      const ids = ordersOf(subscriptionId)
        .slice(0, 5)
        .map((a) => a.id);
      expect(ids.length).toBeGreaterThan(2);
      const token = await customerToken('fan-out', { subscriptionIds: [subscriptionId] });
      const months = ['2026_01', '2026_02', '2026_03', '2026_04', '2026_05', '2026_06'];
      const cdrs = months.map((m, i) => `m${i}: cdrs(yearMonth: "${m}") { totalCount }`).join(' ');
      const live = followSse(
        budgeted.url,
        `subscription($ids: [ID!]!) { activationsUpdated(ids: $ids) { activationId subscription { ${cdrs} } } }`,
        { ids },
        'activationsUpdated',
        { headers: { ...bearer(token), 'cache-control': 'no-cache' } },
      );
      try {
        await live.until((r) => r.events.length >= ids.length);
        const codes = live.results.flatMap((r) =>
          ((r as Result).errors ?? []).map((e) => e.extensions?.['code']),
        );
        expect(codes).toContain('PARTNER_BUDGET_EXCEEDED');
        // what the states read beyond the orders themselves stayed within the budget
        const { QueryActivation: _polls, ...reads } = await budgeted.partner.stats();
        expect(Object.values(reads).reduce((sum, n) => sum + (n ?? 0), 0)).toBeLessThanOrEqual(10);
        const next = await budgeted.request(
          '{ mobileSubscriptions { totalCount } }',
          undefined,
          bearer(token),
        );
        expect(next.errors?.[0]?.extensions?.['code']).toBe('PARTNER_BUDGET_EXCEEDED');
      } finally {
        live.stop();
      }
    } finally {
      await budgeted.close();
    }
  });
});

describe('request bodies', () => {
  it('refuse a 23 MB chunked body with 413 before authentication, without reading it all', async () => {
    const url = new URL(`${gw.url}/graphql`);
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write(`{"query":"{ mobileSubscription(phoneNumber: \\"`);
      // a stream the server must cut short: it answers while most of it is still unsent
      let sent = 0;
      const pump = () => {
        while (sent < 23 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) {
            req.once('drain', pump);
            return;
          }
        }
        req.end('\\") { state } }"}');
      };
      pump();
    });
    expect(status).toBe(413);
  });
});

describe('logs and metrics', () => {
  it('never log a variable value, not even in a coercion error', async () => {
    logLines.length = 0;
    const secretEmail = 'victim.private@example.org';
    await ask(
      'mutation($input: OrderNewSubscriptionInput!) { orderNewSubscription(input: $input) { __typename } }',
      staffKey,
      { input: { eSim: 'not-a-boolean', email: secretEmail, confirmationCode: 'C0NF1D3' } },
    );
    const text = logLines.join('');
    expect(text).toContain('graphql operation');
    expect(text).not.toContain(secretEmail);
    expect(text).not.toContain('C0NF1D3');
  });

  it('log an expected error by its code, below error level, and a refused request with its status', async () => {
    logLines.length = 0;
    await ask('{ x: activation(id: "") { activationId } }', staffKey);
    await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ cdrMonths { totalCount } }' }),
    });
    const entries = logLines
      .flatMap((chunk) => chunk.split('\n'))
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l));
    expect(entries.filter((e) => e.level >= 50)).toEqual([]);
    expect(entries.find((e) => e.msg === 'graphql operation')?.errors).toEqual([
      { code: 'BAD_USER_INPUT', path: 'x' },
    ]);
    // the access log: one line per request, with its status and duration
    expect(entries.find((e) => e.msg === 'request' && e.res?.status === 401)).toMatchObject({
      req: { method: 'POST', path: '/graphql' },
      durationMs: expect.any(Number),
      requestId: expect.any(String),
    });
    const metrics = await (await fetch(`${gw.url}/metrics`)).text();
    expect(metrics).toMatch(/graphql_requests_refused_total\{reason="401"\} [1-9]/);
  });

  it('log and count an operation refused by validation as GRAPHQL_VALIDATION_FAILED, not as a defect', async () => {
    logLines.length = 0;
    await ask('query($unused: Int) { cdrMonths { totalCount } }', staffKey);
    const refused = logLines
      .flatMap((chunk) => chunk.split('\n'))
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l))
      .find((e) => e.msg === 'graphql operation refused');
    expect(refused?.errors).toEqual([{ code: 'GRAPHQL_VALIDATION_FAILED' }]);
    const metrics = await (await fetch(`${gw.url}/metrics`)).text();
    expect(metrics).toMatch(/graphql_errors_total\{code="GRAPHQL_VALIDATION_FAILED"\} [1-9]/);
    expect(metrics).not.toMatch(/graphql_errors_total\{code="INTERNAL_SERVER_ERROR"\}/);
  });

  it('keep the operation-name label bounded: made-up names count as "other"', async () => {
    for (let i = 0; i < 30; i++) await ask(`query MadeUp${i} { cdrMonths { totalCount } }`, staffKey);
    const text = await (await fetch(`${gw.url}/metrics`)).text();
    const names = new Set(
      [...text.matchAll(/graphql_operations_total\{[^}]*name="([^"]+)"/g)].map((m) => m[1]),
    );
    expect([...names].some((n) => n?.startsWith('MadeUp'))).toBe(false);
    expect(names.has('other')).toBe(true);
  });

  it('suggest no enum value when suggestions are off', async () => {
    const quiet = await startTestGateway({ openOrders: false }, { ...ENV, FIELD_SUGGESTIONS: 'false' });
    try {
      const result = await quiet.request<unknown, { f: Record<string, unknown> }>(
        'query($f: SimCardFilter) { simCards(filter: $f) { totalCount } }',
        { f: { status: 'FRE' } },
        staffKey,
      );
      expect(result.errors?.length).toBeGreaterThan(0);
      expect(JSON.stringify(result.errors)).not.toContain('Did you mean');
    } finally {
      await quiet.close();
    }
  });

  it('put no original error or stack in an error body, even in development', async () => {
    const dev = await startTestGateway({ openOrders: false }, { ...ENV, NODE_ENV: 'development' });
    try {
      await dev.partner.faults({ malformedRate: 1 });
      const broken = await dev.request('{ cdrMonths { totalCount } }', undefined, staffKey);
      const malformed = await fetch(`${dev.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...staffKey },
        body: '{"query": ',
      });
      for (const body of [JSON.stringify(broken), await malformed.text()]) {
        expect(body).not.toContain('originalError');
        expect(body).not.toContain('stack');
      }
    } finally {
      await dev.close();
    }
  });
});

describe('configuration', () => {
  const production = {
    NODE_ENV: 'production',
    AUTH_MODE: 'jwt',
    JWT_SECRET: TEST_JWT_SECRET,
    PROVIDER_BASE_URL: 'https://partner.example',
    DATABASE_URL: 'postgres://gateway@db.example/gateway',
    PUBLIC_HOSTS: 'gateway.example',
    ENCRYPTION_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
  };

  it('refuses to start in production with /metrics open to anyone on the gateway port', () => {
    expect(() => loadConfig(production)).toThrow('METRICS_TOKEN');
    expect(loadConfig({ ...production, METRICS_TOKEN: 'a-metrics-token-16+' }).metrics.token).toBeDefined();
    expect(loadConfig({ ...production, METRICS_PORT: '9464' }).metrics.port).toBe(9464);
  });

  it('refuses to start in production without the names it is reached by (PUBLIC_HOSTS, against DNS rebinding), and takes names only', () => {
    const { PUBLIC_HOSTS: _, ...unnamed } = production;
    expect(() => loadConfig({ ...unnamed, METRICS_PORT: '9464' })).toThrow(
      /PUBLIC_HOSTS: is required when NODE_ENV=production/,
    );
    const named = { ...production, METRICS_PORT: '9464', PUBLIC_HOSTS: 'Gateway.Example, .staff.example' };
    // HOST too: the name the gateway listens on, when it is one
    expect(loadConfig({ ...named, HOST: 'devbox.lan' }).publicHosts).toEqual([
      'gateway.example',
      '.staff.example',
      'devbox.lan',
    ]);
    for (const wrong of ['*', 'gateway.example,*', 'https://gateway.example', 'gateway.example:443'])
      expect(() => loadConfig({ PUBLIC_HOSTS: wrong })).toThrow(
        /PUBLIC_HOSTS: must be comma-separated host names/,
      );
  });

  it('refuses CORS_ORIGINS=*, which with credentials would let any page call as its visitor', () => {
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow('CORS_ORIGINS');
    expect(() => loadConfig({ CORS_ORIGINS: 'https://app.example, *' })).toThrow('CORS_ORIGINS');
  });

  it('serves /metrics on its own port only, when it has one', async () => {
    const separate = await startTestGateway({ openOrders: false }, { ...ENV, METRICS_PORT: '0' });
    try {
      expect(separate.app.metricsUrl).not.toBe(separate.url);
      expect((await fetch(`${separate.app.metricsUrl}/metrics`)).status).toBe(200);
      expect((await fetch(`${separate.url}/metrics`)).status).toBe(404);
    } finally {
      await separate.close();
    }
  });
});
