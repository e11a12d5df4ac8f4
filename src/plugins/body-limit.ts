/**
 * The largest request body, however it is sent. A body with a Content-Length is judged by that
 * header alone: Node's HTTP parser hands on exactly that many bytes, so a body within it needs
 * no counting (yoga's own limit pipes every body through a counting stream, a few per cent of
 * a small request's CPU). A chunked body has no length up front: it is counted as it arrives
 * and cut off at the limit, as yoga does, so that it is never read whole.
 */
import { createGraphQLError, type FetchAPI, type Plugin } from 'graphql-yoga';
import { CODES } from '../errors/codes.js';

/**
 * The refusal closes the connection: on a kept-alive one Node would otherwise read the rest of
 * the body (however long it says it is) to find the next request.
 */
const tooLarge = (limit: number) =>
  createGraphQLError(`the request body is larger than ${limit} bytes`, {
    extensions: {
      code: CODES.REQUEST_ENTITY_TOO_LARGE,
      maxBytes: limit,
      http: { status: 413, headers: { connection: 'close' } },
    },
  });

/** a single non-negative integer: anything else (a list, a sign) could smuggle a second length */
const CONTENT_LENGTH = /^\d+$/;

/** the request, its body counted as it is read and cut off past `limit` */
function counted(request: Request, limit: number, fetchAPI: FetchAPI): Request {
  const { body } = request;
  if (body === null) return request;
  // the body's own kind of stream: Node's, or the fetch ponyfill's the server adapter made
  const Transform = body instanceof ReadableStream ? TransformStream : fetchAPI.TransformStream;
  let bytes = 0;
  const limited = body.pipeThrough(
    new Transform<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        bytes += chunk.byteLength;
        if (bytes > limit) controller.error(tooLarge(limit));
        else controller.enqueue(chunk);
      },
    }),
  );
  return new fetchAPI.Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    body: limited,
    // @ts-expect-error a streamed body must say so; the DOM typings do not know the option
    duplex: 'half',
  });
}

export function useBodyLimit(limit: number): Plugin {
  return {
    onRequestParse: ({ request, requestParser, setRequestParser, fetchAPI }) => {
      const length = request.headers.get('content-length');
      if (length !== null) {
        if (!CONTENT_LENGTH.test(length))
          throw createGraphQLError('the Content-Length header is not a length', {
            extensions: { code: CODES.BAD_REQUEST, field: 'content-length', http: { status: 400 } },
          });
        if (Number(length) > limit) throw tooLarge(limit);
        return;
      }
      if (requestParser === undefined || request.body === null) return;
      setRequestParser((req) => requestParser(counted(req, limit, fetchAPI)));
    },
  };
}
