/**
 * Usage and call detail records: UsageSummary with its UsageDetail lines, CdrMonth, the Cdr
 * node, the RateClass and BundleModule read from the spec's code tables, their filters and
 * sort orders, look-ups, and edges to the subscription.
 */
import { MODULES, RATE_CLASSES, type WireCdrMonth, type WireUsageDetail } from '@msp/partner-interface';
import {
  cdrById,
  listCdrMonths,
  listCdrs,
  listUsageSummaries,
  usageSummaryById,
} from '../resolvers/billing.js';
import { isOwn } from '../resolvers/own.js';
import { subscriptionOf } from '../resolvers/subscriptions.js';
import { builder } from './builder.js';
import { orderInput } from './order-input.js';
import { CdrRef, MobileSubscriptionRef, UsageSummaryRef } from './refs.js';
import { DateTime, YearMonth } from './scalars.js';

const UsageDetail = builder.objectRef<WireUsageDetail>('UsageDetail');
const CdrMonthRef = builder.objectRef<WireCdrMonth>('CdrMonth');

const TrafficType = builder.enumType('TrafficType', {
  description: 'Traffic type of a rate class.',
  values: ['VOICE', 'SMS', 'DATA', 'MMS'] as const,
});

const ForeignCountryType = builder.enumType('ForeignCountryType', {
  description: 'Whether the traffic of a rate class is national or international.',
  values: ['NATIONAL', 'INTERNATIONAL'] as const,
});

const Direction = builder.enumType('Direction', {
  description: 'MO: mobile originating; MT: mobile terminating.',
  values: ['MO', 'MT'] as const,
});

const RateClass = builder.simpleObject('RateClass', {
  description: "A rate class code with what the spec's rate class table says of it.",
  fields: (t) => ({
    code: t.string({ nullable: false }),
    trafficType: t.field({ type: TrafficType, nullable: false }),
    foreignCountryType: t.field({ type: ForeignCountryType, nullable: false }),
    direction: t.field({ type: Direction, nullable: false }),
  }),
});

const BundleModule = builder.simpleObject('BundleModule', {
  description:
    'The module that handled the traffic of a CDR (moduleCode), with its description from the spec.',
  fields: (t) => ({
    code: t.string({ nullable: false }),
    description: t.string({ description: 'Null for a code the spec does not list.' }),
  }),
});

builder.node(UsageSummaryRef, {
  description:
    'Usage of one subscription in one month. A subscription appears only for months with registered usage. Bundle quantities of -1 are passed through as sent (the spec does not say what -1 means).',
  authScopes: (usage, ctx) => isOwn(ctx, usage),
  id: { resolve: (u) => u.id },
  loadOne: (id, ctx) => usageSummaryById(ctx, id),
  fields: (t) => ({
    usageSummaryId: t.id({ nullable: false, resolve: (u) => u.id }),
    subscriptionId: t.id({ resolve: (u) => u.subscriptionId ?? null }),
    phoneNumber: t.string({ resolve: (u) => u.phoneNumber ?? null }),
    yearMonth: t.field({ type: YearMonth, resolve: (u) => u.yearMonth ?? null }),
    customerId: t.string({ resolve: (u) => u.customerId ?? null }),
    providerGroup: t.string({ resolve: (u) => u.providerGroup ?? null }),
    quantityInBundleHomeVoice: t.float({
      description: 'Included voice bundle (home).',
      resolve: (u) => u.quantityInBundleHomeVoice ?? null,
    }),
    usageHomeVoice: t.float({
      description: 'Voice minutes used (home).',
      resolve: (u) => u.usageHomeVoice ?? null,
    }),
    quantityInBundleHomeData: t.float({
      description: 'Included data bundle (home).',
      resolve: (u) => u.quantityInBundleHomeData ?? null,
    }),
    usageHomeData: t.float({ description: 'Data used (home).', resolve: (u) => u.usageHomeData ?? null }),
    quantityInBundleHomeSms: t.float({
      description: 'Included SMS bundle (home).',
      resolve: (u) => u.quantityInBundleHomeSms ?? null,
    }),
    usageHomeSms: t.float({ description: 'SMS used (home).', resolve: (u) => u.usageHomeSms ?? null }),
    amountPremium: t.float({ description: 'Premium charges.', resolve: (u) => u.amountPremium ?? null }),
    usageWorldData: t.float({ resolve: (u) => u.usageWorldData ?? null }),
    amountWorldData: t.float({ resolve: (u) => u.amountWorldData ?? null }),
    isGroupSim: t.boolean({ resolve: (u) => u.isGroupSim ?? null }),
    amountTotalUsage: t.float({
      description: 'Total usage cost.',
      resolve: (u) => u.amountTotalUsage ?? null,
    }),
    amountInternationalTotal: t.float({
      description: 'Total international charges.',
      resolve: (u) => u.amountInternationalTotal ?? null,
    }),
    details: t.field({ type: [UsageDetail], nullable: false, resolve: (u) => u.usageDetails ?? [] }),
    subscription: t.field({
      type: MobileSubscriptionRef,
      resolve: (u, _args, ctx) => subscriptionOf(ctx, u),
    }),
  }),
});

