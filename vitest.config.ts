import { createRequire } from 'node:module';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import LongestFirst from './test/setup/sequencer.js';

const require = createRequire(import.meta.url);

const SOURCE_CONDITIONS = ['@msp/source', ...defaultServerConditions];

export default defineConfig({
  // tests run in vite's server (ssr) environment, which has conditions of its own
  ssr: { resolve: { conditions: SOURCE_CONDITIONS } },
  resolve: {
    // the client package (@msp/client) is read from its TypeScript sources, as `tsc` reads it
    // (customConditions in tsconfig.json): tests need no build of its dist/, which only its
    // tarball has (npm pack builds it; test/client-package.test.ts installs that)
    conditions: SOURCE_CONDITIONS,
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
    // most files wait on processes, sockets and clocks rather than compute: three at once on
    // two cores (vitest's default there is one) overlap their waiting
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
  },
});
