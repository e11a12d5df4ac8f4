import { IdempotencyConflictError } from '../../resolvers/orders/errors.js';
import { builder } from '../builder.js';
import { ErrorInterface } from './Error.js';

builder.objectType(IdempotencyConflictError, {
  name: 'IdempotencyConflictError',
  description: 'The idempotency key was used before, within 24 hours, for a different input.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    idempotencyKey: t.string({ nullable: false, resolve: (e) => e.idempotencyKey }),
  }),
});
