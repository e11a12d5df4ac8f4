/**
 * The graphql-ws client as a phone needs it. Phones change networks, sleep, and keep tokens
 * that expire; each of these ends a live stream for good with graphql-ws's defaults:
 *
 * - a socket whose network went away often does not close: no close frame, no error, just
 *   silence, for minutes. The client pings every `keepAliveMs` and, when no pong comes back
 *   within `pongTimeoutMs`, terminates the socket and opens another: a silent connection is
 *   replaced within about ten seconds;
 * - `getToken` is asked at every (re)connection (connectionParams as a function), so the new
 *   socket carries the token of the moment, never the one the client was created with;
 * - the gateway closes a socket with 4403 when its token expires ("the token has expired;
 *   reconnect with a new one"): that close is retried, with a fresh token; any other 4403 (a
 *   token that is not valid) is final, as trying again cannot help;
 * - every other loss is retried without limit, waiting 1, 2, 4 ... up to 30 s plus up to 1 s at
 *   random, so that the phones of a whole region do not come back in the same second after an
 *   outage (graphql-ws's own default gives up after five tries). graphql-ws then subscribes every
 *   live operation again; the follow helpers (follow.ts) make sure nothing is missed meanwhile.
 */
import { type Client, type ClientOptions, createClient } from 'graphql-ws';
import { authorization, type GetToken, isRefused } from './credentials.js';

export interface WsClientOptions {
  /** the gateway's GraphQL URL over HTTP(S), e.g. https://api.example.com/graphql: the socket uses ws(s) on the same path */
  url: string;
  /** the app's current token, asked at every (re)connection; without it no credentials are sent */
  getToken?: GetToken | undefined;
  /**
   * where there is no global WebSocket: `import WebSocket from 'ws'` on Node before 22 (without
   * either, createWsClient throws a TypeError that says so)
   * @default globalThis.WebSocket
   */
  webSocketImpl?: unknown;
  /** a ping every this many ms while connected @default 5_000 */
  keepAliveMs?: number | undefined;
  /** a socket whose pong has not come this long after its ping is terminated and replaced @default 5_000 */
  pongTimeoutMs?: number | undefined;
  /** the longest wait between two attempts to connect, before the jitter @default 30_000 */
  maxRetryWaitMs?: number | undefined;
  /**
   * Send a persisted document's hash without its text: a subscribe payload that carries
   * `extensions.persistedQuery` goes with `query: ""` (graphql-ws needs a string), as a
   * gateway with PERSISTED_OPERATIONS_ONLY requires. @default false
   */
  persisted?: boolean | undefined;
}

/** the gateway's URL on the WebSocket scheme: http -> ws, https -> wss */
export function socketUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new TypeError(
      `url must be the gateway's http(s) GraphQL URL (e.g. https://host/graphql), not ${url}`,
    );
  parsed.protocol = parsed.protocol === 'https:' ? 'wss:' : 'ws:';
  return parsed.href;
}

/**
 * The WebSocket to connect with: the one given, else the platform's (browsers, React Native,
 * Node 22 and later). graphql-ws would otherwise fail only at the first subscription, with a
 * message about its own `createClient`; this fails at once and names our option.
 */
export function webSocketOf(webSocketImpl: unknown): unknown {
  const impl = webSocketImpl ?? (globalThis as { WebSocket?: unknown }).WebSocket;
  if (impl === undefined || impl === null)
    throw new TypeError(
      "createWsClient: this platform has no global WebSocket (Node before 22 has none): install ws and pass it, `import WebSocket from 'ws'` then createWsClient({ url, webSocketImpl: WebSocket })",
    );
  return impl;
}

/** graphql-ws's retry options: without limit, but not after refused credentials, jittered waits */
export function reconnecting(maxRetryWaitMs = 30_000) {
  return {
    retryAttempts: Number.POSITIVE_INFINITY,
    // a close, an error event (as a browser's failed attempt gives) or a terminated socket
    shouldRetry: (event: unknown) => !isRefused(event),
    retryWait: (retries: number) =>
      new Promise<void>((resolve) =>
        setTimeout(resolve, Math.min(2 ** retries * 1000, maxRetryWaitMs) + Math.random() * 1000),
      ),
  } satisfies Partial<ClientOptions>;
}

export function createWsClient({
  url,
  getToken,
  webSocketImpl,
  keepAliveMs = 5_000,
  pongTimeoutMs = 5_000,
  maxRetryWaitMs = 30_000,
  persisted = false,
}: WsClientOptions): Client {
  const impl = webSocketOf(webSocketImpl);
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  const client: Client = createClient({
    url: socketUrl(url),
    connectionParams: () => authorization(getToken),
    keepAlive: keepAliveMs,
    on: {
      ping: (received) => {
        // our own ping (the gateway's are answered by graphql-ws): its pong must come in time;
        // terminate() closes the socket at once and emits a close (4499) that is retried: a
        // close() would wait for the close handshake of a connection that no longer answers
        if (received) return;
        clearTimeout(pongTimer);
        pongTimer = setTimeout(() => client.terminate(), pongTimeoutMs);
      },
      pong: (received) => {
        if (received) clearTimeout(pongTimer);
      },
      closed: () => clearTimeout(pongTimer),
    },
    ...reconnecting(maxRetryWaitMs),
    webSocketImpl: impl,
  });
  if (!persisted) return client;
  return {
    ...client,
    subscribe: (payload, sink) =>
      client.subscribe(
        payload.extensions?.['persistedQuery'] === undefined ? payload : { ...payload, query: '' },
        sink,
      ),
  };
}
