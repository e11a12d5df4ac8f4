/**
 * A webhook message as it leaves: the Standard Webhooks body `{ type, timestamp, data }` (the
 * same bytes on every attempt, so its signature can be checked against them), and its
 * headers: `webhook-id` (the same on every attempt), `webhook-timestamp` (this attempt's) and
 * `webhook-signature`, one `v1,` signature per secret in use (two while a secret is rotated),
 * made by the standardwebhooks library.
 *
 * The bodies are stated once, as zod schemas (WEBHOOK_BODY): bodyOf builds them field by field
 * from these, and `npm run docs` writes them as JSON Schema beside the docs
 * (docs/webhook-events.schema.json), which test/webhooks.test.ts checks real messages against.
 */
import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { Webhook } from 'standardwebhooks';
import { z } from 'zod';
import { EVENT_TYPES } from '../journal/outbox.js';

/** the type of the message staff send to check an endpoint (sendTestWebhookEvent) */
export const TEST_EVENT_TYPE = 'webhook.test';

const timestamp = z.iso
  .datetime()
  .describe(
    'When it happened: the partner time of the change, or when its answer came (the test: when sent).',
  );

const partnerText = (what: string) => z.string().nullable().describe(what);

/** why an order was refused or failed */
const orderError = z
  .strictObject({
    type: z
      .string()
      .describe(
        'ProviderRejectedError (the partner refused the order), ActivationFailed (it ended in ERROR), or another typed error of the graph.',
      ),
    code: z
      .string()
      .nullable()
      .describe(
        "The partner's errorCode of a refusal; null for a failure while processing (the partner gives none).",
      ),
    message: z
      .string()
      .nullable()
      .describe(
        "Why, in the partner's words: its refusal's message, or a failed order's explanation (a port-in's portingMessage); null when it gave none.",
      ),
  })
  .describe('Why the order was refused (order.rejected) or failed (status ERROR); null otherwise.');

/** an order event's data: every field is there, in this order, null when the order has none */
const orderData = z.strictObject({
  orderId: z.string().describe("The order's PlacedOrder id in the graph: node(id:) reads it."),
  activationId: partnerText("The partner's activation id; null on order.rejected."),
  activationType: partnerText("The partner's activationType (SUSPEND, INPORT, ...)."),
  status: partnerText("The partner's status (INIT, BUSY, DONE, ERROR, ...); null on order.rejected."),
  previousStatus: partnerText('The status before; null on order.placed and order.rejected.'),
  portingStatus: partnerText('The porting status of a port-in or port-out.'),
  subscriptionId: partnerText('The subscription it is for (a new line: once the partner has it).'),
  phoneNumber: partnerText('The phone number it is for (a new line: once the partner has it).'),
  idempotencyKey: partnerText("The placer's idempotency key."),
  referenceNumber: partnerText('The referenceNumber the order carried.'),
  reconciled: z
    .boolean()
    .describe('Whether its answer was lost and reconciliation found the order at the partner.'),
  error: orderError.nullable(),
});

const orderEvent = z
  .strictObject({
    type: z.enum(EVENT_TYPES).describe('What happened to the order.'),
    timestamp,
    data: orderData,
  })
  .describe('An event of an order placed through the gateway.');

const testEvent = z
  .strictObject({
    type: z.literal(TEST_EVENT_TYPE).describe('A test sent by staff: accept it (2xx) and ignore it.'),
    timestamp,
    data: z.strictObject({
      endpointId: z.string().describe("The endpoint's WebhookEndpoint id in the graph."),
    }),
  })
  .describe('A message staff sent to check the endpoint (sendTestWebhookEvent): signed like the others.');

/** every body the gateway POSTs */
export const WEBHOOK_BODY = z.union([orderEvent, testEvent]).meta({
  title: 'msp-gateway webhook message',
  description: 'The JSON body of a webhook message (docs/webhooks.md).',
});

export type OrderEventBody = z.infer<typeof orderEvent>;
export type TestEventBody = z.infer<typeof testEvent>;

/** WEBHOOK_BODY as JSON Schema (draft 2020-12), as `npm run docs` writes it */
export const webhookJsonSchema = (): Record<string, unknown> =>
  z.toJSONSchema(WEBHOOK_BODY, { target: 'draft-2020-12' }) as Record<string, unknown>;

/** the fields of a message's data, in the order they are sent */
const DATA_FIELDS = Object.keys(orderData.shape) as Array<keyof OrderEventBody['data']>;

export interface Message {
  webhookId: string;
  eventType: string;
  occurredAt: Date;
  /** as the outbox keeps it: orderId is the journal's own id */
  data: Record<string, unknown>;
}

export function bodyOf(message: Message): string {
  const data: Record<string, unknown> = {};
  for (const field of DATA_FIELDS) data[field] = message.data[field] ?? null;
  if (typeof data['orderId'] === 'string') data['orderId'] = encodeGlobalID('PlacedOrder', data['orderId']);
  return JSON.stringify({ type: message.eventType, timestamp: message.occurredAt.toISOString(), data });
}

/** a webhook-id of the form the outbox's are (`msg_` and 32 hex digits) */
export const newWebhookId = (): string => `msg_${randomUUID().replaceAll('-', '')}`;

/** the test message of an endpoint: a new webhook-id, sent once, never kept */
export function testMessageOf(endpointId: string, at: Date): { message: Message; body: string } {
  const body: TestEventBody = {
    type: TEST_EVENT_TYPE,
    timestamp: at.toISOString(),
    data: { endpointId: encodeGlobalID('WebhookEndpoint', endpointId) },
  };
  return {
    message: { webhookId: newWebhookId(), eventType: TEST_EVENT_TYPE, occurredAt: at, data: body.data },
    body: JSON.stringify(body),
  };
}

/** the headers of one attempt at `at`, signed with each of `secrets` */
export function headersOf(
  message: Message,
  body: string,
  secrets: readonly string[],
  at: Date,
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'msp-gateway-webhooks',
    'webhook-id': message.webhookId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets
      .map((secret) => new Webhook(secret).sign(message.webhookId, at, body))
      .join(' '),
  };
}
