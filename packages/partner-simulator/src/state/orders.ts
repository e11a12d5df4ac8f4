/**
 * The behaviour of every POST operation, one row per operation of the operation table; the
 * compiler lists a missing one. Each row receives the body already validated with the
 * operation's schema (see `Simulator.post`).
 */
import type { PostOperation, WireActivation } from '@msp/partner-interface';
import {
  cancelInPortSubscription,
  cancelNewSubscription,
  cancelPortingOutSubscription,
  cancelTerminateSubscription,
} from './cancellations.js';
import {
  portingOutSubscription,
  resumeSubscription,
  suspendSubscription,
  terminateSubscription,
} from './lifecycle.js';
import type { OrderBody, SimulatorState } from './machine.js';
import { changeInPortSubscription, inPortSubscription, newSubscription } from './new-lines.js';
import { setServicesSubscription, simSwapSubscription } from './sim-and-services.js';

export type Orders = {
  [O in PostOperation]: (state: SimulatorState, body: OrderBody<O>) => WireActivation;
};

export const ORDERS: Orders = {
  NewSubscription: newSubscription,
  CancelNewSubscription: cancelNewSubscription,
  SuspendSubscription: suspendSubscription,
  ResumeSubscription: resumeSubscription,
  SimSwapSubscription: simSwapSubscription,
  SetServicesSubscription: setServicesSubscription,
  InPortSubscription: inPortSubscription,
  ChangeInPortSubscription: changeInPortSubscription,
  CancelInPortSubscription: cancelInPortSubscription,
  PortingOutSubscription: portingOutSubscription,
  CancelPortingOutSubscription: cancelPortingOutSubscription,
  TerminateSubscription: terminateSubscription,
  CancelTerminateSubscription: cancelTerminateSubscription,
};
