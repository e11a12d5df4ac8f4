import { builder } from '../builder.js';
import { targetFields } from '../input-fields.js';

export const SuspendSubscriptionInput = builder.inputType('SuspendSubscriptionInput', {
  description: 'SuspendSubscription: stop all traffic of the SIM and the number.',
  fields: (t) => targetFields(t),
});
