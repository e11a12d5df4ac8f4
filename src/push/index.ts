/**
 * Push notifications: what the graph's resolvers (src/resolvers/push.ts) reach of them. The
 * journal writes the messages (src/journal/outbox.ts); ./store.ts keeps devices and messages,
 * ./delivery.ts sends them through APNs and FCM (./apns.ts, ./fcm.ts), or, in development, to
 * a recorder (./development.ts) shown at GET /dev/push (./development-page.ts).
 */

import type { Journal } from '../journal/journal.js';
import type { OutboxQueues } from '../journal/queue.js';
import type { SecretBox } from '../journal/secret-box.js';
import type { Logger } from '../observability/logger.js';
import type { PushConfig } from '../settings/push.js';
import { createApnsTransport } from './apns.js';
import { PushDeliverer, type PushDelivererOptions } from './delivery.js';
import { createDevelopmentTransport, PushRecorder } from './development.js';
import { DEVELOPMENT_PUSH_PATH } from './development-page.js';
import { createFcmTransport } from './fcm.js';
import { DeviceStore } from './store.js';

export interface Push {
  store: DeviceStore;
  deliverer: PushDeliverer;
  /** what the development target recorded (PUSH_TARGET=development); undefined when notifications go to APNs and FCM */
  development: PushRecorder | undefined;
}

export interface PushOptions {
  queues: OutboxQueues;
  journal: Journal;
  box: SecretBox;
  logger: Logger;
  settings: PushConfig;
  onAttempt?: PushDelivererOptions['onAttempt'];
}

/** The devices' store and the deliverer, with a transport for each service configured. */
export function createPush(options: PushOptions): Push {
  const { settings, logger } = options;
  const store = new DeviceStore(options.journal, options.box, settings.maxDevicesPerCaller);
  const development = settings.target === 'development' ? new PushRecorder() : undefined;
  if (development !== undefined)
    logger.info(
      `push: the development target records notifications instead of sending them (PUSH_TARGET=development): see GET ${DEVELOPMENT_PUSH_PATH} or developmentPushNotifications`,
    );
  const deliverer = new PushDeliverer({
    queues: options.queues,
    store,
    logger,
    transports:
      development === undefined
        ? transportsOf(settings)
        : {
            APNS: createDevelopmentTransport('APNS', development),
            FCM: createDevelopmentTransport('FCM', development),
          },
    schedule: settings.retrySchedule,
    timeoutMs: settings.timeoutMs,
    concurrency: settings.concurrency,
    sweepIntervalMs: PUSH_SWEEP_INTERVAL_MS,
    ...(options.onAttempt === undefined ? {} : { onAttempt: options.onAttempt }),
  });
  return { store, deliverer, development };
}

/** how often messages overdue without a job are looked for (as webhooks' default) */
const PUSH_SWEEP_INTERVAL_MS = 30_000;

/** a transport for each service with credentials; a key or account file that cannot work stops the start */
function transportsOf(settings: PushConfig): PushDelivererOptions['transports'] {
  const { apns, fcm, timeoutMs } = settings;
  return {
    ...(apns === undefined ? {} : { APNS: createApnsTransport({ ...apns, timeoutMs }) }),
    ...(fcm === undefined ? {} : { FCM: createFcmTransport({ ...fcm, timeoutMs }) }),
  };
}
