/**
 * A bounded soak: mixed queries, orders and live subscriptions at a fixed concurrency against
 * a gateway in its own process. After a warm-up, two measured runs of SOAK_SECONDS each (60 by
 * default: two minutes in all). No request may fail, but for an order the gateway could not send
 * within its send budget on a machine that stalled it: answered ProviderUnavailableError
 * (SEND_DEADLINE: nothing was ordered), at most one in a hundred. After a full garbage collection (through
 * the inspector, on loopback) the gateway's JS heap after the second run must stay within 10 %
 * of after the first, and its RSS within 25 % (RSS also counts pages the allocator and V8 keep).
 *
 * The orders are suspensions and resumptions of existing subscriptions, so the partner's lists
 * the queries read keep their size and the loaders their strategy; what is measured is the
 * gateway, not the growth of the data behind it. It runs under CI, or with SOAK=1.
 */

import { type RunningSimulator, startSimulator } from '@msp/partner-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follow, wsClient } from './utils/live.js';
import { type GatewayProcess, spawnGateway } from './utils/process.js';

const enabled = process.env['CI'] !== undefined || process.env['SOAK'] === '1';
if (!enabled) process.stdout.write('soak test skipped: it runs under CI, or with SOAK=1\n');
const SECONDS = Number(process.env['SOAK_SECONDS'] ?? 60);
const CONCURRENCY = 6;

const MiB = (bytes: number) => Math.round(bytes / 2 ** 20);

const QUERY = `{ mobileSubscriptions(first: 20) { totalCount edges { node { phoneNumber state simCard { status } usage { yearMonth amountTotalUsage } } } }
  cdrMonths { totalCount } }`;
const ORDER = (mutation: 'suspendSubscription' | 'resumeSubscription') =>
  `mutation($id: ID) { ${mutation}(input: { subscriptionId: $id }) { __typename ... on Error { message } ... on ${mutation === 'suspendSubscription' ? 'SuspendSubscriptionPayload' : 'ResumeSubscriptionPayload'} { activation { activationId } } } }`;

describe.skipIf(!enabled)('a soak of mixed traffic', () => {
  let simulator: RunningSimulator;
  let gateway: GatewayProcess;
  let subscriptionIds: string[] = [];
  beforeAll(async () => {
    simulator = await startSimulator({ stepMs: 300, openOrders: false });
    gateway = await spawnGateway(
      {
        PROVIDER_BASE_URL: simulator.url,
        LOG_LEVEL: 'silent',
        WATCH_MIN_INTERVAL_MS: '100',
        RATE_LIMIT_PER_MINUTE: '1000000',
        PARTNER_CALLS_PER_MINUTE: '10000000',
        // fewer malloc arenas: less of the RSS is the allocator's own slack
        MALLOC_ARENA_MAX: '2',
      },
      { inspect: true },
    );
    subscriptionIds = [...simulator.simulator.state.data.subscriptions.values()]
      .slice(0, CONCURRENCY)
      .map((s) => s.id);
  }, 60_000);
  afterAll(async () => {
    await gateway?.stop();
    await simulator?.close();
  });

  const post = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as {
      data?: Record<string, { __typename?: string; message?: string; activation?: { activationId: string } }>;
      errors?: unknown[];
    };
  };

  async function run(seconds: number): Promise<{ operations: number; failures: string[] }> {
    const until = Date.now() + seconds * 1_000;
    const failures: string[] = [];
    let operations = 0;
    let orders = 0;
    const notSent: string[] = [];
    /** a suspension or a resumption of the worker's own subscription, by turns */
    const order = async (worker: number, i: number) => {
      const mutation = i % 2 === 0 ? 'suspendSubscription' : 'resumeSubscription';
      const result = await post(ORDER(mutation), { id: subscriptionIds[worker] });
      const answer = result.data?.[mutation];
      orders += 1;
      // its POST could not be written within the budget: refused, nothing ordered, as documented
      if (
        answer?.__typename === 'ProviderUnavailableError' &&
        answer.message?.includes('SEND_DEADLINE') === true
      )
        notSent.push(`${mutation}: ${JSON.stringify(result)}`);
      else if (result.errors !== undefined || answer?.activation === undefined)
        failures.push(`${mutation}: ${JSON.stringify(result)}`);
      return answer?.activation?.activationId;
    };
    const workers = Array.from({ length: CONCURRENCY }, async (_, worker) => {
      const client = wsClient(gateway.url);
      try {
        for (let i = 0; Date.now() < until; i++) {
          operations += 1;
          if (worker < 3) {
            const result = await post(QUERY);
            if (result.errors !== undefined) failures.push(`query: ${JSON.stringify(result.errors)}`);
          } else if (worker < 5) {
            await order(worker, i);
          } else {
            const id = await order(worker, i);
            if (id === undefined) continue;
            const live = follow(
              client,
              'subscription($id: ID!) { activationUpdated(id: $id) { status } }',
              { id },
              'activationUpdated',
            );
            await live
              .until((r) => r.done, 10_000)
              .catch((error: Error) => failures.push(`live: ${error.message}`));
            if (live.errors.length > 0) failures.push(`live: ${JSON.stringify(live.errors)}`);
            live.stop();
          }
        }
      } finally {
        await client.dispose();
      }
    });
    await Promise.all(workers);
    if (notSent.length > Math.max(1, orders / 100))
      failures.push(`${notSent.length} of ${orders} orders not sent in time`, ...notSent);
    return { operations, failures };
  }

  it(
    'serves every request without error, and its memory levels off',
    async () => {
      const warmUp = await run(SECONDS);
      const first = await run(SECONDS);
      const afterFirst = await gateway.memory();
      const second = await run(SECONDS);
      const afterSecond = await gateway.memory();
      const show = (m: { rss: number; heapUsed: number; heapTotal: number; external: number }) =>
        `RSS ${MiB(m.rss)} MiB, heap ${MiB(m.heapUsed)} of ${MiB(m.heapTotal)} MiB, external ${MiB(m.external)} MiB`;
      process.stdout.write(
        `soak: ${first.operations} + ${second.operations} operations; after a full collection: ${show(afterFirst)}, then ${show(afterSecond)}\n`,
      );
      for (const result of [warmUp, first, second]) expect(result.failures.slice(0, 5)).toEqual([]);
      expect(first.operations).toBeGreaterThan(100);
      // what the gateway keeps: the JS heap after a full collection, within 10 %
      expect(afterSecond.heapUsed).toBeLessThanOrEqual(afterFirst.heapUsed * 1.1);
      // the process as a whole: RSS also counts the allocator's and V8's retained pages, which
      // moved by up to 15 % between runs here with the heap flat; 25 % still catches a leak
      expect(afterSecond.rss).toBeLessThanOrEqual(afterFirst.rss * 1.25);
    },
    (3 * SECONDS + 90) * 1_000,
  );
});
