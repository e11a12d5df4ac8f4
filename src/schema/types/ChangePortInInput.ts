import { builder } from '../builder.js';
import { idempotencyField } from '../input-fields.js';
import { DateTime } from './DateTime.js';

export const ChangePortInInput = builder.inputType('ChangePortInInput', {
  description:
    "ChangeInPortSubscription: correct the donor customer number or move the porting date. Refused within the 48 hours before an APPROVED port-in's approvedDate.",
  fields: (t) => ({
    activationId: t.id({ required: true, description: 'The InPort activation (global or provider id).' }),
    donorCustomerNumber: t.string(),
    portingWishDate: t.field({ type: DateTime }),
    ...idempotencyField(t),
  }),
});
