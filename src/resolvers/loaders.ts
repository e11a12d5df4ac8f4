/**
 * The loader table, and the per-request DataLoaders built from it: every edge of the graph
 * resolves through one of these. Each loader dedupes its keys and answers a batch with one
 * call per key or one read of the whole list (./batch.ts); what the journal recorded of
 * activations is read by one query per batch.
 *
 * The table has an entry for every GET operation of the operation table (`{}` for a read no
 * loader makes) and one for the journal. The rest of what the gateway needs of a GET (graph
 * names, freshness, what changes it) is its row of the read table (reads/table.ts), which the
 * partner cache reads too and so cannot hold loaders: the two are keyed alike, and a GET added
 * to the operation table compiles only once it has both.
 */
import {
  type GetOperation,
  normalizePhone,
  PARTNER_MAX_TAKE,
  type ParamsOf,
  type RecordOf,
  type WireActivation,
  type WireCdr,
  type WireSimCard,
  type WireSubscription,
} from '@msp/partner-interface';
import DataLoader from 'dataloader';
import type { Journal } from '../journal/journal.js';
import type { JournalEntry, StatusChangeRow } from '../journal/tables.js';
import type { CallOptions, PartnerApi, ReadAllOptions } from '../provider/api.js';
import type { ListSizes } from '../provider/paging.js';
import { type BatchSettings, first, type LoaderSpec, RequestReads, type WholeList } from './batch.js';

export type { BatchSettings };

/** What a loader is made from: what the loaders of one request share. */
interface LoaderSources {
  /** what the partner's loaders share: the provider and the call, the whole lists read */
  readonly reads: RequestReads;
  readonly journal: Journal;
  /**
   * makes a subscription a loader found known by id for the rest of the request (a method of
   * the sources: called on them, not taken apart from them)
   */
  primeSubscription(value: WireSubscription | null): void;
}

/** A subscription reference: its id, and the phone number an edge knows it by, if any. */
interface SubscriptionRef {
  id: string;
  phoneNumber?: string | null | undefined;
}

interface CdrKey extends SubscriptionRef {
  yearMonth: string;
}

/** One status change the gateway observed, as the graph shows it. */
export interface StatusChange {
  status: string;
  portingStatus: string | null;
  /** when the partner says it changed (its modifiedAt), else when the gateway saw it */
  at: string;
  /** when the gateway saw it */
  observedAt: string;
  /** when the next change came (`at` of the next one): the end of this status; null for the current one */
  until: string | null;
}

/**
 * A loader of the one record of `operation` a key finds, by one call per key (`params` asks for
 * it, `take: 1`); a 404 is no record. A whole list to answer a batch from may come with it.
 */
const byKey = <O extends GetOperation>(
  reads: RequestReads,
  operation: O,
  params: (key: string) => ParamsOf<O>,
  scan?: LoaderSpec<string, RecordOf<O> | null, RecordOf<O>>['scan'],
) =>
  reads.loader<string, RecordOf<O> | null, RecordOf<O>>({
    cacheKey: (key) => key,
    callsPerKey: () => 1,
    one: (key) => first(reads.provider.get(operation, params(key), reads.call)),
    ...(scan === undefined ? {} : { scan }),
  });

/**
 * A loader of the records about one subscription: those of its phone number, every page, of
 * which its own (a recycled number has an earlier subscription's too); or, for a batch, picked
 * from the whole list.
 */
const bySubscription = <R extends { subscriptionId?: string | undefined }>(
  reads: RequestReads,
  recordsOfNumber: (phoneNumber: string) => Promise<{ results: R[] }>,
  list: WholeList<R>,
) =>
  reads.loader<SubscriptionRef, R[], R>({
    cacheKey: (ref) => ref.id,
    callsPerKey: () => 1,
    one: async (ref) => {
      if (!ref.phoneNumber) return [];
      return (await recordsOfNumber(ref.phoneNumber)).results.filter((r) => r.subscriptionId === ref.id);
    },
    scan: {
      list,
      pick: (records, ref) =>
        reads.indexed(records, 'subscription', (r) => r.subscriptionId, true).get(ref.id) ?? [],
    },
  });

/** every page of a read, as large as the partner gives them */
const allPages = (reads: RequestReads): ReadAllOptions => ({
  ...reads.call,
  pageSize: PARTNER_MAX_TAKE,
});

/** the usage summaries of subscriptions, whole or (`fields`) with only those fields */
const usageBySubscription = (reads: RequestReads, only: { fields?: string }) =>
  bySubscription(
    reads,
    (phoneNumber) =>
      reads.provider.readAll('QueryUsageSubscription', { phoneNumber, ...only }, allPages(reads)),
    reads.wholeList(
      'QueryUsageSubscription',
      (p) => reads.provider.get('QueryUsageSubscription', { ...p, ...only }, reads.call),
      only.fields,
    ),
  );

