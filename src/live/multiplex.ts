/**
 * Multiplexed execution of subscription events, as Hasura multiplexes its live queries: an
 * event reaches every subscriber of its activation as the same object, and is executed once
 * per distinct (document, operation, variables, what the caller may see); every subscriber of
 * that combination gets the same result. Ten thousand subscribers on a thousand activations
 * cost a thousand executions per change, not ten thousand.
 *
 * Each subscriber still runs everything of its own: the subscription field's subscribe
 * resolver (arguments, ownership of what it follows, the idempotency-key look-up), the
 * stream's own ownership check on every event, and every plugin's hooks (limits, expiry,
 * metrics). Only the execution of the selection set on an event is shared, among callers
 * whose authorization the result could not tell apart.
 *
 * On graphql-ws, an event whose result is there at once and has no errors is sent from here,
 * in the call that hands it to the subscriber's stream, as the operation's `next` message
 * (`Context.sendNext`): the message graphql-ws would make of it, without each subscriber's trip
 * through every layer of its stream, its own serialisation and a promise per hop. That happens
 * only while the stream waits for its next event, so nothing overtakes what it still holds.
 * A result with errors, or one still under way (a field read from the partner), takes the
 * stream's whole way, through the hooks that tidy and mask errors. The plugins' per-event hooks
 * leave an error-free result as it is: a test holds what a graphql-ws follower gets to what an
 * SSE follower gets through them.
 */
import { buildExecutionContext, execute, type SingularExecutionResult } from '@graphql-tools/executor';
import { createSourceEventStream, type DocumentNode, type ExecutionArgs, GraphQLError } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { Caller } from '../auth/caller.js';
import type { Context } from '../context.js';
import { DIVERT, isDivertible, mapEach } from '../transport/async-iterables.js';

/** what a caller may see: their role, scopes and what is theirs; not who they are */
const visibilities = new WeakMap<Caller, string>();
export function visibilityOf(caller: Caller): string {
  let visibility = visibilities.get(caller);
  if (visibility === undefined) {
    const sorted = (values: Iterable<string>) => [...values].sort();
    visibility = JSON.stringify([
      caller.role,
      sorted(caller.scopes),
      sorted(caller.subscriptionIds),
      sorted(caller.phoneNumbers),
      caller.customerNumber ?? null,
    ]);
    visibilities.set(caller, visibility);
  }
  return visibility;
}

/** documents by identity (the parser cache hands out one per text): a number each */
const documentIds = new WeakMap<DocumentNode, number>();
let documents = 0;
const documentIdOf = (document: DocumentNode) => {
  let id = documentIds.get(document);
  if (id === undefined) {
    id = ++documents;
    documentIds.set(document, id);
  }
  return id;
};

/** what decides an event's result besides the event itself */
export function shareKeyOf(args: ExecutionArgs, caller: Caller): string {
  return JSON.stringify([
    documentIdOf(args.document),
    args.operationName ?? null,
    args.variableValues ?? {},
    visibilityOf(caller),
  ]);
}

type ExecutionResult = SingularExecutionResult<Record<string, unknown>, Record<string, unknown>>;
type Result = ExecutionResult | Promise<ExecutionResult>;

/** one event's result; the schema has no @defer or @stream, so it comes whole */
function whole(run: ReturnType<typeof execute<Record<string, unknown>>>): Result {
  const initial = (result: Awaited<typeof run>) =>
    'initialResult' in result ? result.initialResult : result;
  return run instanceof Promise ? run.then(initial) : initial(run);
}

/**
 * Results per event object, per share key, for the delivery of that event: every subscriber
 * of a change receives it in the same turn of the event loop (the pubsub dispatches to all
 * of them at once), and the results are forgotten after it. A subscriber who joins later gets
 * an execution of its own, so that what the event links to (the subscription of an order,
 * read through the loaders) is read as it is then, not as it was at the change.
 */
const executed = new WeakMap<object, Map<string, Result>>();

/** how a subscriber got an event's result */
const EXECUTIONS = ['executed', 'shared'] as const;
export type Execution = (typeof EXECUTIONS)[number];

/** the result of `event` for `key`: executed by the first subscriber to ask, shared with the rest */
function sharedResult(
  event: unknown,
  key: string,
  run: (event: unknown) => Result,
  count: (how: Execution) => void,
): Result {
  if (event === null || typeof event !== 'object') {
    count('executed');
    return run(event);
  }
  let byKey = executed.get(event);
  if (byKey === undefined) {
    byKey = new Map();
    executed.set(event, byKey);
    setImmediate(() => executed.delete(event));
  }
  let result = byKey.get(key);
  if (result === undefined) {
    count('executed');
    result = run(event);
    byKey.set(key, result);
    // the others take it as it is once it is there, without waiting a turn each
    if (result instanceof Promise)
      void result.then(
        (settled) => byKey.set(key, settled),
        () => undefined,
      );
  } else {
    count('shared');
  }
  return result;
}

