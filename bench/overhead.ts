/**
 * What the gateway costs on top of the partner API: one resource, and a page of 50 records,
 * through the gateway against the REST calls themselves, in the same run, with autocannon.
 * Every request asks for another key (the next SIM card, the next page), so that neither the
 * partner cache nor request coalescing answers repeats; the gateway runs with the partner
 * cache off (its own cost per request) and on (a key seen before is answered from it). CPU per
 * request is the answering process's user plus system time over the requests it answered. The
 * simulator and every server each run in a process of their own, from the build.
 *
 * Every server is started first, and the targets are then measured in interleaved rounds (each
 * target for a share of its time, one after another, round after round), one at a time: a
 * machine whose speed changes over minutes (a shared host) changes every target's figures
 * alike, so that the ratios between them (to the peer, to the floor) hold.
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
export const AS_DEPLOYED_HEADERS = { 'x-api-key': BENCH_API_KEY };

/** a measured gateway's settings: as deployed, before the simulator at `simulatorUrl`, no limit in the way */
export const measuredGateway = (simulatorUrl: string, cache: 'off' | 'on') => ({
  ...AS_DEPLOYED,
  PROVIDER_BASE_URL: simulatorUrl,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '1000000',
  PARTNER_CALLS_PER_MINUTE: '10000000',
  PARTNER_CACHE: String(cache === 'on'),
});

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

export const spawnSimulator = async () =>
  spawnListening([`${await dist()}/simulator.js`], { SIMULATOR_PORT: '0', SIMULATOR_CLOCK: 'manual' });

/** the floor (bench/floor.ts) before the simulator at `simulatorUrl`, in production mode */
const spawnFloor = (simulatorUrl: string, mode: '' | 'memory' = '') =>
  spawnListening(
    ['--import', 'tsx', fileURLToPath(new URL('floor.ts', import.meta.url)), simulatorUrl, mode],
    { NODE_ENV: 'production' },
  );

/** user plus system CPU time of a process, in microseconds (Linux /proc; clock ticks of 10 ms) */
export function cpuTimeUs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return ticks * 10_000;
  } catch {
    return Number.NaN;
  }
}

/** one target of the interleaved rounds: autocannon's options, and the process that answers */
interface Target {
  target: string;
  options: autocannon.Options;
  pid: number | undefined;
}

/** what each round of one target came to */
interface Round {
  requests: number;
  seconds: number;
  cpuUs: number;
  p50: number;
  p99: number;
  peakRssMiB: number;
  non2xx: number;
}

/** one round of `target`: `seconds` of its load, its CPU and its memory sampled meanwhile */
async function round(target: Target, seconds: number): Promise<Round> {
  const cpuBefore = cpuTimeUs(target.pid);
  let peakRssMiB = rssMiB(target.pid);
  const sampling = setInterval(() => {
    peakRssMiB = Math.max(peakRssMiB, rssMiB(target.pid));
  }, 100);
  let result: autocannon.Result;
  try {
    result = await autocannon({ ...target.options, duration: seconds });
  } finally {
    clearInterval(sampling);
  }
  return {
    requests: result.requests.total,
    seconds: result.duration,
    cpuUs: cpuTimeUs(target.pid) - cpuBefore,
    p50: result.latency.p50,
    p99: result.latency.p99,
    peakRssMiB,
    non2xx: result.non2xx + result.errors,
  };
}

/**
 * Each target warmed up (so that neither compiling nor first-use caches are measured), then
 * `rounds` rounds of `seconds / rounds` each, every target once per round in turn. A row sums
 * its rounds (requests over time, CPU over requests); its p50 and p99 are the medians of its
 * rounds', its peak RSS the most of any.
 */
