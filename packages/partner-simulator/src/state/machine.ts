/**
 * The order machinery every order family shares: activation records, the steps of an order
 * on the virtual clock, cancellation, SIM cards held while an order runs, and the effects of
 * a finished order on subscriptions and SIM cards. The families (new lines and port-ins, SIM
 * swap and services, suspend/resume/terminate/port-out, cancellations) are functions over it.
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
import { randomUUID } from 'node:crypto';
import {
  type AccessType,
  normalizePhone,
  type OPERATIONS,
  type PostOperation,
  SERVICE_DEFAULTS,
  type WireActivation,
  type WireActivationInfo,
  type WireServices,
  type WireSimCard,
  type WireSubscription,
} from '@msp/partner-interface';
import type { z } from 'zod';
import type { VirtualClock } from '../clock.js';
import { type Customer, PROVIDER_GROUP, readOnlyServices, type SimulatorData } from '../data.js';
import { badRequest, notFound } from '../errors.js';
import type { Random } from '../random.js';
import { disableSim, environmentOf, infoOf } from './lookups.js';

/** The body of a POST operation as its schema in the operation table gives it, validated. */
export type OrderBody<O extends PostOperation> = z.output<(typeof OPERATIONS)[O]['body']>;

export interface Pending {
  /** cancels the tasks still scheduled for this activation */
  cancel: Array<() => void>;
  /** SIM cards held BUSY by the order, released on ERROR or CANCELLED */
  heldSims: string[];
  /** the SIM card the order puts in service, once assigned (info shows it for ACTIVATENEW only) */
  sim?: string;
  /** the subscription a port-in will create when it completes */
  line?: NewLine;
}

/** What a new subscription is made of, as its order asked for it. */
export interface NewLine {
  isDataSim: boolean;
  isEsim: boolean;
  accessType: AccessType;
  services: WireServices;
}

/** What happens to an order at its steps (see the timeline above). */
export interface OrderPlan {
  wishDate?: string | undefined;
  failure: boolean;
  /** a problem found at the first step ends the order in ERROR without an order number */
  validate?: () => string | undefined;
  onBusy?: () => void;
  onFailure?: () => void;
  /** the order's effect; a problem ends it in ERROR */
  complete: () => string | undefined;
}

export interface StateOptions {
  clock: VirtualClock;
  random: Random;
  data: SimulatorData;
  stepMs: number;
  /** how long the donor takes from the answer to the first possible porting date */
  portingLeadMs: number;
}

export class SimulatorState {
  readonly data: SimulatorData;
  readonly clock: VirtualClock;
  readonly random: Random;
  readonly stepMs: number;
  readonly portingLeadMs: number;
  readonly #pending = new Map<string, Pending>();
  #orderSeq = 4_100_000;

  constructor(options: StateOptions) {
    this.data = options.data;
    this.clock = options.clock;
    this.random = options.random;
    this.stepMs = options.stepMs;
    this.portingLeadMs = options.portingLeadMs;
  }

