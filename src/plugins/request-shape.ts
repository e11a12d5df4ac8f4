/**
 * What yoga's request parsers refuse without a word, refused with a code and a message that
 * says what to send: a GET whose `variables` or `extensions` is not JSON (yoga's GET parser
 * would throw a SyntaxError, masked as a defect and logged as one), and a POST in a content
 * type no parser reads (yoga answers 415 with an empty body); and a document whose brackets nest
 * deeper than any real operation's, which would overflow the stack of the recursive lexer and
 * parser (graphql-armor's token count, graphql-js) before any limit is checked: on every
 * transport, as it is a parse hook (graphql-ws parses through the same envelop).
 */
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { CODES } from '../errors/codes.js';

/** the content types yoga's POST parsers read */
const READABLE = [
  'application/json',
  'application/graphql+json',
  'application/graphql',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
];

const badRequest = (message: string, field: string) =>
  createGraphQLError(message, { extensions: { code: CODES.BAD_REQUEST, field, http: { status: 400 } } });

/**
 * How deep `[`, `{` and `(` may nest in a document, outside strings and comments: far beyond
 * any real operation (MAX_DEPTH allows 100 fields, a value 16 levels), far below the depth at
 * which parsing overflows the stack (some thousands).
 */
export const MAX_DOCUMENT_NESTING = 256;

/** Whether `source`'s brackets nest deeper than `limit`; stops reading at the first that does. */
export function nestsDeeperThan(source: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '#') {
      const end = source.indexOf('\n', i);
      i = end === -1 ? source.length : end;
    } else if (c === '"') {
      if (source.startsWith('"""', i)) {
        const end = source.indexOf('"""', i + 3);
        i = end === -1 ? source.length : end + 2;
      } else {
        for (i++; i < source.length && source[i] !== '"' && source[i] !== '\n'; i++) {
          if (source[i] === '\\') i++;
        }
      }
    } else if (c === '[' || c === '{' || c === '(') {
      if (++depth > limit) return true;
    } else if (c === ']' || c === '}' || c === ')') depth--;
  }
  return false;
}

export function useRequestShape(): Plugin {
  return {
    onParse: ({ params }) => {
      const source = typeof params.source === 'string' ? params.source : params.source.body;
      if (nestsDeeperThan(source, MAX_DOCUMENT_NESTING)) {
        throw badRequest(
          `the document nests brackets more than ${MAX_DOCUMENT_NESTING} deep; no operation needs that many`,
          'query',
        );
      }
    },
    onRequestParse: ({ request }) => {
      if (request.method === 'GET') {
        const params = new URL(request.url).searchParams;
        for (const name of ['variables', 'extensions']) {
          const value = params.get(name);
          if (!value) continue;
          try {
            JSON.parse(value);
          } catch {
            throw badRequest(`${name} must be a JSON object, URL-encoded`, name);
          }
        }
        return;
      }
      if (request.method !== 'POST') return;
      const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
      if (!READABLE.includes(type)) {
        throw createGraphQLError(
          `a POST must be sent as content-type application/json (this one is ${type === '' ? 'without a content-type' : type})`,
          { extensions: { code: CODES.UNSUPPORTED_MEDIA_TYPE, http: { status: 415 } } },
        );
      }
    },
  };
}
