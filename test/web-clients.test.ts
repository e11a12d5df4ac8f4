/**
 * What browsers and apps send, as they send it: persisted documents named the ways clients
 * name them (Apollo's bare sha256 hex, GraphQL over HTTP's documentId, over POST and GET),
 * CSRF prevention that names the header it wants and lets a persisted GET through, one origin
 * rule for CORS and for WebSocket upgrades (a dev server on localhost allowed outside
 * production), and a socket told how to send its credentials. Over real HTTP and WebSocket.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../src/settings/config.js';
import { startTestGateway, type TestGateway } from './utils/gateway.js';
import { staffToken, TEST_JWT_SECRET } from './utils/tokens.js';

const PERSISTED_FILE = new URL('../packages/client/src/generated/persisted-documents.json', import.meta.url)
  .pathname;
const PERSISTED: Record<string, string> = JSON.parse(readFileSync(PERSISTED_FILE, 'utf8'));
/** the manifest's id of an example operation (`sha256:<hex>`) */
const idOf = (name: string) => {
  const found = Object.entries(PERSISTED).find(([, document]) => document.includes(name));
  if (found === undefined) throw new Error(`${name} is not a persisted operation`);
  return found[0];
};
const hexOf = (name: string) => idOf(name).replace(/^sha256:/, '');

interface Answer {
  status: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  };
}

async function get(url: string, params: Record<string, unknown>, headers: Record<string, string> = {}) {
  const search = new URLSearchParams(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
  const response = await fetch(`${url}/graphql?${search}`, {
    headers: { accept: 'application/graphql-response+json', ...headers },
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const codes = (answer: Answer) => (answer.body.errors ?? []).map((e) => e.extensions?.['code']);

/** a WebSocket upgrade as a browser page of `origin` sends it: opened, or the HTTP status it was refused with */
function upgrade(url: string, origin: string | undefined): Promise<'open' | number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
      ...(origin === undefined ? {} : { origin }),
    });
    socket.on('open', () => {
      socket.close();
      resolve('open');
    });
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('error', reject);
  });
}

describe('persisted documents as clients name them', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway(
      { openOrders: false },
      { PERSISTED_OPERATIONS_FILE: PERSISTED_FILE, PERSISTED_OPERATIONS_ONLY: 'true' },
    );
  });
  afterAll(async () => {
    await gw?.close();
  });

  it("runs a document named by Apollo's persisted-query link: a bare sha256 hex, over POST and GET", async () => {
    const extensions = { persistedQuery: { version: 1, sha256Hash: hexOf('query Dashboard') } };
    const byPost = await post(gw.url, { extensions, variables: { first: 2, deferSlow: false } });
    expect(byPost.body.errors).toBeUndefined();
    expect(byPost.body.data?.['mobileSubscriptions']).toMatchObject({ totalCount: expect.any(Number) });
    // Apollo's useGETForHashedQueries: a GET with no CSRF header, which CSRF prevention lets through
    const byGet = await get(gw.url, { extensions, variables: { first: 2, deferSlow: false } });
    expect(byGet.status).toBe(200);
    expect(byGet.body.data?.['mobileSubscriptions']).toMatchObject({ totalCount: expect.any(Number) });
  });

  it('runs a document named by documentId (sha256:<hex>), in a POST body and in a GET query string', async () => {
    const documentId = idOf('query Dashboard');
    const byPost = await post(gw.url, { documentId, variables: { first: 1, deferSlow: false } });
    expect(byPost.body.errors).toBeUndefined();
    expect(byPost.body.data?.['cdrMonths']).toBeDefined();
    const byGet = await get(gw.url, { documentId, variables: { first: 1, deferSlow: false } });
    expect(byGet.status).toBe(200);
    expect(byGet.body.data?.['cdrMonths']).toBeDefined();
  });

  it('never runs a persisted mutation over GET: refused, and nothing reaches the provider', async () => {
    await gw.partner.reset();
    const answer = await get(gw.url, {
      documentId: idOf('mutation OrderNewSubscription'),
      variables: { input: { eSim: true, email: 'a@example.com', confirmationCode: '1' } },
    });
    expect(answer.status).toBe(405);
    expect((await gw.partner.stats())['NewSubscription']).toBeUndefined();
  });

  it('refuses an id that is not on the list, whichever way it is named', async () => {
    const unknown = 'ab'.repeat(32);
    expect(codes(await post(gw.url, { documentId: `sha256:${unknown}` }))).toEqual([
      'PERSISTED_QUERY_NOT_IN_LIST',
    ]);
    expect(
      codes(await post(gw.url, { extensions: { persistedQuery: { version: 1, sha256Hash: unknown } } })),
    ).toEqual(['PERSISTED_QUERY_NOT_IN_LIST']);
  });

  it('says what to send instead when only persisted documents may run', async () => {
    const answer = await post(gw.url, { query: '{ __typename }' });
    expect(codes(answer)).toEqual(['CANNOT_SEND_PQ_ID_AND_BODY']);
    const [error] = answer.body.errors ?? [];
    expect(error?.message).toContain('documentId');
    expect(error?.message).toContain('extensions.persistedQuery.sha256Hash');
    expect(error?.message).toContain('packages/client/src/generated/persisted-documents.json');
  });
});

