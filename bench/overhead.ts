/**
 * What the gateway costs on top of the partner API: one resource, and a page of 50 records,
 * through the gateway against the REST calls themselves, in the same run, with autocannon.
 * Every request asks for another key (the next SIM card, the next page), so that neither the
 * partner cache nor request coalescing answers repeats; the gateway runs with the partner
 * cache off (its own cost per request) and on (a key seen before is answered from it). CPU per
 * request is the gateway process's user plus system time over the requests it answered. The
 * simulator and the gateway each run in a process of their own, from the build.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { offsetToCursor } from '@pothos/plugin-relay';
import autocannon from 'autocannon';
import { Client } from 'undici';
import { builtGateway, dist, percentile, rssMiB } from './harness.js';
import { startPeer } from './peer.js';

const SIM_CARD = '{ simCard(simCardNumber) { 4 fields } }';
const PAGE = '{ mobileSubscriptions(first: 50, after) { 4 fields } }';
/** the reads measured through every GraphQL server: a row's target is `<server>: <read>` */
export const GRAPHQL_READS = [SIM_CARD, PAGE] as const;
/** the server of the floor's rows (bench/floor.ts) */
export const FLOOR = 'floor: Yoga with no plugin, one undici call';
/** the floor that keeps each answer (bench/floor.ts `memory`): beside the partner cache's rows */
export const FLOOR_FROM_MEMORY = 'floor from memory: Yoga with no plugin, each answer kept';

/**
 * The gateway as its image runs it: NODE_ENV=production, which asks every caller for a
 * credential (an API key here, as a server caller sends it) and turns development checks off.
 */
const BENCH_API_KEY = randomUUID();
const AS_DEPLOYED = {
  NODE_ENV: 'production',
  AUTH_MODE: 'apikey',
  API_KEYS: `bench:${createHash('sha256').update(BENCH_API_KEY).digest('hex')}`,
  METRICS_TOKEN: randomUUID(),
  // required in production; the bench calls by IP address, which is always answered
  PUBLIC_HOSTS: 'localhost',
  // required in production (webhook secrets and push tokens at rest; the reads use neither)
  ENCRYPTION_KEY: randomBytes(32).toString('hex'),
};
const AS_DEPLOYED_HEADERS = { 'x-api-key': BENCH_API_KEY };

/** one request at a time: what a caller waits when nothing else is going on */
export interface LatencyRow {
  target: string;
  p50: number;
  p99: number;
}

export interface OverheadRow {
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** CPU time of the process that answered, per request, in microseconds; NaN when not measured */
  cpuPerRequestUs: number;
  /** the most resident memory the process that answered had under the load, in MiB; NaN when not measured */
  peakRssMiB: number;
  non2xx: number;
}

/** a process of `args` that prints `listening on <url>` once it is */
async function spawnListening(
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
  return { url, child };
}

const spawnSimulator = async () =>
  spawnListening([`${await dist()}/simulator.js`], { SIMULATOR_PORT: '0', SIMULATOR_CLOCK: 'manual' });

/** the floor (bench/floor.ts) before the simulator at `simulatorUrl`, in production mode */
const spawnFloor = (simulatorUrl: string, mode: '' | 'memory' = '') =>
  spawnListening(
    ['--import', 'tsx', fileURLToPath(new URL('floor.ts', import.meta.url)), simulatorUrl, mode],
    { NODE_ENV: 'production' },
  );

/** user plus system CPU time of a process, in microseconds (Linux /proc; clock ticks of 10 ms) */
function cpuTimeUs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return ticks * 10_000;
  } catch {
    return Number.NaN;
  }
}

/** runs autocannon, each request made by `next` (the body, or the path) */
async function measure(
  target: string,
  options: autocannon.Options,
  pid: number | undefined,
): Promise<OverheadRow> {
  // a warm-up, so that neither compiling nor first-use caches are measured
  await autocannon({ ...options, duration: 2 });
  const cpuBefore = cpuTimeUs(pid);
  let peakRssMiB = rssMiB(pid);
  const sampling = setInterval(() => {
    peakRssMiB = Math.max(peakRssMiB, rssMiB(pid));
  }, 100);
  let result: autocannon.Result;
  try {
    result = await autocannon(options);
  } finally {
    clearInterval(sampling);
  }
  const cpu = cpuTimeUs(pid) - cpuBefore;
  return {
    target,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequestUs: cpu / Math.max(1, result.requests.total),
    peakRssMiB,
    non2xx: result.non2xx + result.errors,
  };
}

/** `count` requests one after another on one kept-alive connection, after a warm-up; ms */
async function oneAtATime(
  target: string,
  url: string,
  next: () => { path: string; body?: string; headers?: Record<string, string> },
  count = 2_000,
): Promise<LatencyRow> {
  const client = new Client(url);
  const durations: number[] = [];
  try {
    for (let i = 0; i < count + 200; i++) {
      const { path, body, headers = {} } = next();
      const started = performance.now();
      const response = await client.request({
        path,
        method: body === undefined ? 'GET' : 'POST',
        ...(body === undefined ? {} : { body, headers: { 'content-type': 'application/json', ...headers } }),
      });
      await response.body.text();
      if (response.statusCode !== 200) throw new Error(`${target}: status ${response.statusCode}`);
      if (i >= 200) durations.push(performance.now() - started);
    }
  } finally {
    await client.close();
  }
  return { target, p50: percentile(durations, 50), p99: percentile(durations, 99) };
}

/** a cycle over `items`, one per call */
const cycle = <T>(items: readonly T[]) => {
  let i = 0;
  return () => items[i++ % items.length] as T;
};

