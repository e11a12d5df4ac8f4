import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestGateway, type TestGateway } from './utils/gateway.js';
import { activationStatus, order } from './utils/orders.js';
import { requestsTo, STEP_MS, TEST_START } from './utils/simulator.js';

const DAY = 86_400_000;
let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ openOrders: false }, { PROVIDER_TIMEOUT_MS: '500' });
});
afterAll(() => gw.close());
beforeEach(() => gw.partner.reset());

const freeSim = () => gw.partner.freeSim();
const activeSubscription = async (skip = 0) => {
  const page = await gw.partner.client.get('QuerySubscription', { take: 100, skip });
  const sub = page.results.find(
    (s) =>
      s.state === 'ACTIVE' && s.providerEnvironment === 'SP16001' && s.services?.extraSecureMobile !== true,
  );
  if (sub === undefined) throw new Error('no active subscription');
  return sub;
};
const later = (ms: number) => new Date(TEST_START + ms).toISOString();
/** a new line's order under a key of its own */
const input = () => ({
  eSim: true,
  email: 'a@example.com',
  confirmationCode: '1',
  idempotencyKey: `k-${Math.random()}`,
});

/** orders, then moves the clock until the activation is final, and returns what it became */
async function followToEnd(id: string, stepMs = STEP_MS, steps = 5) {
  for (let i = 0; i < steps; i++) {
    const act = await activationStatus(gw, id);
    if (act !== null && ['DONE', 'ERROR', 'CANCELLED'].includes(String(act['status']))) return act;
    await gw.partner.advance(stepMs);
  }
  return activationStatus(gw, id);
}

