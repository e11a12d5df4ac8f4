/**
 * Live queries: `query @live` (the @n1ru4l/graphql-live-query convention) sends its first result
 * at once, then a new one each time something it shows changes. The in-memory store of
 * @n1ru4l/in-memory-live-query-store runs each one and knows it by keys (live-keys.ts): the
 * records it showed, the root fields it asked. A change the gateway learns of (an order placed
 * here, a change a watcher saw, an order the journal found) names the keys it touched, over the
 * invalidation bus (invalidation.ts) to every instance; each live query named runs again, once
 * for all the keys of one turn. Nothing polls for a live query: one that nothing touches costs
 * the partner nothing.
 *
 * A run is a request of its own on the caller's context (their ownership rules, their partner
 * budget): the store hands every run the context it was first given, so as each run ends that
 * context is made new (`renew`: fresh loaders, and what is kept per request), and a live query
 * held open between runs keeps nothing its last run read. A run still going when another ends
 * reads on through the new loaders; the store drops its result. How runs are spaced (the
 * throttle) and which results are sent: live-runs.ts.
 *
 * Not @envelop/live-query's plugin: it hands the store the execute function as it is (one set
 * of loaders for every run) and adds the store's validation rule without a code; this plugin
 * does both its way, and the stream rules (transport/streams.ts) see a live query as the stream
 * it is.
 */

import type { WireActivation } from '@msp/partner-interface';
import {
  getLiveDirectiveArgumentValues,
  getLiveDirectiveNode,
  NoLiveMixedWithDeferStreamRule,
} from '@n1ru4l/graphql-live-query';
import { InMemoryLiveQueryStore } from '@n1ru4l/in-memory-live-query-store';
import {
  type DocumentNode,
  type ExecutionArgs,
  GraphQLError,
  getOperationAST,
  TypeInfo,
  ValidationContext,
  type ValidationRule,
} from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { CODES } from '../errors/codes.js';
import { InvalidationBus } from './invalidation.js';
import { keysOfChanges, PLACED_ORDERS, recordKey } from './keys.js';
import { liveRuns, type ResultOutcome, throttleWithin } from './runs.js';

const hasLiveOperation = (document: DocumentNode) =>
  document.definitions.some((definition) => getLiveDirectiveNode(definition) != null);

/**
 * The store's rule (a live query cannot be sent in parts), with a code, and only for documents
 * with a live operation: on its own it also refuses @defer in a fragment of a query not live.
 */
const noLiveWithDeferOrStream: ValidationRule = (context) => {
  const document = context.getDocument();
  if (!hasLiveOperation(document)) return {};
  const schema = context.getSchema();
  return NoLiveMixedWithDeferStreamRule(
    new ValidationContext(schema, document, new TypeInfo(schema), (error) =>
      context.reportError(
        new GraphQLError(error.message, {
          nodes: error.nodes ?? null,
          extensions: { code: CODES.LIVE_WITH_DEFER_OR_STREAM },
        }),
      ),
    ),
  );
};

/** what decides whether an operation is a live query */
interface Operation {
  document: DocumentNode;
  operationName?: string | null | undefined;
  variableValues?: Readonly<Record<string, unknown>> | null | undefined;
}

/** what a live operation's @live asks for */
interface Live {
  throttle: unknown;
}

/** the answers of liveOf, by the execution arguments every plugin of one execution shares */
const lives = new WeakMap<object, Live | null>();

/** The @live of `args`' operation: a query with @live, its `if` not false (the store's own test); else undefined. */
function liveOf(args: Operation): Live | undefined {
  let live = lives.get(args);
  if (live === undefined) {
    const operation = getOperationAST(args.document, args.operationName);
    const directive = operation == null ? null : getLiveDirectiveNode(operation);
    live = null;
    if (directive != null) {
      try {
        const { isLive, throttleValue } = getLiveDirectiveArgumentValues(directive, args.variableValues);
        if (isLive) live = { throttle: throttleValue };
      } catch {
        // a variable its argument cannot take: executed as a query, whose execution refuses it
      }
    }
    lives.set(args, live);
  }
  return live ?? undefined;
}

