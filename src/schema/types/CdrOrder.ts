import { orderInput } from '../order-input.js';

export const CdrOrder = orderInput(
  'CdrOrder',
  {
    USAGE_DATE: 'usageDate',
    AMOUNT: 'amount',
    VOLUME: 'volume',
    PHONE_NUMBER: 'phoneNumber',
    RATE_CLASS: 'rateClass',
  },
  'CDRs',
);
