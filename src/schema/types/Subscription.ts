import { GraphQLError } from 'graphql';
import { providerId } from '../../resolvers/common.js';
import { findSubscription } from '../../resolvers/subscriptions.js';
import {
  activationOrError,
  followActivation,
  followActivations,
  followSubscription,
} from '../../subscriptions/streams.js';
import { ACTIVATION_TYPENAME_LIST } from '../activation-node.js';
import { builder } from '../builder.js';
import { ActivationRef } from '../refs.js';

builder.subscriptionType({
  description:
    'Live order progress over WebSocket (graphql-ws) or server-sent events. The gateway polls the provider underneath, once per activation however many follow it.',
  fields: (t) => ({
    activationUpdated: t.field({
      type: ActivationRef,
      nullable: false,
      description:
        'One activation: its current state at once, then every change (status, portingStatus, providerOrderNumber, phoneNumber, dates, info); completes after a final status (DONE, ERROR, CANCELLED).',
      args: { id: t.arg.id({ required: true, description: 'Global or provider id of the activation.' }) },
      subscribe: (_root, args, ctx) => followActivation(ctx, providerId(args.id, ACTIVATION_TYPENAME_LIST)),
      resolve: activationOrError,
    }),
    activationsUpdated: t.field({
      type: ActivationRef,
      nullable: false,
      description:
        'Several activations at once: each one as activationUpdated; completes when all are final.',
      args: { ids: t.arg.idList({ required: true }) },
      subscribe: (_root, args, ctx) => {
        if (args.ids.length === 0 || args.ids.length > 100) {
          throw new GraphQLError('ids must name 1 to 100 activations', {
            extensions: { code: 'BAD_USER_INPUT', field: 'ids' },
          });
        }
        return followActivations(
          ctx,
          args.ids.map((id) => providerId(id, ACTIVATION_TYPENAME_LIST)),
        );
      },
      resolve: activationOrError,
    }),
    mobileSubscriptionActivity: t.field({
      type: ActivationRef,
      nullable: false,
      description:
        'Everything that happens to one mobile subscription: its open orders at once, then every change and every new order, including ones placed after you joined. Give subscriptionId or phoneNumber.',
      args: { subscriptionId: t.arg.id(), phoneNumber: t.arg.string() },
      subscribe: async (_root, args, ctx) => {
        const sub = await findSubscription(ctx, { id: args.subscriptionId, phoneNumber: args.phoneNumber });
        if (sub === null || !ctx.caller.mayRead(sub, 'subscription')) {
          throw new GraphQLError('that mobile subscription does not exist', {
            extensions: { code: 'NOT_FOUND' },
          });
        }
        return followSubscription(ctx, sub.id);
      },
      resolve: activationOrError,
    }),
  }),
});
