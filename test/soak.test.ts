/**
 * A bounded soak: mixed queries, orders and live subscriptions at a fixed concurrency against
 * a gateway in its own process, twice (SOAK_SECONDS each, 60 by default: two minutes in all).
 * No request may fail, and the gateway's memory after the second run must stay within 10 % of
 * after the first. It runs under CI, or with SOAK=1; otherwise it is skipped with a message.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSimulator, startSimulator } from '../src/simulator/server.js';
import { follow, wsClient } from './utils/live.js';
import { type GatewayProcess, spawnGateway } from './utils/process.js';

const enabled = process.env['CI'] !== undefined || process.env['SOAK'] === '1';
if (!enabled) process.stdout.write('soak test skipped: it runs under CI, or with SOAK=1\n');
const SECONDS = Number(process.env['SOAK_SECONDS'] ?? 60);
const CONCURRENCY = 6;

const rssKiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!enabled)('a soak of mixed traffic', () => {
  let simulator: RunningSimulator;
  let gateway: GatewayProcess;
  beforeAll(async () => {
    simulator = await startSimulator({ stepMs: 300, openOrders: false });
    gateway = await spawnGateway({
      PROVIDER_BASE_URL: simulator.url,
      LOG_LEVEL: 'silent',
      WATCH_MIN_INTERVAL_MS: '100',
      RATE_LIMIT_PER_MINUTE: '1000000',
    });
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
      data?: Record<string, { __typename?: string; activation?: { activationId: string } }>;
      errors?: unknown[];
    };
  };

  async function run(seconds: number): Promise<{ operations: number; failures: string[] }> {
    const until = Date.now() + seconds * 1_000;
    const failures: string[] = [];
    let operations = 0;
    const order = async (reference: string) => {
      const result = await post(
        'mutation($input: OrderNewSubscriptionInput!) { orderNewSubscription(input: $input) { __typename ... on OrderNewSubscriptionPayload { activation { activationId } } } }',
        {
          input: { eSim: true, email: 'soak@example.com', confirmationCode: '1', referenceNumber: reference },
        },
      );
      if (
        result.errors !== undefined ||
        result.data?.['orderNewSubscription']?.__typename !== 'OrderNewSubscriptionPayload'
      ) {
        failures.push(`order: ${JSON.stringify(result)}`);
      }
      return result.data?.['orderNewSubscription']?.activation?.activationId;
    };
    const workers = Array.from({ length: CONCURRENCY }, async (_, worker) => {
      const client = wsClient(gateway.url);
      try {
        for (let i = 0; Date.now() < until; i++) {
          operations += 1;
          if (worker < 3) {
            const result = await post(
              '{ mobileSubscriptions(first: 20) { totalCount edges { node { phoneNumber simCard { status } activations(first: 2) { totalCount } } } } cdrMonths { totalCount } }',
            );
            if (result.errors !== undefined) failures.push(`query: ${JSON.stringify(result.errors)}`);
          } else if (worker < 5) {
            await order(`SOAK-${worker}-${i}`.slice(0, 15));
          } else {
            const id = await order(`LIVE-${i}`.slice(0, 15));
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
    return { operations, failures };
  }

  it(
    'serves every request without error, and its memory levels off',
    async () => {
      const first = await run(SECONDS);
      await sleep(3_000);
      const afterFirst = rssKiB(gateway.child.pid ?? 0);
      const second = await run(SECONDS);
      await sleep(3_000);
      const afterSecond = rssKiB(gateway.child.pid ?? 0);
      process.stdout.write(
        `soak: ${first.operations} + ${second.operations} operations; RSS ${afterFirst} KiB after the first run, ${afterSecond} KiB after the second\n`,
      );
      expect(first.failures.slice(0, 5)).toEqual([]);
      expect(second.failures.slice(0, 5)).toEqual([]);
      expect(first.operations).toBeGreaterThan(100);
      expect(afterSecond).toBeLessThanOrEqual(afterFirst * 1.1);
    },
    (2 * SECONDS + 60) * 1_000,
  );
});
