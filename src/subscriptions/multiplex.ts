/**
 * Multiplexed execution of subscription events, as Hasura multiplexes its live queries: an
 * event reaches every subscriber of its activation as the same object, and is executed once
 * per distinct (document, operation, variables, caller, what the caller may see); every
 * subscriber of that combination gets the same result. Ten thousand subscribers on a thousand
 * activations cost a thousand executions per change, not ten thousand.
 *
 * What an execution reads beyond the event (the state the shared poller read, which no one
 * pays for) is charged to its caller's partner budget, so it is shared only among the streams
 * of one caller: a caller over budget gets PARTNER_BUDGET_EXCEEDED on the fields it could not
 * read, and never hands that result to someone else.
 *
 * Each subscriber still runs everything of its own: the subscription field's subscribe
 * resolver (arguments, ownership of what it follows, the idempotency-key look-up), the
 * stream's own ownership check on every event, and every plugin's hooks (limits, expiry,
 * metrics). Only the execution of the selection set on an event is shared, among the streams
 * of one caller whose authorization the result could not tell apart.
 *
 * This is the plain path: the source stream graphql-js makes, each event executed on a context
 * of its own, its result mapped onto the subscriber's stream. How an execution is shared, and
 * how a graphql-ws subscriber's result is sent without the stream's every layer, is fast-path.ts.
 */
import { buildExecutionContext, execute, type SingularExecutionResult } from '@graphql-tools/executor';
import { createSourceEventStream, type DocumentNode, type ExecutionArgs, GraphQLError } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { Caller } from '../auth/caller.js';
import { mapEach } from '../transport/async-iterables.js';
import { type Execution, sendingDirectly, sharedResult, tallied } from './fast-path.js';

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

/**
 * What decides an event's result besides the event itself: the operation, and who asks (whose
 * budget its reads are charged to, and what they may see; one caller's token may change its
 * claims).
 */
export function shareKeyOf(args: ExecutionArgs, caller: Caller): string {
  return JSON.stringify([
    documentIdOf(args.document),
    args.operationName ?? null,
    args.variableValues ?? {},
    caller.id,
    visibilityOf(caller),
  ]);
}

type ExecutionResult = SingularExecutionResult<Record<string, unknown>, Record<string, unknown>>;
type Result = ExecutionResult | Promise<ExecutionResult>;

/** one event's result, whole: @defer and @stream are refused in a subscription (plugins/parts-not-accepted.ts) */
function whole(run: ReturnType<typeof execute<Record<string, unknown>>>): Result {
  const initial = (result: Awaited<typeof run>) =>
    'initialResult' in result ? result.initialResult : result;
  return run instanceof Promise ? run.then(initial) : initial(run);
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

/** what the fan-out reads of a subscriber's context */
export interface Subscriber {
  caller: Caller;
  /** what the resolvers read through */
  loaders: object;
}

export interface MultiplexOptions<C extends Subscriber> {
  /** told how many delivered events were had each way (a metric), once per turn */
  count(how: Execution, events: number): void;
  /** new loaders for `subscriber`'s request, whose partner calls are charged to its caller */
  freshLoaders(subscriber: C): C['loaders'];
}

/** Comes first among the plugins: the others wrap the subscribe function this one provides. */
export function useMultiplexedEvents<C extends Subscriber>({
  count,
  freshLoaders,
}: MultiplexOptions<C>): Plugin<C> {
  const counted = tallied(count);
  return {
    onSubscribe: ({ subscribeFn, setSubscribeFn }) => {
      setSubscribeFn(async (args) => {
        // arguments that do not fit: the executor's own refusal, word for word
        if (!('schema' in buildExecutionContext(args))) return subscribeFn(args);
        const source = await createSourceEventStream(args);
        if (!isAsyncIterable(source)) return source;
        const ctx = args.contextValue as C;
        // what the subscribe resolver read (the activation it follows, ...) is let go once its
        // stream exists: the subscriber's context lives as long as it follows, and what the
        // stream itself looks up from here on is read afresh, like the events' executions.
        // saves: what each idle subscriber keeps; bench/results.md's RSS per subscriber at 10,000 (5476f0f)
        ctx.loaders = freshLoaders(ctx);
        const key = shareKeyOf(args, ctx.caller);
        // each execution is a request of its own, on a copy of the subscriber's context: it
        // reads afresh (no edge is resolved from an earlier event's loaders), and what is kept
        // per context (the scope checks' results, keyed by the records they judged) is let go
        // with it instead of piling up on the subscriber's for as long as it follows (18ce25e)
        const run = (event: unknown) => {
          const contextValue: C = { ...ctx, loaders: freshLoaders(ctx) };
          return whole(execute<Record<string, unknown>>({ ...args, rootValue: event, contextValue }));
        };
        const resultOf = (event: unknown) => {
          const result = sharedResult(event, key, run, counted);
          return result instanceof Promise ? result.then(ownCopy) : ownCopy(result);
        };
        return mapEach(source, sendingDirectly(ctx, source, resultOf), (error: unknown) => {
          throw streamError(error, args);
        });
      });
    },
  };
}
