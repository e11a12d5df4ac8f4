/**
 * Webhook targets over real HTTP: the guarded dispatcher a delivery goes through reaches a
 * receiver only at an allowed address, checks the address it connects to (not an earlier
 * answer of DNS), and the graph refuses an endpoint at a target that is not allowed.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedDispatcher, type LookupAll, refusalOfTarget } from '../src/webhooks/targets.js';
import { startTestGateway, type TestGateway } from './utils/gateway.js';

let hits = 0;
const server = createServer((_req, res) => {
  hits += 1;
  res.writeHead(204).end();
});
let port = 0;
let gw: TestGateway;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const post = (url: string, dispatcher: ReturnType<typeof guardedDispatcher>) =>
  request(url, { method: 'POST', body: '{}', dispatcher }).then(
    (r) => r.statusCode,
    (error: unknown) => (error as { code?: string }).code ?? String(error),
  );

describe('the dispatcher of deliveries', () => {
  it('reaches a receiver on loopback outside production', async () => {
    const before = hits;
    const status = await post(
      `http://localhost:${port}/hooks`,
      guardedDispatcher({ production: false, allowPrivateNetworks: false }),
    );
    expect(status).toBe(204);
    expect(hits).toBe(before + 1);
  });

  it('refuses to connect to it in production: the receiver sees no request', async () => {
    const before = hits;
    const status = await post(
      `http://localhost:${port}/hooks`,
      guardedDispatcher({ production: true, allowPrivateNetworks: false }),
    );
    expect(status).toBe('WEBHOOK_TARGET_NOT_ALLOWED');
    expect(hits).toBe(before);
  });

  it('checks the address it connects to: a name that resolved to a public address when the endpoint was made and to loopback now is refused', async () => {
    const production = { production: true, allowPrivateNetworks: false };
    let answers = 0;
    // DNS rebinding: the first answer is public, every later one loopback
    const rebinding: LookupAll = async () => {
      answers += 1;
      return [{ address: answers === 1 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
    };
    expect(
      await refusalOfTarget(`https://hooks.example.com:${port}/x`, production, rebinding),
    ).toBeUndefined();
    const before = hits;
    const status = await post(
      `http://hooks.example.com:${port}/hooks`,
      guardedDispatcher(production, { lookup: rebinding }),
    );
    expect(status).toBe('WEBHOOK_TARGET_NOT_ALLOWED');
    expect(hits).toBe(before);
  });
});

describe('the graph', () => {
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
