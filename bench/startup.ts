/**
 * Start-up time and idle memory of one gateway process with the embedded simulator, started
 * as the project used to start it (TypeScript through tsx at run time) and as `npm start`
 * starts it now (the compiled build with plain node): milliseconds from spawn until /health
 * answers, the resident set size 2 s after /ready says it can take orders (the order journal,
 * in memory beside the embedded simulator, opens at its first use), and for the build the CPU
 * it takes doing nothing over the 10 s that begin 20 s later (before, the start's own work
 * still runs: first polls, compilation), then its RSS 2 s after one order opened the journal;
 * the median of `runs` starts each. The build also starts with its journal on the PostgreSQL
 * server (`DATABASE_URL`, a fresh database each time), which opens at start and whose delivery
 * queues then poll: what the journal does in the background shows in its idle CPU.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildDist } from '../scripts/build.js';
import { benchDatabaseUrl, rssMiB } from './harness.js';

export interface StartupRow {
  variant: string;
  startMs: number;
  rssMiB: number;
  /** user plus system CPU time while idle, per cent of one core; NaN when not measured */
  idleCpuPercent: number;
  /** RSS once one order has opened the journal; NaN when not measured */
  journalOpenRssMiB: number;
}

/** one new eSIM line, as a caller orders it (authentication is off in the default start) */
async function orderOnce(url: string): Promise<void> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation($input: OrderNewSubscriptionInput!) { orderNewSubscription(input: $input) { __typename } }',
      variables: { input: { eSim: true, email: 'bench@example.com', confirmationCode: '1' } },
    }),
  });
  const answer = (await response.json()) as { data?: { orderNewSubscription?: { __typename: string } } };
  const placed = answer.data?.orderNewSubscription?.__typename;
  if (placed !== 'OrderNewSubscriptionPayload')
    throw new Error(`the order was not placed: ${JSON.stringify(answer)}`);
}

/** user plus system CPU time of a process, in seconds (Linux /proc; clock ticks of 10 ms) */
function cpuSeconds(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function startOnce(
  args: readonly string[],
  idleCpu: boolean,
  env: Record<string, string>,
): Promise<Omit<StartupRow, 'variant'>> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    // as `npm start` runs it: the embedded simulator, and beside it the journal in memory
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /GraphQL(?: and GraphiQL)?\s+(http:\/\/\S+)\/graphql/.exec(out);
        if (match?.[1] !== undefined) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
    });
    while (
      !(await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      ))
    )
      await sleep(5);
    const startMs = performance.now() - started;
    while (
      !(await fetch(`${url}/ready`).then(
        (r) => r.ok,
        () => false,
      ))
    )
      await sleep(50);
    await sleep(2_000);
    const rss = rssMiB(child.pid);
    if (!idleCpu) return { startMs, rssMiB: rss, idleCpuPercent: Number.NaN, journalOpenRssMiB: Number.NaN };
    await sleep(20_000);
    const before = cpuSeconds(child.pid);
    await sleep(10_000);
    const idleCpuPercent = ((cpuSeconds(child.pid) - before) / 10) * 100;
    await orderOnce(url);
    await sleep(2_000);
    return { startMs, rssMiB: rss, idleCpuPercent, journalOpenRssMiB: rssMiB(child.pid) };
  } finally {
    child.kill('SIGKILL');
  }
}

export async function startupScenario(runs: number): Promise<StartupRow[]> {
  const dist = await buildDist();
  const onServer = async () => ({ DATABASE_URL: await benchDatabaseUrl() });
  const inMemory = async () => ({});
  const variants: Array<[string, string[], boolean, () => Promise<Record<string, string>>]> = [
    [
      'tsx src/index.ts (TypeScript compiled at run time, as `npm start` used to)',
      ['--import', 'tsx', 'src/index.ts'],
      false,
      inMemory,
    ],
    ['node dist/index.js (the build, as `npm start` now)', [`${dist}/index.js`], true, inMemory],
    [
      'node dist/index.js with DATABASE_URL (the journal on PostgreSQL, open from the start)',
      [`${dist}/index.js`],
      true,
      onServer,
    ],
  ];
  const rows: StartupRow[] = [];
  for (const [variant, args, idleCpu, env] of variants) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await startOnce(args, idleCpu, await env()));
    rows.push({
      variant,
      startMs: median(results.map((r) => r.startMs)),
      rssMiB: median(results.map((r) => r.rssMiB)),
      idleCpuPercent: median(results.map((r) => r.idleCpuPercent)),
      journalOpenRssMiB: median(results.map((r) => r.journalOpenRssMiB)),
    });
  }
  return rows;
}

const shown = (value: number) => (Number.isNaN(value) ? '' : value.toFixed(1));

export const startupTable = (rows: StartupRow[]) =>
  [
    '| started as | start-up to /health, ms (median) | idle RSS, MiB (median) | idle CPU, % of a core (median) | RSS after the first order opened the journal, MiB (median) |',
    '|---|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.variant} | ${r.startMs.toFixed(0)} | ${r.rssMiB.toFixed(1)} | ${shown(r.idleCpuPercent)} | ${shown(r.journalOpenRssMiB)} |`,
    ),
  ].join('\n');
