/**
 * Live streams over SSE (subscriptions and live queries: streams.ts) end cleanly when the
 * gateway stops: each sends a last SHUTTING_DOWN
 * error ("subscribe again") and completes, so that an SSE response ends as a stream should
 * instead of being cut, and the HTTP server can close.
 *
 * graphql-ws streams get no last event: a `complete` (or an error) would end their
 * subscriptions for good in the client, whereas their socket's 1001 Going Away close
 * (websocket.ts) makes graphql-ws clients reconnect and subscribe again, elsewhere. Such a
 * socket may stay open a while after the stop began, until the mutation it carries has its
 * answer, and its streams go on until then.
 */
import { type ExecutionResult, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { CODES } from '../errors/codes.js';
import type { Context } from '../request/context.js';
import { until } from '../transport/async-iterables.js';
import { onStreams } from '../transport/streams.js';

/** the contexts of graphql-ws operations, whose streams end with their socket */
const onSockets = new WeakSet<object>();

/** the operation of `context` runs on a WebSocket: its stream ends with the socket's close */
export function endsWithItsSocket(context: object): void {
  onSockets.add(context);
}

export function useShutdown(stopping: AbortSignal): Plugin<Context> {
  const last = new Promise<ExecutionResult>((resolve) => {
    const end = () =>
      resolve({
        errors: [
          new GraphQLError('the gateway is shutting down; subscribe again', {
            extensions: { code: CODES.SHUTTING_DOWN },
          }),
        ],
      });
    if (stopping.aborted) end();
    else stopping.addEventListener('abort', end, { once: true });
  });
  return onStreams(({ args }) =>
    onSockets.has(args.contextValue) ? undefined : { stream: (stream) => until(stream, last) },
  );
}
