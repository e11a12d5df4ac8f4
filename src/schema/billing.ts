/**
 * Billing: the Invoice node with its lines (front page, per subscription, group bundles),
 * its filter and sort order, and its look-ups. Staff only.
 */
import type {
  WireBundleSpecificationProductLine,
  WireBundleSubscriptionLine,
  WireFrontPageLine,
  WireInvoice,
  WireInvoiceSpecificationLine,
} from '@msp/partner-interface';
import { invoiceByNumber, listInvoices } from '../resolvers/billing.js';
import { subscriptionOf } from '../resolvers/subscriptions.js';
import { builder, type SchemaTypes } from './builder.js';
import { lookupKey } from './ids.js';
import { orderInput } from './order-input.js';
import { MobileSubscriptionRef } from './refs.js';
import { DateScalar, YearMonth } from './scalars.js';

const InvoiceRef = builder.objectRef<WireInvoice>('Invoice');
const InvoiceFrontPageLine = builder.objectRef<WireFrontPageLine>('InvoiceFrontPageLine');
const InvoiceSpecificationLine = builder.objectRef<WireInvoiceSpecificationLine>('InvoiceSpecificationLine');
const InvoiceBundleProductLine =
  builder.objectRef<WireBundleSpecificationProductLine>('InvoiceBundleProductLine');
const InvoiceBundleSubscriptionLine = builder.objectRef<WireBundleSubscriptionLine>(
  'InvoiceBundleSubscriptionLine',
);

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
      type: [InvoiceFrontPageLine],
      nullable: false,
      description: 'Lines of the first page.',
      resolve: (i) => i.frontPageLines ?? [],
    }),
    specificationLines: t.field({
      type: [InvoiceSpecificationLine],
      nullable: false,
      description: 'Totals per subscription (invoiceSpecificationLines).',
      resolve: (i) => i.invoiceSpecificationLines ?? [],
    }),
    bundleProductLines: t.field({
      type: [InvoiceBundleProductLine],
      nullable: false,
      description: 'Grand totals per product line of a group bundle (bundleSpecificationProductLines).',
      resolve: (i) => i.bundleSpecificationProductLines ?? [],
    }),
  }),
});

InvoiceFrontPageLine.implement({
  description: 'A line of the first page of an invoice.',
  fields: (t) => ({
    description: t.string({ resolve: (l) => l.description ?? null }),
    sortOrder: t.int({ resolve: (l) => l.sortOrder ?? null }),
    quantity: t.float({ resolve: (l) => l.quantity ?? null }),
    amount: t.float({ resolve: (l) => l.amount ?? null }),
    price: t.float({ resolve: (l) => l.price ?? null }),
    volume: t.float({ resolve: (l) => l.volume ?? null }),
    volumeStr: t.string({ resolve: (l) => l.volumeStr ?? null }),
    rowType: t.int({ resolve: (l) => l.rowType ?? null }),
    salesType: t.int({ resolve: (l) => l.salesType ?? null }),
    startDate: t.field({ type: DateScalar, resolve: (l) => l.startDate ?? null }),
    endDate: t.field({ type: DateScalar, resolve: (l) => l.endDate ?? null }),
    phoneNumber: t.string({ resolve: (l) => l.phoneNumber ?? null }),
    group: t.string({ resolve: (l) => l.group ?? null }),
  }),
});

InvoiceSpecificationLine.implement({
  description: 'A total of one subscription on an invoice (section Overzicht per aansluiting).',
  fields: (t) => ({
    subscriptionId: t.id({ resolve: (l) => l.subscriptionId ?? null }),
    phoneNumber: t.string({ resolve: (l) => l.phoneNumber ?? null }),
    simCardNumber: t.string({ resolve: (l) => l.simCardNumber ?? null }),
    invoiceLineType: t.string({ resolve: (l) => l.invoiceLineType ?? null }),
    invoiceLineCode: t.string({ resolve: (l) => l.invoiceLineCode ?? null }),
    description: t.string({ resolve: (l) => l.description ?? null }),
    sortOrder: t.int({ resolve: (l) => l.sortOrder ?? null }),
    quantity: t.float({ resolve: (l) => l.quantity ?? null }),
    startDate: t.field({ type: DateScalar, resolve: (l) => l.startDate ?? null }),
    endDate: t.field({ type: DateScalar, resolve: (l) => l.endDate ?? null }),
    amount: t.float({ resolve: (l) => l.amount ?? null }),
    discountCategory: t.string({ resolve: (l) => l.discountCategory ?? null }),
    discountPercentage: t.float({ resolve: (l) => l.discountPercentage ?? null }),
    userName: t.string({ resolve: (l) => l.userName ?? null }),
    departmentName: t.string({ resolve: (l) => l.departmentName ?? null }),
    subscription: t.field({
      type: MobileSubscriptionRef,
      resolve: (l, _args, ctx) => subscriptionOf(ctx, l),
    }),
  }),
});

