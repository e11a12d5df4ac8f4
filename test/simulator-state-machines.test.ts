import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rejection, STEP_MS, startTestPartner, TEST_START, type TestPartner } from './utils/simulator.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let partner: TestPartner;
beforeAll(async () => {
  partner = await startTestPartner({ openOrders: false, portingLeadMs: 3 * DAY });
});
afterAll(() => partner.close());
beforeEach(() => partner.reset());

const activation = (id: string) => partner.activation(id);
const freeSim = (simCardType?: string) => partner.freeSim(simCardType);
const activeSubscription = async (skip = 0) => {
  const page = await partner.client.get('QuerySubscription', { take: 50, skip });
  const sub = page.results.find((s) => s.state === 'ACTIVE' && s.providerEnvironment === 'SP16001');
  if (sub === undefined) throw new Error('no active subscription');
  return sub;
};

describe('NewSubscription', () => {
  it('goes INIT, then BUSY with a provider order number and a phone number, then DONE with activatedDate', async () => {
    const simCardNumber = await freeSim();
    const created = await partner.client.post('NewSubscription', { simCardNumber, referenceNumber: 'R1' });
    expect(created).toMatchObject({ status: 'INIT', activationType: 'ACTIVATENEW', phoneNumber: '' });
    expect(created.subscriptionId).toBeTruthy();
    expect(created.providerOrderNumber).toBeUndefined();
    expect((await partner.client.get('QuerySimcard', { simCardNumber })).results[0]?.status).toBe('BUSY');

    await partner.advance(STEP_MS);
    const busy = await activation(created.id);
    expect(busy.status).toBe('BUSY');
    expect(busy.providerOrderNumber).toMatch(/^PO\d+$/);
    expect(busy.phoneNumber).toMatch(/^06\d{8}$/);
    expect(busy.activatedDate).toBeUndefined();

    await partner.advance(STEP_MS);
    const done = await activation(created.id);
    expect(done.status).toBe('DONE');
    expect(done.activatedDate).toBeTruthy();
    const sub = (await partner.client.get('QuerySubscription', { simCardNumber })).results[0];
    expect(sub).toMatchObject({ id: created.subscriptionId, state: 'ACTIVE', phoneNumber: busy.phoneNumber });
    expect(sub?.services?.dataRoamingLimitation).toBe('Limit 50');
    expect((await partner.client.get('QuerySimcard', { simCardNumber })).results[0]).toMatchObject({
      status: 'ACTIVATED',
      subscriptionId: created.subscriptionId,
    });
  });

  it('waits for the wishDate before it completes', async () => {
    const wishDate = new Date(TEST_START + 2 * DAY).toISOString();
    const created = await partner.client.post('NewSubscription', {
      simCardNumber: await freeSim(),
      wishDate,
    });
    await partner.advance(5 * STEP_MS);
    expect((await activation(created.id)).status).toBe('BUSY');
    await partner.advance(2 * DAY);
    expect((await activation(created.id)).status).toBe('DONE');
  });

  it('creates an eSIM and assigns it while busy', async () => {
    const created = await partner.client.post('NewSubscription', {
      eSim: true,
      email: 'a@example.com',
      confirmationCode: '1234',
    });
    await partner.advance(2 * STEP_MS);
    const done = await activation(created.id);
    expect(done.status).toBe('DONE');
    const sub = (await partner.client.get('QuerySubscription', { phoneNumber: done.phoneNumber })).results[0];
    expect(sub?.isEsim).toBe(true);
  });

  it('ends in ERROR when the referenceNumber starts with FAIL, and frees the SIM card', async () => {
    const simCardNumber = await freeSim();
    const created = await partner.client.post('NewSubscription', {
      simCardNumber,
      referenceNumber: 'FAIL-1',
    });
    await partner.advance(2 * STEP_MS);
    const failed = await activation(created.id);
    expect(failed.status).toBe('ERROR');
    expect(failed.info?.errorMessage).toBeTruthy();
    expect((await partner.client.get('QuerySimcard', { simCardNumber })).results[0]?.status).toBe('FREE');
  });

  it('is CANCELLING after CancelNewSubscription, then CANCELLED, and the subscription never appears', async () => {
    const simCardNumber = await freeSim();
    const created = await partner.client.post('NewSubscription', { simCardNumber });
    const cancelling = await partner.client.post('CancelNewSubscription', {
      activationId: created.id,
      note: 'customer changed mind',
    });
    expect(cancelling).toMatchObject({ id: created.id, status: 'CANCELLING', activationType: 'ACTIVATENEW' });
    await partner.advance(3 * STEP_MS);
    expect((await activation(created.id)).status).toBe('CANCELLED');
    expect((await partner.client.get('QuerySubscription', { simCardNumber })).total).toBe(0);
    expect((await partner.client.get('QuerySimcard', { simCardNumber })).results[0]?.status).toBe('FREE');
  });

  it('refuses CancelNewSubscription once the order is DONE', async () => {
    const created = await partner.client.post('NewSubscription', { simCardNumber: await freeSim() });
    await partner.advance(2 * STEP_MS);
    const error = await rejection(partner.client.post('CancelNewSubscription', { activationId: created.id }));
    expect(error.status).toBe(400);
  });

  it('refuses a SIM card that is not FREE', async () => {
    const sub = await activeSubscription();
    const error = await rejection(
      partner.client.post('NewSubscription', { simCardNumber: sub.simCardNumber ?? '' }),
    );
    expect(error.status).toBe(400);
    expect(error.providerMessage).toContain('not FREE');
  });
});

