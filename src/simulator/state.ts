/**
 * The simulator's data and state machines: every POST operation of the spec, processed
 * asynchronously on the virtual clock, with its effects on subscriptions and SIM cards.
 *
 * Timeline of an order (step = `stepMs`):
 *   accept      INIT (BUSY for the operations the spec says answer BUSY)
 *   +1 step     BUSY with a providerOrderNumber (ACTIVATENEW: the phone number is assigned)
 *   +2 steps    DONE with activatedDate, or ERROR; with a wishDate, not before it
 * A port-in gets the donor's answer after two steps (APPROVED with firstPossibleDate and
 * approvedDate, or REJECTED) and completes at approvedDate.
 *
 * Forcing a failure, deterministically: a referenceNumber that starts with `FAIL` makes the
 * order end in ERROR; a donorCustomerNumber that starts with `REJECT` makes a port-in REJECTED
 * (correct it with ChangeInPortSubscription while INIT); a cancellation note that starts with
 * `FAIL` makes the cancellation end in ERROR.
 */
import type { z } from 'zod';
import {
  type ActivationRefBody,
  type ChangeInPortBody,
  type cancelTerminateBodySchema,
  type InPortBody,
  isFinalStatus,
  type NewSubscriptionBody,
  normalizePhone,
  PORTING_WINDOW_MS,
  type ProviderEnvironment,
  type ScheduledTargetBody,
  SERVICE_DEFAULTS,
  SERVICE_NAMES,
  type SetServicesBody,
  type SimSwapBody,
  type TargetBody,
  type WireActivation,
  type WireActivationInfo,
  type WireCdr,
  type WireCdrMonth,
  type WireInvoice,
  type WireServices,
  type WireSimCard,
  type WireSubscription,
  type WireUsageSummary,
} from '../provider/wire.js';
import type { VirtualClock } from './clock.js';
import { badRequest, notFound } from './errors.js';
import type { Random } from './random.js';

export const PROVIDER_GROUP = 'PROVIDERMOBIEL';

/** The values of the value-type services that exist at the simulated provider. */
export const EXISTING_DATA_USAGE_NOTIFICATIONS = [0, 100, 250, 500, 1000, 2000, 5000, 10000].map((mb) =>
  mb === 0 ? 'No Data Usage Notification' : `Data Usage Notification ${mb} MB`,
);
export const EXISTING_DATA_ROAMING_LIMITATIONS = [0, 25, 50, 100, 150, 250, 500, 1000].map(
  (n) => `Limit ${n}`,
);

export interface Customer {
  id: string;
  customerNumber: string;
  name: string;
}

export interface SimulatorData {
  customers: Customer[];
  simCards: Map<string, WireSimCard>;
  subscriptions: Map<string, WireSubscription>;
  /** subscriptions that were terminated or ported out: gone from QuerySubscription */
  endedSubscriptions: Map<string, WireSubscription>;
  activations: Map<string, WireActivation>;
  userNames: Map<string, string>;
  cdrMonths: WireCdrMonth[];
  cdrs: Map<string, WireCdr[]>;
  usage: WireUsageSummary[];
  invoices: WireInvoice[];
}

interface Pending {
  /** cancels the tasks still scheduled for this activation */
  cancel: Array<() => void>;
  /** SIM cards held BUSY by the order, released on ERROR or CANCELLED */
  heldSims: string[];
  /** the services a port-in will start with */
  services?: WireServices;
}

export interface StateOptions {
  clock: VirtualClock;
  random: Random;
  data: SimulatorData;
  stepMs: number;
  /** how long the donor takes from the answer to the first possible porting date */
  portingLeadMs: number;
}

export const samePhone = (a: string | null | undefined, b: string): boolean =>
  a !== null && a !== undefined && normalizePhone(a) === normalizePhone(b);

export class SimulatorState {
  readonly data: SimulatorData;
  readonly #clock: VirtualClock;
  readonly #random: Random;
  readonly #stepMs: number;
  readonly #portingLeadMs: number;
  readonly #pending = new Map<string, Pending>();
  #orderSeq = 4_100_000;

