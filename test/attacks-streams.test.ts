/**
 * Attacks on what a stream goes on sending (security round four, issue 49), over real HTTP
 * (multipart/mixed, SSE) and graphql-ws against the simulator: a token that expires while a
 * live query, an answer in parts (@defer, its deferred read held by a proxy in front of the
 * partner until the test lets it go) or a subscription is still sending; a live query of a
 * customer whose subscription's number goes to another customer. Each attack has its control:
 * a token that stays valid keeps its stream, the number's new holder sees what is theirs.
 */
import type { WireActivation, WireSubscription } from '@msp/partner-interface';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayBefore, type TestGateway } from './utils/gateway.js';
import { type HeldPartner, startHeldPartner } from './utils/held-partner.js';
import { follow, followMultipart, followSse, type Received, wsClient } from './utils/live.js';
import { order } from './utils/orders.js';
import { STEP_MS, startTestPartner, type TestPartner } from './utils/simulator.js';
import { bearer, customerToken, staffToken, TEST_JWT_SECRET } from './utils/tokens.js';

const ENV = {
  AUTH_MODE: 'jwt',
  JWT_SECRET: TEST_JWT_SECRET,
  RATE_LIMIT_PER_MINUTE: '100000',
  PROVIDER_RETRIES: '0',
  // the held read outlasts the token, not the deadline or the partner's time
  EXECUTION_TIMEOUT_MS: '60000',
  PROVIDER_TIMEOUT_MS: '60000',
  WATCH_MIN_INTERVAL_MS: '40',
  WATCH_MAX_INTERVAL_MS: '160',
  WATCH_SLOW_INTERVAL_MS: '200',
};
/** long enough for a token of two seconds to run out while the test waits on it */
const PAST_EXPIRY_MS = 10_000;

let partner: TestPartner;
let held: HeldPartner;
let gw: TestGateway;
let subscriptions: WireSubscription[];
const taken = new Set<string>();
const followers: Received[] = [];

beforeAll(async () => {
  partner = await startTestPartner({ openOrders: false });
  held = await startHeldPartner(partner.url, ['QueryInvoice']);
  gw = await startGatewayBefore(partner, { ...ENV, PROVIDER_BASE_URL: held.url });
  held.release();
  subscriptions = (await partner.client.readAll('QuerySubscription', {})).results;
}, 30_000);
afterEach(() => {
  held.release();
  for (const f of followers.splice(0)) f.stop();
});
afterAll(async () => {
  await gw.close();
  await held.close();
  await partner.close();
});

/** an ACTIVE subscription with a phone number no other test has used */
function subscription(): WireSubscription {
  const sub = subscriptions.find((s) => s.state === 'ACTIVE' && s.phoneNumber && !taken.has(s.id));
  if (sub === undefined) throw new Error('no subscription left');
  taken.add(sub.id);
  return sub;
}

type Headers = Record<string, string>;
type Transport = (
  query: string,
  variables: Record<string, unknown>,
  field: string,
  headers: Headers,
) => Received;

const kept = (f: Received) => {
  followers.push(f);
  return f;
};
const TRANSPORTS: Array<[string, Transport]> = [
  [
    'multipart/mixed',
    (query, variables, _field, headers) => kept(followMultipart(gw.url, query, variables, headers)),
  ],
  [
    'SSE',
    (query, variables, field, headers) => kept(followSse(gw.url, query, variables, field, { headers })),
  ],
  [
    'graphql-ws',
    (query, variables, field, headers) => {
      const client = wsClient(gw.url, headers);
      const f = follow(client, query, variables, field);
      const stop = f.stop;
      f.stop = () => {
        stop();
        void client.dispose();
      };
      return kept(f);
    },
  ],
];

/** a staff token that expires in two seconds, and one that stays valid throughout */
const tokens = async (name: string) => ({
  expiring: bearer(await staffToken(`${name}-expiring`, { expiresIn: '2s' })),
  lasting: bearer(await staffToken(`${name}-lasting`, { scope: 'orders:write' })),
});

const EXPIRED_ERROR = { message: 'the token has expired', extensions: { code: 'UNAUTHENTICATED' } };

