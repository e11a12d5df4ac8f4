/**
 * The persisted-operations allowlist, one rule for every transport: HTTP applies it to the
 * request's parameters (usePersistedOperationsPolicy), graphql-ws to each subscribe message
 * (websocket.ts). A request that names a listed hash runs its document (Apollo's APQ shape,
 * `extensions.persistedQuery.sha256Hash`); a document sent in full runs only when the list is
 * not exclusive, or for a server caller: one authenticated with an API key. A header that
 * merely looks like one proves nothing.
 *
 * The errors carry the codes @graphql-yoga/plugin-persisted-operations answers with, so a
 * client written against it understands these.
 */
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { Authenticator } from '../auth/authenticate.js';
import type { Caller } from '../auth/caller.js';

export interface PersistedOperations {
  /** documents by the hash a client sends */
  byHash: ReadonlyMap<string, string>;
  /** only listed operations, except for server callers (API keys) */
  only: boolean;
}

/** what the allowlist reads of a request: HTTP parameters or a graphql-ws subscribe payload */
export interface OperationRequest {
  query?: string | null | undefined;
  extensions?: Record<string, unknown> | null | undefined;
}

const errors = {
  // Apollo's client sends the full document after exactly this message (a server caller may)
  notListed: () =>
    createGraphQLError('PersistedQueryNotFound', { extensions: { code: 'PERSISTED_QUERY_NOT_IN_LIST' } }),
  noHash: () =>
    createGraphQLError(
      'a request needs a query, or extensions.persistedQuery.sha256Hash of a persisted operation',
      { extensions: { code: 'PERSISTED_QUERY_ID_REQUIRED' } },
    ),
  onlyPersisted: () =>
    createGraphQLError(
      'only persisted operations may run: send extensions.persistedQuery.sha256Hash instead of the query (server callers: authenticate with an API key)',
      { extensions: { code: 'CANNOT_SEND_PQ_ID_AND_BODY' } },
    ),
};

/** A server caller may send any operation, whatever the list says. */
export const mayRunAnyOperation = (caller: Caller): boolean => caller.kind === 'apikey';

function hashOf(extensions: OperationRequest['extensions']): string | undefined {
  const persisted = extensions?.['persistedQuery'];
  if (typeof persisted !== 'object' || persisted === null) return undefined;
  const { version, sha256Hash } = persisted as Record<string, unknown>;
  return version === 1 && typeof sha256Hash === 'string' ? sha256Hash : undefined;
}

/**
 * The document `request` runs under the allowlist, or the error its caller gets. `caller` is
 * asked only when it matters: a full document under PERSISTED_OPERATIONS_ONLY. An empty query
 * counts as none (graphql-ws requires a string, so a persisted operation comes with "").
 */
export async function documentOf(
  request: OperationRequest,
  list: PersistedOperations,
  caller: () => Promise<Caller>,
): Promise<string> {
  if (typeof request.query === 'string' && request.query !== '') {
    if (list.only && !mayRunAnyOperation(await caller())) throw errors.onlyPersisted();
    return request.query;
  }
  const hash = hashOf(request.extensions);
  if (hash === undefined) throw errors.noHash();
  const document = list.byHash.get(hash);
  if (document === undefined) throw errors.notListed();
  return document;
}

/** The allowlist on GraphQL over HTTP (and SSE), before anything is parsed. */
export function usePersistedOperationsPolicy(
  list: PersistedOperations,
  authenticator: Authenticator,
): Plugin {
  return {
    onParams: async ({ params, request, setParams }) => {
      const query = await documentOf(params, list, () => authenticator.authenticate(request.headers));
      setParams({ ...params, query });
    },
  };
}
