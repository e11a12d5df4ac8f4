/**
 * GraphQL Code Generator: writes schema.graphql (checked in; a test fails when it is out of
 * date), typed documents of the example operations in src/operations (GraphiQL opens with
 * them; tests and benchmarks use them), and their persisted-operation hashes for mobile apps
 * (generated/persisted/persisted-documents.json, for PERSISTED_OPERATIONS_FILE).
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
  generates: {
    'schema.graphql': {
      plugins: ['schema-ast'],
      config: { includeDirectives: false, commentDescriptions: false, sort: false },
    },
    'src/generated/graphql.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: { useTypeImports: true, enumsAsTypes: true, scalars },
    },
    // the client preset is used only for its persisted-documents.json
    'generated/persisted/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, persistedDocuments: true },
      config: { useTypeImports: true, enumsAsTypes: true, scalars },
    },
  },
};

export default config;