async function interleaved(
  targets: readonly Target[],
  seconds: number,
  rounds: number,
): Promise<OverheadRow[]> {
  for (const target of targets) await autocannon({ ...target.options, duration: 2 });
  const measured = targets.map(() => [] as Round[]);
  for (let r = 0; r < rounds; r++) {
    for (const [i, target] of targets.entries()) measured[i]?.push(await round(target, seconds / rounds));
  }
  const median = (values: number[]) => percentile(values, 50);
  return targets.map(({ target }, i) => {
    const of = measured[i] ?? [];
    const sum = (pick: (r: Round) => number) => of.reduce((total, r) => total + pick(r), 0);
    const requests = sum((r) => r.requests);
    return {
      target,
      requestsPerSecond:
        requests /
        Math.max(
          1e-9,
          sum((r) => r.seconds),
        ),
      p50: median(of.map((r) => r.p50)),
      p99: median(of.map((r) => r.p99)),
      cpuPerRequestUs: sum((r) => r.cpuUs) / Math.max(1, requests),
      peakRssMiB: Math.max(...of.map((r) => r.peakRssMiB)),
      non2xx: sum((r) => r.non2xx),
    };
  });
}

/** a read made one request at a time: where to, and the next request */
interface LatencyTarget {
  target: string;
  url: string;
  next: () => { path: string; body?: string; headers?: Record<string, string> };
}

/**
 * `count` requests of each target one after another, each on one kept-alive connection of its
 * own, after 200 of warm-up: in `rounds` blocks, every target's block in turn; ms
 */
async function oneAtATime(
  targets: readonly LatencyTarget[],
  count = 2_000,
  rounds = 4,
): Promise<LatencyRow[]> {
  const clients = targets.map(({ url }) => new Client(url));
  const durations = targets.map(() => [] as number[]);
  const block = async (i: number, requests: number, keep: boolean) => {
    const target = targets[i];
    const client = clients[i];
    if (target === undefined || client === undefined) return;
    for (let k = 0; k < requests; k++) {
      const { path, body, headers = {} } = target.next();
      const started = performance.now();
      const response = await client.request({
        path,
        method: body === undefined ? 'GET' : 'POST',
        ...(body === undefined ? {} : { body, headers: { 'content-type': 'application/json', ...headers } }),
      });
      await response.body.text();
      if (response.statusCode !== 200) throw new Error(`${target.target}: status ${response.statusCode}`);
      if (keep) durations[i]?.push(performance.now() - started);
    }
  };
  try {
    for (const i of targets.keys()) await block(i, 200, false);
    for (let r = 0; r < rounds; r++) for (const i of targets.keys()) await block(i, count / rounds, true);
  } finally {
    await Promise.all(clients.map((client) => client.close()));
  }
  return targets.map(({ target }, i) => ({
    target,
    p50: percentile(durations[i] ?? [], 50),
    p99: percentile(durations[i] ?? [], 99),
  }));
}

/** a cycle over `items`, one per call */
const cycle = <T>(items: readonly T[]) => {
  let i = 0;
  return () => items[i++ % items.length] as T;
};

/** a GraphQL server of the comparison: its URL, the process that answers, and how to stop it */
interface Server {
  label: string;
  url: string;
  pid: number | undefined;
  headers: Record<string, string>;
  bodies: { simCard: (number: string) => string; page: (offset: number) => string };
  stop(): Promise<void>;
}

/** the two reads' request bodies, as the gateway and the floor are asked them */
export const simCardQuery = (number: string) =>
  JSON.stringify({
    query: `{ simCard(simCardNumber: "${number}") { simCardNumber status simCardType phoneNumber } }`,
  });
export const pageQuery = (offset: number) =>
  JSON.stringify({
    query: `query($after: String) { mobileSubscriptions(first: 50, after: $after) { edges { node { id phoneNumber state simCardNumber } } } }`,
    variables: { after: offset === 0 ? null : offsetToCursor(offset - 1) },
  });

/** the keys the reads cycle through: the simulator's SIM card numbers, and every page's offset */
export async function keysOf(simulatorUrl: string): Promise<{ sims: string[]; offsets: number[] }> {
  const sims = (
    (await (await fetch(`${simulatorUrl}/api/QuerySimcard?take=1000`)).json()) as {
      results: Array<{ simCardNumber: string }>;
    }
  ).results.map((s) => s.simCardNumber);
  const { total } = (await (await fetch(`${simulatorUrl}/api/QuerySubscription?take=0`)).json()) as {
    total: number;
  };
  return { sims, offsets: Array.from({ length: Math.max(1, total - 50) }, (_, i) => i) };
}

