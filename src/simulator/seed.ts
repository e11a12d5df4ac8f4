/**
 * The seeded dataset: deterministic for a seed and a start time, shaped like a reseller's
 * real estate. SIM cards of every type in every status; subscriptions across both
 * environments with eSIM, data-only, fixed-IP, blocked and unknown cases; a history of final
 * activations of every type; 13 months of CDRs using every rate class and module code, the
 * usage summaries derived from them, and monthly invoices with every nested array.
 * Orders still in progress are placed through the state machines (see `placeOpenOrders`).
 */
import { MODULES, RATE_CLASSES, type RateClassInfo } from '../provider/codes.js';
import {
  SERVICE_DEFAULTS,
  type WireActivation,
  type WireCdr,
  type WireInvoice,
  type WireInvoiceSpecificationLine,
  type WireServices,
  type WireSimCard,
  type WireSubscription,
  type WireUsageDetail,
  type WireUsageSummary,
} from '../provider/wire.js';
import { Random } from './random.js';
import { type Customer, PROVIDER_GROUP, type SimulatorData, type SimulatorState } from './state.js';

export type DatasetSize = 'small' | 'large';

export interface SeedOptions {
  seed: number;
  /** virtual time the dataset is anchored on, epoch ms */
  now: number;
  size: DatasetSize;
}

const DAY = 86_400_000;
const SIZES = {
  small: { subscriptions: 300, cdrsPerSubscriptionMonth: 5, freeSims: 60 },
  large: { subscriptions: 1500, cdrsPerSubscriptionMonth: 7, freeSims: 200 },
} as const;
const MONTHS_OF_CDRS = 13;

const FIRST_NAMES = [
  'Anna',
  'Bram',
  'Chloe',
  'Daan',
  'Emma',
  'Finn',
  'Guus',
  'Hanna',
  'Isa',
  'Jesse',
  'Lotte',
  'Milan',
  'Noor',
  'Sem',
  'Tess',
  'Yara',
];
const LAST_NAMES = [
  'de Vries',
  'Jansen',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
];
const DEPARTMENTS = ['Sales', 'Service', 'Logistics', 'Finance', 'IT', 'Field'];
const COUNTRIES_EU = ['DE', 'BE', 'FR', 'ES', 'IT', 'AT'];
const COUNTRIES_WORLD = ['US', 'CA', 'TR', 'MA', 'TH', 'ZA', 'AU'];

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const RATE_CLASS_TEXT: Record<string, string> = {
  VOICE: 'Calls',
  SMS: 'Text messages',
  DATA: 'Mobile internet',
  MMS: 'Picture messages',
};

/** A rate class's invoice text (not part of the contract; the simulator makes its own). */
export const rateClassDescription = (rc: RateClassInfo): string =>
  `${RATE_CLASS_TEXT[rc.trafficType] ?? rc.trafficType} ${rc.foreignCountryType === 'NATIONAL' ? 'national' : 'abroad'} (${rc.code})`;

const yearMonthOf = (ms: number): string => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}_${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};
const monthStart = (ms: number, back: number): number => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1);
};

