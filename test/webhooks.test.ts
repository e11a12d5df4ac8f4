/**
 * Order webhooks end to end: a gateway in front of the simulator, journaling on PostgreSQL,
 * POSTs signed messages to receivers the tests run, over real HTTP; the receivers verify them
 * with the standardwebhooks library, as a back office would.
 */
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './utils/gateway.js';
import { order } from './utils/orders.js';
import { startReceiver, type TestReceiver } from './utils/receiver.js';
import { STEP_MS } from './utils/simulator.js';

let gw: TestGateway;
const receivers: TestReceiver[] = [];

beforeAll(async () => {
  gw = await startTestGateway({ openOrders: false }, { WEBHOOK_RETRY_SCHEDULE: '20ms,20ms,20ms' });
});
afterAll(async () => {
  await gw.close();
  await Promise.all(receivers.map((r) => r.close()));
});

async function receiver(): Promise<TestReceiver> {
  const r = await startReceiver();
  receivers.push(r);
  return r;
}

interface Endpoint {
  endpoint: { id: string; url: string; enabled: boolean; eventTypes: string[] };
  secret: string;
}

async function createEndpoint(url: string, eventTypes?: string[]): Promise<Endpoint> {
  const response = await gw.request<{ createWebhookEndpoint: Endpoint }, Record<string, unknown>>(
    `mutation ($input: CreateWebhookEndpointInput!) {
      createWebhookEndpoint(input: $input) { endpoint { id url enabled eventTypes } secret }
    }`,
    { input: { url, description: 'billing', ...(eventTypes === undefined ? {} : { eventTypes }) } },
  );
  if (response.errors !== undefined) throw new Error(JSON.stringify(response.errors));
  const created = response.data?.createWebhookEndpoint;
  if (created === undefined) throw new Error('no endpoint');
  return created;
}

let serial = 0;
async function suspend(): Promise<string> {
  const page = await gw.partner.client.get('QuerySubscription', { take: 100 });
  serial += 1;
  const sub = page.results.filter((s) => s.state === 'ACTIVE')[serial];
  if (sub === undefined) throw new Error('no active subscription');
  const result = await order(gw, 'suspendSubscription', {
    subscriptionId: sub.id,
    referenceNumber: `WH-${serial}`,
    idempotencyKey: `webhooks-${serial}`,
  });
  const id = result.activation?.activationId;
  if (id === undefined) throw new Error(JSON.stringify(result));
  return id;
}

const typesOf = (received: { message: { type: string } }[]) => received.map((r) => r.message.type);

describe('an endpoint', () => {
  it("is told an order's life, placed to finished, in order, each message signed so the standardwebhooks library verifies it", async () => {
    const r = await receiver();
    const { secret } = await createEndpoint(r.url);
    const activationId = await suspend();
    await r.until((got) => got.length >= 1);
    await gw.partner.advance(STEP_MS);
    await r.until((got) => got.length >= 2);
    await gw.partner.advance(STEP_MS);
    const got = await r.until((all) => all.length >= 3);
    expect(typesOf(got)).toEqual(['order.placed', 'order.status_changed', 'order.finished']);
    expect(got.map((m) => m.message.data['status'])).toEqual(['INIT', 'BUSY', 'DONE']);
    expect(got.map((m) => m.message.data['previousStatus'])).toEqual([null, 'INIT', 'BUSY']);
    const wh = new Webhook(secret);
    for (const m of got) {
      expect(wh.verify(m.body, m.headers as Record<string, string>)).toEqual(m.message);
      expect(m.message.data).toMatchObject({
        activationId,
        activationType: 'SUSPEND',
        idempotencyKey: `webhooks-${serial}`,
      });
    }
    expect(new Set(got.map((m) => m.webhookId)).size).toBe(3);
  });
});
