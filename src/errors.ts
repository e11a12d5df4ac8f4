/**
 * How errors leave the gateway. Expected failures carry a stable `extensions.code`:
 * provider trouble (PROVIDER_REJECTED, PROVIDER_TIMEOUT, PROVIDER_UNREACHABLE,
 * PROVIDER_BAD_RESPONSE, with the operation and the provider's status and errorCode) and bad
 * input (BAD_USER_INPUT, naming the field). Anything else is masked; the request id in its
 * extensions finds it in the logs.
 */
import { PothosValidationError } from '@pothos/core';
import { InputValidationError } from '@pothos/plugin-validation';
import { GraphQLError } from 'graphql';
import { ProviderError, ProviderRejectedError } from './provider/errors.js';

export function providerErrorExtensions(error: ProviderError): Record<string, unknown> {
  return {
    code: error.code,
    operation: error.operation,
    ...(error instanceof ProviderRejectedError
      ? { providerStatus: error.status, providerErrorCode: error.errorCode }
      : {}),
    ...(error.outcomeUnknown ? { outcomeUnknown: true } : {}),
  };
}

function validationExtensions(error: PothosValidationError): Record<string, unknown> {
  const fields =
    error instanceof InputValidationError
      ? error.issues.map((issue) => ({
          path: (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)).join('.'),
          message: issue.message,
        }))
      : undefined;
  return { code: 'BAD_USER_INPUT', ...(fields !== undefined ? { fields } : {}) };
}

/** yoga's maskError: keep what a caller can act on, hide the rest. */
export function maskError(error: unknown, message: string): Error {
  const graphqlError = error instanceof GraphQLError ? error : undefined;
  const original = graphqlError?.originalError ?? error;
  const options = { nodes: graphqlError?.nodes ?? null, path: graphqlError?.path ?? null };
  const requestId = graphqlError?.extensions['requestId'];
  const tagged = (extensions: Record<string, unknown>) =>
    requestId === undefined ? extensions : { ...extensions, requestId };
  if (original instanceof ProviderError) {
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
    (graphqlError.originalError === undefined || graphqlError.originalError instanceof GraphQLError)
  ) {
    // errors the gateway raised on purpose (bad input, ...) or GraphQL's own
    return graphqlError;
  }
  return new GraphQLError(message, { ...options, extensions: tagged({ code: 'INTERNAL_SERVER_ERROR' }) });
}
