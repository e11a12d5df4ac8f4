/**
 * The one way a plugin refuses an operation before it runs: the rate limit and the input limits
 * (limits.ts), the cost limit (cost.ts) and the parts check (parts-not-accepted.ts) each give a
 * refusal, and these hooks answer with it on execute (queries, mutations) and on subscribe
 * alike, so that no transport skips one. A refusal that lets the operation run may put
 * something on its answer (cost.ts shows `extensions.cost` so).
 *
 * A module of its own, and generic over the context: cost.ts uses it, and limits.ts and the
 * request context (request/context.ts) both import cost.ts, so cost.ts can import neither.
 */
import type { DocumentNode, GraphQLError, GraphQLSchema } from 'graphql';
import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';

/** what a refusal sees of an operation: queries, mutations and subscriptions alike */
export interface ExecutionRequest<C> {
  document: DocumentNode;
  operationName?: string | null | undefined;
  variableValues?: Readonly<Record<string, unknown>> | null | undefined;
  contextValue: C;
  schema: GraphQLSchema;
}

/** the operation's result in place of running it */
interface Refused {
  errors: GraphQLError[];
}

/** the operation runs, with these extensions on its answer (on the first result of an answer in parts) */
interface Admitted {
  extensions: Record<string, unknown>;
}

/** what a refusal decides: refused, let run with extensions shown, or (undefined) let run as it is */
type Verdict = Refused | Admitted | undefined;

/**
 * The hooks that answer an operation with `refusal`'s result, when it refuses, before it runs;
 * or put the extensions it gives on the answer of an operation it lets run.
 */
export function refusing<C extends object>(
  refusal: (operation: ExecutionRequest<C>) => Verdict | Promise<Verdict>,
): Pick<Plugin<C>, 'onExecute' | 'onSubscribe'> {
  // synchronous where the refusal is: no turn of the event loop per operation for nothing
  const decide = <R>(
    args: ExecutionRequest<C>,
    refuse: (refused: Refused) => void,
    admit: (admitted: Admitted) => R,
  ) => {
    const follow = (verdict: Verdict): R | undefined => {
      if (verdict === undefined) return undefined;
      if ('errors' in verdict) {
        refuse(verdict);
        return undefined;
      }
      return admit(verdict);
    };
    const verdict = refusal(args);
    return verdict instanceof Promise ? verdict.then(follow) : follow(verdict);
  };
  return {
    onExecute: ({ args, setResultAndStopExecution }) =>
      decide(args, setResultAndStopExecution, ({ extensions }) => ({ onExecuteDone: shown(extensions) })),
    onSubscribe: ({ args, setResultAndStopExecution }) =>
      decide(args, setResultAndStopExecution, ({ extensions }) => ({ onSubscribeResult: shown(extensions) })),
  };
}

/** `extensions` put on the answer, or on the first result of a stream (incremental delivery, live query, subscription) */
function shown(extensions: Record<string, unknown>) {
  let first = true;
  return (payload: Parameters<typeof handleStreamOrSingleExecutionResult>[0]) =>
    handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => {
      if (!first) return;
      first = false;
      setResult({ ...result, extensions: { ...result.extensions, ...extensions } });
    });
}
