import { builder } from '../builder.js';
import { targetFields } from '../input-fields.js';

export const ResumeSubscriptionInput = builder.inputType('ResumeSubscriptionInput', {
  description: 'ResumeSubscription: restore all traffic of a suspended SIM and number.',
  fields: (t) => targetFields(t),
});
