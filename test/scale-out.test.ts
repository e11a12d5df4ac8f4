/**
 * Two gateway processes on one Redis and one simulator. Needs Redis at REDIS_TEST_URL
 * (default redis://127.0.0.1:6379): skipped with a printed reason when none answers, except
 * under CI, where that is a failure.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { follow, type Received, statuses, wsClient } from './utils/live.js';
import { metric } from './utils/metrics.js';
import { type GatewayProcess, spawnGateway } from './utils/process.js';
import { dropKeys, REDIS_URL, sharedRedis } from './utils/redis.js';
import { requestsTo, STEP_MS, startTestPartner, TEST_START, type TestPartner } from './utils/simulator.js';

const MIN_INTERVAL_MS = 50;

const available = await sharedRedis('scale-out tests');

describe.skipIf(!available)('two gateway instances on Redis', () => {
  const prefix = `msp-test-${randomUUID()}:`;
  let partner: TestPartner;
  let a: GatewayProcess;
  let b: GatewayProcess;
  const cleanup: Array<() => Promise<void> | void> = [];

  const env = () => ({
    PROVIDER_BASE_URL: partner.url,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    LEASE_TTL_MS: '1000',
    WATCH_MIN_INTERVAL_MS: String(MIN_INTERVAL_MS),
    WATCH_MAX_INTERVAL_MS: '200',
    // the default slow interval: an order taken in hand waits five minutes for its next poll
    PROVIDER_RETRIES: '0',
    LOG_LEVEL: 'silent',
  });

  beforeAll(async () => {
    partner = await startTestPartner({ openOrders: false });
    [a, b] = await Promise.all([spawnGateway(env()), spawnGateway(env())]);
  }, 60_000);
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
    await Promise.all([a?.stop(), b?.stop()]);
    await partner?.close();
    await dropKeys(prefix);
  });
  // no reset between tests: a reset replays the seed, and with it the same activation ids,
  // whose states the instances keep in Redis

  const watch = (instance: GatewayProcess, id: string): Received => {
    const client = wsClient(instance.url);
    const received = follow(
      client,
      'subscription($id: ID!) { activationUpdated(id: $id) { activationId status providerOrderNumber } }',
      { id },
      'activationUpdated',
    );
    cleanup.push(
      () => received.stop(),
      () => client.dispose(),
    );
    return received;
  };
  const newOrder = async () =>
    (
      await partner.client.post('NewSubscription', {
        eSim: true,
        email: 'x@example.com',
        confirmationCode: '1',
      })
    ).id;
  const calls = async () => (await partner.stats()).QueryActivation ?? 0;
  /** the polls an instance has made (activation_polls_total) */
  const polls = (instance: GatewayProcess) => metric(instance.url, 'activation_polls_total');
  /** a mutation's result on `instance` */
  const place = async (instance: GatewayProcess, mutation: string, input: Record<string, unknown>) => {
    const type = `${mutation.charAt(0).toUpperCase()}${mutation.slice(1)}`;
    const response = await fetch(`${instance.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation($input: ${type}Input!) { result: ${mutation}(input: $input) {
          __typename ... on Error { message } ... on ${type}Payload { activation { activationId status } } } }`,
        variables: { input },
      }),
    });
    return ((await response.json()) as { data: { result: { activation?: { activationId: string } } } }).data
      .result;
  };

  it('delivers every update to a subscriber on A while B holds the lease, with one poller between them', async () => {
    const id = await newOrder();
    const onB = watch(b, id);
    await onB.until((r) => statuses(r).includes('INIT'));
    const onA = watch(a, id);
    await onA.until((r) => statuses(r).includes('INIT'));
    // each instance counts the polls it makes: a dozen by B, none by A
    const [fromA, fromB] = await Promise.all([polls(a), polls(b)]);
    const before = await calls();
    await vi.waitFor(async () => expect((await polls(b)) - fromB).toBeGreaterThanOrEqual(12), {
      timeout: 5_000,
      interval: 10,
    });
    const [byA, byB] = [(await polls(a)) - fromA, (await polls(b)) - fromB];
    expect(byA).toBe(0);
    // and the partner saw no others (a poll of B's may be on its way back)
    expect((await calls()) - before).toBeLessThanOrEqual(byB + 1);
    await partner.advance(STEP_MS);
    await Promise.all([
      onA.until((r) => statuses(r).includes('BUSY')),
      onB.until((r) => statuses(r).includes('BUSY')),
    ]);
    await partner.advance(STEP_MS);
    await Promise.all([onA.until((r) => r.done), onB.until((r) => r.done)]);
    expect(statuses(onA)).toEqual(['INIT', 'BUSY', 'DONE']);
    expect(statuses(onB)).toEqual(['INIT', 'BUSY', 'DONE']);
  });

  it('gives a subscriber who joins after the end the final status at once, from any instance', async () => {
    const id = await newOrder();
    const first = watch(b, id);
    await first.until((r) => statuses(r).includes('INIT'));
    await partner.advance(2 * STEP_MS);
    await first.until((r) => r.done);
    const late = watch(a, id);
    await late.until((r) => r.done);
    expect(statuses(late)).toEqual(['DONE']);
  });

  it('sends an order once when its idempotency key comes again on the other instance', async () => {
    const mutation = `mutation($input: OrderNewSubscriptionInput!) { orderNewSubscription(input: $input) {
      __typename ... on OrderNewSubscriptionPayload { activation { activationId } } } }`;
    const input = {
      eSim: true,
      email: 'idem@example.com',
      confirmationCode: '1',
      idempotencyKey: `scale-${randomUUID()}`,
    };
    const send = async (instance: GatewayProcess) => {
      const response = await fetch(`${instance.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: mutation, variables: { input } }),
      });
      return (
        (await response.json()) as {
          data: { orderNewSubscription: { activation: { activationId: string } } };
        }
      ).data.orderNewSubscription.activation.activationId;
    };
    const before = (await partner.stats()).NewSubscription ?? 0;
    const first = await send(a);
    const second = await send(b);
    expect(second).toBe(first);
    expect((await partner.stats()).NewSubscription).toBe(before + 1);
  });

  it('follows a cancellation placed on the instance that does not poll its order to CANCELLED, taking the order over from the one that parked it until its date', async () => {
    const sub = (await partner.client.get('QuerySubscription', { take: 50 })).results.find(
      (s) => s.state === 'ACTIVE',
    );
    // placed on B, which follows it and so holds its lease
    const termination = await place(b, 'terminateSubscription', {
      subscriptionId: sub?.id,
      wishDate: new Date(TEST_START + 20 * 86_400_000).toISOString(),
    });
    const id = termination.activation?.activationId ?? '';
    const fromB = await polls(b);
    await vi.waitFor(async () => expect(await polls(b)).toBeGreaterThan(fromB), {
      timeout: 5_000,
      interval: 10,
    });
    const onA = watch(a, id);
    // taken in hand: B parks it until its date
    await partner.advance(STEP_MS);
    await onA.until((r) => r.events.some((e) => e['providerOrderNumber'] != null));
    const cancellation = await place(a, 'cancelTermination', { activationId: id });
    expect(cancellation.activation).toMatchObject({ activationId: id, status: 'BUSY' });
    // the partner still shows it BUSY, its date ahead: it is polled at the moving pace all the same
    const polled = requestsTo(partner, 'QueryActivation', `id=${id}`);
    await vi.waitFor(
      () => expect(requestsTo(partner, 'QueryActivation', `id=${id}`)).toBeGreaterThanOrEqual(polled + 3),
      { timeout: 5_000, interval: 10 },
    );
    await partner.advance(3 * STEP_MS);
    await onA.until((r) => r.done, 5_000);
    expect(statuses(onA).at(-1)).toBe('CANCELLED');
  });

  it('lets A take over within the lease time when B dies, and still delivers the final status', async () => {
    const id = await newOrder();
    const onB = watch(b, id);
    await onB.until((r) => statuses(r).includes('INIT'));
    const onA = watch(a, id);
    await onA.until((r) => statuses(r).includes('INIT'));
    await b.stop('SIGKILL');
    await partner.advance(2 * STEP_MS);
    await onA.until((r) => r.done, 5_000);
    expect(statuses(onA).at(-1)).toBe('DONE');
  });
});
