/**
 * An OpenAPI 3.1 document of the interface as the simulator implements it, built from the
 * same zod schemas the client parses with, so the document cannot drift from the code.
 */
import { z } from 'zod';
import {
  activationRefBodySchema,
  activationSchema,
  cancelTerminateBodySchema,
  cdrMonthSchema,
  cdrSchema,
  changeInPortBodySchema,
  errorBodySchema,
  type GetOperation,
  inPortBodySchema,
  invoiceSchema,
  newSubscriptionBodySchema,
  type PostOperation,
  scheduledTargetBodySchema,
  setServicesBodySchema,
  simCardSchema,
  simSwapBodySchema,
  subscriptionSchema,
  targetBodySchema,
  usageSummarySchema,
} from '../provider/wire.js';
import { DEFAULT_TAKE, MAX_TAKE } from './query.js';

const json = (schema: z.ZodType, io: 'input' | 'output' = 'output') => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
};

const GETS: Record<
  GetOperation,
  { item: string; summary: string; params: Array<[string, string, boolean?]> }
> = {
  QuerySimcard: {
    item: 'SimCard',
    summary: 'SIM cards',
    params: [
      ['simCardNumber', 'string'],
      ['status', 'FREE, ACTIVATED, DISABLED or BUSY'],
      ['simCardType', 'USIM, DUOSIM or DATAONLYSIM'],
      ['subscriptionId', 'string'],
      ['phoneNumber', 'string'],
      ['activatedDateFrom', 'YYYY-MM-DD'],
      ['activatedDateTo', 'YYYY-MM-DD'],
    ],
  },
  QueryActivation: {
    item: 'Activation',
    summary: 'Activation records; poll by id until DONE, ERROR or CANCELLED (an unknown id is a 404)',
    params: [
      ['id', 'string'],
      ['status', 'INIT, BUSY, DONE, ERROR, CANCELLING or CANCELLED'],
      ['activationType', 'string'],
      ['subscriptionId', 'string'],
      ['phoneNumber', 'string'],
      ['createdAtFrom', 'YYYY-MM-DD'],
      ['createdAtTo', 'YYYY-MM-DD'],
    ],
  },
  QuerySubscription: {
    item: 'Subscription',
    summary: 'Subscriptions',
    params: [
      ['phoneNumber', 'string'],
      ['simCardNumber', 'string'],
      ['activationDate', 'YYYY-MM-DD'],
    ],
  },
  QueryInvoice: {
    item: 'Invoice',
    summary: 'Invoices',
    params: [
      ['InvoiceNumber', 'string'],
      ['yearMonth', 'YYYY_MM'],
      ['include', 'accepted, no effect'],
      ['meta', 'accepted, no effect'],
    ],
  },
  QueryCdrMonth: {
    item: 'CdrMonth',
    summary: 'Months for which CDRs exist',
    params: [
      ['yearMonth', 'YYYY_MM'],
      ['include', 'accepted, no effect'],
      ['meta', 'accepted, no effect'],
    ],
  },
  QueryCdr: {
    item: 'Cdr',
    summary: 'Call detail records of one month (an unknown id is a 404)',
    params: [
      ['yearMonth', 'YYYY_MM', true],
      ['id', 'string'],
      ['customerId', 'string'],
      ['phoneNumber', 'string'],
      ['include', 'accepted, no effect'],
      ['meta', 'accepted, no effect'],
    ],
  },
  QueryUsageSubscription: {
    item: 'UsageSummary',
    summary: 'Usage summaries, one per subscription per month with usage (an unknown id is a 404)',
    params: [
      ['id', 'string'],
      ['customerId', 'string'],
      ['phoneNumber', 'string'],
      ['simCardNumber', 'string'],
      ['include', 'accepted, no effect'],
      ['meta', 'accepted, no effect'],
    ],
  },
};

