/**
 * Webhook deliveries through the guarded dispatcher, over real HTTP to a receiver on
 * 127.0.0.1: what it reaches outside production, what it refuses in production before any
 * connection is made, and DNS that answers a public address when the endpoint is created and
 * loopback when the delivery connects (rebinding). The receiver speaks plain HTTP: the scheme
 * is the URL's rule (test/unit-webhook-targets.test.ts), the dispatcher guards the addresses.
 * And the graph, which refuses an endpoint at a target that is not allowed and keeps none.
 */
import type { LookupAddress } from 'node:dns';
import { createServer } from 'node:http';
import { isIP } from 'node:net';
import { type Dispatcher, request } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  guardedDispatcher,
  type LookupAll,
  refusalOfTarget,
  type TargetPolicy,
} from '../src/webhooks/targets.js';
import { startTestGateway, type TestGateway } from './utils/gateway.js';

const production: TargetPolicy = { production: true, allowPrivateNetworks: false };
const development: TargetPolicy = { production: false, allowPrivateNetworks: false };

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

interface Receiver {
  port: number;
  /** TCP connections accepted, requests answered */
  seen: { connections: number; requests: number };
}

/** A webhook receiver on 127.0.0.1 that answers 204 to everything. */
async function startReceiver(): Promise<Receiver> {
  const seen = { connections: 0, requests: 0 };
  const server = createServer((req, res) => {
    seen.requests += 1;
    req.resume();
    req.on('end', () => res.writeHead(204).end());
  });
  server.on('connection', () => {
    seen.connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closing.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the receiver has no port');
  return { port: address.port, seen };
}

function dispatcher(policy: TargetPolicy, options?: Parameters<typeof guardedDispatcher>[1]): Dispatcher {
  const agent = guardedDispatcher(policy, options);
  closing.push(() => agent.close());
  return agent;
}

/** a delivery as the delivery code makes it: one POST, redirects not followed */
async function deliver(url: string, through: Dispatcher): Promise<number> {
  const response = await request(url, {
    dispatcher: through,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'order.updated' }),
  });
  await response.body.dump();
  return response.statusCode;
}

/** DNS whose answers change: the n-th lookup gets the n-th list (the last one from then on) */
function answering(...answers: string[][]): LookupAll & { calls: number } {
  const lookup = Object.assign(
    async (): Promise<LookupAddress[]> => {
      const addresses = answers[Math.min(lookup.calls, answers.length - 1)] ?? [];
      lookup.calls += 1;
      return addresses.map((address) => ({ address, family: isIP(address) }));
    },
    { calls: 0 },
  );
  return lookup;
}

describe('the guarded dispatcher', () => {
  it('reaches a receiver on 127.0.0.1 outside production', async () => {
    const receiver = await startReceiver();
    expect(await deliver(`http://127.0.0.1:${receiver.port}/orders`, dispatcher(development))).toBe(204);
    expect(receiver.seen.requests).toBe(1);
  });

  it('connects to the address its lookup checked', async () => {
    const receiver = await startReceiver();
    const lookup = answering(['127.0.0.1']);
    const through = dispatcher(development, { lookup });
    expect(await deliver(`http://receiver.test:${receiver.port}/orders`, through)).toBe(204);
    expect(lookup.calls).toBe(1);
    expect(receiver.seen.requests).toBe(1);
  });

  it.each([
    ['an IP literal', (port: number) => `http://127.0.0.1:${port}/orders`, '127.0.0.1 is a loopback address'],
    [
      'an IPv4-mapped literal',
      (port: number) => `http://[::ffff:127.0.0.1]:${port}/orders`,
      '::ffff:7f00:1, which embeds 127.0.0.1, a loopback address',
    ],
    ['localhost', (port: number) => `http://localhost:${port}/orders`, 'localhost is a localhost name'],
    [
      'a name resolving to it',
      (port: number) => `http://receiver.test:${port}/orders`,
      'receiver.test resolves to 127.0.0.1, a loopback address',
    ],
  ])(
    'refuses a receiver on 127.0.0.1 in production, by %s, and the receiver sees no connection',
    async (_, url, message) => {
      const receiver = await startReceiver();
      const through = dispatcher(production, { lookup: answering(['127.0.0.1']) });
      await expect(deliver(url(receiver.port), through)).rejects.toMatchObject({
        code: 'WEBHOOK_TARGET_NOT_ALLOWED',
        message: expect.stringContaining(message),
      });
      expect(receiver.seen).toEqual({ connections: 0, requests: 0 });
    },
  );

  it('reaches a receiver on 127.0.0.1 in production when private networks are allowed', async () => {
    const receiver = await startReceiver();
    const through = dispatcher({ production: true, allowPrivateNetworks: true });
    expect(await deliver(`http://127.0.0.1:${receiver.port}/orders`, through)).toBe(204);
    expect(receiver.seen.requests).toBe(1);
  });

  it('refuses the connection when DNS answered a public address at creation and 127.0.0.1 at delivery (rebinding)', async () => {
    const receiver = await startReceiver();
    const lookup = answering(['93.184.216.34'], ['127.0.0.1']);
    expect(await refusalOfTarget('https://hooks.example.com/orders', production, lookup)).toBeUndefined();
    const through = dispatcher(production, { lookup });
    await expect(deliver(`http://hooks.example.com:${receiver.port}/orders`, through)).rejects.toMatchObject({
      code: 'WEBHOOK_TARGET_NOT_ALLOWED',
      message: expect.stringContaining('hooks.example.com resolves to 127.0.0.1, a loopback address'),
    });
    expect(lookup.calls).toBe(2);
    expect(receiver.seen).toEqual({ connections: 0, requests: 0 });
  });

  it('refuses a host with one refused address among allowed ones, rather than dropping it', async () => {
    const receiver = await startReceiver();
    const through = dispatcher(production, {
      lookup: answering(['127.0.0.1', '93.184.216.34']),
      connectTimeoutMs: 2_000,
    });
    await expect(deliver(`http://hooks.example.com:${receiver.port}/orders`, through)).rejects.toMatchObject({
      code: 'WEBHOOK_TARGET_NOT_ALLOWED',
    });
    expect(receiver.seen).toEqual({ connections: 0, requests: 0 });
  });

  it('fails the attempt as a connection error when the name no longer resolves', async () => {
    const gone: LookupAll = async (hostname) => {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    };
    await expect(
      deliver('http://hooks.example.com/orders', dispatcher(production, { lookup: gone })),
    ).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });
});

describe('the graph', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(async () => {
    await gw.close();
  });

  it.each([
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data', 'WEBHOOK_TARGET_NOT_ALLOWED'],
    ['a private network', 'http://10.0.0.1/hooks', 'WEBHOOK_TARGET_NOT_ALLOWED'],
    ['a URL with credentials', 'http://user:pass@127.0.0.1/hooks', 'WEBHOOK_URL_INVALID'],
    ['another scheme', 'ftp://127.0.0.1/hooks', 'WEBHOOK_URL_INVALID'],
  ])('refuses an endpoint on %s, naming input.url, and keeps none', async (_what, url, expected) => {
    const response = await gw.request(
      'mutation ($url: String!) { createWebhookEndpoint(input: { url: $url }) { secret } }',
      { url },
    );
    expect(response.errors?.map((e) => e.extensions)).toEqual([
      expect.objectContaining({ code: expected, field: 'input.url' }),
    ]);
    const { data } = await gw.request<{ webhookEndpoints: unknown[] }, Record<string, never>>(
      '{ webhookEndpoints { id } }',
    );
    expect(data?.webhookEndpoints).toEqual([]);
  });
});