describe('SuspendSubscription and ResumeSubscription', () => {
  it('blocks the subscription, then makes it active again', async () => {
    const sub = await activeSubscription();
    const suspend = await partner.client.post('SuspendSubscription', { subscriptionId: sub.id });
    expect(suspend).toMatchObject({ status: 'INIT', activationType: 'SUSPEND', info: {} });
    await partner.advance(2 * STEP_MS);
    expect((await activation(suspend.id)).status).toBe('DONE');
    expect(
      (await partner.client.get('QuerySubscription', { phoneNumber: sub.phoneNumber })).results[0]?.state,
    ).toBe('BLOCKED');

    const resume = await partner.client.post('ResumeSubscription', { phoneNumber: sub.phoneNumber });
    expect(resume.activationType).toBe('RESUME');
    await partner.advance(2 * STEP_MS);
    expect((await activation(resume.id)).status).toBe('DONE');
    expect(
      (await partner.client.get('QuerySubscription', { phoneNumber: sub.phoneNumber })).results[0]?.state,
    ).toBe('ACTIVE');
  });

  it('ends a resume of a subscription that is not suspended in ERROR', async () => {
    const sub = await activeSubscription();
    const resume = await partner.client.post('ResumeSubscription', { subscriptionId: sub.id });
    await partner.advance(2 * STEP_MS);
    const failed = await activation(resume.id);
    expect(failed.status).toBe('ERROR');
    // "absent ... after a provider error", though it had one while BUSY
    expect(failed.providerOrderNumber).toBeUndefined();
  });

  it('accepts the phone number in the 06-<digits> form', async () => {
    const sub = await activeSubscription();
    const dashed = `06-${(sub.phoneNumber ?? '').slice(2)}`;
    const suspend = await partner.client.post('SuspendSubscription', { phoneNumber: dashed });
    expect(suspend.subscriptionId).toBe(sub.id);
  });

  it('answers 404 for an unknown subscription', async () => {
    const error = await rejection(partner.client.post('SuspendSubscription', { subscriptionId: 'nope' }));
    expect(error.status).toBe(404);
    expect(error.errorCode).toBe('NotFound');
  });
});

