/**
 * Errors of the provider client. Each has a stable `code`; none carries a request body, and
 * secret values a provider message might echo are masked before they get here.
 */
export type ProviderErrorCode =
  | 'PROVIDER_REJECTED'
  | 'PROVIDER_BAD_RESPONSE'
  | 'PROVIDER_TIMEOUT'
  | 'PROVIDER_UNREACHABLE';

export abstract class ProviderError extends Error {
  abstract readonly code: ProviderErrorCode;
  /** the partner operation, as the spec names it */
  readonly operation: string;
  /**
   * True when a POST may have been processed although no answer arrived (timeout or a
   * connection lost after sending): the order may exist, and must not be sent again blindly.
   */
  readonly outcomeUnknown: boolean;

  constructor(message: string, operation: string, outcomeUnknown: boolean, options?: ErrorOptions) {
    super(message, options);
    this.operation = operation;
    this.outcomeUnknown = outcomeUnknown;
  }
}

/** The provider answered with an error status and (usually) a `responseStatus` body. */
export class ProviderRejectedError extends ProviderError {
  readonly code = 'PROVIDER_REJECTED';
  override readonly name = 'ProviderRejectedError';
  readonly status: number;
  /** responseStatus.errorCode, for example BadRequest; `HTTP_<status>` when the body had none */
  readonly errorCode: string;
  readonly providerMessage: string;
  readonly errors: readonly unknown[];

  constructor(init: {
    operation: string;
    status: number;
    errorCode: string;
    message: string;
    errors: readonly unknown[];
  }) {
    super(
      `${init.operation} was rejected with ${init.status} ${init.errorCode}: ${init.message}`,
      init.operation,
      false,
    );
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.providerMessage = init.message;
    this.errors = init.errors;
  }
}

/** The answer was not the JSON the spec describes. */
export class ProviderBadResponseError extends ProviderError {
  readonly code = 'PROVIDER_BAD_RESPONSE';
  override readonly name = 'ProviderBadResponseError';
  readonly status: number;

  constructor(
    operation: string,
    status: number,
    detail: string,
    outcomeUnknown: boolean,
    options?: ErrorOptions,
  ) {
    super(
      `${operation} answered ${status} with a body that is not the expected JSON: ${detail}`,
      operation,
      outcomeUnknown,
      options,
    );
    this.status = status;
  }
}

/** No answer within the call's timeout. */
export class ProviderTimeoutError extends ProviderError {
  readonly code = 'PROVIDER_TIMEOUT';
  override readonly name = 'ProviderTimeoutError';
  readonly timeoutMs: number;

  constructor(operation: string, timeoutMs: number, outcomeUnknown: boolean, options?: ErrorOptions) {
    super(`${operation} did not answer within ${timeoutMs} ms`, operation, outcomeUnknown, options);
    this.timeoutMs = timeoutMs;
  }
}

/** The connection failed: refused (nothing was sent) or lost (a POST may have been processed). */
export class ProviderUnreachableError extends ProviderError {
  readonly code = 'PROVIDER_UNREACHABLE';
  override readonly name = 'ProviderUnreachableError';
  /** the system or undici error code, for example ECONNREFUSED or UND_ERR_SOCKET */
  readonly causeCode: string | undefined;

  constructor(
    operation: string,
    causeCode: string | undefined,
    outcomeUnknown: boolean,
    options?: ErrorOptions,
  ) {
    super(
      `${operation} failed: the provider could not be reached (${causeCode ?? 'connection error'})`,
      operation,
      outcomeUnknown,
      options,
    );
    this.causeCode = causeCode;
  }
}
