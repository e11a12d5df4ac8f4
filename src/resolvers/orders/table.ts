/**
 * THE order table: one row per mutation, one mutation per POST operation of the partner. A row
 * names the operation it sends, its GraphQL input, the rules checked before anything leaves
 * (the pure body builder, then any check that needs a look-up), the activationType of the
 * activation it creates or changes (its payload carries that activation's object), who may
 * place it, and its payload's description. The schema builds each mutation, its payload and
 * its result union from its row (src/schema/orders/index.ts); ./index.ts places the orders.
 *
 * Adding an order: its input in src/schema/orders/inputs.ts, its pure rules in ./rules.ts, and
 * a row here. The compiler names any POST operation without a row.
 */
import type {
  ActivationType,
  BodyOf,
  PostOperation,
  SubscriptionState,
  WireActivation,
} from '@msp/partner-interface';
import type { InputObjectRef } from '@pothos/core';
import type { Context } from '../../context.js';
import type { SchemaTypes } from '../../schema/builder.js';
import {
  CancelNewSubscriptionInput,
  CancelPortInInput,
  CancelPortOutInput,
  CancelTerminationInput,
  ChangePortInInput,
  OrderNewSubscriptionInput,
  PortInInput,
  PortOutInput,
  ResumeSubscriptionInput,
  SetServicesInput,
  SuspendSubscriptionInput,
  SwapSimInput,
  TerminateSubscriptionInput,
} from '../../schema/orders/inputs.js';
import { STAFF, STAFF_OR_OWNER } from '../../schema/scopes.js';
import {
  type Check,
  mobilePayOnSubscription,
  openActivation,
  openPortIn,
  portOutWithin90Days,
  requireTarget,
} from './checks.js';
import {
  activationRefBody,
  changePortInBody,
  newSubscriptionBody,
  portInBody,
  scheduledTargetBody,
  setServicesBody,
  swapSimBody,
  targetBody,
} from './rules.js';

/** Every order input may carry an idempotency key. */
export interface Keyed {
  idempotencyKey?: string | null | undefined;
}

/** What a row states of its order besides its rules. */
interface OrderFacts<O extends PostOperation, I extends Keyed> {
  /** the partner operation it sends, once */
  operation: O;
  /** its GraphQL input */
  input: InputObjectRef<PothosSchemaTypes.ExtendDefaultTypes<SchemaTypes>, I>;
  /** of the activation it creates or changes: its payload carries that activation's object */
  activationType: ActivationType;
  /** STAFF, or STAFF_OR_OWNER: a customer may place it too, on their own subscription */
  scope: typeof STAFF | typeof STAFF_OR_OWNER;
  /** the description of its payload */
  payload: string;
  /**
   * Set for an order placed on an existing subscription: MobileSubscription.viewerCan<Order>
   * tells a front end whether to offer it there. `while`: the state the subscription must be
   * in for the order to do anything (the README's decisions: SUSPEND makes an ACTIVE
   * subscription BLOCKED, RESUME a BLOCKED one ACTIVE).
   */
  offered?: { while?: SubscriptionState };
}

/** An order as the schema and ./index.ts see it. */
export interface Order<O extends PostOperation, I extends Keyed> extends OrderFacts<O, I> {
  /**
   * Every rule in turn: the pure rules build the body (or throw a ValidationError), then the
   * subscription it names (a customer's own, where customers may order; one subscription when
   * named twice), then the row's own look-up check. A method, so that orders of different inputs fit one list.
   */
  rules(ctx: Context, input: I, mutation: string): Promise<BodyOf<O>>;
  /** sends the checked body */
  post(ctx: Context, body: BodyOf<O>): Promise<WireActivation>;
}

function order<const O extends PostOperation, I extends Keyed, B extends BodyOf<O>>(
  row: OrderFacts<O, I> & {
    /** the pure rules: the input as the body to send */
    body: (input: I) => B;
    /** the rule that needs a look-up, if any */
    check?: Check<B>;
  },
): Order<O, I> {
  const { body: build, check, ...facts } = row;
  return {
    ...facts,
    async rules(ctx, input, mutation) {
      const body = build(input);
      await requireTarget(ctx, body, facts.scope === STAFF_OR_OWNER);
      await check?.(ctx, body, { mutation, activationType: facts.activationType });
      return body;
    },
    post: (ctx, body) => ctx.provider.post(facts.operation, body, ctx.call),
  };
}

