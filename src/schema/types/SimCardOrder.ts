import { orderInput } from '../order-input.js';

export const SimCardOrder = orderInput(
  'SimCardOrder',
  {
    SIM_CARD_NUMBER: 'simCardNumber',
    STATUS: 'status',
    SIM_CARD_TYPE: 'simCardType',
    PHONE_NUMBER: 'phoneNumber',
    ACTIVATED_DATE: 'activatedDate',
  },
  'SIM cards',
);