describe('SimSwapSubscription', () => {
  it('moves the subscription to the new SIM and disables the old one', async () => {
    const sub = await activeSubscription();
    const newSimCardNumber = await freeSim();
    const swap = await partner.client.post('SimSwapSubscription', {
      subscriptionId: sub.id,
      newSimCardNumber,
    });
    expect(swap).toMatchObject({ status: 'INIT', activationType: 'SIMSWAP' });
    await partner.advance(2 * STEP_MS);
    expect((await activation(swap.id)).status).toBe('DONE');
    expect(
      (await partner.client.get('QuerySimcard', { simCardNumber: sub.simCardNumber })).results[0]?.status,
    ).toBe('DISABLED');
    expect(
      (await partner.client.get('QuerySimcard', { simCardNumber: newSimCardNumber })).results[0]?.status,
    ).toBe('ACTIVATED');
    expect(
      (await partner.client.get('QuerySubscription', { phoneNumber: sub.phoneNumber })).results[0]
        ?.simCardNumber,
    ).toBe(newSimCardNumber);
  });

  it('treats newSimCardNumber with eSim true as an eSIM swap and echoes eSim, email and confirmationCode', async () => {
    const sub = await activeSubscription();
    const swap = await partner.client.post('SimSwapSubscription', {
      subscriptionId: sub.id,
      newSimCardNumber: 'ignored',
      eSim: true,
      email: 'x@example.com',
      confirmationCode: 'ABC123',
    });
    expect(swap.info).toMatchObject({ eSim: true, email: 'x@example.com', confirmationCode: 'ABC123' });
    await partner.advance(2 * STEP_MS);
    expect(
      (await partner.client.get('QuerySubscription', { phoneNumber: sub.phoneNumber })).results[0]?.isEsim,
    ).toBe(true);
  });
});

describe('SetServicesSubscription', () => {
  it('ignores unknown service names and applies the recognised ones when DONE', async () => {
    const sub = await activeSubscription();
    const set = await partner.client.post('SetServicesSubscription', {
      subscriptionId: sub.id,
      services: { voiceMail: true, teleportation: true, dataRoamingLimitation: 'Limit 100' },
    });
    expect(set.info?.services).toEqual({ voiceMail: true, dataRoamingLimitation: 'Limit 100' });
    expect(set.providerEnvironment).toBe('SP16001');
    await partner.advance(2 * STEP_MS);
    expect((await activation(set.id)).status).toBe('DONE');
    const after = (await partner.client.get('QuerySubscription', { phoneNumber: sub.phoneNumber }))
      .results[0];
    expect(after?.services).toMatchObject({ voiceMail: true, dataRoamingLimitation: 'Limit 100' });
  });

  it('rejects the whole request later, in ERROR without an order number, for a value that does not exist', async () => {
    const sub = await activeSubscription();
    const before = (await partner.client.get('QuerySubscription', { phoneNumber: sub.phoneNumber }))
      .results[0]?.services;
    const set = await partner.client.post('SetServicesSubscription', {
      subscriptionId: sub.id,
      services: { voiceMail: !before?.voiceMail, dataRoamingLimitation: 'Limit 75' },
    });
    expect(set.status).toBe('INIT');
    await partner.advance(2 * STEP_MS);
    const failed = await activation(set.id);
    expect(failed.status).toBe('ERROR');
    expect(failed.providerOrderNumber).toBeUndefined();
    const after = (await partner.client.get('QuerySubscription', { phoneNumber: sub.phoneNumber })).results[0]
      ?.services;
    expect(after?.voiceMail).toBe(before?.voiceMail);
  });

  it('assigns a fixed IP address and keeps it when fixedIp is switched off', async () => {
    const sub = await activeSubscription(50);
    const on = await partner.client.post('SetServicesSubscription', {
      subscriptionId: sub.id,
      services: { fixedIp: true },
    });
    await partner.advance(2 * STEP_MS);
    expect((await activation(on.id)).status).toBe('DONE');
    const address = (await partner.client.get('QuerySubscription', { phoneNumber: sub.phoneNumber }))
      .results[0]?.fixedIpAddress;
    expect(address).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    await partner.client.post('SetServicesSubscription', {
      subscriptionId: sub.id,
      services: { fixedIp: false },
    });
    await partner.advance(2 * STEP_MS);
    const after = (await partner.client.get('QuerySubscription', { phoneNumber: sub.phoneNumber }))
      .results[0];
    expect(after?.services?.fixedIp).toBe(false);
    expect(after?.fixedIpAddress).toBe(address);
  });

  it('refuses mobilePay on a subscription in SP16002', async () => {
    const page = await partner.client.readAll('QuerySubscription', {});
    const unlimited = page.results.find((s) => s.providerEnvironment === 'SP16002' && s.state === 'ACTIVE');
    const error = await rejection(
      partner.client.post('SetServicesSubscription', {
        subscriptionId: unlimited?.id ?? '',
        services: { mobilePay: true },
      }),
    );
    expect(error.status).toBe(400);
    expect(error.providerMessage).toContain('SP16002');
  });
});

