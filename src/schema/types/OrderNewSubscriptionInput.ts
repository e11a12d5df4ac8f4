import { builder } from '../builder.js';
import { lineFields, wishDateField } from '../input-fields.js';

export const OrderNewSubscriptionInput = builder.inputType('OrderNewSubscriptionInput', {
  description: 'NewSubscription: a subscription with a new phone number.',
  fields: (t) => ({ ...lineFields(t), ...wishDateField(t, 'when omitted, activation is immediate') }),
});
