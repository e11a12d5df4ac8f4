/**
 * ENCRYPTION_KEY is a keyring, newest first: the newest seals, every key opens, so that a key
 * can be rotated without making the stored secrets (webhook secrets, push tokens) unreadable.
 * A gateway started with a new key before the old one signs the webhooks of an endpoint made
 * under the old one, over real HTTP to a receiver that verifies them; `npm run reencrypt` seals
 * everything again under the newest key, after which the old key can be dropped.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { Journal } from '../src/journal/journal.js';
import { SecretBox } from '../src/journal/secret-box.js';
import { createLogger } from '../src/observability/logger.js';
import { DeviceStore } from '../src/push/store.js';
import { loadConfig } from '../src/settings/config.js';
import { createTestDatabase, fileDatabaseUrl } from './utils/database.js';
import type { TestGateway } from './utils/gateway.js';
import { gatewayOn } from './utils/journal.js';
import { startReceiver, type TestReceiver } from './utils/receiver.js';
import { startTestPartner, type TestPartner } from './utils/simulator.js';

const A = randomBytes(32).toString('hex');
const B = randomBytes(32).toString('base64');

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** a partner and a receiver for one test, closed after it */
async function started(): Promise<{ p: TestPartner; r: TestReceiver }> {
  const [p, r] = await Promise.all([startTestPartner({ openOrders: false }), startReceiver()]);
  cleanups.push(
    () => p.close(),
    () => r.close(),
  );
  return { p, r };
}

async function ask<R>(
  gw: TestGateway,
  document: string,
  variables: Record<string, unknown> = {},
): Promise<R> {
  const { data, errors } = await gw.request<R, Record<string, unknown>>(document, variables);
  if (errors !== undefined || data === undefined || data === null) throw new Error(JSON.stringify(errors));
  return data;
}

/** an endpoint made through `gw`: its id and its secret (shown this once) */
const createEndpoint = async (gw: TestGateway, url: string) =>
  (
    await ask<{ createWebhookEndpoint: { endpoint: { id: string }; secret: string } }>(
      gw,
      'mutation ($url: String!) { createWebhookEndpoint(input: { url: $url }) { endpoint { id } secret } }',
      { url },
    )
  ).createWebhookEndpoint;

/** suspends the `n`th active subscription through `gw`: an order, whose messages go out */
async function suspend(gw: TestGateway, n: number): Promise<void> {
  const page = await gw.partner.client.get('QuerySubscription', { take: 100 });
  const sub = page.results.filter((s) => s.state === 'ACTIVE')[n];
  if (sub === undefined) throw new Error('no active subscription');
  await ask(
    gw,
    `mutation ($input: SuspendSubscriptionInput!) {
      suspendSubscription(input: $input) { __typename }
    }`,
    { input: { subscriptionId: sub.id, idempotencyKey: `rotation-${n}-${process.pid}` } },
  );
}

describe('a SecretBox with several keys', () => {
  it('opens a value sealed under an older key, and seals under the newest, which opens alone', () => {
    const underA = SecretBox.fromSetting(A).seal('whsec_a');
    const both = SecretBox.fromSetting(`${B},${A}`);
    expect(both.open(underA)).toBe('whsec_a');
    const underB = both.seal('whsec_b');
    expect(SecretBox.fromSetting(B).open(underB)).toBe('whsec_b');
    expect(() => SecretBox.fromSetting(A).open(underB)).toThrow(/ENCRYPTION_KEY does not list/);
    expect(() => SecretBox.fromSetting(B).open(underA)).toThrow(/ENCRYPTION_KEY does not list/);
  });

  it('opens what one key sealed, written in hex or base64 alike', () => {
    const hex = randomBytes(32);
    const sealed = SecretBox.fromSetting(hex.toString('hex')).seal('token');
    expect(SecretBox.fromSetting(` ${hex.toString('base64')} `).open(sealed)).toBe('token');
  });
});

describe('ENCRYPTION_KEY', () => {
  it('takes comma-separated keys, and names the one that is not 32 bytes', () => {
    expect(loadConfig({ ENCRYPTION_KEY: `${B},${A}` }).webhooks.encryptionKey).toBe(`${B},${A}`);
    expect(() => loadConfig({ ENCRYPTION_KEY: `${B},${A.slice(2)}` })).toThrow(
      /ENCRYPTION_KEY: key 2 must be 32 bytes/,
    );
  });
});