/**
 * `count`, told once per turn of the event loop with how many events were had each way since:
 * one change reaches thousands of subscribers in one turn, and a labelled counter's increment
 * costs a look-up of its labels each time.
 */
export function tallied(count: (how: Execution, events: number) => void): (how: Execution) => void {
  const tally = Object.fromEntries(EXECUTIONS.map((how) => [how, 0])) as Record<Execution, number>;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    for (const how of EXECUTIONS) {
      const events = tally[how];
      tally[how] = 0;
      if (events > 0) count(how, events);
    }
  };
  return (how) => {
    tally[how] += 1;
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  };
}

/**
 * Each subscriber's own copy of a result's errors: the error hygiene adds the subscriber's
 * request id to its errors, which must not reach the others. Results without errors (nearly
 * all) are shared as they are.
 */
function ownCopy(result: ExecutionResult): ExecutionResult {
  if (result.errors === undefined) return result;
  return {
    ...result,
    errors: result.errors.map(
      (e) =>
        new GraphQLError(e.message, {
          nodes: e.nodes ?? null,
          source: e.source ?? null,
          positions: e.positions ?? null,
          path: e.path ?? null,
          originalError: e.originalError ?? null,
          extensions: { ...e.extensions },
        }),
    ),
  };
}

/** an error the event stream itself raised, located at the operation, as graphql-tools does */
const streamError = (error: unknown, args: ExecutionArgs) =>
  new GraphQLError(error instanceof Error ? error.message : String(error), {
    nodes: args.document.definitions.filter((d) => d.kind === 'OperationDefinition'),
    ...(error instanceof Error ? { originalError: error } : {}),
  });

/**
 * Comes first among the plugins: the others wrap the subscribe function this one provides.
 * @param count told how many delivered events were had each way (a metric), once per turn
 */
export function useMultiplexedEvents(count: (how: Execution, events: number) => void): Plugin<Context> {
  const counted = tallied(count);
  return {
    onSubscribe: ({ subscribeFn, setSubscribeFn }) => {
      setSubscribeFn(async (args) => {
        // arguments that do not fit: the executor's own refusal, word for word
        if (!('schema' in buildExecutionContext(args))) return subscribeFn(args);
        const source = await createSourceEventStream(args);
        if (!isAsyncIterable(source)) return source;
        const ctx = args.contextValue as Context;
        // what the subscribe resolver read (the activation it follows, ...) is let go once its
        // stream exists: the subscriber's context lives as long as it follows, and what the
        // stream itself looks up from here on is read afresh, like the events' executions
        ctx.loaders = ctx.freshLoaders();
        const key = shareKeyOf(args, ctx.caller);
        // each execution is a request of its own, on a copy of the subscriber's context: it
        // reads afresh (no edge is resolved from an earlier event's loaders), and what is kept
        // per context (the scope checks' results, keyed by the records they judged) is let go
        // with it instead of piling up on the subscriber's for as long as it follows
        const run = (event: unknown) => {
          const contextValue: Context = { ...ctx, loaders: ctx.freshLoaders() };
          return whole(execute<Record<string, unknown>>({ ...args, rootValue: event, contextValue }));
        };
        const resultOf = (event: unknown) => {
          const result = sharedResult(event, key, run, counted);
          return result instanceof Promise ? result.then(ownCopy) : ownCopy(result);
        };
        // what a diverted event was mapped to, when it was not taken: its `next()` gets it
        // at once, and the mapping is not done (and counted) twice
        let handed: { result: Result } | { error: unknown } | undefined;
        const { sendNext } = ctx;
        if (sendNext !== undefined && isDivertible(source)) {
          source[DIVERT]((event) => {
            try {
              const result = resultOf(event);
              if (!(result instanceof Promise) && result.errors === undefined && sendNext(result))
                return true;
              handed = { result };
              return false;
            } catch (error) {
              handed = { error };
              return false;
            }
          });
        }
        return mapEach(
          source,
          (event) => {
            const mapped = handed;
            handed = undefined;
            if (mapped === undefined) return resultOf(event);
            if ('error' in mapped) throw mapped.error;
            return mapped.result;
          },
          (error: unknown) => {
            throw streamError(error, args);
          },
        );
      });
    },
  };
}
