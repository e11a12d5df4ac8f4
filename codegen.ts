/**
 * GraphQL Code Generator (`npm run codegen`, after changing the schema or an operation) writes:
 *
 * - schema.graphql: the whole contract (checked in; a test fails when it is out of date);
 * - into the client package (packages/client/src/generated/, bundled into `@msp/client`; the
 *   gateway's tests, benchmarks and the console read them from there, not from copies):
 *   - graphql.ts, gql.ts, index.ts (client preset): the typed documents of the operations in
 *     src/operations (GraphiQL opens with them too), each with `__typename` on every selection
 *     (what Apollo Client and urql add to what they send, and expect back) and its hash in
 *     `__meta__.hash`;
 *   - persisted-documents.json: those same documents, `__typename` included, by hash
 *     (`sha256:<hex>`): the allowlist for PERSISTED_OPERATIONS_FILE;
 *   - possible-types.ts: every interface and union with its object types (Apollo Client's
 *     `possibleTypes`; without it `... on Error { message }` is dropped);
 *   - urql-introspection.ts: the minified schema urql's graphcache needs (`schema`:
 *     interfaces, unions, nullability);
 *   - embedded-types.ts: the object types without an `id` (connections, edges, PageInfo,
 *     payloads, errors, value objects): they live inside their parent, so graphcache gets
 *     `keys: { T: () => null }` and Apollo `typePolicies: { T: { merge: true } }` for each.
 *     Every other object type has a stable `id: ID!` (a Relay global id), which this checks;
 *   - list-fields.ts: the fields whose value is a list, by type (Apollo `merge: false`);
 * - examples/console/src/generated/: the reference console's typed documents (its own
 *   operations in examples/console/src/operations), likewise with `__typename`.
 *
 * The generated data are TypeScript modules rather than JSON, so that the package's JavaScript
 * needs no JSON import (which React Native's bundler and older Node versions read differently).
 */
import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';
import {
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';

type CodegenPlugin = Awaited<ReturnType<NonNullable<CodegenConfig['pluginLoader']>>>;

const scalars = {
  DateTime: 'string',
  Date: 'string',
  YearMonth: 'string',
  JSONObject: 'Record<string, unknown>',
};

/** The object types a client cache keeps: every one but introspection's and the operation roots (Query too, unless `withQuery`). */
function cachedObjectTypes(schema: GraphQLSchema, withQuery = false): GraphQLObjectType[] {
  const roots = new Set([schema.getMutationType(), schema.getSubscriptionType()]);
  if (!withQuery) roots.add(schema.getQueryType());
  return Object.values(schema.getTypeMap())
    .filter(isObjectType)
    .filter((type) => !type.name.startsWith('__') && !roots.has(type))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Object types without an `id`, sorted; fails on an `id` that is not `ID!`. */
export function embeddedTypes(schema: GraphQLSchema): string[] {
  const embedded: string[] = [];
  for (const type of cachedObjectTypes(schema)) {
    const id = type.getFields()['id'];
    if (id === undefined) embedded.push(type.name);
    else if (!isNonNullType(id.type) || getNamedType(id.type).name !== 'ID')
      throw new Error(`${type.name}.id is ${String(id.type)}: a normalized cache needs ID!`);
  }
  return embedded;
}

/** The fields whose value is a list (connections are objects, not lists), by object type, Query included. */
export function listFields(schema: GraphQLSchema): Record<string, string[]> {
  const lists: Record<string, string[]> = {};
  for (const type of cachedObjectTypes(schema, true)) {
    const fields = Object.values(type.getFields())
      .filter((field) => isListType(getNullableType(field.type)))
      .map((field) => field.name);
    if (fields.length > 0) lists[type.name] = fields.sort();
  }
  return lists;
}

/** Local plugins: the lists above as TypeScript modules, each value its default export. */
const module = (of: (schema: GraphQLSchema) => unknown): CodegenPlugin => ({
  plugin: (schema) => `export default ${JSON.stringify(of(schema), null, 2)} as const;\n`,
});
const localPlugins: Record<string, CodegenPlugin> = {
  'embedded-types': module(embeddedTypes),
  'list-fields': module(listFields),
};

/** where the client package keeps what codegen writes for it */
const CLIENT = 'packages/client/src/generated/';

/** The client preset over some operations: typed documents with `__typename` on every selection. */
const typedDocuments = (documents: string, presetConfig: Record<string, unknown> = {}) => ({
  preset: 'client' as const,
  documents: [documents],
  presetConfig: { fragmentMasking: false, ...presetConfig },
  documentTransforms: [addTypenameSelectionDocumentTransform],
  config: { useTypeImports: true, enumsAsTypes: true, scalars },
});

const config: CodegenConfig = {
  schema: './src/schema/print.ts',
  ignoreNoDocuments: false,
  // relative imports with .js, as NodeNext resolution wants them
  emitLegacyCommonJSImports: false,
  // the local plugins by name, the others from node_modules
  pluginLoader: async (name) => localPlugins[name] ?? ((await import(name)) as CodegenPlugin),
  generates: {
    'schema.graphql': {
      plugins: ['schema-ast'],
      config: { includeDirectives: false, commentDescriptions: false, sort: false },
    },
    // one client-preset output: typed documents (graphql.ts) and their persisted-operation
    // hashes (persisted-documents.json), each operation's types written once; `__typename` is
    // added to both, so what a cache asks for and what the allowlist runs are the same
    [CLIENT]: typedDocuments('src/operations/*.graphql', { persistedDocuments: true }),
    // the reference console's own operations
    'examples/console/src/generated/': typedDocuments('examples/console/src/operations/*.graphql'),
    [`${CLIENT}possible-types.ts`]: {
      plugins: ['fragment-matcher'],
      config: { apolloClientVersion: 3, deterministic: true },
    },
    [`${CLIENT}urql-introspection.ts`]: {
      plugins: ['urql-introspection'],
      config: { useTypeImports: true },
    },
    [`${CLIENT}embedded-types.ts`]: {
      plugins: ['embedded-types'],
    },
    [`${CLIENT}list-fields.ts`]: {
      plugins: ['list-fields'],
    },
  },
};

export default config;
