/**
 * Persisted documents: `npm run codegen` gives every typed document its hash (`__meta__.hash`,
 * `sha256:<hex>`) and lists the same documents by that hash in persisted-documents.json (this
 * package exports it as `@msp/client/persisted-documents.json`), the file the gateway's
 * PERSISTED_OPERATIONS_FILE names. A client then sends the hash instead of the text.
 */
import type { DocumentNode } from 'graphql';

/**
 * The sha256 hex of a generated document, as `extensions.persistedQuery.sha256Hash` carries it
 * (the gateway also accepts it with its `sha256:` prefix, or as `documentId`). Throws for a
 * document that codegen did not write: it is not on the gateway's list either.
 */
export function persistedHashOf(document: DocumentNode): string {
  const hash = knownHashOf(document);
  if (hash === undefined) {
    const name = document.definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value;
    throw new Error(
      `${name ?? 'this document'} has no persisted hash: use the documents @msp/client exports`,
    );
  }
  return hash;
}

/** the sha256 hex codegen embedded in a document, if it did */
export function knownHashOf(document: DocumentNode): string | undefined {
  const meta = '__meta__' in document ? document.__meta__ : undefined;
  const hash = typeof meta === 'object' && meta !== null && 'hash' in meta ? meta.hash : undefined;
  return typeof hash === 'string' ? hash.replace(/^sha256:/, '') : undefined;
}

/** the extensions that name a persisted document by its hash */
export const persistedExtensions = (document: DocumentNode) => ({
  persistedQuery: { version: 1, sha256Hash: persistedHashOf(document) },
});
