/**
 * Endpoints that accept the connection and never answer, one, two or eight, beside a healthy one
 * that has answered before, over real HTTP to a gateway in front of the simulator
 * (docs/security.md, "Attacks tried"): not known to answer, they get one delivery worker each
 * and at most half of them all together, so the healthy endpoint's messages never wait on their
 * timeouts; and once one keeps timing out its circuit opens, its messages waiting without an
 * attempt, until a probe finds it answering again.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './utils/gateway.js';
import { metric } from './utils/metrics.js';
import { order } from './utils/orders.js';
import { startReceiver, type TestReceiver } from './utils/receiver.js';
import { bearer, staffToken, TEST_JWT_SECRET } from './utils/tokens.js';

/** the orders placed in each test: more than the eight delivery workers */
const ORDERS = 12;
/** half the eight workers (WEBHOOK_CONCURRENCY's default), rounded up: what suspect endpoints hold together */
const SHARE = 4;

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A receiver that accepts every request and answers none while `answering` is false: it counts
 * the requests it holds, the most it held at once, and those whose connection the gateway
 * closed (it gave up: its timeout fired).
 */
async function hangingReceiver() {
  const state = { answering: false, requests: 0, holding: 0, mostHeld: 0, givenUp: 0 };
  const held = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      state.requests += 1;
      if (state.answering) {
        res.writeHead(204).end();
        return;
      }
      held.add(res);
      state.holding = held.size;
      state.mostHeld = Math.max(state.mostHeld, held.size);
      res.on('close', () => {
        if (!held.delete(res)) return;
        state.holding = held.size;
        if (!res.writableEnded) state.givenUp += 1;
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    state,
    /** answers what it holds, and every request from now on, 204 */
    recover() {
      state.answering = true;
      for (const res of held) res.writeHead(204).end();
      held.clear();
      state.holding = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A gateway with a healthy endpoint that has answered one order's messages, then `count`
 * hanging endpoints: each later order's messages to them are written, and taken up, before the
 * healthy one's.
 */
async function setUp(timeoutMs: number, count = 1) {
  const gw: TestGateway = await startTestGateway(
    { openOrders: false },
    { WEBHOOK_TIMEOUT_MS: String(timeoutMs), AUTH_MODE: 'jwt', JWT_SECRET: TEST_JWT_SECRET },
  );
  cleanups.push(() => gw.close());
  const staff = bearer(await staffToken('hanging-staff'));
  const healthy: TestReceiver = await startReceiver();
  cleanups.push(() => healthy.close());
  const ask = async <R>(document: string, variables: Record<string, unknown> = {}): Promise<R> => {
    const response = await gw.request<R, Record<string, unknown>>(document, variables, staff);
    if (response.errors !== undefined || response.data == null) throw new Error(JSON.stringify(response));
    return response.data;
  };
  const create = async (url: string) =>
    (
      await ask<{ createWebhookEndpoint: { endpoint: { id: string } } }>(
        'mutation ($url: String!) { createWebhookEndpoint(input: { url: $url }) { endpoint { id } } }',
        { url },
      )
    ).createWebhookEndpoint.endpoint.id;
  await create(healthy.url);
  const page = await gw.partner.client.get('QuerySubscription', { take: 100 });
  const subs = page.results.filter((s) => s.state === 'ACTIVE').slice(0, ORDERS + 1);
  if (subs.length <= ORDERS) throw new Error(`the simulator has ${subs.length} active subscriptions`);
  const place = async (i: number) => {
    const subscriptionId = subs[i]?.id ?? '';
    const idempotencyKey = `hanging-${timeoutMs}-${count}-${i}`;
    const result = await order(gw, 'suspendSubscription', { subscriptionId, idempotencyKey }, staff);
    if (result.activation === undefined) throw new Error(JSON.stringify(result));
  };
  // the healthy endpoint answers once: from then on it is known to answer
  await place(ORDERS);
  await healthy.until((all) => all.some((m) => m.message.type === 'order.placed'));
  healthy.received.length = 0;
  const hangings = [];
  for (let i = 0; i < count; i++) {
    const hanging = await hangingReceiver();
    // answered before the gateway stops, so that its stop does not wait on held attempts
    cleanups.push(async () => {
      hanging.recover();
      await hanging.close();
    });
    hangings.push({ ...hanging, id: await create(hanging.url) });
  }
  const first = hangings[0];
  if (first === undefined) throw new Error('no hanging endpoint');
  const placeOrders = async () => {
    for (let i = 0; i < ORDERS; i++) await place(i);
  };
  const deliveries = async () =>
    (
      await ask<{
        webhookDeliveries: {
          edges: Array<{ node: { status: string; attempts: number; lastError: string | null } }>;
        };
      }>(
        `query ($filter: WebhookDeliveryFilter) {
          webhookDeliveries(first: 100, filter: $filter) { edges { node { status attempts lastError } } }
        }`,
        { filter: { endpointId: first.id } },
      )
    ).webhookDeliveries.edges.map((e) => e.node);
  return { gw, hanging: first, hangings, healthy, placeOrders, deliveries };
}

/** every hanging endpoint's requests: none given up, and what each holds, in the order made */
const heldBy = (
  hangings: ReadonlyArray<{ state: { requests: number; holding: number; givenUp: number } }>,
) => ({
  givenUp: hangings.reduce((n, h) => n + h.state.givenUp, 0),
  requests: hangings.map((h) => h.state.requests),
  holding: hangings.reduce((n, h) => n + h.state.holding, 0),
});

describe('an endpoint that accepts connections and never answers', () => {
  it("holds one delivery worker: a healthy endpoint gets every order's order.placed before the first of its timeouts fires", async () => {
    // a timeout far beyond what twelve orders take: an arrival that waited on it comes after a give-up
    const { hanging, healthy, placeOrders } = await setUp(40_000);
    await placeOrders();
    const got = await healthy.until(
      (all) => all.filter((m) => m.message.type === 'order.placed').length >= ORDERS,
    );
    expect(got.filter((m) => m.message.type === 'order.placed')).toHaveLength(ORDERS);
    // not known to answer, it holds one attempt, its first, and the gateway has given up none yet
    expect(hanging.state.givenUp).toBe(0);
    expect(hanging.state.requests).toBe(1);
    expect(hanging.state.mostHeld).toBe(1);
  }, 60_000);

  it.each([2, 8])(
    "%i of them hold at most half the workers together, one each: a healthy endpoint gets every order's order.placed while they hold their first connections",
    async (count) => {
      const { hangings, healthy, placeOrders } = await setUp(40_000, count);
      await placeOrders();
      await healthy.until((all) => all.filter((m) => m.message.type === 'order.placed').length >= ORDERS);
      // no timeout fired: what the healthy endpoint got did not wait on one (without the bound,
      // two hanging endpoints held all eight workers, and eight did with one attempt each)
      const held = heldBy(hangings);
      expect(held.givenUp).toBe(0);
      expect(held.requests.every((n) => n <= 1)).toBe(true);
      await expect.poll(() => heldBy(hangings).holding).toBe(Math.min(count, SHARE));
    },
    60_000,
  );

  it('is not tried once it kept timing out (its circuit opens, its messages wait unattempted), and is again once a probe finds it answering', async () => {
    const { gw, hanging, healthy, placeOrders, deliveries } = await setUp(1_000);
    const open = () => metric(gw.app.metricsUrl, 'webhook_circuits_open');
    await placeOrders();
    // the control: the healthy endpoint gets everything
    await healthy.until((all) => all.filter((m) => m.message.type === 'order.placed').length >= ORDERS);
    await expect.poll(open, { timeout: 20_000 }).toBe(1);
    // messages of it come up and wait for the circuit without an attempt, their attempts not counted
    const unattempted = async () =>
      (await deliveries()).filter(
        (d) =>
          d.status === 'PENDING' && d.attempts === 0 && /its circuit is open until/.test(d.lastError ?? ''),
      ).length;
    await expect.poll(unattempted, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(hanging.state.requests).toBeLessThan(ORDERS);

    // it answers again: a probe finds it so, the circuit closes and every message goes
    hanging.recover();
    await expect
      .poll(async () => (await deliveries()).filter((d) => d.status === 'DELIVERED').length, {
        timeout: 30_000,
      })
      .toBe(ORDERS);
    expect(await open()).toBe(0);
  }, 60_000);
});
