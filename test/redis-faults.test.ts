/**
 * A gateway process on a Redis of its own (redis-server on a free port; skipped with a printed
 * reason when it is not installed, except under CI) that the tests stop, freeze (SIGSTOP),
 * thaw and restart: the process lives on, queries and orders answer (degraded: no shared rate
 * limit; orders still deduplicated on the journal), /ready says degraded rather than unready, one warning marks the
 * outage and one line its end, and live progress, the final status included, arrives across it.
 * A call that timed out only because the process's own event loop stood still is no outage.
 */
import { randomUUID } from 'node:crypto';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../src/observability/logger.js';
import { RedisConnections } from '../src/stores/redis.js';
import type { GraphQLResponse } from './utils/gateway.js';
import { follow, type Received, statuses, wsClient } from './utils/live.js';
import { type GatewayProcess, spawnGateway } from './utils/process.js';
import { type RedisServer, redisServerFor, startRedisServer } from './utils/redis-server.js';
import { STEP_MS, startTestPartner, type TestPartner } from './utils/simulator.js';

const DOWN = 'redis does not answer';
const BACK = 'redis answers again';
// a rejection nobody handles, made in the gateway process on SIGUSR2 (no spaces: NODE_OPTIONS)
const PROVOKE_ON_SIGUSR2 =
  "--import=data:text/javascript,process.on('SIGUSR2',()=>{Promise.reject(Error('provoked'))})";

const available = redisServerFor('the Redis fault tests');

/** the gateway's JSON log lines, into `logs` as they come */
function collectLogs(gateway: GatewayProcess, logs: Array<{ level: number; msg: string }>): void {
  let buffer = '';
  gateway.child.stdout?.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('{')) logs.push(JSON.parse(line) as { level: number; msg: string });
    }
  });
}

