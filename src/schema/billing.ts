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
import { reads } from '../resolvers/selection.js';
import { subscriptionOf } from '../resolvers/subscriptions.js';
import { builder, embedded, type FieldBuilder, pageOf } from './builder.js';
import {
  BUNDLE,
  CUSTOMER_ID,
  FILTER,
  LINE,
  ORDER_BY,
  PHONE_NUMBER,
  PROVIDER_GROUP,
  SUBSCRIPTION,
  SUBSCRIPTION_ID,
} from './docs.js';
import { lookupKey } from './ids.js';
import { nodeId } from './node-ids.js';
import { MobileSubscriptionRef } from './refs.js';
import { DateScalar, YearMonth } from './scalars.js';
import { sortInput } from './sort-input.js';

const InvoiceRef = builder.objectRef<WireInvoice>('Invoice');
const InvoiceFrontPageLine = builder.objectRef<WireFrontPageLine>('InvoiceFrontPageLine');
const InvoiceSpecificationLine = builder.objectRef<WireInvoiceSpecificationLine>('InvoiceSpecificationLine');
const InvoiceBundleProductLine =
  builder.objectRef<WireBundleSpecificationProductLine>('InvoiceBundleProductLine');
const InvoiceBundleSubscriptionLine = builder.objectRef<WireBundleSubscriptionLine>(
  'InvoiceBundleSubscriptionLine',
);

/** The partner fields a field of Invoice reads: a page asks for no more (resolvers/selection.ts). */
const invoiceReads = (...fields: ReadonlyArray<keyof WireInvoice & string>) => reads<WireInvoice>(...fields);

