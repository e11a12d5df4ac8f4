import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships ESM (.mjs) and CJS builds; Node loads the CJS build for the
    // dependencies (Pothos, yoga), so the project's own code must use that same instance
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['test/**/*.test.ts'],
    // a PostgreSQL database per test file, for the order journal
    setupFiles: ['test/setup/database.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    pool: 'forks',
  },
});
