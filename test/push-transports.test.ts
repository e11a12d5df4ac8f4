/**
 * The push transports against stand-ins of the services (test/utils/apns-standin.ts,
 * fcm-standin.ts) over real HTTP/2 and HTTPS: what each sends, how each reads the answers
 * Apple and Google document, and how each keeps and renews its credentials. The stand-ins check
 * what the services check, so a transport that signs with the wrong key, names the wrong topic
 * or sends a number as FCM data is refused here as it would be there.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApnsTransport } from '../src/push/apns.js';
import { createFcmTransport } from '../src/push/fcm.js';
import type { PushMessage, PushTransport } from '../src/push/transport.js';
import { alertOf } from '../src/push/wording.js';
import { type ApnsStandIn, startApnsStandIn } from './utils/apns-standin.js';
import { type FcmStandIn, startFcmStandIn } from './utils/fcm-standin.js';
import { freePort } from './utils/ports.js';

const hexToken = (): string => randomUUID().replaceAll('-', '').repeat(2);
const fcmToken = (): string => `fcm-${randomUUID()}:APA91b${randomUUID().replaceAll('-', '')}`;

function message(overrides: Partial<PushMessage> = {}): PushMessage {
  return {
    id: randomUUID(),
    eventType: 'order.status_changed',
    activationId: 'A-1001',
    activationType: 'CHANGE_SIM',
    status: 'BUSY',
    previousStatus: 'PENDING',
    final: false,
    occurredAt: new Date('2026-11-26T10:00:00Z'),
    writtenAt: new Date(),
    ...overrides,
  };
}

const finished = (overrides: Partial<PushMessage> = {}): PushMessage =>
  message({ eventType: 'order.finished', status: 'DONE', previousStatus: 'BUSY', final: true, ...overrides });

/** nothing on a lock screen or in data looks like a phone number, an ICCID or a name */
const PERSONAL = /\+?\d{7,}|iccid|msisdn|phone|name/i;
/** a message id without a run of digits, which PERSONAL would take for a number (a random UUID may have one) */
const LETTERED_ID = 'c0ffeeab-cdef-4abc-8def-abcdefabcdef';

const transports: PushTransport[] = [];
const track = <T extends PushTransport>(transport: T): T => {
  transports.push(transport);
  return transport;
};
afterEach(async () => {
  await Promise.all(transports.splice(0).map((t) => t.close()));
});