describe('InPortSubscription', () => {
  const portIn = async (overrides: Record<string, unknown> = {}) =>
    partner.client.post('InPortSubscription', {
      phoneNumber: '0611122233',
      donorCustomerNumber: 'D7654321',
      simCardNumber: await freeSim(),
      ...overrides,
    });

  it('goes from portingStatus INIT to APPROVED with dates, then DONE at the approvedDate', async () => {
    const created = await portIn();
    expect(created).toMatchObject({
      activationType: 'INPORT',
      status: 'BUSY',
      info: { portingStatus: 'INIT' },
    });
    expect(created.info?.firstPossibleDate).toBeUndefined();
    await partner.advance(2 * STEP_MS);
    const approved = await activation(created.id);
    expect(approved.info?.portingStatus).toBe('APPROVED');
    expect(approved.info?.firstPossibleDate).toBeTruthy();
    expect(approved.info?.approvedDate).toBeTruthy();
    expect(approved.status).toBe('BUSY');
    await partner.advance(3 * DAY);
    const done = await activation(created.id);
    expect(done.status).toBe('DONE');
    expect((await partner.client.get('QuerySubscription', { phoneNumber: '0611122233' })).total).toBe(1);
  });

  it('is REJECTED with a portingMessage and status ERROR when the donor refuses', async () => {
    const created = await portIn({ donorCustomerNumber: 'REJECT-1' });
    await partner.advance(2 * STEP_MS);
    const rejected = await activation(created.id);
    expect(rejected.status).toBe('ERROR');
    expect(rejected.info?.portingStatus).toBe('REJECTED');
    expect(rejected.info?.portingMessage).toBeTruthy();
  });

  it('can have a wrong donorCustomerNumber corrected with ChangeInPortSubscription while INIT', async () => {
    const created = await portIn({ donorCustomerNumber: 'REJECT-1' });
    const changed = await partner.client.post('ChangeInPortSubscription', {
      activationId: created.id,
      donorCustomerNumber: 'D1111111',
    });
    expect(changed.info?.donorCustomerNumber).toBe('D1111111');
    await partner.advance(2 * STEP_MS);
    expect((await activation(created.id)).info?.portingStatus).toBe('APPROVED');
  });

  it('refuses CancelInPortSubscription while portingStatus is INIT', async () => {
    const created = await portIn();
    const error = await rejection(
      partner.client.post('CancelInPortSubscription', { activationId: created.id }),
    );
    expect(error.status).toBe(400);
    expect(error.providerMessage).toContain('INIT');
  });

  it('cancels an APPROVED port-in outside the 48 hours: BUSY and CANCELLING, then CANCELLED twice, with the note', async () => {
    const created = await portIn({ portingWishDate: new Date(TEST_START + 10 * DAY).toISOString() });
    await partner.advance(2 * STEP_MS);
    const cancelling = await partner.client.post('CancelInPortSubscription', {
      activationId: created.id,
      note: 'customer stays',
    });
    expect(cancelling).toMatchObject({
      status: 'BUSY',
      info: { portingStatus: 'CANCELLING', note: 'customer stays' },
    });
    await partner.advance(STEP_MS);
    const cancelled = await activation(created.id);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', info: { portingStatus: 'CANCELLED' } });
    await partner.advance(20 * DAY);
    expect((await activation(created.id)).status).toBe('CANCELLED');
  });

  it.each([
    [
      'ChangeInPortSubscription',
      (id: string) =>
        partner.client.post('ChangeInPortSubscription', { activationId: id, donorCustomerNumber: 'D2' }),
    ],
    [
      'CancelInPortSubscription',
      (id: string) => partner.client.post('CancelInPortSubscription', { activationId: id }),
    ],
  ])(
    'refuses %s within the 48 hours before approvedDate, and allows it just before the window',
    async (_name, call) => {
      const created = await portIn({ portingWishDate: new Date(TEST_START + 5 * DAY).toISOString() });
      await partner.advance(2 * STEP_MS);
      const approvedDate = Date.parse((await activation(created.id)).info?.approvedDate ?? '');
      // one minute before the window opens
      await partner.advance(approvedDate - 48 * HOUR - 60_000 - (TEST_START + 2 * STEP_MS));
      await expect(call(created.id)).resolves.toMatchObject({ id: created.id });
    },
  );

  it.each([
    [
      'ChangeInPortSubscription',
      (id: string) =>
        partner.client.post('ChangeInPortSubscription', { activationId: id, donorCustomerNumber: 'D2' }),
    ],
    [
      'CancelInPortSubscription',
      (id: string) => partner.client.post('CancelInPortSubscription', { activationId: id }),
    ],
  ])('answers %s inside the 48-hour window with 400 Bad Request at once', async (_name, call) => {
    const created = await portIn({ portingWishDate: new Date(TEST_START + 5 * DAY).toISOString() });
    await partner.advance(2 * STEP_MS);
    const approvedDate = Date.parse((await activation(created.id)).info?.approvedDate ?? '');
    await partner.advance(approvedDate - 47 * HOUR - (TEST_START + 2 * STEP_MS));
    const error = await rejection(call(created.id));
    expect(error.status).toBe(400);
    expect(error.errorCode).toBe('BadRequest');
    expect(error.providerMessage).toContain('48 hours');
  });

  it('moves the approvedDate when ChangeInPortSubscription changes the portingWishDate', async () => {
    const created = await portIn({ portingWishDate: new Date(TEST_START + 5 * DAY).toISOString() });
    await partner.advance(2 * STEP_MS);
    const later = new Date(TEST_START + 9 * DAY).toISOString();
    const changed = await partner.client.post('ChangeInPortSubscription', {
      activationId: created.id,
      portingWishDate: later,
    });
    expect(changed.info?.approvedDate).toBe(later);
    await partner.advance(6 * DAY);
    expect((await activation(created.id)).status).toBe('BUSY');
    await partner.advance(4 * DAY);
    expect((await activation(created.id)).status).toBe('DONE');
  });
});

