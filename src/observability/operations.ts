/**
 * One log line and a set of metrics per GraphQL operation: request id, caller, operation,
 * duration, error codes and paths. Variables, results and error messages (a coercion error
 * quotes the value it refused) are never logged. Operation names are the caller's to choose:
 * the `name` label is one of the names the gateway knows, else "other", so made-up names
 * cannot grow the metrics without bound.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { type GraphQLError, Kind, parse } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { CODES } from '../errors/codes.js';
import { isLiveQuery } from '../live-queries/live-queries.js';
import { OPERATIONS_DIR } from '../operations/location.js';
import { codeOf } from '../plugins/errors.js';
import type { PersistedOperations } from '../plugins/persisted-operations.js';
import type { Context } from '../request/context.js';
import { onStreams } from '../transport/streams.js';
import type { Logger } from './logger.js';
import type { Metrics } from './metrics.js';

const codesOf = (errors: readonly GraphQLError[] | undefined) => (errors ?? []).map(codeOf);

/** the operation names of documents */
const namesIn = (documents: Iterable<string>): string[] =>
  [...documents].flatMap((text) => {
    try {
      return parse(text).definitions.flatMap((d) =>
        d.kind === Kind.OPERATION_DEFINITION && d.name !== undefined ? [d.name.value] : [],
      );
    } catch {
      return [];
    }
  });

const EXAMPLES = OPERATIONS_DIR;

/** The names the `name` label may take: the example operations' and the persisted ones'. */
export function operationNames(persisted: PersistedOperations | undefined): ReadonlySet<string> {
  const examples = readdirSync(EXAMPLES).map((file) => readFileSync(new URL(file, EXAMPLES), 'utf8'));
  return new Set([...namesIn(examples), ...namesIn(persisted?.byHash.values() ?? [])]);
}

export function useObservability(
  logger: Logger,
  metrics: Metrics,
  knownNames: ReadonlySet<string>,
): Plugin<Context> {
  const label = (name: string) => (name === 'anonymous' || knownNames.has(name) ? name : 'other');
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
  /** requests already counted as refused by parse or validation, whatever status they get */
  const counted = new WeakSet<Request>();
  return {
    // live streams, subscriptions and live queries alike: open now, and a line as each starts
    onPluginInit: ({ addPlugin }) =>
      addPlugin(
        onStreams(({ args, kind }) => {
          const { type, name } = describe(args);
          const open = kind === 'subscription' ? metrics.subscriptions : metrics.liveQueries;
          open.inc();
          // a live query is counted as the query it is, once it has its stream (onExecuteDone)
          if (kind === 'subscription') metrics.operations.inc({ type, name: label(name), outcome: 'ok' });
          logger.info(
            {
              requestId: args.contextValue.requestId,
              caller: args.contextValue.caller.id,
              operation: { type, name },
            },
            `${kind} started`,
          );
          // a refused start (rate limit, stream cap, ...) is a single result, not a stream
          return { ended: () => open.dec() };
        }),
      ),
    // refused before execution: at parse, by validation (a limit, an unknown field) or at the
    // door (401, 413, 429, ...): counted once each, with a line naming the codes and no
    // message; the access log (app.ts) has each request's status and duration
    onParse:
      ({ context }) =>
      ({ result }) => {
        if (!(result instanceof Error)) return;
        metrics.refused.inc({ reason: 'parse' });
        if (context.request !== undefined) counted.add(context.request);
        logger.info({ errors: [{ code: CODES.GRAPHQL_PARSE_FAILED }] }, 'graphql operation refused');
      },
    onValidate:
      ({ context }) =>
      ({ valid, result }) => {
        if (valid) return;
        // graphql-js gives a rule's error no code: yoga adds this one to the response
        const codes = result.map((error) =>
          error.extensions['code'] === undefined ? CODES.GRAPHQL_VALIDATION_FAILED : codeOf(error),
        );
        for (const code of codes) metrics.errors.inc({ code });
        metrics.refused.inc({ reason: 'validation' });
        if (context.request !== undefined) counted.add(context.request);
        logger.info({ errors: codes.map((code) => ({ code })) }, 'graphql operation refused');
      },
    onResponse: ({ request, response }) => {
      if (response.status >= 400 && response.status !== 404 && !counted.has(request))
        metrics.refused.inc({ reason: String(response.status) });
    },
    onExecute: ({ args }) => {
      const started = performance.now();
      const { type, name } = describe(args);
      return {
        onExecuteDone: ({ result }) => {
          /** the operation's figures and its line, once its answer is whole */
          const finish = (errors: readonly GraphQLError[]) => {
            const seconds = (performance.now() - started) / 1000;
            const codes = codesOf(errors);
            metrics.operations.inc({ type, name: label(name), outcome: codes.length === 0 ? 'ok' : 'error' });
            metrics.duration.observe({ type, name: label(name) }, seconds);
            for (const code of codes) metrics.errors.inc({ code });
            logger.info(
              {
                requestId: args.contextValue.requestId,
                caller: args.contextValue.caller.id,
                operation: { type, name },
                durationMs: Math.round(seconds * 1000),
                ...(codes.length > 0
                  ? {
                      errors: errors.map((e) => ({
                        code: codeOf(e),
                        ...(e.path !== undefined ? { path: e.path.join('.') } : {}),
                      })),
                    }
                  : {}),
              },
              'graphql operation',
            );
          };
          if (!isAsyncIterable(result)) return finish(result.errors ?? []);
          // a live query: counted as it begins, it lasts as long as its client stays
          if (isLiveQuery(args)) {
            metrics.operations.inc({ type, name: label(name), outcome: 'ok' });
            return undefined;
          }
          // an answer in parts (@defer, @stream): once its last part is out, with every part's errors
          const errors: GraphQLError[] = [];
          return {
            onNext: ({ result: part }) => {
              errors.push(...(part.errors ?? []));
              if ('incremental' in part)
                for (const piece of part.incremental ?? []) errors.push(...(piece.errors ?? []));
            },
            onEnd: () => finish(errors),
          };
        },
      };
    },
  };
}
