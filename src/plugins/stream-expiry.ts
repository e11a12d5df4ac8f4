/**
 * A live stream (a subscription or a live query: streams.ts) lasts no longer than the
 * credentials it was opened with: at the token's
 * expiry it sends a last event, an UNAUTHENTICATED error saying the token has expired, and
 * completes. This holds for SSE and graphql-ws alike (on graphql-ws the socket is closed
 * then as well, see websocket.ts); the client subscribes again with a fresh token.
 */
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { unauthenticated } from '../auth/authenticate.js';
import type { Context } from '../request/context.js';
import { until } from '../transport/async-iterables.js';
import { onStreams } from '../transport/streams.js';
import { at } from '../transport/timer.js';

export const TOKEN_EXPIRED = 'the token has expired';

export function useStreamExpiry(): Plugin<Context> {
  return onStreams(({ args }) => {
    const { expiresAt } = args.contextValue.caller;
    if (expiresAt === undefined) return undefined;
    let cancel = () => {};
    return {
      stream: (stream) => {
        const expired = new Promise<ExecutionResult>((resolve) => {
          cancel = at(expiresAt, () => resolve({ errors: [unauthenticated(TOKEN_EXPIRED)] }));
        });
        return until(stream, expired);
      },
      ended: () => cancel(),
    };
  });
}
