/**
 * SIM cards: the SimCard node with its status and type, its filter and sort order, its
 * look-ups, and its edge to the subscription.
 */
import { SIM_CARD_STATUSES, SIM_CARD_TYPES } from '@msp/partner-interface';
import { isOwn } from '../resolvers/own.js';
import { listSimCards, simCardByNumber } from '../resolvers/sim-cards.js';
import { subscriptionOf } from '../resolvers/subscriptions.js';
import { builder } from './builder.js';
import { lookupKey } from './ids.js';
import { known, openEnum } from './open-enum.js';
import { orderInput } from './order-input.js';
import { MobileSubscriptionRef, SimCardRef } from './refs.js';
import { DateScalar, DateTime } from './scalars.js';
import { SECRETS } from './scopes.js';

const SimCardStatus = openEnum('SimCardStatus', SIM_CARD_STATUSES, 'Status of a SIM card.');

const SimCardType = openEnum(
  'SimCardType',
  SIM_CARD_TYPES,
  'USIM (standard SIM), DUOSIM (two numbers), DATAONLYSIM (data only, no voice).',
);

builder.node(SimCardRef, {
  description:
    'A SIM card. Its global id is built from the SIM card number, the key the provider looks SIM cards up by.',
  authScopes: (sim, ctx) => isOwn(ctx, sim),
  id: { resolve: (sim) => sim.simCardNumber },
  loadOne: (simCardNumber, ctx) => simCardByNumber(ctx, simCardNumber),
  fields: (t) => ({
    simCardId: t.id({
      nullable: false,
      description: "The provider's id of the SIM card.",
      resolve: (sim) => sim.id,
    }),
    simCardNumber: t.string({ nullable: false, resolve: (sim) => sim.simCardNumber }),
    status: t.field({ type: SimCardStatus.ref, resolve: (sim) => SimCardStatus.of(sim.status) }),
    statusRaw: t.string({
      description: 'The status as the provider sent it.',
      resolve: (sim) => sim.status ?? null,
    }),
    simCardType: t.field({ type: SimCardType.ref, resolve: (sim) => SimCardType.of(sim.simCardType) }),
    simCardTypeRaw: t.string({
      description: 'The type as the provider sent it.',
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
    phoneNumber: t.string({ resolve: (sim) => sim.phoneNumber ?? null }),
    activatedDate: t.field({ type: DateTime, resolve: (sim) => sim.activatedDate ?? null }),
    subscription: t.field({
      type: MobileSubscriptionRef,
      description: 'The subscription this SIM card belongs to, if any.',
      resolve: (sim, _args, ctx) => subscriptionOf(ctx, sim),
    }),
  }),
});

const SimCardFilter = builder.inputType('SimCardFilter', {
  description: 'Filters of QuerySimcard.',
  fields: (t) => ({
    simCardNumber: t.string(),
    status: t.field({ type: SimCardStatus.ref, validate: known }),
    simCardType: t.field({ type: SimCardType.ref, validate: known }),
    subscriptionId: t.string(),
    phoneNumber: t.string(),
    activatedDateFrom: t.field({ type: DateScalar }),
    activatedDateTo: t.field({ type: DateScalar }),
  }),
});

const SimCardOrder = orderInput(
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
  simCards: t.connection({
    type: SimCardRef,
    description: 'SIM cards (QuerySimcard).',
    args: { filter: t.arg({ type: SimCardFilter }), orderBy: t.arg({ type: SimCardOrder }) },
    resolve: (_root, args, ctx) => listSimCards(ctx, args),
  }),
  simCard: t.field({
    type: SimCardRef,
    description: 'One SIM card by its number.',
    args: { simCardNumber: t.arg.string({ required: true, validate: lookupKey }) },
    resolve: (_root, args, ctx) => simCardByNumber(ctx, args.simCardNumber),
  }),
}));
