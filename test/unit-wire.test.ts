import {
  activationSchema,
  envelopeSchema,
  newSubscriptionBodySchema,
  servicesRequestSchema,
  simCardListSchema,
  subscriptionSchema,
} from '@msp/partner-interface';
import { describe, expect, it } from 'vitest';

describe('the wire schemas', () => {
  it('keep fields the spec does not list', () => {
    const parsed = activationSchema.parse({
      id: 'a1',
      createdAt: '2026-01-01T10:00:00.1234567+01:00',
      status: 'DONE',
      activationType: 'ACTIVATENEW',
      brandNewField: { x: 1 },
      info: { simCardNumber: '8931', futureInfo: true },
    });
    expect(parsed['brandNewField']).toEqual({ x: 1 });
    expect(parsed.info?.['futureInfo']).toBe(true);
  });

  it('accept a status and an activationType the spec does not list', () => {
    const parsed = activationSchema.parse({
      id: 'a',
      createdAt: 'x',
      status: 'PARKED',
      activationType: 'MOVEENVIRONMENT',
    });
    expect(parsed).toMatchObject({ status: 'PARKED', activationType: 'MOVEENVIRONMENT' });
  });

  it('accept records with the optional fields absent', () => {
    expect(subscriptionSchema.parse({ id: 's' })).toEqual({ id: 's' });
  });

  it('read QuerySimcard as the envelope or as a bare array', () => {
    const sim = { id: '1', simCardNumber: '8931', status: 'FREE', subscriptionId: null, phoneNumber: null };
    expect(simCardListSchema.parse({ offset: 0, total: 1, results: [sim], meta: {} }).results).toHaveLength(
      1,
    );
    expect(simCardListSchema.parse([sim, { ...sim, id: '2' }])).toEqual({
      offset: 0,
      total: 2,
      results: [sim, { ...sim, id: '2' }],
    });
  });

  it('read an envelope without meta, as the usage example shows', () => {
    expect(
      envelopeSchema(subscriptionSchema).parse({ offset: 0, total: 0, results: [] }).meta,
    ).toBeUndefined();
  });

  it('refuse a value-type service outside its documented form, and accept the form', () => {
    expect(
      servicesRequestSchema.safeParse({ dataUsageNotification: 'Data Usage Notification 250 MB' }).success,
    ).toBe(true);
    expect(
      servicesRequestSchema.safeParse({ dataUsageNotification: 'No Data Usage Notification' }).success,
    ).toBe(true);
    expect(servicesRequestSchema.safeParse({ dataUsageNotification: '250 MB' }).success).toBe(false);
    expect(servicesRequestSchema.safeParse({ dataRoamingLimitation: 'Limit 100' }).success).toBe(true);
    expect(servicesRequestSchema.safeParse({ dataRoamingLimitation: 'Limit' }).success).toBe(false);
  });

  it('let unknown service names through a request, as the provider ignores them', () => {
    expect(servicesRequestSchema.parse({ teleportation: true })).toEqual({ teleportation: true });
  });

  it('ignore simCardNumber on an eSIM order but require it otherwise', () => {
    expect(
      newSubscriptionBodySchema.safeParse({ eSim: true, email: 'a@b.nl', confirmationCode: '1' }).success,
    ).toBe(true);
    const physical = newSubscriptionBodySchema.safeParse({});
    expect(physical.success).toBe(false);
    expect(physical.error?.issues[0]?.path).toEqual(['simCardNumber']);
  });

  it('require a time-zone offset on date-times and accept fractional seconds of any length', () => {
    const base = { eSim: true, email: 'a@b.nl', confirmationCode: '1' };
    expect(
      newSubscriptionBodySchema.safeParse({ ...base, wishDate: '2026-07-01T10:00:00.1234567+02:00' }).success,
    ).toBe(true);
    expect(newSubscriptionBodySchema.safeParse({ ...base, wishDate: '2026-07-01T10:00:00Z' }).success).toBe(
      true,
    );
    expect(newSubscriptionBodySchema.safeParse({ ...base, wishDate: '2026-07-01T10:00:00' }).success).toBe(
      false,
    );
  });
});
