/**
 * Idempotent orders. The same key with the same input returns the first result without a
 * second POST, for 24 hours; the same key with another input is an error; a duplicate that
 * arrives while the first is still running waits for it. Behind a store interface; the
 * in-memory store here is bounded.
 */
import { createHash } from 'node:crypto';
import type { WireActivation } from '../../provider/wire.js';
import {
  IdempotencyConflictError,
  OrderError,
  type OrderErrorData,
  orderErrorFrom,
  ProviderUnavailableError,
} from './errors.js';

export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

export type StoredResult = { ok: WireActivation } | { error: OrderErrorData };

export type Claim =
  | { status: 'claimed' }
  | { status: 'done'; fingerprint: string; result: StoredResult }
  | { status: 'pending'; fingerprint: string };

export interface IdempotencyStore {
  /** takes the key for this fingerprint, or tells what holds it */
  claim(key: string, fingerprint: string, ttlMs: number): Promise<Claim>;
  /** records the outcome of a claimed key */
  complete(key: string, fingerprint: string, result: StoredResult, ttlMs: number): Promise<void>;
  /** forgets a claimed key whose order was never sent, so it can be used again */
  release(key: string): Promise<void>;
  /** the outcome of a pending key once it is known; undefined when released or timed out */
  wait(key: string, timeoutMs: number): Promise<StoredResult | undefined>;
}

interface Entry {
  fingerprint: string;
  expiresAt: number;
  result?: StoredResult;
  settled: Promise<StoredResult | undefined>;
  settle: (result: StoredResult | undefined) => void;
}

/** The in-memory store: at most `maxEntries` keys, the oldest dropped first. */
export class MemoryIdempotencyStore implements IdempotencyStore {
  readonly #entries = new Map<string, Entry>();
  readonly #maxEntries: number;

  constructor(maxEntries = 10_000) {
    this.#maxEntries = maxEntries;
  }

  async claim(key: string, fingerprint: string, ttlMs: number): Promise<Claim> {
    const existing = this.#live(key);
    if (existing !== undefined) {
      return existing.result === undefined
        ? { status: 'pending', fingerprint: existing.fingerprint }
        : { status: 'done', fingerprint: existing.fingerprint, result: existing.result };
    }
    let settle: (result: StoredResult | undefined) => void = () => {};
    const settled = new Promise<StoredResult | undefined>((resolve) => {
      settle = resolve;
    });
    this.#entries.set(key, { fingerprint, expiresAt: Date.now() + ttlMs, settled, settle });
    this.#evict();
    return { status: 'claimed' };
  }

  async complete(key: string, fingerprint: string, result: StoredResult, ttlMs: number): Promise<void> {
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

  async wait(key: string, timeoutMs: number): Promise<StoredResult | undefined> {
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

  #live(key: string): Entry | undefined {
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

/** A stable digest of an input: object keys sorted, so the order of fields does not matter. */
export function fingerprint(value: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v !== null && typeof v === 'object') {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .filter(([, x]) => x !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([k, x]) => [k, canonical(x)]),
      );
    }
    return v;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

export interface SendTracker {
  /** called by the order just before its POST leaves */
  sent(): void;
}

const unwrap = (result: StoredResult): WireActivation => {
  if ('ok' in result) return result.ok;
  throw orderErrorFrom(result.error);
};

/**
 * Runs `order` once per key and input. Without a key it simply runs. Outcomes after the POST
 * left are kept (success, rejection, unknown outcome); an order that never left (bad input,
 * provider unreachable) frees the key.
 */
export async function once(
  store: IdempotencyStore,
  key: string | undefined,
  input: unknown,
  order: (tracker: SendTracker) => Promise<WireActivation>,
  options: {
    ttlMs?: number;
    waitMs?: number /** the key as the caller gave it, for messages */;
    shownKey?: string;
  } = {},
): Promise<WireActivation> {
  if (key === undefined) return order({ sent: () => {} });
  const ttlMs = options.ttlMs ?? IDEMPOTENCY_TTL_MS;
  const print = fingerprint(input);
  let claim = await store.claim(key, print, ttlMs);
  for (let attempt = 0; claim.status !== 'claimed'; attempt++) {
    if (claim.fingerprint !== print) throw new IdempotencyConflictError(options.shownKey ?? key);
    if (claim.status === 'done') return unwrap(claim.result);
    const result = await store.wait(key, options.waitMs ?? 30_000);
    if (result !== undefined) return unwrap(result);
    // the first attempt never left (its key was freed), or is still running
    if (attempt > 0) {
      throw new ProviderUnavailableError(
        'idempotency',
        'an order with this idempotency key is still in progress; ask again later',
      );
    }
    claim = await store.claim(key, print, ttlMs);
  }
  let sent = false;
  try {
    const activation = await order({ sent: () => (sent = true) });
    await store.complete(key, print, { ok: activation }, ttlMs);
    return activation;
  } catch (error) {
    if (sent && error instanceof OrderError && !(error instanceof ProviderUnavailableError)) {
      await store.complete(key, print, { error: error.toJSON() }, ttlMs);
    } else {
      await store.release(key);
    }
    throw error;
  }
}
