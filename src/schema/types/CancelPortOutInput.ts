import { builder } from '../builder.js';
import { activationRefFields } from '../input-fields.js';

export const CancelPortOutInput = builder.inputType('CancelPortOutInput', {
  description: 'CancelPortingOutSubscription: cancel a port-out; its portingStatus ends REJECTED.',
  fields: (t) => activationRefFields(t, 'PortingOut'),
});
