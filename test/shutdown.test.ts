/**
 * Stopping on SIGTERM, as `npm start` runs the gateway: an order in flight gets its answer
 * however long the partner takes within its timeout, on every transport, and is journaled
 * before the stores close; a live SSE stream ends as a stream should, with a last event,
 * instead of being cut; a graphql-ws socket closes with 1001 Going Away and nothing else, so
 * that its client reconnects, but one carrying a mutation only once the mutation's result has
 * been sent on it, so that the client does not send the order again elsewhere. A mutation that
 * arrives once the stop has begun is refused with SHUTTING_DOWN, and nothing is sent.
 */
import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { type Client, createClient, type FormattedExecutionResult } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { fileDatabaseUrl, query } from './utils/database.js';
import { follow, followSse, wsClient } from './utils/live.js';
import { type GatewayProcess, spawnGateway } from './utils/process.js';
import { requestsTo, startTestPartner, type TestPartner } from './utils/simulator.js';

/** longer than the 5 s the gateway used to wait for requests in flight, shorter than the partner timeout */
const SLOW_ANSWER_MS = 6_000;
/** long enough for the stop to begin while the partner holds the order */
const HELD_MS = 3_000;
const PATIENCE = { timeout: 5_000, interval: 10 };

const SUSPEND = `mutation($input: SuspendSubscriptionInput!) { suspendSubscription(input: $input) {
  __typename ... on SuspendSubscriptionPayload { activation { status } } } }`;
type Suspended = { suspendSubscription?: { __typename: string } };

let partner: TestPartner;
/** ACTIVE subscriptions, one for each order a test places */
let active: string[];
const spawned: GatewayProcess[] = [];

const spawn = async () => {
  const gateway = await spawnGateway({
    PROVIDER_BASE_URL: partner.url,
    PROVIDER_TIMEOUT_MS: String(SLOW_ANSWER_MS + 4_000),
    WATCH_MIN_INTERVAL_MS: '50',
  });
  spawned.push(gateway);
  return gateway;
};
const exitOf = (gateway: GatewayProcess) =>
  new Promise<number | null>((resolve) => gateway.child.once('exit', resolve));
const anActiveSubscription = () => {
  const id = active.pop();
  if (id === undefined) throw new Error('no ACTIVE subscription left to order on');
  return id;
};
const postsOfSuspend = () => requestsTo(partner, 'SuspendSubscription');
/** the journal's rows for orders on `subscriptionId` (every gateway here journals in the test file's database) */
const journaled = (subscriptionId: string) =>
  query<{ outcome: string; idempotency_key: string | null }>(
    fileDatabaseUrl(),
    'select outcome, idempotency_key from orders where subscription_id = $1',
    [subscriptionId],
  );

/** A graphql-ws socket with nothing on it: it sees when the gateway's stop has begun. */
async function idleSocket(url: string): Promise<{ closed: Promise<number> }> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  const closed = once(socket, 'close').then(([code]) => code as number);
  await once(socket, 'open');
  socket.send(JSON.stringify({ type: 'connection_init' }));
  await once(socket, 'message');
  return { closed };
}

const codeOf = (event: unknown) =>
  typeof event === 'object' && event !== null && 'code' in event ? event.code : undefined;

/**
 * A graphql-ws client as Apollo's and urql's are set up: after a close other than 1000 it
 * connects again, to `then` (another instance behind the load balancer), and sends again
 * whatever had no result yet. It keeps its socket open after its last operation, so that the
 * gateway is the one to close it. `seen` gets what arrives, in order.
 */
