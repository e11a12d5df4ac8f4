/**
 * Property tests on order inputs: whatever arrives, the answer is never a 5xx, and an input
 * that breaks a rule of the spec never reaches the provider. The rules are restated here,
 * independently of the gateway's own code, as the oracle. And on every text argument and input
 * field of the schema: a NUL or a lone surrogate in it is BAD_USER_INPUT naming where.
 */
import fc from 'fast-check';
import {
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isLeafType,
  isListType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../src/schema/index.js';
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

/** the scalars a caller sends as text: a NUL or a lone surrogate in any of them is refused */
const TEXT_SCALARS = new Set(['String', 'ID', 'Date', 'DateTime', 'YearMonth']);

/** one place in an argument's value that holds text, and the variable's value with `text` there */
interface TextPlace {
  /** where, as a refusal names it: `$v`, `$v.input.idempotencyKey`, `$v.0` */
  path: string;
  value(text: string): unknown;
}

/**
 * Every place that holds text in a value of `type`: the value itself, or the input fields
 * under it, a list's first item, a JSONObject's member; input types met already on the way
 * are not entered again.
 */
function textPlaces(
  type: GraphQLInputType,
  path: string,
  seen: ReadonlySet<string> = new Set(),
): TextPlace[] {
  const named = getNamedType(type);
  const list = isListType(getNullableType(type));
  const at = list ? `${path}.0` : path;
  const wrap = (value: unknown) => (list ? [value] : value);
  if (isScalarType(named) && TEXT_SCALARS.has(named.name)) return [{ path: at, value: wrap }];
  if (isScalarType(named) && named.name === 'JSONObject')
    return [{ path: `${at}.note`, value: (t) => wrap({ note: t }) }];
  if (!isInputObjectType(named) || seen.has(named.name)) return [];
  const inside = new Set([...seen, named.name]);
  return Object.values(named.getFields()).flatMap((field) =>
    textPlaces(field.type, `${at}.${field.name}`, inside).map((place) => ({
      path: place.path,
      value: (t: string) => wrap({ [field.name]: place.value(t) }),
    })),
  );
}

/** an operation on one root field, every argument a variable, and a text place in one of them */
interface Target {
  name: string;
  query: string;
  variable: string;
  place: TextPlace;
}

function targets(schema: GraphQLSchema): Target[] {
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  return roots.flatMap((root) =>
    root === null || root === undefined
      ? []
      : Object.values(root.getFields()).flatMap((field) => {
          const declared = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
          const given = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
          const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
          const query = `${root === schema.getMutationType() ? 'mutation' : root === schema.getSubscriptionType() ? 'subscription' : 'query'} Hostile(${declared}) { ${field.name}(${given})${selection} }`;
          return field.args.flatMap((arg) =>
            textPlaces(arg.type, `$${arg.name}`).map((place) => ({
              name: `${root.name}.${field.name}(${place.path})`,
              query,
              variable: arg.name,
              place,
            })),
          );
        }),
  );
}

/** text with one character no field accepts in it, among ordinary characters of any plane */
const hostileText = fc
  .tuple(
    fc.string({ unit: 'grapheme', maxLength: 8 }),
    fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'),
    fc.string({ unit: 'grapheme', maxLength: 8 }),
  )
  .map(([before, hostile, after]) => `${before}${hostile}${after}`);

describe('every text argument of the schema', () => {
  const every = targets(schema);

  it('finds the arguments it sends hostile text to', () => {
    const names = every.map((t) => t.name);
    expect(names).toContain('Query.placedOrders($filter.mutation)');
    expect(names).toContain('Mutation.suspendSubscription($input.idempotencyKey)');
    expect(names).toContain('Subscription.activationUpdated($id)');
  });

  it('answers a NUL or a lone surrogate anywhere in it with BAD_USER_INPUT naming where, never a 5xx', async () => {
    for (const target of every) {
      await fc.assert(
        fc.asyncProperty(hostileText, async (text) => {
          const response = await gw.app.gateway.fetch(`${gw.url}/graphql`, {
            method: 'POST',
            // a subscription is answered as events; its refusal is the one event
            headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
            body: JSON.stringify({
              query: target.query,
              variables: { [target.variable]: target.place.value(text) },
            }),
          });
          expect(response.status, target.name).toBeLessThan(500);
          const body = await response.text();
          const json = /^data: (.*)$/m.exec(body)?.[1] ?? body;
          const answer = JSON.parse(json) as { errors?: Array<{ extensions?: Record<string, unknown> }> };
          expect(answer.errors?.[0]?.extensions, target.name).toMatchObject({
            code: 'BAD_USER_INPUT',
            field: target.place.path,
          });
        }),
        { numRuns: 3, seed: 20261206 },
      );
    }
  });
});
