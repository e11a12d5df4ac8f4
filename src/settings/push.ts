/**
 * The rows of the settings table (./index.ts) about push notifications (src/push/): the APNs
 * provider-token key and the FCM service account, where the services are, and how messages are
 * retried. A part of the table in a file of its own, spread into it in place.
 */
import { z } from 'zod';
import { parseSchedule } from '../journal/retry-schedule.js';
import { PUSH_DEFAULTS } from './defaults.js';
import { int, setting } from './define.js';
import { schedule } from './webhooks.js';

const url = z.url({ protocol: /^https?$/ });

export const PUSH_SETTINGS = {
  APNS_KEY_FILE: setting(z.string().min(1).optional(), {
    group: 'push',
    meaning:
      "The APNs authentication key (the `.p8` file from Apple's developer account) that signs the provider tokens. With APNS_KEY_ID, APNS_TEAM_ID and APNS_TOPIC; unset: iOS devices cannot be registered.",
    example: '/run/secrets/AuthKey_ABC123DEFG.p8',
  }),
  APNS_KEY_ID: setting(
    z
      .string()
      .regex(/^[A-Z0-9]{10}$/, 'is the 10-character Key ID')
      .optional(),
    {
      group: 'push',
      meaning: "The key's Key ID (the `kid` of the provider token).",
      example: 'ABC123DEFG',
    },
  ),
  APNS_TEAM_ID: setting(
    z
      .string()
      .regex(/^[A-Z0-9]{10}$/, 'is the 10-character Team ID')
      .optional(),
    {
      group: 'push',
      meaning: 'The Apple developer Team ID (the `iss` of the provider token).',
      example: 'DEF123GHIJ',
    },
  ),
  APNS_TOPIC: setting(z.string().min(1).optional(), {
    group: 'push',
    meaning:
      "The app's bundle id: the `apns-topic` of alerts (Live Activity updates add `.push-type.liveactivity`).",
    example: 'com.example.mobile',
  }),
  APNS_HOST: setting(url.default(PUSH_DEFAULTS.apnsHost), {
    group: 'push',
    meaning:
      "Where APNs is: Apple's production host, or `https://api.sandbox.push.apple.com` for development builds.",
  }),
  FCM_CREDENTIALS_FILE: setting(z.string().min(1).optional(), {
    group: 'push',
    meaning:
      'The Firebase service-account JSON (project_id, client_email, private_key, token_uri): its OAuth tokens send to FCM; its token_uri is used as written. Unset: Android devices cannot be registered.',
    example: '/run/secrets/firebase-service-account.json',
  }),
  FCM_ENDPOINT: setting(url.default(PUSH_DEFAULTS.fcmEndpoint), {
    group: 'push',
    meaning: 'Where the FCM HTTP v1 API is.',
  }),
  PUSH_RETRY_SCHEDULE: setting(schedule.default(parseSchedule(PUSH_DEFAULTS.retrySchedule)), {
    group: 'push',
    meaning:
      'Delays before each new attempt of a notification the service did not take (429, 5xx, no answer), jittered by a fifth; then it is given up (FAILED) and the next one of the order is sent.',
    example: PUSH_DEFAULTS.retrySchedule,
    defaultText: `\`${PUSH_DEFAULTS.retrySchedule}\` (about five hours)`,
  }),
  PUSH_TIMEOUT_MS: setting(int(1_000, 60_000).default(PUSH_DEFAULTS.timeoutMs), {
    group: 'push',
    meaning: 'How long APNs or FCM has to answer a notification; then the attempt failed.',
  }),
  PUSH_CONCURRENCY: setting(int(1, 100).default(PUSH_DEFAULTS.concurrency), {
    group: 'push',
    meaning: "(device, order) pairs an instance sends notifications to at once (one order's in order).",
  }),
};

/** the push part of the gateway's configuration (src/settings/config.ts) */
export interface PushConfig {
  apns: { keyFile: string; keyId: string; teamId: string; topic: string; host: string } | undefined;
  fcm: { credentialsFile: string; endpoint: string } | undefined;
  /** ms before each attempt after a failed one */
  retrySchedule: readonly number[];
  timeoutMs: number;
  concurrency: number;
}

type PushEnv = z.output<z.ZodObject<typeof PUSH_SETTINGS>>;

/** The push settings, read: each service when its settings are there (config.ts checks APNs' four go together). */
export function pushConfigOf(e: PushEnv): PushConfig {
  const { APNS_KEY_FILE: keyFile, APNS_KEY_ID: keyId, APNS_TEAM_ID: teamId, APNS_TOPIC: topic } = e;
  return {
    apns:
      keyFile === undefined || keyId === undefined || teamId === undefined || topic === undefined
        ? undefined
        : { keyFile, keyId, teamId, topic, host: e.APNS_HOST },
    fcm:
      e.FCM_CREDENTIALS_FILE === undefined
        ? undefined
        : { credentialsFile: e.FCM_CREDENTIALS_FILE, endpoint: e.FCM_ENDPOINT },
    retrySchedule: e.PUSH_RETRY_SCHEDULE,
    timeoutMs: e.PUSH_TIMEOUT_MS,
    concurrency: e.PUSH_CONCURRENCY,
  };
}
