/**
 * The batch machinery the loaders of one request share: a loader dedupes its keys, then
 * answers the batch with one call per key (bounded concurrency) or, when the batch is large
 * compared with the list's total, one read of the whole list, page by page, shared by all
 * loaders of that list within the request. Nothing outlives the request but the list totals
 * that steer that choice.
 */
import { type Envelope, type ListParams, PARTNER_MAX_TAKE } from '@msp/partner-interface';
import DataLoader from 'dataloader';
import type { CallOptions, PartnerApi } from '../provider/api.js';
import { PartnerRejectedError } from '../provider/errors.js';
import { type ListSizes, mapLimit, readPages, scanCost } from '../provider/paging.js';

export interface BatchSettings {
  /** `naive` makes one call per field, unbatched and uncached: the baseline benchmarks compare with */
  mode: 'batched' | 'naive';
  /** per-key calls in flight at once for one batch @default BATCH_DEFAULTS.concurrency */
  concurrency: number;
  /** how many scanned records weigh as much as one call @default BATCH_DEFAULTS.recordsPerCall */
  recordsPerCall: number;
}

/** A whole list a batch can be answered from: read at most once per request. */
export interface WholeList<R> {
  name: string;
  /** its total: learned, or asked for with a take=0 call */
  total: () => Promise<number>;
  /** every record, page by page; later reads in the same request share the first */
  read: () => Promise<R[]>;
}

export interface LoaderSpec<K, V, R> {
  cacheKey: (key: K) => string;
  /** provider calls one key costs on the per-key path */
  callsPerKey: (key: K) => number;
  one: (key: K) => Promise<V>;
  /** the whole list this loader can be answered from, and how to pick a key's value from it */
  scan?: { list: WholeList<R>; pick: (records: R[], key: K) => V };
}

const isNotFound = (error: unknown) => error instanceof PartnerRejectedError && error.status === 404;

/** the one record a look-up by id finds; a 404 is no record, not a failure */
export async function first<T>(call: Promise<{ results: T[] }>): Promise<T | null> {
  try {
    return (await call).results[0] ?? null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** What the loaders of one request share: the provider and the call, the whole lists read, their indexes. */
export class RequestReads {
  readonly provider: PartnerApi;
  readonly call: CallOptions;
  /** false in `naive` mode: no batching, no cache, no priming */
  readonly batched: boolean;
  readonly #sizes: ListSizes;
  readonly #settings: BatchSettings;
  readonly #scans = new Map<string, Promise<unknown[]>>();
  readonly #indexes = new WeakMap<object, Map<string, unknown>>();

  constructor(provider: PartnerApi, sizes: ListSizes, settings: BatchSettings, call: CallOptions) {
    this.provider = provider;
    this.call = call;
    this.batched = settings.mode === 'batched';
    this.#sizes = sizes;
    this.#settings = settings;
  }

  /** a whole list, by its name and how to read one page of it */
  wholeList<T>(
    name: string,
    page: (params: ListParams) => Promise<Envelope<T>>,
    variant?: string,
  ): WholeList<T> {
    const sizes = this.#sizes;
    const scans = this.#scans;
    const { concurrency } = this.#settings;
    // a variant (the same list asked for some fields) is a scan of its own, of a list whose size
    // is the list's
    const scan = variant === undefined ? name : `${name}?${variant}`;
    return {
      name: scan,
      async total() {
        const known = sizes.get(name);
        if (known !== undefined) return known;
        const { total } = await page({ take: 0 });
        sizes.set(name, total);
        return total;
      },
      read() {
        let pending = scans.get(scan) as Promise<T[]> | undefined;
        if (pending === undefined) {
          pending = page({ skip: 0, take: PARTNER_MAX_TAKE }).then((first) => {
            sizes.set(name, first.total);
            return readPages(page, first, concurrency);
          });
          scans.set(scan, pending);
        }
        return pending;
      },
    };
  }

  /** a lookup index of a scanned list, built once per list and key function */
  indexed<T>(
    records: T[],
    name: string,
    keyOf: (record: T) => string | undefined,
    many: true,
  ): Map<string, T[]>;
  indexed<T>(
    records: T[],
    name: string,
    keyOf: (record: T) => string | undefined,
    many: false,
  ): Map<string, T>;
  indexed<T>(records: T[], name: string, keyOf: (record: T) => string | undefined, many: boolean) {
    let byName = this.#indexes.get(records);
    if (byName === undefined) {
      byName = new Map();
      this.#indexes.set(records, byName);
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

  loader<K, V, R>(spec: LoaderSpec<K, V, R>): DataLoader<K, V, string> {
    const { batched } = this;
    const scans = this.#scans;
    const settings = this.#settings;
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
}
