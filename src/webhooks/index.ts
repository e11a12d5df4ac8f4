/**
 * Order webhooks: what the graph's resolvers (src/resolvers/webhooks.ts) reach of them. The
 * journal writes the messages (src/journal/outbox.ts); ./store.ts keeps endpoints and
 * messages, ./delivery.ts sends them, ./targets.ts says where they may go.
 */
import type { WebhookDeliverer } from './delivery.js';
import type { WebhookStore } from './store.js';
import type { TargetPolicy } from './targets.js';

export interface Webhooks {
  store: WebhookStore;
  deliverer: WebhookDeliverer;
  targets: TargetPolicy;
  /** how long a rotated secret keeps signing beside the new one */
  secretOverlapMs: number;
}
