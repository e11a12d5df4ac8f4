/**
 * Activations: the history of final activations of every type behind each subscription,
 * refused port-ins, and the orders still in progress at start-up (placed through the state
 * machines, so that they move on the clock like any new order).
 */
import type { WireSimCard, WireSubscription } from '@msp/partner-interface';
import type { Customer } from '../data.js';
import { portingOutSubscription, terminateSubscription } from '../state/lifecycle.js';
import type { SimulatorState } from '../state/machine.js';
import { inPortSubscription, newSubscription } from '../state/new-lines.js';
import { DAY, type SeedContext } from './context.js';
import { FIRST_NAMES } from './customers.js';

/** How a live subscription came to be and what was ordered for it since. */
export function seedHistory(
  ctx: SeedContext,
  seeded: { sub: WireSubscription; sim: WireSimCard; customer: Customer; activated: number; simType: string },
): void {
  const { random, now, iso } = ctx;
  const { sub, sim, customer, activated, simType } = seeded;
  const services = sub.services ?? {};
  const target = {
    subscriptionId: sub.id,
    phoneNumber: sub.phoneNumber,
    providerEnvironment: sub.providerEnvironment,
  };
  const created = activated - random.int(1, 5) * 3_600_000;
  // "required only when the organisation has several customer numbers in the service"
  const serviceCustomer =
    customer === ctx.data.customers[0] ? {} : { serviceCustomerId: customer.customerNumber };
  if (random.chance(0.2)) {
    // ordered three days before the donor's first possible date (`created`); the number moved
    // at the wished date
    const ordered = created - 3 * DAY;
    ctx.addActivation({
      ...target,
      activationType: 'INPORT',
      ...ctx.finished(ordered, 'DONE'),
      activatedDate: iso(activated),
      modifiedAt: iso(activated),
      info: {
        isdn: sub.phoneNumber,
        eSim: sub.isEsim,
        subscriptionType: sub.isDataSim ? 'DATAONLY' : 'VOICEDATA',
        accessType: 'INTERNETACCESS',
        portingStatus: 'APPROVED',
        donorCustomerNumber: `D${random.digits(7)}`,
        firstPossibleDate: iso(created),
        approvedDate: iso(activated),
        portingWishDate: iso(activated),
        ...(sub.isEsim
          ? {
              email: `${random.pick(FIRST_NAMES).toLowerCase()}@example.com`,
              confirmationCode: sub.puk?.slice(0, 6),
            }
          : {}),
        ...serviceCustomer,
        ...(sub.isDataSim ? { note: 'Data-only line of a fleet contract' } : {}),
      },
    });
  } else {
    ctx.addActivation({
      ...target,
      activationType: 'ACTIVATENEW',
      ...ctx.finished(created, 'DONE'),
      // ordered in the app: its tracking reference
      ...(sub.isEsim ? { referenceNumber: `APP-${sub.phoneNumber?.slice(-6)}` } : {}),
      activatedDate: iso(activated),
      modifiedAt: iso(activated),
      info: {
        simCardNumber: sim.simCardNumber,
        eSim: sub.isEsim,
        subscriptionType: sub.isDataSim ? 'DATAONLY' : 'VOICEDATA',
        accessType: services.mobilePay ? 'MOBILEPAY' : 'INTERNETACCESS',
        customerId: customer.id,
        ...serviceCustomer,
        ...(sub.isDataSim ? { wishDate: iso(activated) } : {}),
      },
    });
  }
  const later = () => activated + random.int(1, Math.max(2, Math.floor((now - activated) / DAY) - 1)) * DAY;
  if (random.chance(0.3)) {
    ctx.addActivation({
      ...target,
      activationType: 'SETSERVICES',
      ...ctx.finished(later(), 'DONE'),
      info: {
        services: {
          voiceMail: services.voiceMail ?? false,
          dataRoamingEU: services.dataRoamingEU ?? false,
        },
      },
    });
  }
  if (random.chance(0.04)) {
    ctx.addActivation({
      ...target,
      activationType: 'SETSERVICES',
      ...ctx.finished(later(), 'ERROR'),
      info: {
        services: { dataRoamingLimitation: 'Limit 75' },
        errorMessage: "dataRoamingLimitation 'Limit 75' does not exist",
      },
    });
  }
  if (random.chance(0.08)) {
    const old = ctx.newSim(simType, 'DISABLED');
    Object.assign(old, {
      activatedDate: iso(activated),
      subscriptionId: sub.id,
      phoneNumber: sub.phoneNumber,
    });
    ctx.addActivation({
      ...target,
      activationType: 'SIMSWAP',
      ...ctx.finished(later(), 'DONE'),
      info: sub.isEsim
        ? { eSim: true, email: `esim.${sub.phoneNumber}@example.com`, confirmationCode: sub.pin }
        : {},
    });
  }
  if (sub.state === 'BLOCKED') {
    ctx.addActivation({ ...target, activationType: 'SUSPEND', ...ctx.finished(later(), 'DONE'), info: {} });
  } else if (random.chance(0.04)) {
    const suspended = later();
    ctx.addActivation({ ...target, activationType: 'SUSPEND', ...ctx.finished(suspended, 'DONE'), info: {} });
    ctx.addActivation({
      ...target,
      activationType: 'RESUME',
      ...ctx.finished(suspended + 2 * DAY, 'DONE'),
      info: {},
    });
  }
}

