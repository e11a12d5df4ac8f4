import { simCardByNumber } from '../../resolvers/sim-cards.js';
import { subscriptionOf } from '../../resolvers/subscriptions.js';
import { builder } from '../builder.js';
import { MobileSubscriptionRef, SimCardRef } from '../refs.js';
import { SECRETS } from '../scopes.js';
import { DateTime } from './DateTime.js';
import { SimCardStatus } from './SimCardStatus.js';
import { SimCardType } from './SimCardType.js';

builder.node(SimCardRef, {
  description:
    'A SIM card. Its global id is built from the SIM card number, the key the provider looks SIM cards up by.',
  authScopes: (sim, ctx) => ctx.caller.mayRead(sim, 'record'),
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