describe('every order followed to its final status', () => {
  it('orderNewSubscription: INIT, then DONE', async () => {
    const result = await order(gw, 'orderNewSubscription', {
      simCardNumber: await freeSim(),
      referenceNumber: 'R-1',
    });
    expect(result.__typename).toBe('OrderNewSubscriptionPayload');
    expect(result.activation).toMatchObject({
      activationType: 'ACTIVATENEW',
      status: 'INIT',
      phoneNumber: null,
    });
    expect(await followToEnd(result.activation?.activationId ?? '')).toMatchObject({ status: 'DONE' });
  });

  it('orderNewSubscription with the typed service values sends their text forms', async () => {
    const result = await order(gw, 'orderNewSubscription', {
      eSim: true,
      email: 'a@example.com',
      confirmationCode: 'C0DE',
      services: {
        dataUsageNotificationMb: 500,
        dataRoamingLimitEuros: 100,
        dataRoamingOutsideEU: null,
        voiceMail: true,
      },
    });
    await followToEnd(result.activation?.activationId ?? '');
    const sub = (
      await gw.partner.client.get('QuerySubscription', {
        phoneNumber:
          (
            await gw.partner.client.get('QueryActivation', { id: result.activation?.activationId ?? '' })
          ).results[0]?.phoneNumber ?? '',
      })
    ).results[0];
    expect(sub?.services).toMatchObject({
      dataUsageNotification: 'Data Usage Notification 500 MB',
      dataRoamingLimitation: 'Limit 100',
      dataRoamingOutsideEU: null,
      voiceMail: true,
    });
  });

  it('cancelNewSubscription: CANCELLING, then CANCELLED', async () => {
    const placed = await order(gw, 'orderNewSubscription', { simCardNumber: await freeSim() });
    const cancel = await order(gw, 'cancelNewSubscription', {
      activationId: placed.activation?.id,
      note: 'changed mind',
    });
    expect(cancel.activation).toMatchObject({
      status: 'CANCELLING',
      activationId: placed.activation?.activationId,
    });
    expect(await followToEnd(placed.activation?.activationId ?? '')).toMatchObject({ status: 'CANCELLED' });
  });

  it('suspendSubscription and resumeSubscription: DONE each, the subscription BLOCKED then ACTIVE', async () => {
    const sub = await activeSubscription();
    const suspend = await order(gw, 'suspendSubscription', { phoneNumber: sub.phoneNumber });
    expect(await followToEnd(suspend.activation?.activationId ?? '')).toMatchObject({
      status: 'DONE',
      activationType: 'SUSPEND',
    });
    const resume = await order(gw, 'resumeSubscription', { subscriptionId: sub.id });
    expect(await followToEnd(resume.activation?.activationId ?? '')).toMatchObject({
      status: 'DONE',
      activationType: 'RESUME',
    });
  });

  it('swapSim: DONE', async () => {
    const sub = await activeSubscription();
    const swap = await order(gw, 'swapSim', { subscriptionId: sub.id, newSimCardNumber: await freeSim() });
    expect(await followToEnd(swap.activation?.activationId ?? '')).toMatchObject({ status: 'DONE' });
  });

  it('setServices: DONE; and ERROR without an order number for a value that does not exist', async () => {
    const sub = await activeSubscription();
    const ok = await order(gw, 'setServices', {
      subscriptionId: sub.id,
      services: { voiceMail: true, dataRoamingLimitEuros: 250 },
    });
    expect(await followToEnd(ok.activation?.activationId ?? '')).toMatchObject({ status: 'DONE' });
    const bad = await order(gw, 'setServices', {
      subscriptionId: sub.id,
      services: { dataRoamingLimitEuros: 75 },
    });
    expect(await followToEnd(bad.activation?.activationId ?? '')).toMatchObject({
      status: 'ERROR',
      providerOrderNumber: null,
    });
  });

  it('portIn: APPROVED with dates, then DONE at approvedDate; changePortIn moves it', async () => {
    const port = await order(gw, 'portIn', {
      phoneNumber: '0655566677',
      donorCustomerNumber: 'D1234',
      simCardNumber: await freeSim(),
      portingWishDate: later(10 * DAY),
    });
    const id = port.activation?.activationId ?? '';
    await gw.partner.advance(2 * STEP_MS);
    expect(await activationStatus(gw, id)).toMatchObject({
      portingStatus: 'APPROVED',
      approvedDate: later(10 * DAY),
    });
    const change = await order(gw, 'changePortIn', { activationId: id, portingWishDate: later(12 * DAY) });
    expect(change.__typename).toBe('ChangePortInPayload');
    expect(await followToEnd(id, DAY, 14)).toMatchObject({ status: 'DONE', portingStatus: 'APPROVED' });
  });

  it('portIn refused by the donor: ERROR with portingStatus REJECTED and an explanation', async () => {
    const port = await order(gw, 'portIn', {
      phoneNumber: '0655566688',
      donorCustomerNumber: 'REJECT-1',
      simCardNumber: await freeSim(),
    });
    expect(await followToEnd(port.activation?.activationId ?? '')).toMatchObject({
      status: 'ERROR',
      portingStatus: 'REJECTED',
      explanation: expect.stringContaining('donor'),
    });
  });

  it('cancelPortIn: CANCELLED with portingStatus CANCELLED', async () => {
    const port = await order(gw, 'portIn', {
      phoneNumber: '0655566699',
      donorCustomerNumber: 'D1',
      simCardNumber: await freeSim(),
      portingWishDate: later(20 * DAY),
    });
    const id = port.activation?.activationId ?? '';
    await gw.partner.advance(2 * STEP_MS);
    const cancel = await order(gw, 'cancelPortIn', { activationId: id, note: 'stays with donor' });
    expect(cancel.activation?.status).toBe('BUSY');
    expect(await followToEnd(id)).toMatchObject({ status: 'CANCELLED', portingStatus: 'CANCELLED' });
  });

  it('portOut: DONE with OUTPORTED at the wishDate; cancelPortOut: CANCELLED with REJECTED', async () => {
    const sub = await activeSubscription();
    const out = await order(gw, 'portOut', { subscriptionId: sub.id, wishDate: later(DAY) });
    expect(await followToEnd(out.activation?.activationId ?? '', DAY / 2)).toMatchObject({
      status: 'DONE',
      portingStatus: 'OUTPORTED',
    });
    const other = await activeSubscription(100);
    const out2 = await order(gw, 'portOut', { subscriptionId: other.id, wishDate: later(5 * DAY) });
    await order(gw, 'cancelPortOut', { activationId: out2.activation?.activationId });
    expect(await followToEnd(out2.activation?.activationId ?? '')).toMatchObject({
      status: 'CANCELLED',
      portingStatus: 'REJECTED',
    });
  });

  it('terminateSubscription: DONE at the wishDate; cancelTermination: CANCELLED', async () => {
    const sub = await activeSubscription();
    const term = await order(gw, 'terminateSubscription', { subscriptionId: sub.id, wishDate: later(DAY) });
    expect(await followToEnd(term.activation?.activationId ?? '', DAY / 2)).toMatchObject({ status: 'DONE' });
    const other = await activeSubscription(100);
    const term2 = await order(gw, 'terminateSubscription', {
      phoneNumber: other.phoneNumber,
      wishDate: later(5 * DAY),
    });
    const cancel = await order(gw, 'cancelTermination', { activationId: term2.activation?.id });
    expect(cancel.__typename).toBe('CancelTerminationPayload');
    expect(await followToEnd(term2.activation?.activationId ?? '')).toMatchObject({ status: 'CANCELLED' });
  });

  it('an order whose referenceNumber starts with FAIL ends in ERROR with an explanation', async () => {
    const sub = await activeSubscription();
    const suspend = await order(gw, 'suspendSubscription', {
      subscriptionId: sub.id,
      referenceNumber: 'FAIL-7',
    });
    expect(await followToEnd(suspend.activation?.activationId ?? '')).toMatchObject({
      status: 'ERROR',
      explanation: expect.any(String),
    });
  });
});

