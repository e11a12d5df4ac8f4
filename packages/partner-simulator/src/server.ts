/**
 * The simulator's HTTP server: the partner operations at /api/<OperationName>, the control
 * endpoints under /__simulator, and /openapi.json.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  GET_OPERATIONS,
  isGetOperation,
  isPostOperation,
  OPERATIONS,
  operationPath,
  POST_OPERATIONS,
} from '@msp/partner-interface';
import { SIMULATOR_DEFAULTS } from './defaults.js';
import { badRequest, notFound, SimulatorError } from './errors.js';
import { type FaultOutcome, faultsSchema } from './faults.js';
import { openApiDocument } from './openapi.js';
import { readParams } from './query.js';
import { Simulator, type SimulatorOptions } from './simulator.js';

export interface SimulatorServerOptions extends SimulatorOptions {
  /** @default 0 (an ephemeral port) */
  port?: number;
  /** @default '127.0.0.1' */
  host?: string;
  /**
   * When set, every /api request must carry this header with exactly this value, or it is
   * answered 401 (for example `{ header: 'authorization', value: 'Bearer s3cret' }`).
   */
  auth?: { header: string; value: string };
}

export interface RecordedRequest {
  /** when it came in, epoch ms */
  at: number;
  operation: string;
  method: string;
  /** path and query string */
  path: string;
  requestId: string | undefined;
  /** the W3C trace context the caller sent on: traceparent, tracestate and baggage headers */
  traceparent: string | undefined;
  tracestate: string | undefined;
  baggage: string | undefined;
  /** the injected fault it met, once decided ('process': none) */
  fault?: FaultOutcome;
  /** real milliseconds it was held before being handled (injected latency and stall) */
  heldMs?: number;
  /** the caller hung up before the answer was written (it gave up waiting, or aborted) */
  abandoned: boolean;
}

/** A POST the simulator processed: the order it took, whether or not its caller heard the answer. */
export interface TakenOrder {
  /** when it was processed, epoch ms of the real clock */
  at: number;
  operation: string;
  /** the activation it created or changed */
  activationId: string;
  /** the referenceNumber of its body */
  referenceNumber: string | undefined;
  requestId: string | undefined;
  /** its answer was lost on purpose (an injected drop or malformed body) */
  answerLost: boolean;
}