// --- subscriptions: by id, by phone number, by customer number and by SIM card, all
// answerable from the one whole list of subscriptions

const subscriptionsList = (reads: RequestReads) =>
  reads.wholeList('QuerySubscription', (p) => reads.provider.get('QuerySubscription', p, reads.call));

const byPhone = async (reads: RequestReads, phoneNumber: string) =>
  (await reads.provider.get('QuerySubscription', { phoneNumber, take: 10 }, reads.call)).results;

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
async function subscriptionOne(reads: RequestReads, ref: SubscriptionRef): Promise<WireSubscription | null> {
  const tried = new Set<string>();
  const attempt = async (phone: string) => {
    tried.add(normalizePhone(phone));
    return (await byPhone(reads, phone)).find((s) => s.id === ref.id);
  };
  if (ref.phoneNumber) {
    const found = await attempt(ref.phoneNumber);
    if (found !== undefined) return found;
  }
  const recent = await reads.provider.get(
    'QueryActivation',
    { subscriptionId: ref.id, orderByDesc: 'createdAt', take: 10 },
    reads.call,
  );
  for (const act of recent.results) {
    if (!act.phoneNumber || tried.has(normalizePhone(act.phoneNumber))) continue;
    const found = await attempt(act.phoneNumber);
    if (found !== undefined) return found;
  }
  return null;
}

// --- activations

const activationsList = (reads: RequestReads) =>
  reads.wholeList('QueryActivation', (p) => reads.provider.get('QueryActivation', p, reads.call));

const newestFirst = (a: WireActivation, b: WireActivation) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

// --- CDRs

/** CDRs of one month per subscription: a loader per month, made on the month's first key */
function cdrsBySubscription(reads: RequestReads) {
  const byMonth = new Map<string, DataLoader<SubscriptionRef, WireCdr[], string>>();
  const forMonth = (yearMonth: string) =>
    bySubscription(
      reads,
      (phoneNumber) => reads.provider.readAll('QueryCdr', { yearMonth, phoneNumber }, allPages(reads)),
      reads.wholeList(`QueryCdr?yearMonth=${yearMonth}`, (p) =>
        reads.provider.get('QueryCdr', { ...p, yearMonth }, reads.call),
      ),
    );
  return {
    load(key: CdrKey): Promise<WireCdr[]> {
      let loader = byMonth.get(key.yearMonth);
      if (loader === undefined) {
        loader = forMonth(key.yearMonth);
        byMonth.set(key.yearMonth, loader);
      }
      return loader.load({ id: key.id, phoneNumber: key.phoneNumber });
    },
  };
}

// --- the journal

/** one activation's changes, oldest first, each ending where the next begins */
const changesOf = (rows: readonly StatusChangeRow[]): StatusChange[] =>
  rows.map((row, i) => ({
    status: row.status,
    portingStatus: row.porting_status,
    at: row.at.toISOString(),
    observedAt: row.observed_at.toISOString(),
    until: rows[i + 1]?.at.toISOString() ?? null,
  }));

/** What makes one loader of a request. */
type LoaderFactory = (sources: LoaderSources) => object;

/**
 * The loaders, by what they read: one entry per GET operation, and the journal. Each name
 * becomes a property of the request's loaders (`ctx.loaders.simCard`); a name is used once
 * over the whole table.
 */
