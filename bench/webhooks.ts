/**
 * What order webhooks deliver (src/webhooks/): messages per second from the outbox to a local
 * receiver that answers 204 at once, on PostgreSQL and the embedded PGlite; and the time from
 * an order reaching DONE at the partner to the receiver's 2xx for its order.finished, through
 * the whole gateway (the watcher's poll, the journal's statement, the delivery job); and the
 * time a healthy endpoint's order.placed takes alone and beside an endpoint that never answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProviderClient } from '../src/provider/client.js';
import { benchDatabaseUrl, gatewayOn, percentile } from './harness.js';

export interface WebhookRow {
  scenario: string;
  database: string;
  messages: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** a receiver that answers 204 and tells each message's type, order and arrival */
async function receiver(
  onMessage: (body: { type: string; data: Record<string, unknown> }, at: number) => void,
) {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.writeHead(204).end();
      onMessage(JSON.parse(Buffer.concat(chunks).toString('utf8')), performance.now());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** the simulator's step (its default): an order moves one status per step */
const STEP_MS = 5_000;

const CREATE = 'mutation ($url: String!) { createWebhookEndpoint(input: { url: $url }) { secret } }';
const SUSPEND = `mutation ($input: SuspendSubscriptionInput!) {
  r: suspendSubscription(input: $input) { ... on SuspendSubscriptionPayload { activation { activationId } } }
}`;

/** suspends `count` subscriptions through the gateway; answers their activation ids */
async function suspendMany(gw: Awaited<ReturnType<typeof gatewayOn>>, count: number, label: string) {
  const partner = new ProviderClient({ baseUrl: gw.simulator.url, timeoutMs: 10_000 });
  const page = await partner.get('QuerySubscription', { take: 1000 });
  await partner.close();
  const subs = page.results.filter((s) => s.state === 'ACTIVE').slice(0, count);
  const ids: string[] = [];
  for (const [i, sub] of subs.entries()) {
    const data = (await gw.graphql(SUSPEND, {
      input: { subscriptionId: sub.id, idempotencyKey: `${label}-${i}` },
    })) as { r?: { activation?: { activationId: string } } };
    const id = data.r?.activation?.activationId;
    if (id !== undefined) ids.push(id);
  }
  return ids;
}

/**
 * Throughput: `orders` orders placed with no endpoint, then `endpoints` endpoints made and
 * every order moved on at once (one status change each, one message per endpoint), timed from
 * the clock advance to the last message taken. Reads the outbox and sends as a running
 * gateway does (WEBHOOK_CONCURRENCY at its default).
 */
async function throughput(
  database: string,
  env: Record<string, string>,
  orders: number,
  endpoints: number,
): Promise<WebhookRow> {
  const gw = await gatewayOn(0, { WATCH_MIN_INTERVAL_MS: '50', WATCH_MAX_INTERVAL_MS: '200', ...env });
  let taken = 0;
  let last = 0;
  let done: () => void = () => undefined;
  const all = new Promise<void>((resolve) => {
    done = resolve;
  });
  let expected = Number.POSITIVE_INFINITY;
  const r = await receiver((_body, at) => {
    taken += 1;
    last = at;
    if (taken === expected) done();
  });
  try {
    const placed = await suspendMany(gw, orders, `throughput-${database}`);
    expected = placed.length * endpoints;
    for (let i = 0; i < endpoints; i++) await gw.graphql(CREATE, { url: `${r.url}/${i}` });
    const started = performance.now();
    // INIT -> BUSY for every order: one order.status_changed each
    await fetch(`${gw.simulator.url}/__simulator/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: STEP_MS }),
    });
    const bounded = await Promise.race([
      all.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 120_000).unref()),
    ]);
    if (!bounded) throw new Error(`${database}: ${taken} of ${expected} messages in 120 s`);
    const seconds = (last - started) / 1000;
    return {
      scenario: 'throughput',
      database,
      messages: taken,
      perSecond: taken / seconds,
      p50: Number.NaN,
      p99: Number.NaN,
    };
  } finally {
    await r.close();
    await gw.close();
  }
}

/**
 * Latency: `orders` orders followed by the gateway with its default poll interval (1 s while
 * young), moved to DONE at the partner at once; for each, the time from that moment to the
 * receiver's 2xx of its order.finished.
 */
async function doneToDelivered(orders: number): Promise<WebhookRow> {
  const gw = await gatewayOn(0, { WATCH_MIN_INTERVAL_MS: '1000' });
  const arrivals = new Map<string, number>();
  const r = await receiver((body, at) => {
    if (body.type === 'order.finished') arrivals.set(String(body.data['activationId']), at);
  });
  try {
    await gw.graphql(CREATE, { url: r.url });
    const ids = await suspendMany(gw, orders, 'latency');
    const advance = async () => {
      await fetch(`${gw.simulator.url}/__simulator/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs: STEP_MS }),
      });
    };
    await advance(); // BUSY
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // seen by a poll
    const done = performance.now();
    await advance(); // DONE
    const deadline = Date.now() + 30_000;
    while (arrivals.size < ids.length && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const latencies = [...arrivals.values()].map((at) => at - done);
    return {
      scenario: 'DONE at the partner to the 2xx',
      database: 'PostgreSQL',
      messages: latencies.length,
      perSecond: Number.NaN,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
    };
  } finally {
    await r.close();
    await gw.close();
  }
}

