/**
 * Per-request DataLoaders: every edge of the graph resolves through one of these. A loader
 * dedupes its keys, then answers the batch with one call per key (bounded concurrency) or,
 * when the batch is large compared with the list's total, one read of the whole list, page
 * by page, shared by all loaders of that list within the request. Nothing outlives the
 * request but the list totals that steer that choice.
 */

import {
  type Envelope,
  type ListParams,
  normalizePhone,
  PARTNER_MAX_TAKE,
  type WireActivation,
  type WireCdr,
  type WireInvoice,
  type WireSimCard,
  type WireSubscription,
  type WireUsageSummary,
} from '@msp/partner-interface';
import DataLoader from 'dataloader';
import type { CallOptions, PartnerApi } from '../provider/api.js';
import { ProviderRejectedError } from '../provider/errors.js';
import { type ListSizes, mapLimit, readPages, SCAN_RECORDS_PER_CALL, scanCost } from '../provider/paging.js';

/** A subscription reference: its id, and the phone number an edge knows it by, if any. */
export interface SubscriptionRef {
  id: string;
  phoneNumber?: string | null | undefined;
}

export interface CdrKey extends SubscriptionRef {
  yearMonth: string;
}

type Made = ReturnType<typeof makeLoaders>;

/** the loaders of a request: each member of what makeLoaders returns, had */
export type Loaders = { readonly [K in keyof Made]: ReturnType<Made[K]> };

export interface BatchSettings {
  /** `naive` makes one call per field, unbatched and uncached: the baseline benchmarks compare with */
  mode: 'batched' | 'naive';
  /** per-key calls in flight at once for one batch @default BATCH_DEFAULTS.concurrency */
  concurrency: number;
  /** how many scanned records weigh as much as one call @default BATCH_DEFAULTS.recordsPerCall */
  recordsPerCall: number;
}

export const BATCH_DEFAULTS: BatchSettings = {
  mode: 'batched',
  concurrency: 8,
  recordsPerCall: SCAN_RECORDS_PER_CALL,
};

/** A whole list a batch can be answered from: read at most once per request. */
interface WholeList<R> {
  name: string;
  /** its total: learned, or asked for with a take=0 call */
  total: () => Promise<number>;
  /** every record, page by page; later reads in the same request share the first */
  read: () => Promise<R[]>;
}

interface LoaderSpec<K, V, R> {
  cacheKey: (key: K) => string;
  /** provider calls one key costs on the per-key path */
  callsPerKey: (key: K) => number;
  one: (key: K) => Promise<V>;
  /** the whole list this loader can be answered from, and how to pick a key's value from it */
  scan?: { list: WholeList<R>; pick: (records: R[], key: K) => V };
}

/** the value `make` returns, made on the first call */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

const isNotFound = (error: unknown) => error instanceof ProviderRejectedError && error.status === 404;

