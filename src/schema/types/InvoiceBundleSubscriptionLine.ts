import { subscriptionOf } from '../../resolvers/subscriptions.js';
import { bundleUsageFields } from '../bundle-usage.js';
import { InvoiceBundleSubscriptionLineRef, MobileSubscriptionRef } from '../refs.js';

InvoiceBundleSubscriptionLineRef.implement({
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
