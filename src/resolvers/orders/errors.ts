/**
 * The expected failures of an order, as classes the schema turns into typed results. Each
 * serialises to plain data (`toJSON`) and back (`orderErrorFrom`), so a stored idempotent
 * result answers the same way on every instance.
 */
export interface FieldProblem {
  /** where in the mutation's arguments, for example `input.referenceNumber` */
  path: string;
  message: string;
}

export type OrderErrorData =
  | { kind: 'ValidationError'; message: string; fields: FieldProblem[] }
  | { kind: 'NotFoundError'; message: string; resource: string; key: string }
  | {
      kind: 'ProviderRejectedError';
      message: string;
      operation: string;
      providerStatus: number;
      errorCode: string;
    }
  | { kind: 'OrderOutcomeUnknownError'; message: string; operation: string }
  | { kind: 'ProviderUnavailableError'; message: string; operation: string; retryAfterSeconds?: number }
  | { kind: 'IdempotencyConflictError'; message: string; idempotencyKey: string }
  | { kind: 'OrderOutcomePendingError'; message: string; idempotencyKey: string; retryAfterSeconds: number }
  | { kind: 'JournalUnavailableError'; message: string };

export abstract class OrderError extends Error {
  abstract toJSON(): OrderErrorData;
}

/** The input breaks a rule: nothing was sent to the provider. */
export class ValidationError extends OrderError {
  override readonly name = 'ValidationError';
  readonly fields: FieldProblem[];

  constructor(fields: FieldProblem[]) {
    super(fields.map((f) => `${f.path}: ${f.message}`).join('; '));
    this.fields = fields;
  }

  static of(path: string, message: string): ValidationError {
    return new ValidationError([{ path, message }]);
  }

  toJSON(): OrderErrorData {
    return { kind: 'ValidationError', message: this.message, fields: this.fields };
  }
}

/** A subscription, activation or SIM card the order refers to does not exist. */
export class NotFoundError extends OrderError {
  override readonly name = 'NotFoundError';
  readonly resource: string;
  readonly key: string;

  constructor(resource: string, key: string, message = `${resource} ${key} was not found`) {
    super(message);
    this.resource = resource;
    this.key = key;
  }

  toJSON(): OrderErrorData {
    return { kind: 'NotFoundError', message: this.message, resource: this.resource, key: this.key };
  }
}

/** The provider refused the order: its errorCode and message, as sent. */
export class ProviderRejectedError extends OrderError {
  override readonly name = 'ProviderRejectedError';
  readonly operation: string;
  readonly providerStatus: number;
  readonly errorCode: string;

  constructor(operation: string, providerStatus: number, errorCode: string, message: string) {
    super(message);
    this.operation = operation;
    this.providerStatus = providerStatus;
    this.errorCode = errorCode;
  }

  toJSON(): OrderErrorData {
    return {
      kind: 'ProviderRejectedError',
      message: this.message,
      operation: this.operation,
      providerStatus: this.providerStatus,
      errorCode: this.errorCode,
    };
  }
}

/**
 * The order was sent but its answer was lost (timeout, broken connection, unreadable body):
 * it may have been placed. It is never sent again on its own.
 */
export class OrderOutcomeUnknownError extends OrderError {
  override readonly name = 'OrderOutcomeUnknownError';
  readonly operation: string;

  constructor(operation: string, message: string) {
    super(message);
    this.operation = operation;
  }

  toJSON(): OrderErrorData {
    return { kind: 'OrderOutcomeUnknownError', message: this.message, operation: this.operation };
  }
}

/**
 * The provider cannot take the order now (it could not be reached, or answered 503 or 429):
 * the order was certainly not placed, and may be sent again, after `retryAfterSeconds` when
 * the provider said.
 */
export class ProviderUnavailableError extends OrderError {
  override readonly name = 'ProviderUnavailableError';
  readonly operation: string;
  readonly retryAfterSeconds: number | undefined;

  constructor(operation: string, message: string, retryAfterSeconds?: number) {
    super(message);
    this.operation = operation;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  toJSON(): OrderErrorData {
    return {
      kind: 'ProviderUnavailableError',
      message: this.message,
      operation: this.operation,
      ...(this.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: this.retryAfterSeconds }),
    };
  }
}

/** The idempotency key was used before with a different input. */
export class IdempotencyConflictError extends OrderError {
  override readonly name = 'IdempotencyConflictError';
  readonly idempotencyKey: string;

  constructor(idempotencyKey: string) {
    super(
      `idempotency key ${idempotencyKey} was already used for a different input; use a new key for a new order`,
    );
    this.idempotencyKey = idempotencyKey;
  }

  toJSON(): OrderErrorData {
    return { kind: 'IdempotencyConflictError', message: this.message, idempotencyKey: this.idempotencyKey };
  }
}

/**
 * The key names an order whose answer was lost, and the gateway is still finding out at the
 * partner whether it was placed (or, `staff`, it cannot tell exactly and staff decide it): ask
 * again after `retryAfterSeconds`. Nothing was sent now.
 */
export class OrderOutcomePendingError extends OrderError {
  override readonly name = 'OrderOutcomePendingError';
  readonly idempotencyKey: string;
  readonly retryAfterSeconds: number;

  /**
   * `why`: its answer lost and the partner being looked at (`looking`), or showing more than one
   * order it could be (`staff`); or its answer still on its way, later than a retry waits (`answering`)
   */
  constructor(
    idempotencyKey: string,
    retryAfterSeconds: number,
    why: 'looking' | 'staff' | 'answering' = 'looking',
  ) {
    super(
      `the order with idempotency key ${idempotencyKey} was sent but ${
        why === 'answering'
          ? 'its answer has not come yet'
          : `its answer was lost; ${
              why === 'staff'
                ? 'the partner shows more than one order it could be, so staff decide which (or that it was not placed)'
                : 'whether the partner placed it is still being found out'
            }`
      }. Nothing was sent now: ask again in ${retryAfterSeconds} s with the same key`,
    );
    this.idempotencyKey = idempotencyKey;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  toJSON(): OrderErrorData {
    return {
      kind: 'OrderOutcomePendingError',
      message: this.message,
      idempotencyKey: this.idempotencyKey,
      retryAfterSeconds: this.retryAfterSeconds,
    };
  }
}

/** The order journal cannot be written: no order is sent that the gateway could not record. */
export class JournalUnavailableError extends OrderError {
  override readonly name = 'JournalUnavailableError';

  static because(reason: string): JournalUnavailableError {
    return new JournalUnavailableError(`${reason}. Nothing was ordered; try again later.`);
  }

  toJSON(): OrderErrorData {
    return { kind: 'JournalUnavailableError', message: this.message };
  }
}

export function orderErrorFrom(data: OrderErrorData): OrderError {
  switch (data.kind) {
    case 'ValidationError':
      return new ValidationError(data.fields);
    case 'NotFoundError':
      return new NotFoundError(data.resource, data.key, data.message);
    case 'ProviderRejectedError':
      return new ProviderRejectedError(data.operation, data.providerStatus, data.errorCode, data.message);
    case 'OrderOutcomeUnknownError':
      return new OrderOutcomeUnknownError(data.operation, data.message);
    case 'ProviderUnavailableError':
      return new ProviderUnavailableError(data.operation, data.message, data.retryAfterSeconds);
    case 'IdempotencyConflictError':
      return new IdempotencyConflictError(data.idempotencyKey);
    case 'OrderOutcomePendingError':
      return new OrderOutcomePendingError(data.idempotencyKey, data.retryAfterSeconds);
    case 'JournalUnavailableError':
      return new JournalUnavailableError(data.message);
  }
}
