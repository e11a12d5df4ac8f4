/**
 * The orders placed through the gateway, as its order journal keeps them: the PlacedOrder node
 * with its outcome, its placer (staff only) and its edge to the activation, its filter and
 * sort order, and placedOrders. Staff read every order; a customer the orders on their own
 * subscriptions.
 */

import type { Candidate } from '../journal/tables.js';
import { activationById } from '../resolvers/activations.js';
import {
  listPlacedOrders,
  OUTCOMES,
  type Outcome,
  type PlacedOrder,
  type OrderPlacer as Placer,
  placedOrderById,
  placedOrderOfActivation,
  type Rejection,
  type Resolution,
  resolveUndecidedOrder,
} from '../resolvers/journal.js';
import { isOwn } from '../resolvers/own.js';
import { subscriptionOf } from '../resolvers/subscriptions.js';
import { builder, embedded, pageOf } from './builder.js';
import { SUBSCRIPTION, SUBSCRIPTION_ID } from './docs.js';
import { ActivationStatus } from './enums.js';
import { providerIdOf } from './ids.js';
import { placedOrdersLive } from './live-query-keys.js';
import { nodeId } from './node-ids.js';
import { known } from './open-enum.js';
import { ActivationRef, MobileSubscriptionRef } from './refs.js';
import { DateTime } from './scalars.js';
import { sortInput } from './sort-input.js';

const OUTCOME_DESCRIPTIONS: Record<Outcome, string> = {
  SENT: 'The order left for the provider and its answer has not arrived yet.',
  PLACED: 'The provider accepted it: activation is the order it created (or reconciliation found it there).',
  REJECTED: 'The provider refused it after it left: error says why. Nothing was ordered.',
  UNKNOWN:
    'It was sent but the answer was lost: the gateway is looking for it at the provider (reconciliation) and never sends it again.',
  UNDECIDED:
    'Its answer was lost and no exact match can be made at the provider (more than one activation carries its reference, or it was placed before references were sent): candidates lists what it could be, and staff decide it (resolveUndecidedOrder). It is never sent again.',
  NOT_PLACED:
    'Its answer was lost and reconciliation found that the provider has no such order: nothing was ordered, and its idempotency key is free again.',
};

const PlacedOrderOutcome = builder.enumType('PlacedOrderOutcome', {
  description:
    'How an order placed through the gateway stands with the provider, as the order journal has it.',
  values: Object.fromEntries(
    OUTCOMES.map((outcome) => [outcome, { value: outcome, description: OUTCOME_DESCRIPTIONS[outcome] }]),
  ) as Record<Outcome, { value: Outcome; description: string }>,
});

export const CallerKind = builder.enumType('CallerKind', {
  description: 'How a caller proved who they are: the namespace of their subject.',
  values: {
    TOKEN: { value: 'token', description: "A bearer token (JWT); the subject is its 'sub'." },
    APIKEY: { value: 'apikey', description: "An API key of a server caller; the subject is the key's name." },
    ANONYMOUS: {
      value: 'anonymous',
      description: 'No credentials: authentication was off (development only); the subject is anonymous.',
    },
  } as const,
});

const CallerRole = builder.enumType('CallerRole', {
  description: "A caller's role.",
  values: {
    STAFF: { value: 'staff', description: 'Staff: reads everything, places every order.' },
    CUSTOMER: { value: 'customer', description: 'A customer: reads and orders on their own subscriptions.' },
  } as const,
});

const OrderPlacer = builder.objectRef<Placer>('OrderPlacer').implement({
  description: embedded('Who placed an order: the credentials it came with (never the token itself).'),
  fields: (t) => ({
    kind: t.field({
      type: CallerKind,
      nullable: false,
      description: 'How the caller proved who they are.',
      resolve: (p) => p.kind,
    }),
    subject: t.string({
      nullable: false,
      description: "The token's sub, or the API key's name.",
      resolve: (p) => p.subject,
    }),
    role: t.field({
      type: CallerRole,
      nullable: false,
      description: 'The role the caller had when placing it.',
      resolve: (p) => p.role,
    }),
    callerId: t.string({
      nullable: false,
      description:
        "The caller's id as the gateway's logs, rate limits and partner budgets name it: token:<sub>, apikey:<name> or anonymous.",
      resolve: (p) => p.callerId,
    }),
  }),
});

