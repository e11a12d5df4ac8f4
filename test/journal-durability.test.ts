/**
 * The order journal keeps a caller's idempotency key where nothing else can lose it: across a
 * restart, a Redis FLUSHALL, two instances starting together, a lost answer; it keeps callers
 * apart however their ids and keys read; and without its database, orders are refused (typed)
 * while reads go on. Real HTTP to real gateways in this process, in front of the real simulator.
 * (A gateway killed with SIGKILL, and the embedded database, are in journal-crashes.test.ts.)
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MIGRATIONS } from '../src/journal/migrations.js';
import { createTestDatabase, fileDatabaseUrl, query } from './utils/database.js';
import type { TestGateway } from './utils/gateway.js';
import { gatewayOn, journalRows, readiness } from './utils/journal.js';
import { follow, wsClient } from './utils/live.js';
import { capturedLogger } from './utils/logs.js';
import { metric } from './utils/metrics.js';
import { order } from './utils/orders.js';
import { freePort } from './utils/ports.js';
import { redisServerFor, startRedisServer } from './utils/redis-server.js';
import { startTestPartner, type TestPartner } from './utils/simulator.js';
import { bearer, staffToken, TEST_JWT_SECRET } from './utils/tokens.js';

/** what each test started, stopped after it (last started, first stopped) */
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function partner(): Promise<TestPartner> {
  const p = await startTestPartner({ openOrders: false });
  cleanups.push(() => p.close());
  return p;
}
/** a gateway that the test may stop itself (stopping twice does nothing more) */
async function gateway(...args: Parameters<typeof gatewayOn>): Promise<TestGateway> {
  const gw = await gatewayOn(...args);
  let stopped: Promise<void> | undefined;
  const close = () => {
    stopped ??= gw.close();
    return stopped;
  };
  cleanups.push(close);
  return { ...gw, close };
}

let serial = 0;
/** an eSIM order under its own key and reference: nothing else in the test file names either */
const newLine = (label: string) => {
  serial += 1;
  return {
    eSim: true,
    email: 'journal@example.com',
    confirmationCode: '1',
    idempotencyKey: `${label}-${serial}-${process.pid}`,
    referenceNumber: `J-${label}-${serial}`,
  };
};
const posts = async (p: TestPartner) => (await p.stats()).NewSubscription ?? 0;
const activeSubscription = async (p: TestPartner) => {
  const page = await p.client.get('QuerySubscription', { take: 100 });
  const sub = page.results.find((s) => s.state === 'ACTIVE' && s.services?.extraSecureMobile !== true);
  if (sub === undefined) throw new Error('no active subscription');
  return sub;
};
const db = () => ({ url: fileDatabaseUrl() });

describe('an idempotency key outlives', () => {
  it('a restart of the gateway: the retry on the next instance is replayed, one POST at the partner', async () => {
    const p = await partner();
    const input = newLine('restart');
    const first = await gateway(p, db());
    const placed = await order(first, 'orderNewSubscription', input);
    expect(placed).toMatchObject({ __typename: 'OrderNewSubscriptionPayload', replayed: false });
    await first.close();

    const second = await gateway(p, db());
    const retry = await order(second, 'orderNewSubscription', input);
    expect(retry).toMatchObject({
      __typename: 'OrderNewSubscriptionPayload',
      replayed: true,
      activation: { activationId: placed.activation?.activationId },
    });
    expect(await posts(p)).toBe(1);
  });

  it.skipIf(!redisServerFor('the FLUSHALL test of the journal'))(
    'a FLUSHALL of the Redis the gateway shares: the retry is replayed, one POST at the partner',
    async () => {
      const redis = await startRedisServer();
      cleanups.push(() => redis.stop());
      const p = await partner();
      const gw = await gateway(p, db(), { REDIS_URL: redis.url });
      const input = newLine('flushall');
      const placed = await order(gw, 'orderNewSubscription', input);
      expect(placed.replayed).toBe(false);

      const admin = new Redis(redis.url);
      try {
        // the gateway wrote there (its rate limits at least), and loses all of it now
        expect(await admin.dbsize()).toBeGreaterThan(0);
        await admin.flushall();
        expect(await admin.dbsize()).toBe(0);
      } finally {
        admin.disconnect();
      }

      const retry = await order(gw, 'orderNewSubscription', input);
      expect(retry).toMatchObject({
        replayed: true,
        activation: { activationId: placed.activation?.activationId },
      });
      expect(await posts(p)).toBe(1);
    },
  );
});

