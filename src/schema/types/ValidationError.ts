import { ValidationError } from '../../resolvers/orders/errors.js';
import { builder } from '../builder.js';
import { ErrorInterface } from './Error.js';
import { FieldError } from './FieldError.js';

builder.objectType(ValidationError, {
  name: 'ValidationError',
  description: 'The input breaks a rule of the spec. Nothing was sent to the provider.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    fields: t.field({ type: [FieldError], nullable: false, resolve: (e) => e.fields }),
  }),
});
