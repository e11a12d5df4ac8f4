/**
 * Activations, the records of orders: the Activation interface and one GraphQL object per
 * activationType implementing it (each a Node with the fields of its type's info;
 * OtherActivation for any type the spec does not list), its status, its filter and sort order,
 * its look-ups, its edge to the subscription, and the subscription fields that follow
 * activations live.
 */
import {
  ACTIVATION_TYPES,
  type ActivationType,
  explanationOf,
  INPORT_PORTING_STATUSES,
  isFinalStatus,
  ORDER_DEFAULTS,
  OUTPORT_PORTING_STATUSES,
  PORTING_WINDOW_MS,
  SECRET_FIELDS,
  type WireActivation,
  type WireActivationInfo,
} from '@msp/partner-interface';
import { GraphQLError } from 'graphql';
import { CODES } from '../errors/codes.js';
import type { Context } from '../request/context.js';
import { activationById, listActivations, requireActivations } from '../resolvers/activations.js';
import { exactlyOneOf } from '../resolvers/common.js';
import { activationHistory, missedChanges, type StatusChange } from '../resolvers/journal.js';
import { activationIdByKey } from '../resolvers/orders/index.js';
import { isOwn, ownershipOf } from '../resolvers/own.js';
import { findSubscription, subscriptionOf } from '../resolvers/subscriptions.js';
import { INPUT_LIMITS } from '../settings/defaults.js';
import {
  activationOrError,
  followActivation,
  followActivations,
  followSubscription,
} from '../subscriptions/activation-streams.js';
import type { Replay } from '../subscriptions/replay.js';
import { builder, embedded, type FieldBuilder, GLOBAL_ID_DESCRIPTION, pageOf } from './builder.js';
import {
  CUSTOMER_ID,
  FILTER,
  ORDER_BY,
  OUTPORT_WINDOW,
  PHONE_FORMS,
  PORTING_WINDOW,
  SUBSCRIPTION_ID,
} from './docs.js';
import { AccessType, ActivationStatus, ProviderEnvironment, SubscriptionType } from './enums.js';
import { lookupKey, providerIdDecoder, providerIdOf, providerIdsOf } from './ids.js';
import { listedLive, lookedUpLive } from './live-query-keys.js';
import { nodeId } from './node-ids.js';
import { asSent, known, openEnum } from './open-enum.js';
import {
  ACTIVATION_OBJECTS,
  ActivationObjects,
  ActivationRef,
  MobileSubscriptionRef,
  OtherActivationRef,
  ServicesRef,
} from './refs.js';
import { DateScalar, DateTime, JSONObject } from './scalars.js';
import { sortInput } from './sort-input.js';

const LISTED: ReadonlySet<string> = new Set(ACTIVATION_TYPES);
const isListed = (type: string): type is ActivationType => LISTED.has(type);

/** The object an activation resolves to: the one of its activationType, else OtherActivation. */
export const activationObject = (activation: WireActivation) =>
  isListed(activation.activationType) ? ActivationObjects[activation.activationType] : OtherActivationRef;

export const infoOf = (activation: WireActivation): WireActivationInfo => activation.info ?? {};

/** Makes `ref` a Node, loaded by id, that loads only activations of its own type. */
function activationNode(ref: typeof OtherActivationRef, description: string) {
  builder.node(ref, {
    description,
    interfaces: [ActivationRef],
    authScopes: (activation, ctx) => isOwn(ctx, activation),
    id: nodeId((a) => a.id),
    loadOne: async (id, ctx) => {
      const activation = await activationById(ctx, id);
      return activation !== null && activationObject(activation) === ref ? activation : null;
    },
  });
  return ref;
}

