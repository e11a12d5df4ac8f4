import { builder } from '../builder.js';
import { activationRefFields } from '../input-fields.js';

export const CancelNewSubscriptionInput = builder.inputType('CancelNewSubscriptionInput', {
  description: 'CancelNewSubscription: cancel a new subscription that is still being processed.',
  fields: (t) => activationRefFields(t, 'NewSubscription'),
});