  constructor(options: StateOptions) {
    this.data = options.data;
    this.#clock = options.clock;
    this.#random = options.random;
    this.#stepMs = options.stepMs;
    this.#portingLeadMs = options.portingLeadMs;
  }

  // -------------------------------------------------------------------------------------------
  // look-ups shared by the operations

  findSubscription(target: {
    subscriptionId?: string | undefined;
    phoneNumber?: string | undefined;
  }): WireSubscription {
    const { subscriptionId, phoneNumber } = target;
    if (subscriptionId !== undefined) {
      const sub = this.data.subscriptions.get(subscriptionId);
      if (sub === undefined) throw notFound(`subscription ${subscriptionId} was not found`);
      if (phoneNumber !== undefined && !samePhone(sub.phoneNumber, phoneNumber)) {
        throw badRequest('phoneNumber does not belong to subscriptionId', 'phoneNumber');
      }
      return sub;
    }
    if (phoneNumber !== undefined) {
      for (const sub of this.data.subscriptions.values())
        if (samePhone(sub.phoneNumber, phoneNumber)) return sub;
      throw notFound(`no subscription has phone number ${phoneNumber}`);
    }
    throw badRequest('subscriptionId or phoneNumber is required', 'subscriptionId');
  }

  findActivation(id: string, expectedType: string, operation: string): WireActivation {
    const act = this.data.activations.get(id);
    if (act === undefined) throw notFound(`activation ${id} was not found`);
    if (act.activationType !== expectedType) {
      throw badRequest(
        `${operation} needs an ${expectedType} activation; ${id} is ${act.activationType}`,
        'activationId',
      );
    }
    return act;
  }

  // -------------------------------------------------------------------------------------------
  // POST operations

