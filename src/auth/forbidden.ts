import { GraphQLError } from 'graphql';

/** The caller may not do or see this. */
export class ForbiddenError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: 'FORBIDDEN' } });
  }
}
