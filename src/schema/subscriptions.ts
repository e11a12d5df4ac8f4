/**
 * Mobile subscriptions: the MobileSubscription node with its services, its state, its filter
 * and sort order, its look-ups, and its edges to the SIM card, activations, usage and CDRs.
 */
import { BOOLEAN_SERVICE_NAMES, SUBSCRIPTION_STATES, type WireSubscription } from '@msp/partner-interface';
import { SECRETS } from '../auth/scopes.js';
import { arrayConnection } from '../resolvers/connection.js';
import { isOwn } from '../resolvers/own.js';
import { reads } from '../resolvers/selection.js';
import {
  findSubscription,
  listSubscriptions,
  subscriptionActivations,
  subscriptionCdrs,
  subscriptionOpenActivations,
  subscriptionUsage,
  subscriptionUsageThisMonth,
} from '../resolvers/subscriptions.js';
import { builder, embedded, pageOf } from './builder.js';
import { FILTER, ORDER_BY, PHONE_FORMS, PHONE_NUMBER, PROVIDER_GROUP } from './docs.js';
import { ProviderEnvironment } from './enums.js';
import { lookupKey, providerIdOf } from './ids.js';
import { listedLive, subscriptionLookedUpLive } from './live-query-keys.js';
import { nodeId } from './node-ids.js';
import { asSent, openEnum } from './open-enum.js';
import {
  ActivationRef,
  CdrRef,
  MobileSubscriptionRef,
  ServicesRef,
  SimCardRef,
  UsageSummaryRef,
} from './refs.js';
import { DateScalar, YearMonth } from './scalars.js';
import {
  BOOLEAN_SERVICE_DESCRIPTIONS,
  DATA_ROAMING_LIMITATION_DESCRIPTION,
  DATA_ROAMING_OUTSIDE_EU_DESCRIPTION,
  DATA_USAGE_NOTIFICATION_DESCRIPTION,
  limitEuros,
  notificationMb,
} from './services-catalog.js';
import { sortInput } from './sort-input.js';

const SubscriptionState = openEnum(
  'SubscriptionState',
  SUBSCRIPTION_STATES,
  'State of a mobile subscription, as the provider reports it. The spec lists the states without defining them or the transitions between them.',
  {
    ACTIVE: 'Reported as active.',
    BLOCKED: 'Reported as blocked.',
    UNKNOWN: 'Reported as unknown by the provider itself.',
  },
);

/** The partner fields a field of MobileSubscription reads: a page asks for no more (resolvers/selection.ts). */
const subscriptionReads = (...fields: ReadonlyArray<keyof WireSubscription & string>) =>
  reads<WireSubscription>(...fields);

builder.node(MobileSubscriptionRef, {
  description: "A mobile subscription: the partner's Subscription resource.",
  authScopes: (sub, ctx) => isOwn(ctx, { kind: 'subscription', id: sub.id }),
  id: nodeId((sub) => sub.id, subscriptionReads('id')),
  loadOne: (id, ctx) => findSubscription(ctx, { id }),
  fields: (t) => ({
    subscriptionId: t.id({
      extensions: subscriptionReads('id'),
      nullable: false,
      description: "The provider's id of the subscription.",
      resolve: (s) => s.id,
    }),
    state: t.field({
      extensions: subscriptionReads('state'),
      type: SubscriptionState.ref,
      description: 'The state of the subscription at the provider.',
      resolve: (s) => SubscriptionState.of(s.state),
    }),
    stateRaw: t.string({
      extensions: subscriptionReads('state'),
      description: asSent('state'),
      resolve: (s) => s.state ?? null,
    }),
    customerNumber: t.string({
      extensions: subscriptionReads('customerNumber'),
      description: 'Number of the customer the subscription belongs to.',
      resolve: (s) => s.customerNumber ?? null,
    }),
    phoneNumber: t.string({
      extensions: subscriptionReads('phoneNumber'),
      description: PHONE_NUMBER,
      resolve: (s) => s.phoneNumber ?? null,
    }),
    simCardNumber: t.string({
      extensions: subscriptionReads('simCardNumber'),
      description: 'The number of the SIM card in use; simCard resolves it.',
      resolve: (s) => s.simCardNumber ?? null,
    }),
    pin: t.string({
      extensions: subscriptionReads('pin'),
      description: 'PIN of the SIM (staff need the sim:secrets scope).',
      authScopes: SECRETS,
      resolve: (s) => s.pin ?? null,
    }),
    puk: t.string({
      extensions: subscriptionReads('puk'),
      description: 'PUK of the SIM (staff need the sim:secrets scope).',
      authScopes: SECRETS,
      resolve: (s) => s.puk ?? null,
    }),
    providerGroup: t.string({
      extensions: subscriptionReads('providerGroup'),
      description: PROVIDER_GROUP,
      resolve: (s) => s.providerGroup ?? null,
    }),
    isDataSim: t.boolean({
      extensions: subscriptionReads('isDataSim'),
      description: 'True when the subscription is data only.',
      resolve: (s) => s.isDataSim ?? null,
    }),
    isEsim: t.boolean({
      extensions: subscriptionReads('isEsim'),
      description: 'True when the SIM is an eSIM.',
      resolve: (s) => s.isEsim ?? null,
    }),
    activationDate: t.field({
      extensions: subscriptionReads('activationDate'),
      type: DateScalar,
      description: 'The day the subscription was activated.',
      resolve: (s) => s.activationDate ?? null,
    }),
    fixedIpAddress: t.string({
      extensions: subscriptionReads('fixedIpAddress'),
      description:
        'Shown when a fixed IP was requested and assigned; kept when fixedIp is later switched off.',
      resolve: (s) => s.fixedIpAddress ?? null,
    }),
    providerEnvironment: t.field({
      extensions: subscriptionReads('providerEnvironment'),
      type: ProviderEnvironment.ref,
      description: 'The environment the SIM is registered in at the provider.',
      resolve: (s) => ProviderEnvironment.of(s.providerEnvironment),
    }),
    providerEnvironmentRaw: t.string({
      extensions: subscriptionReads('providerEnvironment'),
      description: asSent('providerEnvironment'),
      resolve: (s) => s.providerEnvironment ?? null,
    }),
    services: t.field({
      extensions: subscriptionReads('services'),
      type: ServicesRef,
      description: 'The services actually set.',
      resolve: (s) => s.services ?? null,
    }),
    simCard: t.field({
      type: SimCardRef,
      description:
        'The SIM card in use (by simCardNumber); null when there is none or the provider does not list it.',
      resolve: (s, _args, ctx) => (s.simCardNumber ? ctx.loaders.simCard.load(s.simCardNumber) : null),
    }),
    activations: t.connection(
      {
        type: ActivationRef,
        description: 'Every order placed on this subscription, newest first.',
        resolve: async (s, args, ctx) => arrayConnection(args, await subscriptionActivations(ctx, s)),
      },
      ...pageOf('activations'),
    ),
    openActivations: t.field({
      type: [ActivationRef],
      nullable: false,
      description:
        'The orders on this subscription that are not final yet (any status but DONE, ERROR and CANCELLED), newest first.',
      resolve: (s, _args, ctx) => subscriptionOpenActivations(ctx, s),
    }),
    usageThisMonth: t.field({
      type: UsageSummaryRef,
      description:
        "The usage summary of the current month on the provider's clock; null while the month has no usage.",
      resolve: (s, _args, ctx, info) => subscriptionUsageThisMonth(ctx, s, info),
    }),
    usage: t.field({
      type: [UsageSummaryRef],
      description: 'Usage summaries, one per month with usage; only that month with yearMonth.',
      args: { yearMonth: t.arg({ type: YearMonth, description: 'Only this month.' }) },
      resolve: (s, args, ctx, info) => subscriptionUsage(ctx, s, args.yearMonth, info),
    }),
    cdrs: t.connection(
      {
        type: CdrRef,
        description: 'Call detail records of one month: by default the current month.',
        args: {
          yearMonth: t.arg({
            type: YearMonth,
            description: "The month; by default the current one on the provider's clock.",
          }),
        },
        resolve: async (s, args, ctx) =>
          arrayConnection(args, await subscriptionCdrs(ctx, s, args.yearMonth)),
      },
      ...pageOf('call detail records'),
    ),
  }),
});

