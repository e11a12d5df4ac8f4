import { createServer } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, connect as tcpConnect } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProviderClient, type ProviderRetryEvent } from '../src/provider/client.js';
import {
  PartnerBadResponseError,
  PartnerRejectedError,
  PartnerTimeoutError,
  PartnerUnreachableError,
} from '../src/provider/errors.js';
import { requestsTo, startTestPartner, type TestPartner } from './utils/simulator.js';

let partner: TestPartner;
beforeAll(async () => {
  partner = await startTestPartner({ openOrders: false });
});
afterAll(() => partner.close());
afterEach(() => partner.reset());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
const esimOrder = { eSim: true, email: 'a@example.com', confirmationCode: 'S3CR3T' };

/**
 * A proxy before the partner that closes a connection when a second request comes on it, as a
 * partner does that closes an idle kept-alive connection at the moment a request arrives.
 * `closed` counts the requests it closed a connection on.
 */
async function closingKeptAliveConnections(target: string) {
  const { hostname, port } = new URL(target);
  const state = { closed: 0 };
  const server = createTcpServer((client) => {
    const upstream = tcpConnect(Number(port), hostname);
    let answered = false;
    client.on('data', (chunk: Buffer) => {
      if (!answered) {
        upstream.write(chunk);
        return;
      }
      state.closed++;
      client.destroy();
      upstream.destroy();
    });
    upstream.on('data', (chunk: Buffer) => {
      answered = true;
      client.write(chunk);
    });
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      socket.on('error', () => other.destroy());
      socket.on('close', () => other.end());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get closed() {
      return state.closed;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('every GET operation', () => {
  it('returns typed records from the simulator', async () => {
    const { client } = partner;
    const month = (await client.get('QueryCdrMonth', {})).results[0]?.yearMonth ?? '';
    const pages = await Promise.all([
      client.get('QuerySimcard', { take: 2 }),
      client.get('QueryActivation', { take: 2 }),
      client.get('QuerySubscription', { take: 2 }),
      client.get('QueryInvoice', { take: 2 }),
      client.get('QueryCdrMonth', { take: 2 }),
      client.get('QueryCdr', { yearMonth: month, take: 2 }),
      client.get('QueryUsageSubscription', { take: 2 }),
    ]);
    for (const page of pages) {
      expect(page.results).toHaveLength(2);
      expect(page.total).toBeGreaterThanOrEqual(2);
    }
  });

  it('reads every page of a list when asked, never above the maximum page size', async () => {
    const all = await partner.client.readAll('QuerySimcard', {}, { pageSize: 5000 });
    expect(all.results).toHaveLength(all.total);
    expect(new Set(all.results.map((s) => s.id)).size).toBe(all.total);
    const limited = await partner.client.readAll('QuerySimcard', {}, { pageSize: 7, limit: 20 });
    expect(limited.results).toHaveLength(20);
  });
});

describe('every POST operation', () => {
  it('returns the activation the provider created', async () => {
    const { client } = partner;
    const subs = (await client.get('QuerySubscription', { take: 40 })).results.filter(
      (s) => s.state === 'ACTIVE' && s.providerEnvironment === 'SP16001',
    );
    const [a, b, c, d, e] = subs;
    const free = (
      await client.get('QuerySimcard', { status: 'FREE', simCardType: 'USIM', take: 3 })
    ).results.map((s) => s.simCardNumber);
    const wishDate = new Date(Date.parse('2026-07-01T00:00:00Z')).toISOString();
    const order = await client.post('NewSubscription', { simCardNumber: free[0] ?? '' });
    expect((await client.post('CancelNewSubscription', { activationId: order.id })).status).toBe(
      'CANCELLING',
    );
    expect((await client.post('SuspendSubscription', { subscriptionId: a?.id ?? '' })).activationType).toBe(
      'SUSPEND',
    );
    expect((await client.post('ResumeSubscription', { subscriptionId: b?.id ?? '' })).activationType).toBe(
      'RESUME',
    );
    expect(
      (
        await client.post('SimSwapSubscription', {
          subscriptionId: c?.id ?? '',
          newSimCardNumber: free[1] ?? '',
        })
      ).activationType,
    ).toBe('SIMSWAP');
    expect(
      (
        await client.post('SetServicesSubscription', {
          subscriptionId: d?.id ?? '',
          services: { voiceMail: true },
        })
      ).activationType,
    ).toBe('SETSERVICES');
    const port = await client.post('InPortSubscription', {
      phoneNumber: '0699988877',
      donorCustomerNumber: 'D1',
      simCardNumber: free[2] ?? '',
    });
    expect(port.activationType).toBe('INPORT');
    await partner.advance(2000);
    expect(
      (await client.post('ChangeInPortSubscription', { activationId: port.id, donorCustomerNumber: 'D2' }))
        .id,
    ).toBe(port.id);
    expect(
      (await client.post('CancelInPortSubscription', { activationId: port.id })).info?.portingStatus,
    ).toBe('CANCELLING');
    const out = await client.post('PortingOutSubscription', { subscriptionId: e?.id ?? '', wishDate });
    expect((await client.post('CancelPortingOutSubscription', { activationId: out.id })).status).toBe('BUSY');
    const term = await client.post('TerminateSubscription', { phoneNumber: a?.phoneNumber ?? '', wishDate });
    expect((await client.post('CancelTerminateSubscription', { activationId: term.id })).status).toBe('BUSY');
  });
});

describe('errors', () => {
  it('carry the provider responseStatus: HTTP status, errorCode, message, errors and operation', async () => {
    const error = await failure(partner.client.post('SuspendSubscription', {}));
    expect(error).toBeInstanceOf(PartnerRejectedError);
    expect(error).toMatchObject({
      code: 'PROVIDER_REJECTED',
      status: 400,
      errorCode: 'BadRequest',
      operation: 'SuspendSubscription',
      outcomeUnknown: false,
    });
    expect((error as PartnerRejectedError).errors.length).toBeGreaterThan(0);
  });

  it('never carry a confirmation code, even when the provider message repeats it', async () => {
    const error = await failure(
      partner.client.post('NewSubscription', { ...esimOrder, confirmationCode: 'TOOLONGCODE1' }),
    );
    expect(error).toBeInstanceOf(PartnerRejectedError);
    expect(JSON.stringify({ ...(error as object), message: (error as Error).message })).not.toContain(
      'TOOLONGCODE1',
    );
  });

  it('mask a secret a provider echoes in its message', async () => {
    const echo = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => {
        body += c.toString();
      });
      req.on('end', () => {
        const code = (JSON.parse(body) as { confirmationCode: string }).confirmationCode;
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            responseStatus: {
              errorCode: 'BadRequest',
              message: `code ${code} rejected`,
              errors: [{ value: code }],
            },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const client = new ProviderClient({
      baseUrl: `http://127.0.0.1:${(echo.address() as AddressInfo).port}`,
    });
    try {
      const error = (await failure(client.post('NewSubscription', esimOrder))) as PartnerRejectedError;
      expect(error.providerMessage).toBe('code *** rejected');
      expect(JSON.stringify(error.errors)).not.toContain('S3CR3T');
    } finally {
      await client.close();
      echo.close();
    }
  });
});

describe('faults', () => {
  it('retries a GET that meets 503s and succeeds', async () => {
    await partner.faults({ errorRate: 1, errorStatus: 503, count: 2, operations: ['QuerySimcard'] });
    const page = await partner.client.get('QuerySimcard', { take: 1 });
    expect(page.results).toHaveLength(1);
    expect((await partner.stats()).QuerySimcard).toBe(3);
  });

  it('honours Retry-After on a 429 before retrying', async () => {
    await partner.faults({
      errorRate: 1,
      errorStatus: 429,
      retryAfterSeconds: 1,
      count: 1,
      operations: ['QuerySimcard'],
    });
    const retries: ProviderRetryEvent[] = [];
    const client = new ProviderClient({
      baseUrl: partner.url,
      retry: { minDelayMs: 1, maxDelayMs: 5000 },
      onRetry: (retry) => retries.push(retry),
    });
    await client.get('QuerySimcard', { take: 1 });
    await client.close();
    // the retry waited the second the partner asked for, not a backoff of at most 1 ms
    expect(retries).toEqual([{ operation: 'QuerySimcard', attempt: 1, delayMs: 1_000, reason: '429' }]);
    expect((await partner.stats()).QuerySimcard).toBe(2);
  });

  it('gives up after the retries with the last answer, the partner unavailable', async () => {
    await partner.faults({ errorRate: 1, errorStatus: 502, operations: ['QuerySimcard'] });
    const error = await failure(partner.client.get('QuerySimcard', { take: 1 }));
    expect(error).toMatchObject({ code: 'PROVIDER_UNAVAILABLE', reason: 'HTTP_502', status: 502 });
    expect((await partner.stats()).QuerySimcard).toBe(4);
  });

  it('never retries a POST, even when it fails with a 503', async () => {
    await partner.faults({ errorRate: 1, errorStatus: 503, operations: ['NewSubscription'] });
    const error = await failure(partner.client.post('NewSubscription', esimOrder));
    // a 503 says the partner did not take it; a 500, 502 or 504 might come after it did
    expect(error).toMatchObject({ code: 'PROVIDER_UNAVAILABLE', status: 503, outcomeUnknown: false });
    expect((await partner.stats()).NewSubscription).toBe(1);
  });

  it('sends a POST exactly once when its answer is lost, and says the order may exist', async () => {
    const before = (await partner.client.get('QueryActivation', { take: 0 })).total;
    await partner.faults({ dropRate: 1, operations: ['NewSubscription'] });
    const error = await failure(partner.client.post('NewSubscription', esimOrder));
    expect(error).toBeInstanceOf(PartnerUnreachableError);
    expect(error).toMatchObject({ outcomeUnknown: true, operation: 'NewSubscription' });
    expect((await partner.stats()).NewSubscription).toBe(1);
    // the order was placed: the provider processed it before the answer was lost
    expect((await partner.client.get('QueryActivation', { take: 0 })).total).toBe(before + 1);
  });

  it('sends each order on a connection of its own, so that no order loses its answer to a kept-alive connection the partner closes as it arrives', async () => {
    const proxy = await closingKeptAliveConnections(partner.url);
    const client = new ProviderClient({ baseUrl: proxy.url });
    try {
      // a read leaves a connection kept alive; the orders after it open their own
      await client.get('QuerySimcard', { take: 1 });
      const first = await client.post('NewSubscription', esimOrder);
      const second = await client.post('NewSubscription', esimOrder);
      expect(first.id).not.toBe(second.id);
      expect(requestsTo(partner, 'NewSubscription')).toBe(2);
      // the read's connection was still there: the next read met it closed, and was sent again
      expect((await client.get('QuerySimcard', { take: 1 })).results).toHaveLength(1);
      expect(proxy.closed).toBe(1);
    } finally {
      await client.close();
      await proxy.close();
    }
  });

  it('retries a GET whose connection drops', async () => {
    await partner.faults({ dropRate: 1, count: 1, operations: ['QuerySubscription'] });
    expect((await partner.client.get('QuerySubscription', { take: 1 })).results).toHaveLength(1);
    expect((await partner.stats()).QuerySubscription).toBe(2);
  });

  it('times out a call that stalls past its timeout', async () => {
    await partner.faults({ stallRate: 1, stallMs: 2000, operations: ['QueryCdrMonth'] });
    const error = await failure(partner.client.get('QueryCdrMonth', {}, { timeoutMs: 200 }));
    expect(error).toBeInstanceOf(PartnerTimeoutError);
    expect(error).toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      reason: 'TIMEOUT',
      timeoutMs: 200,
      outcomeUnknown: false,
    });
  });

  it('marks a timed-out POST as possibly processed', async () => {
    await partner.faults({ stallRate: 1, stallMs: 1000, operations: ['NewSubscription'] });
    const error = await failure(partner.client.post('NewSubscription', esimOrder, { timeoutMs: 100 }));
    expect(error).toMatchObject({ code: 'PROVIDER_UNAVAILABLE', reason: 'TIMEOUT', outcomeUnknown: true });
    expect((await partner.stats()).NewSubscription).toBe(1);
  });

  it('reports a body that is not the expected JSON', async () => {
    await partner.faults({ malformedRate: 1, operations: ['QueryInvoice'] });
    const error = await failure(partner.client.get('QueryInvoice', { take: 1 }));
    expect(error).toBeInstanceOf(PartnerBadResponseError);
    expect(error).toMatchObject({ code: 'PROVIDER_BAD_RESPONSE', status: 200 });
  });

  it('reports JSON of the wrong shape, naming where', async () => {
    const odd = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ offset: 0, total: 1, results: [{ id: 5 }] }));
    });
    await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
    const client = new ProviderClient({ baseUrl: `http://127.0.0.1:${(odd.address() as AddressInfo).port}` });
    try {
      const error = await failure(client.get('QueryActivation', {}));
      expect(error).toBeInstanceOf(PartnerBadResponseError);
      expect((error as Error).message).toContain('results.0.id');
    } finally {
      await client.close();
      odd.close();
    }
  });

  it('answers 503 during an outage on the virtual clock, and recovers after it', async () => {
    await partner.faults({ outageMs: 60_000 });
    const client = new ProviderClient({ baseUrl: partner.url, retry: { maxRetries: 0 } });
    try {
      expect(await failure(client.get('QuerySimcard', { take: 1 }))).toMatchObject({ status: 503 });
      await partner.advance(60_000);
      expect((await client.get('QuerySimcard', { take: 1 })).results).toHaveLength(1);
    } finally {
      await client.close();
    }
  });

  it('reports a refused connection as unreachable, with the order certainly not placed', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const client = new ProviderClient({
      baseUrl: `http://127.0.0.1:${port}`,
      retry: { maxRetries: 1, minDelayMs: 1 },
    });
    try {
      const error = await failure(client.post('NewSubscription', esimOrder));
      expect(error).toMatchObject({
        code: 'PROVIDER_UNAVAILABLE',
        reason: 'UNREACHABLE',
        causeCode: 'ECONNREFUSED',
        outcomeUnknown: false,
      });
    } finally {
      await client.close();
    }
  });

  it('never writes a POST after its deadline: queued behind a busy connection, it fails unsent and the partner never sees it', async () => {
    const client = new ProviderClient({ baseUrl: partner.url, connections: 1, timeoutMs: 5_000 });
    try {
      // the only connection is held a second by an order the partner stalls
      await partner.faults({ stallRate: 1, stallMs: 1_000, count: 1, operations: ['SuspendSubscription'] });
      const [sub] = (await client.get('QuerySubscription', { take: 1 })).results;
      const held = client.post('SuspendSubscription', { subscriptionId: sub?.id ?? '' });
      await vi.waitFor(() => expect(requestsTo(partner, 'SuspendSubscription')).toBe(1), { interval: 5 });
      // this one waits for the connection longer than it may
      const late = await failure(
        client.post('NewSubscription', esimOrder, { sendBy: performance.now() + 200 }),
      );
      expect(late).toMatchObject({
        reason: 'UNREACHABLE',
        causeCode: 'SEND_DEADLINE',
        outcomeUnknown: false,
      });
      await held;
      expect(requestsTo(partner, 'NewSubscription')).toBe(0);
      // within its deadline, it goes
      await client.post('NewSubscription', esimOrder, { sendBy: performance.now() + 1_000 });
      expect(requestsTo(partner, 'NewSubscription')).toBe(1);
    } finally {
      await client.close();
    }
  });

  it('stops a call when the caller aborts it', async () => {
    await partner.faults({ latencyMs: 1000, operations: ['QueryCdrMonth'] });
    const controller = new AbortController();
    const pending = failure(partner.client.get('QueryCdrMonth', {}, { signal: controller.signal }));
    // the call has reached the partner, which holds its answer for a second
    await vi.waitFor(() => expect(requestsTo(partner, 'QueryCdrMonth')).toBe(1), { interval: 5 });
    controller.abort(new Error('caller went away'));
    expect(((await pending) as Error).message).toBe('caller went away');
  });
});

