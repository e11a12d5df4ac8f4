/**
 * Followed to the end across restarts: an order placed through a gateway that is then killed
 * is followed again by the next gateway on the same journal, with nobody subscribed, until its
 * final status; its history has every status the watcher saw, and the time it took is counted.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileDatabaseUrl, query } from './utils/database.js';
import { type GatewayProcess, spawnGateway } from './utils/process.js';
import { STEP_MS, startTestPartner, type TestPartner } from './utils/simulator.js';

let partner: TestPartner;
const gateways: GatewayProcess[] = [];

const start = async () => {
  const gateway = await spawnGateway({
    PROVIDER_BASE_URL: partner.url,
    DATABASE_URL: fileDatabaseUrl(),
    WATCH_MIN_INTERVAL_MS: '50',
    METRICS_TOKEN: 'a-metrics-token-for-tests',
  });
  gateways.push(gateway);
  return gateway;
};

beforeAll(async () => {
  partner = await startTestPartner({ openOrders: false });
});
afterAll(async () => {
  await Promise.all(gateways.map((g) => g.stop('SIGKILL')));
  await partner.close();
});

interface JournalRow {
  outcome: string;
  status: string | null;
  final_at: Date | null;
}

describe('an order placed before a kill -9', () => {
  it('is followed to its final status by the next gateway, with no subscriber, its history complete', async () => {
    const first = await start();
    const [sub] = (await partner.client.get('QuerySubscription', { take: 20 })).results.filter(
      (s) => s.state === 'ACTIVE',
    );
    const response = await fetch(`${first.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation($id: ID!) { suspendSubscription(input: { subscriptionId: $id, idempotencyKey: "restart-1" }) {
          __typename ... on SuspendSubscriptionPayload { activation { activationId status } } } }`,
        variables: { id: sub?.id },
      }),
    });
    const placed = (await response.json()) as {
      data: { suspendSubscription: { activation: { activationId: string; status: string } } };
    };
    const { activationId } = placed.data.suspendSubscription.activation;
    await first.stop('SIGKILL');

    const second = await start();
    // the partner moves the order on while the new gateway follows it for nobody
    const rowOf = async () =>
      (
        await query<JournalRow>(
          fileDatabaseUrl(),
          'select outcome, status, final_at from orders where activation_id = $1',
          [activationId],
        )
      )[0];
    // one step of the partner's clock at a time, each seen by the watcher before the next
    for (const status of ['BUSY', 'DONE']) {
      await partner.advance(STEP_MS);
      await vi.waitFor(async () => expect(await rowOf()).toMatchObject({ outcome: 'PLACED', status }), {
        timeout: 15_000,
        interval: 50,
      });
    }
    expect((await rowOf())?.final_at).toBeInstanceOf(Date);

    const history = await query<{ status: string }>(
      fileDatabaseUrl(),
      `select c.status from order_status_changes c join orders o on o.id = c.order_id
        where o.activation_id = $1 order by c.id`,
      [activationId],
    );
    expect(history.map((h) => h.status)).toEqual(['INIT', 'BUSY', 'DONE']);

    const metrics = await (
      await fetch(`${second.url}/metrics`, { headers: { authorization: 'Bearer a-metrics-token-for-tests' } })
    ).text();
    expect(metrics).toMatch(/order_completion_seconds_count\{activation_type="SUSPEND"\} 1/);
  });
});