/** unlimitedVoiceNLEUGroup and voicePriority: the spec names them, and no more. */
const SUBSCRIPTION_ONLY =
  'Only on a subscription (QuerySubscription returns it); orders cannot set it. The spec does not say more.';

ServicesRef.implement({
  description: embedded(
    'Services of a subscription. On a subscription: the services actually set. On a SetServices activation: only the services the provider recognised.',
  ),
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
      description: 'The limit of dataRoamingLimitation in euros; null when it is not of the form Limit <n>.',
      resolve: (s) => limitEuros(s.dataRoamingLimitation),
    }),
    accessType: t.string({
      description: 'Human-readable form of the access type (QuerySubscription only).',
      resolve: (s) => s.accessType ?? null,
    }),
    unlimitedVoiceNLEUGroup: t.boolean({
      description: `${SUBSCRIPTION_ONLY}`,
      resolve: (s) => s.unlimitedVoiceNLEUGroup ?? null,
    }),
    voicePriority: t.boolean({
      description: `${SUBSCRIPTION_ONLY}`,
      resolve: (s) => s.voicePriority ?? null,
    }),
  }),
});

const MobileSubscriptionFilter = builder.inputType('MobileSubscriptionFilter', {
  description: 'Filters of QuerySubscription.',
  fields: (t) => ({
    phoneNumber: t.string({ description: `Only the subscription with this phone number. ${PHONE_FORMS}` }),
    simCardNumber: t.string({ description: 'Only the subscription with this SIM card number.' }),
    activationDate: t.field({ type: DateScalar, description: 'Only subscriptions activated on this day.' }),
  }),
});

const MobileSubscriptionOrder = sortInput(
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
  mobileSubscriptions: t.connection(
    {
      nullable: false,
      type: MobileSubscriptionRef,
      description:
        'Mobile subscriptions (QuerySubscription). Terminated and ported-out subscriptions are gone from it.',
      args: {
        filter: t.arg({ type: MobileSubscriptionFilter, description: FILTER }),
        orderBy: t.arg({ type: MobileSubscriptionOrder, description: ORDER_BY }),
      },
      resolve: (_root, args, ctx, info) => listSubscriptions(ctx, args, info),
      extensions: listedLive('QuerySubscription'),
    },
    ...pageOf('mobile subscriptions'),
  ),
  mobileSubscription: t.field({
    type: MobileSubscriptionRef,
    description:
      'One mobile subscription by exactly one of: its id (global or the provider id), phone number, SIM card number.',
    args: {
      id: providerIdOf(
        t.arg.id({ description: "Its id: the global id, or the provider's subscriptionId." }),
        [MobileSubscriptionRef],
      ),
      phoneNumber: t.arg.string({ description: `Its phone number. ${PHONE_FORMS}`, validate: lookupKey }),
      simCardNumber: t.arg.string({ description: 'The number of its SIM card.', validate: lookupKey }),
    },
    resolve: (_root, args, ctx) => findSubscription(ctx, args),
    extensions: subscriptionLookedUpLive,
  }),
}));
