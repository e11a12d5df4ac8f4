/**
 * The Pothos builder and its plugins. No type is defined here: each lives in its own file
 * under ./types, and ./index.ts imports them all and builds the schema.
 */
import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import SimpleObjectsPlugin from '@pothos/plugin-simple-objects';
import ValidationPlugin from '@pothos/plugin-validation';
import { ForbiddenError } from '../auth/forbidden.js';
import type { Context } from '../context.js';

export interface SchemaTypes {
  Context: Context;
  Scalars: {
    ID: { Input: string; Output: string };
    DateTime: { Input: string; Output: string };
    Date: { Input: string; Output: string };
    YearMonth: { Input: string; Output: string };
    JSONObject: { Input: Record<string, unknown>; Output: Record<string, unknown> };
  };
  /** every connection resolver returns the provider's total */
  Connection: { totalCount: number };
  /** the provider omits optional fields: nullable unless a field says otherwise */
  DefaultFieldNullability: true;
  AuthScopes: {
    /** staff: reads everything, places every order */
    staff: boolean;
    /** a customer: reads and follows only what is theirs */
    customer: boolean;
    /** may read PIN and PUK codes */
    secrets: boolean;
  };
  /** connections follow Relay: edges: [Edge!]!, node: T! */
  DefaultEdgesNullability: { list: false; items: false };
  DefaultNodeNullability: false;
}

export const builder = new SchemaBuilder<SchemaTypes>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin, ValidationPlugin, RelayPlugin, SimpleObjectsPlugin],
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (ctx) => ({
      staff: ctx.caller.isStaff,
      customer: ctx.caller.role === 'customer',
      secrets: ctx.caller.has('sim:secrets'),
    }),
    unauthorizedError: (_parent, _ctx, info) =>
      new ForbiddenError(`not allowed to read ${info.parentType.name}.${info.fieldName}`),
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    edgesFieldOptions: { nullable: { list: false, items: false } },
    nodeFieldOptions: { nullable: false },
    nodeQueryOptions: { description: 'Any object of the graph by its global id.' },
    nodesQueryOptions: { description: 'Several objects of the graph by their global ids.' },
  },
  errors: {
    defaultTypes: [],
  },
});
