/**
 * Usage and call detail records: UsageSummary with its UsageDetail lines, CdrMonth, the Cdr
 * node, the RateClass and BundleModule read from the spec's code tables, their filters and
 * sort orders, look-ups, and edges to the subscription.
 */
import {
  MODULES,
  RATE_CLASSES,
  type WireCdrMonth,
  type WireUsageDetail,
  type WireUsageSummary,
} from '@msp/partner-interface';
import {
  cdrById,
  cdrMonth,
  listCdrMonths,
  listCdrs,
  listUsageSummaries,
  usageSummaryById,
} from '../resolvers/billing.js';
import { isOwn } from '../resolvers/own.js';
import { reads } from '../resolvers/selection.js';
import { subscriptionOf } from '../resolvers/subscriptions.js';
import { builder, embedded, pageOf } from './builder.js';
import {
  BUNDLE,
  CUSTOMER_ID,
  FILTER,
  LINE,
  ORDER_BY,
  PHONE_FORMS,
  PHONE_NUMBER,
  PROVIDER_GROUP,
  SUBSCRIPTION,
  SUBSCRIPTION_ID,
  YEAR_MONTH,
} from './docs.js';
import { listedLive } from './live-query-keys.js';
import { nodeId } from './node-ids.js';
import { CdrRef, MobileSubscriptionRef, UsageSummaryRef } from './refs.js';
import { DateTime, YearMonth } from './scalars.js';
import { sortInput } from './sort-input.js';

const UsageDetail = builder.objectRef<WireUsageDetail>('UsageDetail');
const CdrMonthRef = builder.objectRef<WireCdrMonth>('CdrMonth');

const TrafficType = builder.enumType('TrafficType', {
  description: "Traffic type of a rate class, from the spec's rate class table.",
  values: {
    VOICE: { description: 'Voice calls.' },
    SMS: { description: 'Text messages.' },
    DATA: { description: 'Mobile internet.' },
    MMS: { description: 'Multimedia messages.' },
  } as const,
});

const ForeignCountryType = builder.enumType('ForeignCountryType', {
  description: "Foreign-country type of a rate class, from the spec's rate class table.",
  values: {
    NATIONAL: { description: 'National traffic.' },
    INTERNATIONAL: { description: 'International traffic.' },
  } as const,
});

const Direction = builder.enumType('Direction', {
  description: "Direction of the traffic of a rate class, from the spec's rate class table.",
  values: {
    MO: { description: 'Mobile originating: made or sent from the subscription.' },
    MT: { description: 'Mobile terminating: received by the subscription.' },
  } as const,
});

const RateClass = builder.simpleObject('RateClass', {
  description: embedded("A rate class code with what the spec's rate class table says of it."),
  fields: (t) => ({
    code: t.string({ nullable: false, description: 'The rate class code, for example N_SMS.' }),
    trafficType: t.field({
      type: TrafficType,
      nullable: false,
      description: 'What kind of traffic it rates.',
    }),
    foreignCountryType: t.field({
      type: ForeignCountryType,
      nullable: false,
      description: 'Whether the traffic is national or international.',
    }),
    direction: t.field({ type: Direction, nullable: false, description: 'Originating or terminating.' }),
  }),
});

const BundleModule = builder.simpleObject('BundleModule', {
  description: embedded(
    'The module that handled the traffic of a CDR (moduleCode), with its description from the spec.',
  ),
  fields: (t) => ({
    code: t.string({ nullable: false, description: 'The module code (moduleCode), for example 5679.' }),
    description: t.string({ description: 'Null for a code the spec does not list.' }),
  }),
});

/** The partner fields a field of UsageSummary reads: usage asked by field asks for no more (resolvers/selection.ts). */
const usageReads = (...fields: ReadonlyArray<keyof WireUsageSummary & string>) =>
  reads<WireUsageSummary>(...fields);

