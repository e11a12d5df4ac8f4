import { RATE_CLASSES } from '../../provider/codes.js';
import { UsageDetailRef } from '../refs.js';
import { RateClass } from './RateClass.js';

UsageDetailRef.implement({
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
