/**
 * New lines: NewSubscription with a new phone number, and port-ins (InPortSubscription,
 * ChangeInPortSubscription) that bring a number from a donor provider.
 */
import {
  isFinalStatus,
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
  samePhone,
} from './lookups.js';
import type { OrderBody, Pending, SimulatorState } from './machine.js';

export function newSubscription(state: SimulatorState, body: OrderBody<'NewSubscription'>): WireActivation {
  const environment = body.providerEnvironment ?? 'SP16001';
  checkMobilePay(environment, body.services ?? {}, body.accessType, {});
  const eSim = body.eSim === true;
  const held = eSim ? [] : [state.holdFreeSim(body.simCardNumber, 'simCardNumber')];
  const subscriptionId = state.random.guid();
  const info: WireActivationInfo = {
    ...(held[0] !== undefined ? { simCardNumber: held[0] } : {}),
    eSim,
    subscriptionType: body.subscriptionType ?? 'VOICEDATA',
    accessType: body.accessType ?? 'INTERNETACCESS',
    customerId: state.customer().id,
    ...(body.serviceCustomerId !== undefined ? { serviceCustomerId: body.serviceCustomerId } : {}),
    ...(body.wishDate !== undefined ? { wishDate: body.wishDate } : {}),
    ...(body.email !== undefined ? { email: body.email } : {}),
  };
  const act = state.createActivation('ACTIVATENEW', 'INIT', environment, body.referenceNumber, info, {
    subscriptionId,
    phoneNumber: '',
  });
  state.track(act, { cancel: [], heldSims: held });
  const services = knownServices(body.services ?? {});
  state.runOrder(act, {
    wishDate: body.wishDate,
    failure: failsByReference(body.referenceNumber),
    onBusy: () => {
      act.phoneNumber = state.newPhoneNumber();
      if (eSim) {
        const sim = state.newSimCard('USIM', 'BUSY');
        info.simCardNumber = sim.simCardNumber;
        state.pendingOf(act).heldSims.push(sim.simCardNumber);
      }
    },
    complete: () => {
      const simCardNumber = info.simCardNumber;
      if (simCardNumber === undefined) return 'no SIM card was assigned';
      state.createSubscription({
        id: subscriptionId,
        phoneNumber: act.phoneNumber ?? state.newPhoneNumber(),
        simCardNumber,
        environment,
        isDataSim: info.subscriptionType === 'DATAONLY',
        isEsim: eSim,
        services,
      });
      return undefined;
    },
  });
  return act;
}

export function inPortSubscription(
  state: SimulatorState,
  body: OrderBody<'InPortSubscription'>,
): WireActivation {
  const environment = body.providerEnvironment ?? 'SP16001';
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
    eSim,
    subscriptionType: body.subscriptionType ?? 'VOICEDATA',
    accessType: body.accessType ?? 'INTERNETACCESS',
    portingStatus: 'INIT',
    donorCustomerNumber: body.donorCustomerNumber,
    ...(body.donorCustomerName !== undefined ? { donorCustomerName: body.donorCustomerName } : {}),
    ...(body.email !== undefined ? { email: body.email } : {}),
    ...(body.confirmationCode !== undefined ? { confirmationCode: body.confirmationCode } : {}),
    ...(body.serviceCustomerId !== undefined ? { serviceCustomerId: body.serviceCustomerId } : {}),
    ...(body.portingWishDate !== undefined ? { portingWishDate: body.portingWishDate } : {}),
    ...(body.note !== undefined ? { note: body.note } : {}),
    ...(held[0] !== undefined ? { simCardNumber: held[0] } : {}),
  };
  const act = state.createActivation('INPORT', 'BUSY', environment, body.referenceNumber, info, {
    subscriptionId,
    phoneNumber: body.phoneNumber,
  });
  const services = knownServices(body.services ?? {});
  const pending: Pending = { cancel: [], heldSims: held, services };
  state.track(act, pending);
  const now = state.clock.now();
  pending.cancel.push(
    state.clock.schedule(now + state.stepMs, () => {
      state.update(act, { providerOrderNumber: state.newOrderNumber() });
      if (eSim) {
        const sim = state.newSimCard('USIM', 'BUSY');
        info.simCardNumber = sim.simCardNumber;
        pending.heldSims.push(sim.simCardNumber);
      }
    }),
    state.clock.schedule(now + 2 * state.stepMs, () => {
      if (info.portingStatus !== 'INIT') return;
      if (info.donorCustomerNumber?.startsWith('REJECT') || failsByReference(body.referenceNumber)) {
        info.portingStatus = 'REJECTED';
        info.portingMessage = 'the donor customer number does not match the donor provider records';
        state.finish(act, 'ERROR');
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
      const simCardNumber = info.simCardNumber;
      if (simCardNumber === undefined || act.subscriptionId === undefined) {
        info.portingStatus = 'REJECTED';
        info.portingMessage = 'no SIM card was assigned';
        state.finish(act, 'ERROR');
        return;
      }
      state.createSubscription({
        id: act.subscriptionId,
        phoneNumber: info.isdn ?? act.phoneNumber ?? state.newPhoneNumber(),
        simCardNumber,
        environment: environmentOf(act),
        isDataSim: info.subscriptionType === 'DATAONLY',
        isEsim: info.eSim === true,
        services: pending.services ?? {},
      });
      state.finish(act, 'DONE');
    }),
  );
}
