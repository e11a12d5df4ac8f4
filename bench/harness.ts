/**
 * What the in-process bench scenarios share: a gateway before a simulator with latency
 * injected, a GraphQL call that fails loudly, timing with the partner calls counted, and
 * percentiles.
 */
import { readFileSync } from 'node:fs';
import { startSimulator } from '@msp/partner-simulator';
import { GRAPHQL_TRANSPORT_WS_PROTOCOL, MessageType, parseMessage, type SubscribeMessage } from 'graphql-ws';
import WebSocket from 'ws';
import { buildDist } from '../scripts/build.js';
import { startApp } from '../src/app.js';
import { createLogger } from '../src/observability/logger.js';
import { loadConfig } from '../src/settings/config.js';
import { createTestDatabase, type TestDatabase } from '../test/utils/database.js';
import { type GatewayProcess, type Memory, spawnGateway } from '../test/utils/process.js';

const databases: TestDatabase[] = [];
/** a fresh PostgreSQL database for the order journal of the gateways of one scenario (dropped by `dropBenchDatabases`) */
export async function benchDatabaseUrl(): Promise<string> {
  const database = await createTestDatabase('bench');
  databases.push(database);
  return database.url;
}
export async function dropBenchDatabases(): Promise<void> {
  await Promise.all(databases.splice(0).map((d) => d.drop()));
}
/** `env` with a journal database of its own unless it names one */
const journaled = async (env: Record<string, string>) =>
  env['DATABASE_URL'] !== undefined || env['DATA_DIR'] !== undefined
    ? env
    : { ...env, DATABASE_URL: await benchDatabaseUrl() };

let built: Promise<string> | undefined;
/** the build `npm start` runs (made once per bench run): what ships is what is measured */
export const dist = () => {
  built ??= buildDist();
  return built;
};

/** a gateway in a process of its own, from the build, with `env` */
export async function builtGateway(
  env: Record<string, string>,
  options: { inspect?: boolean } = {},
): Promise<GatewayProcess> {
  const inspect = options.inspect === true ? ['--inspect=127.0.0.1:0'] : [];
  return spawnGateway(await journaled(env), {
    ...options,
    command: [process.execPath, ...inspect, `${await dist()}/index.js`],
  });
}

/** resident memory of a process, in MiB (Linux /proc); NaN when it cannot be read */
export function rssMiB(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** a gateway in this process before a simulator of its own with `latencyMs` on every partner call */
export async function gatewayOn(latencyMs: number, env: Record<string, string> = {}) {
  const simulator = await startSimulator({ clock: 'manual', seed: 1, openOrders: true });
  await fetch(`${simulator.url}/__simulator/faults`, { method: 'POST', body: JSON.stringify({ latencyMs }) });
  const config = loadConfig({
    PORT: '0',
    LOG_LEVEL: 'silent',
    PROVIDER_BASE_URL: simulator.url,
    WATCH_MIN_INTERVAL_MS: '50',
    RATE_LIMIT_PER_MINUTE: '1000000',
    PARTNER_CALLS_PER_MINUTE: '10000000',
    // the dashboard of 50 rows costs more than a front end's default budget
    MAX_COST: '100000',
    ...(await journaled(env)),
  });
  const app = await startApp(config, createLogger('silent'));
  const calls = () => Object.values(simulator.simulator.stats().requests).reduce((sum, n) => sum + n, 0);
  const graphql = async (query: string, variables: Record<string, unknown>, headers = {}) => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const json = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (json.errors !== undefined) throw new Error(JSON.stringify(json.errors));
    return json.data ?? {};
  };
  return {
    simulator,
    app,
    calls,
    graphql,
    close: async () => {
      await app.stop();
      await simulator.close();
    },
  };
}

/** times `run` `runs` times, counting the partner calls made meanwhile */
export async function timed(runs: number, calls: () => number, run: () => Promise<void>) {
  const before = calls();
  const durations: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    durations.push(performance.now() - started);
  }
  return { durations, callsPerRun: (calls() - before) / runs };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** resolves once `done()` holds, checking every 50 ms; refused after a minute, saying `what` */
async function waitFor(done: () => boolean | Promise<boolean>, what: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what()}`);
    await sleep(50);
  }
}

/** a gauge of `url`'s gateway, from its metrics */
async function gauge(url: string, name: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? Number.NaN);
}

/**
 * The first round of a memory figure per stream: opens `count` streams (the `i`-th one's
 * payload) over 100 WebSockets spread over `gateways`, waits for a first `next` of each,
 * measures the first gateway's memory a second later, closes the sockets and waits until every
 * gateway's `openGauge` is back at 0. What each stream holds is measured after it, in a second
 * round: this one also carries what the first use of the path costs once (compiled code, the
 * allocator's growth), which it returns.
 */
export async function firstRound(
  gateways: readonly GatewayProcess[],
  openGauge: string,
  count: number,
  payloadOf: (i: number) => SubscribeMessage['payload'],
): Promise<Memory> {
  const [first] = gateways;
  if (first === undefined) throw new Error('no gateway');
  let answered = 0;
  const problems: string[] = [];
  let opened: Memory | undefined;
  const sockets: WebSocket[] = [];
  const connections = Math.min(100, count);
  try {
    for (let c = 0; c < connections; c++) {
      const url = gateways[c % gateways.length]?.url ?? first.url;
      const socket = new WebSocket(`${url.replace('http', 'ws')}/graphql`, GRAPHQL_TRANSPORT_WS_PROTOCOL);
      sockets.push(socket);
      socket.on('open', () => socket.send(JSON.stringify({ type: MessageType.ConnectionInit })));
      socket.on('error', () => {});
      socket.on('close', (code, reason) => problems.push(`closed ${code} ${reason}`));
      socket.on('message', (data) => {
        const message = parseMessage(String(data));
        if (message.type === MessageType.Next) answered++;
        if (message.type === MessageType.Error) problems.push(String(data).slice(0, 300));
        if (message.type !== MessageType.ConnectionAck) return;
        for (let i = c; i < count; i += connections) {
          const subscribe: SubscribeMessage = {
            id: String(i),
            type: MessageType.Subscribe,
            payload: payloadOf(i),
          };
          socket.send(JSON.stringify(subscribe));
        }
      });
    }
    await waitFor(
      () => answered >= count,
      () => `the first round's first results: ${answered} of ${count}; ${problems.slice(0, 2).join(' / ')}`,
    );
    await sleep(1_000);
    opened = await first.memory();
  } finally {
    for (const socket of sockets) socket.terminate();
  }
  for (const gateway of gateways)
    await waitFor(
      async () => (await gauge(gateway.url, openGauge)) === 0,
      () => `${openGauge} back at 0`,
    );
  if (opened === undefined) throw new Error('the first round measured nothing');
  return opened;
}
