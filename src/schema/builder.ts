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
import { CODES } from '../errors/codes.js';
import type { Context } from '../request/context.js';
import { CONNECTION_DEFAULT_SIZE, CONNECTION_MAX_SIZE } from '../resolvers/connection.js';
import NodeIdsAtOncePlugin from './node-ids.js';

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
 * The last sentence of the description of every object type without an `id: ID!` field, so
 * that normalized client caches (Apollo Client, urql graphcache) know to keep it inside its
 * parent; test/schema-docs.test.ts holds every such type to it.
 */
export const EMBEDDED =
  'Embedded in its parent: it has no id of its own, and client caches keep it inside the object that holds it.';

/** `description`, then EMBEDDED: the description of an object type without an id. */
export const embedded = (description: string): string => `${description} ${EMBEDDED}`;

/** What every `id` of the graph is: the Node interface's, each node's, and Activation's. */
export const GLOBAL_ID_DESCRIPTION =
  "Global id: opaque and stable. node(id) fetches the object again, ID arguments accept it in place of the provider's own id, and client caches key the object by it.";

/**
 * The descriptions of the types a connection field generates, its connection and its edge,
 * for `t.connection(field, ...pageOf('SIM cards'))`: the relay plugin's defaults for them
 * are one text for all, which cannot name what the list holds.
 */
export const pageOf = (records: string) =>
  [
    {
      description: embedded(
        `A page of ${records}: its edges, where it lies in the list (pageInfo) and the size of the whole list (totalCount).`,
      ),
    },
    { description: embedded(`One place in a page of ${records}: the record and its cursor.`) },
  ] as const;

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

/** The field builder of an object type whose parent (backing value) is P. */
export type FieldBuilder<P> = PothosSchemaTypes.ObjectFieldBuilder<
  PothosSchemaTypes.ExtendDefaultTypes<SchemaTypes>,
  P
>;

export const builder = new SchemaBuilder<SchemaTypes>({
  plugins: [
    NodeIdsAtOncePlugin,
    ScopeAuthPlugin,
    ErrorsPlugin,
    ValidationPlugin,
    RelayPlugin,
    SimpleObjectsPlugin,
  ],
  scopeAuth: {
    authorizeOnSubscribe: true,
    // a type's check runs once per record, as graphql-js completes it (isTypeOf), rather than
    // at each of its fields: a page of 50 records asked for 4 fields runs 50 checks, not 200
    // (bench/results.md, the page with the partner cache off). A record that is not the
    // caller's fails as one NOT_FOUND on the field that returned it
    runScopesOnType: true,
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
        ? new GraphQLError('not found', { extensions: { code: CODES.NOT_FOUND } })
        : new ForbiddenError(`not allowed to read ${info.parentType.name}.${info.fieldName}`),
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    nodeTypeOptions: {
      description:
        'An object with a global id: node(id) fetches any of them again, and client caches key them by it.',
    },
    idFieldOptions: { description: GLOBAL_ID_DESCRIPTION },
    pageInfoTypeOptions: {
      description: embedded(
        'Where a page lies in its list: whether there are records before and after it, and the cursors to page on.',
      ),
    },
    hasNextPageFieldOptions: {
      description: 'True when the list has records after this page: ask for them with after: endCursor.',
    },
    hasPreviousPageFieldOptions: {
      description: 'True when the list has records before this page: ask for them with before: startCursor.',
    },
    startCursorFieldOptions: {
      description: 'The cursor of the first edge of the page; null for an empty page.',
    },
    endCursorFieldOptions: {
      description: 'The cursor of the last edge of the page; null for an empty page.',
    },
    pageInfoFieldOptions: { description: 'Where this page lies in the list, and the cursors to page on.' },
    edgesFieldOptions: {
      nullable: { list: false, items: false },
      description: 'The records of this page, in list order, each with its cursor.',
    },
    nodeFieldOptions: { nullable: false, description: 'The record at this place in the list.' },
    cursorFieldOptions: {
      description: 'Opaque cursor of this place in the list: pass it as after or before to page from here.',
    },
    firstArgOptions: {
      description: `How many records to return from the start of the list, or after the cursor after: 0 to ${CONNECTION_MAX_SIZE}. Not with last. Without first and last, the first ${CONNECTION_DEFAULT_SIZE}.`,
    },
    lastArgOptions: {
      description: `How many records to return from the end of the list, or before the cursor before: 0 to ${CONNECTION_MAX_SIZE}. Not with first.`,
    },
    afterArgOptions: {
      description: "Only records after this cursor (an edge's cursor, or pageInfo.endCursor).",
    },
    beforeArgOptions: {
      description: "Only records before this cursor (an edge's cursor, or pageInfo.startCursor).",
    },
    nodeQueryOptions: {
      description:
        'Any object of the graph by its global id; null when there is none (also for a customer when it is not theirs).',
      args: { id: { description: 'A global id: the id field of any object implementing Node.' } },
      resolve: (_root, { id }, _ctx, info, resolveNode) => (isNodeId(info, id) ? resolveNode(id) : null),
    },
    nodesQueryOptions: {
      description:
        'Several objects of the graph by their global ids, in the order of ids; null in place of each one node(id) would not find.',
      args: { ids: { description: 'Global ids: the id fields of objects implementing Node.' } },
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

builder.queryType({
  description:
    'Everything the reseller reads from the provider, as one graph. The provider omits optional fields when they do not apply, so most fields are null at times.',
});

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
    description: 'How many records the whole list holds with these filters, over all its pages.',
    resolve: (connection) => connection.totalCount,
  }),
);
