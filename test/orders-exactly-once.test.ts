/**
 * Exactly once, through the graph: every order that can carry a reference leaves with one that
 * finds it at the partner, so that a lost answer is matched to that order and never to another
 * channel's; what no exact match settles waits for staff, who decide it on the record; and two
 * conflicting orders on one subscription sent at the same moment to two instances are never
 * both sent. The journal on a PostgreSQL server (two instances on it) and on the embedded PGlite
 * (one process) alike.
 */
import type { WireActivation } from '@msp/partner-interface';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { Reconciler } from '../src/journal/reconcile.js';
import { createLogger } from '../src/observability/logger.js';
import { fingerprint } from '../src/resolvers/orders/idempotency.js';
import { fileDatabaseUrl } from './utils/database.js';
import { startGatewayBefore, type TestGateway } from './utils/gateway.js';
import { startHeldPartner } from './utils/held-partner.js';
import { gatewayOn, readiness } from './utils/journal.js';
import { followSse, type Received } from './utils/live.js';
import { type OrderResult, order } from './utils/orders.js';
import { STEP_MS, startTestPartner, type TestPartner } from './utils/simulator.js';
import { bearer, customerToken, staffToken, TEST_JWT_SECRET } from './utils/tokens.js';

let partner: TestPartner;
let gw: TestGateway;
let second: TestGateway;
let embedded: TestGateway;
let staff: Record<string, string>;
const auth = { AUTH_MODE: 'jwt', JWT_SECRET: TEST_JWT_SECRET };

beforeAll(async () => {
  partner = await startTestPartner({ openOrders: false });
  // two instances on one journal, as behind a balancer
  gw = await startGatewayBefore(partner, { ...auth, DATABASE_URL: fileDatabaseUrl() });
  second = await startGatewayBefore(partner, { ...auth, DATABASE_URL: fileDatabaseUrl() });
  // the embedded default: one process, its journal in memory
  embedded = await gatewayOn(partner, { dataDir: 'memory://' }, auth);
  staff = bearer(await staffToken('desk-lead'));
  // each takes orders once its journal is open (two migrating one database at once may wait);
  // the one in memory opens at its first order
  await vi.waitFor(
    async () => {
      const ready = await Promise.all([gw, second, embedded].map((g) => readiness(g.url)));
      expect(ready.map((r) => r.journal)).toEqual(['up', 'up', 'idle']);
    },
    { timeout: 30_000, interval: 100 },
  );
}, 60_000);
afterAll(async () => {
  await embedded?.close();
  await second?.close();
  await gw?.close();
  await partner?.close();
});
beforeEach(() => partner.faults({}));

const newLine = (key: string, over: Record<string, unknown> = {}) => ({
  eSim: true,
  email: 'line@example.com',
  confirmationCode: '1',
  idempotencyKey: key,
  ...over,
});

