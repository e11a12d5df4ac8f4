/**
 * One policy on every transport: what HTTP refuses, SSE and graphql-ws refuse the same way,
 * and what one transport counts, the others count too. Over real HTTP, SSE, WebSocket and raw
 * TCP on ephemeral ports.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { GraphQLFormattedError } from 'graphql';
import { type Client, createClient, type SubscribePayload } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { startTestGateway, type TestGateway } from './utils/gateway.js';
import { followSse, type Received, type SseOptions, statuses } from './utils/live.js';
import { order } from './utils/orders.js';
import { staffToken, TEST_JWT_SECRET, bearer as withBearer } from './utils/tokens.js';

const API_KEY = 'k3y-of-the-billing-service';
const ENV = {
  AUTH_MODE: 'jwt,apikey',
  JWT_SECRET: TEST_JWT_SECRET,
  API_KEYS: `billing:${createHash('sha256').update(API_KEY).digest('hex')}:sim:secrets`,
  RATE_LIMIT_PER_MINUTE: '100000',
};
const PERSISTED_FILE = new URL('../packages/client/src/generated/persisted-documents.json', import.meta.url)
  .pathname;
const PERSISTED: Record<string, string> = JSON.parse(readFileSync(PERSISTED_FILE, 'utf8'));
const hashOf = (name: string) => {
  const found = Object.entries(PERSISTED).find(([, document]) => document.includes(name));
  if (found === undefined) throw new Error(`${name} is not a persisted operation`);
  return found[0];
};
/** an app's own document, asking for what the allowlist exists to keep out of reach */
const SECRETS_QUERY = '{ simCards(first: 1) { edges { node { simCardNumber pin puk } } } }';
const FOLLOW = 'subscription($id: ID!) { activationUpdated(id: $id) { status } }';

const bearer = async (sub: string, expiresIn = '10m') =>
  withBearer(await staffToken(sub, { scope: 'sim:secrets', expiresIn }));

/** how long a test waits for what it expects to see (retrying, for a place a closed stream gives back) */
const PATIENCE = { timeout: 5_000, interval: 20 };

type Result = { data?: unknown; errors?: readonly GraphQLFormattedError[] };
const codesOf = (result: Result) => (result.errors ?? []).map((e) => e.extensions?.['code']);

/** one GraphQL request over HTTP: its status and body */
async function post(url: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, ...((await response.json()) as Result) };
}

interface Socket {
  client: Client;
  /** how the socket closed, once it has */
  closes: Array<{ code: number; reason: string }>;
  connections: number;
  /** one operation: its last result, or the errors of its `error` message */
  run(payload: SubscribePayload): Promise<Result & { via: 'next' | 'error' }>;
  follow(payload: SubscribePayload): Received;
}

