/**
 * What both client set-ups (apollo.ts, urql.ts) share: their options, and persisted
 * documents. `npm run codegen` gives every typed document in src/generated its hash
 * (`__meta__.hash`, `sha256:<hex>`) and lists the same documents by that hash in
 * src/generated/persisted-documents.json, the file the gateway's PERSISTED_OPERATIONS_FILE
 * names. A client then sends the hash instead of the text.
 */
import type { DocumentNode } from 'graphql';
import type { ClientOptions } from 'graphql-ws';

/**
 * The sha256 hex of a generated document, as `extensions.persistedQuery.sha256Hash` carries it
 * (the gateway also accepts it with its `sha256:` prefix, or as `documentId`). Throws for a
 * document that codegen did not write: it is not on the gateway's list either.
 */
export function persistedHashOf(document: DocumentNode): string {
  const meta = '__meta__' in document ? document.__meta__ : undefined;
  const hash = typeof meta === 'object' && meta !== null && 'hash' in meta ? meta.hash : undefined;
  if (typeof hash !== 'string') {
    const name = document.definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value;
    throw new Error(`${name ?? 'this document'} has no persisted hash: use the documents in src/generated`);
  }
  return hash.replace(/^sha256:/, '');
}

/** The options of both set-ups, createApolloClient and createUrqlClient. */
export interface ClientSetupOptions {
  /** the gateway's GraphQL endpoint, e.g. http://127.0.0.1:4000/graphql (WebSockets use the same path) */
  url: string;
  /** sent with every request, and as connectionParams of the WebSocket (e.g. `authorization`) */
  headers?: Record<string, string> | undefined;
  /**
   * Send each generated document's hash instead of its text, as a gateway with
   * PERSISTED_OPERATIONS_ONLY requires: `'POST'`, or `'GET'` for queries (cacheable by a CDN;
   * mutations are always POSTed).
   */
  persisted?: 'POST' | 'GET' | undefined;
  /** how subscriptions travel: graphql-ws (default) or server-sent events (graphql-sse) */
  subscriptions?: 'ws' | 'sse' | undefined;
  /** where there is no global WebSocket (Node 20): `import WebSocket from 'ws'` */
  webSocketImpl?: unknown;
  /** the fetch of HTTP requests and event streams, where the global one will not do */
  fetch?: typeof fetch | undefined;
}

/** the close code of a socket whose credentials the gateway refused: trying again cannot help */
const CREDENTIALS_REFUSED = 4403;
const MAX_RETRY_WAIT_MS = 30_000;

/**
 * How both set-ups keep their graphql-ws socket: a phone loses its network, a gateway restarts
 * or is replaced in a deploy, and the socket opens again, as often as it takes, waiting 1, 2,
 * 4 ... up to 30 seconds (plus up to 1 s at random, so that clients do not all come back at
 * once); graphql-ws then subscribes every live operation again, and the gateway answers each
 * with its current state at once. graphql-ws's own default gives up after five tries, and at
 * once when a connection attempt fails with an error event, as a browser's does while the
 * gateway is down. Refused credentials are final.
 */
export const reconnecting = {
  retryAttempts: Number.POSITIVE_INFINITY,
  shouldRetry: (event: unknown) =>
    !(typeof event === 'object' && event !== null && 'code' in event && event.code === CREDENTIALS_REFUSED),
  retryWait: (retries: number) =>
    new Promise<void>((resolve) =>
      setTimeout(resolve, Math.min(2 ** retries * 1000, MAX_RETRY_WAIT_MS) + Math.random() * 1000),
    ),
} satisfies Partial<ClientOptions>;