builder.node(InvoiceRef, {
  description: 'An invoice of the provider to the reseller. Its global id is built from the invoice number.',
  authScopes: { staff: true },
  id: nodeId((i) => i.invoiceNumber ?? i.id, invoiceReads('invoiceNumber', 'id')),
  loadOne: (invoiceNumber, ctx) => invoiceByNumber(ctx, invoiceNumber),
  fields: (t) => ({
    invoiceId: t.id({
      extensions: invoiceReads('id'),
      nullable: false,
      description: "The provider's id of the invoice.",
      resolve: (i) => i.id,
    }),
    invoiceNumber: t.string({
      extensions: invoiceReads('invoiceNumber'),
      description: 'The invoice number: invoice(invoiceNumber) finds the invoice by it.',
      resolve: (i) => i.invoiceNumber ?? null,
    }),
    invoiceDate: t.field({
      extensions: invoiceReads('invoiceDate'),
      type: DateScalar,
      description: 'The date of the invoice.',
      resolve: (i) => i.invoiceDate ?? null,
    }),
    invoiceDescription: t.string({
      extensions: invoiceReads('invoiceDescription'),
      description: 'Free text; it writes the month as YYYYMM, while yearMonth uses YYYY_MM.',
      resolve: (i) => i.invoiceDescription ?? null,
    }),
    invoiceTitle: t.string({
      extensions: invoiceReads('invoiceTitle'),
      description: 'The title of the invoice.',
      resolve: (i) => i.invoiceTitle ?? null,
    }),
    customerId: t.string({
      extensions: invoiceReads('customerId'),
      description: CUSTOMER_ID,
      resolve: (i) => i.customerId ?? null,
    }),
    customerNumber: t.string({
      extensions: invoiceReads('customerNumber'),
      description: 'Number of the customer invoiced.',
      resolve: (i) => i.customerNumber ?? null,
    }),
    customerName: t.string({
      extensions: invoiceReads('customerName'),
      description: 'Name of the customer invoiced.',
      resolve: (i) => i.customerName ?? null,
    }),
    yearMonth: t.field({
      extensions: invoiceReads('yearMonth'),
      type: YearMonth,
      description: 'The month the invoice is for.',
      resolve: (i) => i.yearMonth ?? null,
    }),
    providerGroup: t.string({
      extensions: invoiceReads('providerGroup'),
      description: PROVIDER_GROUP,
      resolve: (i) => i.providerGroup ?? null,
    }),
    totalExVAT: t.float({
      extensions: invoiceReads('totalExVAT'),
      description: 'Total amount excluding VAT.',
      resolve: (i) => i.totalExVAT ?? null,
    }),
    totalVAT: t.float({
      extensions: invoiceReads('totalVAT'),
      description: 'Total VAT.',
      resolve: (i) => i.totalVAT ?? null,
    }),
    totalInclVAT: t.float({
      extensions: invoiceReads('totalInclVAT'),
      description: 'Total amount including VAT.',
      resolve: (i) => i.totalInclVAT ?? null,
    }),
    status: t.string({
      extensions: invoiceReads('status'),
      description: "The invoice's status: SENT occurs; other values are not documented.",
      resolve: (i) => i.status ?? null,
    }),
    sentDate: t.field({
      extensions: invoiceReads('sentDate'),
      type: DateScalar,
      description: 'The day the invoice was sent.',
      resolve: (i) => i.sentDate ?? null,
    }),
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

/** rowType and salesType: integers the spec names without a code table. */
const ROW_CODE = (what: string) => `The ${what}, as an integer code; the spec gives no table of its values.`;

/** The period of an invoice line. */
const PERIOD = {
  startDate: 'First day of the period the line covers.',
  endDate: 'Last day of the period the line covers.',
} as const;

InvoiceFrontPageLine.implement({
  description: embedded('A line of the first page of an invoice.'),
  fields: (t) => ({
    description: t.string({ description: LINE.description, resolve: (l) => l.description ?? null }),
    sortOrder: t.int({ description: LINE.sortOrder, resolve: (l) => l.sortOrder ?? null }),
    quantity: t.float({ description: LINE.quantity, resolve: (l) => l.quantity ?? null }),
    amount: t.float({ description: LINE.amount, resolve: (l) => l.amount ?? null }),
    price: t.float({ description: 'The price.', resolve: (l) => l.price ?? null }),
    volume: t.float({ description: LINE.volume, resolve: (l) => l.volume ?? null }),
    volumeStr: t.string({ description: LINE.volumeStr, resolve: (l) => l.volumeStr ?? null }),
    rowType: t.int({ description: ROW_CODE('row type'), resolve: (l) => l.rowType ?? null }),
    salesType: t.int({ description: ROW_CODE('sales type'), resolve: (l) => l.salesType ?? null }),
    startDate: t.field({
      type: DateScalar,
      description: PERIOD.startDate,
      resolve: (l) => l.startDate ?? null,
    }),
    endDate: t.field({ type: DateScalar, description: PERIOD.endDate, resolve: (l) => l.endDate ?? null }),
    phoneNumber: t.string({ description: PHONE_NUMBER, resolve: (l) => l.phoneNumber ?? null }),
    group: t.string({ description: 'The group the line belongs to.', resolve: (l) => l.group ?? null }),
  }),
});

InvoiceSpecificationLine.implement({
  description: embedded('A total of one subscription on an invoice (section Overzicht per aansluiting).'),
  fields: (t) => ({
    subscriptionId: t.id({ description: SUBSCRIPTION_ID, resolve: (l) => l.subscriptionId ?? null }),
    phoneNumber: t.string({ description: PHONE_NUMBER, resolve: (l) => l.phoneNumber ?? null }),
    simCardNumber: t.string({
      description: 'The SIM card number of the subscription.',
      resolve: (l) => l.simCardNumber ?? null,
    }),
    invoiceLineType: t.string({
      description: LINE.invoiceLineType,
      resolve: (l) => l.invoiceLineType ?? null,
    }),
    invoiceLineCode: t.string({
      description: LINE.invoiceLineCode,
      resolve: (l) => l.invoiceLineCode ?? null,
    }),
    description: t.string({ description: LINE.description, resolve: (l) => l.description ?? null }),
    sortOrder: t.int({ description: LINE.sortOrder, resolve: (l) => l.sortOrder ?? null }),
    quantity: t.float({ description: LINE.quantity, resolve: (l) => l.quantity ?? null }),
    startDate: t.field({
      type: DateScalar,
      description: PERIOD.startDate,
      resolve: (l) => l.startDate ?? null,
    }),
    endDate: t.field({ type: DateScalar, description: PERIOD.endDate, resolve: (l) => l.endDate ?? null }),
    amount: t.float({ description: LINE.amount, resolve: (l) => l.amount ?? null }),
    discountCategory: t.string({
      description: 'The discount category of the line.',
      resolve: (l) => l.discountCategory ?? null,
    }),
    discountPercentage: t.float({
      description: 'The discount, in percent.',
      resolve: (l) => l.discountPercentage ?? null,
    }),
    userName: t.string({
      description: 'The user associated with the subscription.',
      resolve: (l) => l.userName ?? null,
    }),
    departmentName: t.string({
      description: 'The department associated with the subscription.',
      resolve: (l) => l.departmentName ?? null,
    }),
    subscription: t.field({
      type: MobileSubscriptionRef,
      description: SUBSCRIPTION,
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

function bundleUsageFields<P extends BundleUsage>(t: FieldBuilder<P>) {
  return {
    fixedCost: t.float({ description: 'Fixed cost.', resolve: (l) => l.fixedCost ?? null }),
    quantityInBundleHomeVoice: t.float({
      description: BUNDLE.quantityInBundleHomeVoice,
      resolve: (l) => l.quantityInBundleHomeVoice ?? null,
    }),
    usageHomeVoice: t.float({ description: BUNDLE.usageHomeVoice, resolve: (l) => l.usageHomeVoice ?? null }),
    quantityInBundleHomeData: t.float({
      description: BUNDLE.quantityInBundleHomeData,
      resolve: (l) => l.quantityInBundleHomeData ?? null,
    }),
    usageHomeData: t.float({ description: BUNDLE.usageHomeData, resolve: (l) => l.usageHomeData ?? null }),
    quantityInBundleHomeSms: t.float({
      description: BUNDLE.quantityInBundleHomeSms,
      resolve: (l) => l.quantityInBundleHomeSms ?? null,
    }),
    usageHomeSms: t.float({ description: BUNDLE.usageHomeSms, resolve: (l) => l.usageHomeSms ?? null }),
  };
}

InvoiceBundleProductLine.implement({
  description: embedded('Grand totals of one product line of a group bundle.'),
  fields: (t) => ({
    productLine: t.string({ description: 'The product line.', resolve: (l) => l.productLine ?? null }),
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
  description: embedded('Usage of one subscription within a group bundle.'),
  fields: (t) => ({
    subscriptionId: t.id({ description: SUBSCRIPTION_ID, resolve: (l) => l.subscriptionId ?? null }),
    phoneNumber: t.string({ description: PHONE_NUMBER, resolve: (l) => l.phoneNumber ?? null }),
    ...bundleUsageFields(t),
    subscription: t.field({
      type: MobileSubscriptionRef,
      description: SUBSCRIPTION,
      resolve: (l, _args, ctx) => subscriptionOf(ctx, l),
    }),
  }),
});

const InvoiceFilter = builder.inputType('InvoiceFilter', {
  description: 'Filters of QueryInvoice.',
  fields: (t) => ({
    invoiceNumber: t.string({ description: 'Only the invoice with this number (InvoiceNumber).' }),
    yearMonth: t.field({ type: YearMonth, description: 'Only invoices of this month.' }),
  }),
});

const InvoiceOrder = sortInput(
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
  invoices: t.connection(
    {
      type: InvoiceRef,
      description: 'Invoices (QueryInvoice). Staff only.',
      authScopes: { staff: true },
      args: {
        filter: t.arg({ type: InvoiceFilter, description: FILTER }),
        orderBy: t.arg({ type: InvoiceOrder, description: ORDER_BY }),
      },
      resolve: (_root, args, ctx, info) => listInvoices(ctx, args, info),
    },
    ...pageOf('invoices'),
  ),
  invoice: t.field({
    type: InvoiceRef,
    description: 'One invoice by its number. Staff only.',
    authScopes: { staff: true },
    args: {
      invoiceNumber: t.arg.string({
        required: true,
        description: 'The invoice number.',
        validate: lookupKey,
      }),
    },
    resolve: (_root, args, ctx) => invoiceByNumber(ctx, args.invoiceNumber),
  }),
}));
