/**
 * Cancelling an order still in progress: CancelNewSubscription, CancelInPortSubscription,
 * CancelPortingOutSubscription and CancelTerminateSubscription. A cancellation ends the order
 * CANCELLED one step later (see `SimulatorState.startCancellation`).
 */
import { isFinalStatus, type WireActivation } from '@msp/partner-interface';
import { badRequest } from '../errors.js';
import { findActivation, infoOf } from './lookups.js';
import type { OrderBody, SimulatorState } from './machine.js';
import { checkPortInChangeable } from './new-lines.js';

export function cancelNewSubscription(
  state: SimulatorState,
  body: OrderBody<'CancelNewSubscription'>,
): WireActivation {
  const act = findActivation(state.data, body.activationId, 'ACTIVATENEW', 'CancelNewSubscription');
  if (act.status !== 'INIT' && act.status !== 'BUSY') {
    throw badRequest(`activation ${act.id} is ${act.status} and can no longer be cancelled`, 'activationId');
  }
  state.startCancellation(act, 'CANCELLING', body.note, () => {
    state.releaseHeldSims(act);
  });
  return act;
}

export function cancelInPortSubscription(
  state: SimulatorState,
  body: OrderBody<'CancelInPortSubscription'>,
): WireActivation {
  const act = findActivation(state.data, body.activationId, 'INPORT', 'CancelInPortSubscription');
  const info = infoOf(act);
  if (info.portingStatus === 'INIT') {
    throw badRequest(
      'CancelInPortSubscription is rejected while portingStatus is INIT: wait for the donor to answer (APPROVED)',
      'activationId',
    );
  }
  checkPortInChangeable(state, act, 'CancelInPortSubscription');
  info.portingStatus = 'CANCELLING';
  if (body.note !== undefined) info.note = body.note;
  state.startCancellation(act, 'BUSY', body.note, () => {
    info.portingStatus = 'CANCELLED';
    state.releaseHeldSims(act);
  });
  return act;
}

export function cancelPortingOutSubscription(
  state: SimulatorState,
  body: OrderBody<'CancelPortingOutSubscription'>,
): WireActivation {
  const act = findActivation(state.data, body.activationId, 'OUTPORT', 'CancelPortingOutSubscription');
  checkCancellable(act);
  const info = infoOf(act);
  info.portingStatus = 'CANCELLING';
  // "until the status is CANCELLED or ERROR; then info.portingStatus is REJECTED"
  const rejected = () => {
    info.portingStatus = 'REJECTED';
  };
  state.startCancellation(act, 'BUSY', body.note, rejected, rejected);
  return act;
}

export function cancelTerminateSubscription(
  state: SimulatorState,
  body: OrderBody<'CancelTerminateSubscription'>,
): WireActivation {
  const id = body.activationId ?? body.id ?? '';
  const act = findActivation(state.data, id, 'TERMINATE', 'CancelTerminateSubscription');
  checkCancellable(act);
  state.startCancellation(act, 'BUSY', body.note, () => {});
  return act;
}

function checkCancellable(act: WireActivation): void {
  if (
    isFinalStatus(act.status) ||
    act.status === 'CANCELLING' ||
    infoOf(act).portingStatus === 'CANCELLING'
  ) {
    throw badRequest(`activation ${act.id} is ${act.status} and can no longer be cancelled`, 'activationId');
  }
}
