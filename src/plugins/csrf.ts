/**
 * CSRF prevention, on the model of @graphql-yoga/plugin-csrf-prevention. A request a
 * cross-site page can send without a CORS preflight (a GET, or a POST with a form or text
 * content type) must carry a header such a page cannot add. One exception: a GET that names a
 * persisted document and sends no query. It runs only a listed document, never a mutation (GET
 * refuses those), and a cross-site page cannot read its answer; that is how Apollo's
 * persisted-query link and CDN-cached GETs call.
 */
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { CODES } from '../errors/codes.js';
import { persistedIdOfUrl } from './persisted-operations.js';

/** Any one of these headers, with any value, shows the request was not sent by a form or a tag. */
export const CSRF_HEADERS = ['x-graphql-yoga-csrf', 'graphql-require-preflight'] as const;

const PREFLIGHT_FREE_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/** whether a browser sends this request only after a CORS preflight */
function wasPreflighted(request: Request): boolean {
  if (request.method === 'GET') return false;
  const type = request.headers.get('content-type')?.toLowerCase();
  return type !== undefined && !PREFLIGHT_FREE_TYPES.some((t) => type.startsWith(t));
}

export function useCsrfPrevention(): Plugin {
  return {
    onRequestParse: ({ request }) => {
      if (wasPreflighted(request) || CSRF_HEADERS.some((name) => request.headers.has(name))) return;
      if (request.method === 'GET' && persistedIdOfUrl(request.url) !== undefined) return;
      throw createGraphQLError(
        `send the header ${CSRF_HEADERS.join(' or ')} (any value) with a GET or a form post: a cross-site page can send those without a preflight; or POST with content-type application/json`,
        { extensions: { code: CODES.CSRF_HEADER_REQUIRED, http: { status: 403 } } },
      );
    },
  };
}