describe('the APNs transport', () => {
  let apns: ApnsStandIn;
  beforeAll(async () => {
    apns = await startApnsStandIn();
  });
  afterAll(() => apns.close());

  const transport = (
    overrides: { keyFile?: string; topic?: string; timeoutMs?: number; host?: string } = {},
  ) =>
    track(
      createApnsTransport({
        keyFile: apns.keyFile,
        keyId: apns.keyId,
        teamId: apns.teamId,
        topic: apns.topic,
        host: apns.url,
        ca: apns.ca,
        ...overrides,
      }),
    );

  it('delivers an alert with the provider token, topic, push type, id and priority Apple asks for, saying the status and nothing personal', async () => {
    const token = hexToken();
    const sent = message({ id: LETTERED_ID, writtenAt: new Date('2026-11-26T10:00:05Z') });
    expect(await transport().send({ token }, sent)).toEqual([{ kind: 'delivered' }]);
    const taken = (await apns.until((r) => r.some((x) => x.token === token))).find((r) => r.token === token);
    expect(taken?.headers).toMatchObject({
      'apns-topic': apns.topic,
      'apns-push-type': 'alert',
      'apns-id': sent.id,
      'apns-collapse-id': sent.id,
      'apns-priority': '10',
      // a day after the gateway wrote it: a day-old status is no news
      'apns-expiration': String(Date.parse('2026-11-27T10:00:05Z') / 1000),
    });
    expect(taken?.headers.authorization).toMatch(/^bearer ey/);
    expect(taken?.payload).toEqual({
      aps: { alert: { title: 'Order BUSY', body: 'Your CHANGE_SIM order is busy' }, 'thread-id': 'A-1001' },
      activationId: 'A-1001',
      activationType: 'CHANGE_SIM',
      status: 'BUSY',
      eventType: 'order.status_changed',
    });
    expect(JSON.stringify(taken?.payload)).not.toMatch(PERSONAL);
  });

  it("updates the order's Live Activity beside the alert at priority 5, and ends it with the final status at priority 10", async () => {
    const token = hexToken();
    const liveActivityToken = hexToken();
    const push = transport();
    const update = await push.send({ token, liveActivityToken }, message());
    const sentAt = Math.floor(Date.now() / 1000);
    const end = await push.send({ token, liveActivityToken }, finished());
    expect([update, end]).toEqual([
      [{ kind: 'delivered' }, { kind: 'delivered' }],
      [{ kind: 'delivered' }, { kind: 'delivered' }],
    ]);
    const activity = apns.requests.filter((r) => r.token === liveActivityToken);
    expect(activity.map((r) => r.headers['apns-topic'])).toEqual([
      `${apns.topic}.push-type.liveactivity`,
      `${apns.topic}.push-type.liveactivity`,
    ]);
    expect(activity.map((r) => [r.headers['apns-push-type'], r.headers['apns-priority']])).toEqual([
      ['liveactivity', '5'],
      ['liveactivity', '10'],
    ]);
    const at = Date.parse('2026-11-26T10:00:00Z') / 1000;
    expect(activity.map((r) => r.payload)).toEqual([
      {
        aps: {
          timestamp: at,
          event: 'update',
          'content-state': {
            activationId: 'A-1001',
            status: 'BUSY',
            activationType: 'CHANGE_SIM',
            previousStatus: 'PENDING',
          },
        },
      },
      {
        aps: {
          timestamp: at,
          event: 'end',
          'content-state': {
            activationId: 'A-1001',
            status: 'DONE',
            activationType: 'CHANGE_SIM',
            previousStatus: 'BUSY',
          },
          // an hour after it was sent, whenever the change was
          'dismissal-date': expect.toSatisfy((d: number) => d >= sentAt + 3600 && d <= sentAt + 3602),
        },
      },
    ]);
    expect(
      apns.requests.find((r) => r.token === token && r.payload['status'] === 'DONE')?.payload.aps,
    ).toEqual({
      alert: { title: 'Order DONE', body: 'Your CHANGE_SIM order is done' },
      'thread-id': 'A-1001',
    });
  });

  it('answers unregistered for a token APNs calls Unregistered (410) or BadDeviceToken, naming which of the two tokens', async () => {
    const [gone, bad, live] = [hexToken(), hexToken(), hexToken()];
    apns.answer(gone, 'Unregistered');
    apns.answer(bad, 'BadDeviceToken');
    apns.answer(live, 'Unregistered');
    const push = transport();
    expect(await push.send({ token: gone }, message())).toEqual([
      { kind: 'unregistered', which: 'token', reason: 'APNs 410 Unregistered' },
    ]);
    expect(await push.send({ token: bad }, message())).toEqual([
      { kind: 'unregistered', which: 'token', reason: 'APNs 400 BadDeviceToken' },
    ]);
    expect(await push.send({ token: hexToken(), liveActivityToken: live }, message())).toEqual([
      { kind: 'delivered' },
      { kind: 'unregistered', which: 'liveActivityToken', reason: 'APNs 410 Unregistered' },
    ]);
  });

  it('answers retry for 429 and 503, with retryAfterMs when APNs says Retry-After', async () => {
    const [busy, down] = [hexToken(), hexToken()];
    apns.answer(busy, { status: 429, reason: 'TooManyRequests', retryAfter: '30' });
    apns.answer(down, 'ServiceUnavailable');
    const push = transport();
    expect(await push.send({ token: busy }, message())).toEqual([
      { kind: 'retry', reason: 'APNs 429 TooManyRequests', retryAfterMs: 30_000 },
    ]);
    expect(await push.send({ token: down }, message())).toEqual([
      { kind: 'retry', reason: 'APNs 503 ServiceUnavailable' },
    ]);
  });

  it('answers failed for another 4xx, such as a topic the key may not push to', async () => {
    const token = hexToken();
    expect(await transport({ topic: 'com.example.other' }).send({ token }, message())).toEqual([
      { kind: 'failed', reason: 'APNs 400 TopicDisallowed' },
    ]);
    expect(apns.refused).toContainEqual({ token, status: 400, reason: 'TopicDisallowed' });
  });

  it('signs one provider token and sends it with every notification, on one connection', async () => {
    const push = transport();
    const tokens = [hexToken(), hexToken(), hexToken()];
    await Promise.all(tokens.map((token) => push.send({ token }, message())));
    const bearers = new Set(
      apns.requests.filter((r) => tokens.includes(r.token)).map((r) => r.headers.authorization),
    );
    expect(bearers.size).toBe(1);
  });

  it('makes a new provider token once when APNs calls its token expired, and the notification goes', async () => {
    const push = transport();
    const first = hexToken();
    await push.send({ token: first }, message());
    apns.expireTokens();
    const tokens = [hexToken(), hexToken()];
    const outcomes = await Promise.all(tokens.map((token) => push.send({ token }, message())));
    expect(outcomes).toEqual([[{ kind: 'delivered' }], [{ kind: 'delivered' }]]);
    const before = apns.requests.find((r) => r.token === first)?.headers.authorization;
    const after = new Set(
      apns.requests.filter((r) => tokens.includes(r.token)).map((r) => r.headers.authorization),
    );
    expect(after.size).toBe(1);
    expect(after.has(before)).toBe(false);
    expect(apns.refused.filter((r) => tokens.includes(r.token)).map((r) => r.reason)).toEqual([
      'ExpiredProviderToken',
      'ExpiredProviderToken',
    ]);
  });

  it('is refused by APNs (403 InvalidProviderToken) when it signs with a key the Key ID does not name', async () => {
    const token = hexToken();
    const push = transport({ keyFile: await apns.anotherKeyFile() });
    expect(await push.send({ token }, message())).toEqual([
      { kind: 'failed', reason: 'APNs 403 InvalidProviderToken' },
    ]);
    expect(apns.requests.some((r) => r.token === token)).toBe(false);
  });

  it('answers retry, saying why, when APNs cannot be reached or does not answer in time', async () => {
    const refused = await transport({ host: `https://127.0.0.1:${await freePort()}` }).send(
      { token: hexToken() },
      message(),
    );
    expect(refused).toEqual([{ kind: 'retry', reason: expect.stringContaining('ECONNREFUSED') }]);
    const held = hexToken();
    apns.answer(held, 'Hold');
    expect(await transport({ timeoutMs: 200 }).send({ token: held }, message())).toEqual([
      { kind: 'retry', reason: 'APNs did not answer within 200 ms' },
    ]);
  });

  it('refuses options that cannot work, naming each problem at once', () => {
    expect(() =>
      createApnsTransport({
        keyFile: '/nonexistent/AuthKey.p8',
        keyId: 'short',
        teamId: apns.teamId,
        topic: '',
      }),
    ).toThrow(
      /keyId: is the 10-character Key ID[\s\S]*topic: is the app's bundle id[\s\S]*keyFile: cannot read/,
    );
    expect(() =>
      createApnsTransport({ key: 'not a key', keyId: apns.keyId, teamId: apns.teamId, topic: apns.topic }),
    ).toThrow(/key: is not a PEM private key/);
  });
});

