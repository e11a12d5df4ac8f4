/**
 * The partner cache: between the loaders and the provider client, it keeps the partner's
 * answers across requests (in this process, or in Redis across instances), each operation
 * with its own freshness, and drops what an order changes as soon as the gateway learns of
 * the change: when it places the order, and whenever the activation watchers see an
 * activation move (./changes.ts says which answers each order type changes).
 *
 * A read is answered from the cache while fresh; past that, within the operation's stale
 * window, it is answered at once and read again in the background; otherwise the partner is
 * asked, once for all readers of the same answer at the same moment. Reads that began before
 * an invalidation are neither shared with later readers nor stored. `fresh` reads (orders
 * checking their rules, a request sent with Cache-Control: no-cache) always ask the partner.
 * Every read served from here tells its caller how old its answer was (CallOptions.onCached). The cache knows no caller:
 * ownership is checked on every record above it, wherever the record came from.
 */
import {
  type BodyOf,
  type Envelope,
  type GetOperation,
  type ParamsOf,
  type PostOperation,
  type RecordOf,
  type WireActivation,
  yearMonthOf,
} from '@msp/partner-interface';
import type { CallOptions, PartnerApi, ReadAllOptions } from '../provider/api.js';
import type { ProviderClient } from '../provider/client.js';
import { PartnerCallError } from '../provider/errors.js';
import { readAll } from '../provider/paging.js';
import { type Freshness, READS, type Read } from '../reads/table.js';
import type { CachedAnswer, CacheStore, Lookup } from '../stores/cache.js';
import { invalidationOfAll, tagsOf } from './changes.js';

export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'fresh';

export interface PartnerCacheOptions {
  client: ProviderClient;
  store: CacheStore;
  /** per operation; missing ones from the operation's row of the read table (reads/table.ts) */
  freshness?: Partial<Record<GetOperation, Freshness>>;
  /** called once per read, for metrics */
  onRead?: (operation: GetOperation, outcome: CacheOutcome) => void;
}

/** The cache key of a read: its operation and its parameters, in a stable order. */
export function cacheKeyOf(operation: GetOperation, params: object): string {
  const parts: string[] = [];
  for (const name of Object.keys(params).sort()) {
    const value = (params as Record<string, unknown>)[name];
    if (value !== undefined && value !== null && value !== '')
      parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  }
  return `${operation}?${parts.join('&')}`;
}

/**
 * An order whose answer was lost, as an activation of a type the change table does not list
 * (so it drops every answer any order could change), naming what its body names.
 */
function presumedOrder(body: object): WireActivation {
  const named = body as { subscriptionId?: unknown; phoneNumber?: unknown; simCardNumber?: unknown };
  const text = (name: 'subscriptionId' | 'phoneNumber', value: unknown) =>
    typeof value === 'string' ? { [name]: value } : {};
  return {
    id: '',
    createdAt: '',
    status: 'INIT',
    activationType: 'UNKNOWN_ORDER',
    ...text('subscriptionId', named.subscriptionId),
    ...text('phoneNumber', named.phoneNumber),
    ...(typeof named.simCardNumber === 'string' ? { info: { simCardNumber: named.simCardNumber } } : {}),
  };
}

export class PartnerCache implements PartnerApi {
  readonly #client: ProviderClient;
  readonly #store: CacheStore;
  /** the freshness configured, where it is not the read table's */
  readonly #freshness: Partial<Record<GetOperation, Freshness>>;
  readonly #onRead: PartnerCacheOptions['onRead'];
  /** partner calls under way, by cache key, with the epoch of their operation when they began */
  readonly #inflight = new Map<string, { epoch: number; answer: Promise<CachedAnswer> }>();
  /** moves on with every invalidation of an operation */
  readonly #epochs = new Map<GetOperation, number>();

  constructor(options: PartnerCacheOptions) {
    this.#client = options.client;
    this.#store = options.store;
    this.#freshness = options.freshness ?? {};
    this.#onRead = options.onRead;
    this.#store.onInvalidated((operations) => this.#moveOn(operations));
  }

