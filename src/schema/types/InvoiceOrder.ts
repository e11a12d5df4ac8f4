import { orderInput } from '../order-input.js';

export const InvoiceOrder = orderInput(
  'InvoiceOrder',
  {
    INVOICE_DATE: 'invoiceDate',
    INVOICE_NUMBER: 'invoiceNumber',
    YEAR_MONTH: 'yearMonth',
    CUSTOMER_NUMBER: 'customerNumber',
    TOTAL_INCL_VAT: 'totalInclVAT',
  },
  'invoices',
);
