/**
 * Limits on what one request may cost: an execution deadline, per-caller rate limits, and
 * introspection off when configured. graphql-armor (depth, cost, aliases, directives, tokens,
 * field suggestions) is set up in yoga.ts.
 */
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from './context.js';
import type { RateLimiter } from './stores/rate-limit.js';

/** Queries and mutations that run longer than `ms` end with DEADLINE_EXCEEDED. */
export function useDeadline(ms: number): Plugin<Context> {
  return {
    onExecute: ({ executeFn, setExecuteFn }) => {
      setExecuteFn((args) => {
        let timer: NodeJS.Timeout | undefined;
        const deadline = new Promise<{ errors: GraphQLError[] }>((resolve) => {
          timer = setTimeout(
            () =>
              resolve({
                errors: [
                  new GraphQLError(`the operation took longer than ${ms} ms and was stopped`, {
                    extensions: { code: 'DEADLINE_EXCEEDED', http: { status: 504 } },
                  }),
                ],
              }),
            ms,
          );
        });
        return Promise.race([Promise.resolve(executeFn(args)), deadline]).finally(() => clearTimeout(timer));
      });
    },
  };
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
            code: 'RATE_LIMITED',
            retryAfterSeconds: seconds,
            http: { status: 429, headers: { 'retry-after': String(seconds) } },
          },
        }),
      ],
    };
  };
  return {
    onExecute: async ({ args, setResultAndStopExecution }) => {
      const refused = await refusal(args.contextValue);
      if (refused !== undefined) setResultAndStopExecution(refused);
    },
    onSubscribe: async ({ args, setResultAndStopExecution }) => {
      const refused = await refusal(args.contextValue);
      if (refused !== undefined) setResultAndStopExecution(refused);
    },
  };
}

/** Refuses introspection queries (production, unless enabled). */
export function useNoIntrospection(): Plugin<Context> {
  return {
    onValidate: ({ addValidationRule }) => {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}