/** an order straight to the partner, as another channel of the reseller places one */
async function otherChannel(body: Record<string, unknown>): Promise<string> {
  const response = await fetch(`${partner.url}/api/NewSubscription`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': 'other-channel' },
    body: JSON.stringify({ eSim: true, email: 'other@example.com', confirmationCode: '2', ...body }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

const entryOf = async (gw: TestGateway, key: string) =>
  gw.app.journal.query((db) =>
    db.selectFrom('orders').selectAll().where('idempotency_key', '=', key).executeTakeFirstOrThrow(),
  );

/** every journal entry that holds `activationId` as its own order */
const holdersOf = (gw: TestGateway, activationId: string) =>
  gw.app.journal.query((db) =>
    db
      .selectFrom('orders')
      .select('id')
      .where('activation_id', '=', activationId)
      .where('target_activation_id', 'is', null)
      .execute(),
  );

/** one pass of a reconciler of the test's own, that looks for every entry at once */
async function reconcileOnce(gw: TestGateway): Promise<void> {
  const reconciler = new Reconciler({
    journal: gw.app.journal,
    partner: partner.client,
    logger: createLogger('silent'),
    settleMs: 0,
    intervalMs: 60_000,
  });
  await reconciler.sweep();
  await reconciler.close();
}

/** a cancellation of the termination `target` claimed in the journal whose POST never left */
async function unsentCancellation(target: string) {
  const begun = await gw.app.journal.begin({
    placer: { kind: 'token', subject: 'desk-lead', role: 'staff' },
    idempotencyKey: `unsent-cancel-${target}`,
    fingerprint: 'unsent-cancel',
    mutation: 'cancelTermination',
    operation: 'CancelTerminateSubscription',
    activationType: 'TERMINATE',
    body: { activationId: target },
    referenced: false,
  });
  if (begun.status !== 'begun') throw new Error(begun.status);
  gw.app.journal.sendingEnded(begun.entry.id);
  return begun;
}

async function graph<R>(query: string, variables: Record<string, unknown>, headers = staff): Promise<R> {
  const response = await gw.request<R, Record<string, unknown>>(query, variables, headers);
  if (response.errors !== undefined) throw new Error(JSON.stringify(response.errors));
  if (response.data === undefined || response.data === null) throw new Error('no data');
  return response.data;
}

/** the gateways under test: two instances on a PostgreSQL server, or the embedded default alone */
const journals: Array<[string, () => [TestGateway, TestGateway]]> = [
  ['on PostgreSQL', () => [gw, second]],
  ['on the embedded PGlite', () => [embedded, embedded]],
];

describe.each(journals)('an order whose answer was lost, %s', (_name, instances) => {
  it("is matched by its reference to its own activation, never to another channel's order placed just before", async () => {
    const [gw] = instances();
    const before = await otherChannel({});
    await partner.advance(5_000);
    await partner.faults({ dropRate: 1, count: 1, operations: ['NewSubscription'] });
    const key = `lost-${Date.now()}`;
    expect((await order(gw, 'orderNewSubscription', newLine(key), staff)).__typename).toBe(
      'OrderOutcomeUnknownError',
    );
    const after = await otherChannel({});
    const retry = await order(gw, 'orderNewSubscription', newLine(key), staff);
    expect(retry).toMatchObject({ __typename: 'OrderNewSubscriptionPayload', replayed: true });
    const entry = await entryOf(gw, key);
    expect(entry).toMatchObject({ outcome: 'PLACED', activation_id: retry.activation?.activationId });
    expect((await partner.activation(entry.activation_id ?? '')).referenceNumber).toBe(
      entry.reference_number,
    );
    // the other channel's orders belong to no entry
    expect([...(await holdersOf(gw, before)), ...(await holdersOf(gw, after))]).toEqual([]);
  });

  it("that never reached the partner is found not placed once it could no longer be on its way, even beside another channel's order, and its key places it afresh", async () => {
    const [gw] = instances();
    const key = `never-${Date.now()}`;
    const { idempotencyKey: _key, ...input } = newLine(key);
    // the entry of an order whose POST was lost on its way (its instance died with it), sent
    // longer ago than the partner may take to answer
    const begun = await gw.app.journal.begin({
      placer: { kind: 'token', subject: 'desk-lead', role: 'staff' },
      idempotencyKey: key,
      fingerprint: fingerprint({ mutation: 'orderNewSubscription', input }),
      mutation: 'orderNewSubscription',
      operation: 'NewSubscription',
      activationType: 'ACTIVATENEW',
      body: { eSim: true, email: 'line@example.com' },
      referenced: true,
    });
    if (begun.status !== 'begun') throw new Error(begun.status);
    gw.app.journal.sendingEnded(begun.entry.id);
    await gw.app.journal.query((db) =>
      db
        .updateTable('orders')
        .set({ sent_at: new Date(Date.now() - 60_000) })
        .where('id', '=', begun.entry.id)
        .execute(),
    );
    const other = await otherChannel({});

    const retry = await order(gw, 'orderNewSubscription', newLine(key), staff);
    // not the other channel's: a new order, sent now
    expect(retry).toMatchObject({ __typename: 'OrderNewSubscriptionPayload', replayed: false });
    expect(retry.activation?.activationId).not.toBe(other);
    expect(await holdersOf(gw, other)).toEqual([]);
    expect(await gw.app.journal.get(begun.entry.id)).toMatchObject({
      outcome: 'NOT_PLACED',
      idempotency_key: null,
    });
  });
});

const UNDECIDED = `query ($filter: PlacedOrderFilter) { placedOrders(first: 5, filter: $filter) { edges { node {
  id outcome referenceNumber candidates { activationId referenceNumber heldBy { id } activation { activationId } }
  resolution { decidedBy note } } } } }`;
const RESOLVE = `mutation ($id: ID!, $input: ResolveUndecidedOrderInput!) { resolveUndecidedOrder(id: $id, input: $input) {
  outcome activation { activationId } resolution { decidedBy note decidedAt } } }`;

interface UndecidedNode {
  id: string;
  outcome: string;
  referenceNumber: string;
  candidates: Array<{
    activationId: string;
    referenceNumber: string;
    heldBy: null;
    activation: { activationId: string };
  }>;
}

describe('an order no exact match settles', () => {
  it('waits for staff with its candidates; a retry is told so; a staff decision, kept with who and why, answers it', async () => {
    const ticket = `TICKET-${Date.now() % 100_000}`;
    const key = `undecided-${ticket}`;
    // another channel uses the caller's reference a moment before: two activations carry it
    const other = await otherChannel({ referenceNumber: ticket });
    await partner.faults({ dropRate: 1, count: 1, operations: ['NewSubscription'] });
    expect(
      (await order(gw, 'orderNewSubscription', newLine(key, { referenceNumber: ticket }), staff)).__typename,
    ).toBe('OrderOutcomeUnknownError');
    // reconciliation's first look, just after the lost answer, finds the two candidates
    await vi.waitFor(async () => expect((await entryOf(gw, key)).outcome).toBe('UNDECIDED'), {
      timeout: 10_000,
      interval: 20,
    });

    const pending = await order(
      second,
      'orderNewSubscription',
      newLine(key, { referenceNumber: ticket }),
      staff,
    );
    expect(pending).toMatchObject({ __typename: 'OrderOutcomePendingError' });
    expect(pending.message).toContain('staff decide');
    const [edge] = (
      await graph<{ placedOrders: { edges: Array<{ node: UndecidedNode }> } }>(UNDECIDED, {
        filter: { outcome: 'UNDECIDED' },
      })
    ).placedOrders.edges;
    expect(edge?.node.referenceNumber).toBe(ticket);
    const candidates = edge?.node.candidates.map((c) => c.activationId) ?? [];
    expect(candidates).toHaveLength(2);
    expect(candidates).toContain(other);
    expect(
      edge?.node.candidates.every(
        (c) => c.referenceNumber === ticket && c.activation.activationId === c.activationId,
      ),
    ).toBe(true);

    const ours = candidates.find((id) => id !== other) ?? '';
    const id = edge?.node.id ?? '';
    // a customer cannot decide it
    const customer = bearer(await customerToken('c-1', { subscriptionIds: ['none'] }));
    const refused = await gw.request(
      RESOLVE,
      { id, input: { decision: 'PLACED', activationId: ours, note: 'x' } },
      customer,
    );
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    // nor staff without saying why, or with another type's activation
    const noReason = await gw.request(
      RESOLVE,
      { id, input: { decision: 'PLACED', activationId: ours, note: ' ' } },
      staff,
    );
    expect(noReason.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.note' });

    const decided = await graph<{ resolveUndecidedOrder: Record<string, unknown> }>(RESOLVE, {
      id,
      input: {
        decision: 'PLACED',
        activationId: ours,
        note: 'the back office confirmed the eSIM of this order',
      },
    });
    expect(decided.resolveUndecidedOrder).toMatchObject({
      outcome: 'PLACED',
      activation: { activationId: ours },
      resolution: { decidedBy: 'token:desk-lead', note: 'the back office confirmed the eSIM of this order' },
    });
    const again = await graph<{
      placedOrders: { edges: Array<{ node: { candidates: unknown; resolution: unknown } }> };
    }>(UNDECIDED, { filter: { outcome: 'UNDECIDED' } });
    expect(again.placedOrders.edges).toEqual([]);
    expect(
      await order(gw, 'orderNewSubscription', newLine(key, { referenceNumber: ticket }), staff),
    ).toMatchObject({
      __typename: 'OrderNewSubscriptionPayload',
      replayed: true,
      activation: { activationId: ours },
    });
    // decided once: deciding again is refused
    const twice = await gw.request(RESOLVE, { id, input: { decision: 'NOT_PLACED', note: 'no' } }, staff);
    expect(twice.errors?.[0]?.extensions?.['code']).toBe('ORDER_NOT_UNDECIDED');
  });
});

describe.each(journals)(
  'two conflicting orders on one subscription sent at the same moment, %s',
  (name, instances) => {
    it('are never both sent: one termination reaches the partner, the other is refused naming it, five pairs of five', async () => {
      const [gw, second] = instances();
      const { results } = await partner.client.get('QuerySubscription', { take: 60 });
      // each journal its own subscriptions: the other's terminations are open on its own
      const subs = results
        .filter((s) => s.state === 'ACTIVE')
        .slice(name.includes('PGlite') ? 5 : 0)
        .slice(0, 5);
      expect(subs).toHaveLength(5);
      const before = (await partner.stats()).TerminateSubscription ?? 0;
      for (const sub of subs) {
        const pair: OrderResult[] = await Promise.all(
          [gw, second].map((instance) =>
            order(instance, 'terminateSubscription', { subscriptionId: sub.id }, staff),
          ),
        );
        const placed = pair.filter((r) => r.__typename === 'TerminateSubscriptionPayload');
        const refused = pair.filter((r) => r.__typename === 'ValidationError');
        expect(placed).toHaveLength(1);
        expect(refused).toHaveLength(1);
        expect(refused[0]?.fields?.[0]?.path).toBe('input.subscriptionId');
        // it names the open order: its activation when answered, its reference (which the journal holds) else
        const entry = await gw.app.journal.query((db) =>
          db
            .selectFrom('orders')
            .select(['activation_id', 'reference_number'])
            .where('subscription_id', '=', sub.id)
            .where('outcome', '=', 'PLACED')
            .executeTakeFirstOrThrow(),
        );
        // its reference while it is on its way; its activation once answered (the partner shows it open then)
        expect(refused[0]?.message).toMatch(
          new RegExp(`reference ${entry.reference_number}|activation ${entry.activation_id}`),
        );
      }
      expect(((await partner.stats()).TerminateSubscription ?? 0) - before).toBe(5);
    });
  },
);

describe("a caller's own reference", () => {
  it('is sent as given, refused while another order in progress holds it (without naming that order to the caller), and free again once that one is decided', async () => {
    const reference = `REF-${Date.now() % 1_000_000}`;
    const { results } = await partner.client.get('QuerySubscription', { take: 60 });
    const sub = results.filter((s) => s.state === 'ACTIVE')[12];
    if (sub === undefined) throw new Error('no active subscription');
    const customer = bearer(await customerToken('ref-customer', { subscriptionIds: [sub.id] }));
    // staff's order with the reference, held on its way to the partner until the test lets it
    // go: its outcome is open while it is (an instance of its own on the same journal)
    const key = `ref-${reference}`;
    const held = await startHeldPartner(partner.url, ['NewSubscription']);
    const holding = await startGatewayBefore(partner, {
      ...auth,
      DATABASE_URL: fileDatabaseUrl(),
      PROVIDER_BASE_URL: held.url,
      PROVIDER_TIMEOUT_MS: '30000',
    });
    onTestFinished(async () => {
      await holding.close();
      await held.close();
    });
    const first = order(holding, 'orderNewSubscription', newLine(key, { referenceNumber: reference }), staff);
    await held.untilHeld(1);
    const refused = await order(
      second,
      'suspendSubscription',
      { subscriptionId: sub.id, referenceNumber: reference },
      customer,
    );
    expect(refused).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ path: 'input.referenceNumber' }],
    });
    expect(refused.message).not.toContain('orderNewSubscription');
    expect(refused.message).not.toContain('activation');
    // once the first is answered, the reference is free again
    held.release();
    expect((await first).__typename).toBe('OrderNewSubscriptionPayload');
    const placed = await order(
      second,
      'suspendSubscription',
      { subscriptionId: sub.id, referenceNumber: reference },
      customer,
    );
    expect(placed.__typename).toBe('SuspendSubscriptionPayload');
    expect((await partner.activation(placed.activation?.activationId ?? '')).referenceNumber).toBe(reference);
  });
});

