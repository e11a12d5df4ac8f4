import { ProviderUnavailableError } from '../../resolvers/orders/errors.js';
import { builder } from '../builder.js';
import { ErrorInterface } from './Error.js';

builder.objectType(ProviderUnavailableError, {
  name: 'ProviderUnavailableError',
  description: 'The provider could not be reached: the order was not placed, and may be tried again.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    operation: t.string({ nullable: false, resolve: (e) => e.operation }),
  }),
});