export const PortingStatus = openEnum(
  'PortingStatus',
  [...new Set([...INPORT_PORTING_STATUSES, ...OUTPORT_PORTING_STATUSES])],
  'Where a number port stands (portingStatus). A port-in goes through INIT, APPROVED, REJECTED, CANCELLING, CANCELLED; a port-out through OUTPORTED, REJECTED, NOTCALLED, CANCELLING.',
  {
    INIT: 'Port-in: waiting for the out-porting party to answer with a first porting date; firstPossibleDate and approvedDate are absent. A cancellation is refused.',
    APPROVED: `Port-in: the out-porting party confirmed; firstPossibleDate and approvedDate are set. A change or cancellation is refused within the ${PORTING_WINDOW} before approvedDate.`,
    REJECTED:
      'Port-in: refused, final; the activation status is ERROR and portingMessage holds the reason. Port-out: cancelled (after cancelPortOut).',
    CANCELLING:
      'Port-in: the cancellation waits for the out-porting provider to acknowledge it. Port-out: the provider is handling the cancellation.',
    CANCELLED: 'Port-in: cancelled, final; the activation status is CANCELLED as well.',
    OUTPORTED: `Port-out: the number was ported out (within ${OUTPORT_WINDOW}).`,
    NOTCALLED: `Port-out: not called within ${OUTPORT_WINDOW}.`,
  },
);

/**
 * What the info of NewSubscription and InPortSubscription orders share. The provider echoes
 * eSim, subscriptionType and accessType only when the order sent them; the graph answers the
 * spec's default for an order that left them out.
 */
const LINE_INFO = {
  eSim: 'True when the subscription is ordered with an eSIM (false when the order did not say).',
  subscriptionType: `Voice and data, or data only, as ordered (${ORDER_DEFAULTS.subscriptionType} when the order did not say).`,
  accessType: `The access type ordered (${ORDER_DEFAULTS.accessType} when the order did not say).`,
  serviceCustomerId: 'The customer identifier in the service.',
} as const;

/** eSim, subscriptionType and accessType of an order's info, the spec's default where it sent none. */
const lineInfo = (a: WireActivation) => {
  const info = infoOf(a);
  return {
    eSim: info.eSim ?? ORDER_DEFAULTS.eSim,
    subscriptionType: info.subscriptionType ?? ORDER_DEFAULTS.subscriptionType,
    accessType: info.accessType ?? ORDER_DEFAULTS.accessType,
  };
};

/** A date an order waits for, if it was given one. */
const wishDate = (otherwise: string) => `The desired time, if the order gave one; ${otherwise}.`;

const lineFields = (t: FieldBuilder<WireActivation>) => ({
  eSim: t.boolean({ description: LINE_INFO.eSim, resolve: (a) => lineInfo(a).eSim }),
  subscriptionType: t.field({
    type: SubscriptionType.ref,
    description: LINE_INFO.subscriptionType,
    resolve: (a) => SubscriptionType.of(lineInfo(a).subscriptionType),
  }),
  accessType: t.field({
    type: AccessType.ref,
    description: LINE_INFO.accessType,
    resolve: (a) => AccessType.of(lineInfo(a).accessType),
  }),
});

const NewSubscriptionActivation = activationNode(
  ActivationObjects.ACTIVATENEW,
  'A NewSubscription order (activationType ACTIVATENEW). The phone number arrives while it is processed.',
);

builder.objectFields(NewSubscriptionActivation, (t) => ({
  simCardNumber: t.string({
    description: 'The physical SIM card ordered for the subscription (ignored for an eSIM).',
    resolve: (a) => infoOf(a).simCardNumber ?? null,
  }),
  ...lineFields(t),
  customerId: t.string({ description: CUSTOMER_ID, resolve: (a) => infoOf(a).customerId ?? null }),
  serviceCustomerId: t.string({
    description: LINE_INFO.serviceCustomerId,
    resolve: (a) => infoOf(a).serviceCustomerId ?? null,
  }),
  wishDate: t.field({
    type: DateTime,
    description: wishDate('without one, activation is immediate'),
    resolve: (a) => infoOf(a).wishDate ?? null,
  }),
}));

