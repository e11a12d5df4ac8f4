import { GraphQLError } from 'graphql';
import { CODES } from '../errors/codes.js';

/** The caller may not do or see this. */
export class ForbiddenError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: CODES.FORBIDDEN } });
  }
}
