import { orderInput } from '../order-input.js';

export const MobileSubscriptionOrder = orderInput(
  'MobileSubscriptionOrder',
  {
    PHONE_NUMBER: 'phoneNumber',
    SIM_CARD_NUMBER: 'simCardNumber',
    ACTIVATION_DATE: 'activationDate',
    STATE: 'state',
    CUSTOMER_NUMBER: 'customerNumber',
    PROVIDER_ENVIRONMENT: 'providerEnvironment',
  },
  'mobile subscriptions',
);
