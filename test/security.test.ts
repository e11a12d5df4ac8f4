import { createHash } from 'node:crypto';
import type { WireActivation, WireSubscription } from '@msp/partner-interface';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/settings/config.js';
import { startTestGateway, type TestGateway } from './utils/gateway.js';
import { follow, wsClient } from './utils/live.js';
import { capturedLogger } from './utils/logs.js';
import { order } from './utils/orders.js';
import { signToken, staffToken, TEST_JWT_SECRET, type TokenOptions } from './utils/tokens.js';

const API_KEY = 'k3y-for-the-reporting-service';
const ENV = {
  AUTH_MODE: 'jwt,apikey',
  JWT_SECRET: TEST_JWT_SECRET,
  JWT_ISSUER: 'https://login.reseller.test',
  JWT_AUDIENCE: 'msp-gateway',
  API_KEYS: `reporting:${createHash('sha256').update(API_KEY).digest('hex')}:sim:secrets`,
  RATE_LIMIT_PER_MINUTE: '100000',
  WATCH_MIN_INTERVAL_MS: '50',
};

/** a token of the login service the gateway trusts (its issuer, for its audience), of user-1 unless `claims` say */
const token = (claims: Record<string, unknown>, options: TokenOptions = {}) =>
  signToken({ sub: 'user-1', ...claims }, { issuer: ENV.JWT_ISSUER, audience: ENV.JWT_AUDIENCE, ...options });

const captured = capturedLogger();
const logLines = captured.lines;
let gw: TestGateway;
let subA: WireSubscription;
let subB: WireSubscription;
let actA: WireActivation;
let actB: WireActivation;
let staff: string;
let staffWithSecrets: string;
let customerA: string;
let customerB: string;

beforeAll(async () => {
  gw = await startTestGateway({ openOrders: false }, ENV, captured.logger);
  const subs = (await gw.partner.client.get('QuerySubscription', { take: 50 })).results.filter(
    (s) => s.state === 'ACTIVE',
  );
  [subA, subB] = subs as [WireSubscription, WireSubscription];
  actA = (await gw.partner.client.get('QueryActivation', { subscriptionId: subA.id }))
    .results[0] as WireActivation;
  actB = (await gw.partner.client.get('QueryActivation', { subscriptionId: subB.id }))
    .results[0] as WireActivation;
  staff = await token({ sub: 'staff-1', role: 'staff', scope: 'orders:write' });
  staffWithSecrets = await token({ sub: 'staff-2', role: 'staff', scope: 'sim:secrets' });
  customerA = await token({ sub: 'cust-a', role: 'customer', subscriptionIds: [subA.id] });
  customerB = await token({ sub: 'cust-b', role: 'customer', phoneNumbers: [subB.phoneNumber] });
});
afterAll(() => gw.close());

/** Fields the logger writes itself: a 4-digit PIN can turn up inside a timestamp or a request id by chance. */
const GENERATED_LOG_FIELDS = ['time', 'requestId', 'pid', 'hostname'];
const loggedText = () =>
  logLines
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const entry: Record<string, unknown> = JSON.parse(line);
      for (const field of GENERATED_LOG_FIELDS) delete entry[field];
      return JSON.stringify(entry);
    })
    .join('\n');
/** The value as a whole word, so "1234" is found in `pin=1234` but not in `91234567`. */
const asWord = (value: string) =>
  new RegExp(`(?<![A-Za-z0-9])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`);
const as = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
const ask = (query: string, bearer: string, variables?: Record<string, unknown>) =>
  gw.request<Record<string, unknown>, Record<string, unknown>>(query, variables, as(bearer));
const raw = (headers: Record<string, string>) =>
  fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: '{ cdrMonths { totalCount } }' }),
  });

