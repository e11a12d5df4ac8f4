/**
 * How errors leave the gateway. Expected failures carry a stable `extensions.code`:
 * provider trouble (PROVIDER_REJECTED, PROVIDER_UNAVAILABLE with its reason and when to try
 * again, PROVIDER_BAD_RESPONSE; with the operation and the provider's status and errorCode) and
 * bad input (BAD_USER_INPUT, naming the field). Anything else is masked; the request id in its
 * extensions finds it in the logs. What an error body and a log line may show of an error is
 * decided here too: the body no original error, the log an expected error's code alone.
 */

import type { ExecutionResult as ToolsExecutionResult } from '@graphql-tools/utils';
import { PothosValidationError } from '@pothos/core';
import { InputValidationError } from '@pothos/plugin-validation';
import { type ExecutionResult, GraphQLError } from 'graphql';
import {
  handleStreamOrSingleExecutionResult,
  isAsyncIterable,
  mapAsyncIterator,
  type Plugin,
} from 'graphql-yoga';
import { CODES } from '../errors/codes.js';
import type { Logger } from '../observability/logger.js';
import { PartnerCallError, PartnerRejectedError, PartnerUnavailableError } from '../provider/errors.js';
import { type Context, requestIdOf } from '../request/context.js';

/** what of the partner's answer an error shows, where there was one */
const answerOf = (error: PartnerCallError) =>
  error instanceof PartnerRejectedError || error instanceof PartnerUnavailableError
    ? { providerStatus: error.status, providerErrorCode: error.errorCode }
    : {};

export function providerErrorExtensions(error: PartnerCallError): Record<string, unknown> {
  const unavailable = error instanceof PartnerUnavailableError ? error : undefined;
  return Object.fromEntries(
    Object.entries({
      code: error.code,
      operation: error.operation,
      reason: unavailable?.reason,
      retryAfterSeconds: unavailable?.retryAfterSeconds,
      ...answerOf(error),
      outcomeUnknown: error.outcomeUnknown ? true : undefined,
    }).filter(([, value]) => value !== undefined),
  );
}

function validationExtensions(error: PothosValidationError): Record<string, unknown> {
  const fields =
    error instanceof InputValidationError
      ? error.issues.map((issue) => ({
          path: (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)).join('.'),
          message: issue.message,
        }))
      : undefined;
  return { code: CODES.BAD_USER_INPUT, ...(fields !== undefined ? { fields } : {}) };
}

/** yoga's maskError: keep what a caller can act on, hide the rest. */
export function maskError(error: unknown, message: string): Error {
  const graphqlError = error instanceof GraphQLError ? error : undefined;
  const original = graphqlError?.originalError ?? error;
  const options = { nodes: graphqlError?.nodes ?? null, path: graphqlError?.path ?? null };
  const requestId = graphqlError?.extensions['requestId'];
  const tagged = (extensions: Record<string, unknown>) =>
    requestId === undefined ? extensions : { ...extensions, requestId };
  if (original instanceof PartnerCallError) {
    return new GraphQLError(original.message, {
      ...options,
      extensions: tagged(providerErrorExtensions(original)),
    });
  }
  if (original instanceof PothosValidationError) {
    return new GraphQLError(original.message, {
      ...options,
      extensions: tagged(validationExtensions(original)),
    });
  }
  if (
    graphqlError !== undefined &&
    (graphqlError.originalError === undefined || graphqlError.originalError instanceof GraphQLError) &&
    (graphqlError.extensions['code'] !== undefined || graphqlError.path === undefined)
  ) {
    // errors the gateway raised on purpose (each with a code), or GraphQL's own about the
    // request (parse, validation, variables: no path); an error with a path and no code comes
    // from inside execution (a library's, a broken promise of the schema): a defect
    return graphqlError;
  }
  return new GraphQLError(message, { ...options, extensions: tagged({ code: CODES.INTERNAL_SERVER_ERROR }) });
}

/** what yoga's masking makes of an error, for the errors it does not see */
export function maskedAsYogaMasks(error: unknown): GraphQLError {
  const masked = maskError(error, 'Unexpected error.');
  return masked instanceof GraphQLError ? masked : new GraphQLError('Unexpected error.');
}

