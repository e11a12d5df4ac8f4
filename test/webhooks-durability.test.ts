/**
 * Webhook messages across what a gateway does not choose: a process killed with SIGKILL while
 * messages wait (on PostgreSQL and on the embedded PGlite), and two instances on one database.
 * Nothing is lost, and no attempt is made twice: every message reaches the receiver, in order
 * per order, under the webhook-id it was first sent with.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { fileDatabaseUrl } from './utils/database.js';
import type { TestGateway } from './utils/gateway.js';
import { gatewayOn } from './utils/journal.js';
import { follow, wsClient } from './utils/live.js';
import { type GatewayProcess, spawnGateway } from './utils/process.js';
import { type Received, startReceiver, type TestReceiver } from './utils/receiver.js';
import { STEP_MS, startTestPartner, type TestPartner } from './utils/simulator.js';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function partner(): Promise<TestPartner> {
  const p = await startTestPartner({ openOrders: false });
  cleanups.push(() => p.close());
  return p;
}
async function receiver(): Promise<TestReceiver> {
  const r = await startReceiver();
  cleanups.push(() => r.close());
  return r;
}
async function spawned(env: Record<string, string>): Promise<GatewayProcess> {
  const gw = await spawnGateway(env);
  cleanups.push(() => gw.stop('SIGKILL'));
  return gw;
}

async function graphql<R>(url: string, query: string, variables: Record<string, unknown> = {}): Promise<R> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: R; errors?: unknown };
  if (body.errors !== undefined || body.data === undefined) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const createEndpoint = (url: string, target: string) =>
  graphql(url, 'mutation ($url: String!) { createWebhookEndpoint(input: { url: $url }) { secret } }', {
    url: target,
  });

/** suspends the `n`th active subscription through the gateway at `url`; answers the activation's id */
async function suspend(url: string, p: TestPartner, n: number): Promise<string> {
  const page = await p.client.get('QuerySubscription', { take: 100 });
  const sub = page.results.filter((s) => s.state === 'ACTIVE')[n];
  if (sub === undefined) throw new Error('no active subscription');
  const { result } = await graphql<{ result: { activation?: { activationId: string } } }>(
    url,
    `mutation ($input: SuspendSubscriptionInput!) {
      result: suspendSubscription(input: $input) { ... on SuspendSubscriptionPayload { activation { activationId } } }
    }`,
    { input: { subscriptionId: sub.id, idempotencyKey: `durable-${n}-${process.pid}` } },
  );
  const id = result.activation?.activationId;
  if (id === undefined) throw new Error('not placed');
  return id;
}

/** the messages about one activation, in the order they came */
const about = (received: readonly Received[], activationId: string) =>
  received.filter((m) => m.message.data['activationId'] === activationId);

