import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { maskError } from '../src/errors.js';
import { ProviderTimeoutError } from '../src/provider/errors.js';
import { startTestGateway, type TestGateway } from './utils/gateway.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ openOrders: false }, { PROVIDER_TIMEOUT_MS: '400', PROVIDER_RETRIES: '1' });
});
afterAll(() => gw.close());
beforeEach(() => gw.partner.reset());

describe('a failing provider', () => {
  it('gives a typed error with the provider status in errors, and the other fields still answer', async () => {
    await gw.partner.faults({ errorRate: 1, errorStatus: 503, operations: ['QuerySimcard'] });
    const response = await gw.request<{ simCards: unknown; cdrMonths: { totalCount: number } }, never>(
      '{ simCards(first: 1) { totalCount } cdrMonths { totalCount } }',
      undefined,
      { 'x-request-id': 'req-errors-1' },
    );
    expect(response.data?.simCards).toBeNull();
    expect(response.data?.cdrMonths.totalCount).toBeGreaterThan(0);
    expect(response.errors).toHaveLength(1);
    expect(response.errors?.[0]).toMatchObject({
      path: ['simCards'],
      extensions: {
        code: 'PROVIDER_REJECTED',
        operation: 'QuerySimcard',
        providerStatus: 503,
        providerErrorCode: 'ServiceUnavailable',
        requestId: 'req-errors-1',
      },
    });
  });

  it('gives PROVIDER_TIMEOUT when the provider stalls past the timeout', async () => {
    await gw.partner.faults({ stallRate: 1, stallMs: 2000, operations: ['QueryCdrMonth'] });
    const response = await gw.request('{ cdrMonths { totalCount } }');
    expect(response.errors?.[0]?.extensions).toMatchObject({
      code: 'PROVIDER_TIMEOUT',
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
      new GraphQLError('x', { originalError: new ProviderTimeoutError('NewSubscription', 1000, true) }),
      'Unexpected error.',
    ) as GraphQLError;
    expect(masked.extensions).toMatchObject({
      code: 'PROVIDER_TIMEOUT',
      operation: 'NewSubscription',
      outcomeUnknown: true,
    });
  });
});
