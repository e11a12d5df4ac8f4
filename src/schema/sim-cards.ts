/**
 * SIM cards: the SimCard node with its status and type, its filter and sort order, its
 * look-ups, and its edge to the subscription.
 */
import { SIM_CARD_STATUSES, SIM_CARD_TYPES } from '@msp/partner-interface';
import { SECRETS } from '../auth/scopes.js';
import { isOwn } from '../resolvers/own.js';
import { listSimCards, simCardByNumber } from '../resolvers/sim-cards.js';
import { subscriptionOf } from '../resolvers/subscriptions.js';
import { builder, pageOf } from './builder.js';
import { FILTER, ORDER_BY, PHONE_FORMS, SUBSCRIPTION, SUBSCRIPTION_ID } from './docs.js';
import { lookupKey } from './ids.js';
import { listedLive, lookedUpLive } from './live-query-keys.js';
import { nodeId } from './node-ids.js';
import { asSent, known, openEnum } from './open-enum.js';
import { MobileSubscriptionRef, SimCardRef } from './refs.js';
import { DateScalar, DateTime } from './scalars.js';
import { sortInput } from './sort-input.js';

const SimCardStatus = openEnum(
  'SimCardStatus',
  SIM_CARD_STATUSES,
  'Status of a SIM card, as the provider reports it; which fields a SIM card has varies with it. The spec lists the statuses without defining them or the transitions between them.',
  {
    FREE: 'Reported as free.',
    ACTIVATED: 'Reported as activated.',
    DISABLED: 'Reported as disabled.',
    BUSY: 'Reported as busy.',
  },
);

const SimCardType = openEnum('SimCardType', SIM_CARD_TYPES, 'Type of a SIM card.', {
  USIM: 'Standard SIM.',
  DUOSIM: 'A SIM with two numbers.',
  DATAONLYSIM: 'Data only, no voice.',
});

builder.node(SimCardRef, {
  description:
    'A SIM card. Its global id is built from the SIM card number, the key the provider looks SIM cards up by.',
  authScopes: (sim, ctx) => isOwn(ctx, sim),
  id: nodeId((sim) => sim.simCardNumber),
  loadOne: (simCardNumber, ctx) => simCardByNumber(ctx, simCardNumber),
  fields: (t) => ({
    simCardId: t.id({
      nullable: false,
      description: "The provider's id of the SIM card.",
      resolve: (sim) => sim.id,
    }),
    simCardNumber: t.string({
      nullable: false,
      description: 'The number of the SIM card: the key orders and look-ups name it by.',
      resolve: (sim) => sim.simCardNumber,
    }),
    status: t.field({
      type: SimCardStatus.ref,
      description: 'The status of the SIM card at the provider.',
      resolve: (sim) => SimCardStatus.of(sim.status),
    }),
    statusRaw: t.string({ description: asSent('status'), resolve: (sim) => sim.status ?? null }),
    simCardType: t.field({
      type: SimCardType.ref,
      description: 'The type of the SIM card.',
      resolve: (sim) => SimCardType.of(sim.simCardType),
    }),
    simCardTypeRaw: t.string({
      description: asSent('simCardType'),
      resolve: (sim) => sim.simCardType ?? null,
    }),
    pin: t.string({
      description: 'PIN, if available (staff need the sim:secrets scope).',
      authScopes: SECRETS,
      resolve: (sim) => sim.pin ?? null,
    }),
    puk: t.string({
      description: 'PUK, if available (staff need the sim:secrets scope).',
      authScopes: SECRETS,
      resolve: (sim) => sim.puk ?? null,
    }),
    phoneNumber: t.string({
      description: `The phone number the SIM card serves, if any. ${PHONE_FORMS}`,
      resolve: (sim) => sim.phoneNumber ?? null,
    }),
    activatedDate: t.field({
      type: DateTime,
      description: 'When the SIM card was activated, if it was.',
      resolve: (sim) => sim.activatedDate ?? null,
    }),
    subscriptionId: t.id({
      description: `${SUBSCRIPTION_ID} A DISABLED SIM card keeps the id of the subscription it served after that subscription ended, when subscription is null.`,
      resolve: (sim) => sim.subscriptionId ?? null,
    }),
    subscription: t.field({
      type: MobileSubscriptionRef,
      description: SUBSCRIPTION,
      resolve: (sim, _args, ctx) => subscriptionOf(ctx, sim),
    }),
  }),
});

const SimCardFilter = builder.inputType('SimCardFilter', {
  description: 'Filters of QuerySimcard.',
  fields: (t) => ({
    simCardNumber: t.string({ description: 'Only the SIM card with this number.' }),
    status: t.field({
      type: SimCardStatus.ref,
      validate: known,
      description: 'Only SIM cards in this status.',
    }),
    simCardType: t.field({
      type: SimCardType.ref,
      validate: known,
      description: 'Only SIM cards of this type.',
    }),
    subscriptionId: t.string({ description: "Only the SIM cards of this subscription (the provider's id)." }),
    phoneNumber: t.string({ description: `Only the SIM cards of this phone number. ${PHONE_FORMS}` }),
    activatedDateFrom: t.field({
      type: DateScalar,
      description: 'Only SIM cards activated from this day on.',
    }),
    activatedDateTo: t.field({
      type: DateScalar,
      description: 'Only SIM cards activated up to this day.',
    }),
  }),
});

const SimCardOrder = sortInput(
  'SimCardOrder',
  {
    SIM_CARD_NUMBER: 'simCardNumber',
    STATUS: 'status',
    SIM_CARD_TYPE: 'simCardType',
    PHONE_NUMBER: 'phoneNumber',
    ACTIVATED_DATE: 'activatedDate',
  },
  'SIM cards',
);

builder.queryFields((t) => ({
  simCards: t.connection(
    {
      nullable: false,
      type: SimCardRef,
      description: 'SIM cards (QuerySimcard).',
      args: {
        filter: t.arg({ type: SimCardFilter, description: FILTER }),
        orderBy: t.arg({ type: SimCardOrder, description: ORDER_BY }),
      },
      resolve: (_root, args, ctx) => listSimCards(ctx, args),
      extensions: listedLive('QuerySimcard'),
    },
    ...pageOf('SIM cards'),
  ),
  simCard: t.field({
    type: SimCardRef,
    description: 'One SIM card by its number.',
    args: {
      simCardNumber: t.arg.string({
        required: true,
        description: 'The SIM card number.',
        validate: lookupKey,
      }),
    },
    resolve: (_root, args, ctx) => simCardByNumber(ctx, args.simCardNumber),
    extensions: lookedUpLive('QuerySimcard', 'simCardNumber'),
  }),
}));
