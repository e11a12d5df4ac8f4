/**
 * Activations, the records of orders: the Activation interface (its objects per type are in
 * ./kinds.ts), its status, its filter and sort order, its look-ups, its edge to the
 * subscription, and the subscription fields that follow activations live.
 */
import { isFinalStatus } from '@msp/partner-interface';
import { GraphQLError } from 'graphql';
import { CODES } from '../../errors/codes.js';
import type { Context } from '../../request/context.js';
import { activationById, listActivations, requireActivations } from '../../resolvers/activations.js';
import { exactlyOneOf } from '../../resolvers/common.js';
import { activationHistory, missedChanges, type StatusChange } from '../../resolvers/journal.js';
import { activationIdByKey } from '../../resolvers/orders/index.js';
import { isOwn, ownershipOf } from '../../resolvers/own.js';
import { findSubscription, subscriptionOf } from '../../resolvers/subscriptions.js';
import { INPUT_LIMITS } from '../../settings/defaults.js';
import {
  activationOrError,
  followActivation,
  followActivations,
  followSubscription,
} from '../../subscriptions/activation-streams.js';
import type { Replay } from '../../subscriptions/replay.js';
import { builder, embedded, GLOBAL_ID_DESCRIPTION, pageOf } from '../builder.js';
import { FILTER, ORDER_BY, PHONE_FORMS, SUBSCRIPTION_ID } from '../docs.js';
import { ActivationStatus, ProviderEnvironment } from '../enums.js';
import { lookupKey, providerIdDecoder, providerIdOf, providerIdsOf } from '../ids.js';
import { listedLive, lookedUpLive } from '../live-query-keys.js';
import { asSent, known } from '../open-enum.js';
import { ACTIVATION_OBJECTS, ActivationRef, MobileSubscriptionRef } from '../refs.js';
import { DateScalar, DateTime } from '../scalars.js';
import { sortInput } from '../sort-input.js';
import { activationObject, infoOf, PortingStatus } from './kinds.js';

const ActivationStatusChange = builder.objectRef<StatusChange>('ActivationStatusChange').implement({
  description: embedded(
    "One change of an order's status (or of its port's portingStatus) that the gateway observed and recorded in its order journal.",
  ),
  fields: (t) => ({
    status: t.field({
      type: ActivationStatus.ref,
      nullable: false,
      description:
        'The status from this change on; OTHER for a status the spec does not list (see statusRaw).',
      resolve: (c) => ActivationStatus.of(c.status) ?? 'OTHER',
    }),
    statusRaw: t.string({ nullable: false, description: asSent('status'), resolve: (c) => c.status }),
    portingStatus: t.field({
      type: PortingStatus.ref,
      description: "A port-in's or port-out's portingStatus from this change on; null for other orders.",
      resolve: (c) => PortingStatus.of(c.portingStatus),
    }),
    portingStatusRaw: t.string({ description: asSent('portingStatus'), resolve: (c) => c.portingStatus }),
    at: t.field({
      type: DateTime,
      nullable: false,
      description:
        "When it changed: the activation's modifiedAt as the provider sent it with the change, else when the gateway saw it.",
      resolve: (c) => c.at,
    }),
    observedAt: t.field({
      type: DateTime,
      nullable: false,
      description:
        "When the gateway saw the change (a poll finds a change up to one poll interval after it happened; the provider's clock may differ from the gateway's).",
      resolve: (c) => c.observedAt,
    }),
  }),
});

