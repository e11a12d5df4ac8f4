/**
 * Tracing as an operator turns it on: the compiled gateway with OTEL_EXPORTER_OTLP_ENDPOINT
 * set exports to a real OTLP/HTTP receiver (JSON). A request from a trusted caller (an API
 * key, or a token OTEL_TRUSTED_CALLERS names) that carries a W3C traceparent becomes one trace,
 * from the request through parse, validate and execute to the partner call, whose request
 * carried the same trace on, with the caller's tracestate and baggage capped. Anyone else's
 * request gets a trace of the gateway's own, linked to theirs: their sampling decision,
 * tracestate and baggage go nowhere, not even under parentbased_always_off.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { RecordedRequest } from '@msp/partner-simulator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildDist } from '../scripts/build.js';
import { TRACING_DEFAULTS } from '../src/settings/defaults.js';
import { type GatewayProcess, spawnGateway } from './utils/process.js';
import { startTestPartner, type TestPartner } from './utils/simulator.js';
import { bearer, customerToken, staffToken, TEST_JWT_SECRET } from './utils/tokens.js';

interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: Record<string, unknown> }>;
  links?: Array<{ traceId: string; spanId: string }>;
}

/** an OTLP/HTTP receiver: every span of every POST /v1/traces it is sent */
function otlpReceiver(): { server: Server; spans: ExportedSpan[] } {
  const spans: ExportedSpan[] = [];
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    if (req.url === '/v1/traces') {
      const request = JSON.parse(body) as {
        resourceSpans: Array<{ scopeSpans: Array<{ spans: ExportedSpan[] }> }>;
      };
      for (const resource of request.resourceSpans)
        for (const scope of resource.scopeSpans) spans.push(...scope.spans);
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  return { server, spans };
}

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';
const SERVER = 2;
const CLIENT = 3;
const API_KEY = 'k3y-of-the-reporting-service';
const AUTH = {
  AUTH_MODE: 'jwt,apikey',
  JWT_SECRET: TEST_JWT_SECRET,
  API_KEYS: `reporting:${createHash('sha256').update(API_KEY).digest('hex')}`,
  OTEL_TRUSTED_CALLERS: 'apikey:*,token:agent-17',
};
const PATIENCE = { timeout: 10_000, interval: 50 };

/** a W3C tracestate of `n` members, and a baggage of 6 KB that says its sender is staff */
const tracestate = (n: number) => Array.from({ length: n }, (_, i) => `vendor${i}=value-${i}`).join(',');
const BAGGAGE = ['role=staff', ...Array.from({ length: 200 }, (_, i) => `k${i}=${'x'.repeat(20)}`)].join(',');

let dir: string;
let partner: TestPartner;
/** the default sampler (parentbased_always_on), and parentbased_always_off */
let gateway: GatewayProcess;
let sampledOff: GatewayProcess;
const receiver = otlpReceiver();

beforeAll(async () => {
  // inside the project, so that the build finds its dependencies in node_modules
  dir = join(import.meta.dirname, 'artifacts', 'tracing');
  const [dist] = await Promise.all([
    buildDist(join(dir, 'dist')),
    once(receiver.server.listen(0, '127.0.0.1'), 'listening'),
  ]);
  partner = await startTestPartner({ openOrders: false });
  const { port } = receiver.server.address() as AddressInfo;
  const env = {
    ...AUTH,
    PROVIDER_BASE_URL: partner.url,
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_BSP_SCHEDULE_DELAY: '50',
  };
  const command = { command: [process.execPath, join(dist, 'index.js')] };
  [gateway, sampledOff] = await Promise.all([
    spawnGateway(env, command),
    spawnGateway({ ...env, OTEL_TRACES_SAMPLER: 'parentbased_always_off' }, command),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([gateway.stop(), sampledOff.stop()]);
  await partner.close();
  receiver.server.close();
  await rm(dir, { recursive: true, force: true });
});

let asked = 0;

/** a query that asks the partner once, with these headers; what the partner was sent for it */
async function ask(through: GatewayProcess, headers: Record<string, string>): Promise<RecordedRequest> {
  asked += 1;
  const requestId = `tracing-${asked}`;
  const response = await fetch(`${through.url}/graphql`, {
    method: 'POST',
    // no-cache: read from the partner, not from the partner cache
    headers: {
      'content-type': 'application/json',
      'cache-control': 'no-cache',
      'x-request-id': requestId,
      ...headers,
    },
    body: JSON.stringify({ query: '{ cdrMonths { totalCount } }' }),
  });
  expect(response.status).toBe(200);
  const sent = partner.sim.requests.find((r) => r.requestId === requestId);
  if (sent === undefined) throw new Error('the request reached no partner');
  return sent;
}

const traceIdOf = (traceparent: string | undefined) => traceparent?.split('-')[1];
const flagsOf = (traceparent: string | undefined) => traceparent?.split('-')[3];

describe('with an OTLP endpoint configured', () => {
  it("makes one trace of a trusted caller's request, from its traceparent to the partner call, which carries it on", async () => {
    const phone = (await partner.client.get('QuerySubscription', { take: 1 })).results[0]?.phoneNumber;
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': API_KEY,
        traceparent: `00-${TRACE_ID}-${CALLER_SPAN}-01`,
      },
      body: JSON.stringify({
        query: 'query Detail($phone: String!) { mobileSubscription(phoneNumber: $phone) { id } }',
        variables: { phone },
      }),
    });
    expect(response.status).toBe(200);

    const trace = () => receiver.spans.filter((s) => s.traceId === TRACE_ID);
    const named = (name: string) => trace().find((s) => s.name === name);
    await vi.waitFor(() => {
      expect(named('POST /graphql')).toBeDefined();
      expect(trace().find((s) => s.kind === CLIENT)).toBeDefined();
    }, PATIENCE);
    const server = named('POST /graphql');
    expect(server).toMatchObject({ kind: SERVER, parentSpanId: CALLER_SPAN });
    for (const phase of ['graphql.parse', 'graphql.validate', 'graphql.context', 'graphql.execute'])
      expect(named(phase)?.parentSpanId).toBe(server?.spanId);
    const execute = named('graphql.execute');
    const call = trace().find((s) => s.kind === CLIENT);
    expect(call?.name).toBe('GET /api/QuerySubscription');
    expect(call?.parentSpanId).toBe(execute?.spanId);
    // no phone number in the span: the query string is left out
    expect(JSON.stringify(call)).not.toContain(phone);

    // the partner was sent the trace, with the client span as the parent
    const sent = partner.sim.requests.filter((r) => r.traceparent?.includes(TRACE_ID));
    expect(sent.map((r) => r.traceparent)).toContain(`00-${TRACE_ID}-${call?.spanId}-01`);
  });

  it("passes a trusted caller's tracestate and baggage on to the partner, capped", async () => {
    const traceId = 'a'.repeat(32);
    for (const credentials of [{ 'x-api-key': API_KEY }, bearer(await staffToken('agent-17'))]) {
      const sent = await ask(gateway, {
        ...credentials,
        traceparent: `00-${traceId}-${CALLER_SPAN}-01`,
        tracestate: tracestate(40),
        baggage: BAGGAGE,
      });
      expect(traceIdOf(sent.traceparent)).toBe(traceId);
      const members = sent.tracestate?.split(',') ?? [];
      expect(members[0]).toBe('vendor0=value-0');
      expect(members.length).toBeLessThanOrEqual(TRACING_DEFAULTS.maxTraceStateMembers);
      expect(sent.tracestate?.length).toBeLessThanOrEqual(TRACING_DEFAULTS.maxTraceStateChars);
      const entries = sent.baggage?.split(',') ?? [];
      expect(entries[0]).toBe('role=staff');
      expect(entries.length).toBeLessThanOrEqual(TRACING_DEFAULTS.maxBaggageMembers);
      expect(Buffer.byteLength(sent.baggage ?? '')).toBeLessThanOrEqual(TRACING_DEFAULTS.maxBaggageBytes);
    }
  });

  it("starts a trace of its own for a customer's request, linked to theirs, and sends none of their tracestate or baggage on", async () => {
    const traceId = 'b'.repeat(32);
    const customer = await customerToken('customer-with-baggage', { customerNumber: 'C-1' });
    const sent = await ask(gateway, {
      ...bearer(customer),
      traceparent: `00-${traceId}-${CALLER_SPAN}-01`,
      tracestate: tracestate(4),
      baggage: BAGGAGE,
    });
    expect(sent).toMatchObject({ tracestate: undefined, baggage: undefined });
    const ownTrace = traceIdOf(sent.traceparent);
    expect(ownTrace).not.toBe(traceId);
    // the gateway's span of the request: no parent, a link to the caller's span
    await vi.waitFor(
      () => expect(receiver.spans.find((s) => s.traceId === ownTrace && s.kind === SERVER)).toBeDefined(),
      PATIENCE,
    );
    const server = receiver.spans.find((s) => s.traceId === ownTrace && s.kind === SERVER);
    expect(server?.parentSpanId ?? '').toBe('');
    expect(server?.links).toMatchObject([{ traceId, spanId: CALLER_SPAN }]);
    expect(receiver.spans.filter((s) => s.traceId === traceId)).toEqual([]);
  });

  it("lets no customer's sampled traceparent force a trace under parentbased_always_off; a trusted caller's still does", async () => {
    const [theirs, trusted] = ['c'.repeat(32), 'd'.repeat(32)];
    const customer = await customerToken('customer-forcing-traces', { customerNumber: 'C-2' });
    const refused = await ask(sampledOff, {
      ...bearer(customer),
      traceparent: `00-${theirs}-${CALLER_SPAN}-01`,
    });
    expect(traceIdOf(refused.traceparent)).not.toBe(theirs);
    expect(flagsOf(refused.traceparent)).toBe('00');

    const taken = await ask(sampledOff, {
      'x-api-key': API_KEY,
      traceparent: `00-${trusted}-${CALLER_SPAN}-01`,
    });
    expect(taken.traceparent).toMatch(new RegExp(`^00-${trusted}-[0-9a-f]{16}-01$`));
    await vi.waitFor(
      () => expect(receiver.spans.find((s) => s.traceId === trusted && s.kind === SERVER)).toBeDefined(),
      PATIENCE,
    );
    // exported after anything of the customer's request would have been: nothing of it was
    const ofTheCustomer = receiver.spans.filter(
      (s) => s.traceId === traceIdOf(refused.traceparent) || s.links?.some((l) => l.traceId === theirs),
    );
    expect(ofTheCustomer).toEqual([]);
  });

  it("traces each of the watcher's polls, with its partner call below it", async () => {
    const [sub] = (await partner.client.get('QuerySubscription', { take: 5 })).results.filter(
      (s) => s.state === 'ACTIVE',
    );
    const order = await partner.client.post('SuspendSubscription', { subscriptionId: sub?.id ?? '' });
    const sse = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-api-key': API_KEY },
      body: JSON.stringify({
        query: 'subscription($id: ID!) { activationUpdated(id: $id) { status } }',
        variables: { id: order.id },
      }),
    });
    try {
      await vi.waitFor(() => {
        const poll = receiver.spans.find((s) => s.name === 'activation.poll');
        expect(poll).toBeDefined();
        const below = receiver.spans.find((s) => s.parentSpanId === poll?.spanId && s.kind === CLIENT);
        expect(below?.name).toBe('GET /api/QueryActivation');
      }, PATIENCE);
    } finally {
      await sse.body?.cancel();
    }
  });
});
