import type { FieldProblem } from '../../resolvers/orders/errors.js';
import { builder } from '../builder.js';

export const FieldError = builder.objectRef<FieldProblem>('FieldError').implement({
  description: 'One broken rule: where in the arguments, and what is wrong.',
  fields: (t) => ({
    path: t.string({
      nullable: false,
      description: 'For example input.referenceNumber.',
      resolve: (f) => f.path,
    }),
    message: t.string({ nullable: false, resolve: (f) => f.message }),
  }),
});