function reconnectingClient(first: string, then: string, seen: string[]): Client {
  let connections = 0;
  return createClient({
    url: () => `${(connections++ === 0 ? first : then).replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    lazy: true,
    lazyCloseTimeout: 60_000,
    retryAttempts: 1,
    retryWait: async () => {},
    shouldRetry: () => true,
    on: {
      message: (message) => {
        if (message.type === 'next' || message.type === 'complete') seen.push(message.type);
      },
      closed: (event) => seen.push(`closed ${String(codeOf(event))}`),
    },
  });
}

/** suspendSubscription over graphql-ws: its last result, once it completes */
const suspendOver = (client: Client, subscriptionId: string, idempotencyKey?: string) =>
  new Promise<FormattedExecutionResult<Suspended, unknown>>((resolve, reject) => {
    let last: FormattedExecutionResult<Suspended, unknown> = {};
    client.subscribe<Suspended>(
      {
        query: SUSPEND,
        variables: { input: { subscriptionId, ...(idempotencyKey === undefined ? {} : { idempotencyKey }) } },
      },
      {
        next: (r) => {
          last = r;
        },
        error: reject,
        complete: () => resolve(last),
      },
    );
  });

beforeAll(async () => {
  partner = await startTestPartner({ openOrders: false });
  active = (await partner.client.get('QuerySubscription', { take: 20 })).results
    .filter((s) => s.state === 'ACTIVE')
    .map((s) => s.id);
});
afterEach(async () => {
  await Promise.all(spawned.splice(0).map((gateway) => gateway.stop('SIGKILL')));
  await partner.faults({});
});
afterAll(async () => {
  await partner.close();
});

describe('on SIGTERM', () => {
  it('answers the order in flight, ends a live SSE stream with SHUTTING_DOWN, closes graphql-ws with 1001 alone, and exits 0', async () => {
    const gateway = await spawn();
    const sub = anActiveSubscription();
    // an open order, followed live: its current state arrives at once
    const open = await partner.client.post('SuspendSubscription', { subscriptionId: anActiveSubscription() });
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
    const sent = postsOfSuspend();
    await partner.faults({ stallRate: 1, stallMs: SLOW_ANSWER_MS, operations: ['SuspendSubscription'] });
    const answer = fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SUSPEND, variables: { input: { subscriptionId: sub } } }),
    }).then((r) => r.json() as Promise<{ data?: Suspended }>);
    // the order has reached the partner, whose answer takes SLOW_ANSWER_MS
    await vi.waitFor(() => expect(postsOfSuspend()).toBe(sent + 1), PATIENCE);
    const exited = exitOf(gateway);
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

  it.each([
    { keyed: 'without an idempotency key', key: undefined },
    { keyed: 'with an idempotency key', key: `drain-${Date.now()}` },
  ])(
    'sends the result of a graphql-ws mutation in flight, then closes its socket with 1001, and the order is placed once and journaled PLACED ($keyed)',
    async ({ key }) => {
      const [gateway, other] = await Promise.all([spawn(), spawn()]);
      const sub = anActiveSubscription();
      const seen: string[] = [];
      const idle = await idleSocket(gateway.url);
      void idle.closed.then((code) => seen.push(`idle socket closed ${code}`));
      const client = reconnectingClient(gateway.url, other.url, seen);
      const mutationSocketClosed = new Promise<void>((resolve) => client.on('closed', () => resolve()));
      const sent = postsOfSuspend();
      await partner.faults({ stallRate: 1, stallMs: HELD_MS, operations: ['SuspendSubscription'] });
      const result = suspendOver(client, sub, key);
      // the order has reached the partner, which holds its answer
      await vi.waitFor(() => expect(postsOfSuspend()).toBe(sent + 1), PATIENCE);
      const exited = exitOf(gateway);
      gateway.child.kill('SIGTERM');

      expect((await result).data?.suspendSubscription?.__typename).toBe('SuspendSubscriptionPayload');
      await mutationSocketClosed;
      expect(await exited).toBe(0);
      // the stop began while the order was held (the idle socket closed at once); the socket of
      // the mutation stayed open until its result and `complete` were sent, then closed alone
      expect(seen).toEqual(['idle socket closed 1001', 'next', 'complete', 'closed 1001']);
      // the client had nothing to send again: one order, journaled with its answer
      expect(postsOfSuspend()).toBe(sent + 1);
      expect(await journaled(sub)).toEqual([{ outcome: 'PLACED', idempotency_key: key ?? null }]);
      await client.dispose();
    },
    30_000,
  );

  it('refuses a mutation sent on a graphql-ws socket kept open for another in flight, with SHUTTING_DOWN, and sends nothing for it', async () => {
    const gateway = await spawn();
    const [held, late] = [anActiveSubscription(), anActiveSubscription()];
    const seen: string[] = [];
    const idle = await idleSocket(gateway.url);
    const client = reconnectingClient(gateway.url, gateway.url, seen);
    const socketClosed = new Promise<void>((resolve) => client.on('closed', () => resolve()));
    const sent = postsOfSuspend();
    await partner.faults({ stallRate: 1, stallMs: HELD_MS, operations: ['SuspendSubscription'] });
    const first = suspendOver(client, held);
    await vi.waitFor(() => expect(postsOfSuspend()).toBe(sent + 1), PATIENCE);
    const exited = exitOf(gateway);
    gateway.child.kill('SIGTERM');
    // the stop has begun
    expect(await idle.closed).toBe(1001);

    const refused = await suspendOver(client, late);
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.map((e) => e.extensions?.['code'])).toEqual(['SHUTTING_DOWN']);
    expect((await first).data?.suspendSubscription?.__typename).toBe('SuspendSubscriptionPayload');
    await socketClosed;
    expect(seen).toEqual(['next', 'complete', 'next', 'complete', 'closed 1001']);
    expect(postsOfSuspend()).toBe(sent + 1);
    expect(await journaled(late)).toEqual([]);
    expect(await exited).toBe(0);
    await client.dispose();
  }, 30_000);

  it('refuses a mutation that arrives over HTTP once the stop has begun, with SHUTTING_DOWN, and sends nothing', async () => {
    const gateway = await spawn();
    const sub = anActiveSubscription();
    const sent = postsOfSuspend();
    const body = JSON.stringify({
      query: SUSPEND,
      variables: { input: { subscriptionId: sub, idempotencyKey: `late-${Date.now()}` } },
    });
    // a request on its way: its headers are in (the gateway asked for the body), its body not yet
    const request = httpRequest(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        expect: '100-continue',
      },
    });
    const response = once(request, 'response').then(async ([res]) => {
      const message = res as IncomingMessage;
      let text = '';
      for await (const chunk of message) text += String(chunk);
      return {
        status: message.statusCode,
        body: JSON.parse(text) as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> },
      };
    });
    request.flushHeaders();
    await once(request, 'continue');
    const idle = await idleSocket(gateway.url);
    const exited = exitOf(gateway);
    gateway.child.kill('SIGTERM');
    // the stop has begun
    expect(await idle.closed).toBe(1001);
    request.end(body);

    const { status, body: answer } = await response;
    expect(status).toBe(503);
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.map((e) => e.extensions?.code)).toEqual(['SHUTTING_DOWN']);
    expect(postsOfSuspend()).toBe(sent);
    expect(await journaled(sub)).toEqual([]);
    expect(await exited).toBe(0);
  }, 30_000);
});
