/**
 * Activations, the records of orders: the Activation interface (its objects per type are in
 * ./kinds.ts), its status, its filter and sort order, its look-ups, its edge to the
 * subscription, and the subscription fields that follow activations live.
 */
import { ACTIVATION_STATUSES, isFinalStatus } from '@msp/partner-interface';
import { GraphQLError } from 'graphql';
import { INPUT_LIMITS } from '../../limits.js';
import { activationById, listActivations, requireActivations } from '../../resolvers/activations.js';
import { isOwn } from '../../resolvers/own.js';
import { findSubscription, subscriptionOf } from '../../resolvers/subscriptions.js';
import {
  activationOrError,
  followActivation,
  followActivations,
  followSubscription,
} from '../../subscriptions/streams.js';
import { builder } from '../builder.js';
import { ProviderEnvironment } from '../enums.js';
import { lookupKey, providerIdOf, providerIdsOf } from '../ids.js';
import { known, openEnum } from '../open-enum.js';
import { orderInput } from '../order-input.js';
import { ACTIVATION_OBJECTS, ActivationRef, MobileSubscriptionRef } from '../refs.js';
import { DateScalar, DateTime } from '../scalars.js';
import { activationObject, infoOf } from './kinds.js';

const ActivationStatus = openEnum(
  'ActivationStatus',
  ACTIVATION_STATUSES,
  'Status of an activation. DONE, ERROR and CANCELLED are final.',
);

ActivationRef.implement({
  description:
    'The record of an order (every POST operation creates one). Processing is asynchronous: follow it until a final status (DONE, ERROR, CANCELLED). One implementation per activationType; OtherActivation for a type the spec does not list.',
  resolveType: (activation) => activationObject(activation).name,
  authScopes: (activation, ctx) => isOwn(ctx, activation),
  fields: (t) => ({
    id: t.globalID({
      nullable: false,
      resolve: (a) => ({ type: activationObject(a).name, id: a.id }),
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

const ActivationFilter = builder.inputType('ActivationFilter', {
  description: 'Filters of QueryActivation.',
  fields: (t) => ({
    status: t.field({ type: ActivationStatus.ref, validate: known }),
    activationType: t.string({
      description: 'ACTIVATENEW, SETSERVICES, SIMSWAP, OUTPORT, INPORT, TERMINATE, SUSPEND, RESUME, ...',
    }),
    subscriptionId: t.string(),
    phoneNumber: t.string(),
    createdAtFrom: t.field({ type: DateScalar }),
    createdAtTo: t.field({ type: DateScalar }),
  }),
});

const ActivationOrder = orderInput(
  'ActivationOrder',
  {
    CREATED_AT: 'createdAt',
    MODIFIED_AT: 'modifiedAt',
    STATUS: 'status',
    ACTIVATION_TYPE: 'activationType',
    PHONE_NUMBER: 'phoneNumber',
    ACTIVATED_DATE: 'activatedDate',
  },
  'activations',
);

builder.queryFields((t) => ({
  activations: t.connection({
    type: ActivationRef,
    description: 'Activations: the records of every order (QueryActivation).',
    args: { filter: t.arg({ type: ActivationFilter }), orderBy: t.arg({ type: ActivationOrder }) },
    resolve: (_root, args, ctx) => listActivations(ctx, args),
  }),
  activation: t.field({
    type: ActivationRef,
    description: 'One activation by its id (global or the provider id).',
    args: { id: providerIdOf(t.arg.id({ required: true }), ACTIVATION_OBJECTS) },
    resolve: (_root, args, ctx) => activationById(ctx, args.id),
  }),
}));

builder.subscriptionFields((t) => ({
  activationUpdated: t.field({
    type: ActivationRef,
    nullable: false,
    description:
      'One activation: its current state at once, then every change (status, portingStatus, providerOrderNumber, phoneNumber, dates, info); completes after a final status (DONE, ERROR, CANCELLED).',
    args: {
      id: providerIdOf(
        t.arg.id({ required: true, description: 'Global or provider id of the activation.' }),
        ACTIVATION_OBJECTS,
      ),
    },
    subscribe: async (_root, args, ctx) => {
      await requireActivations(ctx, [args.id]);
      return followActivation(ctx, args.id);
    },
    resolve: activationOrError,
  }),
  activationsUpdated: t.field({
    type: ActivationRef,
    nullable: false,
    description: 'Several activations at once: each one as activationUpdated; completes when all are final.',
    args: { ids: providerIdsOf(t.arg.idList({ required: true }), ACTIVATION_OBJECTS) },
    subscribe: async (_root, args, ctx) => {
      if (args.ids.length === 0) {
        throw new GraphQLError(`ids must name 1 to ${INPUT_LIMITS.maxListLength} activations`, {
          extensions: { code: 'BAD_USER_INPUT', field: 'ids' },
        });
      }
      await requireActivations(ctx, args.ids);
      return followActivations(ctx, args.ids);
    },
    resolve: activationOrError,
  }),
  mobileSubscriptionActivity: t.field({
    type: ActivationRef,
    nullable: false,
    description:
      'Everything that happens to one mobile subscription: its open orders at once, then every change and every new order, including ones placed after you joined. Give subscriptionId or phoneNumber.',
    args: {
      subscriptionId: providerIdOf(t.arg.id(), [MobileSubscriptionRef]),
      phoneNumber: t.arg.string({ validate: lookupKey }),
    },
    subscribe: async (_root, args, ctx) => {
      const sub = await findSubscription(ctx, { id: args.subscriptionId, phoneNumber: args.phoneNumber });
      if (sub === null) {
        throw new GraphQLError('that mobile subscription does not exist', {
          extensions: { code: 'NOT_FOUND' },
        });
      }
      return followSubscription(ctx, sub.id);
    },
    resolve: activationOrError,
  }),
}));
