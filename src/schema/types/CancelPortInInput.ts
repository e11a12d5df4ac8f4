import { builder } from '../builder.js';
import { activationRefFields } from '../input-fields.js';

export const CancelPortInInput = builder.inputType('CancelPortInInput', {
  description:
    "CancelInPortSubscription: refused while portingStatus is INIT, and within the 48 hours before an APPROVED port-in's approvedDate.",
  fields: (t) => activationRefFields(t, 'InPort'),
});
