/**
 * Push on a gateway started as `npm start` starts it: no APNs or FCM credentials, not
 * production. Devices register, and each notification an order's progress makes is recorded by
 * the development target instead of sent: staff read it in the graph and at GET /dev/push, with
 * the token masked; customers are refused both. The recorder keeps the newest 500, and the page
 * escapes what it shows.
 */
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevelopmentTransport, PushRecorder, RECORDED_LIMIT } from '../src/push/development.js';
import { developmentPushPage } from '../src/push/development-page.js';
import type { PushMessage } from '../src/push/transport.js';
import { startTestGateway, type TestGateway } from './utils/gateway.js';
import { wsClient } from './utils/live.js';
import { metric } from './utils/metrics.js';
import { order } from './utils/orders.js';
import { STEP_MS } from './utils/simulator.js';
import { bearer, customerToken, staffToken, TEST_JWT_SECRET } from './utils/tokens.js';

let gw: TestGateway;
let staff: Record<string, string>;
let customer: Record<string, string>;
let subscriptionId: string;
let phoneNumber: string;

const REGISTER = `mutation ($input: RegisterDeviceInput!) { registerDevice(input: $input) { id platform hasLiveActivity } }`;
const RECORDED = `{ developmentPushNotifications {
  messageId platform token title body eventType activationId activationType status previousStatus liveActivity recordedAt
} }`;

interface Recorded {
  messageId: string;
  platform: string;
  token: string;
  title: string;
  body: string;
  eventType: string;
  activationId: string | null;
  status: string | null;
  liveActivity: string | null;
}

/** an address of this machine that is not loopback: a caller from there is not on the machine itself */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i !== undefined && !i.internal && i.family === 'IPv4')?.address;

const apnsToken = `${'ab'.repeat(31)}c0de`;
const liveToken = `${'cd'.repeat(31)}beef`;
const fcmToken = `dev-phone:APA91b${'y'.repeat(120)}f00d`;

beforeAll(async () => {
  // as `npm start`: no push settings at all, NODE_ENV unset
  gw = await startTestGateway(
    { openOrders: false },
    {
      AUTH_MODE: 'jwt',
      JWT_SECRET: TEST_JWT_SECRET,
      WATCH_MIN_INTERVAL_MS: '50',
      WATCH_MAX_INTERVAL_MS: '200',
      // on every address, so that the page can be asked for from another one than loopback
      HOST: '0.0.0.0',
    },
  );
  const [sub] = (await gw.partner.client.get('QuerySubscription', { take: 50 })).results.filter(
    (s) => s.state === 'ACTIVE' && s.providerEnvironment === 'SP16001',
  );
  if (sub?.phoneNumber === undefined) throw new Error('no active subscription');
  subscriptionId = sub.id;
  phoneNumber = sub.phoneNumber;
  staff = bearer(await staffToken('dev-push-staff'));
  customer = bearer(await customerToken('dev-push-customer', { subscriptionIds: [subscriptionId] }));
});
afterAll(async () => {
  await gw.close();
});

async function recorded(): Promise<Recorded[]> {
  const answer = await gw.request<{ developmentPushNotifications: Recorded[] | null }, unknown>(
    RECORDED,
    {},
    staff,
  );
  if (answer.data?.developmentPushNotifications == null) throw new Error(JSON.stringify(answer));
  return answer.data.developmentPushNotifications;
}

