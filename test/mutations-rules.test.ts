import type { PostOperation } from '@msp/partner-interface';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './utils/gateway.js';
import { type MutationName, order } from './utils/orders.js';
import { STEP_MS, TEST_START } from './utils/simulator.js';

const DAY = 86_400_000;
const OPERATIONS: Record<MutationName, PostOperation> = {
  orderNewSubscription: 'NewSubscription',
  cancelNewSubscription: 'CancelNewSubscription',
  suspendSubscription: 'SuspendSubscription',
  resumeSubscription: 'ResumeSubscription',
  swapSim: 'SimSwapSubscription',
  setServices: 'SetServicesSubscription',
  portIn: 'InPortSubscription',
  changePortIn: 'ChangeInPortSubscription',
  cancelPortIn: 'CancelInPortSubscription',
  portOut: 'PortingOutSubscription',
  cancelPortOut: 'CancelPortingOutSubscription',
  terminateSubscription: 'TerminateSubscription',
  cancelTermination: 'CancelTerminateSubscription',
};

let gw: TestGateway;
const seeded = {
  standard: '',
  unlimited: '',
  secure: '',
  freeSim: '',
  doneOrder: '',
  newOrder: '',
  portInInit: '',
  portInSoon: '',
};

beforeAll(async () => {
  gw = await startTestGateway({ openOrders: false });
  const { client } = gw.partner;
  const subs = (await client.readAll('QuerySubscription', {})).results;
  const find = (pred: (s: (typeof subs)[number]) => boolean) => subs.find(pred)?.id ?? '';
  seeded.standard = find(
    (s) =>
      s.providerEnvironment === 'SP16001' && s.state === 'ACTIVE' && s.services?.extraSecureMobile !== true,
  );
  seeded.unlimited = find((s) => s.providerEnvironment === 'SP16002');
  seeded.secure = find((s) => s.providerEnvironment === 'SP16001' && s.services?.extraSecureMobile === true);
  seeded.doneOrder =
    (await client.get('QueryActivation', { activationType: 'ACTIVATENEW', status: 'DONE', take: 1 }))
      .results[0]?.id ?? '';
});
afterAll(() => gw.close());

beforeEach(async () => {
  await gw.partner.reset();
  const { client } = gw.partner;
  const free = (
    await client.get('QuerySimcard', { status: 'FREE', simCardType: 'USIM', take: 3 })
  ).results.map((s) => s.simCardNumber);
  seeded.freeSim = free[0] ?? '';
  const soon = await client.post('InPortSubscription', {
    phoneNumber: '0633344466',
    donorCustomerNumber: 'D2',
    simCardNumber: free[2] ?? '',
    portingWishDate: new Date(TEST_START + 3 * DAY).toISOString(),
  });
  seeded.portInSoon = soon.id;
  // the donor answers: APPROVED for three days from now
  await gw.partner.advance(2 * STEP_MS);
  // one day later: inside the 48 hours before approvedDate
  await gw.partner.advance(DAY + 60_000);
  seeded.newOrder = (await client.post('NewSubscription', { simCardNumber: free[1] ?? '' })).id;
  // a port-in the donor has not answered yet
  seeded.portInInit = (
    await client.post('InPortSubscription', {
      phoneNumber: '0633344455',
      donorCustomerNumber: 'D1',
      eSim: true,
      email: 'a@example.com',
      confirmationCode: '1',
      portingWishDate: new Date(TEST_START + 30 * DAY).toISOString(),
    })
  ).id;
});

const long = (n: number) => 'x'.repeat(n);
const esim = { eSim: true, email: 'a@example.com', confirmationCode: '12345' };

