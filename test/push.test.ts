/**
 * Push notifications end to end: a gateway in front of the simulator, journaling on
 * PostgreSQL, sends each status change of an order to the phones that hear of it, through
 * stand-ins of APNs (HTTP/2 over TLS, checking the ES256 provider token and the topic) and FCM
 * (checking the OAuth assertion and the bearer token) that answer as the real services
 * document. The stand-ins' certificates are trusted as Node's default CAs, as an operator's
 * would be in the system store: the gateway has no setting for them.
 */
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ApnsStandIn, startApnsStandIn } from './utils/apns-standin.js';
import { query } from './utils/database.js';
import { type FcmStandIn, startFcmStandIn } from './utils/fcm-standin.js';
import { startTestGateway, type TestGateway } from './utils/gateway.js';
import { metric } from './utils/metrics.js';
import { order } from './utils/orders.js';
import { STEP_MS } from './utils/simulator.js';
import { bearer, customerToken, staffToken, TEST_JWT_SECRET } from './utils/tokens.js';

let gw: TestGateway;
let apns: ApnsStandIn;
let fcm: FcmStandIn;
let databaseUrl: string;
let subscriptionId: string;
let phoneNumber: string;
let staff: Record<string, string>;
let otherStaff: Record<string, string>;
let customer: Record<string, string>;

const REGISTER = `mutation ($input: RegisterDeviceInput!) {
  registerDevice(input: $input) { id platform hasLiveActivity registeredAt updatedAt }
}`;

/** a device token as APNs hands them out: 32 bytes in hex */
const apnsToken = (n: number) => n.toString(16).padStart(2, '0').repeat(32);
const fcmToken = (name: string) => `fcm-${name}:APA91b${'x'.repeat(120)}`;

beforeAll(async () => {
  [apns, fcm] = await Promise.all([startApnsStandIn(), startFcmStandIn()]);
  setDefaultCACertificates([...getCACertificates('default'), apns.ca, fcm.ca]);
  gw = await startTestGateway(
    { openOrders: false },
    {
      AUTH_MODE: 'jwt',
      JWT_SECRET: TEST_JWT_SECRET,
      WATCH_MIN_INTERVAL_MS: '50',
      WATCH_MAX_INTERVAL_MS: '200',
      RATE_LIMIT_PER_MINUTE: '100000',
      PUSH_RETRY_SCHEDULE: '100ms,100ms,100ms',
      APNS_KEY_FILE: apns.keyFile,
      APNS_KEY_ID: apns.keyId,
      APNS_TEAM_ID: apns.teamId,
      APNS_TOPIC: apns.topic,
      APNS_HOST: apns.url,
      FCM_CREDENTIALS_FILE: fcm.credentialsFile,
      FCM_ENDPOINT: fcm.url,
    },
  );
  databaseUrl = `postgres://postgres@127.0.0.1:5432/${gw.app.journal.where().split('/').pop() ?? ''}`;
  const [sub] = (await gw.partner.client.get('QuerySubscription', { take: 50 })).results.filter(
    (s) => s.state === 'ACTIVE' && s.providerEnvironment === 'SP16001',
  );
  if (sub?.phoneNumber === undefined) throw new Error('no active subscription');
  subscriptionId = sub.id;
  phoneNumber = sub.phoneNumber;
  staff = bearer(await staffToken('push-staff'));
  otherStaff = bearer(await staffToken('push-other-staff'));
  customer = bearer(await customerToken('push-customer', { subscriptionIds: [subscriptionId] }));
});
// each test's order is over before the next one begins: none of its notifications reach the next test
afterEach(async () => {
  await gw.partner.advance(3 * STEP_MS);
  await expect
    .poll(async () => (await query(databaseUrl, 'select id from orders where final_at is null', [])).length, {
      timeout: 10_000,
    })
    .toBe(0);
  await query(databaseUrl, 'delete from devices', []);
});
afterAll(async () => {
  await gw.close();
  await Promise.all([apns.close(), fcm.close()]);
});

async function register(who: Record<string, string>, input: Record<string, unknown>) {
  const response = await gw.request<{ registerDevice: { id: string; hasLiveActivity: boolean } }, unknown>(
    REGISTER,
    { input },
    who,
  );
  if (response.data?.registerDevice === undefined) throw new Error(JSON.stringify(response.errors));
  return response.data.registerDevice;
}

/** suspends the subscription, then takes the order through BUSY to DONE; its activation id */
async function suspension(who: Record<string, string>): Promise<string> {
  const placed = await order(gw, 'suspendSubscription', { subscriptionId }, who);
  const id = placed.activation?.activationId;
  if (id === undefined) throw new Error(JSON.stringify(placed));
  return id;
}

