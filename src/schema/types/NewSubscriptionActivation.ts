import { activationNode, infoOf } from '../activation-node.js';
import { builder } from '../builder.js';
import { AccessType } from './AccessType.js';
import { DateTime } from './DateTime.js';
import { SubscriptionType } from './SubscriptionType.js';

export const NewSubscriptionActivation = activationNode(
  'NewSubscriptionActivation',
  'A NewSubscription order (activationType ACTIVATENEW). The phone number arrives while it is processed.',
);

builder.objectFields(NewSubscriptionActivation, (t) => ({
  simCardNumber: t.string({ resolve: (a) => infoOf(a).simCardNumber ?? null }),
  eSim: t.boolean({ resolve: (a) => infoOf(a).eSim ?? null }),
  subscriptionType: t.field({
    type: SubscriptionType.ref,
    resolve: (a) => SubscriptionType.of(infoOf(a).subscriptionType),
  }),
  accessType: t.field({ type: AccessType.ref, resolve: (a) => AccessType.of(infoOf(a).accessType) }),
  customerId: t.string({ resolve: (a) => infoOf(a).customerId ?? null }),
  serviceCustomerId: t.string({
    description: 'The customer identifier in the service.',
    resolve: (a) => infoOf(a).serviceCustomerId ?? null,
  }),
  wishDate: t.field({
    type: DateTime,
    description: 'Desired activation time.',
    resolve: (a) => infoOf(a).wishDate ?? null,
  }),
}));
