import { builder } from '../builder.js';
import { esimFields, targetFields } from '../input-fields.js';

export const SwapSimInput = builder.inputType('SwapSimInput', {
  description:
    'SimSwapSubscription: replace the SIM, physical to eSIM or the reverse. With newSimCardNumber and eSim true it is an eSIM swap.',
  fields: (t) => ({
    ...targetFields(t),
    newSimCardNumber: t.string({ description: 'The new physical SIM (required for a physical swap).' }),
    ...esimFields(t),
  }),
});