/**
 * resumes the subscription the test suspended, so that the next one may suspend it again; as
 * another staff member, whose orders no device of the tests hears of but a customer's
 */
async function resume(): Promise<void> {
  const placed = await order(gw, 'resumeSubscription', { subscriptionId }, otherStaff);
  await finish(placed.activation?.activationId ?? '');
}

/** steps the partner until the order is DONE, each status seen on the way */
async function finish(activationId: string): Promise<void> {
  for (const status of ['BUSY', 'DONE']) {
    await gw.partner.advance(STEP_MS);
    await expect
      .poll(
        async () =>
          (
            await query<{ status: string }>(
              databaseUrl,
              'select status from orders where activation_id = $1',
              [activationId],
            )
          )[0]?.status,
        { timeout: 10_000 },
      )
      .toBe(status);
  }
}

describe('an iPhone', () => {
  it('of a customer hears of each status of an order on their subscription, as alerts and Live Activity updates that end with DONE, in order, without the phone number', async () => {
    const token = apnsToken(1);
    const live = apnsToken(2);
    const device = await register(customer, { platform: 'APNS', token, liveActivityToken: live });
    expect(device.hasLiveActivity).toBe(true);
    // staff place it: the customer hears of it because the subscription is theirs
    const id = await suspension(staff);
    await finish(id);

    const alerts = await apns.until((rs) => rs.filter((r) => r.token === token).length === 3);
    const mine = alerts.filter((r) => r.token === token);
    expect(mine.map((r) => [r.payload['eventType'], r.payload['status']])).toEqual([
      ['order.placed', 'INIT'],
      ['order.status_changed', 'BUSY'],
      ['order.finished', 'DONE'],
    ]);
    for (const r of mine) {
      expect(r.headers['apns-push-type']).toBe('alert');
      expect(r.headers['apns-topic']).toBe(apns.topic);
      expect(r.payload['activationId']).toBe(id);
      expect(JSON.stringify(r.payload)).not.toContain(phoneNumber);
      expect(r.headers['apns-collapse-id']).toBe(r.headers['apns-id']);
    }
    const updates = await apns.until((rs) => rs.filter((r) => r.token === live).length === 3);
    const activity = updates.filter((r) => r.token === live);
    expect(
      activity.map((r) => [
        r.payload.aps['event'],
        (r.payload.aps['content-state'] as { status: string }).status,
      ]),
    ).toEqual([
      ['update', 'INIT'],
      ['update', 'BUSY'],
      ['end', 'DONE'],
    ]);
    for (const r of activity) {
      expect(r.headers['apns-push-type']).toBe('liveactivity');
      expect(r.headers['apns-topic']).toBe(`${apns.topic}.push-type.liveactivity`);
    }
    await resume();
  });

  it('with a Live Activity of one order updates it with that order alone, while alerts tell of every order', async () => {
    const token = apnsToken(9);
    const live = apnsToken(10);
    const id = await suspension(staff);
    await register(customer, {
      platform: 'APNS',
      token,
      liveActivityToken: live,
      liveActivityActivationId: id,
    });
    await finish(id);
    // another order on the customer's subscription: an alert, but not an update of that activity
    const placed = await order(gw, 'resumeSubscription', { subscriptionId }, otherStaff);
    const other = placed.activation?.activationId ?? '';
    await finish(other);
    await apns.until((rs) =>
      rs.some(
        (r) => r.token === token && r.payload['activationId'] === other && r.payload['status'] === 'DONE',
      ),
    );
    // the first order's updates are sent apart from the second's: wait for both of them
    const updates = (await apns.until((rs) => rs.filter((r) => r.token === live).length >= 2)).filter(
      (r) => r.token === live,
    );
    expect(updates.map((r) => r.payload.aps['content-state'])).toEqual([
      { activationId: id, status: 'BUSY', previousStatus: 'INIT', activationType: 'SUSPEND' },
      { activationId: id, status: 'DONE', previousStatus: 'BUSY', activationType: 'SUSPEND' },
    ]);
  });

  it('whose token APNs calls Unregistered (410) is deleted with its messages', async () => {
    const token = apnsToken(3);
    apns.answer(token, 'Unregistered');
    await register(customer, { platform: 'APNS', token });
    const id = await suspension(staff);
    await expect
      .poll(async () => (await query(databaseUrl, 'select id from devices', [])).length, { timeout: 10_000 })
      .toBe(0);
    expect(apns.refused.filter((r) => r.token === token).map((r) => r.status)).toEqual([410]);
    const left = await query(databaseUrl, 'select id from push_deliveries', []);
    expect(left).toEqual([]);
    await expect
      .poll(() =>
        metric(gw.app.metricsUrl, 'push_deliveries_total', { platform: 'APNS', outcome: 'unregistered' }),
      )
      .toBe(1);
    await finish(id);
    await resume();
  });
});

