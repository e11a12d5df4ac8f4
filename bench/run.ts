/**
 * `npm run bench`: measured figures of the gateway, printed as a table and written to
 * bench/results.md with the machine and the date. Every scenario is bounded in time.
 *
 * Scenarios:
 * - dashboard: the GraphiQL dashboard query (first: 50), provider calls and latency with
 *   the loaders on and with the naive one-call-per-field path, 20 ms of latency injected
 *   at the simulator on every provider call.
 * - overhead: a one-resource query and a page of 50 through the gateway against the same
 *   REST calls made directly to the simulator, requests/s and CPU per request, distinct keys
 *   (see ./overhead.ts).
 * - cache: the dashboard cold and warm at 0, 20 and 200 ms upstream latency, and the first
 *   read after an order reached DONE (see ./cache.ts).
 * - subscriptions: 1,000 and 10,000 WebSocket subscribers on 100 and 1,000 activations, and
 *   1,000 across two instances on Redis (see ./subscriptions.ts), each BENCH_SUBSCRIPTION_RUNS
 *   times (3), the run with the median poll-to-push p99 kept.
 *
 * - journal: what the order journal adds to an order, and the time to record a poll in which
 *   1,000 followed activations change, on PostgreSQL and the embedded PGlite (see ./journal.ts).
 *
 * - webhooks: messages per second to a local receiver, on PostgreSQL and PGlite, the time
 *   from an order reaching DONE at the partner to the receiver's 2xx, and a healthy receiver's
 *   order.placed alone and beside one that never answers (see ./webhooks.ts).
 *
 * - defer: the Dashboard's first part with 1.5 s of partner latency on invoices, against the
 *   page without its deferred fields (see ./defer.ts).
 *
 * - live: 1,000 live queries on 100 subscriptions, one order completing on each: memory per
 *   live query, and the time from the watcher's poll to each new result (see ./live-queries.ts).
 *
 * BENCH_ONLY=startup,overhead,cache,dashboard,defer,live,journal,webhooks,subscriptions (any of them, comma-separated) runs
 * those parts; results.json keeps every part's last figures, results.md shows them all, and
 * each part is compared with its previous run.
 */

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { DashboardDocument } from '@msp/client';
import { print } from 'graphql';
import { afterDoneScenario, type CacheRow, cacheTable, dashboardCacheScenario } from './cache.js';
import { deferScenario, deferTable } from './defer.js';
import { dropBenchDatabases, gatewayOn, percentile, timed } from './harness.js';
import { journalScenario, journalTable } from './journal.js';
import { liveQueryScenario, liveQueryTable } from './live-queries.js';
import {
  FLOOR,
  FLOOR_FROM_MEMORY,
  GRAPHQL_READS,
  type LatencyRow,
  type OverheadRow,
  overheadScenario,
} from './overhead.js';
import { startupScenario, startupTable } from './startup.js';
import { type SubscriptionRow, subscriptionScenario } from './subscriptions.js';
import { webhookScenario, webhookTable } from './webhooks.js';

interface Row {
  scenario: string;
  variant: string;
  runs: number;
  callsPerRun: number;
  p50: number;
  p99: number;
}