describe('what the try-out found', () => {
  it("refuses a caller's reference that looks like one of the gateway's own, before anything leaves", async () => {
    const before = (await partner.stats()).NewSubscription ?? 0;
    const result = await order(
      gw,
      'orderNewSubscription',
      newLine(`gw-${Date.now()}`, { referenceNumber: 'gwXK3PAO2A6WSFP' }),
      staff,
    );
    expect(result).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ path: 'input.referenceNumber' }],
    });
    expect((await partner.stats()).NewSubscription ?? 0).toBe(before);
  });

  it("never takes another channel's order carrying the caller's reference for one whose 502 left nothing at the partner, when what it orders differs", async () => {
    const reference = `SH${Date.now() % 10_000_000}`;
    const key = `shared-${reference}`;
    const free = (await partner.client.get('QuerySimcard', { status: 'FREE', simCardType: 'USIM', take: 2 }))
      .results;
    const [mine, theirs] = free.map((sim) => sim.simCardNumber);
    const input = { simCardNumber: mine, referenceNumber: reference, idempotencyKey: key };
    await partner.faults({ errorRate: 1, errorStatus: 502, count: 1, operations: ['NewSubscription'] });
    expect((await order(gw, 'orderNewSubscription', input, staff)).__typename).toBe(
      'OrderOutcomeUnknownError',
    );
    // another channel uses the caller's reference too, for another SIM card
    const other = await otherChannel({ eSim: false, simCardNumber: theirs, referenceNumber: reference });
    // asked again until definite: once the partner could no longer be taking it, a new order, not the other channel's
    let answer: OrderResult | undefined;
    await expect
      .poll(
        async () => {
          answer = await order(gw, 'orderNewSubscription', input, staff);
          return answer.__typename;
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe('OrderNewSubscriptionPayload');
    expect(answer).toMatchObject({ replayed: false });
    expect(answer?.activation?.activationId).not.toBe(other);
    expect(await holdersOf(gw, other)).toEqual([]);
  });

  it('attaches an order the partner took after it had been found not placed, and counts it', async () => {
    const begun = await gw.app.journal.begin({
      placer: { kind: 'token', subject: 'desk-lead', role: 'staff' },
      idempotencyKey: `late-${Date.now()}`,
      fingerprint: 'late',
      mutation: 'orderNewSubscription',
      operation: 'NewSubscription',
      activationType: 'ACTIVATENEW',
      body: { eSim: true, email: 'late@example.com' },
      referenced: true,
    });
    if (begun.status !== 'begun') throw new Error(begun.status);
    gw.app.journal.sendingEnded(begun.entry.id);
    expect(await gw.app.journal.notPlaced(begun.entry.id, { by: 'reconciliation' })).toBe(true);
    // the partner takes it only now, long after it was sent
    const late = await otherChannel({ ...(begun.body as object), confirmationCode: '1' });
    await expect
      .poll(() => gw.app.journal.get(begun.entry.id), { timeout: 15_000, interval: 200 })
      .toMatchObject({ outcome: 'PLACED', activation_id: late, final_at: null });
    // counted by whichever instance found it
    const counted = await Promise.all(
      [gw, second].map(async (instance) => {
        const text = await (await fetch(`${instance.app.metricsUrl}/metrics`)).text();
        const line = text
          .split('\n')
          .find((l) => l.startsWith('orders_reconciled_total{outcome="placed-late"}'));
        return Number(line?.split(' ')[1] ?? 0);
      }),
    );
    expect(counted.reduce((sum, n) => sum + n, 0)).toBe(1);
  });

  it("never takes a later cancellation's effect for one that did not reach the partner, and refuses a second cancellation while the first is on", async () => {
    const { results } = await partner.client.get('QuerySubscription', { take: 60 });
    const sub = results.filter((s) => s.state === 'ACTIVE')[14];
    if (sub === undefined) throw new Error('no active subscription');
    const wishDate = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const termination = await order(gw, 'terminateSubscription', { subscriptionId: sub.id, wishDate }, staff);
    const target = termination.activation?.activationId ?? '';
    expect(target).not.toBe('');
    // a cancellation whose POST never left: found not placed
    const lost = await unsentCancellation(target);
    expect(await gw.app.journal.notPlaced(lost.entry.id, { by: 'reconciliation' })).toBe(true);
    // a later one cancels the termination
    const before = (await partner.stats()).CancelTerminateSubscription ?? 0;
    const cancelled = await order(
      gw,
      'cancelTermination',
      { activationId: target, idempotencyKey: `c1-${target}` },
      staff,
    );
    expect(cancelled.__typename).toBe('CancelTerminationPayload');
    // a second one, on another instance, is refused naming the first, and not sent
    expect(
      await order(
        second,
        'cancelTermination',
        { activationId: target, idempotencyKey: `c2-${target}` },
        staff,
      ),
    ).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ path: 'input.activationId', message: expect.stringContaining('being cancelled already') }],
    });
    expect(((await partner.stats()).CancelTerminateSubscription ?? 0) - before).toBe(1);
    // the later one ends the termination CANCELLED, and the journal hears of it
    await partner.advance(STEP_MS);
    await expect
      .poll(
        () =>
          gw.app.journal.query((db) =>
            db
              .selectFrom('orders')
              .select('final_at')
              .where('target_activation_id', '=', target)
              .where('outcome', '=', 'PLACED')
              .executeTakeFirst(),
          ),
        { timeout: 15_000 },
      )
      .toMatchObject({ final_at: expect.any(Date) });
    // looked for again, the one that never left shows what the later one did: it stays not placed
    await reconcileOnce(gw);
    expect(await gw.app.journal.get(lost.entry.id)).toMatchObject({ outcome: 'NOT_PLACED' });
  });

  it('never takes a termination made just before it for the effect of a cancellation that did not reach the partner, and decides it once the termination ends', async () => {
    const { results } = await partner.client.get('QuerySubscription', { take: 60 });
    const sub = results.filter((s) => s.state === 'ACTIVE')[18];
    if (sub === undefined) throw new Error('no active subscription');
    const termination = await order(gw, 'terminateSubscription', { subscriptionId: sub.id }, staff);
    const target = termination.activation?.activationId ?? '';
    expect(target).not.toBe('');
    const cancellations = (await partner.stats()).CancelTerminateSubscription ?? 0;
    // a cancellation claimed a moment after the termination was made, whose POST never left:
    // the termination, BUSY and modified within the clock's resolution of it, looks the same
    // whether it was cancelled or not
    const lost = await unsentCancellation(target);
    await reconcileOnce(gw);
    expect(await gw.app.journal.get(lost.entry.id)).toMatchObject({ outcome: 'SENT', activation_id: null });
    // the termination ends DONE two steps on: it was not cancelled, so this order was not placed
    await partner.advance(2 * STEP_MS);
    await expect
      .poll(() => partner.client.get('QueryActivation', { id: target }).then((r) => r.results[0]?.status))
      .toBe('DONE');
    await reconcileOnce(gw);
    expect(await gw.app.journal.get(lost.entry.id)).toMatchObject({
      outcome: 'NOT_PLACED',
      activation_id: null,
    });
    expect((await partner.stats()).CancelTerminateSubscription ?? 0).toBe(cancellations);
  });

  it('never offers staff, for an entry written before references, an activation another entry holds', async () => {
    const { results } = await partner.client.get('QuerySubscription', { take: 60 });
    const sub = results.filter((s) => s.state === 'ACTIVE')[16];
    if (sub === undefined) throw new Error('no active subscription');
    const suspension = (key: string) =>
      gw.app.journal.begin({
        placer: { kind: 'token', subject: 'desk-lead', role: 'staff' },
        idempotencyKey: key,
        fingerprint: key,
        mutation: 'suspendSubscription',
        operation: 'SuspendSubscription',
        activationType: 'SUSPEND',
        body: { subscriptionId: sub.id },
        subscriptionId: sub.id,
        referenced: false,
      });
    // an earlier release's suspension, placed: it holds its activation
    const held = await suspension(`old-held-${sub.id}`);
    if (held.status !== 'begun') throw new Error(held.status);
    const response = await fetch(`${partner.url}/api/SuspendSubscription`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ subscriptionId: sub.id }),
    });
    const activation = (await response.json()) as WireActivation;
    gw.app.journal.sendingEnded(held.entry.id);
    expect(await gw.app.journal.placed(held.entry.id, activation)).toMatchObject({ outcome: 'PLACED' });
    // another of its suspensions there, whose answer was lost and which never reached the partner
    const lost = await suspension(`old-lost-${sub.id}`);
    if (lost.status !== 'begun') throw new Error(lost.status);
    expect(lost.entry.reference_number).toBeNull();
    gw.app.journal.sendingEnded(lost.entry.id);
    await reconcileOnce(gw);
    // the only suspension there is the held one's: nothing for staff to choose from
    expect(await gw.app.journal.get(lost.entry.id)).toMatchObject({ outcome: 'NOT_PLACED' });
    expect(await holdersOf(gw, activation.id)).toEqual([{ id: held.entry.id }]);
  });

  it('answers a staff decision another one beat at the same moment with ORDER_NOT_UNDECIDED', async () => {
    const ticket = `DUO${Date.now() % 1_000_000}`;
    const key = `duo-${ticket}`;
    await otherChannel({ referenceNumber: ticket, email: 'line@example.com', confirmationCode: '1' });
    await partner.faults({ dropRate: 1, count: 1, operations: ['NewSubscription'] });
    await order(gw, 'orderNewSubscription', newLine(key, { referenceNumber: ticket }), staff);
    await order(gw, 'orderNewSubscription', newLine(key, { referenceNumber: ticket }), staff);
    const entry = await entryOf(gw, key);
    expect(entry.outcome).toBe('UNDECIDED');
    const id = Buffer.from(`PlacedOrder:${entry.id}`).toString('base64');
    const [placed, notPlaced] = await Promise.all([
      gw.request(
        RESOLVE,
        { id, input: { decision: 'PLACED', activationId: entry.candidates?.[0]?.activationId, note: 'a' } },
        staff,
      ),
      second.request(RESOLVE, { id, input: { decision: 'NOT_PLACED', note: 'b' } }, staff),
    ]);
    const codes = [placed, notPlaced].map((r) => r.errors?.[0]?.extensions?.['code'] ?? 'decided');
    expect(codes.sort()).toEqual(['ORDER_NOT_UNDECIDED', 'decided']);
  });
});

