import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { maskError } from '../src/plugins/errors.js';
import { PartnerTimeoutError } from '../src/provider/errors.js';
import { startTestGateway, type TestGateway } from './utils/gateway.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ openOrders: false }, { PROVIDER_TIMEOUT_MS: '400', PROVIDER_RETRIES: '1' });
});
afterAll(() => gw.close());
beforeEach(() => gw.partner.reset());

describe('a failing provider', () => {
  it('gives PROVIDER_UNAVAILABLE with the provider status in errors, and the other fields still answer', async () => {
    await gw.partner.faults({ errorRate: 1, errorStatus: 503, operations: ['QueryInvoice'] });
    const response = await gw.request<{ invoices: unknown; cdrMonths: { totalCount: number } }, never>(
      '{ invoices(first: 1) { totalCount } cdrMonths { totalCount } }',
      undefined,
      { 'x-request-id': 'req-errors-1' },
    );
    expect(response.data?.invoices).toBeNull();
    expect(response.data?.cdrMonths.totalCount).toBeGreaterThan(0);
    expect(response.errors).toHaveLength(1);
    expect(response.errors?.[0]).toMatchObject({
      path: ['invoices'],
      extensions: {
        code: 'PROVIDER_UNAVAILABLE',
        reason: 'HTTP_503',
        operation: 'QueryInvoice',
        providerStatus: 503,
        providerErrorCode: 'ServiceUnavailable',
        requestId: 'req-errors-1',
      },
    });
  });

  it('fails the whole data when a root list, which is never null, cannot be read; the error names its path', async () => {
    await gw.partner.faults({ errorRate: 1, errorStatus: 503, operations: ['QuerySimcard'] });
    const response = await gw.request('{ simCards(first: 1) { totalCount } cdrMonths { totalCount } }');
    expect(response.data).toBeNull();
    expect(response.errors?.[0]).toMatchObject({
      path: ['simCards'],
      extensions: { code: 'PROVIDER_UNAVAILABLE' },
    });
  });

  it('gives PROVIDER_UNAVAILABLE for a TIMEOUT when the provider stalls past the timeout', async () => {
    await gw.partner.faults({ stallRate: 1, stallMs: 2000, operations: ['QueryCdrMonth'] });
    const response = await gw.request('{ cdrMonths { totalCount } }');
    expect(response.errors?.[0]?.extensions).toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      reason: 'TIMEOUT',
      operation: 'QueryCdrMonth',
    });
  });

  it('gives PROVIDER_BAD_RESPONSE for a body that is not the expected JSON', async () => {
    await gw.partner.faults({ malformedRate: 1, operations: ['QueryInvoice'] });
    const response = await gw.request('{ invoices { totalCount } }');
    expect(response.errors?.[0]?.extensions?.['code']).toBe('PROVIDER_BAD_RESPONSE');
  });

  it('fails only the edge whose look-up failed, at its own path', async () => {
    await gw.partner.faults({ errorRate: 1, errorStatus: 500, operations: ['QuerySimcard'] });
    const response = await gw.request<
      { mobileSubscriptions: { edges: Array<{ node: { phoneNumber: string; simCard: unknown } }> } },
      never
    >('{ mobileSubscriptions(first: 2) { edges { node { phoneNumber simCard { status } } } } }');
    const rows = response.data?.mobileSubscriptions.edges ?? [];
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.node.phoneNumber && r.node.simCard === null)).toBe(true);
    expect(response.errors?.map((e) => e.path)).toEqual([
      ['mobileSubscriptions', 'edges', 0, 'node', 'simCard'],
      ['mobileSubscriptions', 'edges', 1, 'node', 'simCard'],
    ]);
  });

  it('sends the request id on to the provider as x-request-id', async () => {
    await gw.request('{ cdrMonths { totalCount } }', undefined, { 'x-request-id': 'trace-77' });
    expect(gw.partner.sim.requests.at(-1)).toMatchObject({
      operation: 'QueryCdrMonth',
      requestId: 'trace-77',
    });
  });
});

describe('masking', () => {
  it('hides an unexpected error behind a generic message', () => {
    const masked = maskError(
      new GraphQLError('boom', { originalError: new Error('db password is hunter2') }),
      'Unexpected error.',
    );
    expect(masked.message).toBe('Unexpected error.');
    expect((masked as GraphQLError).extensions['code']).toBe('INTERNAL_SERVER_ERROR');
  });

  it('keeps a provider error readable with its code and says when an order may exist', () => {
    const masked = maskError(
      new GraphQLError('x', { originalError: new PartnerTimeoutError('NewSubscription', 1000, true) }),
      'Unexpected error.',
    ) as GraphQLError;
    expect(masked.extensions).toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      reason: 'TIMEOUT',
      operation: 'NewSubscription',
      outcomeUnknown: true,
    });
  });
});