describe.skipIf(!available)('a gateway whose Redis fails', () => {
  let redis: RedisServer;
  let partner: TestPartner;
  let gw: GatewayProcess;
  const logs: Array<{ level: number; msg: string }> = [];
  const clients: Client[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
    partner = await startTestPartner({ openOrders: false });
    gw = await spawnGateway({
      PROVIDER_BASE_URL: partner.url,
      PROVIDER_RETRIES: '0',
      REDIS_URL: redis.url,
      LEASE_TTL_MS: '1000',
      WATCH_MIN_INTERVAL_MS: '50',
      WATCH_MAX_INTERVAL_MS: '200',
      WATCH_SLOW_INTERVAL_MS: '300',
      LOG_LEVEL: 'info',
      NODE_OPTIONS: PROVOKE_ON_SIGUSR2,
    });
    collectLogs(gw, logs);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await gw?.stop();
    await partner?.close();
    await redis?.stop('SIGKILL');
  });
  // every test starts on a Redis that runs and answers
  beforeEach(async () => {
    redis.thaw();
    if (!redis.running) await redis.start();
    await untilMetric('redis_up', (up) => up === 1);
  }, 10_000);

  const said = (message: string) => logs.filter((line) => line.msg.startsWith(message)).length;

  const metric = async (name: string): Promise<number> => {
    const text = await (await fetch(`${gw.url}/metrics`)).text();
    const line = text.split('\n').find((l) => l.startsWith(`${name} `));
    return line === undefined ? 0 : Number(line.slice(name.length + 1));
  };
  const untilMetric = (name: string, holds: (value: number) => boolean) =>
    vi.waitFor(
      async () => {
        const value = await metric(name);
        if (!holds(value)) throw new Error(`${name} is ${value}`);
      },
      { timeout: 5_000, interval: 20 },
    );

  const request = async <R>(query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLResponse<R>;
  };
  const query = () =>
    request<{ activations: { totalCount: number } }>('{ activations(first: 5) { totalCount } }');
  const placeOrder = async (idempotencyKey = `redis-${randomUUID()}`) => {
    const response = await request<{
      orderNewSubscription: { __typename: string; activation?: { activationId: string; status: string } };
    }>(
      `mutation($input: OrderNewSubscriptionInput!) { orderNewSubscription(input: $input) {
        __typename ... on Error { message } ... on OrderNewSubscriptionPayload { activation { activationId status } } } }`,
      {
        input: {
          eSim: true,
          email: 'redis@example.com',
          confirmationCode: '1',
          idempotencyKey,
        },
      },
    );
    expect(response.errors).toBeUndefined();
    const result = response.data?.orderNewSubscription;
    expect(result?.__typename).toBe('OrderNewSubscriptionPayload');
    return result?.activation?.activationId ?? '';
  };
  const watch = (id: string): Received => {
    const client = wsClient(gw.url);
    clients.push(client);
    return follow(
      client,
      'subscription($id: ID!) { activationUpdated(id: $id) { activationId status } }',
      { id },
      'activationUpdated',
    );
  };
  const ready = async () => {
    const response = await fetch(`${gw.url}/ready`);
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const alive = async () => {
    expect(gw.child.exitCode).toBeNull();
    expect((await fetch(`${gw.url}/health`)).status).toBe(200);
  };

  it('says nothing of an outage at a start where Redis answers, and is ready then', async () => {
    expect(await ready()).toMatchObject({ status: 200, body: { status: 'ok', redis: 'up' } });
    expect(logs.filter((line) => line.msg.startsWith('redis ')).map((line) => line.msg)).toEqual([]);
  });

  it('says nothing of an outage while its first connection, to a Redis slow to answer, is still being made', async () => {
    const slow = await startRedisServer();
    slow.freeze();
    const starting = await spawnGateway({
      PROVIDER_BASE_URL: partner.url,
      REDIS_URL: slow.url,
      REDIS_CONNECT_TIMEOUT_MS: '20000',
      REDIS_COMMAND_TIMEOUT_MS: '100',
      LOG_LEVEL: 'info',
    });
    const startLogs: Array<{ level: number; msg: string }> = [];
    collectLogs(starting, startLogs);
    try {
      const errors = async () => {
        const text = await (await fetch(`${starting.url}/metrics`)).text();
        return [...text.matchAll(/^redis_errors_total\{[^}]*\} (\d+)$/gm)].reduce(
          (n, m) => n + Number(m[1]),
          0,
        );
      };
      // a request's rate-limit call times out on the connection still being made
      await fetch(`${starting.url}/graphql?query=%7B__typename%7D`);
      await vi.waitFor(async () => expect(await errors()).toBeGreaterThan(0), {
        timeout: 10_000,
        interval: 50,
      });
      expect((await fetch(`${starting.url}/ready`)).status).toBe(503);
      slow.thaw();
      await vi.waitFor(async () => expect((await fetch(`${starting.url}/ready`)).status).toBe(200), {
        timeout: 10_000,
        interval: 50,
      });
      expect(startLogs.filter((line) => line.msg.startsWith('redis ')).map((line) => line.msg)).toEqual([]);
    } finally {
      await starting.stop();
      await slow.stop('SIGKILL');
    }
  }, 30_000);

  it('is not ready (503) until Redis answers at start, and ready once it does', async () => {
    const late = await startRedisServer();
    await late.stop();
    const starting = await spawnGateway({
      PROVIDER_BASE_URL: partner.url,
      REDIS_URL: late.url,
      LOG_LEVEL: 'silent',
    });
    try {
      const readyOf = async () => {
        const response = await fetch(`${starting.url}/ready`);
        return { status: response.status, body: (await response.json()) as unknown };
      };
      expect(await readyOf()).toMatchObject({ status: 503, body: { status: 'starting' } });
      await late.start();
      await vi.waitFor(
        async () => expect(await readyOf()).toMatchObject({ status: 200, body: { redis: 'up' } }),
        {
          timeout: 10_000,
          interval: 50,
        },
      );
    } finally {
      await starting.stop();
      await late.stop('SIGKILL');
    }
  }, 30_000);

  it('serves queries, orders (deduplicated on the journal) and a subscription that starts and ends while Redis is stopped, and nothing goes unhandled', async () => {
    const warnings = said(DOWN);
    const unhandled = await metric('process_unhandled_rejections_total');
    await redis.stop();
    await untilMetric('redis_up', (up) => up === 0);

    const key = `redis-${randomUUID()}`;
    const id = await placeOrder(key);
    // idempotency lives in the journal, not in Redis: the retry names the same order
    expect(await placeOrder(key)).toBe(id);
    const live = watch(id);
    await live.until((r) => statuses(r).includes('INIT'));
    live.stop();
    await untilMetric('graphql_subscriptions_open', (open) => open === 0);
    await untilMetric('redis_errors_total{operation="unsubscribe"}', (errors) => errors > 0);
    expect(await metric('redis_errors_total{operation="subscribe"}')).toBeGreaterThan(0);

    const answer = await query();
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.activations.totalCount).toBeGreaterThan(0);
    await alive();
    expect(await metric('process_unhandled_rejections_total')).toBe(unhandled);
    // one warning for the outage, however many calls failed in it
    expect(said(DOWN)).toBe(warnings + 1);
  });

  it('answers a query and an order while Redis is frozen, and /ready says degraded rather than failing', async () => {
    redis.freeze();
    const answer = await query();
    expect(answer.errors).toBeUndefined();
    await placeOrder();
    // a call that timed out is an outage once a PING sent then has timed out too
    await expect.poll(ready).toMatchObject({ status: 200, body: { status: 'degraded', redis: 'down' } });
    await alive();
  }, 5_000);

  it('notices a frozen Redis without traffic, and that it answers again once thawed', async () => {
    redis.freeze();
    await untilMetric('redis_up', (up) => up === 0);
    expect((await ready()).body).toMatchObject({ status: 'degraded', redis: 'down' });
    const back = said(BACK);
    redis.thaw();
    await untilMetric('redis_up', (up) => up === 1);
    expect(await ready()).toMatchObject({ status: 200, body: { status: 'ok', redis: 'up' } });
    expect(said(BACK)).toBe(back + 1);
  });

  it('delivers every status to subscribers who joined before and during a Redis restart, the final one after it', async () => {
    const before = watch(await placeOrder());
    await before.until((r) => statuses(r).includes('INIT'));
    await redis.stop();
    await untilMetric('redis_up', (up) => up === 0);
    // this one's SUBSCRIBE fails: it must be sent again once Redis is back
    const during = watch(await placeOrder());
    await during.until((r) => statuses(r).includes('INIT'));

    // while Redis is down, this instance polls for its own subscribers and tells them itself
    await partner.advance(STEP_MS);
    await Promise.all([
      before.until((r) => statuses(r).includes('BUSY')),
      during.until((r) => statuses(r).includes('BUSY')),
    ]);

    const back = said(BACK);
    await redis.start();
    await untilMetric('redis_up', (up) => up === 1);
    expect(await ready()).toMatchObject({ status: 200, body: { status: 'ok', redis: 'up' } });
    expect(said(BACK)).toBe(back + 1);

    // published through Redis again: only a subscription in place receives it
    await partner.advance(STEP_MS);
    await Promise.all([before.until((r) => r.done), during.until((r) => r.done)]);
    expect(statuses(before)).toEqual(['INIT', 'BUSY', 'DONE']);
    expect(statuses(during)).toEqual(['INIT', 'BUSY', 'DONE']);
    expect([...before.errors, ...during.errors]).toEqual([]);
  });

  it('logs and counts an unhandled rejection, and goes on', async () => {
    const counted = await metric('process_unhandled_rejections_total');
    gw.child.kill('SIGUSR2');
    await untilMetric('process_unhandled_rejections_total', (n) => n === counted + 1);
    // the log line travels through the child's stdout, after the count is scraped
    await expect
      .poll(() =>
        logs.some((line) => line.level === 50 && line.msg.startsWith('unhandled promise rejection')),
      )
      .toBe(true);
    await alive();
    expect((await query()).errors).toBeUndefined();
  });
});