describe('PortingOutSubscription', () => {
  it('ports the number out at the wishDate: DONE with portingStatus OUTPORTED, the subscription gone', async () => {
    const sub = await activeSubscription();
    const wishDate = new Date(TEST_START + DAY).toISOString();
    const out = await partner.client.post('PortingOutSubscription', { subscriptionId: sub.id, wishDate });
    expect(out).toMatchObject({ status: 'INIT', activationType: 'OUTPORT', info: { wishDate } });
    await partner.advance(2 * STEP_MS);
    expect((await activation(out.id)).status).toBe('BUSY');
    await partner.advance(DAY);
    expect(await activation(out.id)).toMatchObject({ status: 'DONE', info: { portingStatus: 'OUTPORTED' } });
    expect((await partner.client.get('QuerySubscription', { phoneNumber: sub.phoneNumber })).total).toBe(0);
    expect(
      (await partner.client.get('QuerySimcard', { simCardNumber: sub.simCardNumber })).results[0]?.status,
    ).toBe('DISABLED');
  });

  it('is BUSY after CancelPortingOutSubscription, CANCELLING while handled, then CANCELLED with portingStatus REJECTED', async () => {
    const sub = await activeSubscription();
    const out = await partner.client.post('PortingOutSubscription', {
      subscriptionId: sub.id,
      wishDate: new Date(TEST_START + DAY).toISOString(),
    });
    const cancelling = await partner.client.post('CancelPortingOutSubscription', { activationId: out.id });
    expect(cancelling).toMatchObject({ status: 'BUSY', info: { portingStatus: 'CANCELLING' } });
    await partner.advance(STEP_MS);
    expect(await activation(out.id)).toMatchObject({
      status: 'CANCELLED',
      info: { portingStatus: 'REJECTED' },
    });
    await partner.advance(2 * DAY);
    expect((await partner.client.get('QuerySubscription', { phoneNumber: sub.phoneNumber })).total).toBe(1);
  });
});

