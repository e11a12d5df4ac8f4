/**
 * Two builds of the gateway under the same load at the same time: what a change to the request
 * path does to the CPU each request costs, on a machine whose speed drifts (a shared host),
 * where rows measured one after another differ by more than the change. Both builds run before
 * one simulator, each with its own autocannon (5 connections), in rounds; each round prints
 * both builds' CPU per request and their ratio, and the end the medians.
 *
 *   npm run build && cp -r dist/builds/<id> dist/ab/before      # the next build removes it
 *   (change, then) npm run build && cp -r dist/builds/<id> dist/ab/after
 *   npm run bench:side-by-side -- dist/ab/before dist/ab/after [sim|page] [off|on]
 *
 * `sim` is the overhead part's SIM card read, `page` its page of 50; `off` and `on` the partner
 * cache. SIDE_BY_SIDE_ROUNDS (8) and SIDE_BY_SIDE_SECONDS (5) set the rounds. The gateways run
 * as the overhead part runs them (bench/overhead.ts `measuredGateway`), their journal on a database
 * of their own.
 */
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { spawnGateway } from '../test/utils/process.js';
import { benchDatabaseUrl, dropBenchDatabases, percentile } from './harness.js';
import {
  AS_DEPLOYED_HEADERS,
  cpuTimeUs,
  keysOf,
  measuredGateway,
  pageQuery,
  simCardQuery,
  spawnSimulator,
} from './overhead.js';

const [before, after, read = 'sim', cache = 'off'] = process.argv.slice(2);
if (
  before === undefined ||
  after === undefined ||
  !['sim', 'page'].includes(read) ||
  !['off', 'on'].includes(cache)
)
  throw new Error('usage: side-by-side.ts <build dir> <build dir> [sim|page] [off|on]');
const rounds = Number(process.env['SIDE_BY_SIDE_ROUNDS'] ?? 8);
const seconds = Number(process.env['SIDE_BY_SIDE_SECONDS'] ?? 5);

const simulator = await spawnSimulator();
const { sims, offsets } = await keysOf(simulator.url);
let next = 0;
const body =
  read === 'sim'
    ? () => simCardQuery(sims[next++ % sims.length] ?? '')
    : () => pageQuery(offsets[next++ % offsets.length] ?? 0);

const database = await benchDatabaseUrl();
const builds = [before, after];
const gateways = await Promise.all(
  builds.map((dir) =>
    spawnGateway(
      { ...measuredGateway(simulator.url, cache === 'on' ? 'on' : 'off'), DATABASE_URL: database },
      { command: [process.execPath, resolve(dir, 'index.js')] },
    ),
  ),
);
const load = (url: string, duration: number) =>
  autocannon({
    url: `${url}/graphql`,
    connections: 5,
    duration,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...AS_DEPLOYED_HEADERS },
    requests: [{ setupRequest: (req) => ({ ...req, body: body() }) }],
  });
try {
  await Promise.all(gateways.map((gateway) => load(gateway.url, 3)));
  const perRequest = builds.map(() => [] as number[]);
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const cpuBefore = gateways.map((gateway) => cpuTimeUs(gateway.child.pid));
    const results = await Promise.all(gateways.map((gateway) => load(gateway.url, seconds)));
    const us = gateways.map(
      (gateway, i) =>
        (cpuTimeUs(gateway.child.pid) - (cpuBefore[i] ?? 0)) / Math.max(1, results[i]?.requests.total ?? 0),
    );
    for (const [i, value] of us.entries()) perRequest[i]?.push(value);
    const [a = Number.NaN, b = Number.NaN] = us;
    ratios.push(b / a);
    process.stdout.write(
      `round ${round + 1}: ${a.toFixed(0)} µs, ${b.toFixed(0)} µs per request; after/before ${(b / a).toFixed(3)}\n`,
    );
  }
  process.stdout.write(
    `median: ${builds.map((dir, i) => `${dir} ${percentile(perRequest[i] ?? [], 50).toFixed(0)} µs`).join(', ')}; after/before ${percentile(ratios, 50).toFixed(3)} (from ${Math.min(...ratios).toFixed(3)} to ${Math.max(...ratios).toFixed(3)})\n`,
  );
} finally {
  await Promise.all(gateways.map((gateway) => gateway.stop()));
  simulator.child.kill('SIGTERM');
  await dropBenchDatabases();
}
