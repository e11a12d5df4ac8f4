/** The options of both set-ups, createApolloClient (apollo.ts) and createUrqlClient (urql.ts). */
import type { GetToken } from './credentials.js';

export interface ClientSetupOptions {
  /** the gateway's GraphQL endpoint, e.g. https://api.example.com/graphql (WebSockets use the same path) */
  url: string;
  /**
   * the app's current token: asked for every HTTP request (the Authorization header) and at
   * every (re)connection of the socket (its connectionParams); without it nothing is sent
   */
  getToken?: GetToken | undefined;
  /**
   * Send each generated document's hash instead of its text, as a gateway with
   * PERSISTED_OPERATIONS_ONLY requires: `'POST'`, or `'GET'` for queries (cacheable by a CDN;
   * mutations are always POSTed).
   */
  persisted?: 'POST' | 'GET' | undefined;
  /** how subscriptions travel: graphql-ws (default) or server-sent events (graphql-sse) */
  subscriptions?: 'ws' | 'sse' | undefined;
  /** where there is no global WebSocket: `import WebSocket from 'ws'` on Node before 22 */
  webSocketImpl?: unknown;
  /** the socket's keep-alive: a ping every this many ms @default 5_000 */
  keepAliveMs?: number | undefined;
  /** a socket whose pong has not come this long after its ping is replaced @default 5_000 */
  pongTimeoutMs?: number | undefined;
  /** the fetch of HTTP requests and event streams, where the global one will not do */
  fetch?: typeof fetch | undefined;
}