const LOADERS = {
  QuerySubscription: {
    subscription: ({ reads }) =>
      reads.loader<SubscriptionRef, WireSubscription | null, WireSubscription>({
        cacheKey: (ref) => ref.id,
        callsPerKey: (ref) => (ref.phoneNumber ? 1 : 2),
        one: (ref) => subscriptionOne(reads, ref),
        scan: {
          list: subscriptionsList(reads),
          pick: (records, ref) => reads.indexed(records, 'id', (s) => s.id, false).get(ref.id) ?? null,
        },
      }),
    subscriptionByPhone: (sources) => {
      const { reads } = sources;
      return reads.loader<string, WireSubscription | null, WireSubscription>({
        cacheKey: normalizePhone,
        callsPerKey: () => 1,
        one: async (phone) => {
          const found = current(await byPhone(reads, phone));
          sources.primeSubscription(found);
          return found;
        },
        scan: {
          list: subscriptionsList(reads),
          pick: (records, phone) =>
            current(
              reads
                .indexed(
                  records,
                  'phone',
                  (s) => (s.phoneNumber ? normalizePhone(s.phoneNumber) : undefined),
                  true,
                )
                .get(normalizePhone(phone)) ?? [],
            ),
        },
      });
    },
    /** the subscriptions of one customer number: the partner has no such filter, so its whole list */
    subscriptionsOfCustomer: ({ reads }) =>
      reads.loader<string, WireSubscription[], WireSubscription>({
        cacheKey: (customerNumber) => customerNumber,
        callsPerKey: () => Number.POSITIVE_INFINITY,
        one: async (customerNumber) =>
          (await subscriptionsList(reads).read()).filter((s) => s.customerNumber === customerNumber),
        scan: {
          list: subscriptionsList(reads),
          pick: (records, customerNumber) =>
            reads.indexed(records, 'customer', (s) => s.customerNumber, true).get(customerNumber) ?? [],
        },
      }),
    subscriptionBySimCard: (sources) => {
      const { reads } = sources;
      return reads.loader<string, WireSubscription | null, WireSubscription>({
        cacheKey: (simCardNumber) => simCardNumber,
        callsPerKey: () => 1,
        one: async (simCardNumber) => {
          const found =
            (await reads.provider.get('QuerySubscription', { simCardNumber, take: 1 }, reads.call))
              .results[0] ?? null;
          sources.primeSubscription(found);
          return found;
        },
        scan: {
          list: subscriptionsList(reads),
          pick: (records, simCardNumber) =>
            reads.indexed(records, 'sim', (s) => s.simCardNumber, false).get(simCardNumber) ?? null,
        },
      });
    },
  },
  QuerySimcard: {
    simCard: ({ reads }) =>
      reads.loader<string, WireSimCard | null, WireSimCard>({
        cacheKey: (simCardNumber) => simCardNumber,
        callsPerKey: () => 1,
        one: async (simCardNumber) =>
          (await reads.provider.get('QuerySimcard', { simCardNumber, take: 1 }, reads.call)).results[0] ??
          null,
        scan: {
          list: reads.wholeList('QuerySimcard', (p) => reads.provider.get('QuerySimcard', p, reads.call)),
          pick: (records, simCardNumber) =>
            reads.indexed(records, 'number', (s) => s.simCardNumber, false).get(simCardNumber) ?? null,
        },
      }),
  },
  QueryUsageSubscription: {
    /** a subscription's usage summaries */
    usageBySubscription: ({ reads }) => usageBySubscription(reads, {}),
    /**
     * a subscription's usage summaries with only the partner's `fields` (one loader per set of
     * fields): for a selection that reads no more (resolvers/selection.ts), never for another
     */
    usageFieldsBySubscription: ({ reads }) => {
      const made = new Map<string, ReturnType<typeof usageBySubscription>>();
      return (fields: string) => {
        let loader = made.get(fields);
        if (loader === undefined) {
          loader = usageBySubscription(reads, { fields });
          made.set(fields, loader);
        }
        return loader;
      };
    },
    usageSummary: ({ reads }) => byKey(reads, 'QueryUsageSubscription', (id) => ({ id, take: 1 })),
  },
  QueryActivation: {
    activation: ({ reads }) =>
      byKey(reads, 'QueryActivation', (id) => ({ id, take: 1 }), {
        list: activationsList(reads),
        pick: (records, id) => reads.indexed(records, 'id', (a) => a.id, false).get(id) ?? null,
      }),
    /** every activation of a subscription, newest first */
    activationsBySubscription: ({ reads }) =>
      reads.loader<string, WireActivation[], WireActivation>({
        cacheKey: (id) => id,
        callsPerKey: () => 1,
        one: async (subscriptionId) =>
          (
            await reads.provider.readAll(
              'QueryActivation',
              { subscriptionId, orderByDesc: 'createdAt' },
              allPages(reads),
            )
          ).results,
        scan: {
          list: activationsList(reads),
          pick: (records, id) =>
            [...(reads.indexed(records, 'subscription', (a) => a.subscriptionId, true).get(id) ?? [])].sort(
              newestFirst,
            ),
        },
      }),
  },
  QueryInvoice: {
    /** by invoice number */
    invoice: ({ reads }) =>
      byKey(reads, 'QueryInvoice', (invoiceNumber) => ({ InvoiceNumber: invoiceNumber, take: 1 })),
  },
  // the months are read page by page by their field: no loader
  QueryCdrMonth: {},
  QueryCdr: {
    /** one CDR by month and id */
    cdr: ({ reads }) =>
      reads.loader<{ yearMonth: string; id: string }, WireCdr | null, WireCdr>({
        cacheKey: (key) => `${key.yearMonth}/${key.id}`,
        callsPerKey: () => 1,
        one: ({ yearMonth, id }) =>
          first(reads.provider.get('QueryCdr', { yearMonth, id, take: 1 }, reads.call)),
      }),
    /** a subscription's CDRs of one month (the month's list is the scan) */
    cdrsBySubscription: ({ reads }) => cdrsBySubscription(reads),
  },
  journal: {
    /**
     * each activation's status changes as the journal recorded them, oldest first: no partner
     * call; one query answers every activation of a request (or of a live event) that asks for
     * its history, and an activation no order placed here names has none
     */
    activationHistory: ({ journal }) =>
      new DataLoader<string, StatusChange[]>(async (ids) => {
        const byActivation = await journal.history(ids);
        return ids.map((id) => changesOf(byActivation.get(id) ?? []));
      }),
    /** the order placed here that created each activation, if one did: one query for a request */
    activationPlacer: ({ journal }) =>
      new DataLoader<string, JournalEntry | null>(async (ids) => {
        const byActivation = await journal.placers(ids);
        return ids.map((id) => byActivation.get(id) ?? null);
      }),
  },
} satisfies Record<GetOperation | 'journal', Readonly<Record<string, LoaderFactory>>>;

