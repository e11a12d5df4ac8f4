/**
 * Changes to a running subscription's SIM card and services: SimSwapSubscription and
 * SetServicesSubscription.
 */
import type { WireActivation, WireActivationInfo } from '@msp/partner-interface';
import {
  checkMobilePay,
  disableSim,
  environmentOf,
  failsByReference,
  findSubscription,
  knownServices,
  nonExistingValue,
  supplied,
} from './lookups.js';
import type { OrderBody, SimulatorState } from './machine.js';

export function simSwapSubscription(
  state: SimulatorState,
  body: OrderBody<'SimSwapSubscription'>,
): WireActivation {
  const sub = findSubscription(state.data, body);
  const eSim = body.eSim === true;
  const held = eSim ? [] : [state.holdFreeSim(body.newSimCardNumber, 'newSimCardNumber')];
  const info: WireActivationInfo = supplied(body, ['eSim', 'email', 'confirmationCode']);
  const act = state.orderOn(sub, 'SIMSWAP', body.referenceNumber, info, { heldSims: held });
  const pending = state.pendingOf(act);
  if (held[0] !== undefined) pending.sim = held[0];
  state.runOrder(act, {
    failure: failsByReference(body.referenceNumber),
    onBusy: () => {
      if (eSim) state.issueESim(pending);
    },
    complete: () => {
      const current = state.data.subscriptions.get(sub.id);
      const next = pending.sim === undefined ? undefined : state.data.simCards.get(pending.sim);
      if (current === undefined) return 'the subscription no longer exists';
      if (next === undefined) return 'no SIM card was assigned';
      const old =
        current.simCardNumber === undefined ? undefined : state.data.simCards.get(current.simCardNumber);
      if (old !== undefined) disableSim(old);
      state.activateSim(next, current);
      current.simCardNumber = next.simCardNumber;
      current.isEsim = eSim;
      if (next.pin !== undefined) current.pin = next.pin;
      if (next.puk !== undefined) current.puk = next.puk;
      return undefined;
    },
  });
  return act;
}

export function setServicesSubscription(
  state: SimulatorState,
  body: OrderBody<'SetServicesSubscription'>,
): WireActivation {
  const sub = findSubscription(state.data, body);
  const environment = environmentOf(sub);
  const requested = knownServices(body.services);
  checkMobilePay(environment, requested, undefined, sub.services ?? {});
  const act = state.orderOn(sub, 'SETSERVICES', body.referenceNumber, { services: { ...requested } });
  state.runOrder(act, {
    failure: failsByReference(body.referenceNumber),
    // rule 2: a value that does not exist rejects the whole request, without an order number
    validate: () => nonExistingValue(requested),
    complete: () => {
      const current = state.data.subscriptions.get(sub.id);
      if (current === undefined) return 'the subscription no longer exists';
      current.services = { ...current.services, ...requested };
      if (requested.fixedIp === true && current.fixedIpAddress === undefined) {
        current.fixedIpAddress = state.newIpAddress();
      }
      return undefined;
    },
  });
  return act;
}