describe('authentication', () => {
  it.each([
    ['no credentials', async () => ({}), 'credentials are required'],
    [
      'a token signed with another key',
      async () => as(await token({ role: 'staff' }, { secret: 'another-secret-of-at-least-32-characters' })),
      'not valid',
    ],
    ['an expired token', async () => as(await token({ role: 'staff' }, { expiresIn: '-1m' })), 'expired'],
    [
      'a token for another audience',
      async () => as(await token({ role: 'staff' }, { audience: 'someone-else' })),
      'aud',
    ],
    ['a token without a role', async () => as(await token({})), 'role'],
    ['a malformed Authorization header', async () => ({ authorization: 'Token abc' }), 'Bearer'],
    ['a wrong API key', async () => ({ 'x-api-key': 'nope' }), 'API key'],
  ])('refuses %s with 401', async (_what, headers, message) => {
    const response = await raw(await headers());
    expect(response.status).toBe(401);
    const body = (await response.json()) as {
      errors: Array<{ message: string; extensions: { code: string } }>;
    };
    expect(body.errors[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(body.errors[0]?.message).toContain(message);
  });

  it('accepts a valid token and a valid API key', async () => {
    expect((await raw(as(staff))).status).toBe(200);
    expect((await raw({ 'x-api-key': API_KEY })).status).toBe(200);
  });

  it('closes a WebSocket without credentials with 4403, and serves one with a token in connectionParams', async () => {
    const anonymous = wsClient(gw.url);
    const refused = follow(
      anonymous,
      'subscription($id: ID!) { activationUpdated(id: $id) { status } }',
      { id: actA.id },
      'activationUpdated',
    );
    await refused.until((r) => r.done);
    expect(refused.errors[0]).toMatchObject({
      code: 4403,
      reason: expect.stringContaining('credentials are required'),
    });
    const client = wsClient(gw.url, { authorization: `Bearer ${customerA}` });
    const allowed = follow(
      client,
      'subscription($id: ID!) { activationUpdated(id: $id) { status } }',
      { id: actA.id },
      'activationUpdated',
    );
    await allowed.until((r) => r.done);
    expect(allowed.events.length).toBeGreaterThan(0);
    await Promise.all([anonymous.dispose(), client.dispose()]);
  });
});

describe('a customer', () => {
  it('sees only their own subscriptions, SIM cards, activations, usage and CDRs in every list', async () => {
    const month = (
      await gw.partner.client.get('QueryCdrMonth', { orderByDesc: 'yearMonth', take: 3 })
    ).results.map((m) => m.yearMonth);
    const result = await ask(
      `query($ym: YearMonth!) {
        mobileSubscriptions { totalCount edges { node { subscriptionId } } }
        simCards { totalCount edges { node { simCardNumber } } }
        activations { totalCount edges { node { subscriptionId } } }
        usageSummaries { totalCount edges { node { subscriptionId } } }
        cdrs(filter: { yearMonth: $ym }) { totalCount edges { node { subscriptionId } } } }`,
      customerA,
      { ym: month[1] },
    );
    expect(result.errors).toBeUndefined();
    const data = result.data as Record<
      string,
      { totalCount: number; edges: Array<{ node: Record<string, string> }> }
    >;
    expect(data['mobileSubscriptions']?.edges.map((e) => e.node['subscriptionId'])).toEqual([subA.id]);
    expect(data['simCards']?.edges.map((e) => e.node['simCardNumber'])).toEqual([subA.simCardNumber]);
    for (const list of ['activations', 'usageSummaries', 'cdrs']) {
      const owners = data[list]?.edges.map((e) => e.node['subscriptionId']) ?? [];
      expect(owners, `${list} is not empty`).not.toEqual([]);
      expect(owners, list).toEqual(owners.map(() => subA.id));
    }
  });

  it('is offered the orders a customer may place on their own subscription, and not the staff ones', async () => {
    const result = await ask(
      `query($id: ID) { mobileSubscription(id: $id) { viewerCanSuspendSubscription viewerCanResumeSubscription
        viewerCanSetServices viewerCanSwapSim viewerCanPortOut viewerCanTerminateSubscription } }`,
      customerA,
      { id: subA.id },
    );
    expect(result.data).toEqual({
      mobileSubscription: {
        viewerCanSuspendSubscription: true,
        viewerCanResumeSubscription: false,
        viewerCanSetServices: true,
        viewerCanSwapSim: true,
        viewerCanPortOut: false,
        viewerCanTerminateSubscription: false,
      },
    });
  });

  it.each([
    [
      'mobileSubscription by id',
      'query($id: ID) { x: mobileSubscription(id: $id) { phoneNumber } }',
      () => ({ id: subB.id }),
    ],
    [
      'mobileSubscription by phone number',
      'query($p: String) { x: mobileSubscription(phoneNumber: $p) { phoneNumber } }',
      () => ({ p: subB.phoneNumber }),
    ],
    [
      'simCard',
      'query($n: String!) { x: simCard(simCardNumber: $n) { simCardNumber } }',
      () => ({ n: subB.simCardNumber }),
    ],
    ['activation', 'query($id: ID!) { x: activation(id: $id) { activationId } }', () => ({ id: actB.id })],
    [
      'node',
      'query($id: ID!) { x: node(id: $id) { id } }',
      () => ({ id: encodeGlobalID('MobileSubscription', subB.id) }),
    ],
  ])("cannot read another customer's %s: it is not there for them", async (_what, query, variables) => {
    const result = await ask(query, customerA, variables());
    // not there: null, and no error that would name its type
    expect(result).toEqual({ data: { x: null } });
    expect(JSON.stringify(result)).not.toContain(subB.phoneNumber ?? 'never');
    expect(JSON.stringify(result)).not.toContain(subB.simCardNumber ?? 'never');
  });

  it('reads their own subscription with its PIN and PUK, found through any edge', async () => {
    const result = await ask(
      'query($p: String) { mobileSubscription(phoneNumber: $p) { pin puk simCard { pin subscription { subscriptionId } } activations { edges { node { activationId } } } } }',
      customerB,
      { p: subB.phoneNumber },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.['mobileSubscription']).toMatchObject({
      pin: subB.pin,
      puk: subB.puk,
      simCard: { subscription: { subscriptionId: subB.id } },
    });
  });

  it('cannot read invoices', async () => {
    const result = await ask('{ invoices { totalCount } }', customerA);
    expect(result.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });

  it('suspends their own subscription, is told nothing of another, and cannot order new lines', async () => {
    const own = await order(gw, 'suspendSubscription', { subscriptionId: subA.id }, as(customerA));
    expect(own.__typename).toBe('SuspendSubscriptionPayload');
    const before = (await gw.partner.stats()).SuspendSubscription ?? 0;
    const other = await order(gw, 'suspendSubscription', { subscriptionId: subB.id }, as(customerA));
    expect(other.__typename).toBe('NotFoundError');
    expect((await gw.partner.stats()).SuspendSubscription ?? 0).toBe(before);
    const response = await gw.request(
      'mutation { orderNewSubscription(input: { eSim: true, email: "a@b.nl", confirmationCode: "1" }) { __typename } }',
      undefined,
      as(customerA),
    );
    expect(response.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });

  it('has idempotency keys of their own: the same key from two customers is two orders', async () => {
    const before = (await gw.partner.stats()).ResumeSubscription ?? 0;
    const a = await order(
      gw,
      'resumeSubscription',
      { subscriptionId: subA.id, idempotencyKey: 'same-key' },
      as(customerA),
    );
    const b = await order(
      gw,
      'resumeSubscription',
      { phoneNumber: subB.phoneNumber, idempotencyKey: 'same-key' },
      as(customerB),
    );
    expect([a.__typename, b.__typename]).toEqual(['ResumeSubscriptionPayload', 'ResumeSubscriptionPayload']);
    expect(a.activation?.activationId).not.toBe(b.activation?.activationId);
    expect((await gw.partner.stats()).ResumeSubscription).toBe(before + 2);
  });

  it("cannot follow another customer's order or subscription", async () => {
    const client = wsClient(gw.url, { authorization: `Bearer ${customerA}` });
    const order = follow(
      client,
      'subscription($id: ID!) { activationUpdated(id: $id) { status } }',
      { id: actB.id },
      'activationUpdated',
    );
    const activity = follow(
      client,
      'subscription($id: ID) { mobileSubscriptionActivity(subscriptionId: $id) { status } }',
      { id: subB.id },
      'mobileSubscriptionActivity',
    );
    await order.until((r) => r.done);
    await activity.until((r) => r.errors.length > 0);
    expect(order.events).toEqual([]);
    expect(JSON.stringify(order.errors)).toContain('does not exist');
    expect(activity.events).toEqual([]);
    await client.dispose();
  });
});

describe('staff', () => {
  it('read PIN and PUK only with the sim:secrets scope', async () => {
    const query = 'query($p: String) { mobileSubscription(phoneNumber: $p) { phoneNumber pin } }';
    const without = await ask(query, staff, { p: subA.phoneNumber });
    expect(without.data?.['mobileSubscription']).toMatchObject({ phoneNumber: subA.phoneNumber, pin: null });
    expect(without.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    const withScope = await ask(query, staffWithSecrets, { p: subA.phoneNumber });
    expect(withScope.data?.['mobileSubscription']).toMatchObject({ pin: subA.pin });
  });
});

describe('limits', () => {
  it.each([
    [
      'too deep',
      `{ mobileSubscriptions { edges { node { simCard { subscription { simCard { subscription { simCard { subscription { simCard { subscription { simCard { subscription { phoneNumber } } } } } } } } } } } } } }`,
    ],
    [
      'too many aliases',
      `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: cdrMonths { totalCount }`).join(' ')} }`,
    ],
    ['too many tokens', `{ cdrMonths { ${'totalCount '.repeat(3_500)} } }`],
    [
      'too costly',
      `{ mobileSubscriptions(first: 100) { edges { node { activations(first: 100) { edges { node { subscription { activations(first: 100) { edges { node { activationId } } } } } } } } } } }`,
    ],
  ])('refuse a query that is %s', async (_what, query) => {
    const result = await ask(query, staff);
    expect(result.errors?.length).toBeGreaterThan(0);
    expect(result.data ?? null).toBeNull();
  });

  it('let every example operation through', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const dir = new URL('../src/operations/', import.meta.url);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.graphql'))) {
      const document = readFileSync(new URL(file, dir), 'utf8');
      // the queries: mutations, subscriptions and the orders' shared fragments run elsewhere
      if (!/^query /m.test(document)) continue;
      const result = await ask(document, staffWithSecrets, {
        phoneNumber: subA.phoneNumber,
        yearMonth: '2026_05',
        first: 10,
        // one JSON answer: the Dashboard's slow parts not deferred
        deferSlow: false,
      });
      expect(result.errors, file).toBeUndefined();
    }
  });

  it('refuses a caller over their rate limit with 429 and Retry-After', async () => {
    const limited = await startTestGateway({ openOrders: false }, { ...ENV, RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const send = () =>
        fetch(`${limited.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...as(staff) },
          body: JSON.stringify({ query: '{ cdrMonths { totalCount } }' }),
        });
      for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // over WebSocket the same refusal is an error result, not a broken connection
      const client = wsClient(limited.url, { authorization: `Bearer ${staff}` });
      const live = follow(
        client,
        'subscription($id: ID!) { activationUpdated(id: $id) { status } }',
        { id: actA.id },
        'activationUpdated',
      );
      await live.until((r) => r.done);
      expect(JSON.stringify(live.errors)).toContain('rate limit');
      await client.dispose();
      // a refused start is no open stream
      expect(await (await fetch(`${limited.url}/metrics`)).text()).toMatch(/^graphql_subscriptions_open 0$/m);
      // another caller has a bucket of their own
      expect(
        (
          await fetch(`${limited.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...as(customerA) },
            body: JSON.stringify({ query: '{ cdrMonths { totalCount } }' }),
          })
        ).status,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('logs', () => {
  it('hold no PIN, PUK, confirmation code or token, and mask phone numbers, across every mutation', async () => {
    const code = 'S3CRETC0DE';
    const staffHeaders = as(staffWithSecrets);
    await order(
      gw,
      'orderNewSubscription',
      { eSim: true, email: 'log@example.com', confirmationCode: code },
      staffHeaders,
    );
    await order(
      gw,
      'orderNewSubscription',
      { eSim: true, email: 'log@example.com', confirmationCode: `${code}XX` },
      staffHeaders,
    );
    await order(
      gw,
      'portIn',
      {
        phoneNumber: '0612121212',
        donorCustomerNumber: 'D1',
        eSim: true,
        email: 'a@b.nl',
        confirmationCode: code,
      },
      staffHeaders,
    );
    await order(
      gw,
      'swapSim',
      { subscriptionId: subB.id, eSim: true, email: 'a@b.nl', confirmationCode: code },
      staffHeaders,
    );
    await order(
      gw,
      'setServices',
      { phoneNumber: subB.phoneNumber, services: { voiceMail: true } },
      staffHeaders,
    );
    await order(gw, 'resumeSubscription', { subscriptionId: subB.id }, staffHeaders);
    await order(gw, 'portOut', { phoneNumber: '0698989898' }, staffHeaders);
    await order(gw, 'terminateSubscription', { subscriptionId: 'nope' }, staffHeaders);
    await order(gw, 'cancelNewSubscription', { activationId: 'nope' }, staffHeaders);
    await order(gw, 'changePortIn', { activationId: 'nope', donorCustomerNumber: 'D2' }, staffHeaders);
    await order(gw, 'cancelPortIn', { activationId: 'nope' }, staffHeaders);
    await order(gw, 'cancelPortOut', { activationId: 'nope' }, staffHeaders);
    await order(gw, 'cancelTermination', { activationId: 'nope' }, staffHeaders);
    // a desk that names its requests by the number they are about: the id reaches every line
    await gw.request(
      `query($p: String) { mobileSubscription(phoneNumber: $p) { pin puk } }`,
      { p: subB.phoneNumber },
      { ...as(staffWithSecrets), 'x-request-id': `desk-${subB.phoneNumber}` },
    );
    const logs = loggedText();
    expect(logs).toContain('graphql operation');
    const secrets = [code, `${code}XX`, subB.pin, subB.puk, staffWithSecrets, TEST_JWT_SECRET, API_KEY];
    for (const secret of secrets) if (secret !== undefined) expect(logs).not.toMatch(asWord(secret));
    const phones = ['0612121212', '0698989898', subB.phoneNumber ?? ''];
    for (const phone of phones) expect(logs).not.toMatch(asWord(phone));
    // masked, not dropped: the number in the request id is there with its middle digits hidden
    const phone = subB.phoneNumber ?? '';
    const requestIds = logLines
      .flatMap((chunk) => chunk.split('\n'))
      .filter((line) => line.trim() !== '')
      .map((line) => (JSON.parse(line) as { requestId?: unknown }).requestId);
    expect(requestIds).toContain(`desk-06-${phone.slice(2, 4)}****${phone.slice(-2)}`);
    expect(requestIds.join(' ')).not.toMatch(asWord(phone));
  });
});

describe('operations', () => {
  it('counts provider calls and GraphQL operations in /metrics', async () => {
    await ask('{ mobileSubscriptions(first: 1) { totalCount } }', staff);
    const text = await (await fetch(`${gw.url}/metrics`)).text();
    expect(text).toMatch(/provider_calls_total\{operation="QuerySubscription",status="200"\} \d+/);
    expect(text).toMatch(/graphql_operations_total\{type="query",name="anonymous",outcome="ok"\} \d+/);
    expect(text).toContain('provider_call_duration_seconds_bucket');
    expect(text).toContain('graphql_subscriptions_open');
    expect(text).toContain('activations_watched');
  });
});

describe('production', () => {
  it('refuses to start without authentication', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PROVIDER_BASE_URL: 'https://partner.example' }),
    ).toThrow('AUTH_MODE');
  });

  it('refuses to start without a PostgreSQL server for the order journal', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        AUTH_MODE: 'jwt',
        JWT_SECRET: TEST_JWT_SECRET,
        PROVIDER_BASE_URL: 'https://partner.example',
        METRICS_TOKEN: 'a-metrics-token-16+',
      }),
    ).toThrow('DATABASE_URL');
  });

  it('refuses to start without a partner URL', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', AUTH_MODE: 'jwt', JWT_SECRET: TEST_JWT_SECRET }),
    ).toThrow('PROVIDER_BASE_URL');
  });

  it('turns GraphiQL, introspection and field suggestions off unless enabled', () => {
    const base = {
      NODE_ENV: 'production',
      AUTH_MODE: 'jwt',
      JWT_SECRET: TEST_JWT_SECRET,
      PROVIDER_BASE_URL: 'https://partner.example',
      METRICS_TOKEN: 'a-metrics-token-16+',
      DATABASE_URL: 'postgres://gateway@db.example/gateway',
      PUBLIC_HOSTS: 'gateway.example',
      ENCRYPTION_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    };
    const config = loadConfig(base);
    expect([config.graphiql, config.protection.introspection, config.protection.fieldSuggestions]).toEqual([
      false,
      false,
      false,
    ]);
    const enabled = loadConfig({ ...base, GRAPHIQL: 'true', INTROSPECTION: 'true' });
    expect([enabled.graphiql, enabled.protection.introspection]).toEqual([true, true]);
  });

  it('refuses a secret this repository publishes (a former default, the development key, a placeholder), naming it, and takes one of its own', () => {
    const base = {
      NODE_ENV: 'production',
      AUTH_MODE: 'jwt,apikey',
      JWT_SECRET: TEST_JWT_SECRET,
      API_KEYS: `ours:${createHash('sha256').update('a key of our own').digest('hex')}`,
      PROVIDER_BASE_URL: 'https://partner.example',
      METRICS_TOKEN: 'a-metrics-token-16+',
      DATABASE_URL: 'postgres://gateway:a-password-of-ours@db.example/gateway',
      PUBLIC_HOSTS: 'gateway.example',
      ENCRYPTION_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    };
    expect(loadConfig(base).production).toBe(true);
    const published: Array<[string, string]> = [
      ['ENCRYPTION_KEY', 'Y2hhbmdlLW1lLWNoYW5nZS1tZS1jaGFuZ2UtbWUtMzI='],
      // anywhere in the keyring, as an older key still opening what it sealed
      ['ENCRYPTION_KEY', `${'ab'.repeat(32)},Y2hhbmdlLW1lLWNoYW5nZS1tZS1jaGFuZ2UtbWUtMzI=`],
      ['ENCRYPTION_KEY', createHash('sha256').update('msp-gateway development key').digest('hex')],
      ['API_KEYS', `local:${createHash('sha256').update('change-me-local-key').digest('hex')}`],
      ['DATABASE_URL', 'postgres://gateway:change-me@db.example/gateway'],
      ['METRICS_TOKEN', 'REPLACE-ME'],
    ];
    for (const [name, value] of published)
      expect(() => loadConfig({ ...base, [name]: value }), name).toThrow(
        new RegExp(`${name}: .*published in this repository`),
      );
  });

  it('has no default for a secret in compose.yaml: compose refuses to start without each', async () => {
    const { readFileSync } = await import('node:fs');
    const compose = readFileSync(new URL('../compose.yaml', import.meta.url), 'utf8');
    expect(compose.match(/\$\{\w+:-[^}]*\}/g) ?? []).toEqual([]);
    for (const name of ['POSTGRES_PASSWORD', 'ENCRYPTION_KEY', 'LOCAL_KEY_SHA256'])
      expect(compose).toContain(`\${${name}:?`);
  });

  it('needs a key for the tokens it accepts', () => {
    expect(() => loadConfig({ AUTH_MODE: 'jwt' })).toThrow('JWT_SECRET');
    expect(() => loadConfig({ AUTH_MODE: 'apikey' })).toThrow('API_KEYS');
    expect(() => loadConfig({ AUTH_MODE: 'apikey', API_KEYS: 'x:nothex' })).toThrow('API_KEYS');
  });
});

describe('the persisted-operations allowlist', () => {
  it('runs a listed operation by its hash, refuses another query from an app, and lets a server caller through', async () => {
    const file = new URL('../packages/client/src/generated/persisted-documents.json', import.meta.url)
      .pathname;
    const listed = await startTestGateway(
      { openOrders: false },
      { ...ENV, PERSISTED_OPERATIONS_FILE: file, PERSISTED_OPERATIONS_ONLY: 'true' },
    );
    try {
      const { readFileSync } = await import('node:fs');
      const documents = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const [hash] =
        Object.entries(documents).find(([, document]) => document.includes('query Dashboard')) ?? [];
      const send = (body: unknown, headers: Record<string, string>) =>
        fetch(`${listed.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        }).then(async (r) => ({
          status: r.status,
          body: (await r.json()) as { data?: unknown; errors?: Array<{ message: string }> },
        }));
      const persisted = await send(
        {
          extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
          variables: { first: 2, deferSlow: false },
        },
        as(staffWithSecrets),
      );
      expect(persisted.body.errors).toBeUndefined();
      expect(JSON.stringify(persisted.body.data)).toContain('mobileSubscriptions');
      const arbitrary = await send({ query: '{ cdrMonths { totalCount } }' }, as(staffWithSecrets));
      expect(arbitrary.body.errors?.[0]?.message).toMatch(/persisted/i);
      const server = await send({ query: '{ cdrMonths { totalCount } }' }, { 'x-api-key': API_KEY });
      expect(server.body.errors).toBeUndefined();
    } finally {
      await listed.close();
    }
  });
});

describe('tokens verified against a JWKS URL', () => {
  it('accepts a token signed with a key the JWKS lists, and refuses one signed with another', async () => {
    const { createServer } = await import('node:http');
    const { exportJWK, generateKeyPair } = await import('jose');
    const listed = await generateKeyPair('RS256');
    const other = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(listed.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    const jwks = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    const address = jwks.address() as { port: number };
    const withJwks = await startTestGateway(
      { openOrders: false },
      { AUTH_MODE: 'jwt', JWT_JWKS_URL: `http://127.0.0.1:${address.port}/jwks.json` },
    );
    try {
      const sign = (key: CryptoKey) =>
        staffToken('jwks-user', { secret: key, alg: 'RS256', kid: 'k1', expiresIn: '5m' });
      const call = async (bearer: string) =>
        (
          await fetch(`${withJwks.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
            body: JSON.stringify({ query: '{ cdrMonths { totalCount } }' }),
          })
        ).status;
      expect(await call(await sign(listed.privateKey))).toBe(200);
      expect(await call(await sign(other.privateKey))).toBe(401);
    } finally {
      await withJwks.close();
      jwks.close();
    }
  });
});
