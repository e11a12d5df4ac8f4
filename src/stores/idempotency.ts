/**
 * The stores behind idempotent orders: a key, the fingerprint of the input it was first used
 * with, and once known the outcome. In memory (bounded) for one instance; in Redis, shared by
 * every instance, where a Redis failure lets the order through undeduplicated (logged).
 */
import type { Logger } from '../logger.js';
import type { RedisConnections } from './redis.js';

export type Claim<Result> =
  | { status: 'claimed' }
  | { status: 'done'; fingerprint: string; result: Result }
  | { status: 'pending'; fingerprint: string };

export interface IdempotencyStore<Result = unknown> {
  /** takes the key for this fingerprint, or tells what holds it */
  claim(key: string, fingerprint: string, ttlMs: number): Promise<Claim<Result>>;
  /** records the outcome of a claimed key */
  complete(key: string, fingerprint: string, result: Result, ttlMs: number): Promise<void>;
  /** forgets a claimed key whose order was never sent, so it can be used again */
  release(key: string): Promise<void>;
  /** the outcome of a pending key once it is known; undefined when released or timed out */
  wait(key: string, timeoutMs: number): Promise<Result | undefined>;
}

interface Entry<Result> {
  fingerprint: string;
  expiresAt: number;
  result?: Result;
  settled: Promise<Result | undefined>;
  settle: (result: Result | undefined) => void;
}

/** The in-memory store: at most `maxEntries` keys, the oldest dropped first. */
export class MemoryIdempotencyStore<Result = unknown> implements IdempotencyStore<Result> {
  readonly #entries = new Map<string, Entry<Result>>();
  readonly #maxEntries: number;

  constructor(maxEntries = 10_000) {
    this.#maxEntries = maxEntries;
  }

  async claim(key: string, fingerprint: string, ttlMs: number): Promise<Claim<Result>> {
    const existing = this.#live(key);
    if (existing !== undefined) {
      return existing.result === undefined
        ? { status: 'pending', fingerprint: existing.fingerprint }
        : { status: 'done', fingerprint: existing.fingerprint, result: existing.result };
    }
    let settle: (result: Result | undefined) => void = () => {};
    const settled = new Promise<Result | undefined>((resolve) => {
      settle = resolve;
    });
    this.#entries.set(key, { fingerprint, expiresAt: Date.now() + ttlMs, settled, settle });
    this.#evict();
    return { status: 'claimed' };
  }

  async complete(key: string, fingerprint: string, result: Result, ttlMs: number): Promise<void> {
    const entry = this.#entries.get(key);
    if (entry === undefined || entry.fingerprint !== fingerprint) return;
    entry.result = result;
    entry.expiresAt = Date.now() + ttlMs;
    entry.settle(result);
  }

  async release(key: string): Promise<void> {
    const entry = this.#entries.get(key);
    this.#entries.delete(key);
    entry?.settle(undefined);
  }

  async wait(key: string, timeoutMs: number): Promise<Result | undefined> {
    const entry = this.#live(key);
    if (entry === undefined) return undefined;
    if (entry.result !== undefined) return entry.result;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), timeoutMs);
    });
    try {
      return await Promise.race([entry.settled, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  #live(key: string): Entry<Result> | undefined {
    const entry = this.#entries.get(key);
    if (entry !== undefined && entry.expiresAt <= Date.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  #evict(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries) break;
      // a pending entry stays: its order is being sent
      if (entry.result !== undefined) this.#entries.delete(key);
    }
  }
}

interface IdemEntry<Result> {
  fingerprint: string;
  result?: Result;
}

export class RedisIdempotencyStore<Result = unknown> implements IdempotencyStore<Result> {
  readonly #redis: RedisConnections;
  readonly #logger: Logger;

  constructor(redis: RedisConnections, logger: Logger) {
    this.#redis = redis;
    this.#logger = logger;
  }

  async claim(key: string, fingerprint: string, ttlMs: number): Promise<Claim<Result>> {
    try {
      const entry: IdemEntry<Result> = { fingerprint };
      const set = await this.#redis.run('idempotency', (client) =>
        client.set(this.#key(key), JSON.stringify(entry), 'PX', ttlMs, 'NX'),
      );
      if (set === 'OK') return { status: 'claimed' };
      const existing = await this.#read(key);
      if (existing === undefined) return this.claim(key, fingerprint, ttlMs);
      return existing.result === undefined
        ? { status: 'pending', fingerprint: existing.fingerprint }
        : { status: 'done', fingerprint: existing.fingerprint, result: existing.result };
    } catch (error) {
      // Redis does not answer (within its command timeout): the order goes on without a
      // duplicate check rather than not at all; one line per order so that it can be traced
      this.#logger.warn(
        { err: { message: error instanceof Error ? error.message : String(error) }, idempotencyKey: key },
        'idempotency store unavailable: order not deduplicated',
      );
      return { status: 'claimed' };
    }
  }

  async complete(key: string, fingerprint: string, result: Result, ttlMs: number): Promise<void> {
    const entry: IdemEntry<Result> = { fingerprint, result };
    await this.#redis
      .run('idempotency', (client) => client.set(this.#key(key), JSON.stringify(entry), 'PX', ttlMs))
      .catch(() => undefined);
  }

  async release(key: string): Promise<void> {
    await this.#redis.run('idempotency', (client) => client.del(this.#key(key))).catch(() => undefined);
  }

  async wait(key: string, timeoutMs: number): Promise<Result | undefined> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const entry = await this.#read(key).catch(() => undefined);
      if (entry === undefined) return undefined;
      if (entry.result !== undefined) return entry.result;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return undefined;
  }

  async #read(key: string): Promise<IdemEntry<Result> | undefined> {
    const text = await this.#redis.run('idempotency', (client) => client.get(this.#key(key)));
    return text === null ? undefined : (JSON.parse(text) as IdemEntry<Result>);
  }

  #key(key: string): string {
    return `${this.#redis.prefix}idem:${key}`;
  }
}
