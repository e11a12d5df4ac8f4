/**
 * `since` on the live fields: an app that was away subscribes again with the time of the last
 * event it saw, and gets every change the journal recorded after it, oldest first, then the
 * live ones, and nothing it had already. Over graphql-ws against a gateway with authentication
 * on, in front of the simulator on a manual clock: each status step happens when a test says.
 */
import type { WireSubscription } from '@msp/partner-interface';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './utils/gateway.js';
import { follow, type Received, statuses, wsClient } from './utils/live.js';
import { order } from './utils/orders.js';
import { STEP_MS } from './utils/simulator.js';
import { bearer, customerToken, staffToken, TEST_JWT_SECRET } from './utils/tokens.js';

const ACTIVATION_UPDATED = `subscription ($id: ID!, $since: DateTime) {
  activationUpdated(id: $id, since: $since) { activationId status modifiedAt }
}`;
const ACTIVATIONS_UPDATED = `subscription ($ids: [ID!]!, $since: DateTime) {
  activationsUpdated(ids: $ids, since: $since) { activationId status modifiedAt }
}`;
const ACTIVITY = `subscription ($subscriptionId: ID!, $since: DateTime) {
  mobileSubscriptionActivity(subscriptionId: $subscriptionId, since: $since) { activationId status modifiedAt }
}`;

let gw: TestGateway;
let sub: WireSubscription;
let other: WireSubscription;
let staff: Record<string, string>;
let owner: Record<string, string>;
let stranger: Record<string, string>;
const streams: Received[] = [];

