import { PORTING_WINDOW_MS, type WireActivation } from '@msp/partner-interface';
import { describe, expect, it } from 'vitest';
import {
  mobilePayProblems,
  portInWindowProblem,
  requireOpenActivation,
  servicesBody,
  swapSimBody,
} from '../src/resolvers/orders/rules.js';

describe('the services input', () => {
  it.each([
    [{ dataUsageNotificationMb: 0 }, { dataUsageNotification: 'No Data Usage Notification' }],
    [{ dataUsageNotificationMb: 250 }, { dataUsageNotification: 'Data Usage Notification 250 MB' }],
    [{ dataRoamingLimitEuros: 0 }, { dataRoamingLimitation: 'Limit 0' }],
    [{ dataRoamingLimitation: 'Limit 150' }, { dataRoamingLimitation: 'Limit 150' }],
    [{ dataRoamingOutsideEU: null }, { dataRoamingOutsideEU: null }],
    [{ voiceMail: false, fixedIp: null }, { voiceMail: false }],
  ])('turns %o into %o', (input, body) => {
    expect(servicesBody(input)).toEqual({ body, problems: [] });
  });

  it('leaves dataRoamingOutsideEU out when it is not named', () => {
    expect(servicesBody({ voiceMail: true }).body).not.toHaveProperty('dataRoamingOutsideEU');
  });

  it.each([
    [{ dataUsageNotificationMb: 1.5 }, 'input.services.dataUsageNotificationMb'],
    [{ dataUsageNotification: 'Data Usage Notification MB' }, 'input.services.dataUsageNotification'],
    [
      { dataUsageNotification: 'No Data Usage Notification', dataUsageNotificationMb: 5 },
      'input.services.dataUsageNotificationMb',
    ],
    [{ dataRoamingLimitation: 'Limit -5' }, 'input.services.dataRoamingLimitation'],
  ])('refuses %o at %s', (input, path) => {
    expect(servicesBody(input).problems.map((p) => p.path)).toContain(path);
  });
});

/** environment, services requested, accessType, services as they are, message, path named */
type Refused = [string, Record<string, unknown>, string | undefined, Record<string, unknown>, string, string];

describe('the mobilePay rules', () => {
  it.each<Refused>([
    ['SP16002', { mobilePay: true }, undefined, {}, 'not supported', 'input.services.mobilePay'],
    ['SP16002', {}, 'MOBILEPAY', {}, 'not supported', 'input.accessType'],
    ['SP16002', { voiceMail: true }, undefined, { mobilePay: true }, 'not supported', 'input.services'],
    [
      'SP16001',
      { mobilePay: true, extraSecureMobile: true },
      undefined,
      {},
      'extraSecureMobile',
      'input.services.mobilePay',
    ],
    [
      'SP16001',
      { mobilePay: true },
      undefined,
      { extraSecureMobile: true },
      'extraSecureMobile',
      'input.services.mobilePay',
    ],
    [
      'SP16001',
      { extraSecureMobile: true },
      undefined,
      { mobilePay: true },
      'extraSecureMobile',
      'input.services.extraSecureMobile',
    ],
    [
      'SP16001',
      { voiceMail: true },
      undefined,
      { mobilePay: true, extraSecureMobile: true },
      'extraSecureMobile',
      'input.services',
    ],
  ])(
    'refuse %s with %o, accessType %s and current %o, naming the field the request sets',
    (env, requested, accessType, current, message, path) => {
      const [problem] = mobilePayProblems(env, requested, accessType, current);
      expect(problem?.message).toContain(message);
      expect(problem?.path).toBe(path);
    },
  );

  it.each([
    ['SP16001', { mobilePay: true }, undefined, {}],
    ['SP16001', { mobilePay: true, extraSecureMobile: false }, undefined, { extraSecureMobile: true }],
    ['SP16002', { mobilePay: false }, 'MOBILEPAY', {}],
    ['SP16002', { extraSecureMobile: true }, undefined, {}],
    ['SP16001', { mobilePay: false }, undefined, { mobilePay: true, extraSecureMobile: true }],
  ] as const)('allow %s with %o, accessType %s and current %o', (env, requested, accessType, current) => {
    expect(mobilePayProblems(env, requested, accessType, current)).toEqual([]);
  });
});

describe('the port-in window', () => {
  const approvedAt = Date.parse('2026-07-10T10:00:00Z');
  const portIn = (portingStatus: string): WireActivation => ({
    id: 'p1',
    createdAt: '2026-07-01T10:00:00Z',
    status: 'BUSY',
    activationType: 'INPORT',
    info: { portingStatus, approvedDate: new Date(approvedAt).toISOString() },
  });

  it('allows a change and a cancellation until the 48 hours before approvedDate begin', () => {
    const justBefore = approvedAt - PORTING_WINDOW_MS - 1;
    expect(portInWindowProblem(portIn('APPROVED'), justBefore, 'change')).toBeUndefined();
    expect(portInWindowProblem(portIn('APPROVED'), justBefore, 'cancel')).toBeUndefined();
  });

  it('refuses both from the first moment of the window, saying since when', () => {
    const opening = approvedAt - PORTING_WINDOW_MS;
    expect(portInWindowProblem(portIn('APPROVED'), opening, 'change')?.message).toContain(
      '2026-07-08T10:00:00.000Z',
    );
    expect(portInWindowProblem(portIn('APPROVED'), approvedAt - 1, 'cancel')?.path).toBe(
      'input.activationId',
    );
  });

  it('refuses a cancellation while INIT but allows a change', () => {
    expect(
      portInWindowProblem(portIn('INIT'), approvedAt - 10 * PORTING_WINDOW_MS, 'cancel')?.message,
    ).toContain('INIT');
    expect(
      portInWindowProblem(portIn('INIT'), approvedAt - 10 * PORTING_WINDOW_MS, 'change'),
    ).toBeUndefined();
  });

  it('refuses anything while a cancellation is under way', () => {
    expect(portInWindowProblem(portIn('CANCELLING'), 0, 'change')?.message).toContain('cancelled');
  });
});

describe('the activation an order refers to', () => {
  const act = (activationType: string, status: string): WireActivation => ({
    id: 'a',
    createdAt: 'x',
    activationType,
    status,
  });

  it('must exist, be of the right type and still run', () => {
    expect(() => requireOpenActivation(null, 'a', 'TERMINATE', 'cancel')).toThrow('not found');
    expect(() => requireOpenActivation(act('SUSPEND', 'BUSY'), 'a', 'TERMINATE', 'cancel')).toThrow(
      'needs an TERMINATE',
    );
    expect(() => requireOpenActivation(act('TERMINATE', 'CANCELLED'), 'a', 'TERMINATE', 'cancel')).toThrow(
      'CANCELLED',
    );
    expect(requireOpenActivation(act('TERMINATE', 'BUSY'), 'a', 'TERMINATE', 'cancel').id).toBe('a');
  });
});

describe('a SIM swap', () => {
  const swap = { subscriptionId: 'sub-1', newSimCardNumber: '8931000000000000001' };

  it("to an eSIM sends no newSimCardNumber, which the partner ignores then and no check looks at (a customer could name anyone's SIM card)", () => {
    const body = swapSimBody({ ...swap, eSim: true, email: 'a@example.com', confirmationCode: '4711' });
    expect(body).not.toHaveProperty('newSimCardNumber');
    expect(body).toMatchObject({ subscriptionId: 'sub-1', eSim: true });
  });

  it('to a physical SIM card sends its number', () => {
    expect(swapSimBody(swap)).toMatchObject(swap);
  });
});
