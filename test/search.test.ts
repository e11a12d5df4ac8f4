/**
 * search, over HTTP from a gateway with authentication on, in front of the simulator: a text as
 * staff type it finds the subscription or the order it names, whatever form it is written in;
 * a phone number's beginning and a customer number find every subscription the partner has
 * with them (what the partner's own list says); a customer may not search.
 */
import { normalizePhone, type WireActivation, type WireSubscription } from '@msp/partner-interface';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './utils/gateway.js';
import { order } from './utils/orders.js';
import { bearer, customerToken, staffToken, TEST_JWT_SECRET } from './utils/tokens.js';

interface Found {
  text: string;
  readAs: string[];
  subscriptions: Array<{ subscriptionId: string; phoneNumber: string | null }>;
  activations: Array<{ activationId: string }>;
  placedOrders: Array<{ referenceNumber: string | null; placedBy: { subject: string } | null }>;
  complete: boolean;
  scanned: number;
}

const SEARCH = `query ($text: String!, $first: Int) {
  search(text: $text, first: $first) {
    text readAs complete scanned
    subscriptions { subscriptionId phoneNumber }
    activations { activationId }
    placedOrders { referenceNumber placedBy { subject } }
  }
}`;

let gw: TestGateway;
let staff: Record<string, string>;
let all: WireSubscription[];
let sub: WireSubscription;

beforeAll(async () => {
  gw = await startTestGateway(
    {},
    { AUTH_MODE: 'jwt', JWT_SECRET: TEST_JWT_SECRET, RATE_LIMIT_PER_MINUTE: '100000' },
  );
  staff = bearer(await staffToken('agent-search'));
  all = (await gw.partner.client.readAll('QuerySubscription', {})).results;
  const withNumber = all.filter((s) => typeof s.phoneNumber === 'string' && s.phoneNumber !== '');
  sub = withNumber[7] ?? (withNumber[0] as WireSubscription);
});
afterAll(() => gw.close());

async function search(text: string, first?: number): Promise<Found> {
  const response = await gw.request<{ search: Found }, Record<string, unknown>>(
    SEARCH,
    { text, first },
    staff,
  );
  expect(response.errors).toBeUndefined();
  const found = response.data?.search;
  if (found === undefined) throw new Error('no search');
  return found;
}

const ids = (found: Found) => found.subscriptions.map((s) => s.subscriptionId).sort();
const digitsOf = (s: WireSubscription) => normalizePhone(s.phoneNumber ?? '');

describe('search', () => {
  it('finds a subscription by its phone number in every form a person writes it', async () => {
    const national = digitsOf(sub); // 06 and eight digits
    const rest = national.slice(1);
    for (const form of [
      national,
      `${national.slice(0, 2)}-${national.slice(2)}`,
      `${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`,
      `+31${rest}`,
      `+31 ${rest.slice(0, 1)} ${rest.slice(1)}`,
      `0031${rest}`,
      `31${rest}`,
      `  ${national}  `,
    ]) {
      const found = await search(form);
      expect(found.readAs, form).toContain('PHONE_NUMBER');
      expect(ids(found), form).toEqual([sub.id]);
    }
  });

  it("finds every subscription whose number begins so, as the partner's list has them", async () => {
    const prefix = digitsOf(sub).slice(0, 6);
    const expected = all
      .filter((s) => digitsOf(s).startsWith(prefix))
      .map((s) => s.id)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    const found = await search(`${prefix.slice(0, 2)}-${prefix.slice(2)}`, 50);
    expect(found.readAs).toContain('PHONE_PREFIX');
    expect(ids(found)).toEqual(expected);
    expect(found.scanned).toBe(all.length);
    expect(found.complete).toBe(true);
  });

  it('says it is not complete when more match than it answers', async () => {
    const found = await search('0612', 1);
    const matching = all.filter((s) => digitsOf(s).startsWith('0612')).length;
    expect(found.subscriptions).toHaveLength(Math.min(1, matching));
    expect(found.complete).toBe(matching <= 1);
  });

  it('finds every subscription of a customer number, letter case aside', async () => {
    // the customer with the fewest subscriptions (the seed has three customers; each has dozens)
    const counts = new Map<string, number>();
    for (const s of all) counts.set(s.customerNumber ?? '', (counts.get(s.customerNumber ?? '') ?? 0) + 1);
    const [customer = ''] = [...counts].sort(([, a], [, b]) => a - b)[0] ?? [];
    const expected = all
      .filter((s) => s.customerNumber === customer)
      .map((s) => s.id)
      .sort();
    expect(expected.length).toBeLessThanOrEqual(100);
    const response = await gw.request<
      { search: Pick<Found, 'readAs' | 'complete' | 'subscriptions'> },
      unknown
    >(
      'query ($text: String!) { search(text: $text, first: 100) { readAs complete subscriptions { subscriptionId } } }',
      { text: customer.toLowerCase() },
      staff,
    );
    expect(response.errors).toBeUndefined();
    const found = response.data?.search;
    expect(found?.readAs).toContain('CUSTOMER_NUMBER');
    expect(found?.subscriptions.map((s) => s.subscriptionId).sort()).toEqual(expected);
    expect(found?.complete).toBe(true);
    // a page smaller than the matches says there are more
    const page = await search(customer, 5);
    expect(page.subscriptions).toHaveLength(5);
    expect(page.complete).toBe(false);
  });

  it('finds a subscription by its SIM card number (ICCID), spaces and all', async () => {
    const iccid = sub.simCardNumber ?? '';
    const spaced = iccid.replace(/(\d{4})/g, '$1 ');
    const found = await search(spaced);
    expect(found.readAs).toContain('SIM_CARD_NUMBER');
    expect(ids(found)).toEqual([sub.id]);
  });

  it('finds an order by its activation id, and the orders placed here by their reference, with who placed them', async () => {
    const seeded = (await gw.partner.client.get('QueryActivation', { subscriptionId: sub.id }))
      .results[0] as WireActivation;
    const byId = await search(seeded.id.toUpperCase());
    expect(byId.readAs).toContain('ACTIVATION_ID');
    expect(byId.activations.map((a) => a.activationId)).toEqual([seeded.id]);

    const placed = await order(
      gw,
      'setServices',
      {
        subscriptionId: sub.id,
        services: { voiceMail: true },
        referenceNumber: 'DESK-42',
      },
      staff,
    );
    expect(placed.__typename).toBe('SetServicesPayload');
    const byReference = await search('DESK-42');
    expect(byReference.readAs).toEqual(['REFERENCE_NUMBER']);
    expect(byReference.placedOrders).toEqual([
      { referenceNumber: 'DESK-42', placedBy: { subject: 'agent-search' } },
    ]);
    const byActivation = await search(placed.activation?.activationId ?? '');
    expect(byActivation.placedOrders.map((o) => o.referenceNumber)).toEqual(['DESK-42']);
  });

  it('finds nothing for a number no one has, and says so plainly', async () => {
    const found = await search('+31 6 0000 0000');
    expect(found.subscriptions).toEqual([]);
    expect(found.complete).toBe(true);
  });

  it('refuses a text too short to mean anything, naming the field', async () => {
    const response = await gw.request(SEARCH, { text: ' 0-6 ' }, staff);
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'text' });
    expect(response.errors?.[0]?.message).toContain('at least 3 characters');
  });

  it('is for staff: a customer is refused', async () => {
    const customer = bearer(await customerToken('cust-search', { subscriptionIds: [sub.id] }));
    const response = await gw.request(SEARCH, { text: digitsOf(sub) }, customer);
    expect(response.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });
});