const POSTS: Record<PostOperation, { body: z.ZodType; summary: string }> = {
  NewSubscription: {
    body: newSubscriptionBodySchema,
    summary: 'Order a subscription with a new phone number',
  },
  CancelNewSubscription: { body: activationRefBodySchema, summary: 'Cancel a NewSubscription order' },
  SuspendSubscription: { body: targetBodySchema, summary: 'Suspend all traffic' },
  ResumeSubscription: { body: targetBodySchema, summary: 'Resume all traffic' },
  SimSwapSubscription: { body: simSwapBodySchema, summary: 'Replace the SIM (physical or eSIM)' },
  SetServicesSubscription: { body: setServicesBodySchema, summary: 'Update or add services' },
  InPortSubscription: { body: inPortBodySchema, summary: 'Port a number in to a new subscription' },
  ChangeInPortSubscription: {
    body: changeInPortBodySchema,
    summary: 'Change a port-in (not within 48 h of approvedDate)',
  },
  CancelInPortSubscription: {
    body: activationRefBodySchema,
    summary: 'Cancel a port-in (not while INIT, not within 48 h of approvedDate)',
  },
  PortingOutSubscription: { body: scheduledTargetBodySchema, summary: 'Port a number out' },
  CancelPortingOutSubscription: { body: activationRefBodySchema, summary: 'Cancel a port-out' },
  TerminateSubscription: { body: scheduledTargetBodySchema, summary: 'Terminate a subscription' },
  CancelTerminateSubscription: {
    body: cancelTerminateBodySchema,
    summary: 'Cancel a termination (activationId, or id)',
  },
};

const errorResponses = {
  '400': {
    description: 'Validation failed (errorCode BadRequest)',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  },
  '401': {
    description: 'Missing or invalid credentials',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  },
  '404': {
    description: 'Unknown id',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  },
  '429': {
    description: 'Rate limited',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  },
  '503': {
    description: 'Provider trouble',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  },
};

export function openApiDocument(serverUrl: string): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const [operation, def] of Object.entries(GETS)) {
    paths[`/api/${operation}`] = {
      get: {
        operationId: operation,
        summary: def.summary,
        parameters: [
          ...def.params.map(([name, description, required]) => ({
            name,
            in: 'query',
            required: required === true,
            description,
            schema: { type: 'string' },
          })),
          {
            name: 'take',
            in: 'query',
            schema: { type: 'integer', minimum: 0, maximum: MAX_TAKE, default: DEFAULT_TAKE },
          },
          { name: 'skip', in: 'query', schema: { type: 'integer', minimum: 0, default: 0 } },
          {
            name: 'orderBy',
            in: 'query',
            description: 'ascending sort by a top-level scalar field',
            schema: { type: 'string' },
          },
          {
            name: 'orderByDesc',
            in: 'query',
            description: 'descending sort by a top-level scalar field',
            schema: { type: 'string' },
          },
          {
            name: 'fields',
            in: 'query',
            description: 'comma-separated top-level fields to return',
            schema: { type: 'string' },
          },
        ],
        responses: {
          '200': {
            description: 'List envelope',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['offset', 'total', 'results'],
                  properties: {
                    offset: { type: 'integer' },
                    total: { type: 'integer' },
                    results: { type: 'array', items: { $ref: `#/components/schemas/${def.item}` } },
                    meta: { type: 'object' },
                  },
                },
              },
            },
          },
          ...errorResponses,
        },
      },
    };
  }
  for (const [operation, def] of Object.entries(POSTS)) {
    paths[`/api/${operation}`] = {
      post: {
        operationId: operation,
        summary: def.summary,
        requestBody: { required: true, content: { 'application/json': { schema: json(def.body, 'input') } } },
        responses: {
          '200': {
            description: 'The activation record',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Activation' } } },
          },
          ...errorResponses,
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mobile Subscription Partner Interface (simulator)',
      version: '1.0.0',
      description:
        'The partner interface as the embedded simulator implements it. Parameter names are matched case-insensitively. take defaults to 100 and may be at most 1000.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: {
        Activation: json(activationSchema),
        Subscription: json(subscriptionSchema),
        SimCard: json(simCardSchema),
        CdrMonth: json(cdrMonthSchema),
        Cdr: json(cdrSchema),
        UsageSummary: json(usageSummarySchema),
        Invoice: json(invoiceSchema),
        Error: json(errorBodySchema),
      },
    },
  };
}
