/**
 * Faults injected at the simulator: every query ends in data or a typed error within its
 * deadline, nothing is left unhandled, no order is sent twice, and live progress survives an
 * outage.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestGateway, type TestGateway } from './utils/gateway.js';
import { follow, statuses, wsClient } from './utils/live.js';
import { order } from './utils/orders.js';
import { STEP_MS } from './utils/simulator.js';

const DEADLINE_MS = 3_000;
const PROVIDER_TIMEOUT_MS = 1_000;
const TYPED = new Set(['PROVIDER_UNAVAILABLE', 'PROVIDER_BAD_RESPONSE', 'DEADLINE_EXCEEDED']);
const QUERY = `{
  mobileSubscriptions(first: 10) { totalCount edges { node { phoneNumber simCard { status } activations(first: 2) { totalCount } usage { yearMonth } } } }
  cdrMonths { totalCount }
  activations(first: 5) { totalCount }
}`;

/**
 * How long a wait may last before the test gives up: a guard for a loaded machine, not a bound
 * on speed (the watcher polls every 50 to 200 ms here).
 */
const PATIENCE = { timeout: 15_000, interval: 10 };

let gw: TestGateway;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  gw = await startTestGateway(
    { openOrders: false },
    {
      PROVIDER_TIMEOUT_MS: String(PROVIDER_TIMEOUT_MS),
      PROVIDER_RETRIES: '2',
      EXECUTION_TIMEOUT_MS: String(DEADLINE_MS),
      WATCH_MIN_INTERVAL_MS: '50',
      WATCH_MAX_INTERVAL_MS: '200',
    },
  );
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await gw.close();
});
beforeEach(() => gw.partner.reset());

/** runs the query `n` times, 4 at a time, and checks every answer */
async function hammer(n: number) {
  const outcomes = { data: 0, typed: 0 };
  const one = async () => {
    const response = await gw.request<Record<string, unknown>, never>(QUERY);
    if (response.errors === undefined) {
      outcomes.data += 1;
      return;
    }
    for (const error of response.errors)
      expect(TYPED, JSON.stringify(error)).toContain(error.extensions?.['code']);
    outcomes.typed += 1;
  };
  for (let i = 0; i < n; i += 4) await Promise.all(Array.from({ length: Math.min(4, n - i) }, one));
  return outcomes;
}

describe('queries under injected faults', () => {
  it.each([
    ['30 % of calls answered 5xx', { errorRate: 0.3, errorStatus: 503 }],
    ['30 % of connections dropped', { dropRate: 0.3 }],
    ['30 % of bodies malformed', { malformedRate: 0.3 }],
    ['20 % of calls stalled for 5 seconds', { stallRate: 0.2, stallMs: 5_000 }],
  ])('end in data or a typed error within the deadline with %s', async (_what, faults) => {
    await gw.partner.faults(faults);
    const outcomes = await hammer(12);
    expect(outcomes.data + outcomes.typed).toBe(12);
    expect(unhandled).toEqual([]);
    // no answer waited out a stall: the gateway gave up every call held past its timeout
    const held = gw.partner.sim.requests.filter((r) => (r.heldMs ?? 0) > PROVIDER_TIMEOUT_MS);
    expect(held.length > 0).toBe('stallRate' in faults);
    await vi.waitFor(() => expect(held.filter((r) => !r.abandoned)).toEqual([]));
  });

  it('answer with a typed error during a one-minute outage, and with data after it', async () => {
    await gw.partner.faults({ outageMs: 60_000 });
    const during = await hammer(4);
    expect(during.typed).toBe(4);
    await gw.partner.advance(60_000);
    const after = await hammer(4);
    expect(after.data).toBe(4);
  });
});

describe('the execution deadline', () => {
  it('ends a query still waiting for the partner at the deadline with DEADLINE_EXCEEDED', async () => {
    // a partner timeout beyond the deadline: only the deadline can end the wait
    const strict = await startTestGateway(
      { openOrders: false },
      { EXECUTION_TIMEOUT_MS: '200', PROVIDER_TIMEOUT_MS: '10000', PROVIDER_RETRIES: '0' },
    );
    try {
      await strict.partner.faults({ stallRate: 1, stallMs: 1_000, operations: ['QueryCdrMonth'] });
      const response = await strict.request('{ cdrMonths { totalCount } }');
      expect(response.errors?.map((e) => e.extensions?.['code'])).toEqual(['DEADLINE_EXCEEDED']);
      // the one call it made was the stalled one
      expect(strict.partner.sim.requests).toMatchObject([{ operation: 'QueryCdrMonth', heldMs: 1_000 }]);
    } finally {
      await strict.close();
    }
  });
});

describe('orders under injected faults', () => {
  it('are never sent twice, whatever goes wrong', async () => {
    await gw.partner.faults({
      errorRate: 0.2,
      dropRate: 0.2,
      malformedRate: 0.2,
      stallRate: 0.1,
      stallMs: 2_000,
    });
    const results = [];
    for (let i = 0; i < 12; i++) {
      results.push(
        await order(gw, 'orderNewSubscription', {
          eSim: true,
          email: 'f@example.com',
          confirmationCode: '1',
          referenceNumber: `F-${i}`,
        }),
      );
    }
    expect((await gw.partner.stats()).NewSubscription).toBe(12);
    // a stalled order is taken after the gateway gave up on it: every one is handled before the
    // next test resets the partner, or one taken after the reset would be found and followed there
    const { sim } = gw.partner;
    const handled = () =>
      sim.orders.filter((o) => o.operation === 'NewSubscription').length +
      sim.requests.filter(
        (r) => r.operation === 'NewSubscription' && (r.fault === 'error' || r.fault === 'reset'),
      ).length;
    await vi.waitFor(() => expect(handled()).toBe(12), PATIENCE);
    const kinds = new Set(results.map((r) => r.__typename));
    for (const kind of kinds) {
      expect([
        'OrderNewSubscriptionPayload',
        'ProviderUnavailableError',
        'OrderOutcomeUnknownError',
      ]).toContain(kind);
    }
    expect(unhandled).toEqual([]);
  });
});

describe('live progress through an outage', () => {
  it('delivers the final status once the provider answers again', async () => {
    // the orders of the tests before have been let go (the reset forgot them), so that only
    // this order's polls meet the outage
    await vi.waitFor(() => expect(gw.app.live.watcher.stats().watched).toBe(0), PATIENCE);
    const placed = await order(gw, 'orderNewSubscription', {
      eSim: true,
      email: 'o@example.com',
      confirmationCode: '1',
    });
    const client = wsClient(gw.url);
    const live = follow(
      client,
      'subscription($id: ID!) { activationUpdated(id: $id) { status } }',
      { id: placed.activation?.activationId },
      'activationUpdated',
    );
    await live.until((r) => statuses(r).includes('INIT'));
    await gw.partner.faults({ outageMs: 60_000, errorRate: 0.3 });
    await gw.partner.advance(2 * STEP_MS);
    // the watcher has polled three times into the outage
    const refusedFrom = (await gw.partner.stats()).QueryActivation ?? 0;
    await vi.waitFor(
      async () =>
        expect((await gw.partner.stats()).QueryActivation ?? 0).toBeGreaterThanOrEqual(refusedFrom + 3),
      PATIENCE,
    );
    await gw.partner.advance(60_000);
    await live.until((r) => r.done, PATIENCE.timeout);
    expect(statuses(live).at(-1)).toBe('DONE');
    expect(live.errors).toEqual([]);
    await client.dispose();
  });
});