/** The usage figures a group-bundle product line and its subscription lines share. */
interface BundleUsage {
  fixedCost?: number | undefined;
  quantityInBundleHomeVoice?: number | undefined;
  usageHomeVoice?: number | undefined;
  quantityInBundleHomeData?: number | undefined;
  usageHomeData?: number | undefined;
  quantityInBundleHomeSms?: number | undefined;
  usageHomeSms?: number | undefined;
}

type FieldBuilder<P> = PothosSchemaTypes.ObjectFieldBuilder<
  PothosSchemaTypes.ExtendDefaultTypes<SchemaTypes>,
  P
>;

function bundleUsageFields<P extends BundleUsage>(t: FieldBuilder<P>) {
  return {
    fixedCost: t.float({ resolve: (l) => l.fixedCost ?? null }),
    quantityInBundleHomeVoice: t.float({ resolve: (l) => l.quantityInBundleHomeVoice ?? null }),
    usageHomeVoice: t.float({ resolve: (l) => l.usageHomeVoice ?? null }),
    quantityInBundleHomeData: t.float({ resolve: (l) => l.quantityInBundleHomeData ?? null }),
    usageHomeData: t.float({ resolve: (l) => l.usageHomeData ?? null }),
    quantityInBundleHomeSms: t.float({ resolve: (l) => l.quantityInBundleHomeSms ?? null }),
    usageHomeSms: t.float({ resolve: (l) => l.usageHomeSms ?? null }),
  };
}

InvoiceBundleProductLine.implement({
  description: 'Grand totals of one product line of a group bundle.',
  fields: (t) => ({
    productLine: t.string({ resolve: (l) => l.productLine ?? null }),
    ...bundleUsageFields(t),
    subscriptionLines: t.field({
      type: [InvoiceBundleSubscriptionLine],
      nullable: false,
      description: 'Usage per subscription in the bundle (bundleSubscriptionLines).',
      resolve: (l) => l.bundleSubscriptionLines ?? [],
    }),
  }),
});

InvoiceBundleSubscriptionLine.implement({
  description: 'Usage of one subscription within a group bundle.',
  fields: (t) => ({
    subscriptionId: t.id({ resolve: (l) => l.subscriptionId ?? null }),
    phoneNumber: t.string({ resolve: (l) => l.phoneNumber ?? null }),
    ...bundleUsageFields(t),
    subscription: t.field({
      type: MobileSubscriptionRef,
      resolve: (l, _args, ctx) => subscriptionOf(ctx, l),
    }),
  }),
});

const InvoiceFilter = builder.inputType('InvoiceFilter', {
  description: 'Filters of QueryInvoice.',
  fields: (t) => ({
    invoiceNumber: t.string(),
    yearMonth: t.field({ type: YearMonth }),
  }),
});

const InvoiceOrder = orderInput(
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

builder.queryFields((t) => ({
  invoices: t.connection({
    type: InvoiceRef,
    description: 'Invoices (QueryInvoice). Staff only.',
    authScopes: { staff: true },
    args: { filter: t.arg({ type: InvoiceFilter }), orderBy: t.arg({ type: InvoiceOrder }) },
    resolve: (_root, args, ctx) => listInvoices(ctx, args),
  }),
  invoice: t.field({
    type: InvoiceRef,
    description: 'One invoice by its number. Staff only.',
    authScopes: { staff: true },
    args: { invoiceNumber: t.arg.string({ required: true, validate: lookupKey }) },
    resolve: (_root, args, ctx) => invoiceByNumber(ctx, args.invoiceNumber),
  }),
}));