describe('a gateway killed with SIGKILL', () => {
  /** `moves`: whether the order moves on while no gateway runs (a message of its own then) */
  const killed = async (journal: Record<string, string>, moves = true) => {
    const p = await partner();
    const r = await receiver();
    // the first attempt is never answered: the gateway dies with it in flight
    let up = false;
    r.answerWith(() => (up ? 204 : 'hold'));
    const env = { PROVIDER_BASE_URL: p.url, WEBHOOK_TIMEOUT_MS: '1000', ...journal };
    const first = await spawned(env);
    await createEndpoint(first.url, r.url);
    const activationId = await suspend(first.url, p, 1);
    await r.until((got) => got.length >= 1);
    await first.stop('SIGKILL');

    // the order moves on while no gateway runs; the receiver answers again
    if (moves) await p.advance(STEP_MS);
    up = true;
    await spawned(env);
    const last = moves ? 'order.status_changed' : 'order.placed';
    const done = (all: readonly Received[]) =>
      about(all, activationId).some((m) => m.answeredWith === 204 && m.message.type === last);
    const got = about(await r.until(done), activationId);
    const taken = got.filter((m) => m.answeredWith === 204);
    expect(taken.map((m) => m.message.type)).toEqual(
      moves ? ['order.placed', 'order.status_changed'] : ['order.placed'],
    );
    // the message in flight at the kill is sent again under its webhook-id
    expect(taken[0]?.webhookId).toBe(got[0]?.webhookId);
  };

  it('while a message is in flight, on PostgreSQL: after a restart it goes out again under its webhook-id, then the status seen since', async () => {
    await killed({ DATABASE_URL: fileDatabaseUrl() });
  }, 60_000);

  it('while a message is in flight, on the embedded PGlite: the same, from the same DATA_DIR', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'msp-webhooks-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    await killed({ DATA_DIR: dataDir });
  }, 60_000);

  it('while a message is in flight, on the embedded PGlite, and nothing new since: after a restart it goes out again all the same', async () => {
    // the embedded journal's queues start when needed (src/journal/on-demand-queues.ts): here
    // no order writes a message, so only what waits in the outbox as it opens starts them
    const dataDir = await mkdtemp(join(tmpdir(), 'msp-webhooks-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    await killed({ DATA_DIR: dataDir }, false);
  }, 60_000);
});

describe('two instances on one database', () => {
  it('deliver every message once, each order in order, whichever instance recorded it', async () => {
    const p = await partner();
    const r = await receiver();
    const at = { url: fileDatabaseUrl() };
    const gateways: TestGateway[] = [];
    for (let i = 0; i < 2; i++) {
      const gw = await gatewayOn(p, at, { WATCH_MIN_INTERVAL_MS: '50', WATCH_MAX_INTERVAL_MS: '200' });
      cleanups.push(() => gw.close());
      gateways.push(gw);
    }
    const [a, b] = gateways;
    if (a === undefined || b === undefined) throw new Error('two gateways');
    await createEndpoint(a.url, r.url);
    const ids: string[] = [];
    for (let n = 0; n < 8; n++) ids.push(await suspend((n % 2 === 0 ? a : b).url, p, 10 + n));
    // both instances follow every order: each sees every change, and both go to record it
    const following = gateways.map((gw) => {
      const client = wsClient(gw.url);
      cleanups.push(async () => client.dispose());
      return follow(
        client,
        'subscription ($ids: [ID!]!) { activationsUpdated(ids: $ids) { id status } }',
        { ids },
        'activationsUpdated',
      );
    });
    for (const f of following) await f.until((r) => r.events.length >= ids.length, 10_000);
    await p.advance(STEP_MS);
    await p.advance(STEP_MS);
    const finished = (all: readonly Received[]) =>
      ids.every((id) => about(all, id).some((m) => m.message.type === 'order.finished'));
    const got = await r.until(finished);
    expect(new Set(got.map((m) => m.webhookId)).size).toBe(got.length);
    for (const id of ids) {
      // one message per change: a change both instances saw and recorded twice would repeat a row
      const changes = about(got, id).map((m) => [
        m.message.type,
        m.message.data['previousStatus'],
        m.message.data['status'],
        m.message.data['portingStatus'],
      ]);
      expect(changes).toEqual([...new Map(changes.map((c) => [JSON.stringify(c), c])).values()]);
      // and each one changes what the one before it left
      for (const [type, previous, status] of changes.slice(1))
        expect(status, String(type)).not.toBe(previous);
      expect(changes[0]?.[0]).toBe('order.placed');
      expect(changes.at(-1)?.[0]).toBe('order.finished');
      expect(changes.filter(([type]) => type === 'order.finished')).toHaveLength(1);
      // each change starts from the status the one before it ended in
      expect(changes.slice(1).map((c) => c[1])).toEqual(changes.slice(0, -1).map((c) => c[2]));
    }
  });
});

/** a TCP proxy to PostgreSQL that a test can cut (every connection ended, new ones refused) and mend */
async function databaseProxy() {
  const sockets = new Set<Socket>();
  let open = true;
  const server = createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = new Socket();
    upstream.connect(5432, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  cleanups.push(async () => {
    for (const socket of sockets) socket.destroy();
  });
  return {
    url: (database: string) => {
      const url = new URL(database);
      url.host = `127.0.0.1:${port}`;
      return url.toString();
    },
    cut: () => {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    mend: () => {
      open = true;
    },
  };
}

describe('the database away while orders move', () => {
  it("records every status the watcher saw meanwhile once it is back, in order, and its order's messages go out", async () => {
    const p = await partner();
    const r = await receiver();
    const proxy = await databaseProxy();
    const gw = await gatewayOn(
      p,
      { url: proxy.url(fileDatabaseUrl()) },
      {
        WATCH_MIN_INTERVAL_MS: '50',
        WATCH_MAX_INTERVAL_MS: '200',
        DATABASE_TIMEOUT_MS: '500',
        // a job cut off from the database mid-delivery is taken up again within seconds
        WEBHOOK_TIMEOUT_MS: '1000',
      },
    );
    cleanups.push(() => gw.close());
    await createEndpoint(gw.url, r.url);
    const activationId = await suspend(gw.url, p, 2);
    await r.until((all) => about(all, activationId).length >= 1);

    proxy.cut();
    // BUSY, then DONE, while the journal cannot be written: the poller sees both, and stops at DONE
    const seen = async () => {
      const event = await gw.app.live.watcher.latest(activationId);
      return event?.kind === 'state' ? event.activation.status : undefined;
    };
    await p.advance(STEP_MS);
    await expect.poll(seen, { timeout: 10_000 }).toBe('BUSY');
    await p.advance(STEP_MS);
    await expect
      .poll(async () => (await p.activation(activationId)).status, { timeout: 10_000 })
      .toBe('DONE');
    await expect.poll(() => gw.app.live.watcher.stats().watched, { timeout: 10_000 }).toBe(0);
    proxy.mend();

    const got = about(
      await r.until((all) => about(all, activationId).some((m) => m.message.type === 'order.finished')),
      activationId,
    );
    // order.placed may come twice (its delivery could not be recorded): under one webhook-id
    const once = got.filter((m, i) => got.findIndex((n) => n.webhookId === m.webhookId) === i);
    // each status seen while the journal was away is recorded, in order, and told
    expect(once.map((m) => [m.message.type, m.message.data['status']])).toEqual([
      ['order.placed', 'INIT'],
      ['order.status_changed', 'BUSY'],
      ['order.finished', 'DONE'],
    ]);
  }, 60_000);
});

describe('a change of ENCRYPTION_KEY', () => {
  it("fails an endpoint's attempts saying its secret cannot be read, until staff rotate it; then its messages go", async () => {
    const p = await partner();
    const r = await receiver();
    const at = { url: fileDatabaseUrl() };
    const key = (byte: string) => byte.repeat(64);
    const before = await gatewayOn(p, at, {
      ENCRYPTION_KEY: key('a'),
      WEBHOOK_RETRY_SCHEDULE: '100ms,100ms,100ms',
    });
    const { createWebhookEndpoint } = await graphql<{ createWebhookEndpoint: { endpoint: { id: string } } }>(
      before.url,
      'mutation ($url: String!) { createWebhookEndpoint(input: { url: $url }) { endpoint { id } } }',
      { url: r.url },
    );
    const endpointId = createWebhookEndpoint.endpoint.id;
    await before.close();

    const after = await gatewayOn(p, at, {
      ENCRYPTION_KEY: key('b'),
      WEBHOOK_RETRY_SCHEDULE: '100ms,100ms,100ms',
    });
    cleanups.push(() => after.close());
    const activationId = await suspend(after.url, p, 3);
    const errors = async () =>
      (
        await graphql<{
          webhookDeliveries: { edges: Array<{ node: { status: string; lastError: string | null } }> };
        }>(
          after.url,
          'query ($id: ID!) { webhookDeliveries(first: 5, filter: { endpointId: $id }) { edges { node { status lastError } } } }',
          { id: endpointId },
        )
      ).webhookDeliveries.edges.map((e) => e.node);
    await expect.poll(async () => (await errors())[0]?.status, { timeout: 10_000 }).toBe('FAILED');
    expect((await errors())[0]?.lastError).toContain('ENCRYPTION_KEY');
    expect(r.received).toHaveLength(0);

    const { rotateWebhookSecret } = await graphql<{ rotateWebhookSecret: { secret: string } }>(
      after.url,
      'mutation ($id: ID!) { rotateWebhookSecret(id: $id) { secret } }',
      { id: endpointId },
    );
    await graphql(
      after.url,
      'mutation ($id: ID!, $since: DateTime!) { replayFailedWebhookDeliveries(endpointId: $id, since: $since) }',
      {
        id: endpointId,
        since: new Date(0).toISOString(),
      },
    );
    const [m] = await r.until((all) => about(all, activationId).length >= 1);
    // one signature: the secret before the rotation is unreadable, and left out
    expect(String(m?.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(
      new Webhook(rotateWebhookSecret.secret).verify(m?.body ?? '', m?.headers as Record<string, string>),
    ).toEqual(m?.message);
  });
});
