/**
 * The partner cache's scenarios, one gateway in this process in front of the simulator with
 * latency injected on every partner call:
 * - the dashboard query cold (sent with Cache-Control: no-cache, so every read goes to the
 *   partner) and warm (answered from the cache), with 0, 20 and 200 ms upstream latency, and
 *   the partner calls each costs;
 * - the first read of a subscription right after a suspension of it reached DONE, as its
 *   follower heard: how long it takes, the partner calls it costs, and whether it showed the
 *   state after the order (it must, every time).
 */

import { DashboardDocument } from '@msp/client';
import { print } from 'graphql';
import { follow, wsClient } from '../test/utils/live.js';
import { gatewayOn, percentile, timed } from './harness.js';

export interface CacheRow {
  scenario: string;
  latencyMs: number;
  runs: number;
  callsPerRun: number;
  p50: number;
  p99: number;
  /** reads that showed the state after the order, of `runs` (after-DONE rows only) */
  correct?: number;
}

export async function dashboardCacheScenario(runs: number, latencyMs: number): Promise<CacheRow[]> {
  const gw = await gatewayOn(latencyMs);
  try {
    const query = print(DashboardDocument);
    await gw.graphql(query, { first: 50, deferSlow: false }); // learns list sizes, JIT
    const rows: CacheRow[] = [];
    for (const [variant, headers] of [
      ['cold (Cache-Control: no-cache)', { 'cache-control': 'no-cache' }],
      ['warm', {}],
    ] as const) {
      const { durations, callsPerRun } = await timed(runs, gw.calls, async () => {
        await gw.graphql(query, { first: 50, deferSlow: false }, headers);
      });
      rows.push({
        scenario: `dashboard (first: 50), ${variant}`,
        latencyMs,
        runs,
        callsPerRun,
        p50: percentile(durations, 50),
        p99: percentile(durations, 99),
      });
    }
    return rows;
  } finally {
    await gw.close();
  }
}

const SUSPENDABLE =
  '{ mobileSubscriptions(first: 100) { edges { node { id viewerCanSuspendSubscription } } } }';
const VIEW = 'query($id: ID) { mobileSubscription(id: $id) { state simCard { status } } }';
const SUSPEND = `mutation($id: ID!) { suspendSubscription(input: { subscriptionId: $id }) {
  __typename ... on SuspendSubscriptionPayload { activation { id } } ... on Error { message } } }`;
const FOLLOW = 'subscription($id: ID!) { activationUpdated(id: $id) { status } }';

export async function afterDoneScenario(runs: number, latencyMs: number): Promise<CacheRow> {
  const gw = await gatewayOn(latencyMs);
  const client = wsClient(gw.app.url);
  try {
    // subscriptions a suspension may be ordered on (ACTIVE, no order open on them), as the graph says
    const listed = (await gw.graphql(SUSPENDABLE, {})) as {
      mobileSubscriptions: { edges: Array<{ node: { id: string; viewerCanSuspendSubscription: boolean } }> };
    };
    const active = listed.mobileSubscriptions.edges
      .map((edge) => edge.node)
      .filter((node) => node.viewerCanSuspendSubscription)
      .slice(0, runs);
    const durations: number[] = [];
    let calls = 0;
    let correct = 0;
    for (const sub of active) {
      await gw.graphql(VIEW, { id: sub.id }); // cached before the order
      const placed = (await gw.graphql(SUSPEND, { id: sub.id })) as {
        suspendSubscription: { __typename: string; activation?: { id: string }; message?: string };
      };
      const activation = placed.suspendSubscription.activation;
      if (activation === undefined)
        throw new Error(
          `the suspension of ${sub.id} was not placed: ${placed.suspendSubscription.__typename}: ${placed.suspendSubscription.message}`,
        );
      const events = follow(client, FOLLOW, { id: activation.id }, 'activationUpdated');
      await events.until((r) => r.events.length > 0, 10_000);
      await fetch(`${gw.simulator.url}/__simulator/clock`, {
        method: 'POST',
        body: JSON.stringify({ advanceMs: 60_000 }),
      });
      await events.until((r) => r.done, 10_000);
      const before = gw.calls();
      const started = performance.now();
      const data = (await gw.graphql(VIEW, { id: sub.id })) as {
        mobileSubscription: { state: string } | null;
      };
      durations.push(performance.now() - started);
      calls += gw.calls() - before;
      if (data.mobileSubscription?.state === 'BLOCKED') correct += 1;
      events.stop();
    }
    return {
      scenario: 'first read of a subscription after its suspension reached DONE',
      latencyMs,
      runs: active.length,
      callsPerRun: calls / Math.max(1, active.length),
      p50: percentile(durations, 50),
      p99: percentile(durations, 99),
      correct,
    };
  } finally {
    await client.dispose();
    await gw.close();
  }
}

export function cacheTable(rows: CacheRow[]): string {
  const header =
    '| scenario | upstream latency | runs | partner calls per run | p50 ms | p99 ms | showed the state after DONE |\n|---|---:|---:|---:|---:|---:|---:|';
  const lines = rows.map(
    (r) =>
      `| ${r.scenario} | ${r.latencyMs} ms | ${r.runs} | ${r.callsPerRun.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.correct === undefined ? '' : `${r.correct} of ${r.runs}`} |`,
  );
  return [header, ...lines].join('\n');
}
