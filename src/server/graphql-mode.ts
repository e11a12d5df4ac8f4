/**
 * graphql-js in its production mode, whatever NODE_ENV says; the gateway's own mode (GraphiQL,
 * the embedded simulator, what production requires) still follows NODE_ENV.
 *
 * graphql-js reads NODE_ENV once, as it loads: outside production, each of its `instanceOf`
 * checks that fails (`isObjectType` of a scalar, `isListType` of an object type: several per
 * field) goes on to compare constructor names, to warn of a second copy of graphql in the
 * process. The gateway has one (the lock file's), so the check never finds anything, and it cost
 * 3.6 % of a request's CPU under `npm start`. Earns bench/results.md "Overhead" for a gateway
 * started without NODE_ENV=production (the bench's own runs it with: same figures).
 *
 * It must run before anything imports graphql: src/index.ts calls it first and imports the rest
 * after it (`import()`), since a bundle's static imports all load before its first line runs.
 */
import { createRequire } from 'node:module';

export function loadGraphqlInProductionMode(): void {
  const mode = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    // graphql has no `exports` map: `import 'graphql'` and this require load the same module
    createRequire(import.meta.url)('graphql');
  } finally {
    if (mode === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = mode;
  }
}
