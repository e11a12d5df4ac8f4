/** The loader of invoices, by invoice number. */
import type { WireInvoice } from '@msp/partner-interface';
import { first, type RequestReads } from './batch.js';

export const invoiceLoader = (reads: RequestReads) =>
  reads.loader<string, WireInvoice | null, WireInvoice>({
    cacheKey: (invoiceNumber) => invoiceNumber,
    callsPerKey: () => 1,
    one: (invoiceNumber) =>
      first(reads.provider.get('QueryInvoice', { InvoiceNumber: invoiceNumber, take: 1 }, reads.call)),
  });
