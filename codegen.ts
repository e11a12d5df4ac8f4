/**
 * GraphQL Code Generator: writes schema.graphql (checked in; a test fails when it is out of
 * date), and, with the client preset, typed documents of the example operations in
 * src/operations (GraphiQL opens with them; tests and benchmarks use them) together with
 * their persisted-operation hashes for mobile apps (src/generated/persisted-documents.json,
 * for PERSISTED_OPERATIONS_FILE).
 * Run `npm run codegen` after changing the schema or an operation.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = {
  DateTime: 'string',
  Date: 'string',
  YearMonth: 'string',
  JSONObject: 'Record<string, unknown>',
};

const config: CodegenConfig = {
  schema: './src/schema/print.ts',
  documents: ['src/operations/*.graphql'],
  ignoreNoDocuments: false,
  // relative imports with .js, as NodeNext resolution wants them
  emitLegacyCommonJSImports: false,
  generates: {
    'schema.graphql': {
      plugins: ['schema-ast'],
      config: { includeDirectives: false, commentDescriptions: false, sort: false },
    },
    // one client-preset output: typed documents (graphql.ts) and their persisted-operation
    // hashes (persisted-documents.json), each operation's types written once
    'src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, persistedDocuments: true },
      config: { useTypeImports: true, enumsAsTypes: true, scalars },
    },
  },
};

export default config;
