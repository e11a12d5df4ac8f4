import { MODULES, RATE_CLASSES } from '../../provider/codes.js';
import { cdrById } from '../../resolvers/billing.js';
import { subscriptionOf } from '../../resolvers/subscriptions.js';
import { builder } from '../builder.js';
import { CdrRef, MobileSubscriptionRef } from '../refs.js';
import { BundleModule } from './BundleModule.js';
import { DateTime } from './DateTime.js';
import { RateClass } from './RateClass.js';
import { YearMonth } from './YearMonth.js';

const SEPARATOR = '/';

builder.node(CdrRef, {
  description:
    'A call detail record. Its global id holds the month, because the provider looks CDRs up per month.',
  authScopes: (cdr, ctx) => ctx.caller.mayRead(cdr, 'record'),
  id: { resolve: (cdr) => `${cdr.yearMonth ?? ''}${SEPARATOR}${cdr.id}` },
  loadOne: (key, ctx) => {
    const at = key.indexOf(SEPARATOR);
    return at < 0 ? null : cdrById(ctx, key.slice(0, at), key.slice(at + 1));
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