builder.node(UsageSummaryRef, {
  description:
    'Usage of one subscription in one month. A subscription appears only for months with registered usage. Bundle quantities of -1 are passed through as sent (the spec does not say what -1 means).',
  authScopes: (usage, ctx) => isOwn(ctx, usage),
  id: nodeId((u) => u.id, usageReads('id')),
  loadOne: (id, ctx) => usageSummaryById(ctx, id),
  fields: (t) => ({
    usageSummaryId: t.id({
      extensions: usageReads('id'),
      nullable: false,
      description: "The provider's id of the usage summary.",
      resolve: (u) => u.id,
    }),
    subscriptionId: t.id({
      extensions: usageReads('subscriptionId'),
      description: SUBSCRIPTION_ID,
      resolve: (u) => u.subscriptionId ?? null,
    }),
    phoneNumber: t.string({
      extensions: usageReads('phoneNumber'),
      description: PHONE_NUMBER,
      resolve: (u) => u.phoneNumber ?? null,
    }),
    yearMonth: t.field({
      extensions: usageReads('yearMonth'),
      type: YearMonth,
      description: YEAR_MONTH,
      resolve: (u) => u.yearMonth ?? null,
    }),
    customerId: t.string({
      extensions: usageReads('customerId'),
      description: CUSTOMER_ID,
      resolve: (u) => u.customerId ?? null,
    }),
    providerGroup: t.string({
      extensions: usageReads('providerGroup'),
      description: PROVIDER_GROUP,
      resolve: (u) => u.providerGroup ?? null,
    }),
    quantityInBundleHomeVoice: t.float({
      extensions: usageReads('quantityInBundleHomeVoice'),
      description: BUNDLE.quantityInBundleHomeVoice,
      resolve: (u) => u.quantityInBundleHomeVoice ?? null,
    }),
    usageHomeVoice: t.float({
      extensions: usageReads('usageHomeVoice'),
      description: BUNDLE.usageHomeVoice,
      resolve: (u) => u.usageHomeVoice ?? null,
    }),
    quantityInBundleHomeData: t.float({
      extensions: usageReads('quantityInBundleHomeData'),
      description: BUNDLE.quantityInBundleHomeData,
      resolve: (u) => u.quantityInBundleHomeData ?? null,
    }),
    usageHomeData: t.float({
      extensions: usageReads('usageHomeData'),
      description: BUNDLE.usageHomeData,
      resolve: (u) => u.usageHomeData ?? null,
    }),
    quantityInBundleHomeSms: t.float({
      extensions: usageReads('quantityInBundleHomeSms'),
      description: BUNDLE.quantityInBundleHomeSms,
      resolve: (u) => u.quantityInBundleHomeSms ?? null,
    }),
    usageHomeSms: t.float({
      extensions: usageReads('usageHomeSms'),
      description: BUNDLE.usageHomeSms,
      resolve: (u) => u.usageHomeSms ?? null,
    }),
    amountPremium: t.float({
      extensions: usageReads('amountPremium'),
      description: 'Premium charges.',
      resolve: (u) => u.amountPremium ?? null,
    }),
    usageWorldData: t.float({
      extensions: usageReads('usageWorldData'),
      description: 'World data usage. The spec says only that it may occur.',
      resolve: (u) => u.usageWorldData ?? null,
    }),
    amountWorldData: t.float({
      extensions: usageReads('amountWorldData'),
      description: 'World data charges. The spec says only that it may occur.',
      resolve: (u) => u.amountWorldData ?? null,
    }),
    isGroupSim: t.boolean({
      extensions: usageReads('isGroupSim'),
      description: 'True for a group SIM. The spec does not define it further.',
      resolve: (u) => u.isGroupSim ?? null,
    }),
    amountTotalUsage: t.float({
      extensions: usageReads('amountTotalUsage'),
      description: 'Total usage cost.',
      resolve: (u) => u.amountTotalUsage ?? null,
    }),
    amountInternationalTotal: t.float({
      extensions: usageReads('amountInternationalTotal'),
      description: 'Total international charges.',
      resolve: (u) => u.amountInternationalTotal ?? null,
    }),
    details: t.field({
      type: [UsageDetail],
      nullable: false,
      description:
        'Usage per invoice line code (usageDetails); a code appears only when there was usage on it.',
      extensions: usageReads('usageDetails'),
      resolve: (u) => u.usageDetails ?? [],
    }),
    subscription: t.field({
      type: MobileSubscriptionRef,
      description: SUBSCRIPTION,
      resolve: (u, _args, ctx) => subscriptionOf(ctx, u),
    }),
  }),
});