  async get<O extends GetOperation>(
    operation: O,
    params: ParamsOf<O>,
    options?: CallOptions,
  ): Promise<Envelope<RecordOf<O>>> {
    const key = cacheKeyOf(operation, params);
    const lookup = await this.#store.lookup(key, operation).catch((): Lookup | undefined => undefined);
    const answer = lookup?.answer;
    if (answer !== undefined && options?.fresh !== true) {
      const age = Math.max(0, Date.now() - answer.at);
      const { freshMs, staleMs } = this.#policy(operation, params);
      if (age <= freshMs + staleMs) {
        const stale = age > freshMs;
        if (stale) {
          // answered now, read again for the next reader; a failure leaves the old answer
          void this.#read(operation, params, key, lookup?.generation, {
            requestId: options?.requestId,
          }).catch(() => undefined);
        }
        this.#onRead?.(operation, stale ? 'stale' : 'hit');
        options?.onCached?.({ ageMs: age, stale });
        return answer.value as Envelope<RecordOf<O>>;
      }
    }
    this.#onRead?.(operation, options?.fresh === true ? 'fresh' : 'miss');
    const read = await this.#read(operation, params, key, lookup?.generation, options);
    return read.value as Envelope<RecordOf<O>>;
  }

  readAll<O extends GetOperation>(
    operation: O,
    params: ParamsOf<O>,
    options?: ReadAllOptions,
  ): Promise<{ total: number; results: Array<RecordOf<O>> }> {
    return readAll(this, operation, params, { pageSize: this.#client.pageSize, ...options });
  }

  /**
   * Sends the order (exactly once, as the client does), then drops what it changes. When its
   * answer is lost the order may have been placed: whatever an order on what its body names
   * could change is dropped, so that the activations a client is told to look at show it.
   */
  async post<O extends PostOperation>(
    operation: O,
    body: BodyOf<O>,
    options?: CallOptions,
  ): Promise<WireActivation> {
    let activation: WireActivation;
    try {
      activation = await this.#client.post(operation, body, options);
    } catch (error) {
      if (error instanceof PartnerCallError && error.outcomeUnknown)
        await this.changed([presumedOrder(body)]);
      throw error;
    }
    await this.changed([activation]);
    return activation;
  }

  now(): number {
    return this.#client.now();
  }

  /**
   * Activations were placed or moved: drop every answer their order types change, in one
   * invalidation. Resolves once they are gone from the store (or, with the store unreachable,
   * once it is noted to be done before the store serves anything again).
   */
  async changed(activations: readonly WireActivation[]): Promise<void> {
    const invalidation = invalidationOfAll(activations);
    // at once, so that no read starting from here shares one that began before
    this.#moveOn(invalidation.touched);
    await this.#store.invalidate(invalidation).catch(() => undefined);
  }

  #policy(operation: GetOperation, params: object): Freshness {
    const read: Read = READS[operation];
    if (read.pastMonth !== undefined) {
      const { yearMonth } = params as { yearMonth?: string };
      const current = yearMonthOf(this.#client.now());
      // both YYYY_MM: compared as text
      if (yearMonth !== undefined && yearMonth < current) return read.pastMonth;
    }
    return this.#freshness[operation] ?? read.freshness;
  }

  #moveOn(operations: readonly GetOperation[]): void {
    for (const operation of operations) this.#epochs.set(operation, (this.#epochs.get(operation) ?? 0) + 1);
  }

  /** asks the partner, once for every reader of `key` in the same epoch, and keeps the answer */
  #read(
    operation: GetOperation,
    params: object,
    key: string,
    generation: string | undefined,
    options: CallOptions | undefined,
  ): Promise<CachedAnswer> {
    const epoch = this.#epochs.get(operation) ?? 0;
    const running = this.#inflight.get(key);
    if (running !== undefined && running.epoch === epoch) return running.answer;
    const answer = (async (): Promise<CachedAnswer> => {
      // shared by several readers: one reader's abort must not fail the others
      const { signal: _signal, onCached: _onCached, fresh: _fresh, ...call } = options ?? {};
      const value = await this.#client.get(operation, params as ParamsOf<GetOperation>, call);
      const read: CachedAnswer = { at: Date.now(), value };
      if (generation !== undefined && (this.#epochs.get(operation) ?? 0) === epoch) {
        const { freshMs, staleMs } = this.#policy(operation, params);
        const tags = tagsOf(operation, params as Record<string, unknown>, value.results);
        void this.#store
          .store(key, operation, generation, read, tags, freshMs + staleMs)
          .catch(() => undefined);
      }
      return read;
    })();
    this.#inflight.set(key, { epoch, answer });
    const settled = () => {
      if (this.#inflight.get(key)?.answer === answer) this.#inflight.delete(key);
    };
    answer.then(settled, settled);
    return answer;
  }
}
