import { builder } from '../builder.js';
import { YearMonth } from './YearMonth.js';

export const CdrMonthFilter = builder.inputType('CdrMonthFilter', {
  description: 'Filters of QueryCdrMonth.',
  fields: (t) => ({ yearMonth: t.field({ type: YearMonth }) }),
});
