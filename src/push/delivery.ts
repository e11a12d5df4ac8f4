/**
 * The outbox's push channel (src/journal/outbox.ts): how one notification goes out to one
 * device, as the outbox's delivery loop (src/journal/queue.ts) sends a (device, order) pair's
 * notifications, oldest first. APNs and FCM each get theirs
 * (./transport.ts); a token the service calls unregistered is deleted with its device, and a
 * notification the service refuses for good is given up so that the order's next one (newer
 * news) still goes.
 */

import { isFinalStatus } from '@msp/partner-interface';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { ReceiverOrder } from '../journal/outbox.js';
import type { OutboxQueue, OutboxQueues, Step } from '../journal/queue.js';
import { nextDelay } from '../journal/retry-schedule.js';
import type { DeviceRow, PushDeliveryRow } from '../journal/tables.js';
import type { Logger } from '../observability/logger.js';
import type { DeviceStore, DuePush } from './store.js';
import type { PushMessage, PushOutcome, PushPlatform, PushTransport } from './transport.js';
import { staleAt } from './wording.js';

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
  readonly #queue: OutboxQueue<DuePush>;

  constructor(options: PushDelivererOptions) {
    this.#options = options;
    this.#queue = options.queues.add<DuePush>({
      channel: 'push',
      label: 'push',
      concurrency: options.concurrency,
      timeoutMs: options.timeoutMs,
      sweepIntervalMs: options.sweepIntervalMs,
      head: (pair) => options.store.head(pair),
      deliver: (due) => this.#deliver(due),
      overdue: (ms) => options.store.overdue(ms),
    });
  }

  /** Messages of these (device, order) pairs are due (a replay): their jobs are added. */
  hint(pairs: readonly ReceiverOrder[]): Promise<void> {
    return this.#queue.hint(pairs);
  }

  /** whether devices of a platform can be told anything here */
  serves(platform: PushPlatform): boolean {
    return this.#options.transports[platform] !== undefined;
  }

  /** Closes its services' connections; the queues stop first. */
  async close(): Promise<void> {
    await Promise.all(Object.values(this.#options.transports).map((t) => t.close().catch(() => undefined)));
  }

  /**
   * One attempt of the pair's next notification. A token the service no longer knows deletes
   * the device; a notification refused for good, or past the day it is worth, is given up and
   * the order's next one (newer news) goes.
   */
  async #deliver({ delivery, device }: DuePush): Promise<Step> {
    const { store } = this.#options;
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
      return 'stop';
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
      return retryAt === undefined ? 'next' : { retryAt };
    }
    if (failed !== undefined) {
      await store.failed(delivery, failed.reason, undefined);
      this.#options.onAttempt?.(platform, 'failed');
      return 'next';
    }
    await store.delivered(delivery);
    this.#options.onAttempt?.(platform, 'delivered');
    return 'next';
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
