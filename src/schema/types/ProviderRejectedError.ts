import { ProviderRejectedOrderError } from '../../resolvers/orders/errors.js';
import { builder } from '../builder.js';
import { ErrorInterface } from './Error.js';

builder.objectType(ProviderRejectedOrderError, {
  name: 'ProviderRejectedError',
  description:
    "The provider refused the order: its HTTP status, errorCode and message (the message is the provider's).",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    operation: t.string({ nullable: false, resolve: (e) => e.operation }),
    providerStatus: t.int({ nullable: false, resolve: (e) => e.providerStatus }),
    errorCode: t.string({ nullable: false, resolve: (e) => e.errorCode }),
  }),
});