export function seedData(options: SeedOptions): SimulatorData {
  const random = new Random(options.seed);
  const size = SIZES[options.size];
  const now = options.now;
  const iso = (ms: number) => new Date(ms).toISOString();
  const data: SimulatorData = {
    customers: [],
    simCards: new Map(),
    subscriptions: new Map(),
    endedSubscriptions: new Map(),
    activations: new Map(),
    userNames: new Map(),
    cdrMonths: [],
    cdrs: new Map(),
    usage: [],
    invoices: [],
  };

  data.customers = ['Reseller Holding B.V.', 'Fieldforce Services B.V.', 'Groenland Logistiek B.V.'].map(
    (name, i): Customer => ({ id: random.guid(), customerNumber: `C${100_200 + i * 17}`, name }),
  );
  const groupCustomer = data.customers[1];

  const takenPhones = new Set<string>();
  const phone = () => {
    for (;;) {
      const candidate = `06${random.digits(8)}`;
      if (!takenPhones.has(candidate)) {
        takenPhones.add(candidate);
        return candidate;
      }
    }
  };
  const newSim = (simCardType: string, status: string): WireSimCard => {
    const sim: WireSimCard = {
      id: random.guid(),
      simCardNumber: `893101${random.digits(13)}`,
      status,
      simCardType,
      pin: random.digits(4),
      puk: random.digits(8),
      subscriptionId: null,
      phoneNumber: null,
    };
    data.simCards.set(sim.simCardNumber, sim);
    return sim;
  };
  let orderSeq = 3_000_000;
  const addActivation = (
    act: Partial<WireActivation> & { createdAt: string; status: string; activationType: string },
  ) => {
    const record: WireActivation = { id: random.guid(), modifiedAt: act.createdAt, ...act };
    data.activations.set(record.id, record);
    return record;
  };
  const finished = (created: number, status: 'DONE' | 'ERROR', extra: Partial<WireActivation> = {}) => {
    orderSeq += random.int(1, 40);
    const done = created + random.int(2, 90) * 60_000;
    return {
      createdAt: iso(created),
      modifiedAt: iso(done),
      status,
      ...(status === 'DONE' ? { providerOrderNumber: `PO${orderSeq}`, activatedDate: iso(done) } : {}),
      ...extra,
    };
  };

  // subscriptions with their SIM cards and their history
  const customerIndex = () => (random.chance(0.5) ? 0 : random.chance(0.6) ? 1 : 2);
  const subscriptionCustomer = new Map<string, Customer>();
  for (let i = 0; i < size.subscriptions; i++) {
    const customer = data.customers[customerIndex()] ?? data.customers[0];
    if (customer === undefined) throw new Error('no customers');
    const environment = random.chance(0.15) ? 'SP16002' : 'SP16001';
    const isDataSim = random.chance(0.1);
    const isEsim = !isDataSim && random.chance(0.2);
    const simType = isDataSim ? 'DATAONLYSIM' : random.chance(0.1) ? 'DUOSIM' : 'USIM';
    const sim = newSim(simType, 'ACTIVATED');
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
    services.accessType = services.mobilePay ? 'Mobile pay' : 'Internet access';
    services.unlimitedVoiceNLEUGroup = environment === 'SP16002';
    services.voicePriority = random.chance(0.05);
    const sub: WireSubscription = {
      id: random.guid(),
      state: random.chance(0.05) ? 'BLOCKED' : random.chance(0.01) ? 'UNKNOWN' : 'ACTIVE',
      customerNumber: customer.customerNumber,
      phoneNumber: phone(),
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
    data.userNames.set(sub.id, `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`);

    const target = { subscriptionId: sub.id, phoneNumber: sub.phoneNumber, providerEnvironment: environment };
    const created = activated - random.int(1, 5) * 3_600_000;
    if (random.chance(0.2)) {
      const fpd = created + 3 * DAY;
      addActivation({
        ...target,
        activationType: 'INPORT',
        ...finished(created, 'DONE'),
        activatedDate: iso(activated),
        modifiedAt: iso(activated),
        info: {
          isdn: sub.phoneNumber,
          eSim: isEsim,
          subscriptionType: isDataSim ? 'DATAONLY' : 'VOICEDATA',
          accessType: 'INTERNETACCESS',
          portingStatus: 'APPROVED',
          donorCustomerNumber: `D${random.digits(7)}`,
          firstPossibleDate: iso(fpd),
          approvedDate: iso(Math.max(fpd, activated)),
          ...(isEsim ? { email: `${random.pick(FIRST_NAMES).toLowerCase()}@example.com` } : {}),
        },
      });
    } else {
      addActivation({
        ...target,
        activationType: 'ACTIVATENEW',
        ...finished(created, 'DONE'),
        activatedDate: iso(activated),
        modifiedAt: iso(activated),
        info: {
          simCardNumber: sim.simCardNumber,
          eSim: isEsim,
          subscriptionType: isDataSim ? 'DATAONLY' : 'VOICEDATA',
          accessType: services.mobilePay ? 'MOBILEPAY' : 'INTERNETACCESS',
          customerId: customer.id,
        },
      });
    }
    const later = () => activated + random.int(1, Math.max(2, Math.floor((now - activated) / DAY) - 1)) * DAY;
    if (random.chance(0.3)) {
      addActivation({
        ...target,
        activationType: 'SETSERVICES',
        ...finished(later(), 'DONE'),
        info: {
          services: {
            voiceMail: services.voiceMail ?? false,
            dataRoamingEU: services.dataRoamingEU ?? false,
          },
        },
      });
    }
    if (random.chance(0.04)) {
      addActivation({
        ...target,
        activationType: 'SETSERVICES',
        ...finished(later(), 'ERROR'),
        info: {
          services: { dataRoamingLimitation: 'Limit 75' },
          errorMessage: "dataRoamingLimitation 'Limit 75' does not exist",
        },
      });
    }
    if (random.chance(0.08)) {
      const old = newSim(simType, 'DISABLED');
      old.activatedDate = iso(activated);
      addActivation({
        ...target,
        activationType: 'SIMSWAP',
        ...finished(later(), 'DONE'),
        info: { eSim: isEsim, simCardNumber: sim.simCardNumber },
      });
    }
    if (sub.state === 'BLOCKED') {
      addActivation({ ...target, activationType: 'SUSPEND', ...finished(later(), 'DONE'), info: {} });
    } else if (random.chance(0.04)) {
      const suspended = later();
      addActivation({ ...target, activationType: 'SUSPEND', ...finished(suspended, 'DONE'), info: {} });
      addActivation({
        ...target,
        activationType: 'RESUME',
        ...finished(suspended + 2 * DAY, 'DONE'),
        info: {},
      });
    }
  }

  // subscriptions that ended: terminated or ported out, their SIM cards DISABLED
  for (let i = 0; i < Math.ceil(size.subscriptions / 15); i++) {
    const sim = newSim(random.pick(['USIM', 'DUOSIM']), 'DISABLED');
    const activated = now - random.int(300, 900) * DAY;
    const ended = now - random.int(5, 250) * DAY;
    sim.activatedDate = iso(activated);
    const sub: WireSubscription = {
      id: random.guid(),
      state: 'ACTIVE',
      customerNumber: data.customers[0]?.customerNumber,
      phoneNumber: phone(),
      simCardNumber: sim.simCardNumber,
      providerGroup: PROVIDER_GROUP,
      isDataSim: false,
      isEsim: false,
      activationDate: iso(activated).slice(0, 10),
      providerEnvironment: 'SP16001',
      services: { ...SERVICE_DEFAULTS },
    };
    data.endedSubscriptions.set(sub.id, sub);
    const target = { subscriptionId: sub.id, phoneNumber: sub.phoneNumber, providerEnvironment: 'SP16001' };
    const outport = random.chance(0.4);
    addActivation({
      ...target,
      activationType: outport ? 'OUTPORT' : 'TERMINATE',
      ...finished(ended - DAY, 'DONE'),
      info: outport ? { portingStatus: 'OUTPORTED', wishDate: iso(ended) } : { wishDate: iso(ended) },
    });
    if (random.chance(0.3)) {
      addActivation({
        ...target,
        activationType: 'TERMINATE',
        ...finished(ended - 30 * DAY, 'DONE'),
        status: 'CANCELLED',
        info: { wishDate: iso(ended - 10 * DAY) },
      });
    }
  }
  // refused port-ins and failed orders
  for (let i = 0; i < 4; i++) {
    addActivation({
      activationType: 'INPORT',
      subscriptionId: random.guid(),
      phoneNumber: phone(),
      providerEnvironment: 'SP16001',
      ...finished(now - random.int(3, 60) * DAY, 'ERROR'),
      info: {
        portingStatus: 'REJECTED',
        portingMessage: 'the donor customer number does not match the donor provider records',
        donorCustomerNumber: `D${random.digits(7)}`,
        eSim: false,
        subscriptionType: 'VOICEDATA',
      },
    });
  }

  // SIM cards on the shelf
  for (let i = 0; i < size.freeSims; i++) {
    newSim(random.pick(['USIM', 'USIM', 'USIM', 'DUOSIM', 'DATAONLYSIM']), 'FREE');
  }

  seedUsage(data, random, options, subscriptionCustomer, groupCustomer);
  seedInvoices(data, random, options, subscriptionCustomer, groupCustomer);
  return data;
}

function seedUsage(
  data: SimulatorData,
  random: Random,
  options: SeedOptions,
  customers: Map<string, Customer>,
  groupCustomer: Customer | undefined,
): void {
  const size = SIZES[options.size];
  const rateClasses = [...RATE_CLASSES.values()];
  // every module code occurs at least once: the first international data CDRs take them in turn
  const modulesToPlace = [...MODULES.keys()];
  const common = rateClasses.filter((rc) => ['N_MOBOV', 'N_FIXED', 'N_SMS', 'INT_NAT'].includes(rc.code));
  const moduleFor: Record<string, readonly string[]> = {
    INT_BENEFIT: ['5587'],
    INT_BENEFITEXTRA: ['5586'],
    INT_BENEFIT_A: ['5679'],
    INT_BENEFIT_B: ['5680'],
    INT_ROW: ['5681', '5588'],
    INT_WORLD: ['5682', '5613'],
  };
  let cdrSeq = 0;
  let usageSeq = 0;
  const subs = [...data.subscriptions.values()];
  for (let back = MONTHS_OF_CDRS - 1; back >= 0; back--) {
    const start = monthStart(options.now, back);
    const end = Math.min(monthStart(options.now, back - 1), options.now);
    const yearMonth = yearMonthOf(start);
    const cdrs: WireCdr[] = [];
    for (const sub of subs) {
      if (sub.activationDate === undefined || Date.parse(sub.activationDate) > end) continue;
      const count = random.int(0, size.cdrsPerSubscriptionMonth * 2);
      const perSub: WireCdr[] = [];
      for (let i = 0; i < count; i++) {
        // the first CDRs walk through every code, so every rate class and module occurs
        const rc =
          cdrSeq < rateClasses.length
            ? rateClasses[cdrSeq]
            : random.chance(0.7)
              ? random.pick(common)
              : random.pick(rateClasses);
        if (rc === undefined) continue;
        cdrSeq++;
        const usageDate = random.int(start, Math.max(start, end - 1));
        const national = rc.foreignCountryType === 'NATIONAL';
        const abroad = rc.code.startsWith('T') || rc.code.startsWith('INT_') ? !national : false;
        const foreign = rc.code.includes('EU') ? random.pick(COUNTRIES_EU) : random.pick(COUNTRIES_WORLD);
        const volume =
          rc.trafficType === 'DATA'
            ? random.int(50, 400_000)
            : rc.trafficType === 'VOICE'
              ? random.int(4, 1800)
              : 1;
        const amount =
          national && !rc.code.startsWith('PRM')
            ? 0
            : random.amount(0.05, rc.trafficType === 'DATA' ? 12 : 4);
        const moduleChoices = moduleFor[rc.code];
        const moduleCode =
          rc.trafficType === 'DATA' && !national && modulesToPlace.length > 0
            ? modulesToPlace.shift()
            : moduleChoices !== undefined && random.chance(0.6)
              ? random.pick(moduleChoices)
              : undefined;
        const cdr: WireCdr = {
          id: `${yearMonth.replace('_', '')}${String(cdrSeq).padStart(9, '0')}`,
          subscriptionId: sub.id,
          phoneNumber: sub.phoneNumber,
          yearMonth,
          providerGroup: PROVIDER_GROUP,
          userName: data.userNames.get(sub.id),
          description: rateClassDescription(rc),
          rateClass: rc.code,
          usageDate: new Date(usageDate).toISOString(),
          volume,
          amount,
          destination:
            rc.trafficType === 'DATA'
              ? 'internet'
              : national
                ? `06${random.digits(8)}`
                : `+${random.int(1, 99)}${random.digits(9)}`,
          countryCodeOwn: abroad ? foreign : 'NL',
          ...(rc.trafficType === 'DATA' ? {} : { countryCodeDestination: national ? 'NL' : foreign }),
          ...(moduleCode !== undefined ? { moduleCode } : {}),
        };
        perSub.push(cdr);
      }
      if (perSub.length === 0) continue;
      cdrs.push(...perSub);
      const customer = customers.get(sub.id);
      data.usage.push(
        summarise(sub, perSub, yearMonth, customer, customer === groupCustomer, ++usageSeq, random),
      );
    }
    cdrs.sort((a, b) => ((a.usageDate ?? '') < (b.usageDate ?? '') ? -1 : 1));
    data.cdrs.set(yearMonth, cdrs);
    if (cdrs.length > 0) data.cdrMonths.push({ yearMonth, providerGroup: PROVIDER_GROUP });
  }
}

/** One usage summary from a subscription's CDRs of a month, with a detail line per rate class. */
function summarise(
  sub: WireSubscription,
  cdrs: WireCdr[],
  yearMonth: string,
  customer: Customer | undefined,
  isGroupSim: boolean,
  seq: number,
  random: Random,
): WireUsageSummary {
  const unlimited = sub.providerEnvironment === 'SP16002';
  const sum = (pred: (rc: RateClassInfo) => boolean, pick: (c: WireCdr) => number) =>
    cdrs.reduce((total, c) => {
      const rc = RATE_CLASSES.get(c.rateClass ?? '');
      return rc !== undefined && pred(rc) ? total + pick(c) : total;
    }, 0);
  const round2 = (n: number) => Math.round(n * 100) / 100;
  const homeVoice = Math.round(
    sum(
      (rc) => rc.trafficType === 'VOICE' && rc.foreignCountryType === 'NATIONAL',
      (c) => c.volume ?? 0,
    ) / 60,
  );
  const homeData = Math.round(
    sum(
      (rc) => rc.trafficType === 'DATA' && rc.foreignCountryType === 'NATIONAL',
      (c) => c.volume ?? 0,
    ) / 1024,
  );
  const homeSms = sum(
    (rc) => rc.trafficType === 'SMS' && rc.foreignCountryType === 'NATIONAL',
    () => 1,
  );
  const premium = round2(
    sum(
      (rc) => rc.code.startsWith('PRM'),
      (c) => c.amount ?? 0,
    ),
  );
  const international = round2(
    sum(
      (rc) => rc.foreignCountryType === 'INTERNATIONAL',
      (c) => c.amount ?? 0,
    ),
  );
  const worldData = sum(
    (rc) => rc.code === 'INT_WORLD',
    (c) => c.volume ?? 0,
  );
  const details = new Map<string, WireUsageDetail>();
  let order = 0;
  for (const c of cdrs) {
    const code = c.rateClass ?? 'UNKNOWN';
    const rc = RATE_CLASSES.get(code);
    let detail = details.get(code);
    if (detail === undefined) {
      detail = {
        invoiceLineType: rc?.trafficType ?? 'OTHER',
        invoiceLineCode: code,
        description: c.description,
        sortOrder: ++order,
        quantity: 0,
        volume: 0,
        amount: 0,
        refId: 7000 + order,
        rateClassId: code,
      };
      details.set(code, detail);
    }
    detail.quantity = (detail.quantity ?? 0) + 1;
    detail.volume = (detail.volume ?? 0) + (c.volume ?? 0);
    detail.amount = round2((detail.amount ?? 0) + (c.amount ?? 0));
  }
  for (const detail of details.values()) {
    const volume = detail.volume ?? 0;
    detail.volumeStr =
      detail.invoiceLineType === 'DATA'
        ? `${(volume / 1024).toFixed(2)} MB`
        : detail.invoiceLineType === 'VOICE'
          ? `${Math.floor(volume / 60)}:${String(volume % 60).padStart(2, '0')}`
          : `${volume} st`;
  }
  const summary: WireUsageSummary = {
    id: `U${yearMonth.replace('_', '')}${String(seq).padStart(6, '0')}`,
    subscriptionId: sub.id,
    phoneNumber: sub.phoneNumber,
    yearMonth,
    ...(customer !== undefined ? { customerId: customer.id } : {}),
    providerGroup: PROVIDER_GROUP,
    quantityInBundleHomeVoice: unlimited ? -1 : 500,
    usageHomeVoice: homeVoice,
    quantityInBundleHomeData: unlimited ? -1 : random.pick([5120, 10240, 20480]),
    usageHomeData: homeData,
    quantityInBundleHomeSms: unlimited ? -1 : 250,
    usageHomeSms: homeSms,
    amountPremium: premium,
    ...(worldData > 0
      ? {
          usageWorldData: Math.round(worldData / 1024),
          amountWorldData: round2(
            sum(
              (rc) => rc.code === 'INT_WORLD',
              (c) => c.amount ?? 0,
            ),
          ),
        }
      : {}),
    isGroupSim,
    amountTotalUsage: round2(cdrs.reduce((t, c) => t + (c.amount ?? 0), 0)),
    amountInternationalTotal: international,
    usageDetails: [...details.values()],
  };
  return summary;
}

function seedInvoices(
  data: SimulatorData,
  random: Random,
  options: SeedOptions,
  customers: Map<string, Customer>,
  groupCustomer: Customer | undefined,
): void {
  const round2 = (n: number) => Math.round(n * 100) / 100;
  let invoiceSeq = 0;
  for (let back = 12; back >= 1; back--) {
    const start = monthStart(options.now, back);
    const end = monthStart(options.now, back - 1) - DAY;
    const yearMonth = yearMonthOf(start);
    const startDate = new Date(start).toISOString().slice(0, 10);
    const endDate = new Date(end).toISOString().slice(0, 10);
    const usageBySub = new Map(
      data.usage.filter((u) => u.yearMonth === yearMonth).map((u) => [u.subscriptionId, u]),
    );
    for (const customer of data.customers) {
      const subs = [...data.subscriptions.values()].filter(
        (s) =>
          customers.get(s.id) === customer &&
          s.activationDate !== undefined &&
          Date.parse(s.activationDate) <= end,
      );
      if (subs.length === 0) continue;
      const specLines: WireInvoiceSpecificationLine[] = [];
      let fees = 0;
      let usage = 0;
      for (const sub of subs) {
        const fee = sub.providerEnvironment === 'SP16002' ? 24.5 : sub.isDataSim ? 9.95 : 14.95;
        const discount = random.chance(0.15) ? 10 : undefined;
        const feeNet = round2(discount === undefined ? fee : fee * (1 - discount / 100));
        fees += feeNet;
        const common = {
          subscriptionId: sub.id,
          phoneNumber: sub.phoneNumber,
          simCardNumber: sub.simCardNumber,
          startDate,
          endDate,
          userName: data.userNames.get(sub.id),
          departmentName: random.pick(DEPARTMENTS),
        };
        specLines.push({
          ...common,
          invoiceLineType: 'SUBSCRIPTION',
          invoiceLineCode:
            sub.providerEnvironment === 'SP16002' ? 'ABO_UNL' : sub.isDataSim ? 'ABO_DATA' : 'ABO_VD',
          description:
            sub.providerEnvironment === 'SP16002'
              ? 'Unlimited subscription'
              : sub.isDataSim
                ? 'Data-only subscription'
                : 'Voice and data subscription',
          sortOrder: specLines.length + 1,
          quantity: 1,
          amount: feeNet,
          ...(discount !== undefined ? { discountCategory: 'VOLUME', discountPercentage: discount } : {}),
        });
        const used = usageBySub.get(sub.id)?.amountTotalUsage ?? 0;
        if (used > 0) {
          usage += used;
          specLines.push({
            ...common,
            invoiceLineType: 'USAGE',
            invoiceLineCode: 'USAGE',
            description: 'Usage outside the bundle',
            sortOrder: specLines.length + 1,
            quantity: 1,
            amount: used,
          });
        }
      }
      const totalExVAT = round2(fees + usage);
      const totalVAT = round2(totalExVAT * 0.21);
      const invoiceDate = new Date(end + DAY).toISOString().slice(0, 10);
      const isGroup = customer === groupCustomer;
      const bundleSubs = isGroup ? subs.slice(0, Math.min(subs.length, 25)) : [];
      const sumUsage = (key: 'usageHomeVoice' | 'usageHomeData' | 'usageHomeSms') =>
        bundleSubs.reduce((t, s) => t + (usageBySub.get(s.id)?.[key] ?? 0), 0);
      const invoice: WireInvoice = {
        id: random.guid(),
        invoiceNumber: `${yearMonth.replace('_', '')}${String(++invoiceSeq).padStart(4, '0')}`,
        invoiceDate,
        invoiceDescription: `Invoice ${yearMonth.replace('_', '')} ${customer.name}`,
        invoiceTitle: `Mobile subscriptions ${MONTH_NAMES[new Date(start).getUTCMonth()]} ${new Date(start).getUTCFullYear()}`,
        customerId: customer.id,
        customerNumber: customer.customerNumber,
        customerName: customer.name,
        yearMonth,
        providerGroup: PROVIDER_GROUP,
        totalExVAT,
        totalVAT,
        totalInclVAT: round2(totalExVAT + totalVAT),
        status: 'SENT',
        sentDate: new Date(end + 2 * DAY).toISOString().slice(0, 10),
        frontPageLines: [
          {
            description: 'Subscription fees',
            sortOrder: 1,
            quantity: subs.length,
            amount: round2(fees),
            price: round2(fees / subs.length),
            rowType: 1,
            salesType: 1,
            startDate,
            endDate,
            group: 'Subscriptions',
          },
          {
            description: 'Usage',
            sortOrder: 2,
            quantity: 1,
            amount: round2(usage),
            volumeStr: `${subs.length} subscriptions`,
            rowType: 2,
            salesType: 2,
            startDate,
            endDate,
            group: 'Usage',
          },
          ...(subs[0]?.phoneNumber !== undefined
            ? [
                {
                  description: 'Number porting fee',
                  sortOrder: 3,
                  quantity: 1,
                  amount: 0,
                  price: 0,
                  rowType: 3,
                  salesType: 3,
                  phoneNumber: subs[0].phoneNumber,
                  group: 'One-off',
                },
              ]
            : []),
        ],
        invoiceSpecificationLines: specLines,
        bundleSpecificationProductLines: isGroup
          ? [
              {
                productLine: 'Group bundle 100 GB',
                fixedCost: 249,
                quantityInBundleHomeVoice: -1,
                usageHomeVoice: sumUsage('usageHomeVoice'),
                quantityInBundleHomeData: 102_400,
                usageHomeData: sumUsage('usageHomeData'),
                quantityInBundleHomeSms: -1,
                usageHomeSms: sumUsage('usageHomeSms'),
                bundleSubscriptionLines: bundleSubs.map((s) => ({
                  subscriptionId: s.id,
                  phoneNumber: s.phoneNumber,
                  fixedCost: round2(249 / bundleSubs.length),
                  quantityInBundleHomeVoice: -1,
                  usageHomeVoice: usageBySub.get(s.id)?.usageHomeVoice ?? 0,
                  quantityInBundleHomeData: 4096,
                  usageHomeData: usageBySub.get(s.id)?.usageHomeData ?? 0,
                  quantityInBundleHomeSms: -1,
                  usageHomeSms: usageBySub.get(s.id)?.usageHomeSms ?? 0,
                })),
              },
            ]
          : [],
      };
      if (invoice.bundleSpecificationProductLines?.length === 0)
        delete invoice.bundleSpecificationProductLines;
      data.invoices.push(invoice);
    }
  }
}

/**
 * Orders in progress at start-up, placed through the state machines so that they move on
 * the clock like any new order: new subscriptions, an approved port-in, a port-in waiting for
 * the donor, a scheduled termination and a scheduled port-out.
 */
export function placeOpenOrders(state: SimulatorState, now: number): void {
  const free = () =>
    [...state.data.simCards.values()].find((s) => s.status === 'FREE' && s.simCardType === 'USIM');
  const active = [...state.data.subscriptions.values()].filter((s) => s.state === 'ACTIVE');
  const iso = (ms: number) => new Date(ms).toISOString();
  for (let i = 0; i < 3; i++) {
    const sim = free();
    if (sim !== undefined)
      state.newSubscription({ simCardNumber: sim.simCardNumber, referenceNumber: `WEB-${1040 + i}` });
  }
  state.newSubscription({
    eSim: true,
    email: 'noor.visser@example.com',
    confirmationCode: '4711',
    referenceNumber: 'WEB-1043',
  });
  const portSim = free();
  if (portSim !== undefined) {
    state.inPortSubscription({
      phoneNumber: '0687654321',
      donorCustomerNumber: 'D1234567',
      donorCustomerName: 'J. Jansen',
      simCardNumber: portSim.simCardNumber,
      portingWishDate: iso(now + 10 * DAY),
    });
  }
  const target = active[0];
  if (target?.id !== undefined)
    state.terminateSubscription({ subscriptionId: target.id, wishDate: iso(now + 14 * DAY) });
  const outport = active[1];
  if (outport?.id !== undefined)
    state.portingOutSubscription({ subscriptionId: outport.id, wishDate: iso(now + 5 * DAY) });
}