/** the one record a look-up by id finds; a 404 is no record, not a failure */
async function first<T>(call: Promise<{ results: T[] }>): Promise<T | null> {
  try {
    return (await call).results[0] ?? null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** a set of loaders not made yet, and how to make it */
interface Unmade {
  make: () => Made;
  made?: Made;
}

/** one handler for every set: a set is made when a resolver first reaches for one of its loaders */
const makeOnFirstUse: ProxyHandler<Unmade> = {
  get: (unmade, name) => {
    unmade.made ??= unmade.make();
    // anything else asked of the proxy (a symbol, `then`) is not a loader
    return Object.hasOwn(unmade.made, name) ? unmade.made[name as keyof Made]() : undefined;
  },
};

/**
 * The loaders of one request, or of one event of a live stream. Nothing is made until a
 * resolver first uses a loader: an idle stream, which holds a set for its next event, holds
 * only this.
 */
export function createLoaders(
  provider: PartnerApi,
  sizes: ListSizes,
  settings: BatchSettings,
  call: CallOptions,
): Loaders {
  const unmade: Unmade = { make: () => makeLoaders(provider, sizes, settings, call) };
  return new Proxy(unmade, makeOnFirstUse) as unknown as Loaders;
}

function makeLoaders(provider: PartnerApi, sizes: ListSizes, settings: BatchSettings, call: CallOptions) {
  const batched = settings.mode === 'batched';
  const scans = new Map<string, Promise<unknown[]>>();
  const indexes = new WeakMap<object, Map<string, unknown>>();

  /** a whole list, by its name and how to read one page of it */
  function wholeList<T>(name: string, page: (params: ListParams) => Promise<Envelope<T>>): WholeList<T> {
    return {
      name,
      async total() {
        const known = sizes.get(name);
        if (known !== undefined) return known;
        const { total } = await page({ take: 0 });
        sizes.set(name, total);
        return total;
      },
      read() {
        let pending = scans.get(name) as Promise<T[]> | undefined;
        if (pending === undefined) {
          pending = page({ skip: 0, take: PARTNER_MAX_TAKE }).then((first) => {
            sizes.set(name, first.total);
            return readPages(page, first, settings.concurrency);
          });
          scans.set(name, pending);
        }
        return pending;
      },
    };
  }

  /** a lookup index of a scanned list, built once per list and key function */
  function indexed<T>(
    records: T[],
    name: string,
    keyOf: (record: T) => string | undefined,
    many: true,
  ): Map<string, T[]>;
  function indexed<T>(
    records: T[],
    name: string,
    keyOf: (record: T) => string | undefined,
    many: false,
  ): Map<string, T>;
  function indexed<T>(records: T[], name: string, keyOf: (record: T) => string | undefined, many: boolean) {
    let byName = indexes.get(records);
    if (byName === undefined) {
      byName = new Map();
      indexes.set(records, byName);
    }
    const cached = byName.get(name);
    if (cached !== undefined) return cached;
    const index = new Map<string, T | T[]>();
    for (const record of records) {
      const key = keyOf(record);
      if (key === undefined) continue;
      if (!many) {
        if (!index.has(key)) index.set(key, record);
        continue;
      }
      const group = index.get(key) as T[] | undefined;
      if (group === undefined) index.set(key, [record]);
      else group.push(record);
    }
    byName.set(name, index);
    return index;
  }

  function loader<K, V, R>(spec: LoaderSpec<K, V, R>): DataLoader<K, V, string> {
    return new DataLoader<K, V, string>(
      async (keys) => {
        const calls = keys.reduce((sum, key) => sum + spec.callsPerKey(key), 0);
        const scan = spec.scan;
        if (batched && scan !== undefined && keys.length > 1) {
          if (
            scans.has(scan.list.name) ||
            scanCost(await scan.list.total(), settings.recordsPerCall) < calls
          ) {
            const records = await scan.list.read();
            return keys.map((key) => scan.pick(records, key));
          }
        }
        return mapLimit(keys, settings.concurrency, spec.one);
      },
      { cacheKeyFn: spec.cacheKey, batch: batched, cache: batched },
    );
  }

  const subscriptionsList = wholeList('QuerySubscription', (p) => provider.get('QuerySubscription', p, call));
  const simCardsList = wholeList('QuerySimcard', (p) => provider.get('QuerySimcard', p, call));
  const activationsList = wholeList('QueryActivation', (p) => provider.get('QueryActivation', p, call));
  const usageList = wholeList('QueryUsageSubscription', (p) =>
    provider.get('QueryUsageSubscription', p, call),
  );

  const byPhone = async (phoneNumber: string) =>
    (await provider.get('QuerySubscription', { phoneNumber, take: 10 }, call)).results;

  /**
   * The subscription a phone number names now: numbers are recycled, so of several the one
   * activated last (an ended one is not current).
   */
  const current = (subs: readonly WireSubscription[]): WireSubscription | null =>
    subs.reduce<WireSubscription | null>(
      (best, s) => (best === null || (s.activationDate ?? '') > (best.activationDate ?? '') ? s : best),
      null,
    );

  /** a subscription by id: through the phone number the edge knows, else through its latest activations */
  async function subscriptionOne(ref: SubscriptionRef): Promise<WireSubscription | null> {
    const tried = new Set<string>();
    const attempt = async (phone: string) => {
      tried.add(normalizePhone(phone));
      return (await byPhone(phone)).find((s) => s.id === ref.id);
    };
    if (ref.phoneNumber) {
      const found = await attempt(ref.phoneNumber);
      if (found !== undefined) return found;
    }
    const recent = await provider.get(
      'QueryActivation',
      { subscriptionId: ref.id, orderByDesc: 'createdAt', take: 10 },
      call,
    );
    for (const act of recent.results) {
      if (!act.phoneNumber || tried.has(normalizePhone(act.phoneNumber))) continue;
      const found = await attempt(act.phoneNumber);
      if (found !== undefined) return found;
    }
    return null;
  }

  const subscription = once(() =>
    loader<SubscriptionRef, WireSubscription | null, WireSubscription>({
      cacheKey: (ref) => ref.id,
      callsPerKey: (ref) => (ref.phoneNumber ? 1 : 2),
      one: subscriptionOne,
      scan: {
        list: subscriptionsList,
        pick: (records, ref) => indexed(records, 'id', (s) => s.id, false).get(ref.id) ?? null,
      },
    }),
  );

  /** every subscription a loader returns is known by id for the rest of the request */
  const primed = <V extends WireSubscription | null>(value: V): V => {
    if (value !== null && batched) subscription().prime({ id: value.id }, value);
    return value;
  };

  const subscriptionByPhone = once(() =>
    loader<string, WireSubscription | null, WireSubscription>({
      cacheKey: normalizePhone,
      callsPerKey: () => 1,
      one: async (phone) => primed(current(await byPhone(phone))),
      scan: {
        list: subscriptionsList,
        pick: (records, phone) =>
          current(
            indexed(
              records,
              'phone',
              (s) => (s.phoneNumber ? normalizePhone(s.phoneNumber) : undefined),
              true,
            ).get(normalizePhone(phone)) ?? [],
          ),
      },
    }),
  );

  /** the subscriptions of one customer number: the partner has no such filter, so its whole list */
  const subscriptionsOfCustomer = once(() =>
    loader<string, WireSubscription[], WireSubscription>({
      cacheKey: (customerNumber) => customerNumber,
      callsPerKey: () => Number.POSITIVE_INFINITY,
      one: async (customerNumber) =>
        (await subscriptionsList.read()).filter((s) => s.customerNumber === customerNumber),
      scan: {
        list: subscriptionsList,
        pick: (records, customerNumber) =>
          indexed(records, 'customer', (s) => s.customerNumber, true).get(customerNumber) ?? [],
      },
    }),
  );

  const subscriptionBySimCard = once(() =>
    loader<string, WireSubscription | null, WireSubscription>({
      cacheKey: (simCardNumber) => simCardNumber,
      callsPerKey: () => 1,
      one: async (simCardNumber) =>
        primed(
          (await provider.get('QuerySubscription', { simCardNumber, take: 1 }, call)).results[0] ?? null,
        ),
      scan: {
        list: subscriptionsList,
        pick: (records, simCardNumber) =>
          indexed(records, 'sim', (s) => s.simCardNumber, false).get(simCardNumber) ?? null,
      },
    }),
  );

  const simCard = once(() =>
    loader<string, WireSimCard | null, WireSimCard>({
      cacheKey: (simCardNumber) => simCardNumber,
      callsPerKey: () => 1,
      one: async (simCardNumber) =>
        (await provider.get('QuerySimcard', { simCardNumber, take: 1 }, call)).results[0] ?? null,
      scan: {
        list: simCardsList,
        pick: (records, simCardNumber) =>
          indexed(records, 'number', (s) => s.simCardNumber, false).get(simCardNumber) ?? null,
      },
    }),
  );

  const activation = once(() =>
    loader<string, WireActivation | null, WireActivation>({
      cacheKey: (id) => id,
      callsPerKey: () => 1,
      one: (id) => first(provider.get('QueryActivation', { id, take: 1 }, call)),
      scan: {
        list: activationsList,
        pick: (records, id) => indexed(records, 'id', (a) => a.id, false).get(id) ?? null,
      },
    }),
  );

  const newestFirst = (a: WireActivation, b: WireActivation) =>
    a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

  const activationsBySubscription = once(() =>
    loader<string, WireActivation[], WireActivation>({
      cacheKey: (id) => id,
      callsPerKey: () => 1,
      one: async (subscriptionId) =>
        (
          await provider.readAll(
            'QueryActivation',
            { subscriptionId, orderByDesc: 'createdAt' },
            { ...call, pageSize: PARTNER_MAX_TAKE },
          )
        ).results,
      scan: {
        list: activationsList,
        pick: (records, id) =>
          [...(indexed(records, 'subscription', (a) => a.subscriptionId, true).get(id) ?? [])].sort(
            newestFirst,
          ),
      },
    }),
  );

  const usageBySubscription = once(() =>
    loader<SubscriptionRef, WireUsageSummary[], WireUsageSummary>({
      cacheKey: (ref) => ref.id,
      callsPerKey: () => 1,
      one: async (ref) => {
        if (!ref.phoneNumber) return [];
        const { results } = await provider.readAll(
          'QueryUsageSubscription',
          { phoneNumber: ref.phoneNumber },
          { ...call, pageSize: PARTNER_MAX_TAKE },
        );
        return results.filter((u) => u.subscriptionId === ref.id);
      },
      scan: {
        list: usageList,
        pick: (records, ref) =>
          indexed(records, 'subscription', (u) => u.subscriptionId, true).get(ref.id) ?? [],
      },
    }),
  );

  const cdr = once(() =>
    loader<{ yearMonth: string; id: string }, WireCdr | null, WireCdr>({
      cacheKey: (key) => `${key.yearMonth}/${key.id}`,
      callsPerKey: () => 1,
      one: ({ yearMonth, id }) => first(provider.get('QueryCdr', { yearMonth, id, take: 1 }, call)),
    }),
  );

  const usageSummary = once(() =>
    loader<string, WireUsageSummary | null, WireUsageSummary>({
      cacheKey: (id) => id,
      callsPerKey: () => 1,
      one: (id) => first(provider.get('QueryUsageSubscription', { id, take: 1 }, call)),
    }),
  );

  const invoice = once(() =>
    loader<string, WireInvoice | null, WireInvoice>({
      cacheKey: (invoiceNumber) => invoiceNumber,
      callsPerKey: () => 1,
      one: (invoiceNumber) =>
        first(provider.get('QueryInvoice', { InvoiceNumber: invoiceNumber, take: 1 }, call)),
    }),
  );

  /** CDRs of one month per subscription; the month's list is the scan */
  const cdrLoaders = new Map<string, DataLoader<SubscriptionRef, WireCdr[], string>>();
  const cdrsBySubscription = {
    load(key: CdrKey): Promise<WireCdr[]> {
      let forMonth = cdrLoaders.get(key.yearMonth);
      if (forMonth === undefined) {
        const { yearMonth } = key;
        forMonth = loader<SubscriptionRef, WireCdr[], WireCdr>({
          cacheKey: (ref) => ref.id,
          callsPerKey: () => 1,
          one: async (ref) => {
            if (!ref.phoneNumber) return [];
            const { results } = await provider.readAll(
              'QueryCdr',
              { yearMonth, phoneNumber: ref.phoneNumber },
              { ...call, pageSize: PARTNER_MAX_TAKE },
            );
            return results.filter((c) => c.subscriptionId === ref.id);
          },
          scan: {
            list: wholeList(`QueryCdr?yearMonth=${yearMonth}`, (p) =>
              provider.get('QueryCdr', { ...p, yearMonth }, call),
            ),
            pick: (records, ref) =>
              indexed(records, 'subscription', (c) => c.subscriptionId, true).get(ref.id) ?? [],
          },
        });
        cdrLoaders.set(yearMonth, forMonth);
      }
      return forMonth.load({ id: key.id, phoneNumber: key.phoneNumber });
    },
  };

  // each loader is made when first used: a request uses a few, and a live stream none until its next event
  const primeActivation = (value: WireActivation): WireActivation => {
    if (batched) activation().prime(value.id, value);
    return value;
  };

  // each loader is made when first used (a request uses a few of them): every member is had
  // through a function, which createLoaders' proxy calls
  return {
    subscription,
    subscriptionByPhone,
    subscriptionsOfCustomer,
    subscriptionBySimCard,
    simCard,
    activation,
    activationsBySubscription,
    usageBySubscription,
    cdr,
    usageSummary,
    invoice,
    cdrsBySubscription: () => cdrsBySubscription,
    /** makes a record fetched by a list known to the by-key loaders of this request */
    primeSubscription: () => primed,
    primeActivation: () => primeActivation,
  };
}