/** The code an error leaves the gateway with, as maskError shows it. */
export function codeOf(error: unknown): string {
  const code = maskedAsYogaMasks(error).extensions['code'];
  return typeof code === 'string' ? code : CODES.INTERNAL_SERVER_ERROR;
}

/** Whether an error is one the gateway expects (bad input, provider trouble, a limit), not a defect. */
export const isExpected = (error: unknown): boolean => codeOf(error) !== CODES.INTERNAL_SERVER_ERROR;

/**
 * What yoga's own log lines may show of an error: an expected one (bad input, a provider
 * refusal, a limit) by its code alone, since its message may quote the caller's values or the
 * partner's echo of them; an unexpected one (a defect) with its message and stack.
 */
function loggable(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  const original = value instanceof GraphQLError ? (value.originalError ?? value) : value;
  const path =
    value instanceof GraphQLError && value.path !== undefined ? { path: value.path.join('.') } : {};
  if (isExpected(value)) return { type: original.name, code: codeOf(value), ...path };
  return { type: original.name, message: original.message, stack: original.stack, ...path };
}

/** yoga reports every error it masks at error level: an expected one is no defect, so debug */
const logLevelOf = (args: unknown[]) =>
  args.every((a) => a instanceof Error && isExpected(a)) ? 'debug' : 'error';

const SUGGESTION = /\s*Did you mean [^?]+\?/g;

/** yoga's `logging`: its lines through the gateway's logger, errors as `loggable` shows them */
export function yogaLogging(logger: Logger) {
  return {
    debug: (...args: unknown[]) => logger.debug({ args: args.map(loggable) }, 'yoga'),
    info: (...args: unknown[]) => logger.info({ args: args.map(loggable) }, 'yoga'),
    warn: (...args: unknown[]) => logger.warn({ args: args.map(loggable) }, 'yoga'),
    error: (...args: unknown[]) => logger[logLevelOf(args)]({ args: args.map(loggable) }, 'yoga'),
  };
}

/**
 * A result as its body shows it: no error carries the `originalError` yoga's request parser
 * adds to its extensions (its message quotes the body). Yoga still reads it to choose the
 * HTTP status, so it is left out only when the body is written.
 */
/** what a response sends of each error: not its original error, nor yoga's transport hints */
const errorsWithoutOriginals = (errors: readonly GraphQLError[] | undefined) =>
  errors?.map((error) => {
    const { originalError: _hidden, http: _transport, ...extensions } = error.extensions ?? {};
    return { ...error.toJSON(), extensions };
  });
const withoutOriginals = (result: ToolsExecutionResult): string =>
  JSON.stringify({
    ...result,
    errors: errorsWithoutOriginals(result.errors),
    // the parts of @defer and @stream carry errors of their own
    ...(result.incremental === undefined
      ? {}
      : {
          incremental: result.incremental.map((part) => ({
            ...part,
            errors: errorsWithoutOriginals(part.errors),
          })),
        }),
  });

/**
 * Every error of a response carries the request id, so a caller can quote it, and a code: one
 * GraphQL raises itself without a code is about the request (a variable that does not fit its
 * type): BAD_USER_INPUT. With suggestions off, no error suggests a field, type, argument or
 * enum value (graphql-armor hides them in validation; a variable's enum value is coerced later,
 * at execution). No error body carries an original error.
 */
export function tidyErrors(requestId: string, suggestions: boolean) {
  return (error: GraphQLError): GraphQLError => {
    error.extensions['requestId'] ??= requestId;
    error.extensions['code'] ??=
      error.path === undefined ? CODES.BAD_USER_INPUT : CODES.INTERNAL_SERVER_ERROR;
    // GraphQL's own words for a variable that does not fit its type name it: `Variable "$x" ...`
    const variable = error.path === undefined ? /^Variable "(\$[^"]+)"/.exec(error.message)?.[1] : undefined;
    if (variable !== undefined) error.extensions['field'] ??= variable;
    if (!suggestions) error.message = error.message.replace(SUGGESTION, '');
    return error;
  };
}

