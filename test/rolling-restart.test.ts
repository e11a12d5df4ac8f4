/**
 * A rolling restart, as an orchestrator makes one: two gateway processes on one PostgreSQL and
 * one Redis behind a balancer, each stopped with SIGTERM and replaced in turn while a phone
 * follows an order over graphql-ws through the balancer. The follower reconnects to whichever
 * instance is up, and sees the order's every status through to DONE; the order is sent once.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { createClient } from 'graphql-ws';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestDatabase } from './utils/database.js';
import { type GatewayProcess, spawnGateway } from './utils/process.js';
import { dropKeys, REDIS_URL } from './utils/redis.js';
import { STEP_MS, startTestPartner } from './utils/simulator.js';

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A balancer: each connection goes to the next upstream that accepts it. */
async function startBalancer(): Promise<{ url: string; set(upstreams: readonly string[]): void }> {
  let upstreams: readonly string[] = [];
  let next = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    client.pause();
    const attempt = (tries: number) => {
      const target = upstreams[next++ % Math.max(1, upstreams.length)];
      if (target === undefined || tries === 0) {
        client.destroy();
        return;
      }
      const { hostname, port } = new URL(target);
      const upstream = tcpConnect(Number(port), hostname);
      upstream.once('error', () => attempt(tries - 1));
      upstream.once('connect', () => {
        upstream.removeAllListeners('error');
        upstream.on('error', () => client.destroy());
        sockets.add(upstream);
        upstream.on('close', () => {
          sockets.delete(upstream);
          client.destroy();
        });
        client.on('close', () => upstream.destroy());
        client.pipe(upstream).pipe(client);
        client.resume();
      });
    };
    attempt(upstreams.length);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  cleanups.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    set: (list) => {
      upstreams = list;
    },
  };
}

describe('a rolling restart of two instances', () => {
  it('keeps a follower to DONE through the balancer while each instance is stopped and replaced, and sends the order once', async () => {
    const partner = await startTestPartner({ openOrders: false });
    cleanups.push(() => partner.close());
    const database = await createTestDatabase('rolling');
    cleanups.push(() => database.drop());
    const prefix = `rolling-${randomUUID()}:`;
    cleanups.push(() => dropKeys(prefix));
    const env = {
      PROVIDER_BASE_URL: partner.url,
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      WATCH_MIN_INTERVAL_MS: '50',
      WATCH_MAX_INTERVAL_MS: '200',
      LEASE_TTL_MS: '1000',
      LOG_LEVEL: 'silent',
    };
    const instance = async () => {
      const gw = await spawnGateway(env);
      cleanups.push(() => gw.stop('SIGKILL'));
      return gw;
    };
    const ready = async (gw: GatewayProcess) => {
      for (;;) {
        const response = await fetch(`${gw.url}/ready`);
        if (response.status === 200) return;
        await response.body?.cancel();
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    let [a, b] = await Promise.all([instance(), instance()]);
    await Promise.all([ready(a), ready(b)]);
    const balancer = await startBalancer();
    balancer.set([a.url, b.url]);

    const active = (await partner.client.get('QuerySubscription', { take: 20 })).results.find(
      (sub) => sub.state === 'ACTIVE',
    );
    const response = await fetch(`${balancer.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation($input: SuspendSubscriptionInput!) { suspendSubscription(input: $input) {
          ... on SuspendSubscriptionPayload { activation { activationId } } } }`,
        variables: {
          input: {
            subscriptionId: active?.id,
            idempotencyKey: `rolling-${randomUUID()}`,
          },
        },
      }),
    });
    const placed = (await response.json()) as {
      data?: { suspendSubscription?: { activation?: { activationId: string } } };
    };
    const id = placed.data?.suspendSubscription?.activation?.activationId ?? '';
    expect(id).not.toBe('');
    const posts = (await partner.stats()).SuspendSubscription ?? 0;

    // a phone: graphql-ws that reconnects and subscribes again, through the balancer
    let connections = 0;
    const statuses: string[] = [];
    const errors: unknown[] = [];
    const waiters = new Set<() => void>();
    const changed = () => {
      for (const waiter of [...waiters]) waiter();
    };
    const until = (holds: () => boolean) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (!holds()) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      });
    let completed = false;
    const client = createClient({
      url: `${balancer.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 50,
      retryWait: () => new Promise((resolve) => setTimeout(resolve, 50)),
      shouldRetry: () => true,
      on: {
        connected: () => {
          connections += 1;
          changed();
        },
      },
    });
    cleanups.push(async () => client.dispose());
    client.subscribe<{ activationUpdated: { status: string } }>(
      { query: 'subscription($id: ID!) { activationUpdated(id: $id) { status } }', variables: { id } },
      {
        next: ({ data }) => {
          const status = data?.activationUpdated.status;
          if (status !== undefined && statuses.at(-1) !== status) statuses.push(status);
          changed();
        },
        error: (error) => {
          errors.push(error);
          changed();
        },
        complete: () => {
          completed = true;
          changed();
        },
      },
    );
    await until(() => statuses.includes('INIT'));

    // each instance in turn: stopped (it drains), replaced, and the order moves on meanwhile
    for (const step of [1, 2]) {
      const old = step === 1 ? a : b;
      balancer.set([step === 1 ? b.url : a.url]);
      await old.stop('SIGTERM');
      const fresh = await instance();
      if (step === 1) a = fresh;
      else b = fresh;
      await ready(fresh);
      balancer.set([a.url, b.url]);
      // then the order moves: whichever instance the follower is on now shows it (on its next
      // subscription, the state then)
      await partner.advance(STEP_MS);
      await until(() => statuses.length > step);
    }
    // the follower was on one of the stopped instances, at least the second time
    expect(connections).toBeGreaterThan(1);
    await until(() => completed || errors.length > 0);
    expect(errors).toEqual([]);
    expect(statuses).toEqual(['INIT', 'BUSY', 'DONE']);
    expect((await partner.stats()).SuspendSubscription ?? 0).toBe(posts);
  }, 120_000);
});
