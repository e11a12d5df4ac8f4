/**
 * Attacks on the connections themselves, over real HTTP, WebSocket and raw TCP on ephemeral
 * ports: a DNS rebinding page against `npm start`'s defaults (no authentication), which its
 * browser takes for the gateway's own origin, so that only the Host it sends gives it away; and
 * WebSockets that never say hello (no connection_init), held open to use up the gateway.
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { startTestGateway, type TestGateway } from './utils/gateway.js';

/** what the attacker came for: PIN and PUK, every caller being staff without authentication */
const SECRETS = '{ simCards(first: 1) { edges { node { simCardNumber pin puk } } } }';
const PATIENCE = { timeout: 5_000, interval: 20 };

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** one HTTP request to `url`, as a browser on a page of `host` sends it: that Host, that Origin */
function asPageOf(host: string, url: string, init: { method?: string; path: string; body?: string }) {
  const target = new URL(url);
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: init.path,
        method: init.method ?? 'GET',
        headers: {
          host,
          origin: `http://${host}`,
          accept: 'application/json, text/html',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

interface Upgrade {
  ws: WebSocket;
  /** 101, or the status of the refusal */
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** a graphql-transport-ws upgrade, with a Host and an Origin, from a local address of the test's choosing */
function upgrade(url: string, options: { host?: string; origin?: string; from?: string } = {}) {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
    ...(options.host === undefined ? {} : { headers: { host: options.host } }),
    ...(options.origin === undefined ? {} : { origin: options.origin }),
    ...(options.from === undefined ? {} : { localAddress: options.from }),
  });
  ws.on('error', () => {});
  return new Promise<Upgrade>((resolve) => {
    ws.once('open', () => resolve({ ws, status: 101, body: '', headers: {} }));
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () => resolve({ ws, status: res.statusCode ?? 0, body, headers: res.headers }));
    });
  });
}

/** sends connection_init: whether it was acknowledged */
function hello(ws: WebSocket): Promise<boolean> {
  return new Promise((resolve) => {
    ws.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type: string }).type === 'connection_ack') resolve(true);
    });
    ws.once('close', () => resolve(false));
    ws.send(JSON.stringify({ type: 'connection_init' }));
  });
}

/** one operation on an acknowledged socket: its first `next` payload */
function run(ws: WebSocket, query: string): Promise<{ data?: unknown; errors?: unknown }> {
  return new Promise((resolve) => {
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; id?: string; payload?: unknown };
      if (message.type === 'next' && message.id === 'op') resolve(message.payload as { data?: unknown });
    });
    ws.send(JSON.stringify({ id: 'op', type: 'subscribe', payload: { query } }));
  });
}