  createActivation(
    activationType: string,
    status: 'INIT' | 'BUSY',
    providerEnvironment: string,
    referenceNumber: string | undefined,
    info: WireActivationInfo,
    target: { subscriptionId: string; phoneNumber: string },
  ): WireActivation {
    const now = this.clock.iso();
    const act: WireActivation = {
      // never one id twice, across resets and restarts, as a real partner's: the gateway's
      // journal keeps activation ids longer than any simulator state
      id: randomUUID(),
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

  /** Starts following an accepted order: its scheduled steps and the SIM cards it holds. */
  /** An order on an existing subscription: its activation, tracked with the SIM cards it holds. */
  orderOn(
    sub: WireSubscription,
    activationType: string,
    referenceNumber: string | undefined,
    info: WireActivationInfo,
    options: { status?: 'INIT' | 'BUSY'; heldSims?: string[] } = {},
  ): WireActivation {
    const act = this.createActivation(
      activationType,
      options.status ?? 'INIT',
      environmentOf(sub),
      referenceNumber,
      info,
      { subscriptionId: sub.id, phoneNumber: sub.phoneNumber ?? '' },
    );
    this.track(act, { cancel: [], heldSims: options.heldSims ?? [] });
    return act;
  }

  track(act: WireActivation, pending: Pending): void {
    this.#pending.set(act.id, pending);
  }

  runOrder(act: WireActivation, plan: OrderPlan): void {
    const pending = this.pendingOf(act);
    const now = this.clock.now();
    const wish = plan.wishDate === undefined ? Number.NaN : Date.parse(plan.wishDate);
    const doneAt = Math.max(now + 2 * this.stepMs, Number.isNaN(wish) ? 0 : wish);
    pending.cancel.push(
      this.clock.schedule(now + this.stepMs, () => {
        const invalid = plan.validate?.();
        if (invalid !== undefined) {
          this.fail(act, invalid, plan.onFailure);
          return;
        }
        this.update(act, { status: 'BUSY', providerOrderNumber: this.newOrderNumber() });
        plan.onBusy?.();
      }),
      this.clock.schedule(doneAt, () => {
        if (act.status !== 'BUSY') return;
        if (plan.failure) {
          this.fail(
            act,
            'the provider could not process the order (forced by referenceNumber)',
            plan.onFailure,
          );
          return;
        }
        const problem = plan.complete();
        if (problem === undefined) this.finish(act, 'DONE');
        else this.fail(act, problem, plan.onFailure);
      }),
    );
  }

  /**
   * Stops the order's steps and ends it CANCELLED one step later, or in ERROR for a note
   * starting FAIL (then `onFailed` runs).
   */
  startCancellation(
    act: WireActivation,
    status: 'CANCELLING' | 'BUSY',
    note: string | undefined,
    onCancelled: () => void,
    onFailed?: () => void,
  ): void {
    const pending = this.pendingOf(act);
    for (const cancel of pending.cancel.splice(0)) cancel();
    this.update(act, { status });
    pending.cancel.push(
      this.clock.schedule(this.clock.now() + this.stepMs, () => {
        if (note?.startsWith('FAIL')) {
          this.fail(act, 'the provider could not process the cancellation (forced by note)', onFailed);
          return;
        }
        onCancelled();
        this.finish(act, 'CANCELLED');
      }),
    );
  }

  /**
   * Ends the order in ERROR: info explains (a port-in is REJECTED with a portingMessage), the
   * SIM cards it held are free again, and it has no provider order number.
   */
  fail(act: WireActivation, message: string, onFailure?: () => void): void {
    const info = infoOf(act);
    if (act.activationType === 'INPORT') {
      info.portingStatus = 'REJECTED';
      info.portingMessage = message;
    } else {
      info.errorMessage = message;
    }
    onFailure?.();
    this.releaseHeldSims(act);
    delete act.providerOrderNumber;
    this.#end(act, 'ERROR');
  }

  /** Ends the order DONE or CANCELLED; ERROR only through `fail`. */
  finish(act: WireActivation, status: 'DONE' | 'CANCELLED'): void {
    this.#end(act, status);
  }

  #end(act: WireActivation, status: 'DONE' | 'CANCELLED' | 'ERROR'): void {
    const pending = this.#pending.get(act.id);
    if (pending !== undefined) for (const cancel of pending.cancel.splice(0)) cancel();
    this.#pending.delete(act.id);
    this.update(act, status === 'DONE' ? { status, activatedDate: this.clock.iso() } : { status });
  }

  update(act: WireActivation, patch: Partial<WireActivation>): void {
    Object.assign(act, patch);
    act.modifiedAt = this.clock.iso();
  }

  pendingOf(act: WireActivation): Pending {
    let pending = this.#pending.get(act.id);
    if (pending === undefined) {
      pending = { cancel: [], heldSims: [] };
      this.#pending.set(act.id, pending);
    }
    return pending;
  }

  holdFreeSim(simCardNumber: string | undefined, field: string): string {
    if (simCardNumber === undefined) throw badRequest(`${field} is required for a physical SIM`, field);
    const sim = this.data.simCards.get(simCardNumber);
    if (sim === undefined) throw notFound(`SIM card ${simCardNumber} was not found`);
    if (sim.status !== 'FREE')
      throw badRequest(`SIM card ${simCardNumber} is ${sim.status}, not FREE`, field);
    sim.status = 'BUSY';
    return simCardNumber;
  }

  /** The provider issues an eSIM while the order is processed; the order holds it until it ends. */
  issueESim(pending: Pending): string {
    const sim = this.newSimCard('USIM', 'BUSY');
    pending.sim = sim.simCardNumber;
    pending.heldSims.push(sim.simCardNumber);
    return sim.simCardNumber;
  }

  releaseHeldSims(act: WireActivation): void {
    const pending = this.#pending.get(act.id);
    if (pending === undefined) return;
    for (const number of pending.heldSims.splice(0)) {
      const sim = this.data.simCards.get(number);
      if (sim?.status === 'BUSY') sim.status = 'FREE';
    }
  }

  activateSim(sim: WireSimCard, sub: WireSubscription): void {
    sim.status = 'ACTIVATED';
    sim.subscriptionId = sub.id;
    sim.phoneNumber = sub.phoneNumber ?? null;
    sim.activatedDate = this.clock.iso();
  }

  createSubscription(
    spec: NewLine & { id: string; phoneNumber: string; simCardNumber: string; environment: string },
  ): void {
    const sim = this.data.simCards.get(spec.simCardNumber);
    const customer = this.customer();
    const services: WireServices = {
      ...SERVICE_DEFAULTS,
      ...spec.services,
      ...readOnlyServices(spec.environment, spec.accessType),
    };
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
      activationDate: this.clock.iso().slice(0, 10),
      ...(services.fixedIp === true ? { fixedIpAddress: this.newIpAddress() } : {}),
      providerEnvironment: spec.environment,
      services,
    };
    this.data.subscriptions.set(sub.id, sub);
    if (sim !== undefined) this.activateSim(sim, sub);
  }