describe('a live placedOrders query', () => {
  it('shows an order that reconciliation leaves undecided, though no activation of it changed', async () => {
    const ticket = `LIVE-${Date.now() % 100_000}`;
    const live = followSse(
      embedded.url,
      `query ($filter: PlacedOrderFilter) @live { placedOrders(first: 5, filter: $filter) { edges { node { referenceNumber outcome } } } }`,
      { filter: { outcome: 'UNDECIDED', referenceNumber: ticket } },
      'placedOrders',
      { headers: staff },
    );
    const shown = (r: Received) =>
      r.events.map((e) => (e['edges'] as Array<{ node: { referenceNumber: string } }>).length);
    // its first result: nothing undecided with this reference yet
    await live.until((r) => r.events.length > 0, 10_000);
    expect(shown(live)).toEqual([0]);
    // another channel uses the reference a moment before: two candidates, so staff must decide
    await otherChannel({ referenceNumber: ticket });
    await partner.faults({ dropRate: 1, count: 1, operations: ['NewSubscription'] });
    const answer = await order(
      embedded,
      'orderNewSubscription',
      newLine(`live-${ticket}`, { referenceNumber: ticket }),
      staff,
    );
    expect(answer.__typename).toBe('OrderOutcomeUnknownError');
    // no activation the gateway follows changes: only the reconciliation's decision runs it again
    await live.until((r) => shown(r).at(-1) === 1, 30_000);
    live.stop();
  }, 45_000);
});
