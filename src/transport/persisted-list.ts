/**
 * The persisted-operations list as the configuration reads it (PERSISTED_OPERATIONS_FILE),
 * apart from the policy that applies it (persisted-operations.ts), so that reading the
 * configuration loads no GraphQL server.
 */

export interface PersistedOperations {
  /** documents by their sha256 hex (see persistedOperationsFrom) */
  byHash: ReadonlyMap<string, string>;
  /** only listed operations, except for server callers (API keys) */
  only: boolean;
}

const PREFIX = 'sha256:';
/** a document's id as the list keys it: the sha256 hex, with or without its `sha256:` prefix */
export const hexOf = (id: string) => (id.startsWith(PREFIX) ? id.slice(PREFIX.length) : id).toLowerCase();

/** The list from a manifest of id to document, whichever way it writes the ids. */
export function persistedOperationsFrom(
  manifest: Record<string, string>,
  only: boolean,
): PersistedOperations {
  return { byHash: new Map(Object.entries(manifest).map(([id, document]) => [hexOf(id), document])), only };
}
