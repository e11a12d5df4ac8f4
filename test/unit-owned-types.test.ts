/**
 * What is not the caller's is not there (src/resolvers/own.ts): the resolvers answer null before
 * it comes to that, and behind them every type whose records belong to a subscription checks
 * each record once, as graphql-js completes it (src/schema/builder.ts `runScopesOnType`). A
 * record that is not the caller's fails there as NOT_FOUND, naming nothing; staff see every
 * record, a customer their own.
 */
import { initContextCache } from '@pothos/core';
import { type GraphQLResolveInfo, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { Caller } from '../src/auth/caller.js';
import { schema } from '../src/schema/index.js';

const MINE = 'S-mine';
const THEIRS = 'S-theirs';

/** each type judged by the subscription its record belongs to, and such a record of it */
const RECORDS: Record<string, (subscriptionId: string) => object> = {
  MobileSubscription: (id) => ({ id }),
  SimCard: (subscriptionId) => ({ id: 'C-1', simCardNumber: '8931000000000000001', subscriptionId }),
  SimSwapActivation: (subscriptionId) => ({ id: 'A-1', activationType: 'SIMSWAP', subscriptionId }),
  UsageSummary: (subscriptionId) => ({ subscriptionId }),
  Cdr: (subscriptionId) => ({ id: 'CDR-1', subscriptionId }),
};

/** a request's context as the types' checks read it: the caller, and the loader of their subscriptions */
function contextOf(caller: Caller) {
  return {
    caller,
    call: {},
    loaders: { subscription: { load: async ({ id }: { id: string }) => ({ id }) } },
    ...initContextCache(),
  };
}

const customer = new Caller({ kind: 'token', subject: 'c-1', role: 'customer', subscriptionIds: [MINE] });
const staff = new Caller({ kind: 'apikey', subject: 'unit', role: 'staff' });

function check(typename: string, record: object, caller: Caller): Promise<unknown> {
  const type = schema.getType(typename);
  if (!isObjectType(type)) throw new Error(`${typename} is not an object type`);
  const { isTypeOf } = type;
  if (isTypeOf === undefined || isTypeOf === null) throw new Error(`${typename} checks nothing`);
  const info = {
    parentType: schema.getQueryType(),
    fieldName: 'record',
    path: { prev: undefined, key: 'record', typename: 'Query' },
  };
  return Promise.resolve().then(() =>
    isTypeOf(record, contextOf(caller), info as unknown as GraphQLResolveInfo),
  );
}

describe("a record that is not the caller's", () => {
  for (const [typename, recordOf] of Object.entries(RECORDS)) {
    it(`is refused as NOT_FOUND by ${typename}'s check, for a customer alone`, async () => {
      await expect(check(typename, recordOf(THEIRS), customer)).rejects.toMatchObject({
        message: 'not found',
        extensions: { code: 'NOT_FOUND' },
      });
      await expect(check(typename, recordOf(MINE), customer)).resolves.toBe(true);
      await expect(check(typename, recordOf(THEIRS), staff)).resolves.toBe(true);
    });
  }
});