describe('an Android phone', () => {
  it('of a staff member hears of the orders they placed, and not of the orders others placed', async () => {
    const token = fcmToken('staff');
    await register(staff, { platform: 'FCM', token });
    const theirs = await suspension(otherStaff);
    await finish(theirs);
    await resume();
    const mine = await suspension(staff);
    await finish(mine);
    const taken = await fcm.until((rs) => rs.filter((r) => r.token === token).length === 3);
    const messages = taken.filter((r) => r.token === token);
    expect(messages.map((r) => [r.message.data?.['activationId'], r.message.data?.['status']])).toEqual([
      [mine, 'INIT'],
      [mine, 'BUSY'],
      [mine, 'DONE'],
    ]);
    expect(JSON.stringify(messages)).not.toContain(phoneNumber);
    await resume();
  });

  it('is sent a notification FCM answered 429 again after Retry-After, and takes it once', async () => {
    const token = fcmToken('busy');
    fcm.answer(token, { code: 'QUOTA_EXCEEDED', retryAfter: '2' });
    await register(customer, { platform: 'FCM', token });
    const id = await suspension(staff);
    const taken = await fcm.until((rs) => rs.some((r) => r.token === token));
    const first = taken.filter((r) => r.token === token);
    expect(first).toHaveLength(1);
    const refusals = fcm.refused.filter((r) => r.token === token);
    expect(refusals.map((r) => r.status)).toEqual([429]);
    // the retry schedule here is 100 ms: only Retry-After holds the second try back two seconds
    const [refusal] = refusals;
    const [retried] = first;
    expect((retried?.at ?? 0) - (refusal?.at ?? Number.POSITIVE_INFINITY)).toBeGreaterThanOrEqual(2_000);
    // the stand-in has taken it; the gateway records so once FCM's answer is in
    await expect
      .poll(() =>
        query(
          databaseUrl,
          "select attempts, status from push_deliveries where event_type = 'order.placed'",
          [],
        ),
      )
      .toEqual([{ attempts: 2, status: 'DELIVERED' }]);
    await finish(id);
    await resume();
  });

  it("gives up a notification whose Retry-After is past the day it is worth, and the order's next one goes", async () => {
    const token = fcmToken('later');
    fcm.answer(token, { code: 'QUOTA_EXCEEDED', retryAfter: '100000000' });
    await register(customer, { platform: 'FCM', token });
    const id = await suspension(staff);
    await finish(id);
    const taken = await fcm.until((rs) =>
      rs.some((r) => r.token === token && r.message.data?.['status'] === 'DONE'),
    );
    expect(taken.filter((r) => r.token === token).map((r) => r.message.data?.['status'])).toEqual([
      'BUSY',
      'DONE',
    ]);
    const placed = await query(
      databaseUrl,
      "select status, attempts from push_deliveries where event_type = 'order.placed'",
      [],
    );
    expect(placed).toEqual([{ status: 'FAILED', attempts: 1 }]);
    await resume();
  });

  it('whose token FCM calls UNREGISTERED is deleted', async () => {
    const token = fcmToken('gone');
    fcm.answer(token, 'UNREGISTERED');
    await register(customer, { platform: 'FCM', token });
    const id = await suspension(staff);
    await expect
      .poll(async () => (await query(databaseUrl, 'select id from devices', [])).length, { timeout: 10_000 })
      .toBe(0);
    await finish(id);
    await resume();
  });
});

