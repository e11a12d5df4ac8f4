/**
 * Live streams end cleanly when the gateway stops: each sends a last SHUTTING_DOWN error
 * ("subscribe again") and completes, on SSE and graphql-ws alike, so that an SSE response
 * ends as a stream should instead of being cut, and the HTTP server can close.
 */
import { type ExecutionResult, GraphQLError } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { Context } from '../context.js';
import { until } from './async-iterables.js';

export function useShutdown(stopping: AbortSignal): Plugin<Context> {
  const last = new Promise<ExecutionResult>((resolve) => {
    const end = () =>
      resolve({
        errors: [
          new GraphQLError('the gateway is shutting down; subscribe again', {
            extensions: { code: 'SHUTTING_DOWN' },
          }),
        ],
      });
    if (stopping.aborted) end();
    else stopping.addEventListener('abort', end, { once: true });
  });
  return {
    onSubscribe: () => ({
      onSubscribeResult: ({ result, setResult }) => {
        if (isAsyncIterable(result)) setResult(until(result, last));
      },
    }),
  };
}