describe('every error', () => {
  type Errors = Array<{ message: string; extensions?: Record<string, unknown> }> | undefined;
  const post = async (body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-every-1', ...headers },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { errors?: Errors }).errors;
  };
  const codesAndIds = (errors: Errors) =>
    (errors ?? []).map((e) => [e.extensions?.['code'], e.extensions?.['requestId']]);

  it.each([
    ['a syntax error', { query: '{ simCards(' }, 'GRAPHQL_PARSE_FAILED'],
    ['an unknown field', { query: '{ nope }' }, 'GRAPHQL_VALIDATION_FAILED'],
    [
      'a variable of the wrong type',
      { query: 'query($n: Int) { simCards(first: $n) { totalCount } }', variables: { n: 'x' } },
      'BAD_USER_INPUT',
    ],
    ['a missing query', { variables: {} }, 'BAD_REQUEST'],
  ])('carries a code and the request id over HTTP: %s', async (_what, body, code) => {
    expect(codesAndIds(await post(body))).toEqual([[code, 'req-every-1']]);
  });

  it('names the variable that does not fit, and on a stream answers it as an event of a 200, so SSE clients show it', async () => {
    const [byHttp] =
      (await post({
        query: 'query($n: Int) { simCards(first: $n) { totalCount } }',
        variables: { n: 'x' },
      })) ?? [];
    expect(byHttp?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: '$n' });
    const response = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'x-request-id': 'req-sse-1',
      },
      body: JSON.stringify({
        query: 'subscription($id: ID) { activationUpdated(id: $id) { status } }',
        variables: { id: { not: 'an id' } },
      }),
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    const line = text.split('\n').find((l) => l.startsWith('data: {'));
    const event = JSON.parse(line?.slice('data: '.length) ?? '{}') as { errors?: Errors };
    expect(codesAndIds(event.errors)).toEqual([['BAD_USER_INPUT', 'req-sse-1']]);
    expect(event.errors?.[0]?.extensions?.['field']).toBe('$id');
  });

  it('words a limit as a limit, not as a syntax error', async () => {
    let deep = 'id';
    for (let i = 0; i < 8; i++) deep = `simCard { subscription { ${deep} } }`;
    const [error] = (await post({ query: `{ mobileSubscriptions { edges { node { ${deep} } } } }` })) ?? [];
    expect(error?.extensions?.['code']).toBe('DEPTH_LIMIT_EXCEEDED');
    expect(error?.message).not.toMatch(/^Syntax Error/);
  });

  it('names the argument of a cursor that is not one, and refuses first with last', async () => {
    for (const after of ['garbage', 'YXJyYXljb25uZWN0aW9uOng=']) {
      const [error] =
        (await post({ query: `{ simCards(first: 2, after: "${after}") { totalCount } }` })) ?? [];
      expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
      expect(error?.message).toContain('after is not a cursor');
    }
    const [before] = (await post({ query: '{ simCards(last: 2, before: "nope") { totalCount } }' })) ?? [];
    expect(before?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'before' });
    const [both] = (await post({ query: '{ simCards(first: 2, last: 2) { totalCount } }' })) ?? [];
    expect(both?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'last' });
    expect(both?.message).toContain('not both');
  });

  it('says a DateTime needs a time-zone offset, in a literal and in a variable', async () => {
    const literal = await post({
      query:
        'mutation { terminateSubscription(input: { subscriptionId: "x", wishDate: "2026-12-01T00:00:00" }) { __typename } }',
    });
    expect(literal?.[0]?.message).toContain('a time-zone offset is required');
    const variable = await post({
      query:
        'mutation($d: DateTime!) { terminateSubscription(input: { subscriptionId: "x", wishDate: $d }) { __typename } }',
      variables: { d: '2026-12-01T00:00:00' },
    });
    expect(variable?.[0]?.message).toContain('a time-zone offset is required');
    expect(variable?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });
});

describe('an order on a record the provider does not know', () => {
  it.each([
    [
      'suspendSubscription',
      { subscriptionId: 'no-such-subscription' },
      'subscription',
      'no-such-subscription',
    ],
    ['resumeSubscription', { phoneNumber: '0699999999' }, 'subscription', '0699999999'],
    [
      'terminateSubscription',
      { subscriptionId: 'no-such-subscription' },
      'subscription',
      'no-such-subscription',
    ],
  ])('is a NotFoundError naming the resource and its key: %s', async (mutation, input, resource, key) => {
    const response = await gw.request<
      Record<string, { __typename: string; resource: string; key: string }>,
      never
    >(
      `mutation { result: ${mutation}(input: ${JSON.stringify(input).replace(/"(\w+)":/g, '$1:')}) { __typename ... on NotFoundError { resource key } } }`,
    );
    expect(response.data?.['result']).toEqual({ __typename: 'NotFoundError', resource, key });
  });
});
