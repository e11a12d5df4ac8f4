/**
 * Property tests on order inputs: whatever arrives, the answer is never a 5xx, and an input
 * that breaks a rule of the spec never reaches the provider. The rules are restated here,
 * independently of the gateway's own code, as the oracle.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './utils/gateway.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway(
    { openOrders: false },
    { RATE_LIMIT_PER_MINUTE: '1000000', PARTNER_CALLS_PER_MINUTE: '10000000' },
  );
});
afterAll(() => gw.close());

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const text = (max: number) => fc.string({ minLength: 0, maxLength: max });
const email = fc.oneof(fc.emailAddress(), text(20));

const orderInput = fc.record(
  {
    eSim: optional(fc.boolean()),
    email: optional(email),
    confirmationCode: optional(text(14)),
    referenceNumber: optional(text(20)),
    simCardNumber: optional(fc.constantFrom('8931000000000000000', 'unknown-sim')),
    providerEnvironment: optional(fc.constantFrom('SP16001', 'SP16002')),
    accessType: optional(fc.constantFrom('INTERNETACCESS', 'MOBILEPAY')),
    services: optional(
      fc.record(
        {
          mobilePay: optional(fc.boolean()),
          extraSecureMobile: optional(fc.boolean()),
          voiceMail: optional(fc.boolean()),
          dataRoamingLimitEuros: optional(fc.integer({ min: -5, max: 2_000 })),
          dataUsageNotification: optional(fc.oneof(text(10), fc.constant('Data Usage Notification 500 MB'))),
        },
        { requiredKeys: [] },
      ),
    ),
  },
  { requiredKeys: [] },
);
type OrderInput = typeof orderInput extends fc.Arbitrary<infer T> ? T : never;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** the spec's rules, restated: true when the input must be refused before the provider */
function breaksARule(input: OrderInput): boolean {
  const services = input.services ?? {};
  const environment = input.providerEnvironment ?? 'SP16001';
  const mobilePay =
    services.mobilePay === true || (input.accessType === 'MOBILEPAY' && services.mobilePay !== false);
  return (
    (input.referenceNumber !== undefined && input.referenceNumber.length > 15) ||
    (input.confirmationCode !== undefined && input.confirmationCode.length > 10) ||
    (input.eSim === true &&
      (input.email === undefined || !EMAIL.test(input.email) || input.confirmationCode === undefined)) ||
    (input.eSim !== true && input.simCardNumber === undefined) ||
    (input.eSim !== true && input.email !== undefined && !EMAIL.test(input.email)) ||
    (mobilePay && (environment === 'SP16002' || services.extraSecureMobile === true)) ||
    (services.dataRoamingLimitEuros !== undefined && services.dataRoamingLimitEuros < 0) ||
    (services.dataUsageNotification !== undefined &&
      !/^(No Data Usage Notification|Data Usage Notification [1-9]\d* MB)$/.test(
        services.dataUsageNotification,
      ))
  );
}

const MUTATION = `mutation($input: OrderNewSubscriptionInput!) { orderNewSubscription(input: $input) { __typename } }`;

describe('orderNewSubscription for any input', () => {
  it('never answers 5xx, and never sends an input that breaks a rule', async () => {
    await fc.assert(
      fc.asyncProperty(orderInput, async (input) => {
        const before = (await gw.partner.stats()).NewSubscription ?? 0;
        const response = await fetch(`${gw.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: MUTATION, variables: { input } }),
        });
        expect(response.status).toBeLessThan(500);
        const body = (await response.json()) as {
          data?: { orderNewSubscription?: { __typename: string } } | null;
        };
        const sent = ((await gw.partner.stats()).NewSubscription ?? 0) - before;
        if (breaksARule(input)) {
          expect(sent).toBe(0);
          expect(body.data?.orderNewSubscription?.__typename ?? 'refused').not.toBe(
            'OrderNewSubscriptionPayload',
          );
        }
        expect(sent).toBeLessThanOrEqual(1);
      }),
      { numRuns: 150, seed: 20261121 },
    );
  });
});