describe('an order whose answer was lost', () => {
  it('is found at the partner without any retry: its entry PLACED and reconciled, and the cached activations of its subscription show it at once', async () => {
    const p = await partner();
    const sub = await activeSubscription(p);
    const gw = await gateway(p, db(), { PARTNER_CACHE: 'true' });
    const ACTIVATIONS = `query($id: String) { activations(filter: { subscriptionId: $id }, first: 100) {
      edges { node { activationId activationType } } } }`;
    const listed = async () => {
      const response = await gw.request<
        { activations: { edges: Array<{ node: { activationId: string; activationType: string } }> } },
        { id: string }
      >(ACTIVATIONS, { id: sub.id });
      return response.data?.activations.edges.map((e) => e.node) ?? [];
    };
    // the list is in the partner cache now, and a second read comes from there
    const before = await listed();
    const reads = (await p.stats()).QueryActivation ?? 0;
    expect(await listed()).toEqual(before);
    expect((await p.stats()).QueryActivation ?? 0).toBe(reads);

    await p.faults({ dropRate: 1, count: 1, operations: ['SuspendSubscription'] });
    const key = `lost-${process.pid}`;
    const lost = await order(gw, 'suspendSubscription', {
      subscriptionId: sub.id,
      idempotencyKey: key,
      referenceNumber: 'J-LOST',
    });
    expect(lost.__typename).toBe('OrderOutcomeUnknownError');

    // the partner placed it: the list the error message points to shows it right away
    const [placedAt] = (await p.client.readAll('QueryActivation', { subscriptionId: sub.id })).results.filter(
      (a) => a.referenceNumber === 'J-LOST',
    );
    expect(placedAt).toBeDefined();
    const after = await listed();
    expect(after).toContainEqual({ activationId: placedAt?.id, activationType: 'SUSPEND' });
    expect(after).toHaveLength(before.length + 1);

    // and reconciliation finds it on its own
    await vi.waitFor(
      async () => {
        const [row] = await journalRows(fileDatabaseUrl(), 'idempotency_key = $1', [key]);
        expect(row).toMatchObject({ outcome: 'PLACED', activation_id: placedAt?.id });
        expect(row?.reconciled_at).toBeInstanceOf(Date);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect((await p.stats()).SuspendSubscription).toBe(1);
  });

  it('is a 502 from a proxy that forwarded it: the retry is answered with the order the partner took, one POST', async () => {
    const p = await partner();
    // a proxy in front of the partner that passes every call on, and answers each POST with a
    // 502 once the partner has answered it, as a load balancer whose upstream answer broke
    const proxy = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        void fetch(`${p.url}${req.url ?? '/'}`, {
          method: req.method ?? 'GET',
          headers: { 'content-type': 'application/json' },
          ...(req.method === 'POST' ? { body: Buffer.concat(chunks) } : {}),
        }).then(async (answer) => {
          const text = await answer.text();
          if (req.method === 'POST') res.writeHead(502).end('Bad Gateway');
          else
            res
              .writeHead(answer.status, {
                'content-type': 'application/json',
                date: answer.headers.get('date') ?? '',
              })
              .end(text);
        });
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => proxy.close(resolve)));
    const gw = await gateway(p, db(), {
      PROVIDER_BASE_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    });
    const sub = await activeSubscription(p);
    const input = {
      subscriptionId: sub.id,
      idempotencyKey: `proxy-${process.pid}`,
      referenceNumber: 'J-502',
    };

    const first = await order(gw, 'suspendSubscription', input);
    expect(first.__typename).toBe('OrderOutcomeUnknownError');
    const retry = await order(gw, 'suspendSubscription', input);
    const [taken] = (await p.client.readAll('QueryActivation', { subscriptionId: sub.id })).results.filter(
      (a) => a.referenceNumber === 'J-502',
    );
    expect(retry).toMatchObject({ replayed: true, activation: { activationId: taken?.id } });
    expect((await p.stats()).SuspendSubscription).toBe(1);
  });

  it('answers a retry while the partner still holds it with OrderOutcomePendingError, then, once it is placed, with the order: one POST', async () => {
    const p = await partner();
    // the gateway gives up after 1 s; the partner takes the order after 2 s, within the settle
    // window (the timeout and 2 s): until then, nothing can be decided
    const gw = await gateway(p, db(), { PROVIDER_TIMEOUT_MS: '1000' });
    await p.faults({ stallRate: 1, stallMs: 2_000, count: 1, operations: ['NewSubscription'] });
    const input = newLine('pending');
    const timedOut = await order(gw, 'orderNewSubscription', input);
    expect(timedOut.__typename).toBe('OrderOutcomeUnknownError');

    const retry = await order(gw, 'orderNewSubscription', input);
    expect(retry.__typename).toBe('OrderOutcomePendingError');
    expect(retry.message).toContain(input.idempotencyKey);
    expect(await posts(p)).toBe(1);

    const placedAtPartner = async () =>
      (await p.client.readAll('QueryActivation', { activationType: 'ACTIVATENEW' })).results.find(
        (a) => a.referenceNumber === input.referenceNumber,
      );
    await vi.waitFor(async () => expect(await placedAtPartner()).toBeDefined(), {
      timeout: 5_000,
      interval: 50,
    });
    const later = await order(gw, 'orderNewSubscription', input);
    expect(later).toMatchObject({
      __typename: 'OrderNewSubscriptionPayload',
      replayed: true,
      activation: { activationId: (await placedAtPartner())?.id },
    });
    expect(await posts(p)).toBe(1);
  });
});