/**
 * what ended an expired stream: the gateway's last event over HTTP; on graphql-ws that event
 * or the socket's close, whichever the client had first
 */
function endedByExpiry(name: string, stream: Received) {
  if (name !== 'graphql-ws') {
    expect(stream.results.at(-1)).toMatchObject({ errors: [EXPIRED_ERROR] });
    return;
  }
  const closed = { code: 4403, reason: expect.stringContaining('the token has expired') };
  const expired = {
    message: EXPIRED_ERROR.message,
    extensions: expect.objectContaining(EXPIRED_ERROR.extensions),
  };
  expect([expect.objectContaining(closed), expect.objectContaining(expired)]).toContainEqual(
    stream.errors.at(-1),
  );
}

const DEFERRED = `query {
  mobileSubscriptions(first: 2) { totalCount }
  ... @defer(label: "invoices") { invoices(first: 2) { edges { node { invoiceNumber } } } }
}`;
const hasIncremental = (r: unknown) => typeof r === 'object' && r !== null && 'incremental' in r;

describe.each(TRANSPORTS)('a token that expires mid-stream, over %s', (name, send) => {
  it('ends a @defer answer still sending at the expiry, typed UNAUTHENTICATED, with no deferred part after it; a token that stays valid gets its part', async () => {
    held.hold();
    const { expiring, lasting } = await tokens(`defer-${name}`);
    const cut = send(DEFERRED, {}, 'mobileSubscriptions', expiring);
    const control = send(DEFERRED, {}, 'mobileSubscriptions', lasting);
    await cut.until((r) => r.results.length >= 1);
    await control.until((r) => r.results.length >= 1);
    // the deferred read is held past the expiry: the answer ends without it
    await cut.until((r) => r.done, PAST_EXPIRY_MS);
    endedByExpiry(name, cut);
    expect(cut.results.filter(hasIncremental)).toEqual([]);
    expect(control.done).toBe(false);
    held.release();
    await control.until((r) => r.done, PAST_EXPIRY_MS);
    expect(control.errors).toEqual([]);
    expect(JSON.stringify(control.results.filter(hasIncremental))).toContain('invoiceNumber');
    expect(cut.results.filter(hasIncremental)).toEqual([]);
  });

  it('ends a live query at the expiry, typed UNAUTHENTICATED, and sends it no change after; a token that stays valid sees the change', async () => {
    const sub = subscription();
    const { expiring, lasting } = await tokens(`live-${name}`);
    const query = 'query($id: ID!) @live { mobileSubscription(id: $id) { id state } }';
    const cut = send(query, { id: sub.id }, 'mobileSubscription', expiring);
    const control = send(query, { id: sub.id }, 'mobileSubscription', lasting);
    await control.until((r) => r.results.length >= 1);
    await cut.until((r) => r.done, PAST_EXPIRY_MS);
    endedByExpiry(name, cut);
    const seen = cut.results.length;
    await order(gw, 'suspendSubscription', { subscriptionId: sub.id }, lasting);
    await partner.advance(2 * STEP_MS);
    await control.until((r) => JSON.stringify(r.results.at(-1)).includes('BLOCKED'), PAST_EXPIRY_MS);
    expect(control.done).toBe(false);
    expect(cut.results).toHaveLength(seen);
  });
});

describe('a token that expires mid-subscription, over SSE', () => {
  it('ends the subscription at the expiry, typed UNAUTHENTICATED, with no event after; a token that stays valid hears the next event', async () => {
    const sub = subscription();
    const { expiring, lasting } = await tokens('activity');
    const query =
      'subscription($id: ID!) { mobileSubscriptionActivity(subscriptionId: $id) { activationType status } }';
    const cut = kept(
      followSse(gw.url, query, { id: sub.id }, 'mobileSubscriptionActivity', { headers: expiring }),
    );
    const control = kept(
      followSse(gw.url, query, { id: sub.id }, 'mobileSubscriptionActivity', { headers: lasting }),
    );
    await cut.until((r) => r.done, PAST_EXPIRY_MS);
    endedByExpiry('SSE', cut);
    const seen = cut.results.length;
    await order(gw, 'suspendSubscription', { subscriptionId: sub.id }, lasting);
    await control.until((r) => r.events.some((e) => e['activationType'] === 'SUSPEND'), PAST_EXPIRY_MS);
    expect(control.done).toBe(false);
    expect(cut.results).toHaveLength(seen);
  });
});

