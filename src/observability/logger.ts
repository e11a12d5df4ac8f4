/**
 * The logger: pino JSON lines. Secrets never reach a log line: PIN, PUK, confirmation codes,
 * credentials and tokens are redacted wherever they appear in a logged object.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino } from 'pino';
import { requestIdFrom } from '../transport/request-id.js';
import { CREDENTIALS, SIM_SECRETS } from './secrets.js';

const SECRETS = [...SIM_SECRETS, ...CREDENTIALS];
export const REDACTED_PATHS = [
  ...SECRETS,
  ...SECRETS.map((name) => `*.${name}`),
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
  // plain objects only: a request or a socket (the access log's, before its serializers) is
  // left to the serializers, which keep none of its phone-bearing parts
  if (value !== null && typeof value === 'object' && isPlain(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskPhones(v)])) as T;
  }
  if (value instanceof Error) return { type: value.name, message: maskPhones(value.message) } as T;
  return value;
}

const isPlain = (value: object) => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

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

/** probes and scrapes, answered many times a minute: not in the access log */
const UNLOGGED = new Set(['/health', '/ready', '/metrics']);

/**
 * The access log: one line per HTTP request when its response ends (a live stream's when the
 * stream does), with request id, method, path, status and duration; `aborted` when the caller
 * left before the response was sent whole (and no status if none was sent). The path only: a GET's query string carries the
 * operation's variables. The request id is the caller's x-request-id when plausible, else a
 * new one, and is given to the request (so that its operation's log lines and its partner
 * calls carry the same) and to the response. One log call per request and no child logger
 * (pino-http made two per request, even with the line turned off).
 */
export function accessLog(logger: Logger): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const header = req.headers['x-request-id'];
    const requestId = requestIdFrom(typeof header === 'string' ? header : undefined);
    req.headers['x-request-id'] = requestId;
    res.setHeader('x-request-id', requestId);
    const path = pathOf(req);
    if (UNLOGGED.has(path) || !logger.isLevelEnabled('error')) return;
    const started = Date.now();
    res.once('close', () => {
      const failed = res.statusCode >= 500;
      if (!failed && !logger.isLevelEnabled('info')) return;
      const line = {
        requestId,
        req: { method: req.method, path },
        // no status where none was sent: the caller left first
        ...(res.headersSent ? { res: { status: res.statusCode } } : {}),
        durationMs: Date.now() - started,
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      if (failed) logger.error(line, 'request failed');
      else logger.info(line, 'request');
    });
  };
}

const pathOf = (req: IncomingMessage) => (req.url ?? '/').split('?')[0] ?? '/';
