/**
 * Per-caller rate limits behind one interface: a token bucket in memory for one instance; a
 * fixed window per minute in Redis, shared by every instance, that lets requests through while
 * Redis does not answer.
 */
import type { RedisConnections } from './redis.js';

export interface RateLimiter {
  /** takes one token for `key`; the wait in ms until one is available, 0 when allowed */
  take(key: string): Promise<number>;
}

export class MemoryRateLimiter implements RateLimiter {
  readonly #perMinute: number;
  readonly #buckets = new Map<string, { tokens: number; at: number }>();

  constructor(perMinute: number) {
    this.#perMinute = perMinute;
  }

  async take(key: string): Promise<number> {
    const now = Date.now();
    const rate = this.#perMinute / 60_000;
    const bucket = this.#buckets.get(key) ?? { tokens: this.#perMinute, at: now };
    bucket.tokens = Math.min(this.#perMinute, bucket.tokens + (now - bucket.at) * rate);
    bucket.at = now;
    this.#buckets.set(key, bucket);
    if (this.#buckets.size > 100_000) this.#buckets.delete(this.#buckets.keys().next().value ?? key);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.ceil((1 - bucket.tokens) / rate);
  }
}

/** A fixed window per caller and minute, shared by every instance. */
export class RedisRateLimiter implements RateLimiter {
  readonly #redis: RedisConnections;
  readonly #perMinute: number;

  constructor(redis: RedisConnections, perMinute: number) {
    this.#redis = redis;
    this.#perMinute = perMinute;
  }

  async take(key: string): Promise<number> {
    const minute = Math.floor(Date.now() / 60_000);
    const redisKey = `${this.#redis.prefix}rate:${key}:${minute}`;
    try {
      const [[, count] = [null, 0]] = ((await this.#redis.run('rate-limit', (client) =>
        client.multi().incr(redisKey).pexpire(redisKey, 61_000).exec(),
      )) ?? []) as Array<[Error | null, unknown]>;
      return Number(count) <= this.#perMinute ? 0 : (minute + 1) * 60_000 - Date.now();
    } catch {
      // Redis does not answer (within its command timeout): the request goes through
      return 0;
    }
  }
}