describe('registering devices', () => {
  it('keeps one device per token, its tokens encrypted, and shows each caller only their own', async () => {
    const token = apnsToken(4);
    const first = await register(customer, { platform: 'APNS', token: token.toUpperCase() });
    const again = await register(customer, { platform: 'APNS', token, liveActivityToken: apnsToken(5) });
    // the same token however its hex is spelled
    expect(again.id).toBe(first.id);
    expect(again.hasLiveActivity).toBe(true);
    const stored = await query(databaseUrl, 'select token, live_activity_token from devices', []);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(apnsToken(5));

    const list = async (who: Record<string, string>) =>
      (await gw.request<{ devices: Array<{ id: string }> }, unknown>('{ devices { id } }', {}, who)).data
        ?.devices;
    expect(await list(customer)).toEqual([{ id: first.id }]);
    expect(await list(staff)).toEqual([]);
    const node = await gw.request<{ node: unknown }, unknown>(
      'query ($id: ID!) { node(id: $id) { id } }',
      { id: first.id },
      staff,
    );
    expect(node.data?.node).toBeNull();
    const theirs = await gw.request<unknown, unknown>(
      'mutation ($id: ID!) { unregisterDevice(id: $id) }',
      { id: first.id },
      staff,
    );
    expect(theirs.errors?.map((e) => [e.extensions?.['code'], e.extensions?.['field']])).toEqual([
      ['NOT_FOUND', 'id'],
    ]);
    const mine = await gw.request<{ unregisterDevice: string }, unknown>(
      'mutation ($id: ID!) { unregisterDevice(id: $id) }',
      { id: first.id },
      customer,
    );
    expect(mine.data?.unregisterDevice).toBe(first.id);
    expect(await list(customer)).toEqual([]);
  });

  it("shows staff a customer's devices, never their tokens, and refuses a customer who asks for another's", async () => {
    const phone = await register(customer, { platform: 'FCM', token: fcmToken('desk') });
    const DEVICES_OF =
      'query ($subject: String!) { devicesOf(kind: TOKEN, subject: $subject) { id platform hasLiveActivity } }';
    const seen = await gw.request<{ devicesOf: unknown[] }, unknown>(
      DEVICES_OF,
      { subject: 'push-customer' },
      staff,
    );
    expect(seen.errors).toBeUndefined();
    expect(seen.data?.devicesOf).toEqual([{ id: phone.id, platform: 'FCM', hasLiveActivity: false }]);
    expect(JSON.stringify(seen)).not.toContain('fcm-desk');
    const refused = await gw.request(DEVICES_OF, { subject: 'push-customer' }, customer);
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });

  it('refuses a malformed token or a Live Activity on Android, naming the field', async () => {
    const refused = async (input: Record<string, unknown>) =>
      (await gw.request<unknown, unknown>(REGISTER, { input }, customer)).errors?.map((e) => [
        e.extensions?.['code'],
        e.extensions?.['field'],
      ]);
    expect(await refused({ platform: 'APNS', token: 'not-hex' })).toEqual([
      ['BAD_USER_INPUT', 'input.token'],
    ]);
    expect(await refused({ platform: 'FCM', token: 'short' })).toEqual([['BAD_USER_INPUT', 'input.token']]);
    // an APNs token is no FCM registration token (no instance id and colon), nor half a byte of hex an APNs one
    expect(await refused({ platform: 'FCM', token: apnsToken(8) })).toEqual([
      ['BAD_USER_INPUT', 'input.token'],
    ]);
    expect(await refused({ platform: 'APNS', token: `${apnsToken(9)}a` })).toEqual([
      ['BAD_USER_INPUT', 'input.token'],
    ]);
    expect(
      await refused({ platform: 'APNS', token: apnsToken(7), liveActivityToken: `${apnsToken(9)}a` }),
    ).toEqual([['BAD_USER_INPUT', 'input.liveActivityToken']]);
    expect(await refused({ platform: 'FCM', token: fcmToken('x'), liveActivityToken: apnsToken(6) })).toEqual(
      [['BAD_USER_INPUT', 'input.liveActivityToken']],
    );
    expect(await refused({ platform: 'APNS', token: apnsToken(7), liveActivityToken: 'zz' })).toEqual([
      ['BAD_USER_INPUT', 'input.liveActivityToken'],
    ]);
    expect(await query(databaseUrl, 'select id from devices', [])).toEqual([]);
  });
});

/** `count` registerDevice fields aliased in one operation, FCM tokens `${prefix}-${first + i}`; each answer's code, or 'OK' */
async function aliased(
  on: TestGateway,
  who: Record<string, string>,
  prefix: string,
  first: number,
  count: number,
): Promise<string[]> {
  const names = Array.from({ length: count }, (_, i) => `d${first + i}`);
  const fields = names.map(
    (name) =>
      `${name}: registerDevice(input: { platform: FCM, token: "${fcmToken(`${prefix}-${name}`)}" }) { id }`,
  );
  const response = await on.request<Record<string, unknown> | null, unknown>(
    `mutation { ${fields.join(' ')} }`,
    {},
    who,
  );
  return names.map(
    (name) =>
      response.errors?.find((e) => e.path?.[0] === name)?.extensions?.['code']?.toString() ??
      (response.data?.[name] == null ? 'NONE' : 'OK'),
  );
}

