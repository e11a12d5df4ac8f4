/**
 * Errors of the provider client. Each has a stable `code`; none carries a request body, and
 * secret values a provider message might echo are masked before they get here.
 */
import { CODES } from '../errors/codes.js';
/**
 * PROVIDER_REJECTED: the partner refused the call (a 4xx it meant); PROVIDER_UNAVAILABLE: it
 * cannot serve now (a timeout, no connection, a 5xx or a 429), so the same call may succeed
 * later; PROVIDER_BAD_RESPONSE: it answered something the spec does not describe.
 */
export type ProviderErrorCode =
  | typeof CODES.PROVIDER_REJECTED
  | typeof CODES.PROVIDER_BAD_RESPONSE
  | typeof CODES.PROVIDER_UNAVAILABLE;

export abstract class PartnerCallError extends Error {
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

/** The provider refused the call: a 4xx status (but 429) and (usually) a `responseStatus` body. */
export class PartnerRejectedError extends PartnerCallError {
  readonly code = CODES.PROVIDER_REJECTED;
  override readonly name = 'PartnerRejectedError';
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
export class PartnerBadResponseError extends PartnerCallError {
  readonly code = CODES.PROVIDER_BAD_RESPONSE;
  override readonly name = 'PartnerBadResponseError';
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

/**
 * Why the partner cannot serve now: no answer within the timeout, no connection, or the status
 * it answered with (`HTTP_503`, `HTTP_429`, ...).
 */
export type UnavailableReason = 'TIMEOUT' | 'UNREACHABLE' | `HTTP_${number}`;

/**
 * The partner cannot serve the call now: it may succeed later. Whether a POST may still have
 * been processed is `outcomeUnknown`.
 */
export class PartnerUnavailableError extends PartnerCallError {
  readonly code = CODES.PROVIDER_UNAVAILABLE;
  override readonly name: string = 'PartnerUnavailableError';
  readonly reason: UnavailableReason;
  /** the partner's HTTP status, when it answered one */
  readonly status: number | undefined;
  /** its responseStatus.errorCode, when it sent one */
  readonly errorCode: string | undefined;
  /** what its Retry-After asked for, in whole seconds, when it sent one */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    message: string,
    init: {
      operation: string;
      reason: UnavailableReason;
      outcomeUnknown: boolean;
      status?: number | undefined;
      errorCode?: string | undefined;
      retryAfterSeconds?: number | undefined;
    },
    options?: ErrorOptions,
  ) {
    super(message, init.operation, init.outcomeUnknown, options);
    this.reason = init.reason;
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /**
   * The partner answered `status` (429 or 5xx). A 429 or a 503 says the call was not
   * processed; a 500, 502 or 504 may come from a proxy after the partner took it, or from the
   * partner failing halfway, so a POST answered so may have been processed.
   */
  static answered(init: {
    operation: string;
    method: 'GET' | 'POST';
    status: number;
    errorCode: string | undefined;
    retryAfterSeconds: number | undefined;
  }): PartnerUnavailableError {
    const { operation, status, errorCode } = init;
    return new PartnerUnavailableError(
      `${operation} answered ${status}${errorCode === undefined ? '' : ` ${errorCode}`}: the provider cannot serve it now`,
      {
        operation,
        reason: `HTTP_${status}`,
        outcomeUnknown: init.method === 'POST' && status !== 429 && status !== 503,
        status,
        errorCode,
        retryAfterSeconds: init.retryAfterSeconds,
      },
    );
  }
}

/** Whether the partner's answer with this status says it cannot serve now, rather than refusing. */
export const isUnavailableStatus = (status: number): boolean => status === 429 || status >= 500;

/** No answer within the call's timeout. */
export class PartnerTimeoutError extends PartnerUnavailableError {
  override readonly name = 'PartnerTimeoutError';
  readonly timeoutMs: number;

  constructor(operation: string, timeoutMs: number, outcomeUnknown: boolean, options?: ErrorOptions) {
    super(
      `${operation} did not answer within ${timeoutMs} ms`,
      { operation, reason: 'TIMEOUT', outcomeUnknown },
      options,
    );
    this.timeoutMs = timeoutMs;
  }
}

/** The connection failed: refused (nothing was sent) or lost (a POST may have been processed). */
export class PartnerUnreachableError extends PartnerUnavailableError {
  override readonly name = 'PartnerUnreachableError';
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
      { operation, reason: 'UNREACHABLE', outcomeUnknown },
      options,
    );
    this.causeCode = causeCode;
  }
}
