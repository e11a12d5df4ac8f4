/**
 * Variables nested thousands deep, sent to exhaust the stack of whatever walks them: over HTTP,
 * SSE and graphql-ws, each is refused with a 400 (on a stream, an error event) naming the
 * variable, the process logs no defect, and every refusal costs its caller a token of their
 * rate, as any operation does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { INPUT_LIMITS } from '../src/settings/defaults.js';
import { startTestGateway, type TestGateway } from './utils/gateway.js';
import { capturedLogger } from './utils/logs.js';
import { bearer, staffToken, TEST_JWT_SECRET } from './utils/tokens.js';

const RATE_LIMIT = 5;
const QUERY = 'query Look($id: ID!) { activation(id: $id) { id } }';
const DEPTH = 5_000;

/** `levels` objects nested in one another, as JSON text: JSON.stringify itself would run out of stack */
const nested = (levels: number) => `${'{"a":'.repeat(levels)}"x"${'}'.repeat(levels)}`;

/** a request body whose variable `$deep` is nested `levels` deep, beside the operation's own `$id` */
const bodyWith = (levels: number, query = QUERY) =>
  `{"query":${JSON.stringify(query)},"variables":{"id":"no-such-activation","deep":${nested(levels)}}}`;

type Result = { data?: unknown; errors?: Array<{ extensions?: Record<string, unknown> }> };

async function post(body: string, headers: Record<string, string>) {
  const response = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body,
  });
  return { status: response.status, ...((await response.json()) as Result) };
}

/**
 * One raw graphql-transport-ws exchange (graphql-ws's client would JSON.stringify the deep
 * value itself): each subscribe message as text, and, per operation id, what came back until
 * its complete or error.
 */
async function overWebSocket(headers: Record<string, string>, subscribes: Record<string, string>) {
  const ws = new WebSocket(`${gw.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  const answers = new Map<string, Array<{ type: string; payload?: unknown }>>();
  const done = new Promise<void>((resolve, reject) => {
    ws.on('error', reject);
    ws.on('close', (code) => reject(new Error(`closed with ${code}`)));
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as { id?: string; type: string; payload?: unknown };
      if (message.type === 'connection_ack') {
        for (const [id, payload] of Object.entries(subscribes))
          ws.send(`{"id":"${id}","type":"subscribe","payload":${payload}}`);
        return;
      }
      if (message.id === undefined) return;
      answers.set(message.id, [...(answers.get(message.id) ?? []), message]);
      const ended = [...answers.values()].filter((a) =>
        a.some((m) => ['complete', 'error'].includes(m.type)),
      );
      if (ended.length === Object.keys(subscribes).length) resolve();
    });
  });
  ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: headers })));
  try {
    await done;
    return answers;
  } finally {
    ws.close();
  }
}

const captured = capturedLogger();
let gw: TestGateway;

beforeAll(async () => {
  gw = await startTestGateway(
    { openOrders: false },
    { AUTH_MODE: 'jwt', JWT_SECRET: TEST_JWT_SECRET, RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) },
    captured.logger,
  );
});
afterAll(() => gw.close());

const defects = () => captured.lines.filter((line) => /"level":50|RangeError/.test(line));

describe(`variables nested ${DEPTH} deep`, () => {
  it('are refused over HTTP with a 400 naming the variable, each refusal counted against the rate, nothing sent or logged as a defect', async () => {
    const caller = bearer(await staffToken('deep-over-http'));
    const calls = await gw.calls();
    for (let i = 0; i < RATE_LIMIT; i++) {
      const refused = await post(bodyWith(DEPTH), caller);
      expect(refused.status).toBe(400);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(refused.errors?.[0]?.extensions?.['field']).toMatch(/^\$deep(\.a)+$/);
    }
    // the refusals spent the caller's operations for this minute
    const limited = await post(bodyWith(0), caller);
    expect(limited.status).toBe(429);
    expect(limited.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await gw.calls()).toBe(calls);
    expect(defects()).toEqual([]);
  });

  it(`still answer another caller, whose values nested ${INPUT_LIMITS.maxDepth} deep pass the check`, async () => {
    const caller = bearer(await staffToken('at-the-limit'));
    const answered = await post(bodyWith(INPUT_LIMITS.maxDepth), caller);
    expect(answered).toMatchObject({ status: 200, data: { activation: null } });
    expect(answered.errors).toBeUndefined();
    const refused = await post(bodyWith(INPUT_LIMITS.maxDepth + 1), caller);
    expect(refused.status).toBe(400);
  });

  it('end a stream with a BAD_USER_INPUT event over SSE and over graphql-ws, whose socket goes on serving', async () => {
    const token = await staffToken('deep-over-streams');
    const subscription = 'subscription Follow($id: ID!) { activationUpdated(id: $id) { status } }';
    const sse = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...bearer(token) },
      body: bodyWith(DEPTH, subscription),
    });
    // the refusal is the stream's one event (a 400 would make an SSE client retry), then it ends
    expect(sse.status).toBe(200);
    const [event] = (await sse.text()).match(/^data: .+$/gm) ?? [];
    expect(JSON.parse(event?.slice('data: '.length) ?? '{}')).toMatchObject({
      errors: [{ extensions: { code: 'BAD_USER_INPUT' } }],
    });

    const answers = await overWebSocket(bearer(token), {
      deep: `{"query":${JSON.stringify(subscription)},"variables":{"id":"x","deep":${nested(DEPTH)}}}`,
      shallow: JSON.stringify({ query: QUERY, variables: { id: 'no-such-activation' } }),
    });
    expect(answers.get('deep')).toMatchObject([
      { type: 'next', payload: { errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] } },
      { type: 'complete' },
    ]);
    expect(answers.get('shallow')).toMatchObject([
      { type: 'next', payload: { data: { activation: null } } },
      { type: 'complete' },
    ]);
    expect(defects()).toEqual([]);
  });
});

describe(`a document whose literals nest ${DEPTH} deep`, () => {
  /** `nodes(ids:)` with its list literal nested `levels` deep */
  const deepLiteral = (levels: number) =>
    `{ nodes(ids: ${'['.repeat(levels)}"x"${']'.repeat(levels)}) { id } }`;

  it('is refused before it is parsed, with a 400 naming the query, even without credentials, over HTTP and graphql-ws; nothing sent or logged as a defect', async () => {
    const calls = await gw.calls();
    for (const headers of [{}, bearer(await staffToken('deep-literal'))]) {
      const refused = await post(JSON.stringify({ query: deepLiteral(DEPTH) }), headers);
      expect(refused.status).toBe(400);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', field: 'query' });
    }
    const answers = await overWebSocket(bearer(await staffToken('deep-literal-ws')), {
      deep: JSON.stringify({ query: deepLiteral(DEPTH) }),
    });
    expect(answers.get('deep')).toMatchObject([
      { type: 'error', payload: [{ extensions: { code: 'BAD_REQUEST' } }] },
    ]);
    expect(await gw.calls()).toBe(calls);
    expect(defects()).toEqual([]);
  });

  it('is parsed and run as ever when it nests as real documents do', async () => {
    const answered = await post(
      JSON.stringify({
        query:
          '{ activation(id: "no-such-activation") { id ... on Activation { subscription { simCard { id } } } } }',
      }),
      bearer(await staffToken('shallow-literal')),
    );
    expect(answered).toMatchObject({ status: 200, data: { activation: null } });
  });
});
