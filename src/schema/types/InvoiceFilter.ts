import { builder } from '../builder.js';
import { YearMonth } from './YearMonth.js';

export const InvoiceFilter = builder.inputType('InvoiceFilter', {
  description: 'Filters of QueryInvoice.',
  fields: (t) => ({
    invoiceNumber: t.string(),
    yearMonth: t.field({ type: YearMonth }),
  }),
});
