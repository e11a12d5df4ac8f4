/**
 * The Pothos builder, its plugins and the root types. Every other type lives in the module of
 * its domain (./subscriptions.ts, ./activations/, ./orders/, ...), which adds its fields to
 * the root types; ./index.ts imports the domains and builds the schema.
 */
import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin, { resolveNodes } from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import SimpleObjectsPlugin from '@pothos/plugin-simple-objects';
import ValidationPlugin from '@pothos/plugin-validation';
import { GraphQLError, type GraphQLResolveInfo, isObjectType } from 'graphql';
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

/**
 * Whether a decoded global id can name a node: an object type that implements Node, and an id.
 * Anything else (an interface's name, a made-up type, an empty id) is no node: null, with no
 * error, and no provider call.
 */
function isNodeId(info: GraphQLResolveInfo, id: { typename: string; id: string }): boolean {
  const type = info.schema.getType(id.typename);
  return id.id !== '' && isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node');
}

/** the nodes of ids isNodeId accepted (a function, so the builder's options can name it before it exists) */
function resolveKnownNodes(
  ctx: Context,
  info: GraphQLResolveInfo,
  ids: Array<{ typename: string; id: string }>,
): Promise<unknown[]> {
  return resolveNodes(builder, ctx, info, ids);
}

/** how @pothos/plugin-scope-auth words the failure of a type's authScopes */
const TYPE_CHECK_FAILED = 'Not authorized to read fields for';

export const builder = new SchemaBuilder<SchemaTypes>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin, ValidationPlugin, RelayPlugin, SimpleObjectsPlugin],
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (ctx) => ({
      staff: ctx.caller.isStaff,
      customer: ctx.caller.role === 'customer',
      secrets: ctx.caller.has('sim:secrets'),
    }),
    // a record that is not the caller's is not there for them: its type's check fails as
    // NOT_FOUND naming nothing (resolvers return null before it comes to that); a field the
    // caller's role or scopes do not open is FORBIDDEN, naming the field
    unauthorizedError: (_parent, _ctx, info, result) =>
      result.message.startsWith(TYPE_CHECK_FAILED)
        ? new GraphQLError('not found', { extensions: { code: 'NOT_FOUND' } })
        : new ForbiddenError(`not allowed to read ${info.parentType.name}.${info.fieldName}`),
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    edgesFieldOptions: { nullable: { list: false, items: false } },
    nodeFieldOptions: { nullable: false },
    nodeQueryOptions: {
      description: 'Any object of the graph by its global id.',
      resolve: (_root, { id }, _ctx, info, resolveNode) => (isNodeId(info, id) ? resolveNode(id) : null),
    },
    nodesQueryOptions: {
      description: 'Several objects of the graph by their global ids.',
      // Pothos's own resolveNodes callback here resolves every id it was given, whatever it is
      // passed: its exported resolveNodes takes the ids to resolve
      resolve: async (_root, { ids }, ctx, info) => {
        const known = ids.map((id) => isNodeId(info, id));
        const found = await resolveKnownNodes(
          ctx,
          info,
          ids.filter((_id, i) => known[i]),
        );
        let next = 0;
        return ids.map((_id, i) => (known[i] ? found[next++] : null));
      },
    },
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