export async function overheadScenario(
  durationSeconds: number,
  connections: number,
  rounds = 5,
): Promise<{ rows: OverheadRow[]; latency: LatencyRow[]; peer: string | undefined }> {
  const simulator = await spawnSimulator();
  const servers: Server[] = [];
  try {
    const { sims, offsets } = await keysOf(simulator.url);
    const ours = { simCard: simCardQuery, page: pageQuery };
    // every server up before the first round, in the order of the rows
    for (const cache of ['off', 'on'] as const) {
      const gateway = await builtGateway(measuredGateway(simulator.url, cache));
      servers.push({
        label: `gateway, partner cache ${cache}`,
        url: `${gateway.url}/graphql`,
        pid: gateway.child.pid,
        headers: AS_DEPLOYED_HEADERS,
        bodies: ours,
        stop: () => gateway.stop(),
      });
    }
    for (const [label, mode] of [
      [FLOOR, ''],
      [FLOOR_FROM_MEMORY, 'memory'],
    ] as const) {
      const floor = await spawnFloor(simulator.url, mode);
      servers.push({
        label,
        url: floor.url,
        pid: floor.child.pid,
        headers: {},
        bodies: ours,
        stop: async () => {
          floor.child.kill('SIGTERM');
        },
      });
    }
    const peer = await startPeer(simulator.url, { NODE_ENV: 'production' });
    if (peer !== undefined)
      servers.push({
        label: peer.name,
        url: peer.url,
        pid: peer.child.pid,
        headers: {},
        bodies: peer,
        stop: () => peer.stop(),
      });

    const base = { connections };
    const nextSim = cycle(sims);
    const nextOffset = cycle(offsets);
    const rest = (path: () => string): autocannon.Options => ({
      ...base,
      url: simulator.url,
      requests: [{ setupRequest: (req) => ({ ...req, path: path() }) }],
    });
    const graphql = (server: Server, body: () => string): autocannon.Options => ({
      ...base,
      url: server.url,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...server.headers },
      requests: [{ setupRequest: (req) => ({ ...req, body: body() }) }],
    });
    const targets: Target[] = [
      {
        target: 'REST: GET /api/QuerySimcard?simCardNumber=…',
        options: rest(() => `/api/QuerySimcard?simCardNumber=${nextSim()}`),
        pid: simulator.child.pid,
      },
      {
        target: 'REST: GET /api/QuerySubscription?skip=…&take=50',
        options: rest(() => `/api/QuerySubscription?skip=${nextOffset()}&take=50`),
        pid: simulator.child.pid,
      },
      ...servers.flatMap((server) => [
        {
          target: `${server.label}: ${SIM_CARD}`,
          options: graphql(server, cycle(sims.map(server.bodies.simCard))),
          pid: server.pid,
        },
        {
          target: `${server.label}: ${PAGE}`,
          options: graphql(server, cycle(offsets.map(server.bodies.page))),
          pid: server.pid,
        },
      ]),
    ];
    const rows = await interleaved(targets, durationSeconds, rounds);

    // one at a time: the REST call, and the gateway and the floor each making it for every read
    const oneByOne = (server: Server | undefined): LatencyTarget[] => {
      if (server === undefined) return [];
      const body = cycle(sims.map(simCardQuery));
      const { origin, pathname } = new URL(server.url);
      return [
        {
          target: `${server.label}: ${SIM_CARD}`,
          url: origin,
          next: () => ({ path: pathname, body: body(), headers: server.headers }),
        },
      ];
    };
    const latency = await oneAtATime([
      {
        target: 'REST: GET /api/QuerySimcard?simCardNumber=…',
        url: simulator.url,
        next: () => ({ path: `/api/QuerySimcard?simCardNumber=${nextSim()}` }),
      },
      ...oneByOne(servers.find((s) => s.label === 'gateway, partner cache off')),
      ...oneByOne(servers.find((s) => s.label === FLOOR)),
    ]);
    return { rows, latency, peer: peer?.name };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    simulator.child.kill('SIGTERM');
  }
}
