import { subscriptionOf } from '../../resolvers/subscriptions.js';
import { InvoiceSpecificationLineRef, MobileSubscriptionRef } from '../refs.js';
import { DateScalar } from './Date.js';

InvoiceSpecificationLineRef.implement({
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
