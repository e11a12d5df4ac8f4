/**
 * The typed documents @msp/client ships, as an app uses them: a phone registers for push with
 * RegisterDeviceDocument, places a suspension and its resumption with placeOrder (their
 * documents' OrderedActivation and OrderRefusal selections), hears of them on its push receiver
 * (the FCM stand-in), and a console lists them with PlacedOrdersDocument; several orders are
 * followed at once from `since` with FollowActivationsDocument. Over HTTP and graphql-ws,
 * against a gateway with authentication on, in front of the simulator on a manual clock.
 */
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import {
  createWsClient,
  FollowActivationsDocument,
  type OrderStorage,
  PlacedOrdersDocument,
  placeOrder,
  RegisterDeviceDocument,
  ResumeSubscriptionDocument,
  SuspendSubscriptionDocument,
} from '@msp/client';
import { print } from 'graphql';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FcmStandIn, startFcmStandIn } from './utils/fcm-standin.js';
import { startTestGateway, type TestGateway } from './utils/gateway.js';
import { follow } from './utils/live.js';
import { startLossyProxy } from './utils/lossy-proxy.js';
import { STEP_MS } from './utils/simulator.js';
import { bearer, staffToken, TEST_JWT_SECRET } from './utils/tokens.js';

let gw: TestGateway;
let fcm: FcmStandIn;
let ws: Client;
let token: string;
let subscriptionId: string;

/** an app's storage, as AsyncStorage would keep it */
const memoryStorage = (): OrderStorage & { entries: Map<string, string> } => {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key),
    setItem: (key, value) => entries.set(key, value),
    removeItem: (key) => entries.delete(key),
  };
};

beforeAll(async () => {
  fcm = await startFcmStandIn();
  setDefaultCACertificates([...getCACertificates('default'), fcm.ca]);
  gw = await startTestGateway(
    { openOrders: false },
    {
      AUTH_MODE: 'jwt',
      JWT_SECRET: TEST_JWT_SECRET,
      WATCH_MIN_INTERVAL_MS: '50',
      WATCH_MAX_INTERVAL_MS: '200',
      RATE_LIMIT_PER_MINUTE: '100000',
      FCM_CREDENTIALS_FILE: fcm.credentialsFile,
      FCM_ENDPOINT: fcm.url,
    },
  );
  const [sub] = (await gw.partner.client.get('QuerySubscription', { take: 50 })).results.filter(
    (s) => s.state === 'ACTIVE' && s.providerEnvironment === 'SP16001',
  );
  if (sub === undefined) throw new Error('no active subscription');
  subscriptionId = sub.id;
  token = await staffToken('documents-staff');
  ws = createWsClient({ url: `${gw.url}/graphql`, getToken: () => token });
});
afterAll(async () => {
  await ws?.dispose();
  await gw?.close();
  await fcm?.close();
});

/**
 * the partner takes an order through its steps, one at a time: each step once the app has seen
 * the one before (the gateway polls the partner, and two steps between two polls would be one)
 */
async function walk(seen: () => readonly unknown[]): Promise<void> {
  for (const [n, timeout] of [
    [1, 10_000],
    [2, 10_000],
    [3, 10_000],
  ] as const) {
    if (n > 1) await gw.partner.advance(STEP_MS);
    await expect.poll(() => seen().length, { timeout }).toBeGreaterThanOrEqual(n);
  }
}