describe('devices an attacker registers', () => {
  it("keeps a flood of aliased registrations to MAX_DEVICES_PER_CALLER, the newest kept, and an order's notifications to them", async () => {
    const answers = [
      ...(await aliased(gw, customer, 'flood', 0, 15)),
      ...(await aliased(gw, customer, 'flood', 15, 15)),
    ];
    // every registration went through (the rate here is high): the cap, not a refusal, holds them
    expect(answers).toEqual(Array(30).fill('OK'));
    const kept = await query<{ n: string }>(databaseUrl, 'select count(*) as n from devices', []);
    expect(kept).toEqual([{ n: '10' }]);
    // the newest phone works: the last registered is there, the first is gone
    const list = await gw.request<{ devices: Array<{ id: string }> }, unknown>(
      '{ devices { id } }',
      {},
      customer,
    );
    const newest = await register(customer, { platform: 'FCM', token: fcmToken('flood-d29') });
    expect(list.data?.devices.map((d) => d.id)).toContain(newest.id);
    // registered again, the first is the newest, and the least recently registered gives way
    const first = await register(customer, { platform: 'FCM', token: fcmToken('flood-d0') });
    const after = await gw.request<{ devices: Array<{ id: string }> }, unknown>(
      '{ devices { id } }',
      {},
      customer,
    );
    expect(after.data?.devices.map((d) => d.id)).toContain(first.id);
    expect(after.data?.devices).toHaveLength(10);

    const id = await suspension(staff);
    const placed = await query<{ n: string }>(
      databaseUrl,
      "select count(*) as n from push_deliveries where event_type = 'order.placed'",
      [],
    );
    expect(placed).toEqual([{ n: '10' }]);
    await finish(id);
    await resume();
  });

  it("counts each aliased registerDevice against the caller's rate", async () => {
    const tight = await startTestGateway(
      { openOrders: false },
      {
        AUTH_MODE: 'jwt',
        JWT_SECRET: TEST_JWT_SECRET,
        RATE_LIMIT_PER_MINUTE: '20',
        MAX_DEVICES_PER_CALLER: '100',
        FCM_CREDENTIALS_FILE: fcm.credentialsFile,
        FCM_ENDPOINT: fcm.url,
      },
    );
    const tightUrl = `postgres://postgres@127.0.0.1:5432/${tight.app.journal.where().split('/').pop() ?? ''}`;
    const registered = async () =>
      Number((await query<{ n: string }>(tightUrl, 'select count(*) as n from devices', []))[0]?.n);
    try {
      // 20 tokens a minute: the operation takes one, its 15 registrations fifteen
      expect(await aliased(tight, customer, 'rate', 0, 15)).toEqual(Array(15).fill('OK'));
      expect(await registered()).toBe(15);
      // 4 left: the operation takes one, three registrations the rest, the fourth is refused
      // and the operation ends there (registerDevice is non-null)
      const second = await aliased(tight, customer, 'rate', 15, 15);
      expect(second.filter((c) => c === 'RATE_LIMITED')).toEqual(['RATE_LIMITED']);
      expect(await registered()).toBeGreaterThanOrEqual(18);
      // a token or so may have come back while the test ran: never the 15 an operation's count allows
      expect(await registered()).toBeLessThanOrEqual(19);
    } finally {
      await tight.close();
    }
  });

  it('deletes a device not registered again for DEVICE_TTL_DAYS in the retention pass, with its messages, and keeps a recent one', async () => {
    await register(customer, { platform: 'FCM', token: fcmToken('old') });
    const recent = await register(customer, { platform: 'FCM', token: fcmToken('recent') });
    const id = await suspension(staff);
    await finish(id);
    await resume();
    const oldest = 'select min(id) as id from devices';
    const messagesOfOld = `select id from push_deliveries where device_id = (${oldest})`;
    expect((await query(databaseUrl, messagesOfOld, [])).length).toBeGreaterThan(0);
    const [{ id: oldId } = { id: '' }] = await query<{ id: string }>(databaseUrl, oldest, []);
    await query(databaseUrl, `update devices set updated_at = now() - interval '61 days' where id = $1`, [
      oldId,
    ]);
    await gw.app.retention();
    const list = await gw.request<{ devices: Array<{ id: string }> }, unknown>(
      '{ devices { id } }',
      {},
      customer,
    );
    expect(list.data?.devices.map((d) => d.id)).toEqual([recent.id]);
    expect(await query(databaseUrl, 'select id from push_deliveries where device_id = $1', [oldId])).toEqual(
      [],
    );
  });

  it("refuses another customer's token with DEVICE_TOKEN_TAKEN, and the device stays its owner's and hears of their order", async () => {
    const token = fcmToken('owned-by-a');
    const mine = await register(customer, { platform: 'FCM', token });
    const thief = bearer(await customerToken('push-customer-b', { subscriptionIds: [] }));
    const taken = await gw.request<unknown, unknown>(REGISTER, { input: { platform: 'FCM', token } }, thief);
    expect(taken.errors?.map((e) => [e.extensions?.['code'], e.extensions?.['field']])).toEqual([
      ['DEVICE_TOKEN_TAKEN', 'input.token'],
    ]);
    expect(JSON.stringify(taken)).not.toContain('push-customer');
    const owners = await query(databaseUrl, 'select caller_subject from devices', []);
    expect(owners).toEqual([{ caller_subject: 'push-customer' }]);
    // its owner registering again is still an update
    expect((await register(customer, { platform: 'FCM', token })).id).toBe(mine.id);

    const id = await suspension(staff);
    await fcm.until((rs) => rs.some((r) => r.token === token && r.message.data?.['activationId'] === id));
    await finish(id);
    await resume();

    // signed out there (unregistered), the token may be registered by whoever signs in next
    await gw.request<unknown, unknown>(
      'mutation ($id: ID!) { unregisterDevice(id: $id) }',
      { id: mine.id },
      customer,
    );
    const moved = await register(thief, { platform: 'FCM', token });
    expect(moved.id).not.toBe(mine.id);
  });

  it("refuses another customer's push token in either role, naming the field: their Live Activity token as a Live Activity's or a device's, their device token as a Live Activity's; its owner registers it again in either role", async () => {
    const [phoneA, liveA, phoneB, liveB] = [
      apnsToken(0xa1),
      apnsToken(0xa2),
      apnsToken(0xb1),
      apnsToken(0xb2),
    ];
    const mine = await register(customer, { platform: 'APNS', token: phoneA, liveActivityToken: liveA });
    expect(mine.hasLiveActivity).toBe(true);
    const thief = bearer(await customerToken('push-customer-b', { subscriptionIds: [] }));
    const refused = async (input: Record<string, unknown>) => {
      const answer = await gw.request<unknown, unknown>(REGISTER, { input }, thief);
      expect(JSON.stringify(answer)).not.toContain('push-customer"');
      return answer.errors?.map((e) => [e.extensions?.['code'], e.extensions?.['field']]);
    };
    // the attack as tried: B's own device token, A's Live Activity's (in either case of its hex)
    expect(await refused({ platform: 'APNS', token: phoneB, liveActivityToken: liveA })).toEqual([
      ['DEVICE_TOKEN_TAKEN', 'input.liveActivityToken'],
    ]);
    expect(
      await refused({ platform: 'APNS', token: phoneB, liveActivityToken: liveA.toUpperCase() }),
    ).toEqual([['DEVICE_TOKEN_TAKEN', 'input.liveActivityToken']]);
    // A's Live Activity token as B's device token; A's device token as B's Live Activity token
    expect(await refused({ platform: 'APNS', token: liveA })).toEqual([
      ['DEVICE_TOKEN_TAKEN', 'input.token'],
    ]);
    expect(await refused({ platform: 'APNS', token: phoneB, liveActivityToken: phoneA })).toEqual([
      ['DEVICE_TOKEN_TAKEN', 'input.liveActivityToken'],
    ]);
    expect(await query(databaseUrl, 'select caller_subject from devices', [])).toEqual([
      { caller_subject: 'push-customer' },
    ]);

    // the controls: B's own two tokens are B's; A registering theirs again is an update, and a
    // new device token of A's may carry A's Live Activity
    expect(
      (await register(thief, { platform: 'APNS', token: phoneB, liveActivityToken: liveB })).hasLiveActivity,
    ).toBe(true);
    const again = await register(customer, { platform: 'APNS', token: phoneA, liveActivityToken: liveA });
    expect(again).toMatchObject({ id: mine.id, hasLiveActivity: true });
    const renewed = await register(customer, {
      platform: 'APNS',
      token: apnsToken(0xa3),
      liveActivityToken: liveA,
    });
    expect(renewed.hasLiveActivity).toBe(true);
  });

  it('gives a Live Activity token two customers register at the same moment to one of them, the other told DEVICE_TOKEN_TAKEN', async () => {
    const other = bearer(await customerToken('push-customer-c', { subscriptionIds: [] }));
    const codes = async (who: Record<string, string>, token: string, live: string) =>
      (
        await gw.request<unknown, unknown>(
          REGISTER,
          { input: { platform: 'APNS', token, liveActivityToken: live } },
          who,
        )
      ).errors?.map((e) => [e.extensions?.['code'], e.extensions?.['field']]) ?? 'OK';
    const races = [0xc0, 0xc1, 0xc2, 0xc3, 0xc4, 0xc5];
    const answers = await Promise.all(
      races.map((n) =>
        Promise.all([
          codes(customer, apnsToken(n + 0x10), apnsToken(n)),
          codes(other, apnsToken(n + 0x20), apnsToken(n)),
        ]),
      ),
    );
    for (const pair of answers)
      expect([...pair].sort()).toEqual([[['DEVICE_TOKEN_TAKEN', 'input.liveActivityToken']], 'OK'].sort());
    const holders = await query<{ n: number }>(
      databaseUrl,
      'select count(distinct caller_subject)::int as n from devices group by live_activity_token_digest',
      [],
    );
    expect(holders.map((h) => h.n)).toEqual(races.map(() => 1));
  });
});

