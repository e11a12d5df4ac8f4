/**
 * The Pothos builder, its plugins and the root types. Every other type lives in the module of
 * its domain (./subscriptions.ts, ./activations/, ./orders/, ...), which adds its fields to
 * the root types; ./index.ts imports the domains and builds the schema.
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

builder.queryType({ description: 'Everything the reseller reads from the provider, as one graph.' });

builder.mutationType({
  description:
    'One mutation per order (POST operation). Every rule is checked before anything is sent; an order is sent once and never retried. Expected failures are typed results implementing Error.',
});

builder.subscriptionType({
  description:
    'Live order progress over WebSocket (graphql-ws) or server-sent events. The gateway polls the provider underneath, once per activation however many follow it.',
});

builder.globalConnectionField('totalCount', (t) =>
  t.int({
    nullable: false,
    description: 'How many records the provider has for this list with these filters.',
    resolve: (connection) => connection.totalCount,
  }),
);
