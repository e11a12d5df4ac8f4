/**
 * Several gateway instances on one Redis: the PubSub's event target
 * (@graphql-yoga/redis-event-target), a lease per activation so that exactly one instance
 * polls it, every watched activation's latest state, idempotent orders and rate limits.
 *
 * Keys, all under the configured prefix:
 *   lease:<activationId>     the instance that polls it (PX lease time, renewed while polling)
 *   state:<activationId>     its latest state as JSON (24 h)
 *   idem:<key>               an idempotent order: fingerprint and, once known, its result (24 h)
 *   rate:<callerId>:<minute> operations of a caller in a minute (1 min)
 * Channels: <prefix>activation:<id>, <prefix>activity:<subscriptionId>.
 *
 * When Redis is down, queries and orders go on: leases are taken as granted (each instance
 * polls what its own subscribers follow), idempotency and rate limits let requests through
 * (logged), and live updates reach only subscribers whose instance polls.
 */
import { randomUUID } from 'node:crypto';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import type { RateLimiter } from '../auth/rate-limit.js';
import type { Logger } from '../logger.js';
import type { Claim, IdempotencyStore, StoredResult } from '../resolvers/orders/idempotency.js';
import type { Coordination } from '../subscriptions/coordination.js';
import type { WatchEvent } from '../subscriptions/pubsub.js';

export interface RedisSetup {
  url: string;
  prefix: string;
  leaseTtlMs: number;
  logger: Logger;
}

export class RedisConnections {
  readonly command: Redis;
  readonly subscriber: Redis;
  readonly prefix: string;

  constructor(setup: RedisSetup) {
    const options = { maxRetriesPerRequest: 2, enableAutoPipelining: true, lazyConnect: false };
    this.command = new Redis(setup.url, options);
    this.subscriber = new Redis(setup.url, { ...options, enableAutoPipelining: false });
    this.prefix = setup.prefix;
    for (const client of [this.command, this.subscriber]) {
      client.on('error', (error: Error) => setup.logger.warn({ err: { message: error.message } }, 'redis'));
    }
  }

  /** The PubSub's event target: receives through redis-event-target, publishes with errors caught. */
  eventTarget(logger: Logger): EventTarget {
    const target = createRedisEventTarget({ publishClient: this.command, subscribeClient: this.subscriber });
    const prefixed = (topic: string) => `${this.prefix}${topic}`;
    return {
      addEventListener: (topic: string, listener: EventListenerOrEventListenerObject | null) =>
        target.addEventListener(prefixed(topic), listener as EventListener),
      removeEventListener: (topic: string, listener: EventListenerOrEventListenerObject | null) =>
        target.removeEventListener(prefixed(topic), listener as EventListener),
      dispatchEvent: (event: Event) => {
        const detail = (event as CustomEvent<unknown>).detail;
        this.command
          .publish(prefixed(event.type), detail === undefined ? '' : JSON.stringify(detail))
          .catch((error: Error) => logger.warn({ err: { message: error.message } }, 'redis publish failed'));
        return true;
      },
    } as EventTarget;
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.command.quit(), this.subscriber.quit()]);
  }
}

// renews a lease held by this instance, or takes one that nobody holds
const LEASE = `
if redis.call('get', KEYS[1]) == ARGV[1] then
  redis.call('pexpire', KEYS[1], ARGV[2])
  return 1
end
if redis.call('set', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
return 0`;
// gives a lease back only if this instance holds it
const RELEASE = `
if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end
return 0`;

export class RedisCoordination implements Coordination {
  readonly leaseTtlMs: number;
  readonly #redis: RedisConnections;
  readonly #instance = randomUUID();
  readonly #held = new Set<string>();
  readonly #renewal: NodeJS.Timeout;

  constructor(redis: RedisConnections, leaseTtlMs: number) {
    this.#redis = redis;
    this.leaseTtlMs = leaseTtlMs;
    // a lease outlives slow polls: it is renewed a few times per lease time, not per poll
    this.#renewal = setInterval(
      () => {
        if (this.#held.size > 0) void this.lease([...this.#held]).catch(() => undefined);
      },
      Math.max(100, Math.floor(leaseTtlMs / 3)),
    );
    this.#renewal.unref();
  }

