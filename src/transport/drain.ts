/**
 * Mutations in flight, on every transport: HTTP and SSE run through yoga's envelop, and
 * graphql-ws through the same one (websocket.ts executes with the envelop's `execute`), so one
 * plugin sees them all. Once the gateway stops, a mutation that has not begun executing is
 * refused with SHUTTING_DOWN before any resolver runs: nothing was sent to the partner, so the
 * client may send it again, to another instance. One that had begun runs to its end, its POST
 * answered (or timed out) and its outcome journaled; `drained()` tells when the last one has,
 * so that the journal, Redis and the provider close after it and not under it.
 */
import { GraphQLError, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { CODES } from '../errors/codes.js';
import type { Context } from '../request/context.js';

export interface MutationsInFlight {
  /** for createGateway's plugins */
  plugin: Plugin<Context>;
  /** resolves once no mutation is executing: at once when none is */
  drained(): Promise<void>;
}

/** a mutation that arrived while the gateway stops: refused before anything was sent */
const notSentWhileStopping = () =>
  new GraphQLError('the gateway is shutting down: this mutation was not sent to the partner; send it again', {
    extensions: { code: CODES.SHUTTING_DOWN, http: { status: 503 } },
  });

/** Counts the mutations executing, and refuses new ones once `stopping` is aborted. */
export function trackMutations(stopping: AbortSignal): MutationsInFlight {
  let executing = 0;
  let waiting: Array<() => void> = [];
  const ended = () => {
    executing -= 1;
    if (executing > 0) return;
    const waiters = waiting;
    waiting = [];
    for (const resolve of waiters) resolve();
  };
  const refusal = () => ({ errors: [notSentWhileStopping()] });
  return {
    plugin: {
      onExecute: ({ args, executeFn, setExecuteFn, setResultAndStopExecution }) => {
        if (getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return;
        // refused before the plugins after this one (the rate limit) count it
        if (stopping.aborted) {
          setResultAndStopExecution(refusal());
          return;
        }
        // counted when it runs, not here: a later plugin may still refuse it, and the stop
        // may begin while a later plugin's hook waits (on Redis, say)
        setExecuteFn(async (executeArgs) => {
          if (stopping.aborted) return refusal();
          executing += 1;
          try {
            return await executeFn(executeArgs);
          } finally {
            ended();
          }
        });
      },
    },
    drained: () =>
      executing === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)),
  };
}
