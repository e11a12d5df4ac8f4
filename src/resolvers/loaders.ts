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
  type WireSimCard,
  type WireSubscription,
  type WireUsageSummary,
} from '@msp/partner-interface';
import DataLoader from 'dataloader';
import type { CallOptions, ProviderClient } from '../provider/client.js';
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

export type Loaders = ReturnType<typeof createLoaders>;

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

interface LoaderSpec<K, V, R> {
  cacheKey: (key: K) => string;
  /** provider calls one key costs on the per-key path */
  callsPerKey: (key: K) => number;
  one: (key: K) => Promise<V>;
  /** the whole list this loader can be answered from, and how to pick a key's value from it */
  scan?: { list: string; read: () => Promise<R[]>; pick: (records: R[], key: K) => V };
}

const isNotFound = (error: unknown) => error instanceof ProviderRejectedError && error.status === 404;

export function createLoaders(
  provider: ProviderClient,
  sizes: ListSizes,
  settings: BatchSettings,
  call: CallOptions,
) {
  const batched = settings.mode === 'batched';
  const scans = new Map<string, Promise<unknown[]>>();
  const indexes = new WeakMap<object, Map<string, unknown>>();

  /** reads a whole list once per request; later scans of the same list share it */
  function scanList<T>(list: string, page: (params: ListParams) => Promise<Envelope<T>>): () => Promise<T[]> {
    return () => {
      let pending = scans.get(list) as Promise<T[]> | undefined;
      if (pending === undefined) {
        pending = page({ skip: 0, take: PARTNER_MAX_TAKE }).then((first) => {
          sizes.set(list, first.total);
          return readPages(page, first, settings.concurrency);
        });
        scans.set(list, pending);
      }
      return pending;
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

  async function total(list: string, probe: () => Promise<Envelope<unknown>>): Promise<number> {
    const known = sizes.get(list);
    if (known !== undefined) return known;
    const first = await probe();
    sizes.set(list, first.total);
    return first.total;
  }

  function loader<K, V, R>(
    spec: LoaderSpec<K, V, R>,
    probe?: () => Promise<Envelope<unknown>>,
  ): DataLoader<K, V, string> {
    return new DataLoader<K, V, string>(
      async (keys) => {
        const calls = keys.reduce((sum, key) => sum + spec.callsPerKey(key), 0);
        const scan = spec.scan;
        if (batched && scan !== undefined && probe !== undefined && keys.length > 1) {
          const size = scans.has(scan.list) ? 0 : await total(scan.list, probe);
          if (scans.has(scan.list) || scanCost(size, settings.recordsPerCall) < calls) {
            const records = await scan.read();
            return keys.map((key) => scan.pick(records, key));
          }
        }
        return mapLimit(keys, settings.concurrency, spec.one);
      },
      { cacheKeyFn: spec.cacheKey, batch: batched, cache: batched },
    );
  }

  const subscriptionsList = scanList('QuerySubscription', (p) => provider.get('QuerySubscription', p, call));
  const simCardsList = scanList('QuerySimcard', (p) => provider.get('QuerySimcard', p, call));
  const activationsList = scanList('QueryActivation', (p) => provider.get('QueryActivation', p, call));
  const usageList = scanList('QueryUsageSubscription', (p) =>
    provider.get('QueryUsageSubscription', p, call),
  );
  const probeSubscriptions = () => provider.get('QuerySubscription', { take: 0 }, call);
  const probeActivations = () => provider.get('QueryActivation', { take: 0 }, call);

  const byPhone = async (phoneNumber: string) =>
    (await provider.get('QuerySubscription', { phoneNumber, take: 10 }, call)).results;

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

  const subscription = loader<SubscriptionRef, WireSubscription | null, WireSubscription>(
    {
      cacheKey: (ref) => ref.id,
      callsPerKey: (ref) => (ref.phoneNumber ? 1 : 2),
      one: subscriptionOne,
      scan: {
        list: 'QuerySubscription',
        read: subscriptionsList,
        pick: (records, ref) => indexed(records, 'id', (s) => s.id, false).get(ref.id) ?? null,
      },
    },
    probeSubscriptions,
  );

  /** every subscription a loader returns is known by id for the rest of the request */
  const primed = <V extends WireSubscription | null>(value: V): V => {
    if (value !== null && batched) subscription.prime({ id: value.id }, value);
    return value;
  };

  const subscriptionByPhone = loader<string, WireSubscription | null, WireSubscription>(
    {
      cacheKey: normalizePhone,
      callsPerKey: () => 1,
      one: async (phone) => primed((await byPhone(phone))[0] ?? null),
      scan: {
        list: 'QuerySubscription',
        read: subscriptionsList,
        pick: (records, phone) =>
          indexed(
            records,
            'phone',
            (s) => (s.phoneNumber ? normalizePhone(s.phoneNumber) : undefined),
            false,
          ).get(normalizePhone(phone)) ?? null,
      },
    },
    probeSubscriptions,
  );

  const subscriptionBySimCard = loader<string, WireSubscription | null, WireSubscription>(
    {
      cacheKey: (simCardNumber) => simCardNumber,
      callsPerKey: () => 1,
      one: async (simCardNumber) =>
        primed(
          (await provider.get('QuerySubscription', { simCardNumber, take: 1 }, call)).results[0] ?? null,
        ),
      scan: {
        list: 'QuerySubscription',
        read: subscriptionsList,
        pick: (records, simCardNumber) =>
          indexed(records, 'sim', (s) => s.simCardNumber, false).get(simCardNumber) ?? null,
      },
    },
    probeSubscriptions,
  );

  const simCard = loader<string, WireSimCard | null, WireSimCard>(
    {
      cacheKey: (simCardNumber) => simCardNumber,
      callsPerKey: () => 1,
      one: async (simCardNumber) =>
        (await provider.get('QuerySimcard', { simCardNumber, take: 1 }, call)).results[0] ?? null,
      scan: {
        list: 'QuerySimcard',
        read: simCardsList,
        pick: (records, simCardNumber) =>
          indexed(records, 'number', (s) => s.simCardNumber, false).get(simCardNumber) ?? null,
      },
    },
    () => provider.get('QuerySimcard', { take: 0 }, call),
  );

  const activation = loader<string, WireActivation | null, WireActivation>(
    {
      cacheKey: (id) => id,
      callsPerKey: () => 1,
      one: async (id) => {
        try {
          return (await provider.get('QueryActivation', { id, take: 1 }, call)).results[0] ?? null;
        } catch (error) {
          if (isNotFound(error)) return null;
          throw error;
        }
      },
      scan: {
        list: 'QueryActivation',
        read: activationsList,
        pick: (records, id) => indexed(records, 'id', (a) => a.id, false).get(id) ?? null,
      },
    },
    probeActivations,
  );

  const newestFirst = (a: WireActivation, b: WireActivation) =>
    a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

  const activationsBySubscription = loader<string, WireActivation[], WireActivation>(
    {
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
        list: 'QueryActivation',
        read: activationsList,
        pick: (records, id) =>
          [...(indexed(records, 'subscription', (a) => a.subscriptionId, true).get(id) ?? [])].sort(
            newestFirst,
          ),
      },
    },
    probeActivations,
  );

  const usageBySubscription = loader<SubscriptionRef, WireUsageSummary[], WireUsageSummary>(
    {
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
        list: 'QueryUsageSubscription',
        read: usageList,
        pick: (records, ref) =>
          indexed(records, 'subscription', (u) => u.subscriptionId, true).get(ref.id) ?? [],
      },
    },
    () => provider.get('QueryUsageSubscription', { take: 0 }, call),
  );

  /** CDRs of one month per subscription; the month's list is the scan */
  const cdrLoaders = new Map<string, DataLoader<SubscriptionRef, WireCdr[], string>>();
  const cdrsBySubscription = {
    load(key: CdrKey): Promise<WireCdr[]> {
      let forMonth = cdrLoaders.get(key.yearMonth);
      if (forMonth === undefined) {
        const { yearMonth } = key;
        const list = `QueryCdr?yearMonth=${yearMonth}`;
        forMonth = loader<SubscriptionRef, WireCdr[], WireCdr>(
          {
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
              list,
              read: scanList(list, (p) => provider.get('QueryCdr', { ...p, yearMonth }, call)),
              pick: (records, ref) =>
                indexed(records, 'subscription', (c) => c.subscriptionId, true).get(ref.id) ?? [],
            },
          },
          () => provider.get('QueryCdr', { yearMonth, take: 0 }, call),
        );
        cdrLoaders.set(yearMonth, forMonth);
      }
      return forMonth.load({ id: key.id, phoneNumber: key.phoneNumber });
    },
  };

  return {
    subscription,
    subscriptionByPhone,
    subscriptionBySimCard,
    simCard,
    activation,
    activationsBySubscription,
    usageBySubscription,
    cdrsBySubscription,
    /** makes a record fetched by a list known to the by-key loaders of this request */
    primeSubscription: primed,
    primeActivation(value: WireActivation): WireActivation {
      if (batched) activation.prime(value.id, value);
      return value;
    },
  };
}