export interface RunningSimulator {
  url: string;
  simulator: Simulator;
  /** the last 2000 /api requests, oldest first */
  requests: RecordedRequest[];
  /** every order taken since the start or the last reset, oldest first: what the partner has, for checkers */
  orders: TakenOrder[];
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY) throw new SimulatorError(413, 'PayloadTooLarge', 'the body is larger than 1 MiB');
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('the body must be JSON');
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function startSimulator(options: SimulatorServerOptions = {}): Promise<RunningSimulator> {
  const simulator = new Simulator(options);
  const requests: RecordedRequest[] = [];
  const orders: TakenOrder[] = [];
  const sockets = new Set<import('node:net').Socket>();

  async function handleApi(
    req: IncomingMessage,
    res: ServerResponse,
    operation: string,
    url: URL,
  ): Promise<void> {
    const method = req.method ?? 'GET';
    if (!isGetOperation(operation) && !isPostOperation(operation)) {
      throw notFound(`there is no operation ${operation}`);
    }
    simulator.count(operation);
    const { 'x-request-id': requestId, traceparent, tracestate, baggage } = req.headers;
    const record: RecordedRequest = {
      at: Date.now(),
      operation,
      method,
      path: `${url.pathname}${url.search}`,
      requestId: typeof requestId === 'string' ? requestId : undefined,
      traceparent: typeof traceparent === 'string' ? traceparent : undefined,
      tracestate: typeof tracestate === 'string' ? tracestate : undefined,
      baggage: typeof baggage === 'string' ? baggage : undefined,
      abandoned: false,
    };
    requests.push(record);
    if (requests.length > 2000) requests.shift();
    let dropping = false;
    res.once('close', () => {
      if (!res.writableFinished && !dropping) record.abandoned = true;
    });

    if (options.auth !== undefined && req.headers[options.auth.header.toLowerCase()] !== options.auth.value) {
      throw new SimulatorError(401, 'Unauthorized', 'missing or invalid credentials');
    }
    const expected = OPERATIONS[operation].method;
    if (method !== expected) {
      throw new SimulatorError(405, 'MethodNotAllowed', `${operation} takes ${expected}`);
    }

    // the body arrives with the request: a partner slow to answer has it all the same, and
    // processes it even when its caller has stopped waiting
    const body = isPostOperation(operation) ? await readJson(req) : undefined;
    const decision = simulator.faults.decide(operation, simulator.clock.now());
    record.fault = decision.outcome;
    record.heldMs = decision.delayMs;
    if (decision.delayMs > 0) await sleep(decision.delayMs);
    if (decision.outcome === 'outage') {
      throw new SimulatorError(503, 'ServiceUnavailable', 'the provider is unavailable (injected outage)');
    }
    if (decision.outcome === 'error') {
      const { errorStatus, retryAfterSeconds } = simulator.faults.config;
      const error = new SimulatorError(
        errorStatus,
        errorStatus === 429 ? 'TooManyRequests' : 'ServiceUnavailable',
        `injected fault ${errorStatus}`,
      );
      send(
        res,
        error.status,
        error.body(),
        retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) },
      );
      return;
    }

    if (decision.outcome === 'reset') {
      // cut before it was processed: nothing was done
      dropping = true;
      req.socket.destroy();
      return;
    }
    const result = isGetOperation(operation)
      ? simulator.query(operation, readParams(url.searchParams))
      : simulator.post(operation, body);
    if (isPostOperation(operation)) {
      const { referenceNumber } = (body ?? {}) as { referenceNumber?: unknown };
      orders.push({
        at: Date.now(),
        operation,
        activationId: (result as { id: string }).id,
        referenceNumber: typeof referenceNumber === 'string' ? referenceNumber : undefined,
        requestId: record.requestId,
        answerLost: decision.outcome === 'drop' || decision.outcome === 'malformed',
      });
    }

    if (decision.outcome === 'drop') {
      // processed, but the answer never arrives
      dropping = true;
      req.socket.destroy();
      return;
    }
    if (decision.outcome === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"offset":0,"total":1,"results":[{"id":');
      return;
    }
    send(res, 200, result);
  }

  async function handleControl(req: IncomingMessage, res: ServerResponse, action: string): Promise<void> {
    const method = req.method ?? 'GET';
    if (action === 'stats' && method === 'GET') return send(res, 200, simulator.stats());
    if (action === 'requests' && method === 'GET') return send(res, 200, { requests });
    if (action === 'orders' && method === 'GET') return send(res, 200, { orders });
    if (action === 'reset' && method === 'POST') {
      simulator.reset();
      requests.length = 0;
      orders.length = 0;
      return send(res, 200, { now: simulator.clock.iso() });
    }
    if (action === 'clock') {
      if (method === 'POST') {
        const body = (await readJson(req)) as { advanceMs?: unknown };
        if (typeof body.advanceMs !== 'number' || !Number.isFinite(body.advanceMs) || body.advanceMs < 0) {
          throw badRequest('advanceMs must be a non-negative number', 'advanceMs');
        }
        simulator.clock.advance(body.advanceMs);
      }
      return send(res, 200, { now: simulator.clock.iso(), pending: simulator.clock.pending });
    }
    if (action === 'faults') {
      if (method === 'POST') {
        const parsed = faultsSchema.safeParse(await readJson(req));
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw badRequest(
            `${issue?.path.join('.') ?? 'body'}: ${issue?.message ?? 'invalid'}`,
            issue?.path.join('.'),
          );
        }
        simulator.faults.set(parsed.data, simulator.clock.now());
      }
      return send(res, 200, simulator.faults.config);
    }
    throw notFound(`there is no control endpoint ${method} /__simulator/${action}`);
  }

  const server: Server = createServer((req, res) => {
    // the provider's clock is the virtual one, and its answers say so
    res.setHeader('date', new Date(simulator.clock.now()).toUTCString());
    const url = new URL(req.url ?? '/', 'http://simulator');
    const [, first, second] = url.pathname.split('/');
    const route = async () => {
      if (first === 'api' && second !== undefined) return handleApi(req, res, second, url);
      if (first === '__simulator' && second !== undefined) return handleControl(req, res, second);
      if (url.pathname === '/openapi.json') return send(res, 200, openApiDocument(baseUrl()));
      if (url.pathname === '/') {
        return send(res, 200, {
          name: 'Mobile Subscription Partner Interface simulator',
          operations: [...GET_OPERATIONS, ...POST_OPERATIONS].map(operationPath),
          openapi: '/openapi.json',
          control: [
            '/__simulator/stats',
            '/__simulator/reset',
            '/__simulator/clock',
            '/__simulator/faults',
            '/__simulator/requests',
            '/__simulator/orders',
          ],
        });
      }
      throw notFound(`no route ${url.pathname}`);
    };
    route().catch((error: unknown) => {
      if (res.headersSent || res.destroyed) return;
      const known =
        error instanceof SimulatorError
          ? error
          : new SimulatorError(500, 'InternalServerError', 'the simulator failed');
      if (!(error instanceof SimulatorError)) console.error('simulator: unexpected error', error);
      send(res, known.status, known.body());
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? SIMULATOR_DEFAULTS.host, () => resolve());
  });
  const baseUrl = () => {
    const address = server.address() as AddressInfo;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}`;
  };

  return {
    url: baseUrl(),
    simulator,
    requests,
    orders,
    close: async () => {
      simulator.dispose();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}