  newSubscription(body: NewSubscriptionBody): WireActivation {
    const environment = body.providerEnvironment ?? 'SP16001';
    checkMobilePay(environment, body.services ?? {}, body.accessType, {});
    const eSim = body.eSim === true;
    const held = eSim ? [] : [this.#holdFreeSim(body.simCardNumber, 'simCardNumber')];
    const subscriptionId = this.#random.guid();
    const info: WireActivationInfo = {
      ...(held[0] !== undefined ? { simCardNumber: held[0] } : {}),
      eSim,
      subscriptionType: body.subscriptionType ?? 'VOICEDATA',
      accessType: body.accessType ?? 'INTERNETACCESS',
      customerId: this.#customer().id,
      ...(body.serviceCustomerId !== undefined ? { serviceCustomerId: body.serviceCustomerId } : {}),
      ...(body.wishDate !== undefined ? { wishDate: body.wishDate } : {}),
      ...(body.email !== undefined ? { email: body.email } : {}),
    };
    const act = this.#createActivation('ACTIVATENEW', 'INIT', environment, body.referenceNumber, info, {
      subscriptionId,
      phoneNumber: '',
    });
    this.#pending.set(act.id, { cancel: [], heldSims: held });
    const services = knownServices(body.services ?? {});
    this.#runOrder(act, {
      wishDate: body.wishDate,
      failure: failsByReference(body.referenceNumber),
      onBusy: () => {
        act.phoneNumber = this.#newPhoneNumber();
        if (eSim) {
          const sim = this.#newSimCard('USIM', 'BUSY');
          info.simCardNumber = sim.simCardNumber;
          this.#pendingOf(act).heldSims.push(sim.simCardNumber);
        }
      },
      complete: () => {
        const simCardNumber = info.simCardNumber;
        if (simCardNumber === undefined) return 'no SIM card was assigned';
        this.#createSubscription({
          id: subscriptionId,
          phoneNumber: act.phoneNumber ?? this.#newPhoneNumber(),
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

  cancelNewSubscription(body: ActivationRefBody): WireActivation {
    const act = this.findActivation(body.activationId, 'ACTIVATENEW', 'CancelNewSubscription');
    if (act.status !== 'INIT' && act.status !== 'BUSY') {
      throw badRequest(
        `activation ${act.id} is ${act.status} and can no longer be cancelled`,
        'activationId',
      );
    }
    this.#startCancellation(act, 'CANCELLING', body.note, () => {
      this.#releaseHeldSims(act);
    });
    return act;
  }

  suspendSubscription(body: TargetBody): WireActivation {
    return this.#stateChange('SUSPEND', body, 'ACTIVE', 'BLOCKED', 'the subscription is not ACTIVE');
  }

  resumeSubscription(body: TargetBody): WireActivation {
    return this.#stateChange('RESUME', body, 'BLOCKED', 'ACTIVE', 'the subscription is not suspended');
  }

  simSwapSubscription(body: SimSwapBody): WireActivation {
    const sub = this.findSubscription(body);
    const eSim = body.eSim === true;
    const held = eSim ? [] : [this.#holdFreeSim(body.newSimCardNumber, 'newSimCardNumber')];
    const info: WireActivationInfo = {
      eSim,
      ...(body.email !== undefined ? { email: body.email } : {}),
      ...(body.confirmationCode !== undefined ? { confirmationCode: body.confirmationCode } : {}),
      ...(held[0] !== undefined ? { simCardNumber: held[0] } : {}),
    };
    const act = this.#createActivation('SIMSWAP', 'INIT', environmentOf(sub), body.referenceNumber, info, {
      subscriptionId: sub.id,
      phoneNumber: sub.phoneNumber ?? '',
    });
    this.#pending.set(act.id, { cancel: [], heldSims: held });
    this.#runOrder(act, {
      failure: failsByReference(body.referenceNumber),
      onBusy: () => {
        if (eSim) {
          const sim = this.#newSimCard('USIM', 'BUSY');
          info.simCardNumber = sim.simCardNumber;
          this.#pendingOf(act).heldSims.push(sim.simCardNumber);
        }
      },
      complete: () => {
        const current = this.data.subscriptions.get(sub.id);
        const next =
          info.simCardNumber === undefined ? undefined : this.data.simCards.get(info.simCardNumber);
        if (current === undefined) return 'the subscription no longer exists';
        if (next === undefined) return 'no SIM card was assigned';
        const old =
          current.simCardNumber === undefined ? undefined : this.data.simCards.get(current.simCardNumber);
        if (old !== undefined) disableSim(old);
        this.#activateSim(next, current);
        current.simCardNumber = next.simCardNumber;
        current.isEsim = eSim;
        if (next.pin !== undefined) current.pin = next.pin;
        if (next.puk !== undefined) current.puk = next.puk;
        return undefined;
      },
    });
    return act;
  }

  setServicesSubscription(body: SetServicesBody): WireActivation {
    const sub = this.findSubscription(body);
    const environment = environmentOf(sub);
    const requested = knownServices(body.services);
    checkMobilePay(environment, requested, undefined, sub.services ?? {});
    const act = this.#createActivation(
      'SETSERVICES',
      'INIT',
      environment,
      body.referenceNumber,
      {
        services: { ...requested },
      },
      { subscriptionId: sub.id, phoneNumber: sub.phoneNumber ?? '' },
    );
    this.#pending.set(act.id, { cancel: [], heldSims: [] });
    this.#runOrder(act, {
      failure: failsByReference(body.referenceNumber),
      // rule 2: a value that does not exist rejects the whole request, without an order number
      validate: () => nonExistingValue(requested),
      complete: () => {
        const current = this.data.subscriptions.get(sub.id);
        if (current === undefined) return 'the subscription no longer exists';
        current.services = { ...current.services, ...requested };
        if (requested.fixedIp === true && current.fixedIpAddress === undefined) {
          current.fixedIpAddress = this.#newIpAddress();
        }
        return undefined;
      },
    });
    return act;
  }

  inPortSubscription(body: InPortBody): WireActivation {
    const environment = body.providerEnvironment ?? 'SP16001';
    checkMobilePay(environment, body.services ?? {}, body.accessType, {});
    for (const sub of this.data.subscriptions.values()) {
      if (samePhone(sub.phoneNumber, body.phoneNumber)) {
        throw badRequest(`phone number ${body.phoneNumber} already has a subscription here`, 'phoneNumber');
      }
    }
    const eSim = body.eSim === true;
    const held = eSim ? [] : [this.#holdFreeSim(body.simCardNumber, 'simCardNumber')];
    const subscriptionId = this.#random.guid();
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
    const act = this.#createActivation('INPORT', 'BUSY', environment, body.referenceNumber, info, {
      subscriptionId,
      phoneNumber: body.phoneNumber,
    });
    const services = knownServices(body.services ?? {});
    const pending: Pending = { cancel: [], heldSims: held, services };
    this.#pending.set(act.id, pending);
    const now = this.#clock.now();
    pending.cancel.push(
      this.#clock.schedule(now + this.#stepMs, () => {
        this.#update(act, { providerOrderNumber: this.#newOrderNumber() });
        if (eSim) {
          const sim = this.#newSimCard('USIM', 'BUSY');
          info.simCardNumber = sim.simCardNumber;
          pending.heldSims.push(sim.simCardNumber);
        }
      }),
      this.#clock.schedule(now + 2 * this.#stepMs, () => {
        if (info.portingStatus !== 'INIT') return;
        if (info.donorCustomerNumber?.startsWith('REJECT') || failsByReference(body.referenceNumber)) {
          info.portingStatus = 'REJECTED';
          info.portingMessage = 'the donor customer number does not match the donor provider records';
          this.#finish(act, 'ERROR');
          return;
        }
        const at = this.#clock.now();
        const firstPossible = at + this.#portingLeadMs;
        info.portingStatus = 'APPROVED';
        info.firstPossibleDate = this.#clock.iso(firstPossible);
        this.#scheduleApprovedPort(act, firstPossible);
      }),
    );
    return act;
  }

  changeInPortSubscription(body: ChangeInPortBody): WireActivation {
    const act = this.findActivation(body.activationId, 'INPORT', 'ChangeInPortSubscription');
    const info = infoOf(act);
    this.#checkPortInChangeable(act, 'ChangeInPortSubscription');
    if (body.donorCustomerNumber !== undefined) info.donorCustomerNumber = body.donorCustomerNumber;
    if (body.portingWishDate !== undefined) info.portingWishDate = body.portingWishDate;
    if (info.portingStatus === 'APPROVED' && body.portingWishDate !== undefined && info.firstPossibleDate) {
      // the donor has answered: move the porting date, never before the first possible date
      for (const cancel of this.#pendingOf(act).cancel.splice(0)) cancel();
      this.#scheduleApprovedPort(act, Date.parse(info.firstPossibleDate));
    }
    this.#update(act, {});
    return act;
  }

  cancelInPortSubscription(body: ActivationRefBody): WireActivation {
    const act = this.findActivation(body.activationId, 'INPORT', 'CancelInPortSubscription');
    const info = infoOf(act);
    if (info.portingStatus === 'INIT') {
      throw badRequest(
        'CancelInPortSubscription is rejected while portingStatus is INIT: wait for the donor to answer (APPROVED)',
        'activationId',
      );
    }
    this.#checkPortInChangeable(act, 'CancelInPortSubscription');
    info.portingStatus = 'CANCELLING';
    if (body.note !== undefined) info.note = body.note;
    this.#startCancellation(act, 'BUSY', body.note, () => {
      info.portingStatus = 'CANCELLED';
      this.#releaseHeldSims(act);
    });
    return act;
  }

  portingOutSubscription(body: ScheduledTargetBody): WireActivation {
    const sub = this.findSubscription(body);
    const info: WireActivationInfo = body.wishDate !== undefined ? { wishDate: body.wishDate } : {};
    const act = this.#createActivation('OUTPORT', 'INIT', environmentOf(sub), body.referenceNumber, info, {
      subscriptionId: sub.id,
      phoneNumber: sub.phoneNumber ?? '',
    });
    this.#pending.set(act.id, { cancel: [], heldSims: [] });
    this.#runOrder(act, {
      wishDate: body.wishDate,
      failure: failsByReference(body.referenceNumber),
      onFailure: () => {
        info.portingStatus = 'NOTCALLED';
      },
      complete: () => {
        if (!this.#endSubscription(sub.id)) return 'the subscription no longer exists';
        info.portingStatus = 'OUTPORTED';
        return undefined;
      },
    });
    return act;
  }

  cancelPortingOutSubscription(body: ActivationRefBody): WireActivation {
    const act = this.findActivation(body.activationId, 'OUTPORT', 'CancelPortingOutSubscription');
    this.#checkCancellable(act);
    const info = infoOf(act);
    info.portingStatus = 'CANCELLING';
    this.#startCancellation(act, 'BUSY', body.note, () => {
      info.portingStatus = 'REJECTED';
    });
    return act;
  }

  terminateSubscription(body: ScheduledTargetBody): WireActivation {
    const sub = this.findSubscription(body);
    const info: WireActivationInfo = body.wishDate !== undefined ? { wishDate: body.wishDate } : {};
    const act = this.#createActivation('TERMINATE', 'BUSY', environmentOf(sub), body.referenceNumber, info, {
      subscriptionId: sub.id,
      phoneNumber: sub.phoneNumber ?? '',
    });
    this.#pending.set(act.id, { cancel: [], heldSims: [] });
    this.#runOrder(act, {
      wishDate: body.wishDate,
      failure: failsByReference(body.referenceNumber),
      complete: () => (this.#endSubscription(sub.id) ? undefined : 'the subscription no longer exists'),
    });
    return act;
  }

  cancelTerminateSubscription(body: z.infer<typeof cancelTerminateBodySchema>): WireActivation {
    const id = body.activationId ?? body.id ?? '';
    const act = this.findActivation(id, 'TERMINATE', 'CancelTerminateSubscription');
    this.#checkCancellable(act);
    this.#startCancellation(act, 'BUSY', body.note, () => {});
    return act;
  }

  // -------------------------------------------------------------------------------------------
  // the machinery

  #createActivation(
    activationType: string,
    status: 'INIT' | 'BUSY',
    providerEnvironment: string,
    referenceNumber: string | undefined,
    info: WireActivationInfo,
    target: { subscriptionId: string; phoneNumber: string },
  ): WireActivation {
    const now = this.#clock.iso();
    const act: WireActivation = {
      id: this.#random.guid(),
      createdAt: now,
      modifiedAt: now,
      status,
      activationType,
      providerEnvironment,
      ...(referenceNumber !== undefined ? { referenceNumber } : {}),
      subscriptionId: target.subscriptionId,
      phoneNumber: target.phoneNumber,
      info,
    };
    this.data.activations.set(act.id, act);
    return act;
  }

  #runOrder(
    act: WireActivation,
    plan: {
      wishDate?: string | undefined;
      failure: boolean;
      validate?: () => string | undefined;
      onBusy?: () => void;
      onFailure?: () => void;
      complete: () => string | undefined;
    },
  ): void {
    const pending = this.#pendingOf(act);
    const now = this.#clock.now();
    const wish = plan.wishDate === undefined ? Number.NaN : Date.parse(plan.wishDate);
    const doneAt = Math.max(now + 2 * this.#stepMs, Number.isNaN(wish) ? 0 : wish);
    pending.cancel.push(
      this.#clock.schedule(now + this.#stepMs, () => {
        const invalid = plan.validate?.();
        if (invalid !== undefined) {
          this.#fail(act, invalid, plan.onFailure);
          return;
        }
        this.#update(act, { status: 'BUSY', providerOrderNumber: this.#newOrderNumber() });
        plan.onBusy?.();
      }),
      this.#clock.schedule(doneAt, () => {
        if (act.status !== 'BUSY') return;
        if (plan.failure) {
          this.#fail(
            act,
            'the provider could not process the order (forced by referenceNumber)',
            plan.onFailure,
          );
          return;
        }
        const problem = plan.complete();
        if (problem === undefined) this.#finish(act, 'DONE');
        else this.#fail(act, problem, plan.onFailure);
      }),
    );
  }

  #scheduleApprovedPort(act: WireActivation, firstPossible: number): void {
    const info = infoOf(act);
    const pending = this.#pendingOf(act);
    const wish = info.portingWishDate === undefined ? Number.NaN : Date.parse(info.portingWishDate);
    const approved = Number.isNaN(wish) ? firstPossible : Math.max(wish, firstPossible);
    info.approvedDate = this.#clock.iso(approved);
    this.#update(act, {});
    pending.cancel.push(
      this.#clock.schedule(approved, () => {
        if (act.status !== 'BUSY' || info.portingStatus !== 'APPROVED') return;
        const simCardNumber = info.simCardNumber;
        if (simCardNumber === undefined || act.subscriptionId === undefined) {
          info.portingStatus = 'REJECTED';
          info.portingMessage = 'no SIM card was assigned';
          this.#finish(act, 'ERROR');
          return;
        }
        this.#createSubscription({
          id: act.subscriptionId,
          phoneNumber: info.isdn ?? act.phoneNumber ?? this.#newPhoneNumber(),
          simCardNumber,
          environment: environmentOf(act),
          isDataSim: info.subscriptionType === 'DATAONLY',
          isEsim: info.eSim === true,
          services: pending.services ?? {},
        });
        this.#finish(act, 'DONE');
      }),
    );
  }

  #startCancellation(
    act: WireActivation,
    status: 'CANCELLING' | 'BUSY',
    note: string | undefined,
    onCancelled: () => void,
  ) {
    const pending = this.#pendingOf(act);
    for (const cancel of pending.cancel.splice(0)) cancel();
    this.#update(act, { status });
    pending.cancel.push(
      this.#clock.schedule(this.#clock.now() + this.#stepMs, () => {
        if (note?.startsWith('FAIL')) {
          this.#fail(act, 'the provider could not process the cancellation (forced by note)');
          return;
        }
        onCancelled();
        this.#finish(act, 'CANCELLED');
      }),
    );
  }

  #checkCancellable(act: WireActivation): void {
    if (
      isFinalStatus(act.status) ||
      act.status === 'CANCELLING' ||
      infoOf(act).portingStatus === 'CANCELLING'
    ) {
      throw badRequest(
        `activation ${act.id} is ${act.status} and can no longer be cancelled`,
        'activationId',
      );
    }
  }

  #checkPortInChangeable(act: WireActivation, operation: string): void {
    const info = infoOf(act);
    if (isFinalStatus(act.status) || info.portingStatus === 'CANCELLING') {
      throw badRequest(
        `${operation}: the port-in ${act.id} is ${act.status}/${info.portingStatus}`,
        'activationId',
      );
    }
    if (info.portingStatus === 'APPROVED' && info.approvedDate !== undefined) {
      const approved = Date.parse(info.approvedDate);
      if (approved - this.#clock.now() <= PORTING_WINDOW_MS) {
        throw badRequest(
          `${operation} is rejected within the 48 hours before the approvedDate ${info.approvedDate} (the window opened at ${this.#clock.iso(approved - PORTING_WINDOW_MS)})`,
          'activationId',
        );
      }
    }
  }

  #stateChange(
    type: 'SUSPEND' | 'RESUME',
    body: TargetBody,
    from: string,
    to: string,
    problem: string,
  ): WireActivation {
    const sub = this.findSubscription(body);
    const act = this.#createActivation(
      type,
      'INIT',
      environmentOf(sub),
      body.referenceNumber,
      {},
      {
        subscriptionId: sub.id,
        phoneNumber: sub.phoneNumber ?? '',
      },
    );
    this.#pending.set(act.id, { cancel: [], heldSims: [] });
    this.#runOrder(act, {
      failure: failsByReference(body.referenceNumber),
      complete: () => {
        const current = this.data.subscriptions.get(sub.id);
        if (current === undefined) return 'the subscription no longer exists';
        if (current.state !== from) return problem;
        current.state = to;
        return undefined;
      },
    });
    return act;
  }

  #fail(act: WireActivation, message: string, onFailure?: () => void): void {
    infoOf(act).errorMessage = message;
    onFailure?.();
    this.#releaseHeldSims(act);
    this.#finish(act, 'ERROR');
  }

  #finish(act: WireActivation, status: 'DONE' | 'ERROR' | 'CANCELLED'): void {
    const pending = this.#pending.get(act.id);
    if (pending !== undefined) for (const cancel of pending.cancel.splice(0)) cancel();
    this.#pending.delete(act.id);
    this.#update(act, status === 'DONE' ? { status, activatedDate: this.#clock.iso() } : { status });
  }

  #update(act: WireActivation, patch: Partial<WireActivation>): void {
    Object.assign(act, patch);
    act.modifiedAt = this.#clock.iso();
  }

  #pendingOf(act: WireActivation): Pending {
    let pending = this.#pending.get(act.id);
    if (pending === undefined) {
      pending = { cancel: [], heldSims: [] };
      this.#pending.set(act.id, pending);
    }
    return pending;
  }

  #holdFreeSim(simCardNumber: string | undefined, field: string): string {
    if (simCardNumber === undefined) throw badRequest(`${field} is required for a physical SIM`, field);
    const sim = this.data.simCards.get(simCardNumber);
    if (sim === undefined) throw notFound(`SIM card ${simCardNumber} was not found`);
    if (sim.status !== 'FREE')
      throw badRequest(`SIM card ${simCardNumber} is ${sim.status}, not FREE`, field);
    sim.status = 'BUSY';
    return simCardNumber;
  }

  #releaseHeldSims(act: WireActivation): void {
    const pending = this.#pending.get(act.id);
    if (pending === undefined) return;
    for (const number of pending.heldSims.splice(0)) {
      const sim = this.data.simCards.get(number);
      if (sim?.status === 'BUSY') sim.status = 'FREE';
    }
  }

  #activateSim(sim: WireSimCard, sub: WireSubscription): void {
    sim.status = 'ACTIVATED';
    sim.subscriptionId = sub.id;
    sim.phoneNumber = sub.phoneNumber ?? null;
    sim.activatedDate = this.#clock.iso();
  }

  #createSubscription(spec: {
    id: string;
    phoneNumber: string;
    simCardNumber: string;
    environment: string;
    isDataSim: boolean;
    isEsim: boolean;
    services: WireServices;
  }): void {
    const sim = this.data.simCards.get(spec.simCardNumber);
    const customer = this.#customer();
    const services: WireServices = { ...SERVICE_DEFAULTS, ...spec.services };
    const sub: WireSubscription = {
      id: spec.id,
      state: 'ACTIVE',
      customerNumber: customer.customerNumber,
      phoneNumber: spec.phoneNumber,
      simCardNumber: spec.simCardNumber,
      ...(sim?.pin !== undefined ? { pin: sim.pin } : {}),
      ...(sim?.puk !== undefined ? { puk: sim.puk } : {}),
      providerGroup: PROVIDER_GROUP,
      isDataSim: spec.isDataSim,
      isEsim: spec.isEsim,
      activationDate: this.#clock.iso().slice(0, 10),
      ...(services.fixedIp === true ? { fixedIpAddress: this.#newIpAddress() } : {}),
      providerEnvironment: spec.environment,
      services,
    };
    this.data.subscriptions.set(sub.id, sub);
    if (sim !== undefined) this.#activateSim(sim, sub);
  }

  #endSubscription(id: string): boolean {
    const sub = this.data.subscriptions.get(id);
    if (sub === undefined) return false;
    this.data.subscriptions.delete(id);
    this.data.endedSubscriptions.set(id, sub);
    const sim = sub.simCardNumber === undefined ? undefined : this.data.simCards.get(sub.simCardNumber);
    if (sim !== undefined) disableSim(sim);
    return true;
  }

  #newSimCard(simCardType: string, status: string): WireSimCard {
    const sim: WireSimCard = {
      id: this.#random.guid(),
      simCardNumber: `893101${this.#random.digits(13)}`,
      status,
      simCardType,
      pin: this.#random.digits(4),
      puk: this.#random.digits(8),
      subscriptionId: null,
      phoneNumber: null,
    };
    this.data.simCards.set(sim.simCardNumber, sim);
    return sim;
  }

  #newPhoneNumber(): string {
    const taken = new Set<string>();
    for (const sub of this.data.subscriptions.values())
      if (sub.phoneNumber) taken.add(normalizePhone(sub.phoneNumber));
    for (;;) {
      const candidate = `06${this.#random.digits(8)}`;
      if (!taken.has(candidate)) return candidate;
    }
  }

  #newOrderNumber(): string {
    this.#orderSeq += 1;
    return `PO${this.#orderSeq}`;
  }

  #newIpAddress(): string {
    return `10.${this.#random.int(16, 31)}.${this.#random.int(0, 255)}.${this.#random.int(1, 254)}`;
  }

  #customer(): Customer {
    const customer = this.data.customers[0];
    if (customer === undefined) throw new Error('the simulator has no customer');
    return customer;
  }
}

