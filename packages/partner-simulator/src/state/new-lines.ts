/**
 * New lines: NewSubscription with a new phone number, and port-ins (InPortSubscription,
 * ChangeInPortSubscription) that bring a number from a donor provider.
 */
import {
  isFinalStatus,
  ORDER_DEFAULTS,
  PORTING_WINDOW_MS,
  type WireActivation,
  type WireActivationInfo,
} from '@msp/partner-interface';
import { badRequest } from '../errors.js';
import {
  checkMobilePay,
  environmentOf,
  failsByReference,
  findActivation,
  infoOf,
  knownServices,
  nonExistingValue,
  samePhone,
  supplied,
} from './lookups.js';
import type { NewLine, OrderBody, Pending, SimulatorState } from './machine.js';

export function newSubscription(state: SimulatorState, body: OrderBody<'NewSubscription'>): WireActivation {
  const environment = body.providerEnvironment ?? ORDER_DEFAULTS.providerEnvironment;
  checkMobilePay(environment, body.services ?? {}, body.accessType, {});
  const eSim = body.eSim === true;
  const held = eSim ? [] : [state.holdFreeSim(body.simCardNumber, 'simCardNumber')];
  const subscriptionId = state.random.guid();
  const info: WireActivationInfo = {
    ...(held[0] !== undefined ? { simCardNumber: held[0] } : {}),
    ...supplied(body, ['eSim', 'subscriptionType', 'accessType']),
    customerId: state.customer().id,
    ...supplied(body, ['serviceCustomerId', 'wishDate']),
  };
  const act = state.createActivation('ACTIVATENEW', 'INIT', environment, body.referenceNumber, info, {
    subscriptionId,
    phoneNumber: '',
  });
  const line = newLine(body);
  const pending: Pending = { cancel: [], heldSims: held, ...(held[0] !== undefined ? { sim: held[0] } : {}) };
  state.track(act, pending);
  state.runOrder(act, {
    wishDate: body.wishDate,
    failure: failsByReference(body.referenceNumber),
    // a value that does not exist rejects the order, as in SetServicesSubscription
    validate: () => nonExistingValue(line.services),
    onBusy: () => {
      act.phoneNumber = state.newPhoneNumber();
      if (eSim) info.simCardNumber = state.issueESim(pending);
    },
    complete: () => {
      if (pending.sim === undefined) return 'no SIM card was assigned';
      state.createSubscription({
        ...line,
        id: subscriptionId,
        phoneNumber: act.phoneNumber ?? state.newPhoneNumber(),
        simCardNumber: pending.sim,
        environment,
      });
      return undefined;
    },
  });
  return act;
}

/** The subscription a NewSubscription or InPortSubscription order will create. */
const newLine = (body: OrderBody<'NewSubscription' | 'InPortSubscription'>): NewLine => ({
  isDataSim: (body.subscriptionType ?? ORDER_DEFAULTS.subscriptionType) === 'DATAONLY',
  isEsim: body.eSim === true,
  accessType: body.accessType ?? ORDER_DEFAULTS.accessType,
  services: knownServices(body.services ?? {}),
});

