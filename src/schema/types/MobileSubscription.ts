import { arrayConnection } from '../../resolvers/connection.js';
import {
  subscriptionActivations,
  subscriptionCdrs,
  subscriptionUsage,
} from '../../resolvers/subscriptions.js';
import { builder } from '../builder.js';
import {
  ActivationRef,
  CdrRef,
  MobileSubscriptionRef,
  ServicesRef,
  SimCardRef,
  UsageSummaryRef,
} from '../refs.js';
import { SECRETS } from '../scopes.js';
import { DateScalar } from './Date.js';
import { ProviderEnvironment } from './ProviderEnvironment.js';
import { SubscriptionState } from './SubscriptionState.js';
import { YearMonth } from './YearMonth.js';

builder.node(MobileSubscriptionRef, {
  description: "A mobile subscription: the partner's Subscription resource.",
  authScopes: (sub, ctx) => ctx.caller.mayRead(sub, 'subscription'),
  id: { resolve: (sub) => sub.id },
  loadOne: (id, ctx) => ctx.loaders.subscription.load({ id }),
  fields: (t) => ({
    subscriptionId: t.id({
      nullable: false,
      description: "The provider's id of the subscription.",
      resolve: (s) => s.id,
    }),
    state: t.field({ type: SubscriptionState.ref, resolve: (s) => SubscriptionState.of(s.state) }),
    stateRaw: t.string({
      description: 'The state as the provider sent it.',
      resolve: (s) => s.state ?? null,
    }),
    customerNumber: t.string({ resolve: (s) => s.customerNumber ?? null }),
    phoneNumber: t.string({ resolve: (s) => s.phoneNumber ?? null }),
    simCardNumber: t.string({ resolve: (s) => s.simCardNumber ?? null }),
    pin: t.string({
      description: 'PIN of the SIM (staff need the sim:secrets scope).',
      authScopes: SECRETS,
      resolve: (s) => s.pin ?? null,
    }),
    puk: t.string({
      description: 'PUK of the SIM (staff need the sim:secrets scope).',
      authScopes: SECRETS,
      resolve: (s) => s.puk ?? null,
    }),
    providerGroup: t.string({ resolve: (s) => s.providerGroup ?? null }),
    isDataSim: t.boolean({
      description: 'True when the subscription is data only.',
      resolve: (s) => s.isDataSim ?? null,
    }),
    isEsim: t.boolean({ resolve: (s) => s.isEsim ?? null }),
    activationDate: t.field({ type: DateScalar, resolve: (s) => s.activationDate ?? null }),
    fixedIpAddress: t.string({
      description:
        'Shown when a fixed IP was requested and assigned; kept when fixedIp is later switched off.',
      resolve: (s) => s.fixedIpAddress ?? null,
    }),
    providerEnvironment: t.field({
      type: ProviderEnvironment.ref,
      resolve: (s) => ProviderEnvironment.of(s.providerEnvironment),
    }),
    providerEnvironmentRaw: t.string({ resolve: (s) => s.providerEnvironment ?? null }),
    services: t.field({
      type: ServicesRef,
      description: 'The services actually set.',
      resolve: (s) => s.services ?? null,
    }),
    simCard: t.field({
      type: SimCardRef,
      resolve: (s, _args, ctx) => (s.simCardNumber ? ctx.loaders.simCard.load(s.simCardNumber) : null),
    }),
    activations: t.connection({
      type: ActivationRef,
      description: 'Every order placed on this subscription, newest first.',
      resolve: async (s, args, ctx) => arrayConnection(args, await subscriptionActivations(ctx, s)),
    }),
    usage: t.field({
      type: [UsageSummaryRef],
      description: 'Usage summaries, one per month with usage; only that month with yearMonth.',
      args: { yearMonth: t.arg({ type: YearMonth }) },
      resolve: (s, args, ctx) => subscriptionUsage(ctx, s, args.yearMonth),
    }),
    cdrs: t.connection({
      type: CdrRef,
      description: 'Call detail records of one month.',
      args: { yearMonth: t.arg({ type: YearMonth, required: true }) },
      resolve: async (s, args, ctx) => arrayConnection(args, await subscriptionCdrs(ctx, s, args.yearMonth)),
    }),
  }),
});
