/**
 * The Node HTTP server's own guards against slow clients (slowloris): the headers, and the
 * whole request with its body, must arrive within a time, or Node answers 408 and closes the
 * connection. They cover receiving the request only: an SSE response or an upgraded
 * WebSocket lives as long as it needs.
 */
import type { ServerOptions } from 'node:http';
import { HTTP_SERVER_DEFAULTS } from '../settings/defaults.js';

export interface HttpServerTimeouts {
  /** time from a request's first byte to the end of its headers @default HTTP_SERVER_DEFAULTS.headersTimeoutMs */
  headersTimeoutMs?: number;
  /** time from a request's first byte to the end of its body @default HTTP_SERVER_DEFAULTS.requestTimeoutMs */
  requestTimeoutMs?: number;
}

export function httpServerOptions(timeouts: HttpServerTimeouts = {}): ServerOptions {
  const {
    headersTimeoutMs = HTTP_SERVER_DEFAULTS.headersTimeoutMs,
    requestTimeoutMs = HTTP_SERVER_DEFAULTS.requestTimeoutMs,
  } = timeouts;
  if (headersTimeoutMs > requestTimeoutMs)
    throw new TypeError(
      `the headers timeout (${headersTimeoutMs} ms, HTTP_HEADERS_TIMEOUT_MS) must not exceed the request timeout (${requestTimeoutMs} ms, HTTP_REQUEST_TIMEOUT_MS): the headers are part of the request`,
    );
  return {
    headersTimeout: headersTimeoutMs,
    requestTimeout: requestTimeoutMs,
    // Node looks for overdue requests every 30 s by default, which would stretch a short
    // timeout to 30 s: look four times per headers timeout instead
    connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(headersTimeoutMs / 4))),
  };
}