export function inPortSubscription(
  state: SimulatorState,
  body: OrderBody<'InPortSubscription'>,
): WireActivation {
  const environment = body.providerEnvironment ?? ORDER_DEFAULTS.providerEnvironment;
  checkMobilePay(environment, body.services ?? {}, body.accessType, {});
  for (const sub of state.data.subscriptions.values()) {
    if (samePhone(sub.phoneNumber, body.phoneNumber)) {
      throw badRequest(`phone number ${body.phoneNumber} already has a subscription here`, 'phoneNumber');
    }
  }
  const eSim = body.eSim === true;
  const held = eSim ? [] : [state.holdFreeSim(body.simCardNumber, 'simCardNumber')];
  const subscriptionId = state.random.guid();
  const info: WireActivationInfo = {
    isdn: body.phoneNumber,
    ...supplied(body, ['eSim', 'subscriptionType', 'accessType']),
    portingStatus: 'INIT',
    ...supplied(body, ['email', 'confirmationCode', 'serviceCustomerId', 'portingWishDate']),
    donorCustomerNumber: body.donorCustomerNumber,
    ...supplied(body, ['note']),
  };
  const act = state.createActivation('INPORT', 'BUSY', environment, body.referenceNumber, info, {
    subscriptionId,
    phoneNumber: body.phoneNumber,
  });
  const line = newLine(body);
  const pending: Pending = {
    cancel: [],
    heldSims: held,
    ...(held[0] !== undefined ? { sim: held[0] } : {}),
    line,
  };
  state.track(act, pending);
  const now = state.clock.now();
  pending.cancel.push(
    state.clock.schedule(now + state.stepMs, () => {
      // a value that does not exist rejects the order before it reaches the donor
      const invalid = nonExistingValue(line.services);
      if (invalid !== undefined) {
        state.fail(act, invalid);
        return;
      }
      state.update(act, { providerOrderNumber: state.newOrderNumber() });
      if (eSim) state.issueESim(pending);
    }),
    state.clock.schedule(now + 2 * state.stepMs, () => {
      if (info.portingStatus !== 'INIT') return;
      if (info.donorCustomerNumber?.startsWith('REJECT') || failsByReference(body.referenceNumber)) {
        state.fail(act, 'the donor customer number does not match the donor provider records');
        return;
      }
      const at = state.clock.now();
      const firstPossible = at + state.portingLeadMs;
      info.portingStatus = 'APPROVED';
      info.firstPossibleDate = state.clock.iso(firstPossible);
      scheduleApprovedPort(state, act, firstPossible);
    }),
  );
  return act;
}

export function changeInPortSubscription(
  state: SimulatorState,
  body: OrderBody<'ChangeInPortSubscription'>,
): WireActivation {
  const act = findActivation(state.data, body.activationId, 'INPORT', 'ChangeInPortSubscription');
  const info = infoOf(act);
  checkPortInChangeable(state, act, 'ChangeInPortSubscription');
  if (body.donorCustomerNumber !== undefined) info.donorCustomerNumber = body.donorCustomerNumber;
  if (body.portingWishDate !== undefined) info.portingWishDate = body.portingWishDate;
  if (info.portingStatus === 'APPROVED' && body.portingWishDate !== undefined && info.firstPossibleDate) {
    // the donor has answered: move the porting date, never before the first possible date
    for (const cancel of state.pendingOf(act).cancel.splice(0)) cancel();
    scheduleApprovedPort(state, act, Date.parse(info.firstPossibleDate));
  }
  state.update(act, {});
  return act;
}

/** A port-in may change or be cancelled until its final status, and not within 48 h of approvedDate. */
export function checkPortInChangeable(state: SimulatorState, act: WireActivation, operation: string): void {
  const info = infoOf(act);
  if (isFinalStatus(act.status) || info.portingStatus === 'CANCELLING') {
    throw badRequest(
      `${operation}: the port-in ${act.id} is ${act.status}/${info.portingStatus}`,
      'activationId',
    );
  }
  if (info.portingStatus === 'APPROVED' && info.approvedDate !== undefined) {
    const approved = Date.parse(info.approvedDate);
    if (approved - state.clock.now() <= PORTING_WINDOW_MS) {
      throw badRequest(
        `${operation} is rejected within the 48 hours before the approvedDate ${info.approvedDate} (the window opened at ${state.clock.iso(approved - PORTING_WINDOW_MS)})`,
        'activationId',
      );
    }
  }
}

/** The donor approved: the number moves at the wish date, never before the first possible date. */
function scheduleApprovedPort(state: SimulatorState, act: WireActivation, firstPossible: number): void {
  const info = infoOf(act);
  const pending = state.pendingOf(act);
  const wish = info.portingWishDate === undefined ? Number.NaN : Date.parse(info.portingWishDate);
  const approved = Number.isNaN(wish) ? firstPossible : Math.max(wish, firstPossible);
  info.approvedDate = state.clock.iso(approved);
  state.update(act, {});
  pending.cancel.push(
    state.clock.schedule(approved, () => {
      if (act.status !== 'BUSY' || info.portingStatus !== 'APPROVED') return;
      const { sim, line } = pending;
      if (sim === undefined || line === undefined || act.subscriptionId === undefined) {
        state.fail(act, 'no SIM card was assigned');
        return;
      }
      state.createSubscription({
        ...line,
        id: act.subscriptionId,
        phoneNumber: info.isdn ?? act.phoneNumber ?? state.newPhoneNumber(),
        simCardNumber: sim,
        environment: environmentOf(act),
      });
      state.finish(act, 'DONE');
    }),
  );
}
