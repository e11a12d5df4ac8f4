import { invoiceByNumber } from '../../resolvers/billing.js';
import { builder } from '../builder.js';
import {
  InvoiceBundleProductLineRef,
  InvoiceFrontPageLineRef,
  InvoiceRef,
  InvoiceSpecificationLineRef,
} from '../refs.js';
import { DateScalar } from './Date.js';
import { YearMonth } from './YearMonth.js';

builder.node(InvoiceRef, {
  description: 'An invoice of the provider to the reseller. Its global id is built from the invoice number.',
  authScopes: { staff: true },
  id: { resolve: (i) => i.invoiceNumber ?? i.id },
  loadOne: (invoiceNumber, ctx) => invoiceByNumber(ctx, invoiceNumber),
  fields: (t) => ({
    invoiceId: t.id({
      nullable: false,
      description: "The provider's id of the invoice.",
      resolve: (i) => i.id,
    }),
    invoiceNumber: t.string({ resolve: (i) => i.invoiceNumber ?? null }),
    invoiceDate: t.field({ type: DateScalar, resolve: (i) => i.invoiceDate ?? null }),
    invoiceDescription: t.string({
      description: 'Free text; it writes the month as YYYYMM, while yearMonth uses YYYY_MM.',
      resolve: (i) => i.invoiceDescription ?? null,
    }),
    invoiceTitle: t.string({ resolve: (i) => i.invoiceTitle ?? null }),
    customerId: t.string({ resolve: (i) => i.customerId ?? null }),
    customerNumber: t.string({ resolve: (i) => i.customerNumber ?? null }),
    customerName: t.string({ resolve: (i) => i.customerName ?? null }),
    yearMonth: t.field({ type: YearMonth, resolve: (i) => i.yearMonth ?? null }),
    providerGroup: t.string({ resolve: (i) => i.providerGroup ?? null }),
    totalExVAT: t.float({ resolve: (i) => i.totalExVAT ?? null }),
    totalVAT: t.float({ resolve: (i) => i.totalVAT ?? null }),
    totalInclVAT: t.float({ resolve: (i) => i.totalInclVAT ?? null }),
    status: t.string({
      description: 'SENT occurs; other values are not documented.',
      resolve: (i) => i.status ?? null,
    }),
    sentDate: t.field({ type: DateScalar, resolve: (i) => i.sentDate ?? null }),
    frontPageLines: t.field({
      type: [InvoiceFrontPageLineRef],
      nullable: false,
      description: 'Lines of the first page.',
      resolve: (i) => i.frontPageLines ?? [],
    }),
    specificationLines: t.field({
      type: [InvoiceSpecificationLineRef],
      nullable: false,
      description: 'Totals per subscription (invoiceSpecificationLines).',
      resolve: (i) => i.invoiceSpecificationLines ?? [],
    }),
    bundleProductLines: t.field({
      type: [InvoiceBundleProductLineRef],
      nullable: false,
      description: 'Grand totals per product line of a group bundle (bundleSpecificationProductLines).',
      resolve: (i) => i.bundleSpecificationProductLines ?? [],
    }),
  }),
});