UsageDetail.implement({
  description:
    'Usage on one invoice line code within a usage summary; present only when there was usage on it.',
  fields: (t) => ({
    invoiceLineType: t.string({ resolve: (d) => d.invoiceLineType ?? null }),
    invoiceLineCode: t.string({ resolve: (d) => d.invoiceLineCode ?? null }),
    description: t.string({ resolve: (d) => d.description ?? null }),
    sortOrder: t.int({ resolve: (d) => d.sortOrder ?? null }),
    quantity: t.float({ description: 'Number of occurrences.', resolve: (d) => d.quantity ?? null }),
    volume: t.float({ resolve: (d) => d.volume ?? null }),
    volumeStr: t.string({
      description: 'The volume as text: megabytes, time or pieces.',
      resolve: (d) => d.volumeStr ?? null,
    }),
    amount: t.float({ resolve: (d) => d.amount ?? null }),
    refId: t.int({ resolve: (d) => d.refId ?? null }),
    rateClassId: t.string({ resolve: (d) => d.rateClassId ?? null }),
    rateClass: t.field({
      type: RateClass,
      description: 'The rate class the line links to, when its code is in the spec table.',
      resolve: (d) => RATE_CLASSES.get(d.rateClassId ?? d.invoiceLineCode ?? '') ?? null,
    }),
  }),
});

CdrMonthRef.implement({
  description: 'A month for which call detail records exist.',
  fields: (t) => ({
    yearMonth: t.field({ type: YearMonth, nullable: false, resolve: (m) => m.yearMonth }),
    providerGroup: t.string({ resolve: (m) => m.providerGroup ?? null }),
    cdrs: t.connection({
      type: CdrRef,
      description: 'The CDRs of this month.',
      args: { phoneNumber: t.arg.string() },
      resolve: (m, args, ctx) =>
        listCdrs(ctx, {
          ...args,
          filter: { yearMonth: m.yearMonth, ...(args.phoneNumber ? { phoneNumber: args.phoneNumber } : {}) },
        }),
    }),
  }),
});

/** a CDR's global id is `<yearMonth>/<id>`: the provider looks CDRs up per month */
const SEPARATOR = '/';

builder.node(CdrRef, {
  description:
    'A call detail record. Its global id holds the month, because the provider looks CDRs up per month.',
  authScopes: (cdr, ctx) => isOwn(ctx, cdr),
  id: { resolve: (cdr) => `${cdr.yearMonth ?? ''}${SEPARATOR}${cdr.id}` },
  loadOne: (key, ctx) => {
    // both halves, or no CDR: an empty one would find the partner's first record of the month
    const at = key.indexOf(SEPARATOR);
    return at <= 0 || at === key.length - 1 ? null : cdrById(ctx, key.slice(0, at), key.slice(at + 1));
  },
  fields: (t) => ({
    cdrId: t.id({ nullable: false, description: "The provider's id of the record.", resolve: (c) => c.id }),
    subscriptionId: t.id({ resolve: (c) => c.subscriptionId ?? null }),
    phoneNumber: t.string({ resolve: (c) => c.phoneNumber ?? null }),
    yearMonth: t.field({ type: YearMonth, resolve: (c) => c.yearMonth ?? null }),
    providerGroup: t.string({ resolve: (c) => c.providerGroup ?? null }),
    userName: t.string({
      description: 'The user associated with the record.',
      resolve: (c) => c.userName ?? null,
    }),
    description: t.string({ resolve: (c) => c.description ?? null }),
    rateClassCode: t.string({
      description: 'The rate class code as sent.',
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
    countryCodeDestination: t.string({ resolve: (c) => c.countryCodeDestination ?? null }),
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
      resolve: (c, _args, ctx) => subscriptionOf(ctx, c),
    }),
  }),
});

const UsageSummaryFilter = builder.inputType('UsageSummaryFilter', {
  description: 'Filters of QueryUsageSubscription.',
  fields: (t) => ({
    id: t.string(),
    customerId: t.string(),
    phoneNumber: t.string(),
    simCardNumber: t.string(),
  }),
});

const UsageSummaryOrder = orderInput(
  'UsageSummaryOrder',
  { YEAR_MONTH: 'yearMonth', PHONE_NUMBER: 'phoneNumber', AMOUNT_TOTAL_USAGE: 'amountTotalUsage' },
  'usage summaries',
);

const CdrMonthFilter = builder.inputType('CdrMonthFilter', {
  description: 'Filters of QueryCdrMonth.',
  fields: (t) => ({ yearMonth: t.field({ type: YearMonth }) }),
});

const CdrMonthOrder = orderInput('CdrMonthOrder', { YEAR_MONTH: 'yearMonth' }, 'CDR months');

const CdrFilter = builder.inputType('CdrFilter', {
  description: 'Filters of QueryCdr; the month is required.',
  fields: (t) => ({
    yearMonth: t.field({ type: YearMonth, required: true }),
    id: t.string(),
    customerId: t.string(),
    phoneNumber: t.string(),
  }),
});

const CdrOrder = orderInput(
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
  usageSummaries: t.connection({
    type: UsageSummaryRef,
    description: 'Usage summaries, one per subscription per month with usage (QueryUsageSubscription).',
    args: { filter: t.arg({ type: UsageSummaryFilter }), orderBy: t.arg({ type: UsageSummaryOrder }) },
    resolve: (_root, args, ctx) => listUsageSummaries(ctx, args),
  }),
  cdrMonths: t.connection({
    type: CdrMonthRef,
    description: 'Months for which CDRs exist (QueryCdrMonth): check here before asking for CDRs.',
    args: { filter: t.arg({ type: CdrMonthFilter }), orderBy: t.arg({ type: CdrMonthOrder }) },
    resolve: (_root, args, ctx) => listCdrMonths(ctx, args),
  }),
  cdrs: t.connection({
    type: CdrRef,
    description: 'Call detail records of one month (QueryCdr).',
    args: { filter: t.arg({ type: CdrFilter, required: true }), orderBy: t.arg({ type: CdrOrder }) },
    resolve: (_root, args, ctx) => listCdrs(ctx, args),
  }),
}));