/**
 * A response left without data by a partner that cannot serve now answers 503, with the
 * partner's Retry-After when it sent one, so that any HTTP client or proxy knows to try again
 * and when. One with data answers 200 as any partial result does; the error's
 * `retryAfterSeconds` says when.
 */
function unavailableDecidesStatus(result: ExecutionResult): void {
  if (result.data !== null && result.data !== undefined) return;
  const unavailable = (result.errors ?? []).filter(
    (e) => e.extensions['code'] === CODES.PROVIDER_UNAVAILABLE,
  );
  const [first] = unavailable;
  if (first === undefined) return;
  const waits = unavailable
    .map((e) => e.extensions['retryAfterSeconds'])
    .filter((s) => typeof s === 'number');
  first.extensions['http'] = {
    status: 503,
    ...(waits.length === 0 ? {} : { headers: { 'retry-after': String(Math.max(...waits)) } }),
  };
}

type Results = Parameters<NonNullable<Plugin['onResultProcess']>>[0]['result'];

/** A result, each result of a batch or each event of a stream, with its errors tidied. */
function tidyResults(result: Results, tidy: (error: GraphQLError) => GraphQLError): Results {
  if (isAsyncIterable(result)) {
    return mapAsyncIterator(result, (event) => tidyResults(event, tidy) as typeof event) as Results;
  }
  if (Array.isArray(result)) return result.map((r) => tidyResults(r, tidy) as typeof r);
  const { incremental } = result;
  const partErrors = incremental?.some((part) => part.errors !== undefined) === true;
  if (result.errors === undefined && !partErrors) return result;
  return {
    ...result,
    ...(result.errors === undefined ? {} : { errors: result.errors.map(tidy) }),
    // the parts of @defer and @stream carry errors of their own
    ...(incremental === undefined || !partErrors
      ? {}
      : {
          // masked here: yoga masks the errors of a result, not those of its parts
          incremental: incremental.map((part) =>
            part.errors === undefined
              ? part
              : { ...part, errors: part.errors.map((e) => tidy(maskedAsYogaMasks(e))) },
          ),
        }),
    stringify: withoutOriginals,
  };
}

/**
 * tidyErrors on every transport: on what execution and subscriptions produce (HTTP, SSE and
 * graphql-ws alike), and on what HTTP refuses before execution (parameters, parse,
 * validation, limits). websocket.ts tidies what it refuses before execution itself.
 */
export function useErrorHygiene(suggestions: boolean): Plugin<Context> {
  const tidyOf = (requestId: string) => tidyErrors(requestId, suggestions);
  const onDone =
    (requestId: string) =>
    ({ result, setResult }: { result: ExecutionResult; setResult: (r: ExecutionResult) => void }) => {
      if (result.errors !== undefined) setResult({ ...result, errors: result.errors.map(tidyOf(requestId)) });
    };
  return {
    onResultProcess: ({ request, result, setResult }) => {
      const tidy = tidyOf(requestIdOf(request));
      // on a stream, bad input is an event of a 200 answer: the 400 yoga gives a variable that
      // does not fit makes an SSE client such as graphql-sse retry it as a network failure, and
      // never show the error (refusals of the stream itself, 401, 429, keep their status)
      const streamed = request.headers.get('accept')?.includes('text/event-stream') === true;
      const asEvent = (error: GraphQLError) => {
        const tidied = tidy(error);
        if (tidied.extensions['code'] === CODES.BAD_USER_INPUT) delete tidied.extensions['http'];
        return tidied;
      };
      const tidied = tidyResults(result, streamed ? asEvent : tidy);
      if (!streamed && !isAsyncIterable(tidied) && !Array.isArray(tidied)) unavailableDecidesStatus(tidied);
      setResult(tidied);
    },
    onExecute: ({ args }) => ({
      onExecuteDone: (payload) =>
        handleStreamOrSingleExecutionResult(payload, onDone(args.contextValue.requestId)),
    }),
    onSubscribe: ({ args }) => ({
      onSubscribeResult: (payload) =>
        handleStreamOrSingleExecutionResult(payload, onDone(args.contextValue.requestId)),
    }),
  };
}
