import { builder } from '../builder.js';

export const BundleModule = builder.simpleObject('BundleModule', {
  description:
    'The module that handled the traffic of a CDR (moduleCode), with its description from the spec.',
  fields: (t) => ({
    code: t.string({ nullable: false }),
    description: t.string({ description: 'Null for a code the spec does not list.' }),
  }),
});