const OrderRejection = builder.objectRef<Rejection>('OrderRejection').implement({
  description: embedded('Why the provider refused an order: the typed error its mutation answered.'),
  fields: (t) => ({
    errorType: t.string({
      nullable: false,
      description: "The mutation result's error type: ProviderRejectedError, NotFoundError, ...",
      resolve: (r) => r.errorType,
    }),
    message: t.string({
      nullable: false,
      description: 'What went wrong, as the mutation answered it.',
      resolve: (r) => r.message,
    }),
    errorCode: t.string({
      description: "The provider's errorCode, when the provider refused the order.",
      resolve: (r) => r.errorCode,
    }),
  }),
});

export const PlacedOrderRef = builder.objectRef<PlacedOrder>('PlacedOrder');

const OrderCandidate = builder.objectRef<Candidate>('OrderCandidate').implement({
  description: embedded(
    'An activation at the provider that an UNDECIDED order could be: of its type, created after it was sent, carrying its reference.',
  ),
  fields: (t) => ({
    activationId: t.string({
      nullable: false,
      description: "The activation's id at the provider.",
      resolve: (c) => c.activationId,
    }),
    activation: t.field({
      type: ActivationRef,
      description: 'The activation, as the provider has it now.',
      resolve: (c, _args, ctx) => activationById(ctx, c.activationId),
    }),
    createdAt: t.field({
      type: DateTime,
      description: "When the provider created it (the provider's clock).",
      resolve: (c) => c.createdAt,
    }),
    referenceNumber: t.string({
      description: 'The reference it carries.',
      resolve: (c) => c.referenceNumber,
    }),
    heldBy: t.field({
      type: PlacedOrderRef,
      description:
        'The placed order it is already the order of, if another one is: it cannot be this one too.',
      resolve: (c, _args, ctx) => (c.heldBy === null ? null : placedOrderById(ctx, c.heldBy)),
    }),
  }),
});

const OrderResolution = builder.objectRef<Resolution>('OrderResolution').implement({
  description: embedded('How a staff member decided an order that was UNDECIDED: who, when and why.'),
  fields: (t) => ({
    decidedBy: t.string({
      nullable: false,
      description: "The staff member's caller id: token:<sub> or apikey:<name>.",
      resolve: (r) => r.decidedBy,
    }),
    decidedAt: t.field({
      type: DateTime,
      nullable: false,
      description: 'When.',
      resolve: (r) => r.decidedAt,
    }),
    note: t.string({ nullable: false, description: 'Why, in their words.', resolve: (r) => r.note }),
  }),
});

