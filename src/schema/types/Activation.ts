import { isFinalStatus } from '../../provider/wire.js';
import { subscriptionOf } from '../../resolvers/subscriptions.js';
import { activationTypename, infoOf } from '../activation-node.js';
import { ActivationRef, MobileSubscriptionRef } from '../refs.js';
import { ActivationStatus } from './ActivationStatus.js';
import { DateTime } from './DateTime.js';
import { ProviderEnvironment } from './ProviderEnvironment.js';

ActivationRef.implement({
  description:
    'The record of an order (every POST operation creates one). Processing is asynchronous: follow it until a final status (DONE, ERROR, CANCELLED). One implementation per activationType; OtherActivation for a type the spec does not list.',
  resolveType: (activation) => activationTypename(activation),
  authScopes: (activation, ctx) => ctx.caller.mayRead(activation, 'record'),
  fields: (t) => ({
    id: t.globalID({
      nullable: false,
      resolve: (a) => ({ type: activationTypename(a), id: a.id }),
    }),
    activationId: t.id({
      nullable: false,
      description: "The provider's id of the activation: quote it to track or cancel the order.",
      resolve: (a) => a.id,
    }),
    activationType: t.string({
      nullable: false,
      description: 'The activationType as the provider sent it (ACTIVATENEW, INPORT, ...).',
      resolve: (a) => a.activationType,
    }),
    status: t.field({
      type: ActivationStatus.ref,
      nullable: false,
      resolve: (a) => ActivationStatus.of(a.status) ?? 'OTHER',
    }),
    statusRaw: t.string({
      nullable: false,
      description: 'The status as the provider sent it.',
      resolve: (a) => a.status,
    }),
    isFinal: t.boolean({
      nullable: false,
      description: 'True once the status is DONE, ERROR or CANCELLED: nothing changes after that.',
      resolve: (a) => isFinalStatus(a.status),
    }),
    createdAt: t.field({ type: DateTime, nullable: false, resolve: (a) => a.createdAt }),
    modifiedAt: t.field({ type: DateTime, resolve: (a) => a.modifiedAt ?? null }),
    providerEnvironment: t.field({
      type: ProviderEnvironment.ref,
      resolve: (a) => ProviderEnvironment.of(a.providerEnvironment),
    }),
    referenceNumber: t.string({
      description: "The caller's tracking reference.",
      resolve: (a) => a.referenceNumber ?? null,
    }),
    providerOrderNumber: t.string({
      description:
        'Assigned once the provider has answered; absent before that, after a provider error and when validation rejected the request. Quote it when contacting the provider.',
      resolve: (a) => a.providerOrderNumber ?? null,
    }),
    subscriptionId: t.id({ resolve: (a) => a.subscriptionId ?? null }),
    phoneNumber: t.string({
      description: 'Null until known: a new subscription gets its number while the order is processed.',
      resolve: (a) => (a.phoneNumber ? a.phoneNumber : null),
    }),
    activatedDate: t.field({
      type: DateTime,
      description: 'When the order took effect.',
      resolve: (a) => a.activatedDate ?? null,
    }),
    explanation: t.string({
      description:
        'Why the order ended in ERROR, as the provider explains it (for a port-in: its portingMessage).',
      resolve: (a) => {
        const info = infoOf(a);
        return info.portingMessage ?? info.errorMessage ?? null;
      },
    }),
    subscription: t.field({
      type: MobileSubscriptionRef,
      description: 'The subscription the order is for; null while it does not exist (yet) or after it ended.',
      resolve: (a, _args, ctx) => subscriptionOf(ctx, a),
    }),
  }),
});
