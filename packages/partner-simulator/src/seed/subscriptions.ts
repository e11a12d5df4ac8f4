/**
 * SIM cards and subscriptions: live subscriptions across both environments with eSIM,
 * data-only, fixed-IP, blocked and unknown cases, each with its history of activations;
 * subscriptions that ended (their SIM cards DISABLED); and SIM cards on the shelf.
 */
import { SERVICE_DEFAULTS, type WireServices, type WireSubscription } from '@msp/partner-interface';
import { type Customer, PROVIDER_GROUP, readOnlyServices } from '../data.js';
import { seedHistory } from './activations.js';
import { DAY, type SeedContext } from './context.js';
import { customerIndex, userName } from './customers.js';

/** Seeds the live subscriptions; answers the customer of each, by subscription id. */
export function seedSubscriptions(ctx: SeedContext): Map<string, Customer> {
  const { random, data, now, iso } = ctx;
  const subscriptionCustomer = new Map<string, Customer>();
  for (let i = 0; i < ctx.size.subscriptions; i++) {
    const customer = data.customers[customerIndex(random)] ?? data.customers[0];
    if (customer === undefined) throw new Error('no customers');
    const environment = random.chance(0.15) ? 'SP16002' : 'SP16001';
    const isDataSim = random.chance(0.1);
    const isEsim = !isDataSim && random.chance(0.2);
    const simType = isDataSim ? 'DATAONLYSIM' : random.chance(0.1) ? 'DUOSIM' : 'USIM';
    const sim = ctx.newSim(simType, 'ACTIVATED');
    const activated = now - random.int(20, 900) * DAY - random.int(0, DAY);
    const services: WireServices = { ...SERVICE_DEFAULTS };
    if (random.chance(0.3)) services.voiceMail = true;
    if (random.chance(0.25)) services.internationalDialing = true;
    if (random.chance(0.4)) services.dataRoamingEU = true;
    if (random.chance(0.1)) services.dataRoamingOutsideEU = random.chance(0.5);
    if (random.chance(0.2))
      services.dataUsageNotification = random.pick([
        'Data Usage Notification 500 MB',
        'Data Usage Notification 1000 MB',
      ]);
    if (random.chance(0.2))
      services.dataRoamingLimitation = random.pick(['Limit 25', 'Limit 100', 'Limit 250']);
    if (random.chance(0.1)) services.superFast = true;
    if (environment === 'SP16001' && random.chance(0.05)) services.mobilePay = true;
    else if (random.chance(0.05)) services.extraSecureMobile = true;
    const fixedIp = random.chance(0.05);
    if (fixedIp) services.fixedIp = true;
    Object.assign(
      services,
      readOnlyServices(environment, services.mobilePay ? 'MOBILEPAY' : 'INTERNETACCESS', random.chance(0.05)),
    );
    const sub: WireSubscription = {
      id: random.guid(),
      state: random.chance(0.05) ? 'BLOCKED' : random.chance(0.01) ? 'UNKNOWN' : 'ACTIVE',
      customerNumber: customer.customerNumber,
      phoneNumber: ctx.phone(),
      simCardNumber: sim.simCardNumber,
      ...(sim.pin !== undefined ? { pin: sim.pin } : {}),
      ...(sim.puk !== undefined ? { puk: sim.puk } : {}),
      providerGroup: PROVIDER_GROUP,
      isDataSim,
      isEsim,
      activationDate: iso(activated).slice(0, 10),
      // a fixed IP, once assigned, stays even when fixedIp is switched off later
      ...(fixedIp || random.chance(0.01)
        ? { fixedIpAddress: `10.20.${random.int(0, 255)}.${random.int(1, 254)}` }
        : {}),
      providerEnvironment: environment,
      services,
    };
    Object.assign(sim, {
      subscriptionId: sub.id,
      phoneNumber: sub.phoneNumber,
      activatedDate: iso(activated),
    });
    data.subscriptions.set(sub.id, sub);
    subscriptionCustomer.set(sub.id, customer);
    data.userNames.set(sub.id, userName(random));
    seedHistory(ctx, { sub, sim, customer, activated, simType });
  }
  return subscriptionCustomer;
}

/** Subscriptions that ended: terminated or ported out, their SIM cards DISABLED. */
export function seedEndedSubscriptions(ctx: SeedContext): void {
  const { random, data, now, iso } = ctx;
  for (let i = 0; i < Math.ceil(ctx.size.subscriptions / 15); i++) {
    const sim = ctx.newSim(random.pick(['USIM', 'DUOSIM']), 'DISABLED');
    const activated = now - random.int(300, 900) * DAY;
    const ended = now - random.int(5, 250) * DAY;
    const sub: WireSubscription = {
      id: random.guid(),
      state: 'ACTIVE',
      customerNumber: data.customers[0]?.customerNumber,
      phoneNumber: ctx.phone(),
      simCardNumber: sim.simCardNumber,
      providerGroup: PROVIDER_GROUP,
      isDataSim: false,
      isEsim: false,
      activationDate: iso(activated).slice(0, 10),
      providerEnvironment: 'SP16001',
      services: { ...SERVICE_DEFAULTS, ...readOnlyServices('SP16001', 'INTERNETACCESS') },
    };
    // the SIM card keeps the subscription it served, as the state machines leave it
    Object.assign(sim, {
      activatedDate: iso(activated),
      subscriptionId: sub.id,
      phoneNumber: sub.phoneNumber,
    });
    data.endedSubscriptions.set(sub.id, sub);
    const target = { subscriptionId: sub.id, phoneNumber: sub.phoneNumber, providerEnvironment: 'SP16001' };
    const outport = random.chance(0.4);
    ctx.addActivation({
      ...target,
      activationType: outport ? 'OUTPORT' : 'TERMINATE',
      ...ctx.finished(ended - DAY, 'DONE'),
      info: outport ? { portingStatus: 'OUTPORTED', wishDate: iso(ended) } : { wishDate: iso(ended) },
    });
    if (random.chance(0.3)) {
      ctx.addActivation({
        ...target,
        activationType: 'TERMINATE',
        ...ctx.finished(ended - 30 * DAY, 'DONE'),
        status: 'CANCELLED',
        info: { wishDate: iso(ended - 10 * DAY) },
      });
    }
  }
}

/** SIM cards on the shelf, FREE for new orders. */
export function seedFreeSims(ctx: SeedContext): void {
  for (let i = 0; i < ctx.size.freeSims; i++) {
    ctx.newSim(ctx.random.pick(['USIM', 'USIM', 'USIM', 'DUOSIM', 'DATAONLYSIM']), 'FREE');
  }
}
