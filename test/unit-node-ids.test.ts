/**
 * A node's `id` answers at once (src/schema/node-ids.ts): not a promise, so that a page's
 * records and edges are completed without one each, and the same global id the relay plugin
 * gives, which node(id) and every ID argument decode.
 */
import { initContextCache } from '@pothos/core';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { type GraphQLObjectType, type GraphQLResolveInfo, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { Caller } from '../src/auth/caller.js';
import { schema } from '../src/schema/index.js';

/** every object type that implements Node */
const nodeTypes = Object.values(schema.getTypeMap()).filter(
  (type): type is GraphQLObjectType =>
    isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node'),
);

/** a record with every field a node's own id is made of */
const record = {
  id: 'R-1',
  simCardNumber: '8931000000000000001',
  invoiceNumber: 'INV-1',
  yearMonth: '2026_06',
  deviceId: 'D-1',
};

/** the id of `type`'s record, as its resolver answers it for staff */
function idOf(type: GraphQLObjectType): unknown {
  const field = type.getFields()['id'];
  if (field?.resolve === undefined) throw new Error(`${type.name} has no id resolver`);
  const staff = new Caller({ kind: 'apikey', subject: 'unit', role: 'staff' });
  const context = { caller: staff, ...initContextCache() };
  const info = {
    parentType: type,
    fieldName: 'id',
    path: { prev: undefined, key: 'id', typename: type.name },
  };
  return field.resolve(record, {}, context, info as unknown as GraphQLResolveInfo);
}

describe("a node's id", () => {
  it('is found on every node type', () => {
    expect(nodeTypes.map((t) => t.name)).toEqual(
      expect.arrayContaining(['MobileSubscription', 'SimCard', 'Invoice', 'PlacedOrder', 'Device']),
    );
  });

  it.each(nodeTypes.map((type) => [type.name, type] as const))(
    'of %s is answered at once, a global id naming the type',
    (name, type) => {
      const id = idOf(type);
      expect(id).not.toBeInstanceOf(Promise);
      expect(typeof id).toBe('string');
      expect(decodeGlobalID(String(id)).typename).toBe(name);
    },
  );

  it('is the global id the relay plugin encodes', () => {
    const subscription = nodeTypes.find((t) => t.name === 'MobileSubscription');
    if (subscription === undefined) throw new Error('no MobileSubscription');
    expect(idOf(subscription)).toBe(encodeGlobalID('MobileSubscription', 'R-1'));
  });
});
