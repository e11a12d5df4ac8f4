/**
 * Mobile subscriptions: the MobileSubscription node with its services, its state, its filter
 * and sort order, its look-ups, and its edges to the SIM card, activations, usage and CDRs.
 */
import { BOOLEAN_SERVICE_NAMES, SUBSCRIPTION_STATES } from '@msp/partner-interface';
import { arrayConnection } from '../resolvers/connection.js';
import { ifOwnSubscription, isOwn } from '../resolvers/own.js';
import {
  findSubscription,
  listSubscriptions,
  subscriptionActivations,
  subscriptionCdrs,
  subscriptionUsage,
} from '../resolvers/subscriptions.js';
import { builder } from './builder.js';
import { ProviderEnvironment } from './enums.js';
import { lookupKey, providerIdOf } from './ids.js';
import { openEnum } from './open-enum.js';
import { orderInput } from './order-input.js';
import {
  ActivationRef,
  CdrRef,
  MobileSubscriptionRef,
  ServicesRef,
  SimCardRef,
  UsageSummaryRef,
} from './refs.js';
import { DateScalar, YearMonth } from './scalars.js';
import { SECRETS } from './scopes.js';
import {
  BOOLEAN_SERVICE_DESCRIPTIONS,
  DATA_ROAMING_LIMITATION_DESCRIPTION,
  DATA_ROAMING_OUTSIDE_EU_DESCRIPTION,
  DATA_USAGE_NOTIFICATION_DESCRIPTION,
  limitEuros,
  notificationMb,
} from './services-catalog.js';

const SubscriptionState = openEnum(
  'SubscriptionState',
  SUBSCRIPTION_STATES,
  'State of a mobile subscription.',
);

builder.node(MobileSubscriptionRef, {
  description: "A mobile subscription: the partner's Subscription resource.",
  authScopes: (sub, ctx) => isOwn(ctx, { kind: 'subscription', id: sub.id }),
  id: { resolve: (sub) => sub.id },
  loadOne: async (id, ctx) => ifOwnSubscription(ctx, await ctx.loaders.subscription.load({ id })),
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

ServicesRef.implement({
  description:
    'Services of a subscription. On a subscription: the services actually set. On a SetServices activation: only the services the provider recognised.',
  fields: (t) => ({
    ...Object.fromEntries(
      BOOLEAN_SERVICE_NAMES.map((name) => [
        name,
        t.boolean({ description: BOOLEAN_SERVICE_DESCRIPTIONS[name], resolve: (s) => s[name] ?? null }),
      ]),
    ),
    dataRoamingOutsideEU: t.boolean({
      description: DATA_ROAMING_OUTSIDE_EU_DESCRIPTION,
      resolve: (s) => s.dataRoamingOutsideEU ?? null,
    }),
    dataUsageNotification: t.string({
      description: DATA_USAGE_NOTIFICATION_DESCRIPTION,
      resolve: (s) => s.dataUsageNotification ?? null,
    }),
    dataUsageNotificationMb: t.int({
      description: 'The level of dataUsageNotification in MB; null when there is no notification.',
      resolve: (s) => notificationMb(s.dataUsageNotification),
    }),
    dataRoamingLimitation: t.string({
      description: DATA_ROAMING_LIMITATION_DESCRIPTION,
      resolve: (s) => s.dataRoamingLimitation ?? null,
    }),
    dataRoamingLimitEuros: t.int({
      description: 'The limit of dataRoamingLimitation in euros.',
      resolve: (s) => limitEuros(s.dataRoamingLimitation),
    }),
    accessType: t.string({
      description: 'Human-readable form of the access type (QuerySubscription only).',
      resolve: (s) => s.accessType ?? null,
    }),
    unlimitedVoiceNLEUGroup: t.boolean({
      description: 'QuerySubscription only.',
      resolve: (s) => s.unlimitedVoiceNLEUGroup ?? null,
    }),
    voicePriority: t.boolean({
      description: 'QuerySubscription only.',
      resolve: (s) => s.voicePriority ?? null,
    }),
  }),
});

const MobileSubscriptionFilter = builder.inputType('MobileSubscriptionFilter', {
  description: 'Filters of QuerySubscription.',
  fields: (t) => ({
    phoneNumber: t.string(),
    simCardNumber: t.string(),
    activationDate: t.field({ type: DateScalar }),
  }),
});

const MobileSubscriptionOrder = orderInput(
  'MobileSubscriptionOrder',
  {
    PHONE_NUMBER: 'phoneNumber',
    SIM_CARD_NUMBER: 'simCardNumber',
    ACTIVATION_DATE: 'activationDate',
    STATE: 'state',
    CUSTOMER_NUMBER: 'customerNumber',
    PROVIDER_ENVIRONMENT: 'providerEnvironment',
  },
  'mobile subscriptions',
);

builder.queryFields((t) => ({
  mobileSubscriptions: t.connection({
    type: MobileSubscriptionRef,
    description:
      'Mobile subscriptions (QuerySubscription). Terminated and ported-out subscriptions are gone from it.',
    args: {
      filter: t.arg({ type: MobileSubscriptionFilter }),
      orderBy: t.arg({ type: MobileSubscriptionOrder }),
    },
    resolve: (_root, args, ctx) => listSubscriptions(ctx, args),
  }),
  mobileSubscription: t.field({
    type: MobileSubscriptionRef,
    description:
      'One mobile subscription by exactly one of: its id (global or the provider id), phone number, SIM card number.',
    args: {
      id: providerIdOf(t.arg.id(), [MobileSubscriptionRef]),
      phoneNumber: t.arg.string({ validate: lookupKey }),
      simCardNumber: t.arg.string({ validate: lookupKey }),
    },
    resolve: (_root, args, ctx) => findSubscription(ctx, args),
  }),
}));