describe('TerminateSubscription', () => {
  it('answers BUSY, terminates at the wishDate, and the subscription leaves QuerySubscription', async () => {
    const sub = await activeSubscription();
    const wishDate = new Date(TEST_START + 3 * DAY).toISOString();
    const term = await partner.client.post('TerminateSubscription', { subscriptionId: sub.id, wishDate });
    expect(term).toMatchObject({ status: 'BUSY', activationType: 'TERMINATE', info: { wishDate } });
    await partner.advance(2 * DAY);
    expect((await activation(term.id)).status).toBe('BUSY');
    await partner.advance(DAY);
    expect((await activation(term.id)).status).toBe('DONE');
    expect((await partner.client.get('QuerySubscription', { phoneNumber: sub.phoneNumber })).total).toBe(0);
  });

  it('is CANCELLED after CancelTerminateSubscription, and the subscription stays', async () => {
    const sub = await activeSubscription();
    const term = await partner.client.post('TerminateSubscription', {
      subscriptionId: sub.id,
      wishDate: new Date(TEST_START + 3 * DAY).toISOString(),
    });
    const cancel = await partner.client.post('CancelTerminateSubscription', { activationId: term.id });
    expect(cancel).toMatchObject({ id: term.id, status: 'BUSY' });
    await partner.advance(5 * DAY);
    expect((await activation(term.id)).status).toBe('CANCELLED');
    expect((await partner.client.get('QuerySubscription', { phoneNumber: sub.phoneNumber })).total).toBe(1);
  });

  it('accepts the activation id under the key id as the spec examples send it', async () => {
    const sub = await activeSubscription();
    const term = await partner.client.post('TerminateSubscription', {
      subscriptionId: sub.id,
      wishDate: new Date(TEST_START + 3 * DAY).toISOString(),
    });
    const response = await fetch(`${partner.url}/api/CancelTerminateSubscription`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: term.id }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: term.id, status: 'BUSY' });
  });

  it('ends a cancellation whose note starts with FAIL in ERROR', async () => {
    const sub = await activeSubscription();
    const term = await partner.client.post('TerminateSubscription', {
      subscriptionId: sub.id,
      wishDate: new Date(TEST_START + 3 * DAY).toISOString(),
    });
    await partner.client.post('CancelTerminateSubscription', { activationId: term.id, note: 'FAIL please' });
    await partner.advance(STEP_MS);
    expect((await activation(term.id)).status).toBe('ERROR');
  });
});

describe('the answer of a POST', () => {
  it('is the record as it was then, not as it becomes', async () => {
    const created = await partner.client.post('NewSubscription', { simCardNumber: await freeSim() });
    await partner.advance(2 * STEP_MS);
    expect(created.status).toBe('INIT');
    expect((await activation(created.id)).status).toBe('DONE');
  });
});