/** Whether `args` run a live query. */
export const isLiveQuery = (args: Operation): boolean => liveOf(args) !== undefined;

export interface LiveQueriesOptions {
  /** Redis's, for several instances; absent: in this process */
  eventTarget?: EventTarget | undefined;
  /** the key of the record a selected `id` (a global id) names, as live-keys.ts spells it @default the type and the id as selected */
  recordKeyOfId?: ((record: Readonly<{ typename: string; id: string }>) => string) | undefined;
}

/** The live queries of this instance, and what tells them of changes. */
export class LiveQueries {
  readonly store: InMemoryLiveQueryStore;
  readonly #bus: InvalidationBus;

  constructor(options: LiveQueriesOptions) {
    this.store = new InMemoryLiveQueryStore({
      buildResourceIdentifier: options.recordKeyOfId ?? (({ typename, id }) => recordKey(typename, id)),
      // the keys of a result would tell a customer the keys of records (the store sends them when
      // NODE_ENV is development)
      includeIdentifierExtension: false,
      // the runs throttle themselves (live-runs.ts says why)
      validateThrottleValue: () => null,
    });
    this.#bus = new InvalidationBus(options.eventTarget, (keys) => {
      this.store.invalidate([...keys]).catch(() => undefined);
    });
  }

  /** The journal decided an order without a change of its activation (reconciliation): placedOrders shows it. */
  ordersDecided(): void {
    this.#bus.send(new Set([PLACED_ORDERS]));
  }

  /** What `activations` changed (after the partner cache dropped it): to every instance's live queries. */
  changed(activations: readonly WireActivation[]): void {
    this.#bus.send(keysOfChanges(activations));
  }

  close(): void {
    this.#bus.close();
  }
}

export interface LiveQueryHooks<C> {
  /** makes `ctx` new for another run: fresh loaders, and none of what is kept per request */
  renew(ctx: C): void;
  /** told of each run after the first, as it starts (a metric) */
  executed(): void;
  /** told what became of each such run's result (a metric) */
  result(outcome: ResultOutcome): void;
}

/**
 * Runs live queries through the store. Comes after every plugin that wraps the execute function
 * (the deadline): each run is bounded like a query; the stream as a whole is not.
 */
export function useLiveQueries<C extends object>(queries: LiveQueries, hooks: LiveQueryHooks<C>): Plugin<C> {
  return {
    onValidate: ({ addValidationRule }) => {
      addValidationRule(noLiveWithDeferOrStream);
    },
    onExecute: ({ args, executeFn, setExecuteFn }) => {
      const live = liveOf(args);
      if (live === undefined) return;
      const ctx = args.contextValue;
      const runs = liveRuns((run) => executeFn(readingThrough(run, ctx)), throttleWithin(live.throttle), {
        renew: () => hooks.renew(ctx),
        executed: hooks.executed,
        result: hooks.result,
      });
      const execute = queries.store.makeExecute(runs.run);
      setExecuteFn(async (liveArgs) => {
        const result = await execute(liveArgs);
        return isAsyncIterable(result) ? runs.results(result) : result;
      });
    },
  };
}

/**
 * A run as the store starts it, its context reading through to the caller's. The store executes
 * each run under a context of its own that holds the caller's (it hands the caller's to every
 * resolver, and collects the run's keys in its own); graphql-js hands the store's to `isTypeOf`,
 * where the types' ownership checks run (schema/builder.ts `runScopesOnType`). With the caller's
 * context as its prototype, what those checks read (the caller, the loaders, what is kept per
 * request, renewed for each run) is the caller's.
 */
function readingThrough(run: ExecutionArgs, ctx: object): ExecutionArgs {
  const held: unknown = run.contextValue;
  if (
    typeof held === 'object' &&
    held !== null &&
    held !== ctx &&
    Object.getPrototypeOf(held) === Object.prototype
  )
    Object.setPrototypeOf(held, ctx);
  return run;
}
