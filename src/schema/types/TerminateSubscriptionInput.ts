import { builder } from '../builder.js';
import { targetFields, wishDateField } from '../input-fields.js';

export const TerminateSubscriptionInput = builder.inputType('TerminateSubscriptionInput', {
  description:
    'TerminateSubscription: end the subscription and all its services for good; it cannot be reactivated.',
  fields: (t) => ({ ...targetFields(t), ...wishDateField(t, 'when absent, processed immediately') }),
});
