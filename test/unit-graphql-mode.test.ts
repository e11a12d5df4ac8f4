/**
 * graphql-js's mode, as src/index.ts sets it before anything loads graphql: production, whatever
 * NODE_ENV says, and NODE_ENV left as it was for the gateway's own mode.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/** in a fresh process (graphql loads once per process): the mode graphql-js took, and NODE_ENV after */
async function modeIn(env: Record<string, string>): Promise<{ graphql: string; nodeEnv: string }> {
  const script = `
    const { loadGraphqlInProductionMode } = await import('./src/server/graphql-mode.ts');
    loadGraphqlInProductionMode();
    const { createRequire } = await import('node:module');
    const { instanceOf } = createRequire(import.meta.url)('graphql/jsutils/instanceOf.js');
    // the development instanceOf compares names after a failed instanceof; the production one does not
    const graphql = String(instanceOf).includes('toStringTag') ? 'development' : 'production';
    process.stdout.write(JSON.stringify({ graphql, nodeEnv: process.env.NODE_ENV ?? 'unset' }));
  `;
  const { NODE_ENV: _, ...rest } = process.env;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { env: { ...rest, ...env } },
  );
  return JSON.parse(stdout) as { graphql: string; nodeEnv: string };
}

describe('graphql-js under npm start', () => {
  it('runs in production mode with NODE_ENV unset, which stays unset for the gateway', async () => {
    expect(await modeIn({})).toEqual({ graphql: 'production', nodeEnv: 'unset' });
  });

  it('runs in production mode with NODE_ENV=development, which stays development', async () => {
    expect(await modeIn({ NODE_ENV: 'development' })).toEqual({
      graphql: 'production',
      nodeEnv: 'development',
    });
  });
});
