/**
 * What staff see of an outbox message whatever its channel (src/journal/outbox.ts): its
 * attempts, why the last one failed, when it was recorded, tried, due and taken, and its
 * order. WebhookDelivery (./webhooks.ts) and PushDelivery (./push.ts) each add their own.
 */
import { placedOrderById } from '../resolvers/journal.js';
import type { OutboxMessage } from '../resolvers/outbox-messages.js';
import type { FieldBuilder } from './builder.js';
import { PlacedOrderRef } from './placed-orders.js';
import { DateTime } from './scalars.js';

/** the fields of an outbox message; `taker`: who takes it (the endpoint, the service) */
export function outboxMessageFields<P extends OutboxMessage>(
  t: FieldBuilder<P>,
  words: { taker: string; occurredAt: string },
) {
  return {
    attempts: t.int({
      nullable: false,
      description: 'Attempts made since it was written (or last replayed).',
      resolve: (d) => d.attempts,
    }),
    lastError: t.string({
      description: 'Why the last attempt failed, in words; null when it did not.',
      resolve: (d) => d.lastError,
    }),
    occurredAt: t.field({
      type: DateTime,
      nullable: false,
      description: words.occurredAt,
      resolve: (d) => d.occurredAt,
    }),
    lastAttemptAt: t.field({
      type: DateTime,
      description: 'When it was last tried.',
      resolve: (d) => d.lastAttemptAt,
    }),
    nextAttemptAt: t.field({
      type: DateTime,
      description: 'When it is tried next; null unless PENDING.',
      resolve: (d) => d.nextAttemptAt,
    }),
    deliveredAt: t.field({
      type: DateTime,
      description: `When ${words.taker} took it.`,
      resolve: (d) => d.deliveredAt,
    }),
    order: t.field({
      type: PlacedOrderRef,
      description: 'The order it is about; null once the journal no longer keeps it.',
      resolve: (d, _args, ctx) => placedOrderById(ctx, d.orderId),
    }),
  };
}
