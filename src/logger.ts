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

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'msp-graphql-gateway' },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination,
  );
}
