import { MODULES, OPERATIONS, RATE_CLASSES, SIM_CARD_STATUSES, SIM_CARD_TYPES } from '@msp/partner-interface';
import { seedData } from '@msp/partner-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PartnerRejectedError } from '../src/provider/errors.js';
import { startTestPartner, TEST_START, type TestPartner } from './utils/simulator.js';

let partner: TestPartner;
beforeAll(async () => {
  partner = await startTestPartner();
});
afterAll(() => partner.close());

interface RawBody {
  offset?: number;
  total?: number;
  results?: Array<Record<string, unknown>>;
  meta?: unknown;
  openapi?: string;
  paths?: Record<string, unknown>;
  components?: { schemas: Record<string, unknown> };
}
const raw = async (path: string) => {
  const response = await fetch(`${partner.url}${path}`);
  return { status: response.status, body: (await response.json()) as RawBody };
};

describe('list operations', () => {
  it('answer in the envelope with offset, total, results and meta', async () => {
    const { status, body } = await raw('/api/QuerySubscription?take=5&skip=10');
    expect(status).toBe(200);
    expect(body).toMatchObject({ offset: 10, total: expect.any(Number), meta: {} });
    expect(body.results).toHaveLength(5);
  });

  it('match parameter names case-insensitively, as the examples write them', async () => {
    const lower = await raw('/api/QuerySubscription?take=3&skip=1');
    const upper = await raw('/api/QuerySubscription?Take=3&Skip=1');
    expect(upper.body).toEqual(lower.body);
    const invoice = (await partner.client.get('QueryInvoice', { take: 1 })).results[0];
    const byNumber = await raw(`/api/QueryInvoice?invoicenumber=${invoice?.invoiceNumber}`);
    expect(byNumber.body.total).toBe(1);
  });

  it('default take to 100 and refuse a take above 1000', async () => {
    expect((await raw('/api/QuerySimcard')).body.results).toHaveLength(100);
    const tooMany = await raw('/api/QuerySimcard?take=1001');
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('take');
  });

  it('sort by orderBy and orderByDesc, and refuse an unknown sort field naming it', async () => {
    const asc = await partner.client.get('QuerySubscription', { orderBy: 'phoneNumber', take: 20 });
    const phones = asc.results.map((s) => s.phoneNumber ?? '');
    expect(phones).toEqual([...phones].sort());
    const desc = await partner.client.get('QueryActivation', { orderByDesc: 'createdAt', take: 20 });
    const created = desc.results.map((a) => a.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const wrong = await raw('/api/QuerySubscription?orderBy=shoeSize');
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('shoeSize');
  });

  it('return only the requested fields', async () => {
    const page = await raw('/api/QueryInvoice?fields=invoiceNumber,totalInclVAT&take=2');
    for (const invoice of page.body.results ?? []) {
      expect(Object.keys(invoice).sort()).toEqual(['invoiceNumber', 'totalInclVAT']);
    }
  });

  it('filter SIM cards by status, type, subscription and activation dates', async () => {
    const activated = await partner.client.get('QuerySimcard', {
      status: 'ACTIVATED',
      simCardType: 'DUOSIM',
      take: 5,
    });
    expect(activated.results.every((s) => s.status === 'ACTIVATED' && s.simCardType === 'DUOSIM')).toBe(true);
    const one = activated.results[0];
    const bySub = await partner.client.get('QuerySimcard', { subscriptionId: one?.subscriptionId ?? '' });
    expect(bySub.results.map((s) => s.simCardNumber)).toContain(one?.simCardNumber);
    const day = one?.activatedDate?.slice(0, 10) ?? '';
    const byDate = await partner.client.get('QuerySimcard', { activatedDateFrom: day, activatedDateTo: day });
    expect(byDate.results.every((s) => s.activatedDate?.slice(0, 10) === day)).toBe(true);
    expect((await raw('/api/QuerySimcard?status=LOST')).status).toBe(400);
  });

  it('filter activations by type, status, subscription, phone number and creation days', async () => {
    const inports = await partner.client.get('QueryActivation', {
      activationType: 'INPORT',
      status: 'DONE',
      take: 5,
    });
    expect(inports.results.every((a) => a.activationType === 'INPORT' && a.status === 'DONE')).toBe(true);
    const one = inports.results[0];
    const bySub = await partner.client.get('QueryActivation', { subscriptionId: one?.subscriptionId ?? '' });
    expect(bySub.results.map((a) => a.id)).toContain(one?.id);
    const byPhone = await partner.client.get('QueryActivation', { phoneNumber: one?.phoneNumber ?? '' });
    expect(byPhone.results.map((a) => a.id)).toContain(one?.id);
    const day = one?.createdAt.slice(0, 10) ?? '';
    const byDay = await partner.client.get('QueryActivation', { createdAtFrom: day, createdAtTo: day });
    expect(byDay.results.every((a) => a.createdAt.startsWith(day))).toBe(true);
  });

  it('answer an id filter that matches nothing with 404', async () => {
    const error = await partner.client
      .get('QueryActivation', { id: 'does-not-exist' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PartnerRejectedError);
    expect((error as PartnerRejectedError).status).toBe(404);
  });

  it('require yearMonth on QueryCdr', async () => {
    const { status, body } = await raw('/api/QueryCdr');
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('yearMonth');
    expect((await raw('/api/QueryCdr?yearMonth=2026-05')).status).toBe(400);
  });

  it('filter CDRs by customer and phone number, and usage by SIM card number', async () => {
    const month =
      (await partner.client.get('QueryCdrMonth', { orderByDesc: 'yearMonth', take: 1 })).results[0]
        ?.yearMonth ?? '';
    const usage = (await partner.client.get('QueryUsageSubscription', { take: 1 })).results[0];
    const cdrs = await partner.client.get('QueryCdr', {
      yearMonth: month,
      customerId: usage?.customerId ?? '',
      take: 1000,
    });
    expect(cdrs.total).toBeGreaterThan(0);
    const phone = cdrs.results[0]?.phoneNumber ?? '';
    const byPhone = await partner.client.get('QueryCdr', { yearMonth: month, phoneNumber: phone });
    expect(byPhone.results.every((c) => c.phoneNumber === phone)).toBe(true);
    const sub = (await partner.client.get('QuerySubscription', { phoneNumber: usage?.phoneNumber ?? '' }))
      .results[0];
    const bySim = await partner.client.get('QueryUsageSubscription', {
      simCardNumber: sub?.simCardNumber ?? '',
    });
    expect(bySim.results.every((u) => u.subscriptionId === sub?.id)).toBe(true);
    expect(bySim.total).toBeGreaterThan(0);
  });

  it('accept include and meta on the four operations that take them', async () => {
    expect((await raw('/api/QueryCdrMonth?include=all&meta=x')).status).toBe(200);
    expect((await raw('/api/QueryInvoice?include=all&meta=x&take=1')).status).toBe(200);
  });
});

describe('the seeded dataset', () => {
  it('has SIM cards of all three types in all four statuses', async () => {
    const { results } = await partner.client.readAll('QuerySimcard', {});
    for (const status of SIM_CARD_STATUSES) expect(results.some((s) => s.status === status)).toBe(true);
    for (const type of SIM_CARD_TYPES) expect(results.some((s) => s.simCardType === type)).toBe(true);
  });

  it('has a few hundred subscriptions across both environments with eSIM, data-only and fixed-IP cases', async () => {
    const { results, total } = await partner.client.readAll('QuerySubscription', {}, { pageSize: 120 });
    expect(total).toBeGreaterThanOrEqual(200);
    expect(results).toHaveLength(total);
    expect(new Set(results.map((s) => s.providerEnvironment))).toEqual(new Set(['SP16001', 'SP16002']));
    expect(results.some((s) => s.isEsim)).toBe(true);
    expect(results.some((s) => s.isDataSim)).toBe(true);
    expect(results.some((s) => s.fixedIpAddress !== undefined)).toBe(true);
    expect(results.some((s) => s.state === 'BLOCKED')).toBe(true);
  });

  it('has at least 12 months of CDRs using every rate class code and module code', async () => {
    const months = await partner.client.get('QueryCdrMonth', {});
    expect(months.total).toBeGreaterThanOrEqual(12);
    const rateClasses = new Set<string>();
    const modules = new Set<string>();
    for (const { yearMonth } of months.results) {
      const { results } = await partner.client.readAll('QueryCdr', { yearMonth }, { pageSize: 1000 });
      for (const cdr of results) {
        if (cdr.rateClass !== undefined) rateClasses.add(cdr.rateClass);
        if (cdr.moduleCode !== undefined) modules.add(cdr.moduleCode);
      }
    }
    expect([...RATE_CLASSES.keys()].filter((code) => !rateClasses.has(code))).toEqual([]);
    expect([...MODULES.keys()].filter((code) => !modules.has(code))).toEqual([]);
  });

  it('has usage summaries with details, including the -1 bundle value', async () => {
    const { results } = await partner.client.readAll('QueryUsageSubscription', {}, { pageSize: 1000 });
    expect(results.every((u) => (u.usageDetails?.length ?? 0) > 0)).toBe(true);
    expect(results.some((u) => u.quantityInBundleHomeVoice === -1)).toBe(true);
  });

  it('has invoices with every nested array, yearMonth as YYYY_MM', async () => {
    const { results } = await partner.client.get('QueryInvoice', { take: 1000 });
    expect(results.length).toBeGreaterThanOrEqual(12);
    expect(results.every((i) => /^\d{4}_\d{2}$/.test(i.yearMonth ?? ''))).toBe(true);
    const withBundle = results.find((i) => (i.bundleSpecificationProductLines?.length ?? 0) > 0);
    expect(withBundle?.frontPageLines?.length).toBeGreaterThan(0);
    expect(withBundle?.invoiceSpecificationLines?.length).toBeGreaterThan(0);
    expect(withBundle?.bundleSpecificationProductLines?.[0]?.bundleSubscriptionLines?.length).toBeGreaterThan(
      0,
    );
  });
});

describe('control endpoints', () => {
  it('count requests per operation and zero them on reset', async () => {
    await partner.reset();
    await partner.client.get('QuerySimcard', { take: 1 });
    await partner.client.get('QuerySimcard', { take: 1 });
    await partner.client.get('QueryActivation', { take: 1 });
    expect(await partner.stats()).toEqual({ QuerySimcard: 2, QueryActivation: 1 });
    await partner.reset();
    expect(await partner.stats()).toEqual({});
  });

  it('restore the seed on reset', async () => {
    const before = (await partner.client.get('QueryActivation', { take: 0 })).total;
    await partner.client.post('NewSubscription', {
      eSim: true,
      email: 'a@example.com',
      confirmationCode: '1',
    });
    expect((await partner.client.get('QueryActivation', { take: 0 })).total).toBe(before + 1);
    await partner.reset();
    expect((await partner.client.get('QueryActivation', { take: 0 })).total).toBe(before);
  });

  it('refuse an unknown fault setting, naming it', async () => {
    const response = await fetch(`${partner.url}/__simulator/faults`, {
      method: 'POST',
      body: JSON.stringify({ errorRatio: 1 }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('errorRatio');
  });

  it('serve an OpenAPI 3.1 document with every operation', async () => {
    const { body } = await raw('/openapi.json');
    expect(body.openapi).toBe('3.1.0');
    const paths = Object.keys(body.paths ?? {});
    expect(paths.sort()).toEqual(
      Object.keys(OPERATIONS)
        .map((name) => `/api/${name}`)
        .sort(),
    );
    expect(paths).toContain('/api/CancelTerminateSubscription');
    expect(Object.keys(body.components?.schemas ?? {})).toEqual(
      expect.arrayContaining(['Activation', 'Subscription', 'Invoice', 'Error']),
    );
  });
});

// last in the file: building datasets holds this process for seconds (5 s for these two on a
// loaded machine), past the in-process simulator's keep-alive timeout, and a request right
// after them would go out on a connection the server closes as its timers catch up (ECONNRESET)
describe('the seeded dataset, built again', () => {
  it('is the same for the same seed and start, and differs for another seed', () => {
    const a = seedData({ seed: 3, now: TEST_START, size: 'small' });
    const b = seedData({ seed: 3, now: TEST_START, size: 'small' });
    const c = seedData({ seed: 4, now: TEST_START, size: 'small' });
    expect([...a.subscriptions.keys()]).toEqual([...b.subscriptions.keys()]);
    expect(a.invoices).toEqual(b.invoices);
    expect([...a.subscriptions.keys()]).not.toEqual([...c.subscriptions.keys()]);
  });

  it('grows past 100,000 CDRs at the large size', () => {
    const large = seedData({ seed: 1, now: TEST_START, size: 'large' });
    const count = [...large.cdrs.values()].reduce((n, month) => n + month.length, 0);
    expect(count).toBeGreaterThan(100_000);
  });
});
