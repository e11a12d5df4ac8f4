/**
 * The retry policy of GETs, for undici's retry interceptor: 429, 5xx and connection errors,
 * exponential backoff with full jitter, Retry-After honoured. POSTs are never retried: an
 * order sent twice is two orders.
 */
import type { Dispatcher, RetryHandler } from 'undici';
import { RETRY_DEFAULTS as DEFAULTS } from '../settings/defaults.js';

export interface RetryPolicy {
  /** @default RETRY_DEFAULTS.maxRetries */
  maxRetries?: number;
  /** first backoff ceiling @default RETRY_DEFAULTS.minDelayMs */
  minDelayMs?: number;
  /** largest wait; a Retry-After longer than it is not waited for, nor retried @default RETRY_DEFAULTS.maxDelayMs */
  maxDelayMs?: number;
}

/** The defaults of the retry policy, stated once in defaults.ts. */
export const RETRY_DEFAULTS: Required<RetryPolicy> = DEFAULTS;

export const RETRY_STATUS_CODES = [429, 500, 502, 503, 504];
export const RETRY_ERROR_CODES = [
  'ECONNRESET',
  'ECONNREFUSED',
  'ENOTFOUND',
  'ENETDOWN',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EHOSTUNREACH',
  'EPIPE',
  'UND_ERR_SOCKET',
];
const RETRIED_METHODS: Dispatcher.HttpMethod[] = ['GET'];

/** Retry-After in ms: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: unknown, now = Date.now()): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  if (/^\d+$/.test(text.trim())) return Number(text.trim()) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Backoff before retry number `attempt` (1-based): full jitter under an exponential ceiling. */
export function backoffMs(
  attempt: number,
  policy: Required<RetryPolicy>,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.minDelayMs * 2 ** (attempt - 1));
  return Math.round(random() * ceiling);
}

/** A retry about to be made: what it waits, and why (the HTTP status, or the connection error's code). */
export interface RetryEvent {
  /** the request's path and query string */
  path: string;
  /** 1 for the first retry */
  attempt: number;
  delayMs: number;
  reason: string;
}

export function retryOptions(
  policy: RetryPolicy = {},
  onRetry?: (event: RetryEvent) => void,
): RetryHandler.RetryOptions {
  const p: Required<RetryPolicy> = { ...RETRY_DEFAULTS, ...policy };
  return {
    methods: RETRIED_METHODS,
    statusCodes: RETRY_STATUS_CODES,
    errorCodes: RETRY_ERROR_CODES,
    maxRetries: p.maxRetries,
    // the last failing answer passes through, so its error body can be read
    throwOnError: false,
    retry(err, { state, opts }, callback) {
      const { statusCode, code, headers } = err as Error & {
        statusCode?: number;
        code?: string;
        headers?: Record<string, string | string[] | undefined>;
      };
      if (!RETRIED_METHODS.includes(opts.method)) return callback(err);
      if (code !== undefined && code !== 'UND_ERR_REQ_RETRY' && !RETRY_ERROR_CODES.includes(code))
        return callback(err);
      if (statusCode !== undefined && !RETRY_STATUS_CODES.includes(statusCode)) return callback(err);
      if (state.counter > p.maxRetries) return callback(err);
      const after = retryAfterMs(headers?.['retry-after']);
      // the partner asks for more time than a call may wait: asking again sooner would defy it,
      // waiting would hold the caller until the call's timeout; its answer (and Retry-After)
      // goes to the caller instead, as PROVIDER_UNAVAILABLE with retryAfterSeconds
      if (after !== undefined && after > p.maxDelayMs) return callback(err);
      const delay = after ?? backoffMs(state.counter, p);
      onRetry?.({
        path: opts.path,
        attempt: state.counter,
        delayMs: delay,
        reason: statusCode === undefined ? (code ?? 'error') : String(statusCode),
      });
      setTimeout(() => callback(null), delay).unref();
    },
  };
}