UsageDetail.implement({
  description: embedded(
    'Usage on one invoice line code within a usage summary; present only when there was usage on it.',
  ),
  fields: (t) => ({
    invoiceLineType: t.string({
      description: LINE.invoiceLineType,
      resolve: (d) => d.invoiceLineType ?? null,
    }),
    invoiceLineCode: t.string({
      description: LINE.invoiceLineCode,
      resolve: (d) => d.invoiceLineCode ?? null,
    }),
    description: t.string({ description: LINE.description, resolve: (d) => d.description ?? null }),
    sortOrder: t.int({ description: LINE.sortOrder, resolve: (d) => d.sortOrder ?? null }),
    quantity: t.float({ description: LINE.quantity, resolve: (d) => d.quantity ?? null }),
    volume: t.float({ description: LINE.volume, resolve: (d) => d.volume ?? null }),
    volumeStr: t.string({ description: LINE.volumeStr, resolve: (d) => d.volumeStr ?? null }),
    amount: t.float({ description: LINE.amount, resolve: (d) => d.amount ?? null }),
    refId: t.int({
      description: 'A reference number of the line; the spec does not say what it refers to.',
      resolve: (d) => d.refId ?? null,
    }),
    rateClassId: t.string({
      description: 'The reference that links the line to the rate class of its invoiceLineCode.',
      resolve: (d) => d.rateClassId ?? null,
    }),
    rateClass: t.field({
      type: RateClass,
      description: 'The rate class the line links to, when its code is in the spec table.',
      resolve: (d) => RATE_CLASSES.get(d.rateClassId ?? d.invoiceLineCode ?? '') ?? null,
    }),
  }),
});

builder.node(CdrMonthRef, {
  description: 'A month for which call detail records exist. Its global id holds the month.',
  id: nodeId((m) => m.yearMonth),
  loadOne: (yearMonth, ctx) => cdrMonth(ctx, yearMonth),
  fields: (t) => ({
    yearMonth: t.field({
      type: YearMonth,
      nullable: false,
      description: 'The month that has CDRs.',
      resolve: (m) => m.yearMonth,
    }),
    providerGroup: t.string({ description: PROVIDER_GROUP, resolve: (m) => m.providerGroup ?? null }),
    cdrs: t.connection(
      {
        type: CdrRef,
        description: 'The CDRs of this month.',
        args: {
          phoneNumber: t.arg.string({ description: `Only the CDRs of this phone number. ${PHONE_FORMS}` }),
        },
        resolve: (m, args, ctx) =>
          listCdrs(ctx, {
            ...args,
            filter: {
              yearMonth: m.yearMonth,
              ...(args.phoneNumber ? { phoneNumber: args.phoneNumber } : {}),
            },
          }),
      },
      ...pageOf('call detail records'),
    ),
  }),
});

/** a CDR's global id is `<yearMonth>/<id>`: the provider looks CDRs up per month */
const SEPARATOR = '/';

builder.node(CdrRef, {
  description:
    'A call detail record. Its global id holds the month, because the provider looks CDRs up per month.',
  authScopes: (cdr, ctx) => isOwn(ctx, cdr),
  id: nodeId((cdr) => `${cdr.yearMonth ?? ''}${SEPARATOR}${cdr.id}`),
  loadOne: (key, ctx) => {
    // both halves, or no CDR: an empty one would find the partner's first record of the month
    const at = key.indexOf(SEPARATOR);
    return at <= 0 || at === key.length - 1 ? null : cdrById(ctx, key.slice(0, at), key.slice(at + 1));
  },
  fields: (t) => ({
    cdrId: t.id({ nullable: false, description: "The provider's id of the record.", resolve: (c) => c.id }),
    subscriptionId: t.id({ description: SUBSCRIPTION_ID, resolve: (c) => c.subscriptionId ?? null }),
    phoneNumber: t.string({ description: PHONE_NUMBER, resolve: (c) => c.phoneNumber ?? null }),
    yearMonth: t.field({ type: YearMonth, description: YEAR_MONTH, resolve: (c) => c.yearMonth ?? null }),
    providerGroup: t.string({ description: PROVIDER_GROUP, resolve: (c) => c.providerGroup ?? null }),
    userName: t.string({
      description: 'The user associated with the record.',
      resolve: (c) => c.userName ?? null,
    }),
    description: t.string({ description: 'The text of the record.', resolve: (c) => c.description ?? null }),
    rateClassCode: t.string({
      description: 'The rate class code as sent (the provider calls it rateClass).',
      resolve: (c) => c.rateClass ?? null,
    }),
    rateClass: t.field({
      type: RateClass,
      description:
        "The rate class with its traffic type, foreign-country type and direction; null for a code the spec's table does not list.",
      resolve: (c) => (c.rateClass === undefined ? null : (RATE_CLASSES.get(c.rateClass) ?? null)),
    }),
    usageDate: t.field({
      type: DateTime,
      description: 'When the usage occurred.',
      resolve: (c) => c.usageDate ?? null,
    }),
    volume: t.float({
      description: 'kB for internet, seconds for voice, pieces for SMS.',
      resolve: (c) => c.volume ?? null,
    }),
    amount: t.float({ description: 'Charge.', resolve: (c) => c.amount ?? null }),
    destination: t.string({
      description: 'Number or service contacted.',
      resolve: (c) => c.destination ?? null,
    }),
    countryCodeOwn: t.string({
      description: 'Country code of the caller.',
      resolve: (c) => c.countryCodeOwn ?? null,
    }),
    countryCodeDestination: t.string({
      description: 'Country code of the recipient; may be absent.',
      resolve: (c) => c.countryCodeDestination ?? null,
    }),
    module: t.field({
      type: BundleModule,
      description: 'The module that handled the traffic (for example a trigger module), when there is one.',
      resolve: (c) =>
        c.moduleCode === undefined
          ? null
          : { code: c.moduleCode, description: MODULES.get(c.moduleCode)?.description ?? null },
    }),
    subscription: t.field({
      type: MobileSubscriptionRef,
      description: SUBSCRIPTION,
      resolve: (c, _args, ctx) => subscriptionOf(ctx, c),
    }),
  }),
});