export const ORDERS = {
  orderNewSubscription: order({
    operation: 'NewSubscription',
    input: OrderNewSubscriptionInput,
    activationType: 'ACTIVATENEW',
    scope: STAFF,
    payload: 'The new subscription was ordered.',
    body: newSubscriptionBody,
  }),
  cancelNewSubscription: order({
    operation: 'CancelNewSubscription',
    input: CancelNewSubscriptionInput,
    activationType: 'ACTIVATENEW',
    scope: STAFF,
    payload: 'The order is being cancelled (CANCELLING).',
    body: activationRefBody,
    check: openActivation,
  }),
  suspendSubscription: order({
    operation: 'SuspendSubscription',
    input: SuspendSubscriptionInput,
    activationType: 'SUSPEND',
    scope: STAFF_OR_OWNER,
    payload: 'The suspension was ordered.',
    offered: { while: 'ACTIVE' },
    body: targetBody,
  }),
  resumeSubscription: order({
    operation: 'ResumeSubscription',
    input: ResumeSubscriptionInput,
    activationType: 'RESUME',
    scope: STAFF_OR_OWNER,
    payload: 'The resumption was ordered.',
    offered: { while: 'BLOCKED' },
    body: targetBody,
  }),
  swapSim: order({
    operation: 'SimSwapSubscription',
    input: SwapSimInput,
    activationType: 'SIMSWAP',
    scope: STAFF_OR_OWNER,
    payload: 'The SIM swap was ordered.',
    offered: {},
    body: swapSimBody,
  }),
  setServices: order({
    operation: 'SetServicesSubscription',
    input: SetServicesInput,
    activationType: 'SETSERVICES',
    scope: STAFF_OR_OWNER,
    payload: 'The service change was ordered.',
    offered: {},
    body: setServicesBody,
    check: mobilePayOnSubscription,
  }),
  portIn: order({
    operation: 'InPortSubscription',
    input: PortInInput,
    activationType: 'INPORT',
    scope: STAFF,
    payload: 'The port-in was ordered; portingStatus is INIT until the donor answers.',
    body: portInBody,
  }),
  changePortIn: order({
    operation: 'ChangeInPortSubscription',
    input: ChangePortInInput,
    activationType: 'INPORT',
    scope: STAFF,
    payload: 'The port-in was changed.',
    body: changePortInBody,
    check: openPortIn('change'),
  }),
  cancelPortIn: order({
    operation: 'CancelInPortSubscription',
    input: CancelPortInInput,
    activationType: 'INPORT',
    scope: STAFF,
    payload: 'The port-in is being cancelled (portingStatus CANCELLING).',
    body: activationRefBody,
    check: openPortIn('cancel'),
  }),
  portOut: order({
    operation: 'PortingOutSubscription',
    input: PortOutInput,
    activationType: 'OUTPORT',
    scope: STAFF,
    payload: 'The port-out was ordered.',
    offered: {},
    body: scheduledTargetBody,
    check: portOutWithin90Days,
  }),
  cancelPortOut: order({
    operation: 'CancelPortingOutSubscription',
    input: CancelPortOutInput,
    activationType: 'OUTPORT',
    scope: STAFF,
    payload: 'The port-out is being cancelled.',
    body: activationRefBody,
    check: openActivation,
  }),
  terminateSubscription: order({
    operation: 'TerminateSubscription',
    input: TerminateSubscriptionInput,
    activationType: 'TERMINATE',
    scope: STAFF,
    payload: 'The termination was ordered.',
    offered: {},
    body: scheduledTargetBody,
  }),
  cancelTermination: order({
    operation: 'CancelTerminateSubscription',
    input: CancelTerminationInput,
    activationType: 'TERMINATE',
    scope: STAFF,
    payload: 'The termination is being cancelled.',
    body: activationRefBody,
    check: openActivation,
  }),
};

export type MutationName = keyof typeof ORDERS;

type Unordered = Exclude<PostOperation, (typeof ORDERS)[MutationName]['operation']>;
/** Compiles only while every POST operation has a row; the error names those that have none. */
export const EVERY_POST_OPERATION_ORDERED: [Unordered] extends [never] ? true : Unordered = true;
