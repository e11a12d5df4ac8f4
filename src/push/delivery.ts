/**
 * Delivery of the outbox's push messages (src/journal/outbox.ts) through the outbox queue
 * (src/journal/queue.ts): a job names a (device, order) pair, and running it sends that order's
 * due notifications to that device, oldest first. APNs and FCM each get theirs
 * (./transport.ts); a token the service calls unregistered is deleted with its device, and a
 * notification the service refuses for good is given up so that the order's next one (newer
 * news) still goes.
 */

import { isFinalStatus } from '@msp/partner-interface';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { PushKey } from '../journal/outbox.js';
import type { OutboxQueue, OutboxQueues } from '../journal/queue.js';
import { nextDelay } from '../journal/retry-schedule.js';
import type { DeviceRow, PushDeliveryRow } from '../journal/tables.js';
import type { Logger } from '../observability/logger.js';
import type { DeviceStore } from './store.js';
import type { PushMessage, PushOutcome, PushPlatform, PushTransport } from './transport.js';
import { staleAt } from './wording.js';

export const QUEUE = 'push-deliveries';

/** how a notification's attempt ended, for the metrics */
export type PushAttemptOutcome = 'delivered' | 'retrying' | 'failed' | 'unregistered';

export interface PushDelivererOptions {
  /** the outbox's queues: this adds its own */
  queues: OutboxQueues;
  store: DeviceStore;
  logger: Logger;
  /** the services configured */
  transports: Partial<Record<PushPlatform, PushTransport>>;
  schedule: readonly number[];
  timeoutMs: number;
  concurrency: number;
  sweepIntervalMs: number;
  onAttempt?: (platform: PushPlatform, outcome: PushAttemptOutcome) => void;
}

const keyOf = (data: unknown): PushKey | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const { deviceId, orderId } = data as Record<string, unknown>;
  return typeof deviceId === 'string' && typeof orderId === 'string' ? { deviceId, orderId } : undefined;
};

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** what a notification says, from its outbox row: never the phone number or anything personal */
export function messageOf(delivery: PushDeliveryRow): PushMessage {
  const { data } = delivery;
  const status = text(data['status']);
  return {
    id: delivery.id,
    eventType: delivery.event_type as PushMessage['eventType'],
    activationId: text(data['activationId']),
    activationType: text(data['activationType']) ?? 'ORDER',
    status,
    previousStatus: text(data['previousStatus']),
    final: delivery.event_type === 'order.rejected' || (status !== null && isFinalStatus(status)),
    occurredAt: delivery.occurred_at,
    writtenAt: delivery.created_at,
  };
}

export class PushDeliverer {
  readonly #options: PushDelivererOptions;
  readonly #queue: OutboxQueue<PushKey>;

  constructor(options: PushDelivererOptions) {
    this.#options = options;
    this.#queue = options.queues.add<PushKey>({
      name: QUEUE,
      label: 'push',
      concurrency: options.concurrency,
      timeoutMs: options.timeoutMs,
      sweepIntervalMs: options.sweepIntervalMs,
      keyOf,
      pairOf: (key) => `${key.deviceId}:${key.orderId}`,
      send: (key, until) => this.#send(key, until),
      overdue: (ms) => options.store.overdue(ms),
    });
  }

  /** whether devices of a platform can be told anything here */
  serves(platform: PushPlatform): boolean {
    return this.#options.transports[platform] !== undefined;
  }

  /** Closes its services' connections; the queues stop first. */
  async close(): Promise<void> {
    await Promise.all(Object.values(this.#options.transports).map((t) => t.close().catch(() => undefined)));
  }

  /** Messages were written for these pairs: each gets a job, and the workers look now. */
  hint(keys: readonly PushKey[], startAfter?: Date): Promise<void> {
    return this.#queue.hint(keys, startAfter);
  }

  async #send(key: PushKey, until: number): Promise<void> {
    const { store } = this.#options;
    for (;;) {
      const head = await store.head(key);
      if (head === undefined || 'notBefore' in head) return;
      if (Date.now() > until || this.#queue.closed) {
        await this.hint([key]);
        return;
      }
      const { delivery, device } = head;
      const outcomes = await this.#attempt(device, delivery);
      const platform = device.platform;
      const gone = outcomes.find((o) => o.kind === 'unregistered' && o.which === 'token');
      if (gone !== undefined) {
        // the app was removed or its token replaced: the device and its messages go
        await store.forget(device.id);
        this.#options.onAttempt?.(platform, 'unregistered');
        this.#options.logger.info(
          { deviceId: encodeGlobalID('Device', device.id), platform },
          'push: the service no longer knows a device token; the device is deleted',
        );
        return;
      }
      if (outcomes.some((o) => o.kind === 'unregistered' && o.which === 'liveActivityToken'))
        await store.forgetLiveActivity(device.id);
      const retry = outcomes.find((o) => o.kind === 'retry');
      const failed = outcomes.find((o) => o.kind === 'failed');
      if (retry !== undefined) {
        const delay = nextDelay(this.#options.schedule, delivery.attempts + 1);
        const wait = delay === undefined ? undefined : Math.max(delay, retry.retryAfterMs ?? 0);
        // a Retry-After past the day a notification is worth (wording.ts) gives it up: the
        // order's next one is newer news
        const at = wait === undefined ? undefined : new Date(Date.now() + wait);
        const retryAt = at === undefined || at > staleAt(messageOf(delivery)) ? undefined : at;
        await store.failed(delivery, retry.reason, retryAt);
        this.#options.onAttempt?.(platform, retryAt === undefined ? 'failed' : 'retrying');
        if (retryAt === undefined) continue; // given up: the order's next notification goes
        await this.hint([key], retryAt);
        return;
      }
      if (failed !== undefined) {
        await store.failed(delivery, failed.reason, undefined);
        this.#options.onAttempt?.(platform, 'failed');
        continue;
      }
      await store.delivered(delivery);
      this.#options.onAttempt?.(platform, 'delivered');
    }
  }

  /** one notification to one device; never throws */
  async #attempt(device: DeviceRow, delivery: PushDeliveryRow): Promise<PushOutcome[]> {
    const transport = this.#options.transports[device.platform];
    // an instance started without the service's credentials (a secret not mounted): the
    // message waits along its schedule for one that has them
    if (transport === undefined)
      return [{ kind: 'retry', reason: `${device.platform} is not configured on this gateway` }];
    let target: { token: string; liveActivityToken: string | null };
    try {
      target = this.#options.store.tokensOf(device);
      // a Live Activity shows one order: the others' updates are not for it
      const shown = device.live_activity_activation_id;
      if (shown !== null && shown !== delivery.data['activationId']) target.liveActivityToken = null;
    } catch {
      return [{ kind: 'failed', reason: "the device's token cannot be read with this ENCRYPTION_KEY" }];
    }
    try {
      return await transport.send(target, messageOf(delivery));
    } catch (error) {
      return [{ kind: 'retry', reason: error instanceof Error ? error.message : String(error) }];
    }
  }
}
