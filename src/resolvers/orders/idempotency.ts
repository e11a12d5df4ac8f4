/**
 * Idempotent orders. The same key with the same input returns the first result without a
 * second POST, for 24 hours; the same key with another input is an error; a duplicate that
 * arrives while the first is still running waits for it. The stores (memory, Redis) are in
 * src/stores/idempotency.ts.
 */
import { createHash } from 'node:crypto';
import type { WireActivation } from '@msp/partner-interface';
import type { IdempotencyStore } from '../../stores/idempotency.js';
import {
  IdempotencyConflictError,
  OrderError,
  type OrderErrorData,
  orderErrorFrom,
  ProviderRejectedOrderError,
  ProviderUnavailableError,
} from './errors.js';

export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/**
 * How long a claimed key waits for its outcome: longer than any order takes to send (the
 * partner timeout is at most 5 minutes), short enough that a claim whose outcome could not be
 * recorded (Redis failed in between) does not hold the key for a day.
 */
export const IDEMPOTENCY_PENDING_TTL_MS = 10 * 60_000;

/** What an order's key keeps: its activation, or the typed error it ended with. */
export type StoredResult = { ok: WireActivation } | { error: OrderErrorData };
export type OrderIdempotencyStore = IdempotencyStore<StoredResult>;

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

/** What `once` answers: the order's activation, and whether it is the first answer replayed. */
export interface Placed {
  activation: WireActivation;
  /** the key had placed this order before: no POST was sent now */
  replayed: boolean;
}

const replay = (result: StoredResult): Placed => {
  if ('ok' in result) return { activation: result.ok, replayed: true };
  throw orderErrorFrom(result.error);
};

/**
 * Whether the partner's answer says the order was not processed at all: it was too busy (429)
 * or in trouble (5xx). Sending it again later is not a second order.
 */
const processedNothing = (error: OrderError) =>
  error instanceof ProviderRejectedOrderError &&
  (error.providerStatus === 429 || error.providerStatus >= 500);

/**
 * Runs `order` once per key and input. Without a key it simply runs. Outcomes after the POST
 * left are kept (success, a rejection of the order, unknown outcome); an order that never left
 * (bad input, provider unreachable) or that the partner answered without processing (429,
 * 5xx) frees the key, so the same key places it once the partner is back.
 */
export async function once(
  store: OrderIdempotencyStore,
  key: string | undefined,
  input: unknown,
  order: (tracker: SendTracker) => Promise<WireActivation>,
  options: {
    ttlMs?: number;
    waitMs?: number /** the key as the caller gave it, for messages */;
    shownKey?: string;
  } = {},
): Promise<Placed> {
  if (key === undefined) return { activation: await order({ sent: () => {} }), replayed: false };
  const ttlMs = options.ttlMs ?? IDEMPOTENCY_TTL_MS;
  const print = fingerprint(input);
  const pendingTtlMs = Math.min(ttlMs, IDEMPOTENCY_PENDING_TTL_MS);
  let claim = await store.claim(key, print, pendingTtlMs);
  for (let attempt = 0; claim.status !== 'claimed'; attempt++) {
    if (claim.fingerprint !== print) throw new IdempotencyConflictError(options.shownKey ?? key);
    if (claim.status === 'done') return replay(claim.result);
    const result = await store.wait(key, options.waitMs ?? 30_000);
    if (result !== undefined) return replay(result);
    // the first attempt never left (its key was freed), or is still running
    if (attempt > 0) {
      throw new ProviderUnavailableError(
        'idempotency',
        'an order with this idempotency key is still in progress; ask again later',
      );
    }
    claim = await store.claim(key, print, pendingTtlMs);
  }
  let sent = false;
  try {
    const activation = await order({ sent: () => (sent = true) });
    await store.complete(key, print, { ok: activation }, ttlMs);
    return { activation, replayed: false };
  } catch (error) {
    if (
      sent &&
      error instanceof OrderError &&
      !(error instanceof ProviderUnavailableError) &&
      !processedNothing(error)
    ) {
      await store.complete(key, print, { error: error.toJSON() }, ttlMs);
    } else {
      await store.release(key);
    }
    throw error;
  }
}
