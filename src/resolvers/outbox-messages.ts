/**
 * What staff see of an outbox message whatever its channel (src/journal/outbox.ts), as the
 * resolvers of webhook messages (./webhooks.ts) and push notifications (./push-deliveries.ts)
 * give it; each adds its own fields (the endpoint and webhook-id, the device and platform).
 */
import type { DeliveryStatus, PushDeliveryRow, WebhookDeliveryRow } from '../journal/tables.js';

/** an outbox message's shared fields, as the graph shows them */
export interface OutboxMessage {
  id: string;
  orderId: string;
  eventType: string;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  occurredAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

/** the columns every channel's table has (tables.ts) */
type MessageRow = Pick<
  WebhookDeliveryRow & PushDeliveryRow,
  | 'id'
  | 'order_id'
  | 'event_type'
  | 'status'
  | 'attempts'
  | 'last_error'
  | 'occurred_at'
  | 'last_attempt_at'
  | 'next_attempt_at'
  | 'delivered_at'
>;

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

/** the shared fields of a message's row */
export function outboxMessageOf(row: MessageRow): OutboxMessage {
  return {
    id: row.id,
    orderId: row.order_id,
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    occurredAt: row.occurred_at.toISOString(),
    lastAttemptAt: iso(row.last_attempt_at),
    nextAttemptAt: row.status === 'PENDING' ? row.next_attempt_at.toISOString() : null,
    deliveredAt: iso(row.delivered_at),
  };
}