builder.node(PlacedOrderRef, {
  description:
    "An order placed through the gateway, as its order journal recorded it: who asked for what, when it left, what the provider answered, and how far it got. Its global id is built from the journal's id. Kept for JOURNAL_RETENTION_DAYS after it was sent.",
  authScopes: (order, ctx) => isOwn(ctx, order),
  id: nodeId((o) => o.id),
  loadOne: (id, ctx) => placedOrderById(ctx, id),
  fields: (t) => ({
    idempotencyKey: t.string({
      description:
        "The idempotency key it was placed under; null without one, once reconciliation freed it (NOT_PLACED), and for a customer on an order someone else placed (a key is its caller's).",
      resolve: (o, _args, ctx) =>
        ctx.caller.isStaff ||
        (o.placedBy.kind === ctx.caller.kind && o.placedBy.subject === ctx.caller.subject)
          ? o.idempotencyKey
          : null,
    }),
    mutation: t.string({
      nullable: false,
      description: 'The mutation that placed it: suspendSubscription, orderNewSubscription, ...',
      resolve: (o) => o.mutation,
    }),
    operation: t.string({
      nullable: false,
      description: 'The partner operation it was sent as: SuspendSubscription, ...',
      resolve: (o) => o.operation,
    }),
    activationType: t.string({
      nullable: false,
      description: 'The activationType of the activation it creates or changes (SUSPEND, ACTIVATENEW, ...).',
      resolve: (o) => o.activationType,
    }),
    subscriptionId: t.id({
      description: `${SUBSCRIPTION_ID} Null until known: a new subscription's order learns it from the provider's answer.`,
      resolve: (o) => o.subscriptionId,
    }),
    subscription: t.field({
      type: MobileSubscriptionRef,
      description: SUBSCRIPTION,
      resolve: (o, _args, ctx) => subscriptionOf(ctx, o),
    }),
    referenceNumber: t.string({
      description: "The caller's tracking reference, as the order sent it.",
      resolve: (o) => o.referenceNumber,
    }),
    outcome: t.field({
      type: PlacedOrderOutcome,
      nullable: false,
      description: 'How it stands with the provider.',
      resolve: (o) => o.outcome,
    }),
    status: t.field({
      type: ActivationStatus.ref,
      description:
        "The latest status of its activation the gateway saw; null before the provider's answer, and for an order the provider did not place. OTHER for a status the spec does not list (see statusRaw).",
      resolve: (o) => ActivationStatus.of(o.status),
    }),
    statusRaw: t.string({
      description: 'The status as the provider sent it: the value behind OTHER, when status is OTHER.',
      resolve: (o) => o.status,
    }),
    providerOrderNumber: t.string({
      description: "The provider's order number, once the gateway has seen it.",
      resolve: (o) => o.providerOrderNumber,
    }),
    placedAt: t.field({
      type: DateTime,
      nullable: false,
      description: 'When the gateway sent it (its entry was written just before).',
      resolve: (o) => o.placedAt,
    }),
    answeredAt: t.field({
      type: DateTime,
      description: "When the provider's answer arrived; null while none has (SENT, UNKNOWN).",
      resolve: (o) => o.answeredAt,
    }),
    finalAt: t.field({
      type: DateTime,
      description:
        'When its activation reached a final status (DONE, ERROR, CANCELLED), or reconciliation found it NOT_PLACED; null before that.',
      resolve: (o) => o.finalAt,
    }),
    reconciledAt: t.field({
      type: DateTime,
      description: 'When reconciliation settled an order whose answer was lost; null for every other order.',
      resolve: (o) => o.reconciledAt,
    }),
    placedBy: t.field({
      type: OrderPlacer,
      description: 'Who placed it. Staff only: a customer who asks is refused (FORBIDDEN).',
      authScopes: { staff: true },
      resolve: (o) => o.placedBy,
    }),
    error: t.field({
      type: OrderRejection,
      description: 'Why the provider refused it: set when outcome is REJECTED, else null.',
      resolve: (o) => o.error,
    }),
    activation: t.field({
      type: ActivationRef,
      description:
        'The activation it created or changed, as the provider has it now; null while there is none (before the answer, REJECTED, UNKNOWN, UNDECIDED, NOT_PLACED).',
      resolve: (o, _args, ctx) => (o.activationId === null ? null : activationById(ctx, o.activationId)),
    }),
    candidates: t.field({
      type: [OrderCandidate],
      authScopes: { staff: true },
      description:
        'What an UNDECIDED order could be at the provider, for staff to decide (resolveUndecidedOrder); null for every other order. Staff only.',
      resolve: (o) => o.candidates,
    }),
    resolution: t.field({
      type: OrderResolution,
      authScopes: { staff: true },
      description:
        'Who decided it, when and why, when it was UNDECIDED and staff decided it; null otherwise. Staff only.',
      resolve: (o) => o.resolution,
    }),
  }),
});

builder.interfaceField(ActivationRef, 'placedOrder', (t) =>
  t.field({
    type: PlacedOrderRef,
    description:
      'The order placed through this gateway that created it, as the journal recorded it (who placed it, its outcome); null for an activation placed elsewhere, or one the journal no longer keeps.',
    resolve: (a, _args, ctx) => placedOrderOfActivation(ctx, a.id),
  }),
);