describe('provider answers that are not a success', () => {
  it('maps an unknown subscription (404) to NotFoundError naming it', async () => {
    const result = await order(gw, 'suspendSubscription', { subscriptionId: 'does-not-exist' });
    expect(result).toMatchObject({
      __typename: 'NotFoundError',
      resource: 'subscription',
      key: 'does-not-exist',
    });
    expect((await gw.partner.stats()).SuspendSubscription).toBe(1);
  });

  it("maps the provider's own 400 to ProviderRejectedError with its errorCode and message", async () => {
    const sub = await activeSubscription();
    const result = await order(gw, 'orderNewSubscription', { simCardNumber: sub.simCardNumber });
    expect(result).toMatchObject({
      __typename: 'ProviderRejectedError',
      errorCode: 'BadRequest',
      providerStatus: 400,
    });
    expect(result.message).toContain('not FREE');
  });

  it('sends an order once when its answer is lost, and says it may exist and how to find it', async () => {
    const sub = await activeSubscription();
    await gw.partner.faults({ dropRate: 1, operations: ['SuspendSubscription'] });
    const result = await order(gw, 'suspendSubscription', {
      subscriptionId: sub.id,
      referenceNumber: 'LOST-1',
    });
    expect(result.__typename).toBe('OrderOutcomeUnknownError');
    expect(result.message).toContain('may have been placed');
    expect(result.message).toContain(`activations(filter: { subscriptionId: "${sub.id}" })`);
    expect((await gw.partner.stats()).SuspendSubscription).toBe(1);
  });

  it('says an order timed out may exist, without sending it again', async () => {
    await gw.partner.faults({ stallRate: 1, stallMs: 1500, operations: ['NewSubscription'] });
    const result = await order(gw, 'orderNewSubscription', {
      eSim: true,
      email: 'a@example.com',
      confirmationCode: '1',
    });
    expect(result.__typename).toBe('OrderOutcomeUnknownError');
    expect((await gw.partner.stats()).NewSubscription).toBe(1);
  });

  it('says an order was not placed when the provider answers 503 before taking it', async () => {
    await gw.partner.faults({ outageMs: 60_000 });
    const result = await order(gw, 'orderNewSubscription', {
      eSim: true,
      email: 'a@example.com',
      confirmationCode: '1',
    });
    expect(result).toMatchObject({ __typename: 'ProviderUnavailableError', operation: 'NewSubscription' });
    expect((await gw.partner.stats()).NewSubscription).toBe(1);
  });
});

