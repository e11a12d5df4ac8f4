/**
 * Monthly invoices per customer for the last 12 months, with every nested array: front-page
 * lines, a specification line per subscription (and its usage), and the group bundle.
 */
import { type WireInvoice, type WireInvoiceSpecificationLine, yearMonthOf } from '@msp/partner-interface';
import { type Customer, PROVIDER_GROUP } from '../data.js';
import { DAY, monthStart, type SeedContext } from './context.js';

const DEPARTMENTS = ['Sales', 'Service', 'Logistics', 'Finance', 'IT', 'Field'];
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

export function seedInvoices(
  ctx: SeedContext,
  customers: Map<string, Customer>,
  groupCustomer: Customer | undefined,
): void {
  const { random, data } = ctx;
  const round2 = (n: number) => Math.round(n * 100) / 100;
  let invoiceSeq = 0;
  for (let back = 12; back >= 1; back--) {
    const start = monthStart(ctx.now, back);
    const end = monthStart(ctx.now, back - 1) - DAY;
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
      const homeData = subs.reduce((t, s) => t + (usageBySub.get(s.id)?.usageHomeData ?? 0), 0);
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
            volume: homeData,
            volumeStr: `${(homeData / 1024).toFixed(2)} MB`,
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