describe('a DNS rebinding page against the default start (no authentication)', () => {
  let gw: TestGateway;
  let port: string;
  beforeAll(async () => {
    gw = await startTestGateway({}, { PUBLIC_HOSTS: 'gateway.reseller.example,.staff.reseller.example' });
    port = new URL(gw.url).port;
  });
  afterAll(() => gw.close());

  const ATTACKER = () => `rebind.attacker.example:${port}`;

  it('reads PIN and PUK by the names the gateway answers to: localhost, an IP address, PUBLIC_HOSTS', async () => {
    const served = [
      `127.0.0.1:${port}`,
      `[::1]:${port}`,
      `localhost:${port}`,
      `console.localhost:${port}`,
      'gateway.reseller.example',
      'Gateway.Reseller.Example:443',
      'staff.reseller.example',
      `desk.staff.reseller.example:${port}`,
    ];
    for (const host of served) {
      const answer = await asPageOf(host, gw.url, {
        method: 'POST',
        path: '/graphql',
        body: JSON.stringify({ query: SECRETS }),
      });
      expect({ host, status: answer.status }).toEqual({ host, status: 200 });
      expect(answer.body).toMatch(/"pin":"\d+","puk":"\d+"/);
    }
  });

  it('is answered 421 HOST_NOT_ALLOWED on every path, naming its Host and PUBLIC_HOSTS; nothing reaches the partner', async () => {
    const before = await gw.calls();
    const requests = [
      { method: 'POST', path: '/graphql', body: JSON.stringify({ query: SECRETS }) },
      { path: '/graphql' },
      { path: `/graphql?query=${encodeURIComponent(SECRETS)}` },
      { path: '/health' },
      { path: '/ready' },
      { path: '/metrics' },
    ];
    const names = [
      ATTACKER(),
      'gateway.reseller.example.attacker.example',
      'evilstaff.reseller.example',
      `localhost.attacker.example:${port}`,
    ];
    for (const host of names) {
      for (const init of requests) {
        const answer = await asPageOf(host, gw.url, init);
        expect({ host, path: init.path, status: answer.status }).toEqual({
          host,
          path: init.path,
          status: 421,
        });
        const body = JSON.parse(answer.body) as {
          errors: Array<{ message: string; extensions: { code: string } }>;
        };
        expect(body.errors[0]?.extensions.code).toBe('HOST_NOT_ALLOWED');
        expect(body.errors[0]?.message).toContain(JSON.stringify(host));
        expect(body.errors[0]?.message).toContain('PUBLIC_HOSTS');
      }
    }
    expect(await gw.calls()).toBe(before);
  });

  it('is answered 400 BAD_REQUEST, never a stack trace, when its Host and target make no URL: a port past 65535, a port that is a name, an absolute-form target', async () => {
    const odd: Array<[string, string]> = [
      ['localhost:99999', '/health'],
      ['localhost:evil.example', '/graphql'],
      [`127.0.0.1:${port}`, 'http://x/graphql'],
    ];
    for (const [host, path] of odd) {
      const answer = await asPageOf(host, gw.url, { path });
      expect({ host, path, status: answer.status }).toEqual({ host, path, status: 400 });
      expect(answer.body).not.toMatch(/\bat \S+ \(|node_modules/);
      expect(JSON.parse(answer.body)).toMatchObject({ errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
    }
    // the control: the same paths by a served name are answered
    expect((await asPageOf(`localhost:${port}`, gw.url, { path: '/health' })).status).toBe(200);
  });

  it('cannot open a WebSocket: refused with 421 before 101; the gateway’s own page and its listed names still open one', async () => {
    const attack = await upgrade(gw.url, { host: ATTACKER(), origin: `http://${ATTACKER()}` });
    expect(attack.status).toBe(421);
    expect(attack.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(attack.body)).toMatchObject({ errors: [{ extensions: { code: 'HOST_NOT_ALLOWED' } }] });
    for (const host of [`127.0.0.1:${port}`, 'gateway.reseller.example']) {
      const own = await upgrade(gw.url, { host, origin: `http://${host}` });
      expect({ host, status: own.status }).toEqual({ host, status: 101 });
      expect(await hello(own.ws)).toBe(true);
      const result = await run(own.ws, SECRETS);
      expect(JSON.stringify(result.data)).toMatch(/"pin":"\d+","puk":"\d+"/);
      own.ws.close();
    }
  });
});

/** the first frame after a handshake's response: its opcode and, for a close frame, its code and reason */
function firstFrame(received: Buffer) {
  const end = received.indexOf('\r\n\r\n');
  const frame = received.subarray(end + 4);
  const length = (frame[1] ?? 0) & 0x7f;
  return {
    statusLine: received.subarray(0, received.indexOf('\r\n')).toString(),
    opcode: (frame[0] ?? 0) & 0x0f,
    code: frame.readUInt16BE(2),
    reason: frame.subarray(4, 2 + length).toString(),
  };
}

describe('WebSockets that never say hello', () => {
  describe('the connection_init timeout', () => {
    let gw: TestGateway;
    beforeAll(async () => {
      gw = await startTestGateway({}, { WS_INIT_TIMEOUT_MS: '300' });
    });
    afterAll(() => gw.close());

    /** a raw TCP client that upgrades, then neither speaks nor answers the close frame: what it got once the server ended the connection */
    const silentSocket = () =>
      new Promise<Buffer>((resolve, reject) => {
        const address = new URL(gw.url);
        const tcp = connect(Number(address.port), address.hostname);
        const chunks: Buffer[] = [];
        tcp.on('connect', () =>
          tcp.write(
            [
              'GET /graphql HTTP/1.1',
              `Host: ${address.host}`,
              'Upgrade: websocket',
              'Connection: Upgrade',
              'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
              'Sec-WebSocket-Version: 13',
              'Sec-WebSocket-Protocol: graphql-transport-ws',
              '',
              '',
            ].join('\r\n'),
          ),
        );
        tcp.on('data', (data) => chunks.push(data));
        tcp.on('error', reject);
        // the server ended it: it did not wait for the close frame this client never sends
        tcp.on('close', () => resolve(Buffer.concat(chunks)));
      });

    it('closes a socket that sends no connection_init with 4408 and ends its TCP connection then, though its client never answers the close frame', async () => {
      // the control: a client that says hello in time keeps its socket past the timeout
      const polite = await upgrade(gw.url);
      expect(await hello(polite.ws)).toBe(true);
      const frame = firstFrame(await silentSocket());
      expect(frame.statusLine).toBe('HTTP/1.1 101 Switching Protocols');
      expect(frame).toMatchObject({ opcode: 0x8, code: 4408, reason: 'Connection initialisation timeout' });
      expect(polite.ws.readyState).toBe(WebSocket.OPEN);
      expect((await run(polite.ws, '{ __typename }')).data).toEqual({ __typename: 'Query' });
      polite.ws.close();
    });
  });

  describe('the caps of sockets not yet acknowledged', () => {
    let gw: TestGateway;
    const sockets: WebSocket[] = [];
    const open = async (from: string) => {
      const opened = await upgrade(gw.url, { from });
      sockets.push(opened.ws);
      return opened;
    };
    beforeAll(async () => {
      gw = await startTestGateway(
        {},
        { MAX_PENDING_SOCKETS_PER_ADDRESS: '2', MAX_PENDING_SOCKETS: '3', WS_INIT_TIMEOUT_MS: '60000' },
      );
    });
    afterAll(async () => {
      for (const ws of sockets) ws.terminate();
      await gw.close();
    });

    it('refuses at the upgrade with 429 one socket over the per-address cap; over the total, the socket silent longest gives its place (4408); acknowledging or closing one gives its place back', async () => {
      const [first, second] = [await open('127.0.0.1'), await open('127.0.0.1')];
      expect([first.status, second.status]).toEqual([101, 101]);
      const overAddress = await open('127.0.0.1');
      expect(overAddress.status).toBe(429);
      expect(overAddress.body).toContain('MAX_PENDING_SOCKETS_PER_ADDRESS');
      expect(overAddress.headers['retry-after']).toBe('60');

      // acknowledged, a socket no longer counts, and works
      expect(await hello(first.ws)).toBe(true);
      const third = await open('127.0.0.1');
      expect(third.status).toBe(101);
      expect((await run(first.ws, '{ __typename }')).data).toEqual({ __typename: 'Query' });

      // closed, it no longer counts either (once the server has seen it go)
      third.ws.close();
      await vi.waitFor(async () => expect((await open('127.0.0.1')).status).toBe(101), PATIENCE);

      // another address has places of its own; past the total, the longest silent socket makes room
      expect((await open('127.0.0.2')).status).toBe(101);
      const made = new Promise<[number, string]>((resolve) =>
        second.ws.once('close', (code, reason) => resolve([code, String(reason)])),
      );
      expect((await open('127.0.0.3')).status).toBe(101);
      const [code, reason] = await made;
      expect(code).toBe(4408);
      expect(reason).toContain('MAX_PENDING_SOCKETS');
      expect(first.ws.readyState).toBe(WebSocket.OPEN);
    });
  });

  describe('from many addresses', () => {
    const PER_ADDRESS = 3;
    const TOTAL = 24;
    /** twelve attacking addresses (all of 127.0.0.0/8 is loopback), each trying one socket over its cap */
    const ATTACKERS = Array.from({ length: 12 }, (_, i) => `127.0.0.${10 + i}`);
    let gw: TestGateway;
    const sockets: WebSocket[] = [];
    beforeAll(async () => {
      gw = await startTestGateway(
        {},
        {
          MAX_PENDING_SOCKETS_PER_ADDRESS: String(PER_ADDRESS),
          MAX_PENDING_SOCKETS: String(TOTAL),
          WS_INIT_TIMEOUT_MS: '60000',
        },
      );
    });
    afterAll(async () => {
      for (const ws of sockets) ws.terminate();
      await gw.close();
    });

    /** an upgrade from `from`, with the close it gets later, if any */
    const open = async (from: string) => {
      const opened = await upgrade(gw.url, { from });
      sockets.push(opened.ws);
      const closed: { code?: number; reason?: string } = {};
      opened.ws.once('close', (code, reason) => Object.assign(closed, { code, reason: String(reason) }));
      return { ...opened, closed };
    };

    it('holds each address to its cap and all of them to the total, while a client that says hello is still served', async () => {
      // the control before: a client already acknowledged
      const before = await open('127.0.0.1');
      expect(await hello(before.ws)).toBe(true);

      const tries: Array<Awaited<ReturnType<typeof open>>> = [];
      for (const from of ATTACKERS) {
        const mine = [];
        for (let i = 0; i <= PER_ADDRESS; i++) mine.push(await open(from));
        // one over its cap, on every address: refused at the upgrade, naming the per-address cap
        expect(mine.map((t) => t.status)).toEqual([101, 101, 101, 429]);
        expect(mine[PER_ADDRESS]?.body).toContain('MAX_PENDING_SOCKETS_PER_ADDRESS');
        tries.push(...mine.slice(0, PER_ADDRESS));
      }
      // the total holds: the sockets over it ended the longest silent ones, with 4408
      const stillOpen = () => tries.filter((t) => t.ws.readyState === WebSocket.OPEN);
      await vi.waitFor(() => expect(stillOpen()).toHaveLength(TOTAL), PATIENCE);
      expect(stillOpen()).toEqual(tries.slice(-TOTAL));
      await vi.waitFor(() => {
        for (const t of tries.slice(0, -TOTAL)) expect(t.closed.code).toBe(4408);
      }, PATIENCE);

      // a new client that says hello gets its socket, and it works; so does the one from before
      const polite = await open('127.0.0.2');
      expect(polite.status).toBe(101);
      expect(await hello(polite.ws)).toBe(true);
      expect((await run(polite.ws, '{ __typename }')).data).toEqual({ __typename: 'Query' });
      expect((await run(before.ws, '{ __typename }')).data).toEqual({ __typename: 'Query' });
      // its place was one of the attackers': the total still holds
      await vi.waitFor(() => expect(stillOpen()).toHaveLength(TOTAL - 1), PATIENCE);
      // and an address at its cap is still refused
      const lastAttacker = ATTACKERS.at(-1) ?? '';
      expect((await open(lastAttacker)).status).toBe(429);
    });
  });
});
