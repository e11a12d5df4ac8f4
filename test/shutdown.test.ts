/**
 * Stopping on SIGTERM, as `npm start` runs the gateway: an order in flight gets its answer
 * however long the partner takes within its timeout, a live SSE stream ends as a stream
 * should, with a last event, instead of being cut, and a graphql-ws socket closes with 1001
 * Going Away and nothing else, so that its client reconnects.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { follow, followSse, wsClient } from './utils/live.js';
import { type GatewayProcess, spawnGateway } from './utils/process.js';
import { requestsTo, startTestPartner, type TestPartner } from './utils/simulator.js';

/** longer than the 5 s the gateway used to wait for requests in flight, shorter than the partner timeout */
const SLOW_ANSWER_MS = 6_000;

let partner: TestPartner;
let gateway: GatewayProcess;

beforeAll(async () => {
  partner = await startTestPartner({ openOrders: false });
  gateway = await spawnGateway({
    PROVIDER_BASE_URL: partner.url,
    PROVIDER_TIMEOUT_MS: String(SLOW_ANSWER_MS + 4_000),
    WATCH_MIN_INTERVAL_MS: '50',
  });
});
afterAll(async () => {
  await gateway.stop('SIGKILL');
  await partner.close();
});

describe('on SIGTERM', () => {
  it('answers the order in flight, ends a live SSE stream with SHUTTING_DOWN, closes graphql-ws with 1001 alone, and exits 0', async () => {
    const [sub, other] = (await partner.client.get('QuerySubscription', { take: 20 })).results.filter(
      (s) => s.state === 'ACTIVE',
    );
    // an open order, followed live: its current state arrives at once
    const open = await partner.client.post('SuspendSubscription', { subscriptionId: other?.id ?? '' });
    const stream = followSse(
      gateway.url,
      'subscription($id: ID!) { activationUpdated(id: $id) { status } }',
      { id: open.id },
      'activationUpdated',
    );
    await stream.until((r) => r.events.length > 0);
    const socket = follow(
      wsClient(gateway.url),
      'subscription($id: ID!) { activationUpdated(id: $id) { status } }',
      { id: open.id },
      'activationUpdated',
    );
    await socket.until((r) => r.events.length > 0);
    const sent = requestsTo(partner, 'SuspendSubscription');
    await partner.faults({ latencyMs: SLOW_ANSWER_MS, operations: ['SuspendSubscription'] });
    const answer = fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation($id: ID!) { suspendSubscription(input: { subscriptionId: $id }) {
          __typename ... on SuspendSubscriptionPayload { activation { status } } } }`,
        variables: { id: sub?.id },
      }),
    }).then((r) => r.json() as Promise<{ data?: { suspendSubscription?: { __typename: string } } }>);
    // the order has reached the partner, whose answer takes SLOW_ANSWER_MS
    await vi.waitFor(() => expect(requestsTo(partner, 'SuspendSubscription')).toBe(sent + 1), {
      timeout: 5_000,
      interval: 10,
    });
    const exited = new Promise<number | null>((resolve) => gateway.child.once('exit', resolve));
    gateway.child.kill('SIGTERM');

    await stream.until((r) => r.done, 5_000);
    expect(JSON.stringify(stream.errors)).toContain('SHUTTING_DOWN');
    // graphql-ws: only the 1001 close, no last message and no `complete`, so that a client
    // reconnects and subscribes again (Apollo's and urql's do)
    await socket.until((r) => r.done, 5_000);
    expect(socket.errors).toHaveLength(1);
    expect(socket.errors[0]).toMatchObject({ code: 1001 });
    expect((await answer).data?.suspendSubscription?.__typename).toBe('SuspendSubscriptionPayload');
    expect(await exited).toBe(0);
  }, 30_000);
});
