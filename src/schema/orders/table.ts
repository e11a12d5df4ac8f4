/**
 * THE order table: one row per mutation, one mutation per POST operation of the partner. A row
 * names the operation it sends, its GraphQL input, the rules checked before anything leaves
 * (the pure body builder, then any check that needs a look-up), the activationType of the
 * activation it creates or changes (its payload carries that activation's object), who may
 * place it, and its payload's description. ./index.ts builds each mutation, its payload and
 * its result union from its row; src/resolvers/orders/ places the orders.
 *
 * Adding an order: its input in ./inputs.ts, its pure rules in src/resolvers/orders/rules.ts,
 * and a row here. The compiler names any POST operation without a row.
 */
import type { BodyOf, PostOperation } from '@msp/partner-interface';
import type { InputObjectRef } from '@pothos/core';
import { STAFF, STAFF_OR_OWNER } from '../../auth/scopes.js';
import {
  mobilePayOnSubscription,
  openActivation,
  openPortIn,
  portOutWithin90Days,
  usableNewSim,
} from '../../resolvers/orders/checks.js';
import type { Keyed } from '../../resolvers/orders/inputs.js';
import { type Order, type OrderTableRow, order } from '../../resolvers/orders/order.js';
import {
  activationRefBody,
  changePortInBody,
  newSubscriptionBody,
  portInBody,
  scheduledTargetBody,
  setServicesBody,
  swapSimBody,
  targetBody,
} from '../../resolvers/orders/rules.js';
import type { SchemaTypes } from '../builder.js';
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
} from './inputs.js';

type Types = PothosSchemaTypes.ExtendDefaultTypes<SchemaTypes>;

/**
 * A row: the order's facts, its GraphQL input, and its rules. The input's shape must fit what
 * the rules read (src/resolvers/orders/inputs.ts): a row whose input does not fit does not
 * compile.
 */
function row<const O extends PostOperation, I extends Keyed, B extends BodyOf<O>>({
  input,
  ...rest
}: OrderTableRow<O, I, B> & { input: InputObjectRef<Types, I> }): Order<O, I> & {
  input: InputObjectRef<Types, I>;
} {
  return { ...order(rest), input };
}

export const ORDERS = {
  orderNewSubscription: row({
    operation: 'NewSubscription',
    input: OrderNewSubscriptionInput,
    activationType: 'ACTIVATENEW',
    scope: STAFF,
    payload: 'The new subscription was ordered.',
    body: newSubscriptionBody,
  }),
  cancelNewSubscription: row({
    operation: 'CancelNewSubscription',
    input: CancelNewSubscriptionInput,
    activationType: 'ACTIVATENEW',
    scope: STAFF,
    payload: 'The order is being cancelled (CANCELLING).',
    body: activationRefBody,
    check: openActivation,
  }),
  suspendSubscription: row({
    operation: 'SuspendSubscription',
    input: SuspendSubscriptionInput,
    activationType: 'SUSPEND',
    scope: STAFF_OR_OWNER,
    payload: 'The suspension was ordered.',
    offered: { while: 'ACTIVE' },
    body: targetBody,
  }),
  resumeSubscription: row({
    operation: 'ResumeSubscription',
    input: ResumeSubscriptionInput,
    activationType: 'RESUME',
    scope: STAFF_OR_OWNER,
    payload: 'The resumption was ordered.',
    offered: { while: 'BLOCKED' },
    body: targetBody,
  }),
  swapSim: row({
    operation: 'SimSwapSubscription',
    input: SwapSimInput,
    activationType: 'SIMSWAP',
    scope: STAFF_OR_OWNER,
    payload: 'The SIM swap was ordered.',
    offered: {},
    body: swapSimBody,
    check: usableNewSim,
  }),
  setServices: row({
    operation: 'SetServicesSubscription',
    input: SetServicesInput,
    activationType: 'SETSERVICES',
    scope: STAFF_OR_OWNER,
    payload: 'The service change was ordered.',
    offered: {},
    body: setServicesBody,
    check: mobilePayOnSubscription,
  }),
  portIn: row({
    operation: 'InPortSubscription',
    input: PortInInput,
    activationType: 'INPORT',
    scope: STAFF,
    payload: 'The port-in was ordered; portingStatus is INIT until the donor answers.',
    body: portInBody,
  }),
  changePortIn: row({
    operation: 'ChangeInPortSubscription',
    input: ChangePortInInput,
    activationType: 'INPORT',
    scope: STAFF,
    payload: 'The port-in was changed.',
    body: changePortInBody,
    check: openPortIn('change'),
  }),
  cancelPortIn: row({
    operation: 'CancelInPortSubscription',
    input: CancelPortInInput,
    activationType: 'INPORT',
    scope: STAFF,
    payload: 'The port-in is being cancelled (portingStatus CANCELLING).',
    body: activationRefBody,
    check: openPortIn('cancel'),
  }),
  portOut: row({
    operation: 'PortingOutSubscription',
    input: PortOutInput,
    activationType: 'OUTPORT',
    scope: STAFF,
    payload: 'The port-out was ordered.',
    offered: {},
    body: scheduledTargetBody,
    check: portOutWithin90Days,
  }),
  cancelPortOut: row({
    operation: 'CancelPortingOutSubscription',
    input: CancelPortOutInput,
    activationType: 'OUTPORT',
    scope: STAFF,
    payload: 'The port-out is being cancelled.',
    body: activationRefBody,
    check: openActivation,
  }),
  terminateSubscription: row({
    operation: 'TerminateSubscription',
    input: TerminateSubscriptionInput,
    activationType: 'TERMINATE',
    scope: STAFF,
    payload: 'The termination was ordered.',
    offered: {},
    body: scheduledTargetBody,
  }),
  cancelTermination: row({
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