async function dashboard(runs: number, latencyMs: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const mode of ['batched', 'naive'] as const) {
    // the loaders are measured, not the partner cache
    const gw = await gatewayOn(latencyMs, { LOADER_MODE: mode, PARTNER_CACHE: 'false' });
    try {
      const query = print(DashboardDocument);
      await gw.graphql(query, { first: 50, deferSlow: false }); // warm-up: learns list sizes, JIT
      const { durations, callsPerRun } = await timed(runs, gw.calls, async () => {
        await gw.graphql(query, { first: 50, deferSlow: false });
      });
      rows.push({
        scenario: `dashboard (first: 50), ${latencyMs} ms upstream latency`,
        variant: mode === 'batched' ? 'loaders' : 'naive',
        runs,
        callsPerRun,
        p50: percentile(durations, 50),
        p99: percentile(durations, 99),
      });
    } finally {
      await gw.close();
    }
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

/** a subscription scenario's median run, with the poll-to-push p99 of every run */
type MedianRow = SubscriptionRow & { pollToPushP99s: number[] };

/**
 * Runs of each subscription scenario: on 2 cores shared with the simulator and ten thousand
 * clients, one run's poll-to-push p99 differs from the next by up to a third.
 */
const SUBSCRIPTION_RUNS = Number(process.env['BENCH_SUBSCRIPTION_RUNS'] ?? 3);

/** the run whose poll-to-push p99 is the median of `runs` */
async function medianRun(runs: number, scenario: () => Promise<SubscriptionRow>): Promise<MedianRow> {
  const rows: SubscriptionRow[] = [];
  for (let i = 0; i < runs; i++) rows.push(await scenario());
  rows.sort((a, b) => a.pollToPushP99 - b.pollToPushP99);
  const median = rows[Math.floor((rows.length - 1) / 2)];
  if (median === undefined) throw new Error('BENCH_SUBSCRIPTION_RUNS must be at least 1');
  return { ...median, pollToPushP99s: rows.map((r) => r.pollToPushP99) };
}

function subscriptionTable(rows: MedianRow[]): string {
  const header =
    '| instances | subscribers | activations | gateway RSS per subscriber | the same, the first round | QueryActivation calls per tick | change-to-push p50 ms | p99 ms | poll-to-push p50 ms | p99 ms | poll-to-push p99 of each run | delivered |\n|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
  const lines = rows.map(
    (r) =>
      `| ${r.instances} | ${r.subscribers} | ${r.activations} | ${r.rssPerSubscriberKiB.toFixed(1)} KiB | ${r.firstRssPerSubscriberKiB.toFixed(1)} KiB | ${r.callsPerTick.toFixed(1)} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.pollToPushP50.toFixed(0)} | ${r.pollToPushP99.toFixed(0)} | ${r.pollToPushP99s.map((v) => v.toFixed(0)).join(', ')} | ${r.delivered} |`,
  );
  return [header, ...lines].join('\n');
}

function latencyTable(rows: LatencyRow[]): string {
  const rest = rows[0]?.p50 ?? Number.NaN;
  const header = '| target | p50 ms | p99 ms | p50 added over REST, ms |\n|---|---:|---:|---:|';
  const lines = rows.map(
    (r) => `| ${r.target} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${(r.p50 - rest).toFixed(2)} |`,
  );
  return [header, ...lines].join('\n');
}

function overheadTable(rows: OverheadRow[]): string {
  const header =
    '| target | requests/s | CPU per request, µs | p50 ms | p99 ms | peak RSS, MiB | non-2xx or errors |\n|---|---:|---:|---:|---:|---:|---:|';
  const lines = rows.map(
    (r) =>
      `| ${r.target} | ${r.requestsPerSecond.toFixed(0)} | ${Number.isNaN(r.cpuPerRequestUs) ? '' : r.cpuPerRequestUs.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${Number.isNaN(r.peakRssMiB) ? '' : r.peakRssMiB.toFixed(0)} | ${r.non2xx} |`,
  );
  return [header, ...lines].join('\n');
}

/**
 * The gateway against the peer, per read, with the partner cache off and on: how many times
 * its throughput, what share of its CPU and memory; and beside each the floor's throughput
 * against the peer's (bench/floor.ts: with the cache off, one undici call; with it on, the
 * answer kept in memory), the most a gateway on Yoga could show.
 */
function peerTable(rows: OverheadRow[], peer: string): string {
  const header =
    "| read | partner cache | throughput, times the peer's | CPU per request, share of the peer's | peak RSS under the load, share of the peer's | the floor's throughput, times the peer's |\n|---|---|---:|---:|---:|---:|";
  const lines: string[] = [];
  const row = (target: string) => rows.find((r) => r.target === target);
  for (const read of GRAPHQL_READS) {
    const theirs = row(`${peer}: ${read}`);
    if (theirs === undefined) continue;
    for (const [cache, floorOf] of [
      ['off', FLOOR],
      ['on', FLOOR_FROM_MEMORY],
    ] as const) {
      const ours = row(`gateway, partner cache ${cache}: ${read}`);
      if (ours === undefined) continue;
      const floor = row(`${floorOf}: ${read}`);
      const times = (r: OverheadRow | undefined) =>
        r === undefined ? '' : (r.requestsPerSecond / theirs.requestsPerSecond).toFixed(2);
      lines.push(
        `| ${read} | ${cache} | ${times(ours)} | ${(ours.cpuPerRequestUs / theirs.cpuPerRequestUs).toFixed(2)} | ${(ours.peakRssMiB / theirs.peakRssMiB).toFixed(2)} | ${times(floor)} |`,
      );
    }
  }
  return [header, ...lines].join('\n');
}

/** One part of the report: its table, and the figures the next run compares itself with. */
interface Section {
  title: string;
  markdown: string;
  figures: Record<string, number>;
}

interface Recorded extends Section {
  at: string;
  machine: string;
}

const RESULTS_JSON = new URL('./results.json', import.meta.url);
const previous: Record<string, Recorded> = existsSync(RESULTS_JSON)
  ? (JSON.parse(readFileSync(RESULTS_JSON, 'utf8')) as Record<string, Recorded>)
  : {};

const only = process.env['BENCH_ONLY'];
const runs = Number(process.env['BENCH_RUNS'] ?? 20);
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const sections: Record<string, Section> = {};
const wanted = (name: string) => only === undefined || only.split(',').includes(name);

if (wanted('startup')) {
  const rows = await startupScenario(5);
  sections['startup'] = {
    title: 'Start-up and idle memory',
    markdown: `One gateway with the embedded simulator (and the order journal in memory beside it, opened by the first order), 5 starts each; idle RSS 2 s after /ready says it can take orders, the build's CPU over the 10 s that begin 20 s later (target: at most 250 MiB and 1 % of a core), then its RSS 2 s after one order opened the journal; the build once more with its journal on the PostgreSQL server (a fresh database each start), open from the start with its delivery queues polling.\n\n${startupTable(rows)}`,
    figures: Object.fromEntries(
      rows.flatMap((r) => [
        [`${r.variant}: idle RSS MiB`, r.rssMiB],
        ...(Number.isNaN(r.idleCpuPercent) ? [] : [[`${r.variant}: idle CPU %`, r.idleCpuPercent]]),
        ...(Number.isNaN(r.journalOpenRssMiB)
          ? []
          : [[`${r.variant}: RSS MiB after the first order`, r.journalOpenRssMiB]]),
      ]),
    ),
  };
}
if (wanted('overhead')) {
  const { rows, latency, peer } = await overheadScenario(10, 10);
  const figures: Record<string, number> = {};
  for (const row of rows) {
    figures[`${row.target}: requests/s`] = row.requestsPerSecond;
    figures[`${row.target}: CPU µs per request`] = row.cpuPerRequestUs;
    figures[`${row.target}: p50 ms`] = row.p50;
    figures[`${row.target}: peak RSS MiB`] = row.peakRssMiB;
  }
  for (const row of latency) figures[`${row.target}, one at a time: p50 ms`] = row.p50;
  sections['overhead'] = {
    title: 'Overhead: one resource and a page of 50 through the gateway, against the REST calls',
    markdown: `autocannon, 10 connections, every request another key (the next SIM card, the next page); the simulator and every server in processes of their own, all started before the first round, the gateway from the build as its image runs it (NODE_ENV=production, callers with an API key). Each target is warmed up for 2 s, then measured for 10 s in 5 interleaved rounds of 2 s (every target once per round, one at a time), so that a machine whose speed drifts over minutes changes every row alike; a row sums its rounds. CPU is the answering process's user plus system time over the requests it answered; p50 and p99 are the medians of the rounds'; peak RSS the most resident memory the process had during any round (sampled every 100 ms). The floor (bench/floor.ts) is GraphQL Yoga with no plugin, no check, no cache and no loader, one undici call per read and the partner's answer handed on unchecked, in production mode: what any gateway on Yoga and undici spends at the least; the floor from memory keeps each answer after its first call, beside the partner cache's rows.${peer === undefined ? ' No peer ran (BENCH_PEER_DIR, see bench/peer.ts).' : ` The peer, ${peer} over the simulator's OpenAPI document (GraphQL Mesh), ran in the same run with NODE_ENV=production and one process.`}\n\n${overheadTable(rows)}${peer === undefined ? '' : `\n\nAgainst the peer:\n\n${peerTable(rows, peer)}`}\n\nOne request at a time (2,000 after 200 of warm-up, one kept-alive connection each, in 4 interleaved blocks of 500), what a caller waits with nothing else going on:\n\n${latencyTable(latency)}`,
    figures,
  };
}
if (wanted('dashboard')) {
  const rows = await dashboard(runs, 20);
  sections['dashboard'] = {
    title: 'Dashboard query: loaders against the naive path',
    markdown: table(rows),
    figures: Object.fromEntries(rows.map((r) => [`dashboard ${r.variant}: p50 ms`, r.p50])),
  };
}
if (wanted('defer')) {
  const rows = await deferScenario(20);
  process.stdout.write(`${deferTable(rows)}\n`);
  const [whole, first] = rows;
  sections['defer'] = {
    title: 'Slow parts later: @defer',
    markdown: `The Dashboard (10 subscriptions) in front of the simulator with 1.5 s of latency on every invoice read (QueryInvoice) and none elsewhere, the partner cache off (every read cold), in this process; its first part and its last, against the same page without the deferred fields (usage, call-record months, invoices) answered whole, one request at a time, each variant in turn. Target: the first part within 100 ms of the page without the deferred fields${
      whole === undefined || first === undefined
        ? ''
        : `; here ${(first.p50 - whole.p50).toFixed(1)} ms at p50, ${(first.p99 - whole.p99).toFixed(1)} ms at p99`
    }.\n\n${deferTable(rows)}`,
    figures: Object.fromEntries(
      rows.flatMap((r) => [
        [`${r.variant}: p50 ms`, r.p50],
        [`${r.variant}: p99 ms`, r.p99],
      ]),
    ),
  };
}
if (wanted('live')) {
  const row = await liveQueryScenario(1_000, 100);
  process.stdout.write(`${liveQueryTable([row])}\n`);
  sections['live'] = {
    title: 'Live queries',
    markdown: `1,000 \`query @live\` on 100 subscriptions (ten each, over 100 WebSockets), the gateway in its own process from the build, polling every 1 s while orders are young; one order placed on each subscription through the gateway, then all completed at once at the simulator. Memory: RSS after a full garbage collection, before and after the live queries open, once the same live queries have been opened and closed a first time (what each one holds); the first round's figure, from a gateway that had run none, also carries what their first use costs once (compiled code, the allocator's growth). Time: from the watcher's poll that brought an order's completion (its first page) to each live query's new result. The clients note each frame's arrival and read the frames once the last has come. Targets: at most 20 KiB per live query, p99 at most 200 ms.\n\n${liveQueryTable([row])}`,
    figures: {
      'KiB per live query': row.rssPerLiveQueryKiB,
      'KiB per live query, the first round': row.firstRssPerLiveQueryKiB,
      'heap KiB per live query': row.heapPerLiveQueryKiB,
      'poll-to-result p50 ms': row.pollToResultP50,
      'poll-to-result p99 ms': row.pollToResultP99,
      'poll-to-last-result ms': row.pollToLastResult,
      'results no poll matched': row.unmatched,
    },
  };
}
if (wanted('cache')) {
  const rows: CacheRow[] = [];
  for (const latencyMs of [0, 20, 200])
    rows.push(...(await dashboardCacheScenario(latencyMs === 200 ? 10 : runs, latencyMs)));
  rows.push(await afterDoneScenario(10, 20));
  process.stdout.write(`${cacheTable(rows)}\n`);
  const figures: Record<string, number> = {};
  for (const r of rows) {
    figures[`${r.scenario}, ${r.latencyMs} ms: p50 ms`] = r.p50;
    figures[`${r.scenario}, ${r.latencyMs} ms: partner calls`] = r.callsPerRun;
  }
  sections['cache'] = {
    title: 'The partner cache',
    markdown: `One gateway in front of the simulator, latency injected on every partner call; cold runs send Cache-Control: no-cache. The last row suspends a subscription read just before, follows the order to DONE over graphql-ws, then reads the subscription once.\n\n${cacheTable(rows)}`,
    figures,
  };
}
if (wanted('journal')) {
  const rows = await journalScenario(2_000, 11);
  process.stdout.write(`${journalTable(rows)}\n`);
  const figures: Record<string, number> = {};
  for (const r of rows) {
    figures[`${r.database}: order p50 ms`] = r.orderP50;
    figures[`${r.database}: order p99 ms`] = r.orderP99;
    figures[`${r.database}: poll of 1,000 changes p50 ms`] = r.pollP50;
  }
  sections['journal'] = {
    title: 'The order journal',
    markdown: `What the journal adds to one order with an idempotency key on an existing subscription (its key looked up; the entry written before the POST leaves, with the reference it gets and the look for an open termination in the same statement; the answer and first status recorded: three statements, on a server each a named statement planned once per connection), ${rows[0]?.orders ?? 0} orders after 200 of warm-up, one after the other; and one poll in which 1,000 followed activations change, recorded in one statement (11 polls). In this process, through the Journal class, without the partner. Targets: under 2 ms at p50 per order, under 50 ms per poll.\n\n${journalTable(rows)}`,
    figures,
  };
}
if (wanted('webhooks')) {
  const rows = await webhookScenario(100, 10);
  process.stdout.write(`${webhookTable(rows)}\n`);
  const figures: Record<string, number> = {};
  for (const r of rows) {
    if (!Number.isNaN(r.perSecond)) figures[`${r.database}: messages per second`] = r.perSecond;
    if (!Number.isNaN(r.p99)) figures[`${r.scenario}: p99 ms`] = r.p99;
  }
  sections['webhooks'] = {
    title: 'Order webhooks',
    markdown: `One gateway in this process in front of the simulator, a receiver on loopback that answers 204 at once. Throughput: 100 orders, then 10 endpoints, then every order moves on at the partner: 1,000 messages, timed from the clock advance to the last one taken (the watcher polls every 50 to 200 ms here). Latency: 100 orders followed with the default poll interval (1 s while young), all moved to DONE at once; for each, from that moment to the 2xx of its order.finished. Target: the poll interval plus 200 ms at p99 (1,300 ms with the poll's 10 % jitter). Beside hanging endpoints: a healthy receiver answers one order (not timed), then 12 orders are placed one after the other, to it alone and then beside 1, 2 and 8 endpoints that accept the connection and never answer (made after the warm-up, so each order's messages to them are taken up first; WEBHOOK_TIMEOUT_MS 15 s and 8 workers, the defaults); for each, from sending the mutation to the healthy receiver's 2xx of its order.placed. Target: beside as alone, far under the 15 s timeout, however many hang (with a share of 4 workers per endpoint and no bound on the endpoints not known to answer, two held every worker, and the healthy one's delays reached 30 s; eight, 75 s).\n\n${webhookTable(rows)}`,
    figures,
  };
}
if (wanted('subscriptions')) {
  const rows: MedianRow[] = [];
  for (const [subscribers, activations] of [
    [1_000, 100],
    [1_000, 1_000],
    [10_000, 100],
    [10_000, 1_000],
  ] as const) {
    rows.push(await medianRun(SUBSCRIPTION_RUNS, () => subscriptionScenario(subscribers, activations)));
    process.stdout.write(`${subscriptionTable(rows.slice(-1))}\n`);
  }
  const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
  rows.push(await medianRun(SUBSCRIPTION_RUNS, () => subscriptionScenario(1_000, 100, 2, redisUrl)));
  process.stdout.write(`${subscriptionTable(rows.slice(-1))}\n`);
  const figures: Record<string, number> = {};
  for (const r of rows) {
    const key = `${r.instances} × ${r.subscribers} subscribers on ${r.activations}`;
    figures[`${key}: KiB per subscriber`] = r.rssPerSubscriberKiB;
    figures[`${key}: KiB per subscriber, the first round`] = r.firstRssPerSubscriberKiB;
    figures[`${key}: change-to-push p99 ms`] = r.p99;
    figures[`${key}: poll-to-push p99 ms`] = r.pollToPushP99;
  }
  sections['subscriptions'] = {
    title: 'Subscriptions over WebSocket',
    markdown: `Polls every 1 s while orders are young; each gateway runs in its own process; the last row runs two instances on Redis, the subscribers spread over both. Change-to-push is measured from a clock advance at the simulator, so it includes up to one poll interval (1 s, doubled after 30 s without a change, with 10 % jitter); poll-to-push from the poll that brought the change (for each push, the last QueryActivation before it that asked for its activation, from its first page). The clients are plain WebSockets that note when each frame arrives and read the frames once the last has come. RSS is measured after a full garbage collection, once the same subscribers have subscribed and left a first time (what each one holds); the first round's figure, from gateways that had served none, also carries what the first use of the path costs once (compiled code, the allocator's growth). Each scenario runs ${SUBSCRIPTION_RUNS} times (BENCH_SUBSCRIPTION_RUNS); its row is the run with the median poll-to-push p99.\n\n${subscriptionTable(rows)}`,
    figures,
  };
}

/** this run's figures beside the previous run's of the same section */
function comparison(name: string, section: Section): string {
  const before = previous[name];
  if (before === undefined) return '';
  const lines = Object.entries(section.figures)
    .filter(([key, value]) => before.figures[key] !== undefined && Number.isFinite(value))
    .map(([key, value]) => {
      const was = before.figures[key] as number;
      const change =
        was === 0 ? '' : `${value >= was ? '+' : ''}${(((value - was) / was) * 100).toFixed(0)} %`;
      return `| ${key} | ${was.toFixed(1)} | ${value.toFixed(1)} | ${change} |`;
    });
  if (lines.length === 0) return '';
  return `\n\nAgainst the previous run (${before.at}, ${before.machine}):\n\n| figure | previous | now | change |\n|---|---:|---:|---:|\n${lines.join('\n')}`;
}

const now = new Date().toISOString();
const recorded: Record<string, Recorded> = { ...previous };
for (const [name, section] of Object.entries(sections)) {
  const withComparison = { ...section, markdown: section.markdown + comparison(name, section) };
  recorded[name] = { ...withComparison, at: now, machine };
  process.stdout.write(`\n## ${section.title}\n\n${withComparison.markdown}\n`);
}
const order = [
  'startup',
  'overhead',
  'cache',
  'dashboard',
  'defer',
  'live',
  'journal',
  'webhooks',
  'subscriptions',
];
const report = `# Benchmark results\n\nWritten by \`npm run bench\` (\`BENCH_ONLY=overhead,cache\` runs some parts; the others keep their last figures). Each part says when and on what machine it ran.\n\n${order
  .filter((name) => recorded[name] !== undefined)
  .map((name) => {
    const r = recorded[name] as Recorded;
    return `## ${r.title}\n\n${r.at.slice(0, 10)} on ${r.machine}.\n\n${r.markdown}`;
  })
  .join('\n\n')}\n`;
writeFileSync(new URL('./results.md', import.meta.url), report);
writeFileSync(RESULTS_JSON, `${JSON.stringify(recorded, null, 2)}\n`);
process.stdout.write('written to bench/results.md and bench/results.json\n');
await dropBenchDatabases();
