/**
 * Where the partner cache keeps its answers: in this process (an LRU bounded by records), or
 * in Redis, shared by every instance. Both keep an answer with its tags (src/cache/changes.ts)
 * and drop by tag, and both keep a generation per operation: an answer is stored only if no
 * invalidation touched its operation since its read began, so a read that was in flight when
 * an order changed its records never puts the old state back.
 *
 * Redis keys, under the configured prefix:
 *   cache:e:<operation>?<params>   an answer, as JSON, for its freshness plus its stale window
 *   cache:t:<tag>                  the keys of the answers carrying a tag (a set)
 *   cache:g:<operation>            the operation's generation
 * and the channel <prefix>cache, on which every invalidation is announced, so that each
 * instance stops sharing reads that began before it.
 *
 * When Redis does not answer, a lookup misses and nothing is stored: reads go to the partner.
 * An invalidation that could not be sent is kept and sent before Redis serves anything again.
 */

import type { GetOperation } from '@msp/partner-interface';
import { LRUCache } from 'lru-cache';
import type { RedisConnections } from './redis.js';

/** What to drop: operations dropped whole, and tags. */
export interface Invalidation {
  operations: GetOperation[];
  tags: string[];
  /** every operation it touches: those it drops whole, and those of its tags */
  touched: GetOperation[];
}

/** An answer as kept: when the partner gave it (epoch ms), and the envelope. */
export interface CachedAnswer {
  at: number;
  value: unknown;
}

export interface Lookup {
  answer: CachedAnswer | undefined;
  /** the operation's generation now: store a fresh answer under it */
  generation: string;
}

export interface CacheStore {
  lookup(key: string, operation: GetOperation): Promise<Lookup>;
  /** keeps `answer` for `ttlMs` unless `operation` was invalidated since `generation` */
  store(
    key: string,
    operation: GetOperation,
    generation: string,
    answer: CachedAnswer,
    tags: readonly string[],
    ttlMs: number,
  ): Promise<void>;
  /** drops every answer of `operations` and every answer carrying one of `tags` */
  invalidate(invalidation: Invalidation): Promise<void>;
  /** `listener` hears of every invalidation, this instance's and (shared store) other instances' */
  onInvalidated(listener: (operations: readonly GetOperation[]) => void): void;
}

interface MemoryEntry {
  answer: CachedAnswer;
  tags: readonly string[];
  size: number;
}

export class MemoryCacheStore implements CacheStore {
  readonly #entries: LRUCache<string, MemoryEntry>;
  readonly #tagged = new Map<string, Set<string>>();
  readonly #generations = new Map<GetOperation, number>();
  readonly #listeners: Array<(operations: readonly GetOperation[]) => void> = [];