  /** Moves a subscription out of QuerySubscription and disables its SIM card; false if it is gone. */
  endSubscription(id: string): boolean {
    const sub = this.data.subscriptions.get(id);
    if (sub === undefined) return false;
    this.data.subscriptions.delete(id);
    this.data.endedSubscriptions.set(id, sub);
    const sim = sub.simCardNumber === undefined ? undefined : this.data.simCards.get(sub.simCardNumber);
    if (sim !== undefined) disableSim(sim);
    return true;
  }

  newSimCard(simCardType: string, status: string): WireSimCard {
    const sim: WireSimCard = {
      id: this.random.guid(),
      simCardNumber: `893101${this.random.digits(13)}`,
      status,
      simCardType,
      pin: this.random.digits(4),
      puk: this.random.digits(8),
      subscriptionId: null,
      phoneNumber: null,
    };
    this.data.simCards.set(sim.simCardNumber, sim);
    return sim;
  }

  newPhoneNumber(): string {
    const taken = new Set<string>();
    for (const sub of this.data.subscriptions.values())
      if (sub.phoneNumber) taken.add(normalizePhone(sub.phoneNumber));
    for (;;) {
      const candidate = `06${this.random.digits(8)}`;
      if (!taken.has(candidate)) return candidate;
    }
  }

  newOrderNumber(): string {
    this.#orderSeq += 1;
    return `PO${this.#orderSeq}`;
  }

  newIpAddress(): string {
    return `10.${this.random.int(16, 31)}.${this.random.int(0, 255)}.${this.random.int(1, 254)}`;
  }

  /** The customer new subscriptions belong to. */
  customer(): Customer {
    const customer = this.data.customers[0];
    if (customer === undefined) throw new Error('the simulator has no customer');
    return customer;
  }
}
