import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { Caller, type CallerInit } from '../src/auth/caller.js';
import { schema } from '../src/schema/index.js';
import { shareKeyOf } from '../src/subscriptions/multiplex.js';

const document = parse('subscription($id: ID!) { activationUpdated(id: $id) { status } }');
const customer = (init: Partial<CallerInit> = {}) =>
  new Caller({ kind: 'token', subject: 'c-1', role: 'customer', subscriptionIds: ['s-1'], ...init });
const keyOf = (caller: Caller, variableValues: Record<string, unknown> = { id: 'a-1' }, doc = document) =>
  shareKeyOf({ schema, document: doc, variableValues }, caller);

describe('which subscribers share the execution of an event', () => {
  it('two tokens with the same claims share, whoever holds them', () => {
    expect(keyOf(customer())).toBe(keyOf(customer({ subject: 'c-2', expiresAt: 1 })));
  });

  it('callers who may see different things never share', () => {
    const staff = new Caller({ kind: 'token', subject: 's', role: 'staff' });
    const secrets = new Caller({ kind: 'token', subject: 's', role: 'staff', scopes: ['sim:secrets'] });
    const keys = [
      keyOf(customer()),
      keyOf(customer({ subscriptionIds: ['s-2'] })),
      keyOf(customer({ phoneNumbers: ['0612345678'] })),
      keyOf(customer({ customerNumber: 'K-1' })),
      keyOf(staff),
      keyOf(secrets),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('other variables or another document are another execution', () => {
    const other = parse('subscription($id: ID!) { activationUpdated(id: $id) { status } }');
    expect(keyOf(customer(), { id: 'a-2' })).not.toBe(keyOf(customer()));
    expect(keyOf(customer(), { id: 'a-1' }, other)).not.toBe(keyOf(customer()));
  });
});
