/**
 * The reference console's orders without a browser: its order table holds a row for every
 * order the graph offers (examples/console/src/orders/table.ts), each subscription order
 * following its viewerCan field; a form becomes its input; one idempotency key is kept per
 * target, order and contents until the answer is known; and the answer is sorted
 * (examples/console/src/orders/place.ts): the activation to follow, or each problem beside the
 * form field its input path names, and the rest above the form.
 */
import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isInputObjectType, isObjectType, isUnionType } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  forgetKeys,
  inputOf,
  type KeyStore,
  keepSent,
  keyFor,
  type OrderResult,
  sentBefore,
  settle,
} from '../examples/console/src/orders/place.js';
import { ORDER_FORMS, ORDER_NAMES } from '../examples/console/src/orders/table.js';

const schema = buildSchema(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

/** the graph's orders: the mutations whose input takes an idempotency key and whose answer is a payload with an activation */
function ordersOfTheGraph(): string[] {
  const mutation = schema.getMutationType();
  if (!mutation) throw new Error('the schema has no Mutation type');
  return Object.values(mutation.getFields())
    .filter((field) => {
      const input = field.args.find((arg) => arg.name === 'input');
      const inputType = input === undefined ? undefined : getNamedType(input.type);
      const result = getNamedType(field.type);
      return (
        isInputObjectType(inputType) &&
        'idempotencyKey' in inputType.getFields() &&
        isUnionType(result) &&
        result.getTypes().some((type) => 'activation' in type.getFields())
      );
    })
    .map((field) => field.name)
    .sort();
}

describe("the console's order table", () => {
  it('has a row for every order the graph offers, and none for an order it does not', () => {
    const graph = ordersOfTheGraph();
    expect(graph).toHaveLength(13);
    expect([...ORDER_NAMES].sort()).toEqual(graph);
  });

  it("offers each order a subscription has a viewerCan field for by that field, on the subscription's page", () => {
    const subscription = schema.getType('MobileSubscription');
    if (!isObjectType(subscription)) throw new Error('no MobileSubscription');
    const offeredBy = Object.keys(subscription.getFields()).filter((name) => name.startsWith('viewerCan'));
    for (const name of ORDER_NAMES) {
      const row = ORDER_FORMS[name];
      const field = `viewerCan${name[0]?.toUpperCase()}${name.slice(1)}`;
      if (offeredBy.includes(field))
        expect({ name, offered: row.offered, target: row.target }).toEqual({
          name,
          offered: field,
          target: 'subscription',
        });
      else expect({ name, offered: row.offered }).toEqual({ name, offered: undefined });
    }
  });

  it("names each field as its mutation's input does", () => {
    const mutation = schema.getMutationType();
    for (const name of ORDER_NAMES) {
      const input = getNamedType(mutation?.getFields()[name]?.args[0]?.type);
      if (!isInputObjectType(input)) throw new Error(`${name} has no input`);
      for (const field of ORDER_FORMS[name].fields)
        expect(Object.keys(input.getFields())).toContain(field.name);
    }
  });
});

/** a sessionStorage of one's own */
function memoryStore(): KeyStore & { size: () => number } {
  const items = new Map<string, string>();
  return {
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
    size: () => items.size,
  };
}

describe("the console's idempotency keys", () => {
  it('keeps one key per target, order and contents, until the answer is known', () => {
    const store = memoryStore();
    const first = keyFor(store, 'suspendSubscription:S1', { subscriptionId: 'S1', referenceNumber: 'R1' });
    expect(keyFor(store, 'suspendSubscription:S1', { subscriptionId: 'S1', referenceNumber: 'R1' })).toBe(
      first,
    );
    const other = keyFor(store, 'suspendSubscription:S1', { subscriptionId: 'S1', referenceNumber: 'R2' });
    expect(other).not.toBe(first);
    const elsewhere = keyFor(store, 'suspendSubscription:S2', {
      subscriptionId: 'S2',
      referenceNumber: 'R1',
    });
    expect(elsewhere).not.toBe(first);

    forgetKeys(store, 'suspendSubscription:S1');
    expect(keyFor(store, 'suspendSubscription:S1', { subscriptionId: 'S1', referenceNumber: 'R1' })).not.toBe(
      first,
    );
    expect(keyFor(store, 'suspendSubscription:S2', { subscriptionId: 'S2', referenceNumber: 'R1' })).toBe(
      elsewhere,
    );
  });

  it('keeps the form of an order sent without an answer, until the answer is known', () => {
    const store = memoryStore();
    expect(sentBefore(store, 'portIn:')).toBeUndefined();
    keepSent(store, 'portIn:', { phoneNumber: '0612345678', eSim: true });
    expect(sentBefore(store, 'portIn:')).toEqual({ phoneNumber: '0612345678', eSim: true });
    forgetKeys(store, 'portIn:');
    expect(sentBefore(store, 'portIn:')).toBeUndefined();
    expect(store.size()).toBe(0);
  });

  it('keeps the key after an answer that leaves the order possibly placed, and forgets it after any other', () => {
    const kept: OrderResult[] = [
      { __typename: 'OrderOutcomeUnknownError', message: 'm' },
      { __typename: 'OrderOutcomePendingError', message: 'm' },
      { __typename: 'JournalUnavailableError', message: 'm' },
    ];
    for (const answer of kept) expect(settle(answer, []).mayExist, answer.__typename).toBe(true);
    const forgotten: OrderResult[] = [
      { __typename: 'NotFoundError', message: 'm' },
      { __typename: 'ProviderRejectedError', message: 'm' },
      { __typename: 'IdempotencyConflictError', message: 'm' },
    ];
    for (const answer of forgotten) expect(settle(answer, []).mayExist, answer.__typename).toBe(false);
  });
});

describe("the console's reading of a form", () => {
  it('sends the fields shown: text trimmed, an empty optional one left out, a date-time as an instant', () => {
    const { fields } = ORDER_FORMS.swapSim;
    const values = {
      eSim: false,
      newSimCardNumber: ' 8931 ',
      email: 'hidden@example.com',
      confirmationCode: 'X',
      referenceNumber: '  ',
    };
    expect(inputOf(fields, values, values)).toEqual({ newSimCardNumber: '8931' });
    expect(inputOf(fields, { ...values, eSim: true }, values)).toEqual({
      eSim: true,
      email: 'hidden@example.com',
      confirmationCode: 'X',
    });
    // a required field left empty goes as given, for the graph to name
    expect(inputOf(fields, { ...values, newSimCardNumber: '' }, values)).toEqual({ newSimCardNumber: '' });
    const at = '2026-12-06T10:30';
    expect(inputOf(ORDER_FORMS.portOut.fields, { wishDate: at, referenceNumber: '' }, {})).toEqual({
      wishDate: new Date(at).toISOString(),
    });
  });

  it('sends only the services changed from what the form started with', () => {
    const { fields } = ORDER_FORMS.setServices;
    const before = {
      services: { voiceMail: true, mobilePay: false, dataRoamingLimitEuros: 50 },
      referenceNumber: '',
    };
    const after = {
      services: { voiceMail: false, mobilePay: false, dataRoamingLimitEuros: 100 },
      referenceNumber: '',
    };
    expect(inputOf(fields, after, before)).toEqual({
      services: { voiceMail: false, dataRoamingLimitEuros: 100 },
    });
  });
});

const FIELDS = ['referenceNumber', 'services', 'services.mobilePay'];

describe("the console's reading of an order's answer", () => {
  it('follows the activation of a placed order', () => {
    expect(settle({ __typename: 'SuspendSubscriptionPayload', activation: { id: 'A1' } }, FIELDS)).toEqual({
      activationId: 'A1',
      fieldErrors: {},
      general: { title: 'The order was not placed', messages: [] },
      mayExist: false,
    });
  });

  it("puts each of a ValidationError's problems beside the field its path names, the others above the form", () => {
    const settled = settle(
      {
        __typename: 'ValidationError',
        message: 'three problems',
        fields: [
          { path: 'input.referenceNumber', message: 'must be at most 15 characters' },
          { path: 'input.services.mobilePay', message: 'not on SP16002' },
          { path: 'input.services', message: 'name at least one service to set' },
          { path: 'input.phoneNumber', message: 'another subscription' },
          { path: 'input', message: 'give subscriptionId or phoneNumber' },
        ],
      },
      FIELDS,
    );
    expect(settled).toEqual({
      fieldErrors: {
        referenceNumber: 'must be at most 15 characters',
        'services.mobilePay': 'not on SP16002',
        services: 'name at least one service to set',
      },
      general: {
        title: 'The order was not placed',
        messages: ['input.phoneNumber: another subscription', 'input: give subscriptionId or phoneNumber'],
      },
      mayExist: false,
    });
  });

  it('joins two problems of one field', () => {
    const settled = settle(
      {
        __typename: 'ValidationError',
        message: 'two problems',
        fields: [
          { path: 'input.referenceNumber', message: 'one' },
          { path: 'input.referenceNumber', message: 'two' },
        ],
      },
      FIELDS,
    );
    expect(settled.fieldErrors).toEqual({ referenceNumber: 'one; two' });
  });

  it('shows any other typed error by its message above the form, saying whether the order may exist', () => {
    expect(settle({ __typename: 'NotFoundError', message: 'subscription S1 was not found' }, FIELDS)).toEqual(
      {
        fieldErrors: {},
        general: { title: 'The order was not placed', messages: ['subscription S1 was not found'] },
        mayExist: false,
      },
    );
    const lost = settle(
      {
        __typename: 'OrderOutcomeUnknownError',
        message: 'the answer was lost; find it by querying activations',
      },
      FIELDS,
    );
    expect(lost.general.title).toBe('The order may have been placed');
    // the graph's advice is for an API caller: the desk is told to send it again, under its key
    expect(lost.general.messages.join(' ')).not.toContain('activations');
    expect(lost.general.messages.join(' ')).toContain('Send it again');
    expect(lost.mayExist).toBe(true);
  });
});
