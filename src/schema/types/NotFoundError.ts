import { NotFoundError } from '../../resolvers/orders/errors.js';
import { builder } from '../builder.js';
import { ErrorInterface } from './Error.js';

builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  description: 'A subscription, activation or SIM card the order refers to does not exist.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    resource: t.string({ nullable: false, resolve: (e) => e.resource }),
    key: t.string({ nullable: false, resolve: (e) => e.key }),
  }),
});
