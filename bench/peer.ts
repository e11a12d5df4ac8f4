/**
 * The peer the overhead bench compares the gateway with, side by side in the same run: Hive
 * Gateway serving a supergraph that GraphQL Mesh composes from the simulator's OpenAPI document.
 * It runs when BENCH_PEER_DIR names a directory where these are installed:
 *
 *   npm i @graphql-hive/gateway@2 @graphql-mesh/compose-cli @omnigraph/openapi
 *
 * The peer is not a dependency of the project: it is large, and only this comparison uses it.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../test/utils/ports.js';

export interface Peer {
  name: string;
  url: string;
  child: ChildProcess;
  /** the same two reads as the gateway's, in the peer's schema */
  simCard(simCardNumber: string): string;
  page(skip: number): string;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** The peer before `simulatorUrl`, or undefined when BENCH_PEER_DIR is not set. */
export async function startPeer(
  simulatorUrl: string,
  env: Record<string, string>,
): Promise<Peer | undefined> {
  const dir = process.env['BENCH_PEER_DIR'];
  if (dir === undefined || dir === '') return undefined;
  const bin = (name: string) => join(dir, 'node_modules', '.bin', name);
  const config = join(dir, 'bench-mesh.config.mjs');
  const supergraph = join(dir, 'bench-supergraph.graphql');
  writeFileSync(
    config,
    `import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';
export const composeConfig = defineConfig({
  subgraphs: [{ sourceHandler: loadOpenAPISubgraph('Partner', { source: '${simulatorUrl}/openapi.json', endpoint: '${simulatorUrl}' }) }],
});
`,
  );
  await promisify(execFile)(bin('mesh-compose'), ['-c', config, '-o', supergraph], { cwd: dir });
  const port = await freePort();
  const child = spawn(
    bin('hive-gateway'),
    ['supergraph', supergraph, '--host', '127.0.0.1', '--port', String(port), '--fork', '1'],
    { cwd: dir, env: { ...process.env, ...env }, stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}/graphql`;
  const deadline = Date.now() + 60_000;
  while (!(await answers(url))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the peer did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const { version } = JSON.parse(
    readFileSync(join(dir, 'node_modules', '@graphql-hive', 'gateway', 'package.json'), 'utf8'),
  ) as { version: string };
  return {
    name: `Hive Gateway ${version}`,
    url,
    child,
    simCard: (simCardNumber) =>
      JSON.stringify({
        query: `{ QuerySimcard(simCardNumber: "${simCardNumber}") { ... on QuerySimcard_200_response { results { simCardNumber status simCardType phoneNumber } } } }`,
      }),
    page: (skip) =>
      JSON.stringify({
        query:
          'query($skip: NonNegativeInt) { QuerySubscription(take: 50, skip: $skip) { ... on QuerySubscription_200_response { results { id phoneNumber state simCardNumber } } } }',
        variables: { skip },
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
