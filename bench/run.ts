/**
 * `npm run bench`: measured figures of the gateway, printed as a table and written to
 * bench/results.md with the machine and the date. Every scenario is bounded in time.
 *
 * Scenarios:
 * - dashboard: the GraphiQL dashboard query (first: 50), provider calls and latency with
 *   the loaders on and with the naive one-call-per-field path, 20 ms of latency injected
 *   at the simulator on every provider call.
 * - overhead: a one-resource query through the gateway against the same REST call made
 *   directly to the simulator (see ./overhead.ts).
 * - subscriptions: 1,000 and 10,000 WebSocket subscribers on 100 and 1,000 activations, and
 *   1,000 across two instances on Redis (see ./subscriptions.ts).
 *
 * BENCH_ONLY=overhead, dashboard or subscriptions runs one part.
 */

import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { startSimulator } from '@msp/partner-simulator';
import { print } from 'graphql';
import { startApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { DashboardDocument } from '../src/generated/graphql.js';
import { createLogger } from '../src/logger.js';
import { type OverheadRow, overheadScenario } from './overhead.js';
import { startupScenario, startupTable } from './startup.js';
import { type SubscriptionRow, subscriptionScenario } from './subscriptions.js';

interface Row {
  scenario: string;
  variant: string;
  runs: number;
  callsPerRun: number;
  p50: number;
  p99: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

async function dashboard(runs: number, latencyMs: number): Promise<Row[]> {
  const simulator = await startSimulator({ clock: 'manual', seed: 1, openOrders: true });
  const rows: Row[] = [];
  try {
    await fetch(`${simulator.url}/__simulator/faults`, {
      method: 'POST',
      body: JSON.stringify({ latencyMs }),
    });
    for (const mode of ['batched', 'naive'] as const) {
      const config = loadConfig({
        PORT: '0',
        LOG_LEVEL: 'silent',
        PROVIDER_BASE_URL: simulator.url,
        LOADER_MODE: mode,
      });
      const app = await startApp(config, createLogger('silent'));
      const body = JSON.stringify({ query: print(DashboardDocument), variables: { first: 50 } });
      const run = async () => {
        const response = await fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        const json = (await response.json()) as { errors?: unknown[] };
        if (json.errors !== undefined) throw new Error(`dashboard failed: ${JSON.stringify(json.errors)}`);
      };
      await run(); // warm-up: learns list sizes, JIT
      const before = simulator.simulator.stats().requests;
      const durations: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        await run();
        durations.push(performance.now() - started);
      }
      const after = simulator.simulator.stats().requests;
      const calls = Object.entries(after).reduce((sum, [op, n]) => sum + n - (before[op] ?? 0), 0);
      rows.push({
        scenario: `dashboard (first: 50), ${latencyMs} ms upstream latency`,
        variant: mode === 'batched' ? 'loaders' : 'naive',
        runs,
        callsPerRun: calls / runs,
        p50: percentile(durations, 50),
        p99: percentile(durations, 99),
      });
      await app.stop();
    }
  } finally {
    await simulator.close();
  }
  return rows;
}

function table(rows: Row[]): string {
  const header =
    '| scenario | variant | runs | provider calls per run | p50 ms | p99 ms |\n|---|---|---:|---:|---:|---:|';
  const lines = rows.map(
    (r) =>
      `| ${r.scenario} | ${r.variant} | ${r.runs} | ${r.callsPerRun.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`,
  );
  return [header, ...lines].join('\n');
}

function subscriptionTable(rows: SubscriptionRow[]): string {
  const header =
    '| instances | subscribers | activations | gateway RSS per subscriber | QueryActivation calls per tick | change-to-push p50 ms | p99 ms | delivered |\n|---:|---:|---:|---:|---:|---:|---:|---:|';
  const lines = rows.map(
    (r) =>
      `| ${r.instances} | ${r.subscribers} | ${r.activations} | ${r.rssPerSubscriberKiB.toFixed(1)} KiB | ${r.callsPerTick.toFixed(1)} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.delivered} |`,
  );
  return [header, ...lines].join('\n');
}

function overheadTable(rows: OverheadRow[]): string {
  const header = '| target | requests/s | p50 ms | p99 ms | non-2xx or errors |\n|---|---:|---:|---:|---:|';
  const lines = rows.map(
    (r) =>
      `| ${r.target} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.non2xx} |`,
  );
  const [direct, graph] = rows;
  const ratio =
    direct !== undefined && graph !== undefined
      ? `\n\nThe gateway serves ${((graph.requestsPerSecond / direct.requestsPerSecond) * 100).toFixed(0)} % of the direct call's throughput and adds ${(graph.p50 - direct.p50).toFixed(0)} ms at p50, ${(graph.p99 - direct.p99).toFixed(0)} ms at p99 (autocannon reports whole milliseconds).`
      : '';
  return [header, ...lines].join('\n') + ratio;
}

const only = process.env['BENCH_ONLY'];
const runs = Number(process.env['BENCH_RUNS'] ?? 20);
const sections: string[] = [];
if (only === undefined || only === 'startup') {
  const rows = await startupScenario(5);
  sections.push(
    `## Start-up and idle memory\n\nOne gateway with the embedded simulator, 5 starts each; RSS 2 s after /health first answers.\n\n${startupTable(rows)}`,
  );
  process.stdout.write(`${startupTable(rows)}\n`);
}
if (only === undefined || only === 'overhead') {
  const rows = await overheadScenario(10, 10);
  sections.push(
    `## Overhead: one resource through the gateway against the REST call itself\n\nautocannon, 10 connections, 10 s each, simulator and gateway in processes of their own.\n\n${overheadTable(rows)}`,
  );
  process.stdout.write(`${overheadTable(rows)}\n`);
}
if (only === undefined || only === 'dashboard') {
  const rows = await dashboard(runs, 20);
  sections.push(`## Dashboard query: loaders against the naive path\n\n${table(rows)}`);
}
if (only === undefined || only === 'subscriptions') {
  const rows: SubscriptionRow[] = [];
  for (const [subscribers, activations] of [
    [1_000, 100],
    [1_000, 1_000],
    [10_000, 100],
    [10_000, 1_000],
  ] as const) {
    rows.push(await subscriptionScenario(subscribers, activations));
    process.stdout.write(`${subscriptionTable(rows.slice(-1))}\n`);
  }
  const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
  rows.push(await subscriptionScenario(1_000, 100, 2, redisUrl));
  process.stdout.write(`${subscriptionTable(rows.slice(-1))}\n`);
  sections.push(
    `## Subscriptions over WebSocket\n\nPolls every 1 s while orders are young; each gateway runs in its own process; the last row runs two instances on Redis, the subscribers spread over both. Change-to-push is measured from a clock advance at the simulator, so it includes up to one poll interval.\n\n${subscriptionTable(rows)}`,
  );
}
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const report = `# Benchmark results\n\n${new Date().toISOString()} on ${machine}. Command: \`npm run bench\`.\n\n${sections.join('\n\n')}\n`;
process.stdout.write(`${report}\n`);
writeFileSync(new URL('./results.md', import.meta.url), report);
process.stdout.write('written to bench/results.md\n');
