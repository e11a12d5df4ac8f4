/**
 * How a row of the settings table (./index.ts) is written and read: its groups, its metadata,
 * the `setting()` that registers a parser with them, the parsers several rows share, and the
 * row the documents are made of.
 */
import { z } from 'zod';
import { parseSchedule } from '../journal/retry-schedule.js';
import { keyOf } from '../journal/secret-box.js';

/** The groups, in the order the documents list them, with their headings. */
export const GROUPS = {
  server: 'Server',
  callers: 'Callers: authentication and rate limits',
  limits: 'Limits of an operation',
  provider: 'The partner API (unset: the embedded simulator)',
  cache: 'The partner cache',
  batching: 'Batching',
  watch: 'Live progress: the activation watcher',
  transports: 'Transports: WebSockets, slow clients, live streams and sockets per caller',
  journal: 'The order journal (PostgreSQL)',
  redis: 'Several instances on Redis',
  webhooks: 'Order webhooks (back offices)',
  push: 'Push notifications (phones)',
  persisted: 'Persisted operations (mobile apps)',
  simulator: 'The embedded simulator',
  tracing: 'Tracing (OpenTelemetry)',
} as const;
export type Group = keyof typeof GROUPS;

export interface SettingMeta {
  group: Group;
  /** one sentence */
  meaning: string;
  /** a value to show in .env.example when the default is not telling (never for a secret) */
  example?: string;
  /** the default in words, when it is not one value (it depends on NODE_ENV, or a component chooses) */
  defaultText?: string;
  /** a credential: never shown with a value, never logged */
  secret?: true;
}

export const registry = z.registry<SettingMeta>();
/** one row of the table: the variable's parser, with its metadata */
export const setting = <T extends z.ZodType>(schema: T, meta: SettingMeta): T => {
  registry.add(schema as z.ZodType, meta);
  return schema;
};

export const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
export const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** a list of delays the schedule parser reads; the message names the part it cannot */
export const schedule = z.string().transform((text, ctx) => {
  try {
    return parseSchedule(text);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
    return z.NEVER;
  }
});

/** keys of 32 bytes, in hex (64 digits) or base64, comma-separated, newest first (a keyring) */
export const keyring = z.string().superRefine((value, ctx) => {
  const keys = value.split(',');
  for (const [i, text] of keys.entries()) {
    if (keyOf(text) === undefined)
      ctx.addIssue({
        code: 'custom',
        message: `${keys.length === 1 ? 'must be' : `key ${i + 1} must be`} 32 bytes in hex (64 digits) or base64 (openssl rand -base64 32); several keys: comma-separated, newest first`,
      });
  }
});

export const OUTSIDE_PRODUCTION = 'true (false when NODE_ENV=production)';

/** What a row says, for the documents, whoever reads the variable. */
export interface SettingRow extends SettingMeta {
  name: string;
  /** the default as it would be written in the environment; undefined: none */
  default: string | undefined;
  /** who reads it, when not the gateway's loader */
  readBy?: string;
}

/** a ZodDefault's value, as it would be written in the environment */
export function defaultOf(schema: z.ZodType): string | undefined {
  if (!(schema instanceof z.ZodDefault)) return undefined;
  const value: unknown = schema.def.defaultValue;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined;
}