describe('a gateway started as npm start (no push credentials, not production)', () => {
  it("registers an iPhone and an Android phone, and records each notification of an order's progress for staff in the graph and at /dev/push, tokens masked", async () => {
    for (const input of [
      { platform: 'APNS', token: apnsToken, liveActivityToken: liveToken },
      { platform: 'FCM', token: fcmToken },
    ]) {
      const answer = await gw.request<{ registerDevice: { platform: string } }, unknown>(
        REGISTER,
        { input },
        customer,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.registerDevice.platform).toBe(input.platform);
    }

    // staff suspend the customer's subscription; the partner takes the order to DONE
    const placed = await order(gw, 'suspendSubscription', { subscriptionId }, staff);
    const id = placed.activation?.activationId ?? '';
    expect(id).not.toBe('');
    // each status seen before the next: both phones are told of each
    for (const status of ['BUSY', 'DONE']) {
      await gw.partner.advance(STEP_MS);
      await expect
        .poll(async () => (await recorded()).filter((n) => n.status === status).length, { timeout: 15_000 })
        .toBe(2);
    }

    const all = await recorded();
    const of = (platform: string) =>
      all
        .filter((n) => n.platform === platform && n.activationId === id)
        .reverse()
        .map((n) => [n.eventType, n.status, n.title, n.body, n.token, n.liveActivity]);
    expect(of('APNS')).toEqual([
      ['ORDER_PLACED', 'INIT', 'Order placed', 'Your SUSPEND order was placed', '…c0de', 'UPDATE'],
      ['ORDER_STATUS_CHANGED', 'BUSY', 'Order BUSY', 'Your SUSPEND order is busy', '…c0de', 'UPDATE'],
      ['ORDER_FINISHED', 'DONE', 'Order DONE', 'Your SUSPEND order is done', '…c0de', 'END'],
    ]);
    expect(of('FCM').map((n) => [n[1], n[4], n[5]])).toEqual([
      ['INIT', '…f00d', null],
      ['BUSY', '…f00d', null],
      ['DONE', '…f00d', null],
    ]);
    const said = JSON.stringify(all);
    for (const secret of [apnsToken, liveToken, fcmToken, phoneNumber]) expect(said).not.toContain(secret);

    // each is a push delivery the development target took
    const deliveries = await gw.request<
      { pushDeliveries: { totalCount: number; edges: Array<{ node: { id: string; status: string } }> } },
      unknown
    >('{ pushDeliveries(first: 50) { totalCount edges { node { id status } } } }', {}, staff);
    expect(deliveries.data?.pushDeliveries.edges.map((e) => e.node.status)).toEqual(
      Array(6).fill('DELIVERED'),
    );
    expect(deliveries.data?.pushDeliveries.edges.map((e) => e.node.id).sort()).toEqual(
      all.map((n) => n.messageId).sort(),
    );
    await expect.poll(() => metric(gw.url, 'push_outbox_depth')).toBe(0);
    expect(await metric(gw.url, 'push_deliveries_total', { outcome: 'delivered' })).toBe(6);

    // the same on the local page, newest first
    const page = await fetch(`${gw.url}/dev/push`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<td>Your SUSPEND order is done</td>');
    expect(html.indexOf('Your SUSPEND order is done')).toBeLessThan(
      html.indexOf('Your SUSPEND order was placed'),
    );
    expect(html).toContain('<td>…c0de</td>');
    for (const secret of [apnsToken, liveToken, fcmToken, phoneNumber]) expect(html).not.toContain(secret);

    // the subscription active again for whoever runs next
    const resumed = await order(gw, 'resumeSubscription', { subscriptionId }, staff);
    expect(resumed.activation?.activationId).toBeDefined();
  });

  it.skipIf(lanAddress === undefined)(
    'answers /dev/push with 404 to a caller that is not on the machine itself',
    async () => {
      const { port } = new URL(gw.url);
      expect((await fetch(`http://127.0.0.1:${port}/dev/push`)).status).toBe(200);
      const away = await fetch(`http://${lanAddress}:${port}/dev/push`);
      expect(away.status).toBe(404);
      expect(await away.text()).toBe('');
    },
  );

  it('answers the recorded notifications over graphql-ws to staff, and FORBIDDEN to a customer there too', async () => {
    const ask = async (who: Record<string, string>) => {
      const client = wsClient(gw.url, who);
      try {
        for await (const result of client.iterate({ query: RECORDED })) return result;
        throw new Error('no result');
      } finally {
        await client.dispose();
      }
    };
    const forStaff = await ask(staff);
    expect(forStaff.errors).toBeUndefined();
    const recordedThere = forStaff.data?.['developmentPushNotifications'];
    expect(Array.isArray(recordedThere) && recordedThere.length >= 6).toBe(true);
    const forCustomer = await ask(customer);
    expect(forCustomer.errors?.map((e) => e.extensions?.['code'])).toEqual(['FORBIDDEN']);
  });

  it("refuses customers the recorded notifications and the push deliveries' staff operations with FORBIDDEN", async () => {
    const forbidden = async (document: string, variables: Record<string, unknown> = {}) =>
      (await gw.request<unknown, unknown>(document, variables, customer)).errors?.map(
        (e) => e.extensions?.['code'],
      );
    expect(await forbidden(RECORDED)).toEqual(['FORBIDDEN']);
    expect(await forbidden('{ pushDeliveries(first: 1) { totalCount } }')).toEqual(['FORBIDDEN']);
    expect(await forbidden('mutation { replayFailedPushDeliveries(since: "2020-01-01T00:00:00Z") }')).toEqual(
      ['FORBIDDEN'],
    );
    expect(
      await forbidden('mutation { resendPushDeliveries(deviceId: "1", since: "2020-01-01T00:00:00Z") }'),
    ).toEqual(['FORBIDDEN']);
    expect(
      await forbidden('mutation ($id: ID!) { replayPushDelivery(id: $id) { id } }', {
        id: '00000000-0000-4000-8000-000000000000',
      }),
    ).toEqual(['FORBIDDEN']);
  });
});

const message = (n: number, activationType = 'SUSPEND'): PushMessage => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  eventType: 'order.status_changed',
  activationId: `A${n}`,
  activationType,
  status: 'BUSY',
  previousStatus: 'INIT',
  final: false,
  occurredAt: new Date(),
  writtenAt: new Date(),
});

describe('the development recorder', () => {
  it(`keeps the newest ${RECORDED_LIMIT} notifications, newest first`, async () => {
    const recorder = new PushRecorder();
    const transport = createDevelopmentTransport('FCM', recorder);
    for (let n = 0; n < RECORDED_LIMIT + 7; n++)
      expect(await transport.send({ token: `token-${n}` }, message(n))).toEqual([{ kind: 'delivered' }]);
    const kept = recorder.list();
    expect(kept).toHaveLength(RECORDED_LIMIT);
    expect(kept[0]?.activationId).toBe(`A${RECORDED_LIMIT + 6}`);
    expect(kept.at(-1)?.activationId).toBe('A7');
  });

  it('shows on its page what the partner sent escaped, so that no value of it can be markup', () => {
    const recorder = new PushRecorder();
    recorder.record('APNS', { token: 'ab'.repeat(32) }, message(1, '<script>alert(1)</script>'));
    const html = developmentPushPage(recorder.list());
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
