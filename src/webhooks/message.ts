/**
 * A webhook message as it leaves: the Standard Webhooks body `{ type, timestamp, data }` (the
 * same bytes on every attempt, so its signature can be checked against them), and its
 * headers: `webhook-id` (the same on every attempt), `webhook-timestamp` (this attempt's) and
 * `webhook-signature`, one `v1,` signature per secret in use (two while a secret is rotated),
 * made by the standardwebhooks library.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { Webhook } from 'standardwebhooks';

/** the fields of a message's data, in the order they are sent; each is there, null when the order has none */
const DATA_FIELDS = [
  'orderId',
  'activationId',
  'activationType',
  'status',
  'previousStatus',
  'portingStatus',
  'subscriptionId',
  'phoneNumber',
  'idempotencyKey',
  'referenceNumber',
  'reconciled',
  'error',
] as const;

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
