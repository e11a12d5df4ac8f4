import { orderInput } from '../order-input.js';

export const ActivationOrder = orderInput(
  'ActivationOrder',
  {
    CREATED_AT: 'createdAt',
    MODIFIED_AT: 'modifiedAt',
    STATUS: 'status',
    ACTIVATION_TYPE: 'activationType',
    PHONE_NUMBER: 'phoneNumber',
    ACTIVATED_DATE: 'activatedDate',
  },
  'activations',
);