describe('the FCM transport', () => {
  let fcm: FcmStandIn;
  beforeAll(async () => {
    fcm = await startFcmStandIn();
  });
  afterAll(() => fcm.close());

  const transport = (credentialsFile = fcm.credentialsFile) =>
    track(createFcmTransport({ credentialsFile, endpoint: fcm.url, ca: fcm.ca, timeoutMs: 5_000 }));

  it('delivers a v1 message with an access token from the service account, its data all strings and nothing personal', async () => {
    const token = fcmToken();
    const sent = message({
      id: LETTERED_ID,
      eventType: 'order.placed',
      status: 'PENDING',
      previousStatus: null,
    });
    expect(await transport().send({ token }, sent)).toEqual([{ kind: 'delivered' }]);
    const taken = fcm.requests.find((r) => r.token === token);
    expect(taken?.headers.authorization).toBe(`Bearer ${fcm.issued.at(-1)}`);
    expect(taken?.message).toEqual({
      token,
      data: {
        activationId: 'A-1001',
        activationType: 'CHANGE_SIM',
        status: 'PENDING',
        eventType: 'order.placed',
        messageId: sent.id,
      },
      notification: { title: 'Order placed', body: 'Your CHANGE_SIM order was placed' },
      android: {
        collapse_key: sent.id,
        priority: 'HIGH',
        ttl: expect.stringMatching(/^\d+s$/),
        notification: { tag: sent.id },
      },
    });
    expect(JSON.stringify({ ...taken?.message, token: undefined })).not.toMatch(PERSONAL);
  });

  it('asks the token endpoint once and sends its access token with every message', async () => {
    const push = transport();
    const before = fcm.issued.length;
    const tokens = [fcmToken(), fcmToken(), fcmToken()];
    await Promise.all(tokens.map((token) => push.send({ token }, message())));
    expect(fcm.issued.length).toBe(before + 1);
  });

  it('answers unregistered for UNREGISTERED (404), a token FCM calls invalid (400) and another project’s token (403)', async () => {
    const [gone, invalid, foreign] = [fcmToken(), fcmToken(), fcmToken()];
    fcm.answer(gone, 'UNREGISTERED');
    fcm.answer(invalid, 'INVALID_ARGUMENT');
    fcm.answer(foreign, 'SENDER_ID_MISMATCH');
    const push = transport();
    expect((await push.send({ token: gone }, message()))[0]).toEqual({
      kind: 'unregistered',
      which: 'token',
      reason: 'FCM 404 UNREGISTERED: Requested entity was not found.',
    });
    expect((await push.send({ token: invalid }, message()))[0]).toMatchObject({ kind: 'unregistered' });
    expect((await push.send({ token: foreign }, message()))[0]).toMatchObject({ kind: 'unregistered' });
  });

  it('answers retry for 429 with retryAfterMs from Retry-After, and for 503', async () => {
    const [busy, down] = [fcmToken(), fcmToken()];
    fcm.answer(busy, { code: 'QUOTA_EXCEEDED', retryAfter: '42' });
    fcm.answer(down, 'UNAVAILABLE');
    const push = transport();
    expect(await push.send({ token: busy }, message())).toEqual([
      {
        kind: 'retry',
        reason: 'FCM 429 QUOTA_EXCEEDED: Quota exceeded for the device.',
        retryAfterMs: 42_000,
      },
    ]);
    expect(await push.send({ token: down }, message())).toEqual([
      { kind: 'retry', reason: 'FCM 503 UNAVAILABLE: The service is currently unavailable.' },
    ]);
  });

  it('asks for a new access token once when FCM answers 401, and the messages go', async () => {
    const push = transport();
    await push.send({ token: fcmToken() }, message());
    const before = fcm.issued.length;
    fcm.revokeTokens();
    const tokens = [fcmToken(), fcmToken()];
    const outcomes = await Promise.all(tokens.map((token) => push.send({ token }, message())));
    expect(outcomes).toEqual([[{ kind: 'delivered' }], [{ kind: 'delivered' }]]);
    expect(fcm.issued.length).toBe(before + 1);
    expect(fcm.requests.find((r) => r.token === tokens[0])?.headers.authorization).toBe(
      `Bearer ${fcm.issued.at(-1)}`,
    );
  });

  it('is refused by the token endpoint when the service account signs with a key it does not know, and fails', async () => {
    const token = fcmToken();
    const push = transport(await fcm.credentialsWithAnotherKey());
    expect(await push.send({ token }, message())).toEqual([
      {
        kind: 'failed',
        reason: 'the token endpoint refused the service account (400 invalid_grant: Invalid JWT Signature.)',
      },
    ]);
    expect(fcm.requests.some((r) => r.token === token)).toBe(false);
  });

  it('answers retry, saying why, when FCM cannot be reached', async () => {
    const push = track(
      createFcmTransport({
        credentialsFile: fcm.credentialsFile,
        endpoint: `https://127.0.0.1:${await freePort()}`,
        ca: fcm.ca,
      }),
    );
    expect(await push.send({ token: fcmToken() }, message())).toEqual([
      { kind: 'retry', reason: expect.stringContaining('ECONNREFUSED') },
    ]);
  });

  it('refuses options that cannot work, naming each problem at once', () => {
    expect(() =>
      createFcmTransport({ credentialsFile: '/nonexistent/sa.json', endpoint: 'http://fcm.example.com' }),
    ).toThrow(/endpoint: http:\/\/fcm.example.com is not https[\s\S]*credentialsFile: cannot read/);
  });
});

describe('the words of a notification', () => {
  it('say the event, the order type and the status in plain English, and nothing the partner could slip in', () => {
    const said = (overrides: Partial<PushMessage>) => alertOf(message(overrides));
    expect(said({ eventType: 'order.rejected', status: null })).toEqual({
      title: 'Order rejected',
      body: 'Your CHANGE_SIM order was rejected',
    });
    expect(said({ eventType: 'order.finished', status: 'ERROR' }).body).toBe('Your CHANGE_SIM order failed');
    expect(said({ eventType: 'order.finished', status: 'CANCELLED' }).body).toBe(
      'Your CHANGE_SIM order was cancelled',
    );
    expect(said({ activationType: 'NEW +4512345678', status: 'BUSY 4512345678' })).toEqual({
      title: 'Order updated',
      body: 'Your order was updated',
    });
  });
});
