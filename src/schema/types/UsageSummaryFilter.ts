import { builder } from '../builder.js';

export const UsageSummaryFilter = builder.inputType('UsageSummaryFilter', {
  description: 'Filters of QueryUsageSubscription.',
  fields: (t) => ({
    id: t.string(),
    customerId: t.string(),
    phoneNumber: t.string(),
    simCardNumber: t.string(),
  }),
});
