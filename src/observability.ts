/**
 * One log line and a set of metrics per GraphQL operation: request id, caller, operation,
 * duration, error codes. Variables and results are never logged.
 */
import type { GraphQLError } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { Context } from './context.js';
import type { Logger } from './logger.js';
import type { Metrics } from './metrics.js';

const codesOf = (errors: readonly GraphQLError[] | undefined) =>
  (errors ?? []).map((e) => String(e.extensions['code'] ?? 'INTERNAL_SERVER_ERROR'));

export function useObservability(logger: Logger, metrics: Metrics): Plugin<Context> {
  const describe = (args: {
    contextValue: Context;
    operationName?: string | null | undefined;
    document: { definitions: readonly unknown[] };
  }) => {
    const definition = args.document.definitions.find(
      (d): d is { kind: 'OperationDefinition'; operation: string; name?: { value: string } } =>
        (d as { kind?: string }).kind === 'OperationDefinition',
    );
    return {
      type: definition?.operation ?? 'unknown',
      name: args.operationName ?? definition?.name?.value ?? 'anonymous',
    };
  };
  return {
    onExecute: ({ args }) => {
      const started = performance.now();
      const { type, name } = describe(args);
      return {
        onExecuteDone: ({ result }) => {
          if (isAsyncIterable(result)) return;
          const seconds = (performance.now() - started) / 1000;
          const codes = codesOf(result.errors);
          metrics.operations.inc({ type, name, outcome: codes.length === 0 ? 'ok' : 'error' });
          metrics.duration.observe({ type, name }, seconds);
          for (const code of codes) metrics.errors.inc({ code });
          logger.info(
            {
              requestId: args.contextValue.requestId,
              caller: args.contextValue.caller.id,
              operation: { type, name },
              durationMs: Math.round(seconds * 1000),
              ...(codes.length > 0
                ? { errors: result.errors?.map((e) => ({ code: e.extensions['code'], message: e.message })) }
                : {}),
            },
            'graphql operation',
          );
        },
      };
    },
    onSubscribe: ({ args }) => {
      const { name } = describe(args);
      metrics.subscriptions.inc();
      metrics.operations.inc({ type: 'subscription', name, outcome: 'ok' });
      logger.info(
        {
          requestId: args.contextValue.requestId,
          caller: args.contextValue.caller.id,
          operation: { type: 'subscription', name },
        },
        'subscription started',
      );
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        metrics.subscriptions.dec();
      };
      return {
        onSubscribeResult: () => ({
          onEnd: end,
        }),
        onSubscribeError: end,
      };
    },
  };
}