/** Port-ins the donor refused. */
export function seedRefusedPortIns(ctx: SeedContext): void {
  const { random, now } = ctx;
  for (let i = 0; i < 4; i++) {
    ctx.addActivation({
      activationType: 'INPORT',
      subscriptionId: random.guid(),
      phoneNumber: ctx.phone(),
      providerEnvironment: 'SP16001',
      ...ctx.finished(now - random.int(3, 60) * DAY, 'ERROR'),
      info: {
        portingStatus: 'REJECTED',
        portingMessage: 'the donor customer number does not match the donor provider records',
        donorCustomerNumber: `D${random.digits(7)}`,
        eSim: false,
        subscriptionType: 'VOICEDATA',
      },
    });
  }
}

/**
 * Orders in progress at start-up: new subscriptions, an approved port-in, a port-in waiting
 * for the donor, a scheduled termination and a scheduled port-out.
 */
export function placeOpenOrders(state: SimulatorState, now: number): void {
  const free = () =>
    [...state.data.simCards.values()].find((s) => s.status === 'FREE' && s.simCardType === 'USIM');
  const active = [...state.data.subscriptions.values()].filter((s) => s.state === 'ACTIVE');
  const iso = (ms: number) => new Date(ms).toISOString();
  for (let i = 0; i < 3; i++) {
    const sim = free();
    if (sim !== undefined)
      newSubscription(state, { simCardNumber: sim.simCardNumber, referenceNumber: `WEB-${1040 + i}` });
  }
  newSubscription(state, {
    eSim: true,
    email: 'noor.visser@example.com',
    confirmationCode: '4711',
    referenceNumber: 'WEB-1043',
  });
  const portSim = free();
  if (portSim !== undefined) {
    inPortSubscription(state, {
      phoneNumber: '0687654321',
      donorCustomerNumber: 'D1234567',
      donorCustomerName: 'J. Jansen',
      simCardNumber: portSim.simCardNumber,
      portingWishDate: iso(now + 10 * DAY),
    });
  }
  const target = active[0];
  if (target?.id !== undefined)
    terminateSubscription(state, { subscriptionId: target.id, wishDate: iso(now + 14 * DAY) });
  const outport = active[1];
  if (outport?.id !== undefined)
    portingOutSubscription(state, { subscriptionId: outport.id, wishDate: iso(now + 5 * DAY) });
}