describe('idempotency', () => {
  it('returns the first result for the same key and input, without a second POST, and says it is a replay', async () => {
    const first = input();
    const a = await order(gw, 'orderNewSubscription', first);
    const b = await order(gw, 'orderNewSubscription', first);
    expect(a.replayed).toBe(false);
    expect(b.replayed).toBe(true);
    expect(b.activation?.id).toBe(a.activation?.id);
    expect((await gw.partner.stats()).NewSubscription).toBe(1);
  });

  it('answers a replay with the activation as it is now, not as the first answer had it', async () => {
    const first = input();
    const a = await order(gw, 'orderNewSubscription', first);
    expect(a.activation?.status).toBe('INIT');
    await followToEnd(a.activation?.id ?? '');
    const b = await order(gw, 'orderNewSubscription', first);
    expect(b).toMatchObject({ replayed: true, activation: { id: a.activation?.id, status: 'DONE' } });
    expect(b.activation?.phoneNumber).toBeTruthy();
    expect((await gw.partner.stats()).NewSubscription).toBe(1);
  });

  it('refuses a key used for another mutation: a key names one order', async () => {
    const { idempotencyKey } = input();
    const sub = await activeSubscription();
    await order(gw, 'orderNewSubscription', { ...input(), idempotencyKey });
    const other = await order(gw, 'suspendSubscription', { subscriptionId: sub.id, idempotencyKey });
    expect(other.__typename).toBe('IdempotencyConflictError');
    expect((await gw.partner.stats()).SuspendSubscription).toBeUndefined();
  });

  it('sends one POST for concurrent duplicates, and all of them get its result', async () => {
    const first = input();
    await gw.partner.faults({ latencyMs: 200, operations: ['NewSubscription'] });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => order(gw, 'orderNewSubscription', first)),
    );
    expect(new Set(results.map((r) => r.activation?.id)).size).toBe(1);
    expect((await gw.partner.stats()).NewSubscription).toBe(1);
  });

  it('refuses the same key with a different input', async () => {
    const first = input();
    await order(gw, 'orderNewSubscription', first);
    const other = await order(gw, 'orderNewSubscription', { ...first, email: 'b@example.com' });
    expect(other.__typename).toBe('IdempotencyConflictError');
    expect((await gw.partner.stats()).NewSubscription).toBe(1);
  });

  it("sends the partner the order without its key, and with a reference of the gateway's own: the key is the gateway's", async () => {
    const first = input();
    await order(gw, 'orderNewSubscription', first);
    const sent = await gw.app.journal.query((db) =>
      db
        .selectFrom('orders')
        .select(['body', 'reference_number'])
        .where('idempotency_key', '=', first.idempotencyKey)
        .execute(),
    );
    expect(sent).toHaveLength(1);
    const reference = sent[0]?.reference_number ?? '';
    expect(reference).toMatch(/^GW[A-Z2-7]{13}$/);
    expect(sent[0]?.body).toEqual({ eSim: true, email: 'a@example.com', referenceNumber: reference });
    const [created] = (
      await gw.partner.client.readAll('QueryActivation', { activationType: 'ACTIVATENEW' })
    ).results.filter((a) => a.referenceNumber === reference);
    expect(created).toBeDefined();
  });

  it('refuses a key given twice, differently, in the input and the header, naming the field: nothing sent', async () => {
    const { idempotencyKey, ...rest } = input();
    const both = await order(
      gw,
      'orderNewSubscription',
      { ...rest, idempotencyKey },
      { 'idempotency-key': 'another' },
    );
    expect(both).toMatchObject({ __typename: 'ValidationError', fields: [{ path: 'input.idempotencyKey' }] });
    const long = await order(gw, 'orderNewSubscription', rest, { 'idempotency-key': 'k'.repeat(201) });
    expect(long).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ path: 'Idempotency-Key header' }],
    });
    expect((await gw.partner.stats()).NewSubscription).toBeUndefined();
  });

  it('takes the key from the Idempotency-Key header too', async () => {
    const { idempotencyKey, ...rest } = input();
    const a = await order(gw, 'orderNewSubscription', rest, { 'idempotency-key': idempotencyKey });
    const b = await order(gw, 'orderNewSubscription', rest, { 'idempotency-key': idempotencyKey });
    expect(b.activation?.id).toBe(a.activation?.id);
    expect((await gw.partner.stats()).NewSubscription).toBe(1);
  });

  it('frees the key of an order that was refused before it left', async () => {
    const first = { ...input(), confirmationCode: 'x'.repeat(11) };
    expect((await order(gw, 'orderNewSubscription', first)).__typename).toBe('ValidationError');
    const fixed = await order(gw, 'orderNewSubscription', { ...first, confirmationCode: '1' });
    expect(fixed.__typename).toBe('OrderNewSubscriptionPayload');
  });

  it('answers a retry after a lost answer with the order the partner has, never a second POST', async () => {
    // a reference of its own: LOST-1 is the earlier lost order's, still open (the partner was reset under it)
    const first = { ...input(), referenceNumber: 'LOST-2' };
    await gw.partner.faults({ dropRate: 1, count: 1, operations: ['NewSubscription'] });
    expect((await order(gw, 'orderNewSubscription', first)).__typename).toBe('OrderOutcomeUnknownError');
    const retry = await order(gw, 'orderNewSubscription', first);
    expect(retry).toMatchObject({ __typename: 'OrderNewSubscriptionPayload', replayed: true });
    const [placed] = (
      await gw.partner.client.readAll('QueryActivation', { activationType: 'ACTIVATENEW' })
    ).results.filter((a) => a.referenceNumber === 'LOST-2');
    expect(retry.activation?.activationId).toBe(placed?.id);
    expect((await gw.partner.stats()).NewSubscription).toBe(1);
  });

  it('finds a lost order at the partner when the partner clock was set back since its last answer', async () => {
    // every answer slowed down, so that the retry finds the look that followed the loss still running
    const loseAndRetry = async () => {
      const lost = input();
      await gw.partner.faults({ dropRate: 1, count: 1, operations: ['NewSubscription'], latencyMs: 200 });
      expect((await order(gw, 'orderNewSubscription', lost)).__typename).toBe('OrderOutcomeUnknownError');
      return order(gw, 'orderNewSubscription', lost);
    };
    // reconciliation has read the partner's clock once already
    expect(await loseAndRetry()).toMatchObject({ replayed: true });
    // the gateway last heard the partner a day ahead of where its clock stands once reset
    await gw.partner.advance(DAY);
    expect((await order(gw, 'orderNewSubscription', input())).__typename).toBe('OrderNewSubscriptionPayload');
    await gw.partner.reset();
    expect(await loseAndRetry()).toMatchObject({ __typename: 'OrderNewSubscriptionPayload', replayed: true });
    expect((await gw.partner.stats()).NewSubscription).toBe(1);
  });
});