const DELIVERIES = `query ($filter: PushDeliveryFilter) {
  pushDeliveries(first: 20, filter: $filter) {
    totalCount
    edges { node { id status attempts lastError eventType platform deviceId nextAttemptAt order { id } } }
  }
}`;

interface PushDeliveryNode {
  id: string;
  status: string;
  attempts: number;
  lastError: string | null;
  eventType: string;
  platform: string;
  deviceId: string;
  nextAttemptAt: string | null;
  order: { id: string } | null;
}

/** the notifications staff see through pushDeliveries with `filter` */
async function deliveries(filter: Record<string, unknown>): Promise<PushDeliveryNode[]> {
  const answer = await gw.request<{ pushDeliveries: { edges: Array<{ node: PushDeliveryNode }> } }, unknown>(
    DELIVERIES,
    { filter },
    staff,
  );
  if (answer.data?.pushDeliveries === undefined) throw new Error(JSON.stringify(answer.errors));
  return answer.data.pushDeliveries.edges.map((e) => e.node);
}

/** the FCM message ids a token has been sent (taken by the stand-in) */
const sentTo = (token: string) =>
  fcm.requests.filter((r) => r.token === token).map((r) => r.message.data?.['messageId']);

describe('staff operations on push notifications', () => {
  it('show a notification given up in pushDeliveries and push_dead_letters, and replayPushDelivery sends it again, once, and again when asked once it is delivered', async () => {
    const token = fcmToken('given-up');
    const device = await register(customer, { platform: 'FCM', token });
    // the first notification's attempts all fail (one and the retry schedule's three)
    fcm.answer(token, 'UNAVAILABLE', 'UNAVAILABLE', 'UNAVAILABLE', 'UNAVAILABLE');
    const id = await suspension(staff);
    await expect.poll(() => deliveries({ status: 'FAILED' }), { timeout: 10_000 }).toHaveLength(1);
    const [failed] = await deliveries({ status: 'FAILED', deviceId: device.id });
    expect(failed).toMatchObject({
      status: 'FAILED',
      attempts: 4,
      eventType: 'ORDER_PLACED',
      platform: 'FCM',
      deviceId: device.id,
      nextAttemptAt: null,
    });
    expect(failed?.lastError).toMatch(/^FCM 503 UNAVAILABLE/);
    expect(failed?.order).not.toBeNull();
    const uuid = String(decodeGlobalID(failed?.id ?? '').id);
    expect(sentTo(token)).not.toContain(uuid);
    await expect.poll(() => metric(gw.url, 'push_dead_letters')).toBe(1);
    // filters: by order, and by a device or order that has none
    expect((await deliveries({ orderId: failed?.order?.id })).map((d) => d.id)).toContain(failed?.id);
    expect(await deliveries({ deviceId: '999999999' })).toEqual([]);

    const replayed = await gw.request<{ replayPushDelivery: { id: string; status: string } }, unknown>(
      'mutation ($id: ID!) { replayPushDelivery(id: $id) { id status } }',
      { id: failed?.id },
      staff,
    );
    expect(replayed.data?.replayPushDelivery.id).toBe(failed?.id);
    expect(['PENDING', 'DELIVERED']).toContain(replayed.data?.replayPushDelivery.status);
    await fcm.until((rs) => rs.some((r) => r.message.data?.['messageId'] === uuid));
    await expect.poll(() => deliveries({ status: 'FAILED' })).toEqual([]);
    await expect.poll(() => metric(gw.url, 'push_dead_letters')).toBe(0);
    expect(sentTo(token).filter((m) => m === uuid)).toHaveLength(1);
    // delivered now, it is sent again when asked, under the same id, as a webhook message is
    const again = await gw.request<{ replayPushDelivery: { id: string } }, unknown>(
      'mutation ($id: ID!) { replayPushDelivery(id: $id) { id } }',
      { id: failed?.id },
      staff,
    );
    expect(again.errors).toBeUndefined();
    await expect.poll(() => sentTo(token).filter((m) => m === uuid)).toHaveLength(2);
    await finish(id);
    await resume();
  });

  it('replayFailedPushDeliveries sends again what a device was given up since a moment, and nothing given up before it', async () => {
    const token = fcmToken('given-up-since');
    const device = await register(customer, { platform: 'FCM', token });
    const before = new Date().toISOString();
    fcm.answer(token, 'UNAVAILABLE', 'UNAVAILABLE', 'UNAVAILABLE', 'UNAVAILABLE');
    const id = await suspension(staff);
    await expect.poll(() => deliveries({ status: 'FAILED' }), { timeout: 10_000 }).toHaveLength(1);
    const replay = (since: string) =>
      gw.request<{ replayFailedPushDeliveries: number }, unknown>(
        'mutation ($since: DateTime!, $deviceId: ID) { replayFailedPushDeliveries(since: $since, deviceId: $deviceId) }',
        { since, deviceId: device.id },
        staff,
      );
    const later = new Date(Date.now() + 60_000).toISOString();
    expect((await replay(later)).data?.replayFailedPushDeliveries).toBe(0);
    expect((await replay(before)).data?.replayFailedPushDeliveries).toBe(1);
    await expect.poll(() => deliveries({ status: 'FAILED' })).toEqual([]);
    await expect
      .poll(async () => (await deliveries({ deviceId: device.id })).every((d) => d.status === 'DELIVERED'))
      .toBe(true);
    await finish(id);
    await resume();
  });

  it('resendPushDeliveries sends a device again what it was delivered since a moment, under the same ids, and nothing from before it', async () => {
    const token = fcmToken('resent');
    const device = await register(customer, { platform: 'FCM', token });
    const before = new Date(Date.now() - 1_000).toISOString();
    const id = await suspension(staff);
    await expect
      .poll(async () => (await deliveries({ deviceId: device.id })).map((d) => d.status), { timeout: 10_000 })
      .toEqual(['DELIVERED']);
    const [delivered] = await deliveries({ deviceId: device.id });
    const uuid = String(decodeGlobalID(delivered?.id ?? '').id);
    expect(sentTo(token)).toEqual([uuid]);
    const resend = (since: string) =>
      gw.request<{ resendPushDeliveries: number }, unknown>(
        'mutation ($deviceId: ID!, $since: DateTime!) { resendPushDeliveries(deviceId: $deviceId, since: $since) }',
        { deviceId: device.id, since },
        staff,
      );
    expect((await resend(new Date(Date.now() + 60_000).toISOString())).data?.resendPushDeliveries).toBe(0);
    expect((await resend(before)).data?.resendPushDeliveries).toBe(1);
    await expect.poll(() => sentTo(token)).toEqual([uuid, uuid]);
    await expect
      .poll(async () => (await deliveries({ deviceId: device.id })).map((d) => d.status))
      .toEqual(['DELIVERED']);
    await finish(id);
    await resume();
  });

  it('count a notification waiting for its retry in push_outbox_depth and push_outbox_oldest_seconds', async () => {
    const token = fcmToken('waiting');
    const device = await register(customer, { platform: 'FCM', token });
    // FCM asks for an hour: the notification waits that long
    fcm.answer(token, { code: 'QUOTA_EXCEEDED', retryAfter: '3600' });
    const id = await suspension(staff);
    await expect
      .poll(async () => (await deliveries({ deviceId: device.id, status: 'PENDING' }))[0]?.attempts, {
        timeout: 10_000,
      })
      .toBe(1);
    const [waiting] = await deliveries({ deviceId: device.id, status: 'PENDING' });
    expect(Date.parse(waiting?.nextAttemptAt ?? '')).toBeGreaterThan(Date.now() + 3_000_000);
    expect(await metric(gw.url, 'push_outbox_depth')).toBeGreaterThanOrEqual(1);
    expect(await metric(gw.url, 'push_outbox_oldest_seconds')).toBeGreaterThan(0);
    await finish(id);
    await resume();
  });
});

describe('a gateway without push credentials that sends to the services (PUSH_TARGET=services)', () => {
  it('refuses registerDevice with PUSH_NOT_CONFIGURED naming the platform, and has no development page or record', async () => {
    const bare = await startTestGateway(
      {},
      { AUTH_MODE: 'jwt', JWT_SECRET: TEST_JWT_SECRET, PUSH_TARGET: 'services' },
    );
    try {
      expect((await fetch(`${bare.url}/dev/push`)).status).toBe(404);
      const recorded = await bare.request<{ developmentPushNotifications: unknown }, unknown>(
        '{ developmentPushNotifications { title } }',
        {},
        staff,
      );
      expect(recorded.data?.developmentPushNotifications).toBeNull();
      for (const input of [
        { platform: 'APNS', token: apnsToken(8) },
        { platform: 'FCM', token: fcmToken('bare') },
      ]) {
        const response = await bare.request<unknown, unknown>(REGISTER, { input }, customer);
        expect(response.errors?.map((e) => [e.extensions?.['code'], e.extensions?.['field']])).toEqual([
          ['PUSH_NOT_CONFIGURED', 'input.platform'],
        ]);
      }
    } finally {
      await bare.close();
    }
  });
});
