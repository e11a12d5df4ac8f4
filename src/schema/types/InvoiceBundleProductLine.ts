import { bundleUsageFields } from '../bundle-usage.js';
import { InvoiceBundleProductLineRef, InvoiceBundleSubscriptionLineRef } from '../refs.js';

InvoiceBundleProductLineRef.implement({
  description: 'Grand totals of one product line of a group bundle.',
  fields: (t) => ({
    productLine: t.string({ resolve: (l) => l.productLine ?? null }),
    ...bundleUsageFields(t),
    subscriptionLines: t.field({
      type: [InvoiceBundleSubscriptionLineRef],
      nullable: false,
      description: 'Usage per subscription in the bundle (bundleSubscriptionLines).',
      resolve: (l) => l.bundleSubscriptionLines ?? [],
    }),
  }),
});
