/**
 * The logger: pino JSON lines. Secrets never reach a log line: PIN, PUK, confirmation codes,
 * credentials and tokens are redacted wherever they appear in a logged object.
 */
import { pino } from 'pino';

export const REDACTED_PATHS = [
  'pin',
  'puk',
  'confirmationCode',
  'password',
  'token',
  'authorization',
  '*.pin',
  '*.puk',
  '*.confirmationCode',
  '*.password',
  '*.token',
  '*.authorization',
  'headers.authorization',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
];

export type Logger = pino.Logger;

const PHONE = /\b(?:\+?31|0)6-?(\d{2})(\d{4})(\d{2})\b/g;

/** Phone numbers in a logged value, masked but for the first and last digits: 06-12****78. */
export function maskPhones<T>(value: T): T {
  if (typeof value === 'string')
    return value.replace(PHONE, (_m, a: string, _b: string, c: string) => `06-${a}****${c}`) as T;
  if (Array.isArray(value)) return value.map((v) => maskPhones(v)) as T;
  if (value !== null && typeof value === 'object' && !(value instanceof Error)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskPhones(v)])) as T;
  }
  if (value instanceof Error) return { type: value.name, message: maskPhones(value.message) } as T;
  return value;
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'msp-graphql-gateway' },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      formatters: { log: (object) => maskPhones(object) },
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((a) => maskPhones(a)) as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}
