import { builder } from '../builder.js';

export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  description: 'An expected failure, returned as data: every error type of a mutation result implements it.',
  fields: (t) => ({
    message: t.string({ nullable: false, resolve: (e) => e.message }),
  }),
});