describe('two instances', () => {
  it('starting at the same moment on one empty database both come up, and a key used on one is replayed on the other', async () => {
    const database = await createTestDatabase('twins');
    cleanups.push(() => database.drop());
    const p = await partner();
    const logs = [capturedLogger(), capturedLogger()] as const;
    const [a, b] = await Promise.all(
      logs.map(({ logger }) => gateway(p, { url: database.url }, { LOG_LEVEL: 'debug' }, logger)),
    );
    if (a === undefined || b === undefined) throw new Error('two gateways');
    expect(await Promise.all([a.app.journal.ready(10_000), b.app.journal.ready(10_000)])).toEqual([
      true,
      true,
    ]);
    expect([(await readiness(a.url)).journal, (await readiness(b.url)).journal]).toEqual(['up', 'up']);
    // neither had to try again: the migrations ran once, under the migrator's lock
    for (const { lines } of logs) expect(lines.join('')).not.toContain('order journal unavailable');
    expect(await query(database.url, 'select name from journal_migrations')).toHaveLength(
      Object.keys(MIGRATIONS).length,
    );

    const input = newLine('twins');
    const placed = await order(a, 'orderNewSubscription', input);
    expect(placed.replayed).toBe(false);
    const retry = await order(b, 'orderNewSubscription', input);
    expect(retry).toMatchObject({
      replayed: true,
      activation: { activationId: placed.activation?.activationId },
    });
    expect(await posts(p)).toBe(1);
  });
});

describe('callers whose ids and keys concatenate alike', () => {
  it('place two orders, and each follows their own by key', async () => {
    const p = await partner();
    const gw = await gateway(p, db(), { AUTH_MODE: 'jwt', JWT_SECRET: TEST_JWT_SECRET });
    // token:acme + x:order-1 and token:acme:x + order-1 read the same when joined with ':'
    const callers = [
      { token: await staffToken('acme'), key: 'x:order-1', ref: 'J-ACME' },
      { token: await staffToken('acme:x'), key: 'order-1', ref: 'J-ACMEX' },
    ];
    const placed = [];
    for (const caller of callers) {
      const result = await order(
        gw,
        'orderNewSubscription',
        {
          eSim: true,
          email: 'acme@example.com',
          confirmationCode: '1',
          idempotencyKey: caller.key,
          referenceNumber: caller.ref,
        },
        bearer(caller.token),
      );
      expect(result).toMatchObject({ __typename: 'OrderNewSubscriptionPayload', replayed: false });
      placed.push(result.activation?.activationId);
    }
    expect(new Set(placed).size).toBe(2);
    expect(await posts(p)).toBe(2);

    const BY_KEY = 'subscription($key: String) { activationUpdated(idempotencyKey: $key) { activationId } }';
    for (const [i, caller] of callers.entries()) {
      const client = wsClient(gw.url, { authorization: `Bearer ${caller.token}` });
      cleanups.push(async () => {
        await client.dispose();
      });
      const live = follow(client, BY_KEY, { key: caller.key }, 'activationUpdated');
      await live.until((r) => r.events.length > 0 || r.done);
      live.stop();
      expect(live.errors).toEqual([]);
      expect(live.events[0]).toEqual({ activationId: placed[i] });
    }
    const rows = await journalRows(fileDatabaseUrl(), 'reference_number in ($1, $2)', ['J-ACME', 'J-ACMEX']);
    expect(rows.map((r) => [r.caller_kind, r.caller_subject, r.idempotency_key])).toEqual([
      ['token', 'acme', 'x:order-1'],
      ['token', 'acme:x', 'order-1'],
    ]);
  });
});

