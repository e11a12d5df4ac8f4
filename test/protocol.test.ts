import { serverAudits } from 'graphql-http';
import { CloseCode } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestGateway, type TestGateway } from './utils/gateway.js';
import { staffToken, TEST_JWT_SECRET } from './utils/tokens.js';

let gw: TestGateway;
let bearer: string;

beforeAll(async () => {
  // every plugin on: authentication, armor, CSRF prevention, rate limits, deadline
  gw = await startTestGateway(
    { openOrders: false },
    {
      AUTH_MODE: 'jwt',
      JWT_SECRET: TEST_JWT_SECRET,
      WS_INIT_TIMEOUT_MS: '300',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  );
  bearer = await staffToken('auditor');
});
afterAll(() => gw.close());

describe('GraphQL over HTTP', () => {
  // a client of this gateway sends its credentials, and the CSRF header on GET requests
  const fetchFn = (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Bearer ${bearer}`);
    headers.set('x-graphql-yoga-csrf', '1');
    return fetch(input, { ...init, headers });
  };

  it('passes every graphql-http server audit, MUST, SHOULD and MAY', async () => {
    const audits = serverAudits({ url: () => `${gw.url}/graphql`, fetchFn });
    expect(audits.length).toBe(61);
    const failed: string[] = [];
    for (const audit of audits) {
      const result = await audit.fn();
      if (result.status !== 'ok') failed.push(`${result.name}: ${result.reason}`);
    }
    expect(failed).toEqual([]);
  });
});

describe('GraphQL over WebSocket close codes', () => {
  /**
   * opens a raw graphql-transport-ws socket, sends messages (once the connection is
   * acknowledged, with `acknowledged`), and resolves with the close code
   */
  const closeCode = (messages: unknown[], { init = true, auth = true, acknowledged = false } = {}) =>
    new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`${gw.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
      const timer = setTimeout(() => reject(new Error('the socket was not closed')), 5_000);
      const send = () => {
        for (const message of messages)
          socket.send(typeof message === 'string' ? message : JSON.stringify(message));
      };
      socket.on('close', (code) => {
        clearTimeout(timer);
        resolve(code);
      });
      socket.on('message', (data) => {
        if (acknowledged && (JSON.parse(data.toString()) as { type?: unknown }).type === 'connection_ack')
          send();
      });
      socket.on('open', () => {
        if (init)
          socket.send(
            JSON.stringify({
              type: 'connection_init',
              payload: auth ? { authorization: `Bearer ${bearer}` } : {},
            }),
          );
        if (!acknowledged) send();
      });
    });
  const subscribe = (id: string) => ({
    id,
    type: 'subscribe',
    payload: { query: 'subscription { activationUpdated(id: "x") { status } }' },
  });

  it.each([
    ['4400 for a message that is not of the protocol', CloseCode.BadRequest, ['{"type":"nope"}'], {}],
    [
      '4401 for a subscribe before the connection is acknowledged',
      CloseCode.Unauthorized,
      [subscribe('1')],
      { init: false },
    ],
    ['4403 for a connection without credentials', CloseCode.Forbidden, [], { auth: false }],
    [
      '4408 for a client that never initialises',
      CloseCode.ConnectionInitialisationTimeout,
      [],
      { init: false },
    ],
    [
      '4409 for a second subscriber with the same id',
      CloseCode.SubscriberAlreadyExists,
      [subscribe('1'), subscribe('1')],
      { acknowledged: true },
    ],
    [
      '4429 for a second connection_init',
      CloseCode.TooManyInitialisationRequests,
      [{ type: 'connection_init' }],
      { acknowledged: true },
    ],
  ])('closes with %s', async (_what, code, messages, options) => {
    expect(await closeCode(messages, options)).toBe(code);
  });
});