const DAY = 86_400_000;

/** moves the simulator's clock until the activation is final */
async function finish(id: string): Promise<WireActivation> {
  for (let i = 0; i < 30; i++) {
    const [act] = (await partner.client.get('QueryActivation', { id })).results;
    if (act !== undefined && ['DONE', 'ERROR', 'CANCELLED'].includes(act.status)) return act;
    await partner.advance(DAY);
  }
  throw new Error(`activation ${id} never ended`);
}

describe("a number that goes to another customer under a customer's live query", () => {
  it("shows the previous holder nothing of the new holder's subscription on any run after, over SSE and graphql-ws; the new holder sees it", async () => {
    const [previous, kept] = [subscription(), subscription()];
    const phoneNumber = previous.phoneNumber ?? '';
    const staffHeaders = bearer(await staffToken('recycling-staff', { scope: 'orders:write' }));
    const holderA = bearer(await customerToken('holder-a', { subscriptionIds: [previous.id, kept.id] }));
    const query = `query($p: String!, $kept: ID!) @live {
      number: mobileSubscription(phoneNumber: $p) { subscriptionId state phoneNumber simCardNumber simCard { simCardNumber } }
      kept: mobileSubscription(id: $kept) { subscriptionId state } }`;
    const variables = { p: phoneNumber, kept: kept.id };
    const lives = TRANSPORTS.filter(([name]) => name !== 'multipart/mixed').map(([, send]) =>
      send(query, variables, 'number', holderA),
    );
    // the control before: the holder sees their subscription by its number
    for (const live of lives) {
      await live.until((r) => r.results.length >= 1);
      expect(live.events[0]).toMatchObject({ subscriptionId: previous.id, state: 'ACTIVE' });
    }

    // the number is terminated, then ported in again by someone else, through the gateway
    const terminated = await order(
      gw,
      'terminateSubscription',
      { subscriptionId: previous.id },
      staffHeaders,
    );
    await finish(terminated.activation?.activationId ?? '');
    const sim = (await partner.client.get('QuerySimcard', { status: 'FREE', simCardType: 'USIM', take: 1 }))
      .results[0];
    const portIn = await order(
      gw,
      'portIn',
      {
        phoneNumber,
        donorCustomerNumber: 'D-49',
        simCardNumber: sim?.simCardNumber,
        serviceCustomerId: 'CUSTOMER-B',
      },
      staffHeaders,
    );
    await finish(portIn.activation?.activationId ?? '');
    const current = (await partner.client.get('QuerySubscription', { phoneNumber })).results.find(
      (s) => s.id !== previous.id,
    );
    if (current === undefined) throw new Error('the number was not ported in again');

    // the next run of the holder's live query, whatever it was woken by (an order on the
    // subscription they kept), shows nothing of the new holder's
    const suspended = await order(gw, 'suspendSubscription', { subscriptionId: kept.id }, staffHeaders);
    await finish(suspended.activation?.activationId ?? '');
    for (const live of lives) {
      await live.until((r) => JSON.stringify(r.results.at(-1)).includes('BLOCKED'), PAST_EXPIRY_MS * 2);
      expect(live.done).toBe(false);
      expect((live.results.at(-1) as { data?: Record<string, unknown> }).data?.['number']).toBeNull();
      const shown = JSON.stringify(live.results);
      expect(shown).not.toContain(current.id);
      expect(shown).not.toContain(current.simCardNumber);
    }

    // the control after: the number's new holder sees their subscription by it, live
    const holderB = bearer(await customerToken('holder-b', { phoneNumbers: [phoneNumber] }));
    const [, sendSse] = TRANSPORTS.find(([name]) => name === 'SSE') ?? [];
    const theirs = sendSse?.(query.replace('$kept: ID!', '$kept: ID'), { p: phoneNumber }, 'number', holderB);
    await theirs?.until((r) => r.results.length >= 1);
    expect(theirs?.events[0]).toMatchObject({ subscriptionId: current.id, phoneNumber: expect.any(String) });
  }, 60_000);
});
