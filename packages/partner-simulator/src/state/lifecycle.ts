/**
 * A subscription's life after activation: SuspendSubscription and ResumeSubscription (its
 * state BLOCKED and back), TerminateSubscription and PortingOutSubscription (it leaves
 * QuerySubscription and its SIM card is DISABLED).
 */
import { OUTPORT_WINDOW_MS, type WireActivation, type WireActivationInfo } from '@msp/partner-interface';
import { failsByReference, findSubscription, supplied } from './lookups.js';
import type { OrderBody, SimulatorState } from './machine.js';

export const suspendSubscription = (state: SimulatorState, body: OrderBody<'SuspendSubscription'>) =>
  stateChange(state, 'SUSPEND', body, 'ACTIVE', 'BLOCKED', 'the subscription is not ACTIVE');

export const resumeSubscription = (state: SimulatorState, body: OrderBody<'ResumeSubscription'>) =>
  stateChange(state, 'RESUME', body, 'BLOCKED', 'ACTIVE', 'the subscription is not suspended');

function stateChange(
  state: SimulatorState,
  type: 'SUSPEND' | 'RESUME',
  body: OrderBody<'SuspendSubscription' | 'ResumeSubscription'>,
  from: string,
  to: string,
  problem: string,
): WireActivation {
  const sub = findSubscription(state.data, body);
  const act = state.orderOn(sub, type, body.referenceNumber, {});
  state.runOrder(act, {
    failure: failsByReference(body.referenceNumber),
    complete: () => {
      const current = state.data.subscriptions.get(sub.id);
      if (current === undefined) return 'the subscription no longer exists';
      if (current.state !== from) return problem;
      current.state = to;
      return undefined;
    },
  });
  return act;
}

export function portingOutSubscription(
  state: SimulatorState,
  body: OrderBody<'PortingOutSubscription'>,
): WireActivation {
  const sub = findSubscription(state.data, body);
  const info: WireActivationInfo = supplied(body, ['wishDate']);
  const act = state.orderOn(sub, 'OUTPORT', body.referenceNumber, info);
  // OUTPORTED within 90 days; a port-out wished for later is not called in them: NOTCALLED
  const callBy = state.clock.now() + OUTPORT_WINDOW_MS;
  const wish = body.wishDate === undefined ? Number.NaN : Date.parse(body.wishDate);
  const notCalled = wish > callBy;
  state.runOrder(act, {
    wishDate: notCalled ? state.clock.iso(callBy) : body.wishDate,
    failure: failsByReference(body.referenceNumber),
    onFailure: () => {
      info.portingStatus = 'NOTCALLED';
    },
    complete: () => {
      if (notCalled) return `the port-out was not called within 90 days (by ${state.clock.iso(callBy)})`;
      if (!state.endSubscription(sub.id)) return 'the subscription no longer exists';
      info.portingStatus = 'OUTPORTED';
      return undefined;
    },
  });
  return act;
}

export function terminateSubscription(
  state: SimulatorState,
  body: OrderBody<'TerminateSubscription'>,
): WireActivation {
  const sub = findSubscription(state.data, body);
  const info: WireActivationInfo = supplied(body, ['wishDate']);
  const act = state.orderOn(sub, 'TERMINATE', body.referenceNumber, info, { status: 'BUSY' });
  state.runOrder(act, {
    wishDate: body.wishDate,
    failure: failsByReference(body.referenceNumber),
    complete: () => (state.endSubscription(sub.id) ? undefined : 'the subscription no longer exists'),
  });
  return act;
}