// mutation, input (functions see the seeded ids), the path that must be named
const cases: Array<[string, MutationName, () => Record<string, unknown>, string]> = [
  [
    'a referenceNumber over 15 characters',
    'orderNewSubscription',
    () => ({ ...esim, referenceNumber: long(16) }),
    'input.referenceNumber',
  ],
  [
    'an eSIM without email',
    'orderNewSubscription',
    () => ({ eSim: true, confirmationCode: '1' }),
    'input.email',
  ],
  [
    'an eSIM without confirmationCode',
    'orderNewSubscription',
    () => ({ eSim: true, email: 'a@example.com' }),
    'input.confirmationCode',
  ],
  [
    'a confirmationCode over 10 characters',
    'orderNewSubscription',
    () => ({ ...esim, confirmationCode: long(11) }),
    'input.confirmationCode',
  ],
  [
    'an email that is not an address',
    'orderNewSubscription',
    () => ({ ...esim, email: 'nope' }),
    'input.email',
  ],
  ['a physical SIM without simCardNumber', 'orderNewSubscription', () => ({}), 'input.simCardNumber'],
  [
    'mobilePay on SP16002',
    'orderNewSubscription',
    () => ({ ...esim, providerEnvironment: 'SP16002', services: { mobilePay: true } }),
    'input.services.mobilePay',
  ],
  [
    'accessType MOBILEPAY on SP16002',
    'orderNewSubscription',
    () => ({ ...esim, providerEnvironment: 'SP16002', accessType: 'MOBILEPAY' }),
    'input.accessType',
  ],
  [
    'mobilePay with extraSecureMobile',
    'orderNewSubscription',
    () => ({ ...esim, services: { mobilePay: true, extraSecureMobile: true } }),
    'input.services.mobilePay',
  ],
  [
    'a dataUsageNotification not of its form',
    'orderNewSubscription',
    () => ({ ...esim, services: { dataUsageNotification: '500MB' } }),
    'input.services.dataUsageNotification',
  ],
  [
    'a dataRoamingLimitation not of its form',
    'orderNewSubscription',
    () => ({ ...esim, services: { dataRoamingLimitation: 'fifty' } }),
    'input.services.dataRoamingLimitation',
  ],
  [
    'both forms of the roaming limit',
    'orderNewSubscription',
    () => ({ ...esim, services: { dataRoamingLimitation: 'Limit 50', dataRoamingLimitEuros: 50 } }),
    'input.services.dataRoamingLimitEuros',
  ],
  [
    'a negative roaming limit',
    'orderNewSubscription',
    () => ({ ...esim, services: { dataRoamingLimitEuros: -1 } }),
    'input.services.dataRoamingLimitEuros',
  ],
  [
    'providerEnvironment OTHER',
    'orderNewSubscription',
    () => ({ ...esim, providerEnvironment: 'OTHER' }),
    'input.providerEnvironment',
  ],
  [
    'an idempotencyKey over 200 characters',
    'orderNewSubscription',
    () => ({ ...esim, idempotencyKey: long(201) }),
    'input.idempotencyKey',
  ],
  ['neither subscriptionId nor phoneNumber', 'suspendSubscription', () => ({}), 'input.subscriptionId'],
  [
    'a referenceNumber over 15 characters',
    'suspendSubscription',
    () => ({ subscriptionId: seeded.standard, referenceNumber: long(16) }),
    'input.referenceNumber',
  ],
  ['neither subscriptionId nor phoneNumber', 'resumeSubscription', () => ({}), 'input.subscriptionId'],
  [
    'an eSIM swap without confirmationCode',
    'swapSim',
    () => ({ subscriptionId: seeded.standard, eSim: true, email: 'a@example.com' }),
    'input.confirmationCode',
  ],
  [
    'a physical swap without newSimCardNumber',
    'swapSim',
    () => ({ subscriptionId: seeded.standard }),
    'input.newSimCardNumber',
  ],
  ['neither subscriptionId nor phoneNumber', 'swapSim', () => ({ ...esim }), 'input.subscriptionId'],
  [
    'no service to set',
    'setServices',
    () => ({ subscriptionId: seeded.standard, services: {} }),
    'input.services',
  ],
  [
    'mobilePay on a subscription in SP16002',
    'setServices',
    () => ({ subscriptionId: seeded.unlimited, services: { mobilePay: true } }),
    'input.services.mobilePay',
  ],
  [
    'mobilePay on a subscription with extraSecureMobile',
    'setServices',
    () => ({ subscriptionId: seeded.secure, services: { mobilePay: true } }),
    'input.services.mobilePay',
  ],
  [
    'neither subscriptionId nor phoneNumber',
    'setServices',
    () => ({ services: { voiceMail: true } }),
    'input.subscriptionId',
  ],
  [
    'a note over 164 characters',
    'portIn',
    () => ({ phoneNumber: '0612345678', donorCustomerNumber: 'D', ...esim, note: long(165) }),
    'input.note',
  ],
  [
    'a confirmationCode over 10 characters',
    'portIn',
    () => ({ phoneNumber: '0612345678', donorCustomerNumber: 'D', ...esim, confirmationCode: long(11) }),
    'input.confirmationCode',
  ],
  [
    'mobilePay on SP16002',
    'portIn',
    () => ({
      phoneNumber: '0612345678',
      donorCustomerNumber: 'D',
      ...esim,
      providerEnvironment: 'SP16002',
      services: { mobilePay: true },
    }),
    'input.services.mobilePay',
  ],
  ['nothing to change', 'changePortIn', () => ({ activationId: seeded.portInInit }), 'input'],
  [
    'a change within the 48 hours before approvedDate',
    'changePortIn',
    () => ({ activationId: seeded.portInSoon, donorCustomerNumber: 'D9' }),
    'input.activationId',
  ],
  [
    'a cancellation while portingStatus is INIT',
    'cancelPortIn',
    () => ({ activationId: seeded.portInInit }),
    'input.activationId',
  ],
  [
    'a cancellation within the 48 hours before approvedDate',
    'cancelPortIn',
    () => ({ activationId: seeded.portInSoon }),
    'input.activationId',
  ],
  [
    'a note over 164 characters',
    'cancelNewSubscription',
    () => ({ activationId: seeded.newOrder, note: long(165) }),
    'input.note',
  ],
  [
    'an activation of another type',
    'cancelNewSubscription',
    () => ({ activationId: seeded.portInInit }),
    'input.activationId',
  ],
  [
    'an order that is already DONE',
    'cancelNewSubscription',
    () => ({ activationId: seeded.doneOrder }),
    'input.activationId',
  ],
  ['neither subscriptionId nor phoneNumber', 'portOut', () => ({}), 'input.subscriptionId'],
  [
    'a note over 164 characters',
    'cancelPortOut',
    () => ({ activationId: seeded.newOrder, note: long(165) }),
    'input.note',
  ],
  ['neither subscriptionId nor phoneNumber', 'terminateSubscription', () => ({}), 'input.subscriptionId'],
  [
    'a note over 164 characters',
    'cancelTermination',
    () => ({ activationId: seeded.newOrder, note: long(165) }),
    'input.note',
  ],
];

