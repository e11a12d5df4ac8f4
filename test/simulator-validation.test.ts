import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPartner, type TestPartner } from './utils/simulator.js';

let partner: TestPartner;
let subscriptionId: string;
let unlimitedSubscriptionId: string;
let secureSubscriptionId: string;
let freeSim: string;

beforeAll(async () => {
  partner = await startTestPartner({ openOrders: false });
  const all = await partner.client.readAll('QuerySubscription', {});
  const find = (pred: (s: (typeof all.results)[number]) => boolean) => {
    const sub = all.results.find(pred);
    if (sub === undefined) throw new Error('seed lacks a needed subscription');
    return sub.id;
  };
  subscriptionId = find((s) => s.providerEnvironment === 'SP16001' && s.services?.extraSecureMobile !== true);
  unlimitedSubscriptionId = find((s) => s.providerEnvironment === 'SP16002');
  secureSubscriptionId = find(
    (s) => s.providerEnvironment === 'SP16001' && s.services?.extraSecureMobile === true,
  );
  freeSim =
    (await partner.client.get('QuerySimcard', { status: 'FREE', take: 1 })).results[0]?.simCardNumber ?? '';
});
afterAll(() => partner.close());

const post = async (operation: string, body: unknown) => {
  const response = await fetch(`${partner.url}/api/${operation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { responseStatus?: { errorCode: string; message: string } },
  };
};
const activationCount = async () => (await partner.client.get('QueryActivation', { take: 0 })).total;

const long = (n: number) => 'x'.repeat(n);
const esim = { eSim: true, email: 'a@example.com', confirmationCode: '12345' };

// operation, body (functions see the seeded ids), the field the message must name
const cases: Array<[string, string, () => Record<string, unknown>, string]> = [
  [
    'a referenceNumber over 15 characters',
    'NewSubscription',
    () => ({ ...esim, referenceNumber: long(16) }),
    'referenceNumber',
  ],
  [
    'a referenceNumber over 15 characters',
    'SuspendSubscription',
    () => ({ subscriptionId, referenceNumber: long(16) }),
    'referenceNumber',
  ],
  [
    'a referenceNumber over 15 characters',
    'ResumeSubscription',
    () => ({ subscriptionId, referenceNumber: long(16) }),
    'referenceNumber',
  ],
  [
    'a referenceNumber over 15 characters',
    'SimSwapSubscription',
    () => ({ subscriptionId, ...esim, referenceNumber: long(16) }),
    'referenceNumber',
  ],
  [
    'a referenceNumber over 15 characters',
    'SetServicesSubscription',
    () => ({ subscriptionId, services: {}, referenceNumber: long(16) }),
    'referenceNumber',
  ],
  [
    'a referenceNumber over 15 characters',
    'InPortSubscription',
    () => ({ phoneNumber: '0612345678', donorCustomerNumber: 'D1', ...esim, referenceNumber: long(16) }),
    'referenceNumber',
  ],
  [
    'a referenceNumber over 15 characters',
    'PortingOutSubscription',
    () => ({ subscriptionId, referenceNumber: long(16) }),
    'referenceNumber',
  ],
  [
    'a referenceNumber over 15 characters',
    'TerminateSubscription',
    () => ({ subscriptionId, referenceNumber: long(16) }),
    'referenceNumber',
  ],
  [
    'a note over 164 characters',
    'InPortSubscription',
    () => ({ phoneNumber: '0612345678', donorCustomerNumber: 'D1', ...esim, note: long(165) }),
    'note',
  ],
  [
    'a note over 164 characters',
    'CancelNewSubscription',
    () => ({ activationId: 'a', note: long(165) }),
    'note',
  ],
  [
    'a note over 164 characters',
    'CancelInPortSubscription',
    () => ({ activationId: 'a', note: long(165) }),
    'note',
  ],
  [
    'a note over 164 characters',
    'CancelPortingOutSubscription',
    () => ({ activationId: 'a', note: long(165) }),
    'note',
  ],
  [
    'a note over 164 characters',
    'CancelTerminateSubscription',
    () => ({ activationId: 'a', note: long(165) }),
    'note',
  ],
  [
    'a confirmationCode over 10 characters',
    'NewSubscription',
    () => ({ ...esim, confirmationCode: long(11) }),
    'confirmationCode',
  ],
  [
    'a confirmationCode over 10 characters',
    'InPortSubscription',
    () => ({ phoneNumber: '0612345678', donorCustomerNumber: 'D1', ...esim, confirmationCode: long(11) }),
    'confirmationCode',
  ],
  [
    'a confirmationCode over 10 characters',
    'SimSwapSubscription',
    () => ({ subscriptionId, ...esim, confirmationCode: long(11) }),
    'confirmationCode',
  ],
  ['neither subscriptionId nor phoneNumber', 'SuspendSubscription', () => ({}), 'subscriptionId'],
  ['neither subscriptionId nor phoneNumber', 'ResumeSubscription', () => ({}), 'subscriptionId'],
  ['neither subscriptionId nor phoneNumber', 'SimSwapSubscription', () => ({ ...esim }), 'subscriptionId'],
  [
    'neither subscriptionId nor phoneNumber',
    'SetServicesSubscription',
    () => ({ services: {} }),
    'subscriptionId',
  ],
  ['neither subscriptionId nor phoneNumber', 'PortingOutSubscription', () => ({}), 'subscriptionId'],
  ['neither subscriptionId nor phoneNumber', 'TerminateSubscription', () => ({}), 'subscriptionId'],
  ['an eSIM without email', 'NewSubscription', () => ({ eSim: true, confirmationCode: '1' }), 'email'],
  [
    'an eSIM without confirmationCode',
    'NewSubscription',
    () => ({ eSim: true, email: 'a@example.com' }),
    'confirmationCode',
  ],
  [
    'an eSIM without email',
    'InPortSubscription',
    () => ({ phoneNumber: '0612345678', donorCustomerNumber: 'D1', eSim: true, confirmationCode: '1' }),
    'email',
  ],
  [
    'an eSIM without confirmationCode',
    'SimSwapSubscription',
    () => ({ subscriptionId, eSim: true, email: 'a@example.com' }),
    'confirmationCode',
  ],
  [
    'an email that is not an address',
    'NewSubscription',
    () => ({ ...esim, email: 'not-an-address' }),
    'email',
  ],
  ['a physical SIM order without simCardNumber', 'NewSubscription', () => ({ eSim: false }), 'simCardNumber'],
  [
    'a physical SIM order without simCardNumber',
    'InPortSubscription',
    () => ({ phoneNumber: '0612345678', donorCustomerNumber: 'D1' }),
    'simCardNumber',
  ],
  [
    'a physical SIM swap without newSimCardNumber',
    'SimSwapSubscription',
    () => ({ subscriptionId }),
    'newSimCardNumber',
  ],
  [
    'a port-in without phoneNumber',
    'InPortSubscription',
    () => ({ donorCustomerNumber: 'D1', ...esim }),
    'phoneNumber',
  ],
  [
    'a port-in without donorCustomerNumber',
    'InPortSubscription',
    () => ({ phoneNumber: '0612345678', ...esim }),
    'donorCustomerNumber',
  ],
  ['SetServices without services', 'SetServicesSubscription', () => ({ subscriptionId }), 'services'],
  ['a cancellation without activationId', 'CancelNewSubscription', () => ({}), 'activationId'],
  ['a cancellation without activationId', 'CancelTerminateSubscription', () => ({}), 'activationId'],
  [
    'a change without activationId',
    'ChangeInPortSubscription',
    () => ({ donorCustomerNumber: 'D1' }),
    'activationId',
  ],
  [
    'a wishDate without a time-zone offset',
    'NewSubscription',
    () => ({ ...esim, wishDate: '2026-07-01T10:00:00' }),
    'wishDate',
  ],
  [
    'a portingWishDate that is not a date-time',
    'ChangeInPortSubscription',
    () => ({ activationId: 'a', portingWishDate: 'tomorrow' }),
    'portingWishDate',
  ],
  [
    'an unknown providerEnvironment',
    'NewSubscription',
    () => ({ ...esim, providerEnvironment: 'SP99' }),
    'providerEnvironment',
  ],
  [
    'an unknown subscriptionType',
    'NewSubscription',
    () => ({ ...esim, subscriptionType: 'VOICE' }),
    'subscriptionType',
  ],
  [
    'an unknown accessType',
    'InPortSubscription',
    () => ({ phoneNumber: '0612345678', donorCustomerNumber: 'D1', ...esim, accessType: 'WIFI' }),
    'accessType',
  ],
  [
    'a dataUsageNotification not of its form',
    'NewSubscription',
    () => ({ ...esim, services: { dataUsageNotification: '500 MB' } }),
    'dataUsageNotification',
  ],
  [
    'a dataRoamingLimitation not of its form',
    'NewSubscription',
    () => ({ ...esim, services: { dataRoamingLimitation: '50 euro' } }),
    'dataRoamingLimitation',
  ],
  [
    'mobilePay on SP16002',
    'NewSubscription',
    () => ({ ...esim, providerEnvironment: 'SP16002', services: { mobilePay: true } }),
    'mobilePay',
  ],
  [
    'accessType MOBILEPAY on SP16002',
    'InPortSubscription',
    () => ({
      phoneNumber: '0612345678',
      donorCustomerNumber: 'D1',
      ...esim,
      providerEnvironment: 'SP16002',
      accessType: 'MOBILEPAY',
    }),
    'accessType',
  ],
  [
    'mobilePay with extraSecureMobile on SP16001',
    'NewSubscription',
    () => ({ ...esim, services: { mobilePay: true, extraSecureMobile: true } }),
    'mobilePay',
  ],
  [
    'mobilePay on a subscription in SP16002',
    'SetServicesSubscription',
    () => ({ subscriptionId: unlimitedSubscriptionId, services: { mobilePay: true } }),
    'mobilePay',
  ],
  [
    'mobilePay on a subscription with extraSecureMobile',
    'SetServicesSubscription',
    () => ({ subscriptionId: secureSubscriptionId, services: { mobilePay: true } }),
    'mobilePay',
  ],
  [
    'a body that is not an object',
    'SuspendSubscription',
    () => ({ subscriptionId: ['x'] }),
    'subscriptionId',
  ],
];

describe('validation', () => {
  it.each(cases)(
    'refuses %s on %s with 400 BadRequest naming the field, and creates nothing',
    async (_what, operation, body, field) => {
      const before = await activationCount();
      const { status, body: answer } = await post(operation, body());
      expect(status).toBe(400);
      expect(answer.responseStatus?.errorCode).toBe('BadRequest');
      expect(answer.responseStatus?.message).toContain(field);
      expect(await activationCount()).toBe(before);
    },
  );

  it('accepts the smallest valid form of every rule', async () => {
    const { status } = await post('NewSubscription', { simCardNumber: freeSim, referenceNumber: long(15) });
    expect(status).toBe(200);
    const esimOrder = await post('NewSubscription', {
      ...esim,
      confirmationCode: long(10),
      services: { mobilePay: true },
    });
    expect(esimOrder.status).toBe(200);
  });

  it('answers a body that is not JSON with 400', async () => {
    const response = await fetch(`${partner.url}/api/SuspendSubscription`, { method: 'POST', body: '{nope' });
    expect(response.status).toBe(400);
    expect(
      ((await response.json()) as { responseStatus: { errorCode: string } }).responseStatus.errorCode,
    ).toBe('BadRequest');
  });

  it('answers an unknown operation with 404 and a wrong method with 405', async () => {
    expect((await fetch(`${partner.url}/api/MoveEnvironmentSubscription`)).status).toBe(404);
    expect((await fetch(`${partner.url}/api/QueryActivation`, { method: 'POST' })).status).toBe(405);
  });
});
