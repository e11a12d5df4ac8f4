import { OrderOutcomeUnknownError } from '../../resolvers/orders/errors.js';
import { builder } from '../builder.js';
import { ErrorInterface } from './Error.js';

builder.objectType(OrderOutcomeUnknownError, {
  name: 'OrderOutcomeUnknownError',
  description:
    'The order was sent but its answer was lost: it may have been placed. It was not sent again; the message says how to find it.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    operation: t.string({ nullable: false, resolve: (e) => e.operation }),
  }),
});