describe.skipIf(!available)('the Redis connections of a process whose event loop stands still', () => {
  let redis: RedisServer;
  let connections: RedisConnections;
  const lines: string[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
    connections = new RedisConnections({
      url: redis.url,
      prefix: 'stall:',
      logger: createLogger('info', { write: (line: string) => lines.push(line) }),
      commandTimeoutMs: 200,
    });
    await vi.waitFor(() => expect(connections.health()).toBe('up'));
  });
  afterAll(async () => {
    await connections?.close();
    await redis?.stop('SIGKILL');
  });

  it('does not take a call that timed out while the loop stood still for an outage of a Redis that answers', async () => {
    const call = connections.run('state', (client) => client.get('stall:key'));
    const failed = expect(call).rejects.toThrow('Command timed out');
    // the GET leaves on the next turn of the loop (auto-pipelining); then the loop stands still
    // past the command timeout, and its timer fires before the answer is read
    await new Promise((resolve) => setImmediate(resolve));
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 400);
    await failed;

    // a PING sent after the confirming one comes back after it
    expect(await connections.run('ping', (client) => client.ping())).toBe('PONG');
    expect(connections.health()).toBe('up');
    expect(await connections.run('state', (client) => client.get('stall:key'))).toBeNull();
    expect(lines).toEqual([]);
  });
});
