/**
 * The push part of the gateway's configuration (config.ts): what src/push/ is given, read from
 * the push rows of the settings table (./index.ts).
 */
import type { z } from 'zod';
import type { PushTargetName } from './defaults.js';
import type { SETTINGS } from './index.js';

/** what src/push/ is given: each service when its settings are there */
export interface PushConfig {
  /** services: APNs and FCM as configured; development: every notification recorded instead (src/push/development.ts) */
  target: PushTargetName;
  apns: { keyFile: string; keyId: string; teamId: string; topic: string; host: string } | undefined;
  fcm: { credentialsFile: string; endpoint: string } | undefined;
  /** ms before each attempt after a failed one */
  retrySchedule: readonly number[];
  timeoutMs: number;
  concurrency: number;
  /** devices one caller keeps; one more drops their least recently registered */
  maxDevicesPerCaller: number;
  /** days a device not registered again is kept (the journal's retention pass deletes it) */
  deviceTtlDays: number;
}

/** the environment as the settings table parses it */
type Env = z.output<z.ZodObject<typeof SETTINGS>>;

/** The push settings, read: each service when its settings are there (config.ts checks APNs' four go together). */
export function pushConfigOf(e: Env): PushConfig {
  const { APNS_KEY_FILE: keyFile, APNS_KEY_ID: keyId, APNS_TEAM_ID: teamId, APNS_TOPIC: topic } = e;
  const apns =
    keyFile === undefined || keyId === undefined || teamId === undefined || topic === undefined
      ? undefined
      : { keyFile, keyId, teamId, topic, host: e.APNS_HOST };
  const fcm =
    e.FCM_CREDENTIALS_FILE === undefined
      ? undefined
      : { credentialsFile: e.FCM_CREDENTIALS_FILE, endpoint: e.FCM_ENDPOINT };
  // `npm start` with no credentials records what it would send (config.ts refuses development in production)
  const unconfigured = apns === undefined && fcm === undefined && e.NODE_ENV !== 'production';
  return {
    target: e.PUSH_TARGET ?? (unconfigured ? 'development' : 'services'),
    apns,
    fcm,
    retrySchedule: e.PUSH_RETRY_SCHEDULE,
    timeoutMs: e.PUSH_TIMEOUT_MS,
    concurrency: e.PUSH_CONCURRENCY,
    maxDevicesPerCaller: e.MAX_DEVICES_PER_CALLER,
    deviceTtlDays: e.DEVICE_TTL_DAYS,
  };
}
