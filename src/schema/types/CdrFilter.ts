import { builder } from '../builder.js';
import { YearMonth } from './YearMonth.js';

export const CdrFilter = builder.inputType('CdrFilter', {
  description: 'Filters of QueryCdr; the month is required.',
  fields: (t) => ({
    yearMonth: t.field({ type: YearMonth, required: true }),
    id: t.string(),
    customerId: t.string(),
    phoneNumber: t.string(),
  }),
});
