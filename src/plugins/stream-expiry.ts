/**
 * Nothing is sent on a caller's credentials after they expire. A live stream (a subscription or
 * a live query: streams.ts) and an answer in parts still sending (@defer, @stream) end at the
 * token's expiry: a last event, an UNAUTHENTICATED error saying the token has expired, then
 * complete; whatever the execution still makes is dropped. This holds for multipart/mixed, SSE
 * and graphql-ws alike (on graphql-ws the socket is closed then as well, see websocket.ts); the
 * client asks again with a fresh token. An answer in one piece is sent whole: its token was good
 * when it was asked.
 */
import type { ExecutionResult } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { unauthenticated } from '../auth/authenticate.js';
import { isLiveQuery } from '../live-queries/live-queries.js';
import type { Context } from '../request/context.js';
import { until } from '../transport/async-iterables.js';
import { onStreams } from '../transport/streams.js';
import { at } from '../transport/timer.js';

export const TOKEN_EXPIRED = 'the token has expired';

/**
 * `stream` until `expiresAt`: then its last event says the token has expired. `hasNext: false`
 * closes an answer in parts as incremental delivery has it; a stream's client takes it as it is.
 */
function untilExpiry<T>(stream: AsyncIterable<T>, expiresAt: number, last: T) {
  let cancel = () => {};
  const expired = new Promise<T>((resolve) => {
    cancel = at(expiresAt, () => resolve(last));
  });
  return { stream: until(stream, expired), cancel: () => cancel() };
}

const expiredResult = (): ExecutionResult & { hasNext: false } => ({
  errors: [unauthenticated(TOKEN_EXPIRED)],
  hasNext: false,
});

export function useStreamExpiry(): Plugin<Context> {
  const streams = onStreams(({ args }) => {
    const { expiresAt } = args.contextValue.caller;
    if (expiresAt === undefined) return undefined;
    let cancel = () => {};
    return {
      stream: (stream) => {
        const bounded = untilExpiry<ExecutionResult>(stream, expiresAt, expiredResult());
        cancel = bounded.cancel;
        return bounded.stream;
      },
      ended: () => cancel(),
    };
  });
  // an answer in parts of a query or a mutation (a live query's is a stream, above)
  const parts: Plugin<Context> = {
    onExecute: ({ args }) => {
      const { expiresAt } = args.contextValue.caller;
      if (expiresAt === undefined || isLiveQuery(args)) return undefined;
      return {
        onExecuteDone: ({ result, setResult }) => {
          if (!isAsyncIterable(result)) return undefined;
          const bounded = untilExpiry(result, expiresAt, expiredResult());
          setResult(bounded.stream);
          return { onEnd: bounded.cancel };
        },
      };
    },
  };
  return {
    onPluginInit: ({ addPlugin }) => {
      addPlugin(streams);
      addPlugin(parts);
    },
  };
}