  /** @param maxRecords records kept at most, over all answers (an answer weighs its records plus one) */
  constructor(maxRecords: number) {
    this.#entries = new LRUCache<string, MemoryEntry>({
      maxSize: maxRecords,
      sizeCalculation: (entry) => entry.size,
      dispose: (entry, key) => {
        for (const tag of entry.tags) {
          const keys = this.#tagged.get(tag);
          if (keys === undefined) continue;
          keys.delete(key);
          if (keys.size === 0) this.#tagged.delete(tag);
        }
      },
    });
  }

  async lookup(key: string, operation: GetOperation): Promise<Lookup> {
    return { answer: this.#entries.get(key)?.answer, generation: this.#generation(operation) };
  }

  async store(
    key: string,
    operation: GetOperation,
    generation: string,
    answer: CachedAnswer,
    tags: readonly string[],
    ttlMs: number,
  ): Promise<void> {
    if (this.#generation(operation) !== generation) return;
    const records = (answer.value as { results?: unknown[] }).results?.length ?? 0;
    this.#entries.set(key, { answer, tags, size: records + 1 }, { ttl: ttlMs });
    if (!this.#entries.has(key)) return; // larger than the whole cache
    for (const tag of tags) {
      let keys = this.#tagged.get(tag);
      if (keys === undefined) {
        keys = new Set();
        this.#tagged.set(tag, keys);
      }
      keys.add(key);
    }
  }

  async invalidate(invalidation: Invalidation): Promise<void> {
    const operations = invalidation.touched;
    for (const operation of operations)
      this.#generations.set(operation, (this.#generations.get(operation) ?? 0) + 1);
    for (const tag of [...invalidation.operations, ...invalidation.tags]) {
      const keys = this.#tagged.get(tag);
      // a copy: each deletion takes its key out of the set
      if (keys !== undefined) for (const key of [...keys]) this.#entries.delete(key);
    }
    for (const listener of this.#listeners) listener(operations);
  }

  onInvalidated(listener: (operations: readonly GetOperation[]) => void): void {
    this.#listeners.push(listener);
  }

  #generation(operation: GetOperation): string {
    return String(this.#generations.get(operation) ?? 0);
  }
}

// KEYS[1] the answer, KEYS[2] its operation's generation, KEYS[3..] its tags;
// ARGV: the generation read before the partner call, the answer, its time to live
const STORE = `
if (redis.call('get', KEYS[2]) or '0') ~= ARGV[1] then return 0 end
local ttl = tonumber(ARGV[3])
redis.call('set', KEYS[1], ARGV[2], 'PX', ttl)
for i = 3, #KEYS do
  redis.call('sadd', KEYS[i], KEYS[1])
  if redis.call('pttl', KEYS[i]) < ttl then redis.call('pexpire', KEYS[i], ttl) end
end
return 1`;

// KEYS: ARGV[1] generations to move on, then the tags whose answers go
const INVALIDATE = `
local generations = tonumber(ARGV[1])
for i = 1, generations do redis.call('incr', KEYS[i]) end
for i = generations + 1, #KEYS do
  for _, key in ipairs(redis.call('smembers', KEYS[i])) do redis.call('del', key) end
  redis.call('del', KEYS[i])
end
return 1`;

const CHANNEL = 'cache';

export class RedisCacheStore implements CacheStore {
  readonly #redis: RedisConnections;
  readonly #events: EventTarget;
  /** invalidations Redis did not take: sent before it serves or keeps anything again */
  #pending: Invalidation[] = [];

  constructor(redis: RedisConnections) {
    this.#redis = redis;
    this.#events = redis.eventTarget();
  }

  async lookup(key: string, operation: GetOperation): Promise<Lookup> {
    await this.#flush();
    const [text, generation] = await this.#redis.run('cache', (client) =>
      client.mget(this.#key('e', key), this.#key('g', operation)),
    );
    return {
      answer: text === null || text === undefined ? undefined : (JSON.parse(text) as CachedAnswer),
      generation: generation ?? '0',
    };
  }

  async store(
    key: string,
    operation: GetOperation,
    generation: string,
    answer: CachedAnswer,
    tags: readonly string[],
    ttlMs: number,
  ): Promise<void> {
    await this.#flush();
    const keys = [this.#key('e', key), this.#key('g', operation), ...tags.map((tag) => this.#key('t', tag))];
    await this.#redis.run('cache', (client) =>
      client.eval(STORE, keys.length, ...keys, generation, JSON.stringify(answer), String(Math.ceil(ttlMs))),
    );
  }

  async invalidate(invalidation: Invalidation): Promise<void> {
    this.#pending.push(invalidation);
    await this.#flush();
  }

  onInvalidated(listener: (operations: readonly GetOperation[]) => void): void {
    this.#events.addEventListener(CHANNEL, (event) => {
      const operations: unknown = 'detail' in event ? event.detail : undefined;
      if (Array.isArray(operations)) listener(operations as GetOperation[]);
    });
  }

  /** sends every pending invalidation, in one script; rejects while Redis does not take them */
  async #flush(): Promise<void> {
    if (this.#pending.length === 0) return;
    const batch = this.#pending;
    const operations = [...new Set(batch.flatMap((i) => i.touched))];
    const tags = [...new Set(batch.flatMap((i) => [...i.operations, ...i.tags]))];
    const keys = [...operations.map((o) => this.#key('g', o)), ...tags.map((t) => this.#key('t', t))];
    await this.#redis.run('cache', (client) =>
      client.eval(INVALIDATE, keys.length, ...keys, String(operations.length)),
    );
    this.#pending = this.#pending.filter((i) => !batch.includes(i));
    // after the answers are gone, so that an instance that hears of it cannot read them again
    this.#events.dispatchEvent(new CustomEvent(CHANNEL, { detail: operations }));
  }

  #key(kind: 'e' | 't' | 'g', name: string): string {
    return `${this.#redis.prefix}cache:${kind}:${name}`;
  }
}
