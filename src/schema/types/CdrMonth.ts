import { listCdrs } from '../../resolvers/billing.js';

import { CdrMonthRef, CdrRef } from '../refs.js';
import { YearMonth } from './YearMonth.js';

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