describe('a gateway started with a new key before the old one', () => {
  it('signs the webhooks of an endpoint made under the old key, with its secret', async () => {
    const { p, r } = await started();
    const at = { url: fileDatabaseUrl() };
    const before = await gatewayOn(p, at, { ENCRYPTION_KEY: A });
    const { secret } = await createEndpoint(before, r.url);
    await before.close();

    const after = await gatewayOn(p, at, { ENCRYPTION_KEY: `${B},${A}` });
    cleanups.push(() => after.close());
    await suspend(after, 1);
    const [m] = await r.until((got) => got.length >= 1);
    expect(new Webhook(secret).verify(m?.body ?? '', m?.headers as Record<string, string>)).toEqual(
      m?.message,
    );
  });
});

/** `npm run reencrypt` on the database at `url`, with ENCRYPTION_KEY `keys` */
async function reencrypt(url: string, keys: string): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'reencrypt'], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, DATABASE_URL: url, ENCRYPTION_KEY: keys },
  });
  return stdout;
}

describe('npm run reencrypt', () => {
  it('seals every stored secret under the newest key, once, printing counts: then the old key can go', async () => {
    const { p, r } = await started();
    // a database of its own: the counts are of this test's secrets alone
    const database = await createTestDatabase('reencrypt');
    cleanups.push(() => database.drop());
    const at = { url: database.url };
    const before = await gatewayOn(p, at, { ENCRYPTION_KEY: A, WEBHOOK_SECRET_OVERLAP_HOURS: '1' });
    const { endpoint } = await createEndpoint(before, r.url);
    // a rotation: the endpoint has a previous secret too, signing beside the new one
    const { rotateWebhookSecret } = await ask<{ rotateWebhookSecret: { secret: string } }>(
      before,
      'mutation ($id: ID!) { rotateWebhookSecret(id: $id) { secret } }',
      { id: endpoint.id },
    );
    await before.close();
    const journal = new Journal({
      target: { ...at, poolSize: 2, queryTimeoutMs: 5_000 },
      logger: createLogger('silent'),
    });
    cleanups.push(() => journal.close());
    const owner = { kind: 'token', subject: 'phone-owner', role: 'customer' };
    await new DeviceStore(journal, SecretBox.fromSetting(A), 5).register({
      owner,
      platform: 'APNS',
      token: 'apns-token-of-a-phone',
      liveActivityToken: 'live-activity-token',
      liveActivityActivationId: null,
      subscriptionIds: [],
    });

    const first = await reencrypt(at.url, `${B},${A}`);
    expect(first).toContain('webhook_endpoints.secret: 1 re-encrypted, 0 already under the newest key');
    expect(first).toContain('webhook_endpoints.previous_secret: 1 re-encrypted');
    expect(first).toContain('devices.token: 1 re-encrypted');
    expect(first).toContain('devices.live_activity_token: 1 re-encrypted');
    expect(first).not.toMatch(/whsec_|apns-token|live-activity-token/);
    // again: nothing left to do
    expect(await reencrypt(at.url, `${B},${A}`)).toContain(
      'webhook_endpoints.secret: 0 re-encrypted, 1 already',
    );

    const [device] = await new DeviceStore(journal, SecretBox.fromSetting(B), 5).devices(owner);
    expect(
      device === undefined
        ? undefined
        : new DeviceStore(journal, SecretBox.fromSetting(B), 5).tokensOf(device),
    ).toEqual({
      token: 'apns-token-of-a-phone',
      liveActivityToken: 'live-activity-token',
    });
    const after = await gatewayOn(p, at, { ENCRYPTION_KEY: B });
    cleanups.push(() => after.close());
    await suspend(after, 2);
    const [m] = await r.until((got) => got.length >= 1);
    // both secrets opened under B alone: the new one and the one before the rotation
    expect(String(m?.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(
      new Webhook(rotateWebhookSecret.secret).verify(m?.body ?? '', m?.headers as Record<string, string>),
    ).toEqual(m?.message);
  }, 60_000);
});