type TableEntry = (typeof LOADERS)[keyof typeof LOADERS];
/** the names of the loaders of each entry */
type NamesIn<E> = E extends unknown ? keyof E : never;
/** what the factory named N makes, in whichever entry has it */
type LoaderIn<E, N extends PropertyKey> = E extends {
  readonly [K in N]: (sources: LoaderSources) => infer L;
}
  ? L
  : never;
/** Every loader of the table, by its name, as its factory makes it. */
type MadeLoaders = { readonly [N in NamesIn<TableEntry>]: LoaderIn<TableEntry, N> };

/**
 * The loaders of one request, or of one event of a live stream. Each is made when a resolver
 * first uses it (a request uses a few), and what they share on the first use of any: an idle
 * live stream, which holds a set for its next event, holds only this object (the
 * subscriptions bench's "gateway RSS per subscriber", bench/results.md).
 */
class RequestLoaders implements LoaderSources {
  readonly journal: Journal;
  readonly #provider: PartnerApi;
  readonly #sizes: ListSizes;
  readonly #settings: BatchSettings;
  readonly #call: CallOptions;
  #reads: RequestReads | undefined;
  /** the loaders made so far, each under the factory that made it */
  #made: Map<LoaderFactory, object> | undefined;

  /**
   * One getter per loader of the table, on the prototype: a loader is made on its first use,
   * so a request pays for the few it uses (docs/performance.md, "lazy loaders"), and making a
   * request's loaders defines nothing.
   */
  static {
    const entries: ReadonlyArray<Readonly<Record<string, LoaderFactory>>> = Object.values(LOADERS);
    for (const [name, factory] of entries.flatMap((entry) => Object.entries(entry))) {
      if (name in RequestLoaders.prototype)
        throw new Error(`the loader table names ${name} twice, or a name the loaders already have`);
      Object.defineProperty(RequestLoaders.prototype, name, {
        get(this: RequestLoaders) {
          return this.#loader(factory);
        },
      });
    }
  }

  constructor(
    provider: PartnerApi,
    sizes: ListSizes,
    settings: BatchSettings,
    call: CallOptions,
    journal: Journal,
  ) {
    this.#provider = provider;
    this.#sizes = sizes;
    this.#settings = settings;
    this.#call = call;
    this.journal = journal;
  }

  get reads(): RequestReads {
    this.#reads ??= new RequestReads(this.#provider, this.#sizes, this.#settings, this.#call);
    return this.#reads;
  }

  /** makes a subscription fetched by a list known to the by-key loaders of this request */
  primeSubscription<V extends WireSubscription | null>(value: V): V {
    if (value !== null && this.reads.batched)
      this.#loader(LOADERS.QuerySubscription.subscription).prime({ id: value.id }, value);
    return value;
  }

  /** makes an activation fetched by a list known to the by-key loaders of this request */
  primeActivation(value: WireActivation): WireActivation {
    if (this.reads.batched) this.#loader(LOADERS.QueryActivation.activation).prime(value.id, value);
    return value;
  }

  /** the loader `factory` makes, made on its first use in this request */
  #loader<L extends object>(factory: (sources: LoaderSources) => L): L {
    this.#made ??= new Map();
    // the map holds under each factory what that factory made
    let loader = this.#made.get(factory) as L | undefined;
    if (loader === undefined) {
      loader = factory(this);
      this.#made.set(factory, loader);
    }
    return loader;
  }
}

/** The loaders of one request: one per name of the loader table, and the two ways to prime them. */
export type Loaders = MadeLoaders & Pick<RequestLoaders, 'primeSubscription' | 'primeActivation'>;

export const createLoaders = (
  provider: PartnerApi,
  sizes: ListSizes,
  settings: BatchSettings,
  call: CallOptions,
  journal: Journal,
): Loaders =>
  // the getters of MadeLoaders are the ones the static block of RequestLoaders defines
  new RequestLoaders(provider, sizes, settings, call, journal) as RequestLoaders & MadeLoaders;