const InPortActivation = activationNode(
  ActivationObjects.INPORT,
  'An InPortSubscription order (activationType INPORT): an existing number moves to a new subscription. portingStatus is INIT until the out-porting party answers.',
);

builder.objectFields(InPortActivation, (t) => ({
  isdn: t.string({ description: 'The number being ported.', resolve: (a) => infoOf(a).isdn ?? null }),
  ...lineFields(t),
  portingStatus: t.field({
    type: PortingStatus.ref,
    description: 'Where the port-in stands: INIT until the out-porting party answers.',
    resolve: (a) => PortingStatus.of(infoOf(a).portingStatus),
  }),
  portingStatusRaw: t.string({
    description: asSent('portingStatus'),
    resolve: (a) => infoOf(a).portingStatus ?? null,
  }),
  email: t.string({
    description: 'For an eSIM: where the eSIM activation details go.',
    resolve: (a) => infoOf(a).email ?? null,
  }),
  confirmationCode: t.string({
    description: 'The code the customer enters to install an eSIM.',
    resolve: (a) => infoOf(a).confirmationCode ?? null,
  }),
  serviceCustomerId: t.string({
    description: LINE_INFO.serviceCustomerId,
    resolve: (a) => infoOf(a).serviceCustomerId ?? null,
  }),
  portingWishDate: t.field({
    type: DateTime,
    description:
      'The desired porting time, if the order gave one; without one, porting is effected as soon as the out-porting party allows.',
    resolve: (a) => infoOf(a).portingWishDate ?? null,
  }),
  donorCustomerNumber: t.string({
    description: 'Customer number at the donor provider; a wrong one can be corrected with changePortIn.',
    resolve: (a) => infoOf(a).donorCustomerNumber ?? null,
  }),
  donorCustomerName: t.string({
    description: 'Customer name at the donor provider, should the provider send it.',
    deprecationReason:
      'The spec does not list donorCustomerName among the INPORT info fields: the provider takes it with the order and does not return it.',
    resolve: (a) => infoOf(a).donorCustomerName ?? null,
  }),
  note: t.string({
    description: 'The note sent with the order or with its cancellation.',
    resolve: (a) => infoOf(a).note ?? null,
  }),
  firstPossibleDate: t.field({
    type: DateTime,
    description:
      'The first possible porting date, from the out-porting party; absent while portingStatus is INIT.',
    resolve: (a) => infoOf(a).firstPossibleDate ?? null,
  }),
  approvedDate: t.field({
    type: DateTime,
    description: 'The approved porting date; absent while portingStatus is INIT.',
    resolve: (a) => infoOf(a).approvedDate ?? null,
  }),
  changeWindowClosesAt: t.field({
    type: DateTime,
    description: `For an APPROVED port-in: the moment from which a change or cancellation is refused (${PORTING_WINDOW} before approvedDate).`,
    resolve: (a) => {
      const info = infoOf(a);
      const approved =
        info.portingStatus === 'APPROVED' && info.approvedDate ? Date.parse(info.approvedDate) : Number.NaN;
      return Number.isNaN(approved) ? null : new Date(approved - PORTING_WINDOW_MS).toISOString();
    },
  }),
  portingMessage: t.string({
    description: 'Why the port-in was REJECTED.',
    resolve: (a) => infoOf(a).portingMessage ?? null,
  }),
}));

const OutPortActivation = activationNode(
  ActivationObjects.OUTPORT,
  'A PortingOutSubscription order (activationType OUTPORT). After a cancellation its portingStatus is REJECTED.',
);

builder.objectFields(OutPortActivation, (t) => ({
  wishDate: t.field({
    type: DateTime,
    description: wishDate('without one, the port-out is processed immediately'),
    resolve: (a) => infoOf(a).wishDate ?? null,
  }),
  portingStatus: t.field({
    type: PortingStatus.ref,
    description: 'Where the port-out stands.',
    resolve: (a) => PortingStatus.of(infoOf(a).portingStatus),
  }),
  portingStatusRaw: t.string({
    description: asSent('portingStatus'),
    resolve: (a) => infoOf(a).portingStatus ?? null,
  }),
}));