beforeAll(async () => {
  gw = await startTestGateway(
    { openOrders: false },
    {
      AUTH_MODE: 'jwt',
      JWT_SECRET: TEST_JWT_SECRET,
      WATCH_MIN_INTERVAL_MS: '50',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  );
  const subs = (await gw.partner.client.get('QuerySubscription', { take: 50 })).results.filter(
    (s) => s.state === 'ACTIVE' && s.providerEnvironment === 'SP16001',
  );
  [sub, other] = subs as [WireSubscription, WireSubscription];
  staff = bearer(await staffToken('agent-since'));
  owner = bearer(await customerToken('cust-since', { subscriptionIds: [sub.id] }));
  stranger = bearer(await customerToken('cust-other', { subscriptionIds: [other.id] }));
});
afterAll(async () => {
  for (const stream of streams) stream.stop();
  await gw.close();
});

function followAs(
  who: Record<string, string>,
  query: string,
  variables: Record<string, unknown>,
  field: string,
): Received {
  const stream = follow(wsClient(gw.url, who), query, variables, field);
  streams.push(stream);
  return stream;
}

/** a suspension of `sub`, placed as staff: its activation id and first state's time */
async function suspension(): Promise<{ id: string; placedAt: string }> {
  const result = await order(gw, 'suspendSubscription', { subscriptionId: sub.id }, staff);
  const id = result.activation?.activationId;
  if (id === undefined) throw new Error(`not placed: ${JSON.stringify(result)}`);
  const modifiedAt = (await gw.partner.activation(id)).modifiedAt;
  if (modifiedAt === undefined) throw new Error('no modifiedAt');
  return { id, placedAt: modifiedAt };
}

/** the statuses the journal recorded for an activation */
async function recorded(id: string): Promise<unknown> {
  const response = await gw.request<
    { activation: { history: Array<{ status: string }> } | null },
    { id: string }
  >('query ($id: ID!) { activation(id: $id) { history { status } } }', { id }, staff);
  return response.data?.activation?.history.map((c) => c.status);
}

/** one millisecond before an ISO time, as an app would never send but a test may */
const justBefore = (iso: string) => new Date(Date.parse(iso) - 1).toISOString();

async function resume(): Promise<void> {
  // the suspension leaves the line suspended: resumed, so the next test may suspend it again
  const result = await order(gw, 'resumeSubscription', { subscriptionId: sub.id }, staff);
  await finish(result.activation?.activationId ?? '');
}

/** the partner takes an order through BUSY to DONE, each step recorded before the next */
async function finish(id: string): Promise<void> {
  await gw.partner.advance(STEP_MS);
  await expect.poll(() => recorded(id), { timeout: 10_000 }).toEqual(['INIT', 'BUSY']);
  await gw.partner.advance(STEP_MS);
  await expect.poll(() => recorded(id), { timeout: 10_000 }).toEqual(['INIT', 'BUSY', 'DONE']);
}

describe('activationUpdated with since', () => {
  it('first sends from the last event the app saw on: that INIT again, the BUSY it missed, then the live DONE', async () => {
    const { id } = await suspension();
    const first = followAs(staff, ACTIVATION_UPDATED, { id }, 'activationUpdated');
    await first.until((r) => r.events.length === 1);
    const [seen] = first.events;
    expect(seen).toMatchObject({ status: 'INIT' });
    // the app goes away; the order moves on while it is gone
    first.stop();
    await gw.partner.advance(STEP_MS);
    await expect.poll(() => recorded(id), { timeout: 10_000 }).toEqual(['INIT', 'BUSY']);

    const again = followAs(
      staff,
      ACTIVATION_UPDATED,
      { id, since: seen?.['modifiedAt'] },
      'activationUpdated',
    );
    await again.until((r) => r.events.length === 2);
    // the instant of since is included: what the app had comes again, the very same state
    expect(again.events[0]).toEqual(seen);
    expect(statuses(again)).toEqual(['INIT', 'BUSY']);
    await gw.partner.advance(STEP_MS);
    await again.until((r) => r.done, 10_000);
    expect(statuses(again)).toEqual(['INIT', 'BUSY', 'DONE']);
    expect(again.errors).toEqual([]);
    const times = again.events.map((e) => Date.parse(String(e['modifiedAt'])));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(3);
    await resume();
  });

  it('replays every change of a finished order from since on, oldest first, and completes; from its end on, its final state alone', async () => {
    const { id, placedAt } = await suspension();
    await finish(id);

    const stream = followAs(
      staff,
      ACTIVATION_UPDATED,
      { id, since: justBefore(placedAt) },
      'activationUpdated',
    );
    await stream.until((r) => r.done, 10_000);
    expect(statuses(stream)).toEqual(['INIT', 'BUSY', 'DONE']);
    // since in another offset names the same instant
    const done = stream.events[2]?.['modifiedAt'];
    const shifted = new Date(Date.parse(String(done)) + 2 * 3_600_000).toISOString().replace('Z', '+02:00');
    const end = followAs(staff, ACTIVATION_UPDATED, { id, since: shifted }, 'activationUpdated');
    await end.until((r) => r.done);
    expect(statuses(end)).toEqual(['DONE']);
    // a since later than anything (a wrong clock) still ends with the final state
    const later = followAs(
      staff,
      ACTIVATION_UPDATED,
      { id, since: '2999-01-01T00:00:00Z' },
      'activationUpdated',
    );
    await later.until((r) => r.done);
    expect(statuses(later)).toEqual(['DONE']);
    expect([...end.errors, ...later.errors]).toEqual([]);
    // and one before the journal's first date is refused, naming it
    const early = followAs(
      staff,
      ACTIVATION_UPDATED,
      { id, since: '0000-01-01T00:00:00Z' },
      'activationUpdated',
    );
    await early.until((r) => r.done);
    expect(JSON.stringify(early.errors)).toContain('BAD_USER_INPUT');
    expect(early.events).toEqual([]);
    await resume();
  });

  it("is refused for a customer's app on another's activation, as if it did not exist", async () => {
    const { id, placedAt } = await suspension();
    const theirs = followAs(
      stranger,
      ACTIVATION_UPDATED,
      { id, since: justBefore(placedAt) },
      'activationUpdated',
    );
    await theirs.until((r) => r.done);
    expect(theirs.events).toEqual([]);
    expect(JSON.stringify(theirs.errors)).toContain('NOT_FOUND');
    const mine = followAs(
      owner,
      ACTIVATION_UPDATED,
      { id, since: justBefore(placedAt) },
      'activationUpdated',
    );
    await mine.until((r) => r.events.length === 1);
    expect(statuses(mine)).toEqual(['INIT']);
    mine.stop();
    await finish(id);
    await resume();
  });
});

describe('activationsUpdated with since', () => {
  it('sends each activation from since on as activationUpdated does: the INIT the app had, the BUSY it missed, then the live DONE', async () => {
    const { id } = await suspension();
    const first = followAs(staff, ACTIVATIONS_UPDATED, { ids: [id] }, 'activationsUpdated');
    await first.until((r) => r.events.length === 1);
    const [seen] = first.events;
    expect(seen).toMatchObject({ status: 'INIT' });
    first.stop();
    await gw.partner.advance(STEP_MS);
    await expect.poll(() => recorded(id), { timeout: 10_000 }).toEqual(['INIT', 'BUSY']);

    const again = followAs(
      staff,
      ACTIVATIONS_UPDATED,
      { ids: [id], since: seen?.['modifiedAt'] },
      'activationsUpdated',
    );
    await again.until((r) => r.events.length === 2);
    expect(again.events[0]).toEqual(seen);
    expect(statuses(again)).toEqual(['INIT', 'BUSY']);
    await gw.partner.advance(STEP_MS);
    await again.until((r) => r.done, 10_000);
    expect(statuses(again)).toEqual(['INIT', 'BUSY', 'DONE']);
    expect(again.errors).toEqual([]);
    // a since before the journal's first date is refused, naming it, as on activationUpdated
    const early = followAs(
      staff,
      ACTIVATIONS_UPDATED,
      { ids: [id], since: '0000-01-01T00:00:00Z' },
      'activationsUpdated',
    );
    await early.until((r) => r.done);
    expect(JSON.stringify(early.errors)).toContain('BAD_USER_INPUT');
    await resume();
  });
});

describe('activationsUpdated with since, several orders', () => {
  it('replays what the app missed of all of them as one sequence, oldest first, each order in its own order', async () => {
    const a = await suspension();
    await gw.partner.advance(STEP_MS);
    await expect.poll(() => recorded(a.id), { timeout: 10_000 }).toEqual(['INIT', 'BUSY']);
    const placed = await order(gw, 'suspendSubscription', { subscriptionId: other.id }, staff);
    const b = placed.activation?.activationId;
    if (b === undefined) throw new Error(`not placed: ${JSON.stringify(placed)}`);
    await gw.partner.advance(STEP_MS);
    await expect.poll(() => recorded(a.id), { timeout: 10_000 }).toEqual(['INIT', 'BUSY', 'DONE']);
    await expect.poll(() => recorded(b), { timeout: 10_000 }).toEqual(['INIT', 'BUSY']);
    await gw.partner.advance(STEP_MS);
    await expect.poll(() => recorded(b), { timeout: 10_000 }).toEqual(['INIT', 'BUSY', 'DONE']);

    // b first among the ids: the order of the ids is not the order of the replay
    const stream = followAs(
      staff,
      ACTIVATIONS_UPDATED,
      { ids: [b, a.id], since: justBefore(a.placedAt) },
      'activationsUpdated',
    );
    await stream.until((r) => r.done, 10_000);
    expect(stream.errors).toEqual([]);
    const of = (id: string) => stream.events.filter((e) => e['activationId'] === id).map((e) => e['status']);
    expect(of(a.id)).toEqual(['INIT', 'BUSY', 'DONE']);
    expect(of(b)).toEqual(['INIT', 'BUSY', 'DONE']);
    const times = stream.events.map((e) => Date.parse(String(e['modifiedAt'])));
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(stream.events[0]).toMatchObject({ activationId: a.id, status: 'INIT' });

    await resume();
    const back = await order(gw, 'resumeSubscription', { subscriptionId: other.id }, staff);
    await finish(back.activation?.activationId ?? '');
  });
});

describe('mobileSubscriptionActivity with since', () => {
  it("sends each change of the subscription's orders after since in order, then live ones", async () => {
    const { id, placedAt } = await suspension();
    await gw.partner.advance(STEP_MS);
    await expect.poll(() => recorded(id), { timeout: 10_000 }).toEqual(['INIT', 'BUSY']);

    const since = justBefore(placedAt);
    const stream = followAs(owner, ACTIVITY, { subscriptionId: sub.id, since }, 'mobileSubscriptionActivity');
    const ofOrder = (r: Received) => r.events.filter((e) => e['activationId'] === id).map((e) => e['status']);
    await stream.until((r) => ofOrder(r).length === 2);
    expect(ofOrder(stream)).toEqual(['INIT', 'BUSY']);
    // the line's earlier resumption ended at that same instant: it comes too, in its place
    const times = stream.events.map((e) => Date.parse(String(e['modifiedAt'])));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.min(...times)).toBeGreaterThan(Date.parse(since));
    await gw.partner.advance(STEP_MS);
    await stream.until((r) => ofOrder(r).includes('DONE'), 10_000);
    expect(ofOrder(stream)).toEqual(['INIT', 'BUSY', 'DONE']);
    stream.stop();
    await resume();
  });
});

describe('a journal that cannot be read', () => {
  it('ends a stream asked with since with JOURNAL_UNAVAILABLE rather than skip what was missed', async () => {
    const { id, placedAt } = await suspension();
    await gw.app.journal.close();
    const stream = followAs(
      staff,
      ACTIVATION_UPDATED,
      { id, since: justBefore(placedAt) },
      'activationUpdated',
    );
    await stream.until((r) => r.done);
    expect(stream.events).toEqual([]);
    expect(JSON.stringify(stream.errors)).toContain('JOURNAL_UNAVAILABLE');
  });
});
