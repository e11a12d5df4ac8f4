/**
 * What yoga's request parsers refuse without a word, refused with a code and a message that
 * says what to send: a GET whose `variables` or `extensions` is not JSON (yoga's GET parser
 * would throw a SyntaxError, masked as a defect and logged as one), and a POST in a content
 * type no parser reads (yoga answers 415 with an empty body).
 */
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** the content types yoga's POST parsers read */
const READABLE = [
  'application/json',
  'application/graphql+json',
  'application/graphql',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
];

const badRequest = (message: string, field: string) =>
  createGraphQLError(message, { extensions: { code: 'BAD_REQUEST', field, http: { status: 400 } } });

export function useRequestShape(): Plugin {
  return {
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
          { extensions: { code: 'UNSUPPORTED_MEDIA_TYPE', http: { status: 415 } } },
        );
      }
    },
  };
}
