/** An error the simulator answers with the spec's `responseStatus` body. */
export class SimulatorError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly fieldErrors: ReadonlyArray<{ fieldName: string; message: string }>;

  constructor(
    status: number,
    errorCode: string,
    message: string,
    fieldErrors: ReadonlyArray<{ fieldName: string; message: string }> = [],
  ) {
    super(message);
    this.name = 'SimulatorError';
    this.status = status;
    this.errorCode = errorCode;
    this.fieldErrors = fieldErrors;
  }

  body(): { responseStatus: { errorCode: string; message: string; errors: unknown[] } } {
    return {
      responseStatus: {
        errorCode: this.errorCode,
        message: this.message,
        errors: this.fieldErrors.map((e) => ({
          errorCode: this.errorCode,
          fieldName: e.fieldName,
          message: e.message,
        })),
      },
    };
  }
}

export const badRequest = (message: string, fieldName?: string): SimulatorError =>
  new SimulatorError(400, 'BadRequest', message, fieldName === undefined ? [] : [{ fieldName, message }]);

export const notFound = (message: string): SimulatorError => new SimulatorError(404, 'NotFound', message);