const UsageSummaryFilter = builder.inputType('UsageSummaryFilter', {
  description: 'Filters of QueryUsageSubscription.',
  fields: (t) => ({
    id: t.string({ description: "Only the usage summary with this id (the provider's usageSummaryId)." }),
    customerId: t.string({
      description: "Only the usage of this customer (the customer's id at the provider).",
    }),
    phoneNumber: t.string({ description: `Only the usage of this phone number. ${PHONE_FORMS}` }),
    simCardNumber: t.string({ description: 'Only the usage of this SIM card number.' }),
  }),
});

const UsageSummaryOrder = sortInput(
  'UsageSummaryOrder',
  { YEAR_MONTH: 'yearMonth', PHONE_NUMBER: 'phoneNumber', AMOUNT_TOTAL_USAGE: 'amountTotalUsage' },
  'usage summaries',
);

const CdrMonthFilter = builder.inputType('CdrMonthFilter', {
  description: 'Filters of QueryCdrMonth.',
  fields: (t) => ({ yearMonth: t.field({ type: YearMonth, description: 'Only this month.' }) }),
});

const CdrMonthOrder = sortInput('CdrMonthOrder', { YEAR_MONTH: 'yearMonth' }, 'CDR months');

const CdrFilter = builder.inputType('CdrFilter', {
  description: 'Filters of QueryCdr; the month is required.',
  fields: (t) => ({
    yearMonth: t.field({ type: YearMonth, required: true, description: 'The month of the CDRs.' }),
    id: t.string({ description: "Only the CDR with this id (the provider's cdrId)." }),
    customerId: t.string({
      description:
        "Only the CDRs of this customer (the customer's id at the provider). Staff only: a CDR does not carry it, so a customer's app filters its own CDRs by phoneNumber (BAD_USER_INPUT otherwise).",
    }),
    phoneNumber: t.string({ description: `Only the CDRs of this phone number. ${PHONE_FORMS}` }),
  }),
});

const CdrOrder = sortInput(
  'CdrOrder',
  {
    USAGE_DATE: 'usageDate',
    AMOUNT: 'amount',
    VOLUME: 'volume',
    PHONE_NUMBER: 'phoneNumber',
    RATE_CLASS: 'rateClass',
  },
  'CDRs',
);

builder.queryFields((t) => ({
  usageSummaries: t.connection(
    {
      nullable: false,
      type: UsageSummaryRef,
      description: 'Usage summaries, one per subscription per month with usage (QueryUsageSubscription).',
      args: {
        filter: t.arg({ type: UsageSummaryFilter, description: FILTER }),
        orderBy: t.arg({ type: UsageSummaryOrder, description: ORDER_BY }),
      },
      resolve: (_root, args, ctx, info) => listUsageSummaries(ctx, args, info),
      extensions: listedLive('QueryUsageSubscription'),
    },
    ...pageOf('usage summaries'),
  ),
  cdrMonths: t.connection(
    {
      nullable: false,
      type: CdrMonthRef,
      description: 'Months for which CDRs exist (QueryCdrMonth): check here before asking for CDRs.',
      args: {
        filter: t.arg({ type: CdrMonthFilter, description: FILTER }),
        orderBy: t.arg({ type: CdrMonthOrder, description: ORDER_BY }),
      },
      resolve: (_root, args, ctx) => listCdrMonths(ctx, args),
    },
    ...pageOf('CDR months'),
  ),
  cdrs: t.connection(
    {
      nullable: false,
      type: CdrRef,
      description: 'Call detail records of one month (QueryCdr).',
      args: {
        filter: t.arg({ type: CdrFilter, required: true, description: `${FILTER} The month is required.` }),
        orderBy: t.arg({ type: CdrOrder, description: ORDER_BY }),
      },
      resolve: (_root, args, ctx) => listCdrs(ctx, args),
    },
    ...pageOf('call detail records'),
  ),
}));
