import { builder } from '../builder.js';
import { activationRefFields } from '../input-fields.js';

export const CancelTerminationInput = builder.inputType('CancelTerminationInput', {
  description: 'CancelTerminateSubscription: cancel a termination that has not taken effect.',
  fields: (t) => activationRefFields(t, 'Terminate'),
});