export async function overheadScenario(
  durationSeconds: number,
  connections: number,
): Promise<{ rows: OverheadRow[]; latency: LatencyRow[]; peer: string | undefined }> {
  const simulator = await spawnSimulator();
  let peerName: string | undefined;
  const rows: OverheadRow[] = [];
  const latency: LatencyRow[] = [];
  try {
    const sims = (
      (await (await fetch(`${simulator.url}/api/QuerySimcard?take=1000`)).json()) as {
        results: Array<{ simCardNumber: string }>;
      }
    ).results.map((s) => s.simCardNumber);
    const { total } = (await (await fetch(`${simulator.url}/api/QuerySubscription?take=0`)).json()) as {
      total: number;
    };
    const offsets = Array.from({ length: Math.max(1, total - 50) }, (_, i) => i);
    const base = { connections, duration: durationSeconds };
    const nextSim = cycle(sims);
    const simulatorPid = simulator.child.pid;
    latency.push(
      await oneAtATime('REST: GET /api/QuerySimcard?simCardNumber=…', simulator.url, () => ({
        path: `/api/QuerySimcard?simCardNumber=${nextSim()}`,
      })),
    );
    rows.push(
      await measure(
        'REST: GET /api/QuerySimcard?simCardNumber=…',
        {
          ...base,
          url: simulator.url,
          requests: [
            { setupRequest: (req) => ({ ...req, path: `/api/QuerySimcard?simCardNumber=${nextSim()}` }) },
          ],
        },
        simulatorPid,
      ),
    );
    const nextOffset = cycle(offsets);
    rows.push(
      await measure(
        'REST: GET /api/QuerySubscription?skip=…&take=50',
        {
          ...base,
          url: simulator.url,
          requests: [
            {
              setupRequest: (req) => ({
                ...req,
                path: `/api/QuerySubscription?skip=${nextOffset()}&take=50`,
              }),
            },
          ],
        },
        simulatorPid,
      ),
    );
    const simCardQuery = (number: string) =>
      JSON.stringify({
        query: `{ simCard(simCardNumber: "${number}") { simCardNumber status simCardType phoneNumber } }`,
      });
    const pageQuery = (offset: number) =>
      JSON.stringify({
        query: `query($after: String) { mobileSubscriptions(first: 50, after: $after) { edges { node { id phoneNumber state simCardNumber } } } }`,
        variables: { after: offset === 0 ? null : offsetToCursor(offset - 1) },
      });
    /** the one-resource read and the page, through a GraphQL server at `url` */
    const throughGraphQL = async (
      label: string,
      url: string,
      pid: number | undefined,
      bodies: { simCard: (number: string) => string; page: (offset: number) => string },
      headers: Record<string, string>,
    ) => {
      const graphql = (body: () => string): autocannon.Options => ({
        ...base,
        url,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        requests: [{ setupRequest: (req) => ({ ...req, body: body() }) }],
      });
      rows.push(
        await measure(`${label}: ${SIM_CARD}`, graphql(cycle(sims.map(bodies.simCard))), pid),
        await measure(`${label}: ${PAGE}`, graphql(cycle(offsets.map(bodies.page))), pid),
      );
    };
    for (const cache of ['false', 'true'] as const) {
      const gateway = await builtGateway({
        ...AS_DEPLOYED,
        PROVIDER_BASE_URL: simulator.url,
        LOG_LEVEL: 'silent',
        RATE_LIMIT_PER_MINUTE: '1000000',
        PARTNER_CALLS_PER_MINUTE: '10000000',
        PARTNER_CACHE: cache,
      });
      const label = `gateway, partner cache ${cache === 'true' ? 'on' : 'off'}`;
      try {
        if (cache === 'false') {
          const simBody = cycle(sims.map(simCardQuery));
          latency.push(
            await oneAtATime(`${label}: ${SIM_CARD}`, gateway.url, () => ({
              path: '/graphql',
              body: simBody(),
              headers: AS_DEPLOYED_HEADERS,
            })),
          );
        }
        await throughGraphQL(
          label,
          `${gateway.url}/graphql`,
          gateway.child.pid,
          { simCard: simCardQuery, page: pageQuery },
          AS_DEPLOYED_HEADERS,
        );
      } finally {
        await gateway.stop();
      }
    }
    // the floor, and the floor that keeps its answers (beside the partner cache's rows)
    for (const [label, mode] of [
      [FLOOR, ''],
      [FLOOR_FROM_MEMORY, 'memory'],
    ] as const) {
      const floor = await spawnFloor(simulator.url, mode);
      try {
        // one at a time, as the gateway with its cache off: every read a partner call
        if (mode === '') {
          const simBody = cycle(sims.map(simCardQuery));
          latency.push(
            await oneAtATime(`${label}: ${SIM_CARD}`, new URL(floor.url).origin, () => ({
              path: '/graphql',
              body: simBody(),
            })),
          );
        }
        await throughGraphQL(
          label,
          floor.url,
          floor.child.pid,
          { simCard: simCardQuery, page: pageQuery },
          {},
        );
      } finally {
        floor.child.kill('SIGTERM');
      }
    }
    const peer = await startPeer(simulator.url, { NODE_ENV: 'production' });
    if (peer !== undefined) {
      try {
        await throughGraphQL(peer.name, peer.url, peer.child.pid, peer, {});
        peerName = peer.name;
      } finally {
        await peer.stop();
      }
    }
    return { rows, latency, peer: peerName };
  } finally {
    simulator.child.kill('SIGTERM');
  }
}
