/**
 * Order webhooks end to end: a gateway in front of the simulator, journaling on PostgreSQL,
 * POSTs signed messages to receivers the tests run, over real HTTP; the receivers verify them
 * with the standardwebhooks library, as a back office would. (Restarts, kill -9 and several
 * instances: webhooks-durability.test.ts; the targets an endpoint may have:
 * webhook-targets.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { query } from './utils/database.js';
import { startTestGateway, type TestGateway } from './utils/gateway.js';
import { wsClient } from './utils/live.js';
import { metric } from './utils/metrics.js';
import { order } from './utils/orders.js';
import { type Received, startReceiver, type TestReceiver } from './utils/receiver.js';
import { STEP_MS } from './utils/simulator.js';
import { bearer, customerToken, staffToken, TEST_JWT_SECRET } from './utils/tokens.js';

/** ten quick retries: a message that fails them all is a dead letter within about a second */
const SCHEDULE = Array.from({ length: 10 }, () => '100ms').join(',');

let gw: TestGateway;
let databaseUrl: string;
let staff: Record<string, string>;
const receivers: TestReceiver[] = [];

beforeAll(async () => {
  gw = await startTestGateway(
    { openOrders: false },
    {
      WEBHOOK_RETRY_SCHEDULE: SCHEDULE,
      AUTH_MODE: 'jwt',
      JWT_SECRET: TEST_JWT_SECRET,
      // an order's next status is seen well within its first message's retries
      WATCH_MIN_INTERVAL_MS: '50',
      WATCH_MAX_INTERVAL_MS: '200',
    },
  );
  staff = bearer(await staffToken('webhooks-staff'));
  databaseUrl = `postgres://postgres@127.0.0.1:5432/${gw.app.journal.where().split('/').pop() ?? ''}`;
});
// each test's order is over before the next test begins, so that no later event of it reaches
// the next test's endpoints
afterEach(async () => {
  await gw.partner.advance(3 * STEP_MS);
  await expect
    .poll(async () => (await query(databaseUrl, 'select id from orders where final_at is null', [])).length, {
      timeout: 10_000,
    })
    .toBe(0);
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

async function ask<R>(document: string, variables: Record<string, unknown> = {}, who = staff): Promise<R> {
  const response = await gw.request<R, Record<string, unknown>>(document, variables, who);
  if (response.errors !== undefined) throw new Error(JSON.stringify(response.errors));
  if (response.data === undefined || response.data === null) throw new Error('no data');
  return response.data;
}

interface Endpoint {
  endpoint: {
    id: string;
    url: string;
    enabled: boolean;
    disabledReason: string | null;
    eventTypes: string[];
  };
  secret: string;
}

const ENDPOINT_FIELDS = 'id url enabled disabledReason eventTypes';

async function createEndpoint(url: string, eventTypes?: string[]): Promise<Endpoint> {
  const { createWebhookEndpoint } = await ask<{ createWebhookEndpoint: Endpoint }>(
    `mutation ($input: CreateWebhookEndpointInput!) {
      createWebhookEndpoint(input: $input) { endpoint { ${ENDPOINT_FIELDS} } secret }
    }`,
    { input: { url, description: 'billing', ...(eventTypes === undefined ? {} : { eventTypes }) } },
  );
  return createWebhookEndpoint;
}

interface Delivery {
  id: string;
  webhookId: string;
  eventType: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  nextAttemptAt: string | null;
}

async function deliveries(endpointId: string, status?: string): Promise<Delivery[]> {
  const { webhookDeliveries } = await ask<{ webhookDeliveries: { edges: Array<{ node: Delivery }> } }>(
    `query ($filter: WebhookDeliveryFilter) {
      webhookDeliveries(first: 100, filter: $filter) {
        edges { node { id webhookId eventType status attempts lastStatusCode nextAttemptAt } }
      }
    }`,
    { filter: { endpointId, ...(status === undefined ? {} : { status }) } },
  );
  return webhookDeliveries.edges.map((e) => e.node).reverse();
}

let serial = 0;
/**
 * suspends a subscription of its own; answers the activation's id (INIT; BUSY and DONE one step
 * apart; ERROR instead of DONE when `reference` starts with FAIL)
 */
async function suspend(reference = 'WH'): Promise<string> {
  const page = await gw.partner.client.get('QuerySubscription', { take: 100 });
  serial += 1;
  const sub = page.results.filter((s) => s.state === 'ACTIVE')[serial];
  if (sub === undefined) throw new Error('no active subscription');
  const result = await order(
    gw,
    'suspendSubscription',
    {
      subscriptionId: sub.id,
      referenceNumber: `${reference}-${serial}`,
      idempotencyKey: `webhooks-${serial}`,
    },
    staff,
  );
  const id = result.activation?.activationId;
  if (id === undefined) throw new Error(JSON.stringify(result));
  return id;
}

/** suspends a subscription and walks its order to DONE, each status seen (and its message received) before the next */
async function wholeOrder(r: TestReceiver): Promise<Received[]> {
  const before = r.received.length;
  await suspend();
  await r.until((all) => all.length >= before + 1);
  await gw.partner.advance(STEP_MS);
  await r.until((all) => all.length >= before + 2);
  await gw.partner.advance(STEP_MS);
  return (await r.until((all) => all.length >= before + 3)).slice(before, before + 3);
}

/** the journal has written a message of this type (ORDER_STATUS_CHANGED, ...) for the endpoint, whatever became of it */
async function written(endpointId: string, eventType: string): Promise<void> {
  await expect
    .poll(async () => (await deliveries(endpointId)).some((d) => d.eventType === eventType), {
      timeout: 10_000,
    })
    .toBe(true);
}

const typesOf = (received: readonly Received[]) => received.map((r) => r.message.type);

/** the published JSON Schema of the messages (docs/webhook-events.schema.json), as a receiver would use it */
const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats.default(ajv);
const validate = ajv.compile(JSON.parse(readFileSync('docs/webhook-events.schema.json', 'utf8')));
const fitsSchema = (message: unknown): boolean => Boolean(validate(message));

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
        referenceNumber: `WH-${serial}`,
        reconciled: false,
        error: null,
      });
    }
    expect(new Set(got.map((m) => m.webhookId)).size).toBe(3);
    // the order the messages name is the graph's PlacedOrder
    const orderId = got[0]?.message.data['orderId'];
    const { node } = await ask<{ node: { activation: { activationId: string } } | null }>(
      'query ($id: ID!) { node(id: $id) { ... on PlacedOrder { activation { activationId } } } }',
      { id: orderId },
    );
    expect(node).toEqual({ activation: { activationId } });
  });

  it('receives only the event types it asked for', async () => {
    const r = await receiver();
    await createEndpoint(r.url, ['ORDER_FINISHED']);
    await suspend();
    await gw.partner.advance(STEP_MS);
    await gw.partner.advance(STEP_MS);
    const got = await r.until((all) => all.length >= 1);
    expect(typesOf(got)).toEqual(['order.finished']);
    expect(got[0]?.message.data).toMatchObject({ status: 'DONE' });
  });

  it("is told why an order failed: its order.finished with status ERROR carries the partner's explanation, as the graph shows it", async () => {
    const r = await receiver();
    await createEndpoint(r.url, ['ORDER_FINISHED']);
    const activationId = await suspend('FAIL');
    await gw.partner.advance(STEP_MS);
    await gw.partner.advance(STEP_MS);
    const [finished] = await r.until((all) => all.length >= 1);
    const { activation } = await ask<{ activation: { status: string; explanation: string | null } }>(
      'query ($id: ID!) { activation(id: $id) { status explanation } }',
      { id: activationId },
    );
    expect(activation.status).toBe('ERROR');
    expect(activation.explanation).toEqual(expect.any(String));
    expect(finished?.message).toMatchObject({
      type: 'order.finished',
      data: {
        activationId,
        status: 'ERROR',
        error: { type: 'ActivationFailed', code: null, message: activation.explanation },
      },
    });
  });

  it("is told why a port-in failed: the donor's refusal, the partner's portingMessage, on every event whose status is ERROR", async () => {
    const r = await receiver();
    await createEndpoint(r.url);
    const port = await order(
      gw,
      'portIn',
      {
        phoneNumber: '0655566699',
        donorCustomerNumber: 'REJECT-1',
        simCardNumber: await gw.partner.freeSim(),
      },
      staff,
    );
    const activationId = port.activation?.activationId;
    await r.until((all) => all.length >= 1);
    await gw.partner.advance(STEP_MS);
    await gw.partner.advance(STEP_MS);
    const got = await r.until((all) => all.some((m) => m.message.type === 'order.finished'));
    const { activation } = await ask<{ activation: { explanation: string | null } }>(
      'query ($id: ID!) { activation(id: $id) { explanation } }',
      { id: activationId },
    );
    expect(activation.explanation).toContain('donor');
    for (const m of got) {
      expect(m.message.data['error']).toEqual(
        m.message.data['status'] === 'ERROR'
          ? { type: 'ActivationFailed', code: null, message: activation.explanation }
          : null,
      );
    }
    expect(got.at(-1)?.message.data).toMatchObject({
      activationId,
      status: 'ERROR',
      portingStatus: 'REJECTED',
    });
  });

  it("gets a failed message again under the same webhook-id, and its order's later status only after it was taken", async () => {
    const r = await receiver();
    const { endpoint } = await createEndpoint(r.url);
    // the first message fails until its order's next one is written
    let failing = true;
    r.answer(503);
    r.answerWith(() => (failing ? 500 : 204));
    await suspend();
    await r.until((got) => got.length >= 1);
    await gw.partner.advance(STEP_MS);
    await written(endpoint.id, 'ORDER_STATUS_CHANGED');
    const failures = r.received.length;
    failing = false;
    const got = await r.until((all) => all.some((m) => m.message.type === 'order.status_changed'));
    const placed = got.filter((m) => m.message.type === 'order.placed');
    expect(placed.map((m) => m.answeredWith)).toEqual([
      503,
      ...Array.from({ length: failures - 1 }, () => 500),
      204,
    ]);
    expect(new Set(placed.map((m) => m.webhookId)).size).toBe(1);
    expect(typesOf(got)).toEqual([...placed.map(() => 'order.placed'), 'order.status_changed']);
    // the receiver answered; the gateway records it just after
    await expect
      .poll(async () => (await deliveries(endpoint.id)).map((d) => d.status), { timeout: 10_000 })
      .toEqual(['DELIVERED', 'DELIVERED']);
    const [first, second] = await deliveries(endpoint.id);
    expect(first).toMatchObject({
      eventType: 'ORDER_PLACED',
      status: 'DELIVERED',
      attempts: failures + 1,
      lastStatusCode: 204,
    });
    expect(second).toMatchObject({ eventType: 'ORDER_STATUS_CHANGED', status: 'DELIVERED', attempts: 1 });
  });

  it("turns a message whose retries run out into a dead letter, holds its order's later messages with it, and a replay sends them all in order", async () => {
    const r = await receiver();
    const { endpoint } = await createEndpoint(r.url);
    r.answer(...Array.from({ length: 11 }, () => 500));
    await suspend();
    await expect
      .poll(async () => (await deliveries(endpoint.id, 'FAILED')).length, { timeout: 10_000 })
      .toBe(1);
    expect(r.received).toHaveLength(11);
    await gw.partner.advance(STEP_MS);
    await expect
      .poll(async () => (await deliveries(endpoint.id, 'FAILED')).length, { timeout: 10_000 })
      .toBe(2);
    // the later message failed with the first, without an attempt of its own
    expect(typesOf(r.received)).toEqual(Array.from({ length: 11 }, () => 'order.placed'));
    const [dead, held] = await deliveries(endpoint.id);
    expect(dead).toMatchObject({
      eventType: 'ORDER_PLACED',
      status: 'FAILED',
      attempts: 11,
      lastStatusCode: 500,
    });
    expect(held).toMatchObject({ eventType: 'ORDER_STATUS_CHANGED', status: 'FAILED', attempts: 0 });

    const { replayWebhookDelivery } = await ask<{ replayWebhookDelivery: Delivery }>(
      'mutation ($id: ID!) { replayWebhookDelivery(id: $id) { id webhookId status attempts } }',
      { id: dead?.id },
    );
    expect(replayWebhookDelivery).toMatchObject({ webhookId: dead?.webhookId, attempts: 0 });
    const got = await r.until((all) => all.length >= 13);
    expect(typesOf(got.slice(11))).toEqual(['order.placed', 'order.status_changed']);
    expect(got.slice(11).map((m) => m.webhookId)).toEqual([dead?.webhookId, held?.webhookId]);
    // the receiver answered; the gateway records it just after
    await expect
      .poll(async () => (await deliveries(endpoint.id)).map((d) => d.status), { timeout: 10_000 })
      .toEqual(['DELIVERED', 'DELIVERED']);
  });

  it('replays everything it failed since a moment, and nothing it failed before', async () => {
    const r = await receiver();
    const { endpoint } = await createEndpoint(r.url);
    const attempts = SCHEDULE.split(',').length + 1;
    // one message failed before the moment
    r.answer(...Array.from({ length: attempts }, () => 500));
    await suspend();
    await expect
      .poll(async () => (await deliveries(endpoint.id, 'FAILED')).length, { timeout: 10_000 })
      .toBe(1);
    const since = new Date().toISOString();
    // two after it
    r.answer(...Array.from({ length: 2 * attempts }, () => 500));
    await suspend();
    await suspend();
    await expect
      .poll(async () => (await deliveries(endpoint.id, 'FAILED')).length, { timeout: 10_000 })
      .toBe(3);
    const before = (await deliveries(endpoint.id))[0];
    const { replayFailedWebhookDeliveries } = await ask<{ replayFailedWebhookDeliveries: number }>(
      'mutation ($id: ID!, $since: DateTime!) { replayFailedWebhookDeliveries(endpointId: $id, since: $since) }',
      { id: endpoint.id, since },
    );
    expect(replayFailedWebhookDeliveries).toBe(2);
    await r.until((all) => all.filter((m) => m.answeredWith === 204).length >= 2);
    // the receiver answered; the gateway records it just after
    await expect
      .poll(async () => (await deliveries(endpoint.id)).map((d) => d.status), { timeout: 10_000 })
      .toEqual(['FAILED', 'DELIVERED', 'DELIVERED']);
    expect((await deliveries(endpoint.id))[0]).toEqual(before);
    expect(r.received.filter((m) => m.answeredWith === 204)).toHaveLength(2);
  });

  it("is sent a message again once it was delivered, under the same webhook-id, with its order's later messages after it, in order", async () => {
    const r = await receiver();
    const { endpoint } = await createEndpoint(r.url);
    const first = await wholeOrder(r);
    await expect
      .poll(async () => (await deliveries(endpoint.id)).map((d) => d.status), { timeout: 10_000 })
      .toEqual(['DELIVERED', 'DELIVERED', 'DELIVERED']);
    const [placed] = await deliveries(endpoint.id);
    const { replayWebhookDelivery } = await ask<{ replayWebhookDelivery: Delivery }>(
      'mutation ($id: ID!) { replayWebhookDelivery(id: $id) { id webhookId status attempts } }',
      { id: placed?.id },
    );
    expect(replayWebhookDelivery).toMatchObject({ webhookId: placed?.webhookId, attempts: 0 });
    const again = (await r.until((all) => all.length >= 6)).slice(3);
    expect(again.map((m) => m.webhookId)).toEqual(first.map((m) => m.webhookId));
    expect(again.map((m) => m.body)).toEqual(first.map((m) => m.body));
    expect(typesOf(again)).toEqual(['order.placed', 'order.status_changed', 'order.finished']);
  });

  it('is sent again everything it received or failed since a moment (a receiver restored from a backup), each order in order, under the same webhook-ids, and nothing from before', async () => {
    const r = await receiver();
    const { endpoint } = await createEndpoint(r.url, ['ORDER_PLACED', 'ORDER_FINISHED']);
    // an order taken whole before the moment
    await suspend();
    await gw.partner.advance(2 * STEP_MS);
    await r.until((all) => all.length >= 2);
    await expect
      .poll(async () => (await deliveries(endpoint.id, 'DELIVERED')).length, { timeout: 10_000 })
      .toBe(2);
    const since = new Date().toISOString();
    // after it: one order taken whole, and one whose first message became a dead letter
    const attempts = SCHEDULE.split(',').length + 1;
    await suspend();
    await gw.partner.advance(2 * STEP_MS);
    await r.until((all) => all.length >= 4);
    await expect
      .poll(async () => (await deliveries(endpoint.id, 'DELIVERED')).length, { timeout: 10_000 })
      .toBe(4);
    r.answer(...Array.from({ length: attempts }, () => 500));
    await suspend();
    await expect
      .poll(async () => (await deliveries(endpoint.id, 'FAILED')).length, { timeout: 10_000 })
      .toBe(1);
    const before = r.received.length;
    const lost = r.received.slice(2, 4);
    const dead = r.received.at(-1);
    const { resendWebhookDeliveries } = await ask<{ resendWebhookDeliveries: number }>(
      'mutation ($id: ID!, $since: DateTime!) { resendWebhookDeliveries(endpointId: $id, since: $since) }',
      { id: endpoint.id, since },
    );
    expect(resendWebhookDeliveries).toBe(3);
    const again = (await r.until((all) => all.length >= before + 3)).slice(before);
    expect(again.map((m) => m.webhookId).sort()).toEqual([...lost, dead].map((m) => m?.webhookId).sort());
    // the order taken whole comes again in its own order
    const resentOrder = again.filter((m) => m.message.data['orderId'] === lost[0]?.message.data['orderId']);
    expect(resentOrder.map((m) => m.webhookId)).toEqual(lost.map((m) => m.webhookId));
    await expect
      .poll(async () => (await deliveries(endpoint.id)).map((d) => d.status), { timeout: 10_000 })
      .toEqual(['DELIVERED', 'DELIVERED', 'DELIVERED', 'DELIVERED', 'DELIVERED']);
  });

  it('is sent a test message on demand, signed as the others, answered with how it went and kept nowhere', async () => {
    const r = await receiver();
    const { endpoint, secret } = await createEndpoint(r.url);
    const send = async () =>
      (
        await ask<{
          sendTestWebhookEvent: {
            webhookId: string;
            delivered: boolean;
            statusCode: number | null;
            error: string | null;
          };
        }>(
          'mutation ($id: ID!) { sendTestWebhookEvent(endpointId: $id) { webhookId delivered statusCode error } }',
          { id: endpoint.id },
        )
      ).sendTestWebhookEvent;
    const sent = await send();
    expect(sent).toMatchObject({ delivered: true, statusCode: 204, error: null });
    const [m] = await r.until((all) => all.length >= 1);
    expect(m?.webhookId).toBe(sent.webhookId);
    expect(new Webhook(secret).verify(m?.body ?? '', m?.headers as Record<string, string>)).toEqual({
      type: 'webhook.test',
      timestamp: expect.any(String),
      data: { endpointId: endpoint.id },
    });
    r.answer(500);
    expect(await send()).toMatchObject({
      delivered: false,
      statusCode: 500,
      error: 'the endpoint answered 500',
    });
    expect(await deliveries(endpoint.id)).toEqual([]);
  });

  it('is sent no test message at an address the gateway refuses, even one written before the rule (the cloud metadata address)', async () => {
    const [row] = await query<{ id: string }>(
      databaseUrl,
      "insert into webhook_endpoints (url, secret, created_by, enabled, disabled_reason) values ('http://169.254.169.254/latest/meta-data', 'v1.unreadable', 'an earlier release', false, 'STAFF') returning id::text",
      [],
    );
    const { sendTestWebhookEvent } = await ask<{
      sendTestWebhookEvent: { delivered: boolean; statusCode: number | null; error: string | null };
    }>('mutation ($id: ID!) { sendTestWebhookEvent(endpointId: $id) { delivered statusCode error } }', {
      id: Buffer.from(`WebhookEndpoint:${row?.id}`).toString('base64'),
    });
    expect(sendTestWebhookEvent).toEqual({
      delivered: false,
      statusCode: null,
      error: expect.stringContaining('link-local'),
    });
    await ask('mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) }', {
      id: Buffer.from(`WebhookEndpoint:${row?.id}`).toString('base64'),
    });
  });

  it('has its messages found by order and by event type', async () => {
    const r = await receiver();
    const { endpoint } = await createEndpoint(r.url);
    await wholeOrder(r);
    await suspend();
    const got = await r.until((all) => all.length >= 4);
    const orderId = got[0]?.message.data['orderId'];
    const found = async (filter: Record<string, unknown>) => {
      const { webhookDeliveries } = await ask<{
        webhookDeliveries: {
          totalCount: number;
          edges: Array<{ node: { eventType: string; order: { id: string } } }>;
        };
      }>(
        `query ($filter: WebhookDeliveryFilter) {
          webhookDeliveries(first: 100, filter: $filter) { totalCount edges { node { eventType order { id } } } }
        }`,
        { filter: { endpointId: endpoint.id, ...filter } },
      );
      return webhookDeliveries;
    };
    const ofOrder = await found({ orderId });
    expect(ofOrder.totalCount).toBe(3);
    expect(ofOrder.edges.every((e) => e.node.order.id === orderId)).toBe(true);
    const placed = await found({ eventType: 'ORDER_PLACED' });
    expect(placed.totalCount).toBe(2);
    expect(placed.edges.map((e) => e.node.eventType)).toEqual(['ORDER_PLACED', 'ORDER_PLACED']);
    expect((await found({ orderId, eventType: 'ORDER_FINISHED' })).totalCount).toBe(1);
    expect((await found({ orderId: 'nonsense' })).totalCount).toBe(0);
  });

  it('keeps a trail staff read of who made, changed, rotated the secret of and deleted it, with the fields that changed and never a secret', async () => {
    const { endpoint, secret } = await createEndpoint('http://127.0.0.1:9/audited', ['ORDER_PLACED']);
    await ask(
      'mutation ($id: ID!) { updateWebhookEndpoint(id: $id, input: { url: "http://127.0.0.1:9/moved", enabled: false }) { id } }',
      {
        id: endpoint.id,
      },
    );
    // a change that changes nothing leaves no line
    await ask('mutation ($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: false }) { id } }', {
      id: endpoint.id,
    });
    const other = bearer(await staffToken('webhooks-second-staff'));
    const { rotateWebhookSecret } = await ask<{ rotateWebhookSecret: { secret: string } }>(
      'mutation ($id: ID!) { rotateWebhookSecret(id: $id) { secret } }',
      { id: endpoint.id },
      other,
    );
    await ask('mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: endpoint.id }, other);
    const response = await gw.request<
      { webhookEndpointChanges: { totalCount: number; edges: Array<{ node: unknown }> } },
      Record<string, unknown>
    >(
      `query ($id: ID!) { webhookEndpointChanges(endpointId: $id, first: 10) {
        totalCount edges { node { endpointId action by at fields { field from to } } }
      } }`,
      { id: endpoint.id },
      staff,
    );
    expect(response.errors).toBeUndefined();
    const trail = response.data?.webhookEndpointChanges;
    expect(trail?.totalCount).toBe(4);
    expect(trail?.edges.map((e) => e.node)).toEqual([
      {
        endpointId: endpoint.id,
        action: 'DELETED',
        by: 'token:webhooks-second-staff',
        at: expect.any(String),
        fields: [
          { field: 'url', from: '"http://127.0.0.1:9/moved"', to: null },
          { field: 'description', from: '"billing"', to: null },
          { field: 'eventTypes', from: '["order.placed"]', to: null },
          { field: 'enabled', from: 'false', to: null },
        ],
      },
      {
        endpointId: endpoint.id,
        action: 'SECRET_ROTATED',
        by: 'token:webhooks-second-staff',
        at: expect.any(String),
        fields: [],
      },
      {
        endpointId: endpoint.id,
        action: 'UPDATED',
        by: 'token:webhooks-staff',
        at: expect.any(String),
        fields: [
          { field: 'url', from: '"http://127.0.0.1:9/audited"', to: '"http://127.0.0.1:9/moved"' },
          { field: 'enabled', from: 'true', to: 'false' },
        ],
      },
      {
        endpointId: endpoint.id,
        action: 'CREATED',
        by: 'token:webhooks-staff',
        at: expect.any(String),
        fields: [
          { field: 'url', from: null, to: '"http://127.0.0.1:9/audited"' },
          { field: 'description', from: null, to: '"billing"' },
          { field: 'eventTypes', from: null, to: '["order.placed"]' },
          { field: 'enabled', from: null, to: 'true' },
        ],
      },
    ]);
    // neither secret, in the graph's answer or the table
    const rows = await query<{ changes: unknown }>(
      databaseUrl,
      'select changes from webhook_endpoint_changes',
      [],
    );
    for (const text of [JSON.stringify(response), JSON.stringify(rows)]) {
      for (const s of [secret, rotateWebhookSecret.secret])
        expect(text).not.toContain(s.slice('whsec_'.length));
    }
  });

  it('that answers 410 Gone is disabled, its message a dead letter, and it receives nothing more until staff enable it', async () => {
    const r = await receiver();
    const { endpoint } = await createEndpoint(r.url);
    r.answer(410);
    await suspend();
    await expect
      .poll(async () => (await deliveries(endpoint.id, 'FAILED')).length, { timeout: 10_000 })
      .toBe(1);
    const { webhookEndpoints } = await ask<{ webhookEndpoints: Endpoint['endpoint'][] }>(
      `{ webhookEndpoints { ${ENDPOINT_FIELDS} } }`,
    );
    expect(webhookEndpoints.find((e) => e.id === endpoint.id)).toMatchObject({
      enabled: false,
      disabledReason: 'GONE',
    });
    await gw.partner.advance(STEP_MS);
    await suspend();
    // the next order's events are not written for it
    const other = await receiver();
    const { endpoint: watching } = await createEndpoint(other.url);
    await gw.partner.advance(STEP_MS);
    await written(watching.id, 'ORDER_STATUS_CHANGED');
    expect(await deliveries(endpoint.id)).toHaveLength(1);
    expect(r.received).toHaveLength(1);

    await ask('mutation ($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: true }) { id } }', {
      id: endpoint.id,
    });
    await ask('mutation ($id: ID!) { replayWebhookDelivery(id: $id) { id } }', {
      id: (await deliveries(endpoint.id))[0]?.id,
    });
    await r.until((all) => all.length >= 2);
    expect(r.received[1]?.answeredWith).toBe(204);
  });

  it('paused by staff has its messages written and kept, and sent in order once it is enabled again', async () => {
    const r = await receiver();
    const { endpoint } = await createEndpoint(r.url);
    await ask('mutation ($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: false }) { id } }', {
      id: endpoint.id,
    });
    await suspend();
    await gw.partner.advance(STEP_MS);
    await written(endpoint.id, 'ORDER_STATUS_CHANGED');
    expect((await deliveries(endpoint.id)).map((d) => d.status)).toEqual(['PENDING', 'PENDING']);
    expect(r.received).toHaveLength(0);
    await ask('mutation ($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: true }) { id } }', {
      id: endpoint.id,
    });
    const got = await r.until((all) => all.length >= 2);
    expect(typesOf(got)).toEqual(['order.placed', 'order.status_changed']);
    // and the schema says so: a paused endpoint's messages wait, a gone one's fail
    const { __type } = await ask<{ __type: { fields: Array<{ name: string; description: string }> } }>(
      '{ __type(name: "WebhookEndpoint") { fields { name description } } }',
      {},
    );
    const enabled = __type.fields.find((f) => f.name === 'enabled')?.description;
    expect(enabled).toMatch(/STAFF \(paused\), they are written and wait/);
    expect(enabled).toMatch(/GONE .*the waiting ones failed/);
  });

  it('whose secret is rotated gets messages signed with both secrets, so a receiver holding either verifies them', async () => {
    const r = await receiver();
    const { endpoint, secret: old } = await createEndpoint(r.url);
    const { rotateWebhookSecret } = await ask<{
      rotateWebhookSecret: { secret: string; previousSecretExpiresAt: string };
    }>('mutation ($id: ID!) { rotateWebhookSecret(id: $id) { secret previousSecretExpiresAt } }', {
      id: endpoint.id,
    });
    expect(rotateWebhookSecret.secret).toMatch(/^whsec_/);
    expect(rotateWebhookSecret.secret).not.toBe(old);
    expect(Date.parse(rotateWebhookSecret.previousSecretExpiresAt) - Date.now()).toBeGreaterThan(
      23 * 3_600_000,
    );
    await suspend();
    const [m] = await r.until((all) => all.length >= 1);
    if (m === undefined) throw new Error('no message');
    const headers = m.headers as Record<string, string>;
    expect(headers['webhook-signature']?.split(' ')).toHaveLength(2);
    expect(new Webhook(old).verify(m.body, headers)).toEqual(m.message);
    expect(new Webhook(rotateWebhookSecret.secret).verify(m.body, headers)).toEqual(m.message);
    expect(() =>
      new Webhook(`whsec_${Buffer.from('another secret entirely').toString('base64')}`).verify(
        m.body,
        headers,
      ),
    ).toThrow();
  });

  it('keeps its secret only encrypted in the database', async () => {
    const { endpoint, secret } = await createEndpoint('http://127.0.0.1:9/never');
    const rows = await query<{ secret: string }>(databaseUrl, 'select secret from webhook_endpoints', []);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.secret).not.toContain(secret.slice('whsec_'.length));
      expect(row.secret).toMatch(/^v1\./);
    }
    await ask('mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: endpoint.id });
  });
});

