/**
 * Limits on what one request may hold and take: an execution deadline, per-caller rate limits,
 * bounds on inputs (and the characters their strings may hold), and introspection off when
 * configured. graphql-armor (depth, aliases, directives, tokens, field suggestions) is set up in
 * yoga.ts, the cost limit in cost.ts.
 */
import {
  type DocumentNode,
  type ExecutionArgs,
  GraphQLError,
  getOperationAST,
  NoSchemaIntrospectionCustomRule,
  visit,
} from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { CODES } from '../errors/codes.js';
import type { Context } from '../request/context.js';
import { INPUT_LIMITS } from '../settings/defaults.js';
import type { RateLimiter } from '../stores/rate-limit.js';
import { literal, type Operation } from './cost.js';
import { refusing } from './refusing.js';

/**
 * Queries and mutations that run longer than `ms` end with DEADLINE_EXCEEDED (and a query whose
 * HTTP client left stops): a single answer
 * at once, and an answer in parts (@defer, @stream) in the parts still to come, its execution
 * stopped through its signal, so that no partner read starts past the deadline. Each run of a
 * live query has a deadline of its own (live-queries.ts runs through this).
 */
export function useDeadline(ms: number): Plugin<Context> {
  const exceeded = () =>
    new GraphQLError(`the operation took longer than ${ms} ms and was stopped`, {
      extensions: { code: CODES.DEADLINE_EXCEEDED, http: { status: 504 } },
    });
  return {
    onExecute: ({ executeFn, setExecuteFn }) => {
      setExecuteFn((args) => {
        // one controller that both the deadline and the client's leaving abort, rather than
        // AbortSignal.any over two: Node recomputes a combined signal's state wherever it is
        // read, and the executor reads it at every field. Earns bench/results.md "Overhead",
        // CPU per request of the 50-row page
        const stop = new AbortController();
        const client = leaving(args);
        const left = () => stop.abort(client?.reason);
        if (client?.aborted === true) left();
        else client?.addEventListener('abort', left, { once: true });
        let timer: NodeJS.Timeout | undefined;
        const deadline = new Promise<{ errors: GraphQLError[] }>((resolve) => {
          timer = setTimeout(() => {
            stop.abort(exceeded());
            resolve({ errors: [exceeded()] });
          }, ms);
        });
        const ended = () => {
          clearTimeout(timer);
          client?.removeEventListener('abort', left);
        };
        // graphql-tools' executor stops at the signal; envelop's types do not name it
        const executed = Promise.resolve(executeFn(Object.assign({}, args, { signal: stop.signal })));
        // an answer in parts keeps its deadline until its last part
        executed.then((result) => {
          if (!isAsyncIterable(result)) ended();
        }, ended);
        return Promise.race([executed, deadline]).then((result) =>
          isAsyncIterable(result) ? untilItEnds(result, ended) : result,
        );
      });
    },
  };
}

/**
 * The signal of a query's HTTP client leaving: its reads still to start are not started. Not a
 * mutation's: its order is sent and journaled whether its client waits or not.
 */
function leaving(args: ExecutionArgs): AbortSignal | undefined {
  if (getOperationAST(args.document, args.operationName)?.operation !== 'query') return undefined;
  const context: unknown = args.contextValue;
  if (typeof context !== 'object' || context === null || !('request' in context)) return undefined;
  const { request } = context as { request: { signal?: unknown } };
  return request.signal instanceof AbortSignal ? request.signal : undefined;
}

/** the stream, calling `ended` once it ends however it ends */
async function* untilItEnds<T>(
  stream: AsyncIterable<T>,
  ended: () => void,
): AsyncGenerator<T, void, undefined> {
  try {
    yield* stream;
  } finally {
    ended();
  }
}

/**
 * Each operation (query, mutation, or subscription start) takes a token of its caller's bucket;
 * without one it ends at once with RATE_LIMITED (HTTP 429 and Retry-After), as a result, not a
 * crash, on every transport.
 */
export function useRateLimit(limiter: RateLimiter): Plugin<Context> {
  const refusal = async (ctx: Context) => {
    const waitMs = await limiter.take(ctx.caller.id);
    if (waitMs <= 0) return undefined;
    const seconds = Math.ceil(waitMs / 1000);
    return {
      errors: [
        new GraphQLError(`rate limit reached; try again in ${seconds} s`, {
          extensions: {
            code: CODES.RATE_LIMITED,
            retryAfterSeconds: seconds,
            http: { status: 429, headers: { 'retry-after': String(seconds) } },
          },
        }),
      ],
    };
  };
  return refusing(({ contextValue }) => refusal(contextValue));
}