ActivationRef.implement({
  description:
    'The record of an order (every POST operation creates one). Processing is asynchronous: follow it until a final status (DONE, ERROR, CANCELLED). One implementation per activationType; OtherActivation for a type the spec does not list.',
  resolveType: (activation) => activationObject(activation).name,
  authScopes: (activation, ctx) => isOwn(ctx, activation),
  fields: (t) => ({
    id: t.globalID({
      nullable: false,
      description: GLOBAL_ID_DESCRIPTION,
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
      description: 'Where the order stands; OTHER for a status the spec does not list (see statusRaw).',
      resolve: (a) => ActivationStatus.of(a.status) ?? 'OTHER',
    }),
    statusRaw: t.string({
      nullable: false,
      description: asSent('status'),
      resolve: (a) => a.status,
    }),
    isFinal: t.boolean({
      nullable: false,
      description: 'True once the status is DONE, ERROR or CANCELLED: nothing changes after that.',
      resolve: (a) => isFinalStatus(a.status),
    }),
    createdAt: t.field({
      type: DateTime,
      nullable: false,
      description: "When the order's record was created.",
      resolve: (a) => a.createdAt,
    }),
    modifiedAt: t.field({
      type: DateTime,
      description: 'When the record last changed.',
      resolve: (a) => a.modifiedAt ?? null,
    }),
    providerEnvironment: t.field({
      type: ProviderEnvironment.ref,
      description: 'The environment the SIM is registered in at the provider.',
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
    subscriptionId: t.id({
      description: `${SUBSCRIPTION_ID} For a new subscription: the one the order creates.`,
      resolve: (a) => a.subscriptionId ?? null,
    }),
    phoneNumber: t.string({
      description: `The phone number the order is for. Null until known: a new subscription gets its number while the order is processed. ${PHONE_FORMS}`,
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
    history: t.field({
      type: [ActivationStatusChange],
      nullable: false,
      description:
        "Every status the order went through, oldest first, as the gateway's order journal recorded it: for an order placed through the gateway, from the provider's first answer to its final status (the gateway follows its orders to the end). Empty for an activation the gateway did not place. In an event of a live stream it may not hold that event's change yet.",
      resolve: (a, _args, ctx) => activationHistory(ctx, a.id),
    }),
  }),
});

const ActivationFilter = builder.inputType('ActivationFilter', {
  description: 'Filters of QueryActivation.',
  fields: (t) => ({
    status: t.field({
      type: ActivationStatus.ref,
      validate: known,
      description:
        'Only activations in this status. The spec documents BUSY, DONE and ERROR as filter values.',
    }),
    activationType: t.string({
      description: 'ACTIVATENEW, SETSERVICES, SIMSWAP, OUTPORT, INPORT, TERMINATE, SUSPEND, RESUME, ...',
    }),
    subscriptionId: t.string({ description: "Only the orders of this subscription (the provider's id)." }),
    phoneNumber: t.string({ description: `Only the orders of this phone number. ${PHONE_FORMS}` }),
    createdAtFrom: t.field({ type: DateScalar, description: 'Only activations created from this day on.' }),
    createdAtTo: t.field({ type: DateScalar, description: 'Only activations created up to this day.' }),
  }),
});

const ActivationOrder = sortInput(
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
  activations: t.connection(
    {
      nullable: false,
      type: ActivationRef,
      description: 'Activations: the records of every order (QueryActivation).',
      args: {
        filter: t.arg({ type: ActivationFilter, description: FILTER }),
        orderBy: t.arg({ type: ActivationOrder, description: ORDER_BY }),
      },
      resolve: (_root, args, ctx) => listActivations(ctx, args),
      extensions: listedLive('QueryActivation'),
    },
    ...pageOf('activations'),
  ),
  activation: t.field({
    type: ActivationRef,
    description: 'One activation by its id (global or the provider id).',
    args: {
      id: providerIdOf(
        t.arg.id({ required: true, description: "Its id: the global id, or the provider's activationId." }),
        ACTIVATION_OBJECTS,
      ),
    },
    resolve: (_root, args, ctx) => activationById(ctx, args.id),
    extensions: lookedUpLive('QueryActivation', 'id', providerIdDecoder(ACTIVATION_OBJECTS)),
  }),
}));

/** the `since` argument of the live fields (subscriptions/replay.ts): what both say, then each one's end */
const SINCE =
  'The time of the last event you saw (its modifiedAt), when you subscribe again after being away: first every change the gateway recorded from that instant on, oldest first, then live ones. The instant is included, so changes that share it are never lost; the one you had comes again, the same state (a normalized cache merges it). Changes of orders placed through this gateway are replayed one by one; of others, the state now if it changed since.';

const EARLIEST_SINCE = Date.parse('0001-01-01T00:00:00Z');

/** what a live field's `since` asks of its stream */
function replayOf(
  ctx: Context,
  scope: { activationId: string } | { subscriptionId: string },
  since: string | null | undefined,
): Replay | undefined {
  if (since == null) return undefined;
  // the journal's dates start at the year 1 (PostgreSQL has no year 0)
  if (!(Date.parse(since) >= EARLIEST_SINCE)) {
    throw new GraphQLError('since: must be a date-time from the year 1 on', {
      extensions: { code: CODES.BAD_USER_INPUT, field: 'since' },
    });
  }
  return { since, missed: () => missedChanges(ctx, scope, since) };
}

builder.subscriptionFields((t) => ({
  activationUpdated: t.field({
    type: ActivationRef,
    nullable: false,
    description:
      'One activation: its current state at once, then every change (status, portingStatus, providerOrderNumber, phoneNumber, dates, info); completes after a final status (DONE, ERROR, CANCELLED). Give its id, or the idempotencyKey you placed the order with.',
    args: {
      id: providerIdOf(
        t.arg.id({ description: 'Global or provider id of the activation.' }),
        ACTIVATION_OBJECTS,
      ),
      idempotencyKey: t.arg.string({
        description:
          'The idempotency key of an order you placed: follows the activation it created (waits while that order is still being sent). An app whose answer to the mutation was lost follows it this way.',
      }),
      since: t.arg({
        type: DateTime,
        description: `${SINCE} A final state is always sent, and ends the stream. Without since: the state now, then changes.`,
      }),
    },
    subscribe: async (_root, args, ctx) => {
      const key = exactlyOneOf(args, ['id', 'idempotencyKey']);
      const id = key.name === 'id' ? key.value : await activationIdByKey(ctx, key.value);
      await requireActivations(ctx, [id]);
      return followActivation(
        ctx.live,
        id,
        ownershipOf(ctx),
        replayOf(ctx, { activationId: id }, args.since),
      );
    },
    resolve: activationOrError,
  }),
  activationsUpdated: t.field({
    type: ActivationRef,
    nullable: false,
    description: 'Several activations at once: each one as activationUpdated; completes when all are final.',
    args: {
      ids: providerIdsOf(
        t.arg.idList({
          required: true,
          description: `1 to ${INPUT_LIMITS.maxListLength} activations: global ids or the provider's activationIds.`,
        }),
        ACTIVATION_OBJECTS,
      ),
    },
    subscribe: async (_root, args, ctx) => {
      if (args.ids.length === 0) {
        throw new GraphQLError(`ids must name 1 to ${INPUT_LIMITS.maxListLength} activations`, {
          extensions: { code: CODES.BAD_USER_INPUT, field: 'ids' },
        });
      }
      await requireActivations(ctx, args.ids);
      return followActivations(ctx.live, args.ids, ownershipOf(ctx));
    },
    resolve: activationOrError,
  }),
  mobileSubscriptionActivity: t.field({
    type: ActivationRef,
    nullable: false,
    description:
      'Everything that happens to one mobile subscription: its open orders at once, then every change and every new order, including ones placed after you joined. Give subscriptionId or phoneNumber.',
    args: {
      subscriptionId: providerIdOf(
        t.arg.id({ description: "The subscription's id: the global id, or the provider's subscriptionId." }),
        [MobileSubscriptionRef],
      ),
      phoneNumber: t.arg.string({
        description: `The subscription's phone number. ${PHONE_FORMS}`,
        validate: lookupKey,
      }),
      since: t.arg({
        type: DateTime,
        description: `${SINCE} Without since: the open orders now, then changes.`,
      }),
    },
    subscribe: async (_root, args, ctx) => {
      const sub = await findSubscription(ctx, { id: args.subscriptionId, phoneNumber: args.phoneNumber });
      if (sub === null) {
        throw new GraphQLError('that mobile subscription does not exist', {
          extensions: { code: CODES.NOT_FOUND },
        });
      }
      return followSubscription(ctx.live, sub.id, replayOf(ctx, { subscriptionId: sub.id }, args.since));
    },
    resolve: activationOrError,
  }),
}));