describe('the package documents an app uses', () => {
  it('registers the phone for push, places a suspension and its resumption with placeOrder, each followed to DONE and pushed to the phone, and the console lists both', async () => {
    const device = await gw.request(
      RegisterDeviceDocument,
      { input: { platform: 'FCM', token: `fcm-documents:APA91b${'x'.repeat(120)}` } },
      bearer(token),
    );
    expect(device.errors).toBeUndefined();
    expect(device.data).toMatchObject({ registerDevice: { platform: 'FCM', hasLiveActivity: false } });

    const storage = memoryStorage();
    const seen: string[] = [];
    const placing = placeOrder({
      url: `${gw.url}/graphql`,
      getToken: () => token,
      ws,
      document: SuspendSubscriptionDocument,
      input: { subscriptionId },
      storage,
      name: 'suspend',
      retryWaitMs: 50,
      onUpdate: (activation) => seen.push(activation.status),
    });
    await walk(() => seen);
    const suspended = await placing;
    expect(suspended).toMatchObject({ placed: true, replayed: false, activation: { status: 'DONE' } });
    expect(seen).toEqual(['INIT', 'BUSY', 'DONE']);
    expect(storage.entries.size).toBe(0);
    const suspension = suspended.placed ? suspended.activation.activationId : '';
    await fcm.until((rs) => rs.some((r) => r.message.data?.['activationId'] === suspension));

    const resumed: string[] = [];
    const resuming = placeOrder({
      url: `${gw.url}/graphql`,
      getToken: () => token,
      ws,
      document: ResumeSubscriptionDocument,
      input: { subscriptionId },
      storage,
      name: 'resume',
      retryWaitMs: 50,
      onUpdate: (activation) => resumed.push(activation.status),
    });
    await walk(() => resumed);
    expect(await resuming).toMatchObject({ placed: true, activation: { status: 'DONE' } });

    // the console's list: the journal records each final state as the watcher reads it
    const listed = async () => {
      const { data, errors } = await gw.request(PlacedOrdersDocument, { first: 2 }, bearer(token));
      if (errors !== undefined) throw new Error(JSON.stringify(errors));
      return data?.placedOrders.edges.map(({ node }) => ({
        mutation: node.mutation,
        outcome: node.outcome,
        status: node.status,
      }));
    };
    await expect.poll(listed, { timeout: 10_000 }).toEqual(
      expect.arrayContaining([
        { mutation: 'suspendSubscription', outcome: 'PLACED', status: 'DONE' },
        { mutation: 'resumeSubscription', outcome: 'PLACED', status: 'DONE' },
      ]),
    );
  }, 60_000);

  it('answers a refused order with its typed refusal (OrderRefusal), not sent again, its key forgotten', async () => {
    const storage = memoryStorage();
    const retries: string[] = [];
    const refused = await placeOrder({
      url: `${gw.url}/graphql`,
      getToken: () => token,
      ws,
      document: SuspendSubscriptionDocument,
      input: { subscriptionId: 'no-such-subscription' },
      storage,
      name: 'refused',
      onRetry: (why) => retries.push(why),
    });
    expect(refused).toMatchObject({ placed: false, refusal: { __typename: 'NotFoundError' } });
    expect(refused.placed ? undefined : refused.answer.suspendSubscription).toMatchObject({
      resource: 'subscription',
    });
    expect(retries).toEqual([]);
    expect(storage.entries.size).toBe(0);
  });

  it('sends an order again after a 502 that came instead of its answer (the gateway had placed it): replayed, one partner order', async () => {
    const proxy = await startLossyProxy(gw.url);
    try {
      proxy.lose(1, 'bad-gateway');
      const before = (await gw.partner.stats()).SuspendSubscription ?? 0;
      const retries: string[] = [];
      const done: string[] = [];
      const storage = memoryStorage();
      const suspending = placeOrder({
        url: proxy.url,
        getToken: () => token,
        ws,
        document: SuspendSubscriptionDocument,
        input: { subscriptionId },
        storage,
        name: 'after-502',
        retryWaitMs: 50,
        onRetry: (why) => retries.push(why),
        onUpdate: (a) => done.push(a.status),
      });
      await walk(() => done);
      expect(await suspending).toMatchObject({
        placed: true,
        replayed: true,
        activation: { status: 'DONE' },
      });
      expect(retries).toEqual(['HTTP 502']);
      expect(proxy.mutations).toBe(2);
      expect(((await gw.partner.stats()).SuspendSubscription ?? 0) - before).toBe(1);
    } finally {
      await proxy.close();
    }
    const resumed: string[] = [];
    const resuming = placeOrder({
      url: `${gw.url}/graphql`,
      getToken: () => token,
      ws,
      document: ResumeSubscriptionDocument,
      input: { subscriptionId },
      storage: memoryStorage(),
      name: 'after-502-resume',
      retryWaitMs: 50,
      onUpdate: (a) => resumed.push(a.status),
    });
    await walk(() => resumed);
    await resuming;
  }, 60_000);

  it('sends it again with a fresh token when the one it went with had expired on the way, and forgets a key refused for good', async () => {
    const tokens = [await staffToken('documents-staff', { expiresIn: '1 minute ago' }), token];
    const retries: string[] = [];
    const refused = await placeOrder({
      url: `${gw.url}/graphql`,
      getToken: () => tokens.shift() ?? token,
      ws,
      document: SuspendSubscriptionDocument,
      input: { subscriptionId: 'no-such-subscription' },
      storage: memoryStorage(),
      name: 'expired',
      retryWaitMs: 50,
      onRetry: (why) => retries.push(why),
    });
    expect(retries).toEqual(['refused for now: UNAUTHENTICATED']);
    expect(refused).toMatchObject({ placed: false, refusal: { __typename: 'NotFoundError' } });
    // a token the gateway refuses (not expired) is not sent again
    await expect(
      placeOrder({
        url: `${gw.url}/graphql`,
        getToken: () => 'not-a-token',
        ws,
        document: SuspendSubscriptionDocument,
        input: { subscriptionId },
        storage: memoryStorage(),
        name: 'not-a-token',
      }),
    ).rejects.toThrow(/the order was not run: .*not valid/);
  });

  it('stops sending when the app aborts, and keeps the key for the next try', async () => {
    const proxy = await startLossyProxy(gw.url);
    await proxy.close(); // nothing listens there any more: every send finds no one
    const storage = memoryStorage();
    const controller = new AbortController();
    const placing = placeOrder({
      url: proxy.url,
      getToken: () => token,
      ws,
      document: SuspendSubscriptionDocument,
      input: { subscriptionId },
      storage,
      name: 'aborted',
      retryWaitMs: 50,
      onRetry: () => controller.abort(new Error('the user left the screen')),
      signal: controller.signal,
    });
    await expect(placing).rejects.toThrow('the user left the screen');
    expect([...storage.entries.keys()]).toEqual(['@msp/client:order:aborted']);
  });

  it.each([
    { killedAt: 'INIT', expected: ['INIT', 'BUSY', 'DONE'] },
    { killedAt: 'BUSY', expected: ['BUSY', 'DONE'] },
  ])(
    'shows the state the app was killed while showing ($killedAt) when started again after the order is DONE: $expected, not only DONE',
    async ({ killedAt, expected }) => {
      const name = `killed-at-${killedAt}`;
      const storage = memoryStorage();
      const killedApp = new AbortController();
      /** the app's storage as it was when the app was killed (SIGKILL: nothing written after) */
      let onDisk: Map<string, string> | undefined;
      let activationId = '';
      const first: string[] = [];
      const placing = placeOrder({
        url: `${gw.url}/graphql`,
        getToken: () => token,
        ws,
        document: SuspendSubscriptionDocument,
        input: { subscriptionId },
        storage,
        name,
        retryWaitMs: 50,
        onUpdate: (activation) => {
          activationId = activation.id;
          first.push(activation.status);
          if (activation.status !== killedAt) return;
          onDisk = new Map(storage.entries); // the place of the state before: this one is being shown
          killedApp.abort(new Error(`killed while showing ${killedAt}`));
        },
        signal: killedApp.signal,
      });
      if (killedAt === 'BUSY') {
        await expect.poll(() => first.length, { timeout: 10_000 }).toBe(1);
        await gw.partner.advance(STEP_MS);
      }
      await expect(placing).rejects.toThrow(`killed while showing ${killedAt}`);
      expect(first.at(-1)).toBe(killedAt);
      // the order goes on to DONE while the app is not running, each step seen by the gateway
      const history = async () =>
        (
          await gw.request<{ activation: { history: Array<{ status: string }> } | null }, { id: string }>(
            'query ($id: ID!) { activation(id: $id) { history { status } } }',
            { id: activationId },
            bearer(token),
          )
        ).data?.activation?.history.map((h) => h.status);
      for (const status of killedAt === 'INIT' ? ['BUSY', 'DONE'] : ['DONE']) {
        await gw.partner.advance(STEP_MS);
        await expect.poll(async () => (await history())?.at(-1), { timeout: 10_000 }).toBe(status);
      }

      const restarted = memoryStorage();
      for (const [key, value] of onDisk ?? []) restarted.entries.set(key, value);
      const again: string[] = [];
      const result = await placeOrder({
        url: `${gw.url}/graphql`,
        getToken: () => token,
        ws,
        document: SuspendSubscriptionDocument,
        input: { subscriptionId },
        storage: restarted,
        name,
        retryWaitMs: 50,
        onUpdate: (activation) => again.push(activation.status),
      });
      expect(result).toMatchObject({ placed: true, replayed: true, activation: { status: 'DONE' } });
      expect(again).toEqual(expected);
      expect(restarted.entries.size).toBe(0);
      // leave the line as it was
      const done: string[] = [];
      const resuming = placeOrder({
        url: `${gw.url}/graphql`,
        getToken: () => token,
        ws,
        document: ResumeSubscriptionDocument,
        input: { subscriptionId },
        storage: memoryStorage(),
        name: `${name}-resume`,
        retryWaitMs: 50,
        onUpdate: (a) => done.push(a.status),
      });
      await walk(() => done);
      await resuming;
    },
    60_000,
  );

  it('follows several orders at once from since with FollowActivationsDocument', async () => {
    const storage = memoryStorage();
    const first = placeOrder({
      url: `${gw.url}/graphql`,
      getToken: () => token,
      ws,
      document: SuspendSubscriptionDocument,
      input: { subscriptionId },
      storage,
      name: 'several',
      retryWaitMs: 50,
    });
    await expect.poll(() => storage.entries.size).toBe(2); // the key, and the follow's place
    const placed = await gw.request(PlacedOrdersDocument, { first: 1 }, bearer(token));
    const activation = placed.data?.placedOrders.edges[0]?.node.activation;
    if (activation == null) throw new Error('no activation');
    const stream = follow(
      ws,
      print(FollowActivationsDocument),
      { ids: [activation.id], since: '2000-01-01T00:00:00Z' },
      'activationsUpdated',
    );
    await walk(() => stream.events);
    await stream.until((r) => r.done);
    expect(stream.events.map((e) => e['status'])).toEqual(['INIT', 'BUSY', 'DONE']);
    await first;
    // leave the line as it was
    const done: string[] = [];
    const resuming = placeOrder({
      url: `${gw.url}/graphql`,
      getToken: () => token,
      ws,
      document: ResumeSubscriptionDocument,
      input: { subscriptionId },
      storage,
      name: 'several-resume',
      retryWaitMs: 50,
      onUpdate: (a) => done.push(a.status),
    });
    await walk(() => done);
    await resuming;
  }, 60_000);
});