const PlacedOrderCallerFilter = builder.inputType('PlacedOrderCallerFilter', {
  description: 'A caller, by the credentials they place orders with.',
  fields: (t) => ({
    kind: t.field({ type: CallerKind, required: true, description: 'How the caller proves who they are.' }),
    subject: t.string({ required: true, description: "The token's sub, or the API key's name." }),
  }),
});

const PlacedOrderFilter = builder.inputType('PlacedOrderFilter', {
  description: 'Filters of placedOrders.',
  fields: (t) => ({
    caller: t.field({
      type: PlacedOrderCallerFilter,
      description:
        'Only the orders this caller placed. Staff only: a customer who gives it is refused (FORBIDDEN).',
    }),
    mutation: t.string({
      description: 'Only the orders placed by this mutation (suspendSubscription, ...).',
    }),
    outcome: t.field({ type: PlacedOrderOutcome, description: 'Only the orders with this outcome.' }),
    status: t.field({
      type: ActivationStatus.ref,
      validate: known,
      description: 'Only the orders whose latest status seen is this one.',
    }),
    placedFrom: t.field({ type: DateTime, description: 'Only the orders sent at or after this moment.' }),
    placedTo: t.field({ type: DateTime, description: 'Only the orders sent before this moment.' }),
    subscriptionId: t.string({
      description: "Only the orders on this subscription (the provider's subscriptionId).",
    }),
    referenceNumber: t.string({ description: 'Only the orders sent with this referenceNumber.' }),
    activationId: t.string({
      description: "Only the orders of this activation (the provider's activationId).",
    }),
  }),
});

const PlacedOrderOrder = sortInput(
  'PlacedOrderOrder',
  { PLACED_AT: 'placedAt' },
  'placed orders',
  (value) =>
    `By ${value}, when the order was sent; orders sent at the same moment, in the order they were written.`,
);

builder.queryFields((t) => ({
  placedOrders: t.connection(
    {
      nullable: false,
      type: PlacedOrderRef,
      description:
        'The orders placed through the gateway, from its order journal (an order refused before it left is not one). Staff see every order; a customer the orders on their own subscriptions, without who placed them.',
      args: {
        filter: t.arg({
          type: PlacedOrderFilter,
          description: 'Only the orders that match every field given.',
        }),
        orderBy: t.arg({
          type: PlacedOrderOrder,
          description: 'Sort order; without it, newest first (placedAt descending).',
        }),
      },
      resolve: (_root, args, ctx) => listPlacedOrders(ctx, args),
      extensions: placedOrdersLive,
    },
    ...pageOf('placed orders'),
  ),
}));

const UndecidedOrderDecision = builder.enumType('UndecidedOrderDecision', {
  description: 'What became of an order whose answer was lost and that no exact match could settle.',
  values: {
    PLACED: { description: 'The provider has it: activationId names its activation.' },
    NOT_PLACED: { description: 'The provider has no such order: its idempotency key is free again.' },
  } as const,
});

const ResolveUndecidedOrderInput = builder.inputType('ResolveUndecidedOrderInput', {
  description: 'A staff decision on an UNDECIDED order.',
  fields: (t) => ({
    decision: t.field({ type: UndecidedOrderDecision, required: true, description: 'What became of it.' }),
    activationId: t.string({
      description:
        "The activation that is the order (PLACED only): one of its candidates, or another of its type found at the provider. Not another order's.",
    }),
    note: t.string({
      required: true,
      description: 'Why: kept with the decision, for whoever reads it later.',
    }),
  }),
});

builder.mutationFields((t) => ({
  resolveUndecidedOrder: t.field({
    type: PlacedOrderRef,
    nullable: false,
    authScopes: { staff: true },
    description:
      'Decides an UNDECIDED order: PLACED with the activation that is it (followed and announced from then on, as any order found at the provider), or NOT_PLACED. Who decided, when and why are kept (resolution). Nothing is sent to the provider. Staff only.',
    args: {
      id: providerIdOf(t.arg.id({ required: true, description: 'The placed order.' }), [PlacedOrderRef]),
      input: t.arg({ type: ResolveUndecidedOrderInput, required: true, description: 'The decision.' }),
    },
    resolve: (_root, { id, input }, ctx) => resolveUndecidedOrder(ctx, id, input),
  }),
}));
