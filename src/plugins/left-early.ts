/**
 * A stream whose HTTP client left before its response began (an SSE request aborted while its
 * subscribe still waited on the partner) is ended at once. Nothing would ever read it or cancel
 * it, so its end hooks (the stream cap's place, the open-streams gauge) would never run, and a
 * live query would go on running again for nobody. A client that leaves later cancels its
 * response, which ends the stream as it should. One no response can carry (its client takes no
 * parts) is parts-not-accepted.ts's.
 */
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { Context } from '../request/context.js';

export function useStreamsOfClientsWhoLeft(): Plugin<Context> {
  return {
    onResultProcess: ({ request, result }) => {
      if (!isAsyncIterable(result)) return;
      const end = () =>
        void result[Symbol.asyncIterator]()
          .return?.()
          ?.catch(() => undefined);
      if (request.signal.aborted) end();
      else request.signal.addEventListener('abort', end, { once: true });
    },
  };
}
