/**
 * GraphQL Code Generator: writes schema.graphql (checked in; a test fails when it is out of
 * date) and typed documents of the example operations in src/operations, which GraphiQL
 * opens with and the tests use. Run `npm run codegen` after changing the schema.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: './src/schema/print.ts',
  documents: ['src/operations/*.graphql'],
  ignoreNoDocuments: false,
  // ESM: relative imports of the generated files carry their .js extension
  emitLegacyCommonJSImports: false,
  generates: {
    'schema.graphql': {
      plugins: ['schema-ast'],
      config: { includeDirectives: false, commentDescriptions: false, sort: false },
    },
    'src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: {
          DateTime: 'string',
          Date: 'string',
          YearMonth: 'string',
          JSONObject: 'Record<string, unknown>',
        },
      },
    },
  },
};

export default config;
