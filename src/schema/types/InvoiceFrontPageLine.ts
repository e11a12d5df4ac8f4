import { InvoiceFrontPageLineRef } from '../refs.js';
import { DateScalar } from './Date.js';

InvoiceFrontPageLineRef.implement({
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
