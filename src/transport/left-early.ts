/**
 * A stream nobody will read is ended at once: one whose HTTP client left before its response
 * began (an SSE request aborted while its subscribe still waited on the partner), and one no
 * response will carry (its client accepts neither server-sent events nor multipart/mixed: yoga
 * answers 406 without reading it). Nothing would ever read it or cancel it, so its end hooks
 * (the stream cap's place, the open-streams gauge) would never run, and a live query would go
 * on running again for nobody. A client that leaves later cancels its response, which ends the
 * stream as it should.
 */
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { Context } from '../context.js';

/** Comes after yoga's own result processors, which say whether a response will carry the stream. */
export function useStreamsOfClientsWhoLeft(): Plugin<Context> {
  return {
    onResultProcess: ({ request, result, resultProcessor }) => {
      if (!isAsyncIterable(result)) return;
      const end = () =>
        void result[Symbol.asyncIterator]()
          .return?.()
          ?.catch(() => undefined);
      if (request.signal.aborted || resultProcessor === undefined) end();
      else request.signal.addEventListener('abort', end, { once: true });
    },
  };
}