describe('browsers', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway({ openOrders: false });
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('refuses a GET without a CSRF header, naming the header it wants', async () => {
    const refused = await get(gw.url, { query: '{ __typename }' });
    expect(refused.status).toBe(403);
    expect(codes(refused)).toEqual(['CSRF_HEADER_REQUIRED']);
    expect(refused.body.errors?.[0]?.message).toContain('x-graphql-yoga-csrf');
    const allowed = await get(gw.url, { query: '{ __typename }' }, { 'x-graphql-yoga-csrf': '1' });
    expect(allowed.body.data).toEqual({ __typename: 'Query' });
  });

  it('refuses a GET whose variables are not JSON, and a POST it cannot read, each with a code and a word on what to send', async () => {
    const variables = await fetch(`${gw.url}/graphql?query=%7B__typename%7D&variables=notjson`, {
      headers: { 'x-graphql-yoga-csrf': '1' },
    });
    expect(variables.status).toBe(400);
    const refused = (await variables.json()) as Answer['body'];
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', field: 'variables' });
    const text = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-graphql-yoga-csrf': '1' },
      body: '{ __typename }',
    });
    expect(text.status).toBe(415);
    const unreadable = (await text.json()) as Answer['body'];
    expect(unreadable.errors?.[0]?.extensions).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      requestId: expect.any(String),
    });
    expect(unreadable.errors?.[0]?.message).toContain('application/json');
  });

  it('lets a front-end dev server on localhost call without configuration outside production, and no other origin', async () => {
    const preflight = (origin: string) =>
      fetch(`${gw.url}/graphql`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:3000', 'http://[::1]:8080']) {
      const answer = await preflight(origin);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    }
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const call = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { origin: 'http://localhost:5173', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(call.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it("checks a WebSocket's Origin against the same rule: localhost and the gateway's own pages open one, another origin is refused", async () => {
    expect(await upgrade(gw.url, 'http://localhost:5173')).toBe('open');
    expect(await upgrade(gw.url, gw.url)).toBe('open');
    // not a browser (a server, an app): no Origin
    expect(await upgrade(gw.url, undefined)).toBe('open');
    expect(await upgrade(gw.url, 'https://evil.example')).toBe(403);
  });

  it('allows only CORS_ORIGINS in production, where localhost is not allowed by default', async () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      AUTH_MODE: 'jwt',
      JWT_SECRET: 'a-production-secret-of-at-least-32-chars',
      PROVIDER_BASE_URL: 'http://partner.example',
      METRICS_TOKEN: 'a-metrics-token-long-enough',
      CORS_ORIGINS: 'https://app.example',
      DATABASE_URL: 'postgres://gateway@db.example/gateway',
      PUBLIC_HOSTS: 'gateway.example',
      ENCRYPTION_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    });
    expect(production.protection.origins).toEqual({ origins: ['https://app.example'], localhost: false });
    const listed = await startTestGateway(
      { openOrders: false },
      { CORS_ORIGINS: 'https://app.example', CORS_LOCALHOST: 'false' },
    );
    try {
      expect(await upgrade(listed.url, 'https://app.example')).toBe('open');
      expect(await upgrade(listed.url, 'http://localhost:5173')).toBe(403);
      const local = await fetch(`${listed.url}/graphql`, {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
      });
      expect(local.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await listed.close();
    }
  });
});

describe('a WebSocket without credentials', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway({ openOrders: false }, { AUTH_MODE: 'jwt', JWT_SECRET: TEST_JWT_SECRET });
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('is closed with 4403 and a reason that says what to send in connection_init', async () => {
    const closed = await new Promise<{ code: number; reason: string }>((resolve) => {
      const socket = new WebSocket(`${gw.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    expect(closed.code).toBe(4403);
    expect(closed.reason).toContain('connectionParams');
    expect(closed.reason).toContain('Bearer <token>');
    expect(Buffer.byteLength(closed.reason)).toBeLessThanOrEqual(123);
  });

  it('still answers HTTP with the header to send', async () => {
    const token = await staffToken('someone', { expiresIn: false });
    const without = await post(gw.url, { query: '{ __typename }' });
    expect(without.status).toBe(401);
    expect(without.body.errors?.[0]?.message).toContain('Authorization: Bearer <token>');
    const withToken = await post(gw.url, { query: '{ __typename }' }, { authorization: `Bearer ${token}` });
    expect(withToken.body.data).toEqual({ __typename: 'Query' });
  });
});
