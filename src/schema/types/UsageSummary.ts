import { usageSummaryById } from '../../resolvers/billing.js';
import { subscriptionOf } from '../../resolvers/subscriptions.js';
import { builder } from '../builder.js';
import { MobileSubscriptionRef, UsageDetailRef, UsageSummaryRef } from '../refs.js';
import { YearMonth } from './YearMonth.js';

builder.node(UsageSummaryRef, {
  description:
    'Usage of one subscription in one month. A subscription appears only for months with registered usage. Bundle quantities of -1 are passed through as sent (the spec does not say what -1 means).',
  authScopes: (usage, ctx) => ctx.caller.mayRead(usage, 'record'),
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
    details: t.field({ type: [UsageDetailRef], nullable: false, resolve: (u) => u.usageDetails ?? [] }),
    subscription: t.field({
      type: MobileSubscriptionRef,
      resolve: (u, _args, ctx) => subscriptionOf(ctx, u),
    }),
  }),
});
