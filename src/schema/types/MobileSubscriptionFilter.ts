import { builder } from '../builder.js';
import { DateScalar } from './Date.js';

export const MobileSubscriptionFilter = builder.inputType('MobileSubscriptionFilter', {
  description: 'Filters of QuerySubscription.',
  fields: (t) => ({
    phoneNumber: t.string(),
    simCardNumber: t.string(),
    activationDate: t.field({ type: DateScalar }),
  }),
});