describe('a journal in memory', () => {
  it('opens at its first use: until then /ready and journal_up say it can take orders, reads go on, and the first order is placed and replayed', async () => {
    const p = await partner();
    const gw = await gateway(p, { dataDir: 'memory://' });
    expect(await readiness(gw.url)).toMatchObject({ status: 'ok', journal: 'idle', httpStatus: 200 });
    expect(await metric(gw.url, 'journal_up')).toBe(1);
    const page = await gw.request<{ mobileSubscriptions: { totalCount: number } }, never>(
      '{ mobileSubscriptions(first: 1) { totalCount } }',
    );
    expect(page.data?.mobileSubscriptions.totalCount).toBeGreaterThan(0);
    expect(await readiness(gw.url)).toMatchObject({ journal: 'idle' });
    const input = newLine('memory');
    let first = await order(gw, 'orderNewSubscription', input);
    // under load the journal's opening can outlast the partner's keep-alive: the order then goes
    // out on a connection the partner is closing, and its answer is lost. A caller sends it
    // again under the same key, as the error says, and is answered with the order once found
    if (first.__typename === 'OrderOutcomeUnknownError')
      await vi.waitFor(
        async () => {
          first = await order(gw, 'orderNewSubscription', input);
          expect(first.__typename).toBe('OrderNewSubscriptionPayload');
        },
        { timeout: 30_000, interval: 250 },
      );
    else expect(first).toMatchObject({ replayed: false });
    expect(first).toMatchObject({ __typename: 'OrderNewSubscriptionPayload' });
    expect(await readiness(gw.url)).toMatchObject({ status: 'ok', journal: 'up' });
    expect(await order(gw, 'orderNewSubscription', input)).toMatchObject({
      replayed: true,
      activation: { id: first.activation?.id },
    });
    expect(await posts(p)).toBe(1);
  });
});

describe('without its database', () => {
  const SUBSCRIPTIONS = '{ mobileSubscriptions(first: 2) { edges { node { phoneNumber } } } }';
  const served = async (gw: TestGateway) => {
    const response = await gw.request<{ mobileSubscriptions: { edges: unknown[] } }, never>(SUBSCRIPTIONS);
    expect(response.errors).toBeUndefined();
    expect(response.data?.mobileSubscriptions.edges).toHaveLength(2);
  };
  const refused = async (gw: TestGateway, p: TestPartner) => {
    const before = await posts(p);
    for (const input of [newLine('down'), { ...newLine('down'), idempotencyKey: undefined }]) {
      const result = await order(gw, 'orderNewSubscription', input);
      expect(result.__typename).toBe('JournalUnavailableError');
      expect(result.message).toContain('Nothing was ordered');
    }
    expect(await posts(p)).toBe(before);
  };

  it('that never answered: reads are served, orders refused with JournalUnavailableError and never sent, /ready is 503 saying the journal is down', async () => {
    const p = await partner();
    const gw = await gateway(p, { url: `postgres://postgres@127.0.0.1:${await freePort()}/gone` });
    await vi.waitFor(async () => expect(await readiness(gw.url)).toMatchObject({ journal: 'down' }), {
      timeout: 10_000,
      interval: 50,
    });
    // it cannot take orders: no balancer should send it any
    expect(await readiness(gw.url)).toMatchObject({ status: 'starting', httpStatus: 503 });
    await served(gw);
    await refused(gw, p);
  });

  it('that goes away while the gateway runs: the same, and /ready says so; made again, orders go on with no restart', async () => {
    const database = await createTestDatabase('dropped');
    // made again below: dropped after the test whatever happens
    cleanups.push(() => database.drop());
    const p = await partner();
    const gw = await gateway(p, { url: database.url });
    expect(await gw.app.journal.ready()).toBe(true);
    expect((await order(gw, 'orderNewSubscription', newLine('before-drop'))).__typename).toBe(
      'OrderNewSubscriptionPayload',
    );
    expect(await readiness(gw.url)).toMatchObject({ journal: 'up' });

    await database.drop();
    await served(gw);
    await refused(gw, p);
    // lost once it had opened: every instance's, so it stays in the balancer, saying so
    expect(await readiness(gw.url)).toMatchObject({ status: 'degraded', journal: 'down', httpStatus: 200 });

    // restored empty: the gateway makes its tables again and takes orders
    await database.recreate();
    await vi.waitFor(
      async () =>
        expect((await order(gw, 'orderNewSubscription', newLine('again'))).__typename).toBe(
          'OrderNewSubscriptionPayload',
        ),
      { timeout: 15_000, interval: 200 },
    );
    expect(await readiness(gw.url)).toMatchObject({ journal: 'up' });
  });
});
