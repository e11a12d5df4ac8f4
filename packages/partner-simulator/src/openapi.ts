/**
 * An OpenAPI 3.1 document of the interface as the simulator implements it, derived from the
 * operation table: paths, methods, summaries, query parameters, request bodies and response
 * components all come from the same zod schemas the client parses with, so the document
 * cannot drift from the code.
 */
import {
  errorBodySchema,
  GET_OPERATIONS,
  type GetOperation,
  OPERATIONS,
  operationPath,
  PARTNER_DEFAULT_TAKE,
  PARTNER_MAX_TAKE,
  POST_OPERATIONS,
  type PostOperation,
} from '@msp/partner-interface';
import { z } from 'zod';
import { LIST_DEFAULTS } from './query.js';

type JsonSchema = Record<string, unknown>;

const json = (schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const ref = (component: string) => ({ $ref: `#/components/schemas/${component}` });
const jsonContent = (schema: unknown) => ({ 'application/json': { schema } });

const errorResponse = (description: string) => ({ description, content: jsonContent(ref('Error')) });
const errorResponses = {
  '400': errorResponse('Validation failed (errorCode BadRequest)'),
  '401': errorResponse('Missing or invalid credentials'),
  '404': errorResponse('Unknown id'),
  '429': errorResponse('Rate limited'),
  '503': errorResponse('Provider trouble'),
};

/** Each record a GET operation lists is a component, named after the operation's resource. */
const components = (): Record<string, JsonSchema> =>
  Object.fromEntries(GET_OPERATIONS.map((op) => [OPERATIONS[op].resource, json(OPERATIONS[op].item)]));

/** A schema as a reference to its component when a GET operation lists it, inline otherwise. */
const schemaOf = (schema: z.ZodType): unknown => {
  const listing = GET_OPERATIONS.find((op) => OPERATIONS[op].item === schema);
  return listing === undefined ? json(schema) : ref(OPERATIONS[listing].resource);
};

/** One query parameter per field of the operation's parameter schema. */
function parameters(operation: GetOperation): unknown[] {
  const { properties = {}, required = [] } = json(OPERATIONS[operation].params, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const defaults: Record<string, number> = LIST_DEFAULTS;
  return Object.entries(properties).map(([name, { description, ...schema }]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    ...(description === undefined ? {} : { description }),
    schema: defaults[name] === undefined ? schema : { ...schema, default: defaults[name] },
  }));
}

function getOperation(operation: GetOperation) {
  const { summary, resource } = OPERATIONS[operation];
  return {
    get: {
      operationId: operation,
      summary,
      parameters: parameters(operation),
      responses: {
        '200': {
          description: 'List envelope',
          content: jsonContent({
            type: 'object',
            required: ['offset', 'total', 'results'],
            properties: {
              offset: { type: 'integer' },
              total: { type: 'integer' },
              results: { type: 'array', items: ref(resource) },
              meta: { type: 'object' },
            },
          }),
        },
        ...errorResponses,
      },
    },
  };
}

function postOperation(operation: PostOperation) {
  const { summary, body, result } = OPERATIONS[operation];
  return {
    post: {
      operationId: operation,
      summary,
      requestBody: { required: true, content: jsonContent(json(body, 'input')) },
      responses: {
        '200': { description: 'The activation record', content: jsonContent(schemaOf(result)) },
        ...errorResponses,
      },
    },
  };
}

export function openApiDocument(serverUrl: string): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mobile Subscription Partner Interface (simulator)',
      version: '1.0.0',
      description: `The partner interface as the embedded simulator implements it. Parameter names are matched case-insensitively. take defaults to ${PARTNER_DEFAULT_TAKE} and may be at most ${PARTNER_MAX_TAKE}. include and meta are accepted and have no effect.`,
    },
    servers: [{ url: serverUrl }],
    paths: Object.fromEntries([
      ...GET_OPERATIONS.map((op) => [operationPath(op), getOperation(op)]),
      ...POST_OPERATIONS.map((op) => [operationPath(op), postOperation(op)]),
    ]),
    components: { schemas: { ...components(), Error: json(errorBodySchema) } },
  };
}