const SimSwapActivation = activationNode(
  ActivationObjects.SIMSWAP,
  'A SimSwapSubscription order (activationType SIMSWAP). For an eSIM it reaches DONE after the eSIM has been installed.',
);

builder.objectFields(SimSwapActivation, (t) => ({
  eSim: t.boolean({
    description: 'The new SIM is an eSIM (false when the order did not say).',
    resolve: (a) => infoOf(a).eSim ?? ORDER_DEFAULTS.eSim,
  }),
  email: t.string({
    description: 'Receives the QR code of the eSIM.',
    resolve: (a) => infoOf(a).email ?? null,
  }),
  confirmationCode: t.string({
    description: 'Entered by the customer while installing the eSIM.',
    resolve: (a) => infoOf(a).confirmationCode ?? null,
  }),
}));

const SetServicesActivation = activationNode(
  ActivationObjects.SETSERVICES,
  'A SetServicesSubscription order (activationType SETSERVICES). A value that does not exist for a value-type service ends it in ERROR, with none of its changes applied.',
);

builder.objectFields(SetServicesActivation, (t) => ({
  services: t.field({
    type: ServicesRef,
    description: 'Only the services the provider recognised; unknown names are dropped.',
    resolve: (a) => infoOf(a).services ?? null,
  }),
}));

const TerminateActivation = activationNode(
  ActivationObjects.TERMINATE,
  'A TerminateSubscription order (activationType TERMINATE). A terminated subscription cannot be reactivated.',
);

builder.objectFields(TerminateActivation, (t) => ({
  wishDate: t.field({
    type: DateTime,
    description: wishDate('without one, the termination is processed immediately'),
    resolve: (a) => infoOf(a).wishDate ?? null,
  }),
}));

activationNode(
  ActivationObjects.SUSPEND,
  'A SuspendSubscription order (activationType SUSPEND): all traffic of the SIM and the number stops.',
);

activationNode(
  ActivationObjects.RESUME,
  'A ResumeSubscription order (activationType RESUME): all traffic of a suspended SIM and number is restored.',
);

const OtherActivation = activationNode(
  OtherActivationRef,
  'An activation of a type the spec does not list (see activationType). Its info is kept as sent, without secrets.',
);

builder.objectFields(OtherActivation, (t) => ({
  info: t.field({
    type: JSONObject,
    description: 'The type-specific info as the provider sent it, without PIN, PUK and confirmation codes.',
    resolve: (a) => {
      const info: Record<string, unknown> = { ...infoOf(a) };
      for (const field of SECRET_FIELDS) delete info[field];
      return info;
    },
  }),
}));

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
    until: t.field({
      type: DateTime,
      description:
        'When the next change came (its at): the end of this status; null while it is the current one.',
      resolve: (c) => c.until,
    }),
    secondsInStatus: t.int({
      description:
        'How long the order was in this status, in whole seconds: from at until the next change; null while it is the current one (it lasts since at).',
      resolve: (c) => (c.until === null ? null : Math.floor((Date.parse(c.until) - Date.parse(c.at)) / 1000)),
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
      resolve: (a) => explanationOf(a.info) ?? null,
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
      since: t.arg({
        type: DateTime,
        description: `${SINCE} For each activation as activationUpdated, what they missed as one sequence, oldest first across them all (then live changes); a final state is always sent. Without since: the state of each now, then changes.`,
      }),
    },
    subscribe: async (_root, args, ctx) => {
      if (args.ids.length === 0) {
        throw new GraphQLError(`ids must name 1 to ${INPUT_LIMITS.maxListLength} activations`, {
          extensions: { code: CODES.BAD_USER_INPUT, field: 'ids' },
        });
      }
      await requireActivations(ctx, args.ids);
      return followActivations(ctx.live, args.ids, ownershipOf(ctx), (id) =>
        replayOf(ctx, { activationId: id }, args.since),
      );
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