/** a receiver that accepts every request, at any path, and answers none until `release` */
async function hangingReceiver() {
  const held: ServerResponse[] = [];
  const server: Server = createServer((req, res) => {
    req.resume();
    held.push(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    /** the URL of its `i`th endpoint */
    url: (i: number) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/${i}`,
    /** answers what it holds, so that the gateway's stop does not wait on it */
    release: () => {
      for (const res of held.splice(0)) if (!res.writableEnded) res.writeHead(204).end();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A healthy endpoint beside `hanging` endpoints that never answer: the healthy one answers one
 * order first (not timed: from then on it is known to answer), then the hanging ones are made,
 * so that each later order's messages to them are taken up first; `orders` orders placed one
 * after the other, and for each, the time from sending the mutation to the healthy receiver's
 * 2xx of its order.placed. WEBHOOK_TIMEOUT_MS and WEBHOOK_CONCURRENCY at their defaults (15 s,
 * 8 workers).
 */
export async function besideHanging(orders: number, hanging: number): Promise<WebhookRow> {
  const gw = await gatewayOn(0, { DATABASE_URL: await benchDatabaseUrl() });
  const arrivals = new Map<string, number>();
  const healthy = await receiver((body, at) => {
    if (body.type === 'order.placed') arrivals.set(String(body.data['activationId']), at);
  });
  const stuck = await hangingReceiver();
  try {
    await gw.graphql(CREATE, { url: healthy.url });
    const partner = new ProviderClient({ baseUrl: gw.simulator.url, timeoutMs: 10_000 });
    const page = await partner.get('QuerySubscription', { take: 1000 });
    await partner.close();
    const subs = page.results.filter((s) => s.state === 'ACTIVE');
    /** each order's activation, and when its mutation was sent */
    const answered = new Map<string, number>();
    // the first `orders` subscriptions after the warm-up's that the partner takes a suspension of
    let made = false;
    for (const [i, sub] of subs.entries()) {
      if (answered.size === orders + 1) break;
      if (answered.size === 1 && !made) {
        made = true;
        // the warm-up order's message is taken before the hanging endpoints are made
        const deadline = Date.now() + 10_000;
        while (arrivals.size === 0 && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 20));
        for (let h = 0; h < hanging; h++) await gw.graphql(CREATE, { url: stuck.url(h) });
      }
      const sent = performance.now();
      const data = (await gw.graphql(SUSPEND, {
        input: { subscriptionId: sub.id, idempotencyKey: `beside-${hanging}-${i}` },
      })) as { r?: { activation?: { activationId: string } } };
      const id = data.r?.activation?.activationId;
      if (id !== undefined) answered.set(id, sent);
    }
    const [warmUp] = answered.keys();
    if (warmUp !== undefined) answered.delete(warmUp);
    // every one, however long the hanging endpoints keep them (a timeout and a bit at worst)
    const deadline = Date.now() + 60_000;
    const arrived = () => [...answered.keys()].filter((id) => arrivals.has(id)).length;
    while (arrived() < answered.size && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const delays = [...answered].flatMap(([id, at]) => {
      const got = arrivals.get(id);
      return got === undefined ? [] : [got - at];
    });
    return {
      scenario:
        hanging === 0
          ? 'order.placed to a healthy endpoint alone'
          : `order.placed to a healthy endpoint beside ${hanging === 1 ? 'one that never answers' : `${hanging} that never answer`}`,
      database: 'PostgreSQL',
      messages: delays.length,
      perSecond: Number.NaN,
      p50: percentile(delays, 50),
      p99: percentile(delays, 99),
    };
  } finally {
    stuck.release();
    await healthy.close();
    await gw.close();
    await stuck.close();
  }
}

export async function webhookScenario(orders: number, endpoints: number): Promise<WebhookRow[]> {
  const rows = [
    await throughput('PostgreSQL', { DATABASE_URL: await benchDatabaseUrl() }, orders, endpoints),
  ];
  const dataDir = mkdtempSync(join(tmpdir(), 'msp-bench-webhooks-'));
  try {
    rows.push(await throughput('PGlite', { DATA_DIR: dataDir }, orders, endpoints));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  rows.push(await doneToDelivered(100));
  for (const hanging of [0, 1, 2, 8]) rows.push(await besideHanging(12, hanging));
  return rows;
}

export function webhookTable(rows: WebhookRow[]): string {
  const header =
    '| scenario | database | messages | per second | p50 ms | p99 ms |\n|---|---|---:|---:|---:|---:|';
  const n = (v: number) => (Number.isNaN(v) ? '' : v.toFixed(0));
  return [
    header,
    ...rows.map(
      (r) =>
        `| ${r.scenario} | ${r.database} | ${r.messages} | ${n(r.perSecond)} | ${n(r.p50)} | ${n(r.p99)} |`,
    ),
  ].join('\n');
}