/** Refuses introspection queries (production, unless enabled). */
export function useNoIntrospection(): Plugin<Context> {
  return {
    onValidate: ({ addValidationRule }) => {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

const badInput = (field: string, message: string) =>
  new GraphQLError(`${field} ${message}`, { extensions: { code: CODES.BAD_USER_INPUT, field } });

/** a value nested past INPUT_LIMITS.maxDepth: a malformed request, 400, refused before anything is walked further */
const tooDeep = (field: string) =>
  new GraphQLError(`${field} nests objects or lists deeper than ${INPUT_LIMITS.maxDepth} levels`, {
    extensions: { code: CODES.BAD_USER_INPUT, field, http: { status: 400 } },
  });

/**
 * A NUL, or a UTF-16 surrogate not part of a pair: no field means one. PostgreSQL refuses a NUL
 * in text (a defect per request, logged with its stack, were one let through), and a lone
 * surrogate is no character at all: UTF-8 encoders (the partner's request body, the journal)
 * put U+FFFD in its place, so that what is kept is not what was sent. A JSON body carries
 * either as `\u0000` or `\ud800`; a document's literals only the NUL (GraphQL's lexer refuses a
 * lone surrogate escape).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL is one of what it finds
const UNACCEPTED_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** what is wrong with one string, if anything */
function stringProblem(value: string, path: string): GraphQLError | undefined {
  if (value.length > INPUT_LIMITS.maxStringLength)
    return badInput(path, `is longer than ${INPUT_LIMITS.maxStringLength} characters`);
  const unaccepted = UNACCEPTED_CHARACTER.exec(value)?.[0];
  if (unaccepted === undefined) return undefined;
  return badInput(
    path,
    unaccepted === '\u0000'
      ? 'holds a NUL character (U+0000), which no field accepts'
      : `holds a lone surrogate (U+${unaccepted.charCodeAt(0).toString(16).toUpperCase()}), which is not a character: send text as valid UTF-16`,
  );
}

/**
 * The first value in `value` (a variable's or a literal's, walked deeply, `depth` levels in
 * already) over a limit, or a string holding a character no field accepts. The walk never goes
 * deeper than INPUT_LIMITS.maxDepth.
 */
function overLimit(value: unknown, path: string, depth = 0): GraphQLError | undefined {
  if (typeof value === 'string') return stringProblem(value, path);
  if (value === null || typeof value !== 'object') return undefined;
  if (depth === INPUT_LIMITS.maxDepth) return tooDeep(path);
  if (Array.isArray(value)) {
    if (value.length > INPUT_LIMITS.maxListLength)
      return badInput(path, `holds more than ${INPUT_LIMITS.maxListLength} items`);
    for (const [i, item] of value.entries()) {
      const problem = overLimit(item, `${path}.${i}`, depth + 1);
      if (problem !== undefined) return problem;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const problem = overLimit(item, `${path}.${key}`, depth + 1);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

/**
 * Every string and list an operation carries, in its variables and in its literals, within
 * INPUT_LIMITS and every string free of UNACCEPTED_CHARACTER; checked before any resolver runs,
 * so nothing over them reaches the provider or the journal.
 */
function inputProblem({ document, variableValues }: Operation): GraphQLError | undefined {
  for (const [name, value] of Object.entries(variableValues ?? {})) {
    const problem = overLimit(value, `$${name}`);
    if (problem !== undefined) return problem;
  }
  return literalProblem(document);
}

/** per document: a document the parser cache hands out again is walked once */
const literalProblems = new WeakMap<DocumentNode, GraphQLError | null>();

/** the first literal argument of the document over a limit */
function literalProblem(document: DocumentNode): GraphQLError | undefined {
  let found = literalProblems.get(document);
  if (found === undefined) {
    let first: GraphQLError | undefined;
    visit(document, {
      Argument(node) {
        first ??= overLimit(literal(node.value), node.name.value);
      },
    });
    found = first ?? null;
    literalProblems.set(document, found);
  }
  // a new error per request: an error is the request's own once it is answered
  return found === null ? undefined : new GraphQLError(found.message, { extensions: found.extensions });
}

/**
 * Inputs within INPUT_LIMITS, and strings without a NUL or a lone surrogate, refused before any
 * resolver runs, on every transport (the cost, counted with the variables' values, is cost.ts's).
 */
export function useInputLimits(): Plugin<Context> {
  const refusal = (args: Operation) => {
    const problem = inputProblem(args);
    return problem === undefined ? undefined : { errors: [problem] };
  };
  return refusing(refusal);
}