  async lease(ids: readonly string[]): Promise<boolean[]> {
    if (ids.length === 0) return [];
    const pipeline = this.#redis.command.pipeline();
    for (const id of ids)
      pipeline.eval(LEASE, 1, this.#key('lease', id), this.#instance, String(this.leaseTtlMs));
    const results = (await pipeline.exec()) ?? [];
    return ids.map((id, i) => {
      const [error, value] = results[i] ?? [new Error('no reply'), 0];
      const granted = error === null && value === 1;
      if (granted) this.#held.add(id);
      else this.#held.delete(id);
      return granted;
    });
  }

  async release(id: string): Promise<void> {
    this.#held.delete(id);
    await this.#redis.command.eval(RELEASE, 1, this.#key('lease', id), this.#instance);
  }

  async saveState(id: string, event: WatchEvent): Promise<void> {
    await this.#redis.command.set(this.#key('state', id), JSON.stringify(event), 'PX', 24 * 3_600_000);
  }

  async loadState(id: string): Promise<WatchEvent | undefined> {
    const text = await this.#redis.command.get(this.#key('state', id));
    return text === null ? undefined : (JSON.parse(text) as WatchEvent);
  }

  async subscribed(): Promise<void> {
    // Redis answers one connection's commands in order: once this PING is answered, every
    // SUBSCRIBE sent before it on the same connection is in place
    await this.#redis.subscriber.ping();
  }

  async close(): Promise<void> {
    clearInterval(this.#renewal);
    await Promise.allSettled([...this.#held].map((id) => this.release(id)));
  }

  #key(kind: string, id: string): string {
    return `${this.#redis.prefix}${kind}:${id}`;
  }
}

interface IdemEntry {
  fingerprint: string;
  result?: StoredResult;
}

export class RedisIdempotencyStore implements IdempotencyStore {
  readonly #redis: RedisConnections;
  readonly #logger: Logger;

  constructor(redis: RedisConnections, logger: Logger) {
    this.#redis = redis;
    this.#logger = logger;
  }

  async claim(key: string, fingerprint: string, ttlMs: number): Promise<Claim> {
    try {
      const entry: IdemEntry = { fingerprint };
      const set = await this.#redis.command.set(this.#key(key), JSON.stringify(entry), 'PX', ttlMs, 'NX');
      if (set === 'OK') return { status: 'claimed' };
      const existing = await this.#read(key);
      if (existing === undefined) return this.claim(key, fingerprint, ttlMs);
      return existing.result === undefined
        ? { status: 'pending', fingerprint: existing.fingerprint }
        : { status: 'done', fingerprint: existing.fingerprint, result: existing.result };
    } catch (error) {
      // Redis is down: the order goes on without a duplicate check rather than not at all
      this.#logger.warn(
        { err: { message: (error as Error).message } },
        'idempotency store unavailable: order not deduplicated',
      );
      return { status: 'claimed' };
    }
  }

  async complete(key: string, fingerprint: string, result: StoredResult, ttlMs: number): Promise<void> {
    const entry: IdemEntry = { fingerprint, result };
    await this.#redis.command.set(this.#key(key), JSON.stringify(entry), 'PX', ttlMs).catch(() => undefined);
  }

  async release(key: string): Promise<void> {
    await this.#redis.command.del(this.#key(key)).catch(() => undefined);
  }

  async wait(key: string, timeoutMs: number): Promise<StoredResult | undefined> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const entry = await this.#read(key).catch(() => undefined);
      if (entry === undefined) return undefined;
      if (entry.result !== undefined) return entry.result;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return undefined;
  }

  async #read(key: string): Promise<IdemEntry | undefined> {
    const text = await this.#redis.command.get(this.#key(key));
    return text === null ? undefined : (JSON.parse(text) as IdemEntry);
  }

  #key(key: string): string {
    return `${this.#redis.prefix}idem:${key}`;
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
      const [[, count] = [null, 0]] = ((await this.#redis.command
        .multi()
        .incr(redisKey)
        .pexpire(redisKey, 61_000)
        .exec()) ?? []) as Array<[Error | null, unknown]>;
      return Number(count) <= this.#perMinute ? 0 : (minute + 1) * 60_000 - Date.now();
    } catch {
      return 0;
    }
  }
}