describe('a retry whose order takes longer to settle than the retry may wait', () => {
  // a 4 s deadline: a retry waits at most half of it, 2 s, for its order's outcome. Each delay
  // below leaves seconds either side, for a loaded machine
  let slow: TestGateway;
  beforeAll(async () => {
    slow = await startTestGateway(
      { openOrders: false },
      { EXECUTION_TIMEOUT_MS: '4000', PROVIDER_TIMEOUT_MS: '10000' },
    );
  });
  afterAll(() => slow.close());
  beforeEach(() => slow.partner.reset());
  /** retries `line` until its order is answered, as a client told to come back does */
  const answered = (line: Record<string, unknown>) =>
    vi.waitFor(
      async () => {
        const result = await order(slow, 'orderNewSubscription', line);
        expect(result).toMatchObject({ __typename: 'OrderNewSubscriptionPayload', replayed: true });
        return result;
      },
      { timeout: 30_000, interval: 200 },
    );

  it('is told to come back, within the deadline, while the look at a slow partner goes on; a later retry gets the order', async () => {
    // every partner answer takes 2.5 s: the lost POST is the only partner call of the first
    // request, and the look after the loss reads the partner twice, for 5 s
    await slow.partner.faults({ dropRate: 1, count: 1, operations: ['NewSubscription'], latencyMs: 2500 });
    const line = input();
    expect((await order(slow, 'orderNewSubscription', line)).__typename).toBe('OrderOutcomeUnknownError');
    const retry = await order(slow, 'orderNewSubscription', line);
    expect(retry.__typename).toBe('OrderOutcomePendingError');
    expect(retry.message).toContain('its answer was lost');
    await answered(line);
    expect((await slow.partner.stats()).NewSubscription).toBe(1);
  });

  it('is told to come back, within the deadline, while the first answer is still on its way; a later retry gets the order', async () => {
    // the POST is answered after 5 s, past the deadline of the request that sent it
    await slow.partner.faults({ latencyMs: 5000 });
    const line = input();
    const first = order(slow, 'orderNewSubscription', line).catch((error: unknown) => error);
    await vi.waitFor(() => expect(requestsTo(slow.partner, 'NewSubscription')).toBe(1));
    const retry = await order(slow, 'orderNewSubscription', line);
    expect(retry.__typename).toBe('OrderOutcomePendingError');
    expect(retry.message).toContain('its answer has not come yet');
    await first;
    await answered(line);
    expect((await slow.partner.stats()).NewSubscription).toBe(1);
  });
});
