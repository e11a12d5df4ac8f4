import { readFileSync } from 'node:fs';
import { buildSchema, printSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '../src/schema/index.js';
import { loadConfig } from '../src/settings/config.js';
import { startTestGateway, type TestGateway } from './utils/gateway.js';
import { requestsTo } from './utils/simulator.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ openOrders: false }, { PROVIDER_RETRIES: '0' });
});
afterAll(() => gw.close());

describe('the HTTP server', () => {
  it('answers liveness at /health', async () => {
    expect((await fetch(`${gw.url}/health`)).status).toBe(200);
  });

  it("reports at /ready the partner's health as its own calls found it, without calling the partner", async () => {
    const metric = async (name: string) => {
      const text = await (await fetch(`${gw.url}/metrics`)).text();
      return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
    };
    type Ready = { status: string; partner: { status: string; consecutiveFailures: number } };
    const ready = async () => {
      const response = await fetch(`${gw.url}/ready`);
      return { status: response.status, body: (await response.json()) as Ready };
    };
    const ask = () => gw.request('{ cdrMonths { totalCount } }');
    const probes = async () => {
      const before = await gw.calls();
      for (let i = 0; i < 5; i++) await ready();
      return (await gw.calls()) - before;
    };
    // ready once its journal is open
    await vi.waitFor(async () => expect((await ready()).status).toBe(200), { timeout: 10_000, interval: 20 });
    await ask();
    expect(await ready()).toMatchObject({ status: 200, body: { status: 'ok', partner: { status: 'up' } } });
    expect(await probes()).toBe(0);
    await gw.partner.faults({ outageMs: 60_000 });
    // one failed call is not an outage; three in a row are
    await ask();
    expect((await ready()).body.partner).toMatchObject({ status: 'up', consecutiveFailures: 1 });
    await ask();
    await ask();
    // still ready: the partner is every instance's, and typed errors beat refused connections
    expect(await ready()).toMatchObject({
      status: 200,
      body: { status: 'degraded', partner: { status: 'down' } },
    });
    expect(await metric('partner_up')).toBe(0);
    await gw.partner.advance(60_000);
    await ask();
    expect(await ready()).toMatchObject({ status: 200, body: { status: 'ok', partner: { status: 'up' } } });
    expect(await metric('partner_up')).toBe(1);
  });

  it('serves GraphiQL from the gateway itself, loading nothing from another origin', async () => {
    const response = await fetch(`${gw.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('query Dashboard');
    const external = [...html.matchAll(/(?:src|href)\s*=\s*["'](https?:)?\/\/[^"']+/g)].map((m) => m[0]);
    expect(external).toEqual([]);
    expect(html).not.toMatch(/unpkg|jsdelivr|cdnjs/);
  });

  it('answers a GET query that carries a CSRF header, and refuses one without', async () => {
    const url = `${gw.url}/graphql?query=${encodeURIComponent('{ cdrMonths { totalCount } }')}`;
    const accept = 'application/graphql-response+json';
    expect((await fetch(url, { headers: { accept } })).status).toBe(403);
    expect((await fetch(url, { headers: { accept, 'x-graphql-yoga-csrf': '1' } })).status).toBe(200);
  });

  it('refuses a form post, which a cross-site page could send', async () => {
    const response = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query={cdrMonths{totalCount}}',
    });
    expect(response.status).toBe(403);
  });

  it('refuses a body over the size limit before reading it', async () => {
    const response = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ cdrMonths { totalCount } } # ${'x'.repeat(200_000)}` }),
    });
    expect(response.status).toBe(413);
    // and closes the connection: kept alive, it would have the rest of the body read
    expect(response.headers.get('connection')).toBe('close');
  });
});

describe('the schema', () => {
  it('matches the checked-in schema.graphql (run npm run codegen after a change)', () => {
    const checkedIn = readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8');
    expect(printSchema(buildSchema(checkedIn))).toBe(printSchema(schema));
  });

  it('names its root types as the design says, and leaves Subscription to GraphQL', () => {
    const types = Object.keys(schema.getTypeMap());
    for (const name of [
      'MobileSubscription',
      'SimCard',
      'Activation',
      'Services',
      'Invoice',
      'CdrMonth',
      'Cdr',
      'RateClass',
      'BundleModule',
      'UsageSummary',
      'UsageDetail',
      'OtherActivation',
    ]) {
      expect(types).toContain(name);
    }
    expect(schema.getQueryType()?.getFields()).toHaveProperty('node');
  });
});

describe('configuration', () => {
  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PROVIDER_BASE_URL: 'ftp://partner' }, 'PROVIDER_BASE_URL'],
    [{ PROVIDER_AUTH: 'bearer' }, 'PROVIDER_TOKEN'],
    [{ PROVIDER_AUTH: 'magic' }, 'PROVIDER_AUTH'],
    [{ LOADER_MODE: 'clever' }, 'LOADER_MODE'],
    [{ SIMULATOR_STEP_MS: '-5' }, 'SIMULATOR_STEP_MS'],
    [
      { PROVIDER_CLIENT_CERT_FILE: '/nonexistent.pem', PROVIDER_CLIENT_KEY_FILE: '/nonexistent.key' },
      'PROVIDER_CLIENT_CERT_FILE',
    ],
  ])('refuses %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('starts the embedded simulator when no PROVIDER_BASE_URL is set', () => {
    expect(loadConfig({}).provider.baseUrl).toBeUndefined();
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight, closes WebSockets with 1001 Going Away, and stops polling', async () => {
    const { follow, wsClient } = await import('./utils/live.js');
    const own = await startTestGateway({ openOrders: false }, { WATCH_MIN_INTERVAL_MS: '50' });
    const activation = (await own.partner.client.get('QueryActivation', { take: 1 })).results[0];
    const client = wsClient(own.url);
    const live = follow(
      client,
      'subscription($id: ID!) { mobileSubscriptionActivity(subscriptionId: $id) { status } }',
      { id: activation?.subscriptionId },
      'mobileSubscriptionActivity',
    );
    // the follower has listed the subscription's orders: its poller runs
    await vi.waitFor(
      () =>
        expect(
          requestsTo(own.partner, 'QueryActivation', `subscriptionId=${activation?.subscriptionId}`),
        ).toBeGreaterThanOrEqual(1),
      { timeout: 5_000, interval: 10 },
    );
    await own.partner.faults({ latencyMs: 300, operations: ['QueryCdrMonth'] });
    const inFlight = own.request<{ cdrMonths: { totalCount: number } }, never>(
      '{ cdrMonths { totalCount } }',
    );
    // the request has reached the partner, which takes 300 ms to answer
    await vi.waitFor(() => expect(requestsTo(own.partner, 'QueryCdrMonth')).toBe(1), {
      timeout: 5_000,
      interval: 5,
    });
    await own.app.stop();
    expect((await inFlight).data?.cdrMonths.totalCount).toBeGreaterThan(0);
    await live.until((r) => r.done);
    expect((live.errors[0] as { code?: number } | undefined)?.code).toBe(1001);
    expect(own.app.live.watcher.stats().watched).toBe(0);
    await client.dispose();
    await own.partner.close();
  });
});
