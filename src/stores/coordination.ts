/**
 * What the activation watchers of several gateway instances agree on: which instance polls an
 * activation (a lease each), and the latest state of every watched activation, readable by a
 * subscriber that joins on any instance. One instance alone needs neither: this in-memory
 * coordination grants every lease and keeps no shared state; the Redis one shares both.
 */
import { randomUUID } from 'node:crypto';
import type { RedisConnections } from './redis.js';

/**
 * None of these rejects because the shared store does not answer: then a lease counts as
 * granted, a state is neither saved nor found, and `subscribed()` resolves.
 */
export interface Coordination<State = unknown> {
  /** how long a lease lasts without renewal; another instance takes over after it */
  readonly leaseTtlMs: number;
  /** takes or renews the leases of these activations: true where this instance is to poll */
  lease(ids: readonly string[]): Promise<boolean[]>;
  /**
   * takes the lease of this activation whoever holds it: an order was placed here on it, and
   * this instance, which has its answer, follows what the order does to it from now on (the
   * holder learns at its next renewal that it lost it)
   */
  claim(id: string): Promise<void>;
  /** gives a lease back, so another instance may take it at once */
  release(id: string): Promise<void>;
  /** records an activation's latest state for every instance */
  saveState(id: string, state: State): Promise<void>;
  /** the latest state any instance recorded */
  loadState(id: string): Promise<State | undefined>;
  /** resolves once subscriptions made before it are in place (so no message can be missed after) */
  subscribed(): Promise<void>;
  close(): Promise<void>;
}

export class LocalCoordination<State = unknown> implements Coordination<State> {
  readonly leaseTtlMs = Number.POSITIVE_INFINITY;

  async lease(ids: readonly string[]): Promise<boolean[]> {
    return ids.map(() => true);
  }

  async claim(): Promise<void> {}

  async release(): Promise<void> {}

  async saveState(): Promise<void> {}

  async loadState(): Promise<State | undefined> {
    return undefined;
  }

  async subscribed(): Promise<void> {}

  async close(): Promise<void> {}
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

export class RedisCoordination<State = unknown> implements Coordination<State> {
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

  /** While Redis does not answer, every lease counts as granted: polling twice beats not at all. */
  async lease(ids: readonly string[]): Promise<boolean[]> {
    if (ids.length === 0) return [];
    const results = await this.#redis
      .run('lease', async (client) => {
        const pipeline = client.pipeline();
        for (const id of ids)
          pipeline.eval(LEASE, 1, this.#key('lease', id), this.#instance, String(this.leaseTtlMs));
        const replies = (await pipeline.exec()) ?? [];
        // a pipeline resolves even when Redis is gone, with each command's failure in its place
        const failure = replies.find(([error]) => error !== null && error.name !== 'ReplyError')?.[0];
        if (failure) throw failure;
        return replies;
      })
      .catch(() => undefined);
    return ids.map((id, i) => {
      const [error, value] = results?.[i] ?? [null, 1];
      const granted = error !== null || value === 1;
      if (granted) this.#held.add(id);
      else this.#held.delete(id);
      return granted;
    });
  }

  async claim(id: string): Promise<void> {
    this.#held.add(id);
    // unanswered, the next lease() takes it as granted anyway
    await this.#redis
      .run('lease', (client) => client.set(this.#key('lease', id), this.#instance, 'PX', this.leaseTtlMs))
      .catch(() => undefined);
  }

  async release(id: string): Promise<void> {
    this.#held.delete(id);
    // unanswered, the lease simply runs out
    await this.#redis
      .run('lease', (client) => client.eval(RELEASE, 1, this.#key('lease', id), this.#instance))
      .catch(() => undefined);
  }

  async saveState(id: string, state: State): Promise<void> {
    await this.#redis
      .run('state', (client) =>
        client.set(this.#key('state', id), JSON.stringify(state), 'PX', 24 * 3_600_000),
      )
      .catch(() => undefined);
  }

  async loadState(id: string): Promise<State | undefined> {
    const text = await this.#redis
      .run('state', (client) => client.get(this.#key('state', id)))
      .catch(() => null);
    return text === null ? undefined : (JSON.parse(text) as State);
  }

  async subscribed(): Promise<void> {
    // Redis answers one connection's commands in order: once this PING is answered, every
    // SUBSCRIBE sent before it on the same connection is in place
    await this.#redis.run('ping', (client) => client.ping(), 'subscriber').catch(() => undefined);
  }

  async close(): Promise<void> {
    clearInterval(this.#renewal);
    await Promise.allSettled([...this.#held].map((id) => this.release(id)));
  }

  #key(kind: string, id: string): string {
    return `${this.#redis.prefix}${kind}:${id}`;
  }
}