// ---------------------------------------------------------------------------------------------
// pure helpers

const infoOf = (act: WireActivation): WireActivationInfo => {
  if (act.info === undefined) act.info = {};
  return act.info;
};

const environmentOf = (record: { providerEnvironment?: string | undefined }): string =>
  record.providerEnvironment ?? 'SP16001';

const failsByReference = (referenceNumber: string | undefined): boolean =>
  referenceNumber?.startsWith('FAIL') === true;

function disableSim(sim: WireSimCard): void {
  sim.status = 'DISABLED';
}

/** The services of a request that the provider recognises (rule 1: unknown names are ignored). */
export function knownServices(services: Record<string, unknown>): WireServices {
  const out: Record<string, unknown> = {};
  for (const name of SERVICE_NAMES) if (name in services) out[name] = services[name];
  return out as WireServices;
}

/** A value-type service whose value does not exist at the provider, if any. */
export function nonExistingValue(services: WireServices): string | undefined {
  const notification = services.dataUsageNotification;
  if (notification !== undefined && !EXISTING_DATA_USAGE_NOTIFICATIONS.includes(notification)) {
    return `dataUsageNotification '${notification}' does not exist`;
  }
  const limitation = services.dataRoamingLimitation;
  if (limitation !== undefined && !EXISTING_DATA_ROAMING_LIMITATIONS.includes(limitation)) {
    return `dataRoamingLimitation '${limitation}' does not exist`;
  }
  return undefined;
}

interface MobilePayServices {
  mobilePay?: unknown;
  extraSecureMobile?: unknown;
}

/**
 * The two mobilePay rules, on the services as they will be after the request: unsupported on
 * SP16002, and on SP16001 only while extraSecureMobile is false.
 */
export function checkMobilePay(
  environment: ProviderEnvironment | string,
  requested: MobilePayServices,
  accessType: string | undefined,
  current: MobilePayServices,
): void {
  const mobilePay = requested.mobilePay ?? current.mobilePay;
  const wantsMobilePay = mobilePay === true || (accessType === 'MOBILEPAY' && mobilePay !== false);
  if (!wantsMobilePay) return;
  const field =
    requested.mobilePay !== undefined || accessType === undefined ? 'services.mobilePay' : 'accessType';
  if (environment === 'SP16002') {
    throw badRequest(`${field}: mobilePay is not supported in providerEnvironment SP16002`, field);
  }
  const extraSecure = requested.extraSecureMobile ?? current.extraSecureMobile;
  if (extraSecure === true) {
    throw badRequest(`${field}: mobilePay is only available when extraSecureMobile is false`, field);
  }
}