describe('managing endpoints', () => {
  it('refuses bad input with BAD_USER_INPUT naming the field, and an unknown endpoint with NOT_FOUND', async () => {
    const refused = async (document: string, variables: Record<string, unknown>) =>
      (await gw.request(document, variables, staff)).errors?.map((e) => e.extensions);
    const create =
      'mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }';
    expect(await refused(create, { input: { url: 'http://127.0.0.1/x', eventTypes: [] } })).toEqual([
      expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'input.eventTypes' }),
    ]);
    expect(
      await refused(create, { input: { url: 'http://127.0.0.1/x', description: 'x'.repeat(501) } }),
    ).toEqual([
      expect.objectContaining({
        code: 'BAD_USER_INPUT',
        field: expect.stringMatching(/input\.description$/),
      }),
    ]);
    expect(await refused(create, { input: { url: 'ftp://127.0.0.1/x' } })).toEqual([
      expect.objectContaining({ field: 'input.url' }),
    ]);
    expect(
      await refused('mutation { updateWebhookEndpoint(id: "999999", input: { enabled: true }) { id } }', {}),
    ).toEqual([expect.objectContaining({ code: 'NOT_FOUND', field: 'id' })]);
    expect(await refused('mutation { deleteWebhookEndpoint(id: "nonsense") }', {})).toEqual([
      expect.objectContaining({ code: 'NOT_FOUND', field: 'id' }),
    ]);
  });

  it('is for staff alone: a customer is FORBIDDEN every field, and node(id) is null for them', async () => {
    const { endpoint } = await createEndpoint('http://127.0.0.1:9/staff-only');
    const customer = bearer(await customerToken('webhook-customer', { subscriptionIds: ['none'] }));
    const codes = async (document: string, variables: Record<string, unknown> = {}) =>
      (await gw.request(document, variables, customer)).errors?.map((e) => e.extensions?.['code']);
    expect(await codes('{ webhookEndpoints { id } }')).toEqual(['FORBIDDEN']);
    expect(await codes('{ webhookDeliveries(first: 1) { totalCount } }')).toEqual(['FORBIDDEN']);
    expect(
      await codes('mutation { createWebhookEndpoint(input: { url: "http://127.0.0.1:9/x" }) { secret } }'),
    ).toEqual(['FORBIDDEN']);
    expect(
      await codes('mutation ($id: ID!) { rotateWebhookSecret(id: $id) { secret } }', { id: endpoint.id }),
    ).toEqual(['FORBIDDEN']);
    expect(await codes('{ webhookEndpointChanges(first: 1) { totalCount } }')).toEqual(['FORBIDDEN']);
    expect(
      await codes('mutation ($id: ID!) { sendTestWebhookEvent(endpointId: $id) { delivered } }', {
        id: endpoint.id,
      }),
    ).toEqual(['FORBIDDEN']);
    expect(
      await codes(
        'mutation ($id: ID!) { resendWebhookDeliveries(endpointId: $id, since: "2026-01-01T00:00:00Z") }',
        {
          id: endpoint.id,
        },
      ),
    ).toEqual(['FORBIDDEN']);
    const response = await gw.request(
      'query ($id: ID!) { node(id: $id) { id ... on WebhookEndpoint { url } } }',
      { id: endpoint.id },
      customer,
    );
    expect(response).toEqual({ data: { node: null } });
  });

  it('answers the same over graphql-ws: staff send a test message and read the trail; a customer is FORBIDDEN both', async () => {
    const r = await receiver();
    const { endpoint } = await createEndpoint(r.url);
    const customer = bearer(await customerToken('webhook-ws-customer', { subscriptionIds: ['none'] }));
    const overWs = async (document: string, who: Record<string, string>) => {
      const client = wsClient(gw.url, who);
      try {
        for await (const result of client.iterate({ query: document, variables: { id: endpoint.id } }))
          return result;
        throw new Error('no result');
      } finally {
        await client.dispose();
      }
    };
    const test = 'mutation ($id: ID!) { sendTestWebhookEvent(endpointId: $id) { delivered statusCode } }';
    const trail =
      'query ($id: ID!) { webhookEndpointChanges(endpointId: $id) { edges { node { action by } } } }';
    expect(await overWs(test, staff)).toEqual({
      data: { sendTestWebhookEvent: { delivered: true, statusCode: 204 } },
    });
    expect(typesOf(await r.until((all) => all.length >= 1))).toEqual(['webhook.test']);
    expect(await overWs(trail, staff)).toEqual({
      data: {
        webhookEndpointChanges: { edges: [{ node: { action: 'CREATED', by: 'token:webhooks-staff' } }] },
      },
    });
    for (const document of [test, trail]) {
      const answer = await overWs(document, customer);
      expect(answer.errors?.map((e) => e.extensions?.['code'])).toEqual(['FORBIDDEN']);
    }
    expect(r.received).toHaveLength(1);
  });

  it('is counted in the metrics: attempts by outcome, the outbox depth and the age of its oldest message', async () => {
    const url = gw.app.metricsUrl;
    const attempts = (outcome: string) => metric(url, 'webhook_deliveries_total', { outcome });
    expect(await attempts('delivered')).toBeGreaterThan(0);
    expect(await attempts('retrying')).toBeGreaterThan(0);
    expect(await attempts('dead_letter')).toBeGreaterThan(0);
    expect(await attempts('gone')).toBe(1);
    // the endpoints that never answer (port 9) keep what was written for them waiting
    const pending = await query<{ n: string }>(
      databaseUrl,
      "select count(*) as n from webhook_deliveries where status = 'PENDING'",
      [],
    );
    expect(await metric(url, 'webhook_outbox_depth')).toBe(Number(pending[0]?.n));
    expect(await metric(url, 'webhook_outbox_oldest_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe('the published JSON Schema of the messages', () => {
  it('holds every message the receivers of this file were sent, order events and tests alike', () => {
    const messages = receivers.flatMap((r) => r.received.map((m) => m.message));
    expect(new Set(messages.map((m) => m.type))).toEqual(
      new Set(['order.placed', 'order.status_changed', 'order.finished', 'webhook.test']),
    );
    const misfits = messages.flatMap((m) =>
      fitsSchema(m) ? [] : [`${m.type}: ${ajv.errorsText(validate.errors)}`],
    );
    expect(misfits).toEqual([]);
  });

  it('refuses a message that strays from it: a field more, or one left out', () => {
    const sent = receivers
      .flatMap((r) => r.received.map((m) => m.message))
      .find((m) => m.type === 'order.finished');
    if (sent === undefined) throw new Error('no order.finished was received');
    expect(fitsSchema(sent)).toBe(true);
    expect(fitsSchema({ ...sent, data: { ...sent.data, extra: 1 } })).toBe(false);
    const { error: _left, ...without } = sent.data;
    expect(fitsSchema({ ...sent, data: without })).toBe(false);
  });
});
