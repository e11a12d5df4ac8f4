import { builder } from '../builder.js';
import { known } from '../filter-enum.js';
import { DateScalar } from './Date.js';
import { SimCardStatus } from './SimCardStatus.js';
import { SimCardType } from './SimCardType.js';

export const SimCardFilter = builder.inputType('SimCardFilter', {
  description: 'Filters of QuerySimcard.',
  fields: (t) => ({
    simCardNumber: t.string(),
    status: t.field({ type: SimCardStatus.ref, validate: known }),
    simCardType: t.field({ type: SimCardType.ref, validate: known }),
    subscriptionId: t.string(),
    phoneNumber: t.string(),
    activatedDateFrom: t.field({ type: DateScalar }),
    activatedDateTo: t.field({ type: DateScalar }),
  }),
});
