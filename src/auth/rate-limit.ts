/**
 * Per-caller rate limits: a token bucket per caller id, refilled continuously. Behind a store
 * interface: in memory here, in Redis (src/scale/redis.ts) when several instances share it.
 */
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
