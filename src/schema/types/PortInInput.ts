import { builder } from '../builder.js';
import { lineFields } from '../input-fields.js';
import { DateTime } from './DateTime.js';

export const PortInInput = builder.inputType('PortInInput', {
  description:
    'InPortSubscription: move an existing number to a new subscription. Approval may depend on the contract with the donor; the provider gives no warning about a running contract.',
  fields: (t) => ({
    phoneNumber: t.string({ required: true, description: 'The number to port.' }),
    donorCustomerNumber: t.string({ required: true, description: 'Customer number at the donor provider.' }),
    donorCustomerName: t.string(),
    portingWishDate: t.field({
      type: DateTime,
      description: 'When absent, porting is effected as soon as the out-porting party allows.',
    }),
    note: t.string({ description: 'At most 164 characters.' }),
    ...lineFields(t),
  }),
});
