import { builder } from '../builder.js';
import { targetFields, wishDateField } from '../input-fields.js';

export const PortOutInput = builder.inputType('PortOutInput', {
  description: 'PortingOutSubscription: move the number to another provider.',
  fields: (t) => ({ ...targetFields(t), ...wishDateField(t, 'when absent, processed immediately') }),
});
