/**
 * The persisted-operations allowlist, one rule for every transport: HTTP applies it to the
 * request's parameters (usePersistedOperationsPolicy), graphql-ws to each subscribe message
 * (websocket.ts). A request that names a listed document runs it; a document sent in full runs
 * only when the list is not exclusive, or for a server caller: one authenticated with an API
 * key. A header that merely looks like one proves nothing.
 *
 * A document is named as clients name it: Apollo's persisted-query link sends
 * `extensions.persistedQuery.sha256Hash` (a bare sha256 hex), GraphQL over HTTP's persisted
 * documents send `documentId` (`sha256:<hex>`), in a POST body or a GET's query string. The
 * list (npm run codegen writes packages/client/src/generated/persisted-documents.json) may key its documents
 * either way.
 *
 * The errors carry the codes @graphql-yoga/plugin-persisted-operations answers with, so a
 * client written against it understands these.
 */
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { Authenticator } from '../auth/authenticate.js';
import type { Caller } from '../auth/caller.js';
import { CODES } from '../errors/codes.js';
import { hexOf, type PersistedOperations } from '../transport/persisted-list.js';

export type { PersistedOperations } from '../transport/persisted-list.js';

/** what the allowlist reads of a request: HTTP parameters or a graphql-ws subscribe payload */
export interface OperationRequest {
  query?: string | null | undefined;
  documentId?: unknown;
  extensions?: Record<string, unknown> | null | undefined;
}

const errors = {
  /**
   * Apollo's link sends the full document after exactly the message PersistedQueryNotFound:
   * where only listed documents run, that would be refused anyway, so the message says what
   * is wrong instead (an app built against another list)
   */
  notListed: (id: string, only: boolean) =>
    createGraphQLError(
      only
        ? `the persisted document ${id} is not on this gateway's list: deploy the persisted-documents.json the app was built with (npm run codegen writes it)`
        : 'PersistedQueryNotFound',
      { extensions: { code: CODES.PERSISTED_QUERY_NOT_IN_LIST } },
    ),
  noHash: () =>
    createGraphQLError(
      'a request needs a query, or the id of a persisted document: documentId, or extensions.persistedQuery.sha256Hash',
      { extensions: { code: CODES.PERSISTED_QUERY_ID_REQUIRED } },
    ),
  onlyPersisted: () =>
    createGraphQLError(
      "this gateway runs only persisted documents: send the document's sha256 as documentId (sha256:<hex>) or extensions.persistedQuery.sha256Hash, without the query (the documents are those `npm run codegen` lists in packages/client/src/generated/persisted-documents.json); a server caller may send any document with its API key",
      { extensions: { code: CODES.CANNOT_SEND_PQ_ID_AND_BODY } },
    ),
};

/** A server caller may send any operation, whatever the list says. */
export const mayRunAnyOperation = (caller: Caller): boolean => caller.kind === 'apikey';

/** The persisted document a request names, as the list keys it; undefined when it names none. */
function persistedIdOf(request: OperationRequest): string | undefined {
  if (typeof request.documentId === 'string' && request.documentId !== '') return hexOf(request.documentId);
  const persisted = request.extensions?.['persistedQuery'];
  if (typeof persisted !== 'object' || persisted === null) return undefined;
  const { version, sha256Hash } = persisted as Record<string, unknown>;
  return version === 1 && typeof sha256Hash === 'string' ? hexOf(sha256Hash) : undefined;
}

/** The persisted document a GET names in its query string, when it sends no query. */
export function persistedIdOfUrl(url: string): string | undefined {
  const params = new URL(url).searchParams;
  if (params.get('query')) return undefined;
  let extensions: unknown;
  try {
    extensions = JSON.parse(params.get('extensions') ?? 'null');
  } catch {
    return undefined;
  }
  return persistedIdOf({
    documentId: params.get('documentId'),
    extensions: typeof extensions === 'object' ? (extensions as Record<string, unknown> | null) : null,
  });
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
  const id = persistedIdOf(request);
  if (id === undefined) throw errors.noHash();
  const document = list.byHash.get(id);
  if (document === undefined) throw errors.notListed(id, list.only);
  return document;
}

/** The allowlist on GraphQL over HTTP (and SSE), before anything is parsed. */
export function usePersistedOperationsPolicy(
  list: PersistedOperations,
  authenticator: Authenticator,
): Plugin {
  return {
    onParams: async ({ params, request, setParams }) => {
      // yoga's GET parser keeps only the four standard parameters: documentId is read from the URL
      const { documentId: sent, ...rest } = params as typeof params & { documentId?: unknown };
      const documentId =
        request.method === 'GET' ? new URL(request.url).searchParams.get('documentId') : sent;
      // the request's caller, worked out once for the request: its context and its trace use it too
      const query = await documentOf({ ...rest, documentId }, list, () => authenticator.ofRequest(request));
      setParams({ ...rest, query });
    },
  };
}
