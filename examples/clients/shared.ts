/**
 * What both client set-ups (apollo.ts, urql.ts) share: their options, and persisted
 * documents. `npm run codegen` gives every typed document in src/generated its hash
 * (`__meta__.hash`, `sha256:<hex>`) and lists the same documents by that hash in
 * src/generated/persisted-documents.json, the file the gateway's PERSISTED_OPERATIONS_FILE
 * names. A client then sends the hash instead of the text.
 */
import type { DocumentNode } from 'graphql';

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
