/**
 * The operations that hold a live stream open: a subscription, and a query kept live (`@live`,
 * live-queries/live-queries.ts). The plugins that bound or watch live streams (the cap per caller, the
 * token's expiry, the shutdown, the open-streams metrics) are written once, on `onStreams`, and
 * so hold a live query to every rule a subscription is held to, over SSE and graphql-ws alike.
 */
import type { DocumentNode, ExecutionResult } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { isLiveQuery } from '../live-queries/live-queries.js';
import type { Context } from '../request/context.js';

export type StreamKind = 'subscription' | 'live query';

/** an operation that opens a stream, as it starts */
export interface StreamStart {
  args: {
    contextValue: Context;
    document: DocumentNode;
    operationName?: string | null | undefined;
  };
  kind: StreamKind;
  /** ends the operation with `result` (one result, no stream) instead of starting it */
  refuse(result: ExecutionResult): void;
}

export interface StreamHooks {
  /** the stream once it exists: what this returns is sent in its place */
  stream?(stream: AsyncIterable<ExecutionResult>): AsyncIterableIterator<ExecutionResult>;
  /** called once, however it ends: refused (a single result), completed, failed, or left by its client */
  ended?(): void;
}

type Results = AsyncIterable<ExecutionResult> | ExecutionResult;

/** The result hook of a stream's operation: the same for a subscription's and a live query's. */
function onResultOf(hooks: StreamHooks, end: () => void) {
  return ({ result, setResult }: { result: Results; setResult(result: Results): void }) => {
    if (!isAsyncIterable(result)) {
      end();
      return undefined;
    }
    if (hooks.stream !== undefined) setResult(hooks.stream(result));
    return { onEnd: end };
  };
}

/** calls `ended` the first time only */
function once(ended: (() => void) | undefined): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    ended?.();
  };
}

/**
 * A plugin that calls `start` for every operation that opens a stream, with `hooks` it returns
 * applied to the stream: also when a later plugin stops the operation (a single result), and
 * when a subscribe function throws (which never reaches a result).
 */
export function onStreams(start: (stream: StreamStart) => StreamHooks | undefined): Plugin<Context> {
  return {
    onSubscribe: ({ args, subscribeFn, setSubscribeFn, setResultAndStopExecution }) => {
      const hooks = start({ args, kind: 'subscription', refuse: setResultAndStopExecution });
      if (hooks === undefined) return undefined;
      const end = once(hooks.ended);
      if (hooks.ended !== undefined) {
        setSubscribeFn(async (subscribeArgs) => {
          try {
            return await subscribeFn(subscribeArgs);
          } catch (error) {
            end();
            throw error;
          }
        });
      }
      return { onSubscribeResult: onResultOf(hooks, end), onSubscribeError: end };
    },
    onExecute: ({ args, setResultAndStopExecution }) => {
      if (!isLiveQuery(args)) return undefined;
      const hooks = start({ args, kind: 'live query', refuse: setResultAndStopExecution });
      if (hooks === undefined) return undefined;
      return { onExecuteDone: onResultOf(hooks, once(hooks.ended)) };
    },
  };
}
