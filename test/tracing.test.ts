/**
 * Tracing as an operator turns it on: the compiled gateway with OTEL_EXPORTER_OTLP_ENDPOINT
 * set exports to a real OTLP/HTTP receiver (JSON), and a request that carries a W3C
 * traceparent becomes one trace, from the request through parse, validate and execute to the
 * partner call, whose request carried the same trace on.
 */
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildDist } from '../scripts/build.js';
import { type GatewayProcess, spawnGateway } from './utils/process.js';
import { startTestPartner, type TestPartner } from './utils/simulator.js';

interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: Record<string, unknown> }>;
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

let dir: string;
let partner: TestPartner;
let gateway: GatewayProcess;
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
  gateway = await spawnGateway(
    {
      PROVIDER_BASE_URL: partner.url,
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '50',
    },
    { command: [process.execPath, join(dist, 'index.js')] },
  );
}, 60_000);
afterAll(async () => {
  await gateway.stop();
  await partner.close();
  receiver.server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('with an OTLP endpoint configured', () => {
  it("makes one trace of a request, from the caller's traceparent to the partner call, which carries it on", async () => {
    const phone = (await partner.client.get('QuerySubscription', { take: 1 })).results[0]?.phoneNumber;
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${TRACE_ID}-${CALLER_SPAN}-01` },
      body: JSON.stringify({
        query: 'query Detail($phone: String!) { mobileSubscription(phoneNumber: $phone) { id } }',
        variables: { phone },
      }),
    });
    expect(response.status).toBe(200);

    const trace = () => receiver.spans.filter((s) => s.traceId === TRACE_ID);
    const named = (name: string) => trace().find((s) => s.name === name);
    await vi.waitFor(
      () => {
        expect(named('POST /graphql')).toBeDefined();
        expect(trace().find((s) => s.kind === CLIENT)).toBeDefined();
      },
      { timeout: 10_000, interval: 50 },
    );
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

  it("traces each of the watcher's polls, with its partner call below it", async () => {
    const [sub] = (await partner.client.get('QuerySubscription', { take: 5 })).results.filter(
      (s) => s.state === 'ACTIVE',
    );
    const order = await partner.client.post('SuspendSubscription', { subscriptionId: sub?.id ?? '' });
    const sse = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({
        query: 'subscription($id: ID!) { activationUpdated(id: $id) { status } }',
        variables: { id: order.id },
      }),
    });
    try {
      await vi.waitFor(
        () => {
          const poll = receiver.spans.find((s) => s.name === 'activation.poll');
          expect(poll).toBeDefined();
          const below = receiver.spans.find((s) => s.parentSpanId === poll?.spanId && s.kind === CLIENT);
          expect(below?.name).toBe('GET /api/QueryActivation');
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await sse.body?.cancel();
    }
  });
});