describe('identical GETs in flight at the same moment', () => {
  it('share one provider call', async () => {
    await partner.faults({ latencyMs: 100 });
    const calls = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        partner.client.get('QuerySubscription', { take: 3 }, { requestId: `r${i}` }),
      ),
    );
    expect(new Set(calls.map((c) => JSON.stringify(c))).size).toBe(1);
    expect((await partner.stats()).QuerySubscription).toBe(1);
  });
});

describe('authentication and request ids', () => {
  let secured: TestPartner;
  beforeAll(async () => {
    secured = await startTestPartner({
      openOrders: false,
      auth: { header: 'authorization', value: 'Bearer t0ken' },
    });
  });
  afterAll(() => secured.close());

  it.each([
    [
      'a bearer token',
      { kind: 'bearer', token: 't0ken' } as const,
      { header: 'authorization', value: 'Bearer t0ken' },
    ],
    [
      'basic credentials',
      { kind: 'basic', username: 'reseller', password: 'pw' } as const,
      { header: 'authorization', value: `Basic ${Buffer.from('reseller:pw').toString('base64')}` },
    ],
    [
      'a named header',
      { kind: 'header', name: 'X-Api-Key', value: 'k3y' } as const,
      { header: 'x-api-key', value: 'k3y' },
    ],
  ])('sends %s', async (_name, auth, expected) => {
    const sim = await startTestPartner({ openOrders: false, auth: expected }, { auth });
    try {
      expect((await sim.client.get('QuerySimcard', { take: 1 })).results).toHaveLength(1);
    } finally {
      await sim.close();
    }
  });

  it('maps a 401 to a rejection with the status', async () => {
    const client = new ProviderClient({ baseUrl: secured.url, auth: { kind: 'bearer', token: 'wrong' } });
    try {
      expect(await failure(client.get('QuerySimcard', {}))).toMatchObject({
        status: 401,
        errorCode: 'Unauthorized',
      });
    } finally {
      await client.close();
    }
  });

  it('forwards x-request-id', async () => {
    const client = new ProviderClient({ baseUrl: secured.url, auth: { kind: 'bearer', token: 't0ken' } });
    try {
      await client.get('QueryCdrMonth', {}, { requestId: 'req-42' });
      expect(secured.sim.requests.at(-1)).toMatchObject({ operation: 'QueryCdrMonth', requestId: 'req-42' });
    } finally {
      await client.close();
    }
  });
});