describe('the rules checked before an order leaves', () => {
  it.each(cases)(
    'refuse %s on %s with a ValidationError naming the field, and send nothing',
    async (_what, mutation, input, path) => {
      const before = (await gw.partner.stats())[OPERATIONS[mutation]] ?? 0;
      const result = await order(gw, mutation, input());
      expect(result.__typename).toBe('ValidationError');
      expect(result.fields?.map((f) => f.path)).toContain(path);
      expect(result.message).toContain(path);
      expect((await gw.partner.stats())[OPERATIONS[mutation]] ?? 0).toBe(before);
    },
  );

  it('says when a port-in stopped being changeable', async () => {
    const result = await order(gw, 'cancelPortIn', { activationId: seeded.portInSoon });
    expect(result.fields?.[0]?.message).toMatch(/48 hours before it \(since \d{4}-\d{2}-\d{2}T/);
  });

  it('answers an activation that does not exist with NotFoundError, sending nothing', async () => {
    const result = await order(gw, 'cancelTermination', { activationId: 'nope' });
    expect(result).toMatchObject({ __typename: 'NotFoundError', resource: 'activation' });
    expect((await gw.partner.stats()).CancelTerminateSubscription ?? 0).toBe(0);
  });

  it('refuses a date-time without a time-zone offset before it reaches the resolver', async () => {
    const response = await gw.request(
      'mutation($input: TerminateSubscriptionInput!) { terminateSubscription(input: $input) { __typename } }',
      { input: { subscriptionId: seeded.standard, wishDate: '2026-07-01T10:00:00' } },
    );
    expect(response.errors?.[0]?.message).toContain('wishDate');
    expect((await gw.partner.stats()).TerminateSubscription ?? 0).toBe(0);
  });

  it('accepts the limits themselves: 15, 164 and 10 characters', async () => {
    const result = await order(gw, 'orderNewSubscription', {
      ...esim,
      referenceNumber: long(15),
      confirmationCode: long(10),
    });
    expect(result.__typename).toBe('OrderNewSubscriptionPayload');
    const cancel = await order(gw, 'cancelNewSubscription', {
      activationId: seeded.newOrder,
      note: long(164),
    });
    expect(cancel.__typename).toBe('CancelNewSubscriptionPayload');
  });
});
