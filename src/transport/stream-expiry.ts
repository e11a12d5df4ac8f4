/**
 * A live stream lasts no longer than the credentials it was opened with: at the token's
 * expiry it sends a last event, an UNAUTHENTICATED error saying the token has expired, and
 * completes. This holds for SSE and graphql-ws alike (on graphql-ws the socket is closed
 * then as well, see websocket.ts); the client subscribes again with a fresh token.
 */
import type { ExecutionResult } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { unauthenticated } from '../auth/authenticate.js';
import type { Context } from '../context.js';
import { until } from './async-iterables.js';
import { at } from './timer.js';

export const TOKEN_EXPIRED = 'the token has expired';

export function useStreamExpiry(): Plugin<Context> {
  return {
    onSubscribe: ({ args }) => {
      const { expiresAt } = args.contextValue.caller;
      if (expiresAt === undefined) return;
      let cancel = () => {};
      return {
        onSubscribeResult: ({ result, setResult }) => {
          if (!isAsyncIterable(result)) return undefined;
          const expired = new Promise<ExecutionResult>((resolve) => {
            cancel = at(expiresAt, () => resolve({ errors: [unauthenticated(TOKEN_EXPIRED)] }));
          });
          setResult(until(result, expired));
          return { onEnd: () => cancel() };
        },
        onSubscribeError: () => cancel(),
      };
    },
  };
}
