/**
 * The rows of the settings table (./index.ts) about order webhooks (src/webhooks/): how they
 * are retried, how long an endpoint has to answer, which networks an endpoint may be on, and
 * the key their secrets are kept under. A part of the table in a file of its own, spread into
 * it in place.
 */
import { z } from 'zod';
import { parseSchedule } from '../journal/retry-schedule.js';
import { WEBHOOK_DEFAULTS } from './defaults.js';
import { flag, int, setting } from './define.js';

/** a list of delays the schedule parser reads; the message names the part it cannot */
export const schedule = z.string().transform((text, ctx) => {
  try {
    return parseSchedule(text);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
    return z.NEVER;
  }
});

/** 32 bytes, in hex (64 digits) or base64 */
const key = z
  .string()
  .refine(
    (value) =>
      /^[\da-f]{64}$/i.test(value) ||
      (/^[\w+/=-]+$/.test(value) && Buffer.from(value, 'base64').length === 32),
    'must be 32 bytes in hex (64 digits) or base64 (openssl rand -base64 32)',
  );

export const WEBHOOK_SETTINGS = {
  WEBHOOK_RETRY_SCHEDULE: setting(schedule.default(parseSchedule(WEBHOOK_DEFAULTS.retrySchedule)), {
    group: 'webhooks',
    meaning:
      'Delays before each new attempt of a message an endpoint did not take (each after the one before, jittered by a fifth); once they are spent the message is a dead letter (FAILED).',
    example: WEBHOOK_DEFAULTS.retrySchedule,
    defaultText: `\`${WEBHOOK_DEFAULTS.retrySchedule}\` (about three days)`,
  }),
  WEBHOOK_TIMEOUT_MS: setting(int(1_000, 60_000).default(WEBHOOK_DEFAULTS.timeoutMs), {
    group: 'webhooks',
    meaning: 'How long an endpoint has to answer an attempt with a 2xx; then the attempt failed.',
  }),
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: setting(flag.default(false), {
    group: 'webhooks',
    meaning:
      'Lets endpoints be on loopback, private and unique-local addresses (an internal network); link-local addresses, the cloud metadata address among them, stay refused. Outside production loopback is allowed anyway.',
  }),
  WEBHOOK_CONCURRENCY: setting(int(1, 100).default(WEBHOOK_DEFAULTS.concurrency), {
    group: 'webhooks',
    meaning: 'Orders an instance sends messages of at once (one order to one endpoint at a time, in order).',
  }),
  WEBHOOK_SWEEP_INTERVAL_MS: setting(int(1_000, 3_600_000).default(WEBHOOK_DEFAULTS.sweepIntervalMs), {
    group: 'webhooks',
    meaning:
      'How often messages an instance wrote but could not hand to the delivery queue (it stopped in between) are looked for.',
  }),
  WEBHOOK_SECRET_OVERLAP_HOURS: setting(int(0, 720).default(WEBHOOK_DEFAULTS.secretOverlapHours), {
    group: 'webhooks',
    meaning: 'After rotateWebhookSecret, how long the previous secret keeps signing beside the new one.',
  }),
  ENCRYPTION_KEY: setting(key.optional(), {
    group: 'webhooks',
    meaning:
      'Key (32 bytes, hex or base64) that encrypts the secrets kept in the database: webhook signing secrets and push tokens. Required in production; unset outside it, a fixed development key is used and the log says so. Changing it makes the stored secrets unreadable: rotate every endpoint after.',
    secret: true,
  }),
};