/** a graphql-ws client that connects at once and never reconnects, so a close stays visible */
function socket(url: string, connectionParams: Record<string, unknown>): Socket {
  const state: Socket = {
    closes: [],
    connections: 0,
    client: createClient({
      url: `${url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams,
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: () => {},
      on: {
        connected: () => {
          state.connections += 1;
        },
        closed: (event) => {
          const { code, reason } = event as { code: number; reason: string };
          state.closes.push({ code, reason });
        },
      },
    }),
    run: (payload) =>
      new Promise((resolve, reject) => {
        let last: Result = {};
        state.client.subscribe(payload, {
          next: (value) => {
            last = value as Result;
          },
          error: (error) =>
            Array.isArray(error)
              ? resolve({ via: 'error', errors: error as GraphQLFormattedError[] })
              : reject(error),
          complete: () => resolve({ via: 'next', ...last }),
        });
      }),
    follow: (payload) => {
      const live: Received = {
        results: [],
        events: [],
        errors: [],
        done: false,
        until: (predicate, timeoutMs = 5_000) =>
          vi.waitFor(() => expect(predicate(live)).toBe(true), { timeout: timeoutMs }),
        stop: () => {},
      };
      live.stop = state.client.subscribe<Record<string, unknown>>(payload, {
        next: (value) => {
          live.results.push(value);
          if (value.errors !== undefined) live.errors.push(...value.errors);
          const event = value.data?.['activationUpdated'];
          if (typeof event === 'object' && event !== null) live.events.push(event as Record<string, unknown>);
        },
        error: (error) => {
          live.errors.push(...(Array.isArray(error) ? error : [error]));
          live.done = true;
        },
        complete: () => {
          live.done = true;
        },
      });
      return live;
    },
  };
  return state;
}

/** a raw graphql-transport-ws socket that sends connection_init: whether it was acknowledged, and how it closed */
function rawSocket(url: string, payload: Record<string, unknown>) {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  const acknowledged = new Promise<boolean>((resolve) => {
    ws.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type: string }).type === 'connection_ack') resolve(true);
    });
    void closed.then(() => resolve(false));
  });
  ws.on('error', () => {});
  ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload })));
  return { ws, acknowledged, closed };
}

const opened: Array<{ close(): unknown }> = [];
const track = <T extends Socket>(s: T) => {
  opened.push({ close: () => s.client.dispose() });
  return s;
};

describe('the persisted-operations allowlist, on HTTP, SSE and graphql-ws alike', () => {
  let gw: TestGateway;
  let app: Record<string, string>;
  let activationId: string;
  beforeAll(async () => {
    gw = await startTestGateway(
      {},
      { ...ENV, PERSISTED_OPERATIONS_FILE: PERSISTED_FILE, PERSISTED_OPERATIONS_ONLY: 'true' },
    );
    app = await bearer('mobile-app-user');
    const [activation] = (await gw.partner.client.get('QueryActivation', { take: 1 })).results;
    activationId = activation?.id ?? '';
  });
  afterAll(async () => {
    for (const s of opened.splice(0)) await s.close();
    await gw.close();
  });

  const dashboard = {
    query: '',
    // one JSON answer: its slow parts not deferred
    variables: { first: 2, deferSlow: false },
    extensions: { persistedQuery: { version: 1, sha256Hash: hashOf('query Dashboard') } },
  };

  it('runs a listed operation by its hash for an app token, over HTTP and over graphql-ws', async () => {
    const overHttp = await post(gw.url, dashboard, app);
    expect(overHttp.errors).toBeUndefined();
    expect(JSON.stringify(overHttp.data)).toContain('mobileSubscriptions');
    const ws = track(socket(gw.url, app));
    const overWs = await ws.run(dashboard);
    expect(overWs.errors).toBeUndefined();
    expect(overWs.data).toEqual(overHttp.data);
  });

  it('follows a listed subscription by its hash for an app token, over SSE and over graphql-ws', async () => {
    const extensions = {
      persistedQuery: { version: 1, sha256Hash: hashOf('subscription FollowActivation') },
    };
    const overSse = followSse(gw.url, '', { id: activationId }, 'activationUpdated', {
      headers: app,
      extensions,
    });
    const ws = track(socket(gw.url, app));
    const overWs = ws.follow({ query: '', variables: { id: activationId }, extensions });
    await overSse.until((r) => r.events.length > 0);
    await overWs.until((r) => r.events.length > 0);
    expect(overSse.errors).toEqual([]);
    expect(overWs.errors).toEqual([]);
    overSse.stop();
    overWs.stop();
  });

  it("refuses an app token's own document (PIN and PUK) on HTTP, SSE and graphql-ws with the same code, and the socket stays open", async () => {
    const overHttp = await post(gw.url, { query: SECRETS_QUERY }, app);
    expect(codesOf(overHttp)).toEqual(['CANNOT_SEND_PQ_ID_AND_BODY']);
    expect(overHttp.data ?? null).toBeNull();
    const overSse = followSse(gw.url, FOLLOW, { id: activationId }, 'activationUpdated', { headers: app });
    await overSse.until((r) => r.done);
    expect(overSse.errors.map((e) => (e as GraphQLFormattedError).extensions?.['code'])).toEqual([
      'CANNOT_SEND_PQ_ID_AND_BODY',
    ]);
    expect(overSse.events).toEqual([]);
    const ws = track(socket(gw.url, app));
    const overWs = await ws.run({ query: SECRETS_QUERY });
    expect(overWs.via).toBe('error');
    expect(codesOf(overWs)).toEqual(codesOf(overHttp));
    expect(overWs.errors?.[0]?.message).toBe(overHttp.errors?.[0]?.message);
    // the same socket still runs a listed operation
    expect((await ws.run(dashboard)).errors).toBeUndefined();
    expect([ws.connections, ws.closes]).toEqual([1, []]);
  });

  it('refuses a hash that is not listed with PERSISTED_QUERY_NOT_IN_LIST on HTTP and graphql-ws', async () => {
    const unlisted = { query: '', extensions: { persistedQuery: { version: 1, sha256Hash: 'sha256:0000' } } };
    const overHttp = await post(gw.url, unlisted, app);
    const overWs = await track(socket(gw.url, app)).run(unlisted);
    expect(codesOf(overHttp)).toEqual(['PERSISTED_QUERY_NOT_IN_LIST']);
    expect([overWs.via, codesOf(overWs)]).toEqual(['error', ['PERSISTED_QUERY_NOT_IN_LIST']]);
  });

  it('lets a caller authenticated with an API key send any document, over HTTP and graphql-ws', async () => {
    const server = { 'x-api-key': API_KEY };
    const overHttp = await post(gw.url, { query: SECRETS_QUERY }, server);
    expect(overHttp.errors).toBeUndefined();
    const overWs = await track(socket(gw.url, server)).run({ query: SECRETS_QUERY });
    expect(overWs.errors).toBeUndefined();
    expect(overWs.data).toEqual(overHttp.data);
  });

  it('does not take an X-Api-Key that does not hold up for a server caller: 401 on HTTP, 4403 on graphql-ws', async () => {
    const forged = { 'x-api-key': 'not-a-key-of-ours' };
    const overHttp = await post(gw.url, { query: SECRETS_QUERY }, forged);
    expect([overHttp.status, codesOf(overHttp)]).toEqual([401, ['UNAUTHENTICATED']]);
    const overWs = rawSocket(gw.url, forged);
    expect(await overWs.acknowledged).toBe(false);
    expect((await overWs.closed).code).toBe(4403);
  });

  it('holds an app token to the list whatever X-Api-Key it adds, where API keys are not accepted (AUTH_MODE=jwt)', async () => {
    const jwtOnly = await startTestGateway(
      {},
      {
        AUTH_MODE: 'jwt',
        JWT_SECRET: TEST_JWT_SECRET,
        RATE_LIMIT_PER_MINUTE: '100000',
        PERSISTED_OPERATIONS_FILE: PERSISTED_FILE,
        PERSISTED_OPERATIONS_ONLY: 'true',
      },
    );
    try {
      const headers = { ...app, 'x-api-key': 'anything at all' };
      const overHttp = await post(jwtOnly.url, { query: SECRETS_QUERY }, headers);
      expect(codesOf(overHttp)).toEqual(['CANNOT_SEND_PQ_ID_AND_BODY']);
      const ws = socket(jwtOnly.url, headers);
      try {
        const overWs = await ws.run({ query: SECRETS_QUERY });
        expect([overWs.via, codesOf(overWs)]).toEqual(['error', ['CANNOT_SEND_PQ_ID_AND_BODY']]);
      } finally {
        await ws.client.dispose();
      }
    } finally {
      await jwtOnly.close();
    }
  });
});

describe('limits, streams and sockets, on HTTP, SSE and graphql-ws alike', () => {
  const MAX_STREAMS = 3;
  const MAX_SOCKETS = 2;
  const MAX_BODY_BYTES = 2048;
  let gw: TestGateway;
  let staff: Record<string, string>;
  /** an order the manual clock keeps open: its stream sends INIT at once and stays open */
  let openActivation: string;
  beforeAll(async () => {
    gw = await startTestGateway(
      { openOrders: false },
      {
        ...ENV,
        WATCH_MIN_INTERVAL_MS: '50',
        MAX_STREAMS_PER_CALLER: String(MAX_STREAMS),
        MAX_SOCKETS_PER_CALLER: String(MAX_SOCKETS),
        MAX_BODY_BYTES: String(MAX_BODY_BYTES),
        HTTP_HEADERS_TIMEOUT_MS: '300',
        HTTP_REQUEST_TIMEOUT_MS: '600',
        MAX_DEPTH: '6',
        MAX_ALIASES: '3',
        MAX_DIRECTIVES: '3',
        MAX_TOKENS: '300',
        MAX_COST: '2000',
      },
    );
    staff = await bearer('staff-1');
    const sim = (
      await gw.partner.client.get('QuerySimcard', { status: 'FREE', simCardType: 'USIM', take: 1 })
    ).results[0]?.simCardNumber;
    const placed = await order(
      gw,
      'orderNewSubscription',
      { simCardNumber: sim, referenceNumber: 'T-1' },
      {
        'x-api-key': API_KEY,
      },
    );
    openActivation = placed.activation?.activationId ?? '';
  });
  afterAll(async () => {
    for (const s of opened.splice(0)) await s.close();
    await gw.close();
  });

  const follow = { query: FOLLOW, variables: () => ({ id: openActivation }) };
  const followWs = (s: Socket) => s.follow({ query: follow.query, variables: follow.variables() });
  const followOverSse = (headers: Record<string, string>, options: SseOptions = {}) => {
    const live = followSse(gw.url, follow.query, follow.variables(), 'activationUpdated', {
      headers,
      ...options,
    });
    opened.push({ close: () => live.stop() });
    return live;
  };
  const live = (r: Received) => statuses(r).includes('INIT');
  const refusedCodes = (r: Received) =>
    r.errors.map((e) => (e as GraphQLFormattedError).extensions?.['code']);

  // each document breaks one limit only (the gateway's limits are lowered above)
  it.each([
    [
      'depth',
      '{ activation(id: "x") { subscription { simCard { subscription { simCard { subscription { simCard { status } } } } } } } }',
      /depth/i,
      'GRAPHQL_VALIDATION_FAILED',
    ],
    [
      'aliases',
      '{ a: cdrMonths { totalCount } b: cdrMonths { totalCount } c: cdrMonths { totalCount } d: cdrMonths { totalCount } }',
      /aliases/i,
      'GRAPHQL_VALIDATION_FAILED',
    ],
    ['tokens', `{ ${'a '.repeat(400)}}`, /token/i, 'GRAPHQL_PARSE_FAILED'],
    [
      'directives',
      '{ __typename @include(if: true) @include(if: true) @skip(if: false) @skip(if: false) }',
      /directives/i,
      'GRAPHQL_VALIDATION_FAILED',
    ],
    ['syntax', '{ simCards(first: ) }', /syntax/i, 'GRAPHQL_PARSE_FAILED'],
  ])(
    "errors a WebSocket operation over the %s limit with a code (the one HTTP gives, or yoga's for its phase), and the socket stays open",
    async (_, query, message, phaseCode) => {
      const overHttp = await post(gw.url, { query }, staff);
      expect(overHttp.errors?.[0]?.message).toMatch(message);
      const ws = track(socket(gw.url, staff));
      const overWs = await ws.run({ query });
      expect(overWs.via).toBe('error');
      expect(overWs.errors?.[0]?.message).toBe(overHttp.errors?.[0]?.message);
      expect(codesOf(overWs)).toEqual([codesOf(overHttp)[0] ?? phaseCode]);
      expect((await ws.run({ query: '{ __typename }' })).data).toEqual({ __typename: 'Query' });
      expect([ws.connections, ws.closes]).toEqual([1, []]);
      await ws.client.dispose();
    },
  );

  it('refuses a WebSocket operation over the cost limit as HTTP does, with COST_LIMIT_EXCEEDED in its result, and the socket stays open', async () => {
    // counted with the variables' values, before anything runs: a result of the operation
    const query = `{ ${['simCards', 'mobileSubscriptions', 'activations', 'invoices'].map((f) => `${f}(first: 100) { edges { node { __typename } } totalCount }`).join(' ')} }`;
    const overHttp = await post(gw.url, { query }, staff);
    expect(codesOf(overHttp)).toEqual(['COST_LIMIT_EXCEEDED']);
    const ws = track(socket(gw.url, staff));
    const overWs = await ws.run({ query });
    expect([overWs.via, codesOf(overWs)]).toEqual(['next', ['COST_LIMIT_EXCEEDED']]);
    expect(overWs.errors?.[0]?.message).toBe(overHttp.errors?.[0]?.message);
    expect((await ws.run({ query: '{ __typename }' })).data).toEqual({ __typename: 'Query' });
    expect([ws.connections, ws.closes]).toEqual([1, []]);
    await ws.client.dispose();
  });

  it('caps the live streams of one caller over SSE and graphql-ws together; one more is refused with TOO_MANY_STREAMS and the socket stays open', async () => {
    const headers = await bearer('streams-cap');
    // streams that end (NOT_FOUND) give their places back
    const ws = track(socket(gw.url, headers));
    for (const id of ['gone-1', 'gone-2', 'gone-3', 'gone-4']) {
      const ended = ws.follow({ query: FOLLOW, variables: { id } });
      await ended.until((r) => r.done);
    }
    const first = followWs(ws);
    const second = followWs(ws);
    const third = followOverSse(headers);
    for (const r of [first, second, third]) await r.until(live);

    const refusedWs = await ws.run({ query: FOLLOW, variables: follow.variables() });
    expect([refusedWs.via, codesOf(refusedWs)]).toEqual(['next', ['TOO_MANY_STREAMS']]);
    const refusedSse = followOverSse(headers);
    await refusedSse.until((r) => r.done);
    expect(refusedCodes(refusedSse)).toEqual(['TOO_MANY_STREAMS']);
    // the socket is still there, and another caller is not affected
    expect((await ws.run({ query: '{ __typename }' })).data).toEqual({ __typename: 'Query' });
    await followOverSse(await bearer('someone-else')).until(live);

    // a stream its client stops gives its place back: over graphql-ws, then over SSE
    first.stop();
    await vi.waitFor(async () => {
      const again = followOverSse(headers);
      await again.until((r) => r.done || live(r));
      expect(refusedCodes(again)).toEqual([]);
    }, PATIENCE);
    third.stop();
    const fourth = await vi.waitFor(async () => {
      const again = followWs(ws);
      await again.until((r) => r.done || live(r));
      expect(refusedCodes(again)).toEqual([]);
      return again;
    }, PATIENCE);
    expect(live(fourth)).toBe(true);
    expect([ws.connections, ws.closes]).toEqual([1, []]);
  });

  it('gives back the places of SSE streams whose clients left before they started, while the partner still answered', async () => {
    const headers = await bearer('left-early');
    const subscriptions = (await gw.partner.client.get('QuerySubscription', { take: MAX_STREAMS })).results;
    const lookUps = async () => (await gw.partner.stats())['QuerySubscription'] ?? 0;
    const before = await lookUps();
    await gw.partner.faults({ latencyMs: 400, operations: ['QuerySubscription'] });
    const leaving = new AbortController();
    const requests = subscriptions.map((subscription) =>
      fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          accept: 'text/event-stream',
          'cache-control': 'no-cache',
        },
        body: JSON.stringify({
          query: 'subscription($id: ID!) { mobileSubscriptionActivity(subscriptionId: $id) { status } }',
          variables: { id: subscription.id },
        }),
        signal: leaving.signal,
      }).catch(() => undefined),
    );
    // every subscribe is waiting on the partner: the clients leave now
    await vi.waitFor(
      async () => expect(await lookUps()).toBeGreaterThanOrEqual(before + MAX_STREAMS),
      PATIENCE,
    );
    leaving.abort();
    await Promise.all(requests);
    await gw.partner.faults({});
    const streams = await vi.waitFor(async () => {
      const opened = Array.from({ length: MAX_STREAMS }, () => followOverSse(headers));
      await Promise.all(opened.map((r) => r.until((received) => received.done || live(received))));
      const refused = opened.flatMap(refusedCodes);
      // a try made while places are still held gives back what it got, for the next try
      if (refused.length > 0) for (const stream of opened) stream.stop();
      expect(refused).toEqual([]);
      return opened;
    }, PATIENCE);
    for (const stream of streams) stream.stop();
  });

  it('refuses the connection_init of one socket too many for a caller with 1013 Try Again Later (which graphql-ws clients retry) and a reason; the others stay usable', async () => {
    const headers = await bearer('sockets-cap');
    const sockets = Array.from({ length: MAX_SOCKETS }, () => rawSocket(gw.url, headers));
    expect(await Promise.all(sockets.map((s) => s.acknowledged))).toEqual(sockets.map(() => true));
    const extra = rawSocket(gw.url, headers);
    const closed = await extra.closed;
    expect(closed.code).toBe(1013);
    expect(closed.reason).toMatch(/already has 2 sockets open/);
    // another caller still connects; once one socket closes, the caller may open another
    const other = rawSocket(gw.url, await bearer('someone-else-again'));
    expect(await other.acknowledged).toBe(true);
    other.ws.close();
    sockets[0]?.ws.close();
    await sockets[0]?.closed;
    await vi.waitFor(async () => {
      const again = rawSocket(gw.url, headers);
      opened.push({ close: () => again.ws.close() });
      expect(await again.acknowledged).toBe(true);
    }, PATIENCE);
    for (const s of sockets) s.ws.close();
  });

  it('closes a socket that sends a message larger than MAX_BODY_BYTES with 1009, and goes on serving', async () => {
    const big = rawSocket(gw.url, await bearer('big-sender'));
    expect(await big.acknowledged).toBe(true);
    big.ws.send(
      JSON.stringify({
        id: '1',
        type: 'subscribe',
        payload: { query: `{ __typename ${' '.repeat(MAX_BODY_BYTES)}}` },
      }),
    );
    expect((await big.closed).code).toBe(1009);
    expect((await post(gw.url, { query: '{ __typename }' }, staff)).data).toEqual({ __typename: 'Query' });
    const ws = track(socket(gw.url, staff));
    expect((await ws.run({ query: '{ __typename }' })).data).toEqual({ __typename: 'Query' });
  });

  /** a raw TCP client that sends `head`, then one more piece every 50 ms: what the server sent, once it closes */
  const slowClient = (head: string, piece: string) =>
    new Promise<string>((resolve, reject) => {
      const address = new URL(gw.url);
      const tcp = connect(Number(address.port), address.hostname);
      let received = '';
      let drip: NodeJS.Timeout | undefined;
      const timer = setTimeout(() => {
        tcp.destroy();
        reject(new Error(`the server kept a slow client for 5 s; it sent ${JSON.stringify(received)}`));
      }, 5_000);
      tcp.on('connect', () => {
        tcp.write(head);
        drip = setInterval(() => tcp.write(piece), 50);
      });
      tcp.on('data', (data) => {
        received += data.toString();
      });
      tcp.on('error', () => {});
      tcp.on('close', () => {
        clearInterval(drip);
        clearTimeout(timer);
        resolve(received);
      });
    });

  it('closes a connection whose headers arrive too slowly (408), and goes on serving', async () => {
    const received = await slowClient('POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: 1\r\n');
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect((await post(gw.url, { query: '{ __typename }' }, staff)).data).toEqual({ __typename: 'Query' });
  });

  it('closes a connection whose body arrives too slowly (408)', async () => {
    const received = await slowClient(
      `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nAuthorization: ${staff['authorization']}\r\n\r\n{"query":"`,
      ' ',
    );
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a graphql-ws socket with 4403 when its token expires, saying so', async () => {
    const ws = track(socket(gw.url, await bearer('expiring-ws', '2s')));
    const stream = followWs(ws);
    await stream.until(live);
    await vi.waitFor(() => expect(ws.closes).toHaveLength(1), PATIENCE);
    expect(ws.closes[0]?.code).toBe(4403);
    expect(ws.closes[0]?.reason).toMatch(/the token has expired/);
  });

  it('ends an SSE stream (POST and GET) when its token expires, with UNAUTHENTICATED "the token has expired"', async () => {
    const headers = await bearer('expiring-sse', '2s');
    const streams = [followOverSse(headers), followOverSse(headers, { method: 'GET' })];
    for (const stream of streams) await stream.until(live);
    for (const stream of streams) {
      await stream.until((r) => r.done, 5_000);
      expect(stream.errors).toEqual([
        expect.objectContaining({
          message: 'the token has expired',
          extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }),
        }),
      ]);
      expect(statuses(stream)).toEqual(['INIT']);
    }
  });
});
