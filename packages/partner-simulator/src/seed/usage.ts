/**
 * CDRs and usage: 13 months of CDRs using every rate class and module code, and the usage
 * summaries derived from them (one per subscription per month with usage).
 */
import {
  MODULES,
  RATE_CLASSES,
  type RateClassInfo,
  type WireCdr,
  type WireSubscription,
  type WireUsageDetail,
  type WireUsageSummary,
  yearMonthOf,
} from '@msp/partner-interface';
import { type Customer, PROVIDER_GROUP } from '../data.js';
import type { Random } from '../random.js';
import { monthStart, type SeedContext } from './context.js';

const MONTHS_OF_CDRS = 13;
const COUNTRIES_EU = ['DE', 'BE', 'FR', 'ES', 'IT', 'AT'];
const COUNTRIES_WORLD = ['US', 'CA', 'TR', 'MA', 'TH', 'ZA', 'AU'];

const RATE_CLASS_TEXT: Record<string, string> = {
  VOICE: 'Calls',
  SMS: 'Text messages',
  DATA: 'Mobile internet',
  MMS: 'Picture messages',
};

/** A rate class's invoice text (not part of the contract; the simulator makes its own). */
const rateClassDescription = (rc: RateClassInfo): string =>
  `${RATE_CLASS_TEXT[rc.trafficType] ?? rc.trafficType} ${rc.foreignCountryType === 'NATIONAL' ? 'national' : 'abroad'} (${rc.code})`;

export function seedUsage(
  ctx: SeedContext,
  customers: Map<string, Customer>,
  groupCustomer: Customer | undefined,
): void {
  const { random, data, size } = ctx;
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
    const start = monthStart(ctx.now, back);
    const end = Math.min(monthStart(ctx.now, back - 1), ctx.now);
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
