import type { WireActivation } from '@msp/partner-interface';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  IdempotencyConflictError,
  OrderOutcomeUnknownError,
  ProviderRejectedOrderError,
  ProviderUnavailableError,
  ValidationError,
} from '../src/resolvers/orders/errors.js';
import {
  fingerprint,
  IDEMPOTENCY_PENDING_TTL_MS,
  IDEMPOTENCY_TTL_MS,
  once,
  type StoredResult,
} from '../src/resolvers/orders/idempotency.js';
import { MemoryIdempotencyStore } from '../src/stores/idempotency.js';

const activation = (id: string): WireActivation => ({
  id,
  createdAt: 'now',
  status: 'INIT',
  activationType: 'SUSPEND',
});

describe('idempotent orders', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('run every time without a key', async () => {
    const store = new MemoryIdempotencyStore<StoredResult>();
    const order = vi.fn(async () => activation('a'));
    await once(store, undefined, { x: 1 }, order);
    await once(store, undefined, { x: 1 }, order);
    expect(order).toHaveBeenCalledTimes(2);
  });

  it('run once per key and input within 24 hours, and again after', async () => {
    vi.useFakeTimers();
    const store = new MemoryIdempotencyStore<StoredResult>();
    let n = 0;
    const order = vi.fn(async (tracker: { sent(): void }) => {
      tracker.sent();
      return activation(`a${++n}`);
    });
    expect(await once(store, 'k', { x: 1 }, order)).toMatchObject({
      activation: { id: 'a1' },
      replayed: false,
    });
    vi.advanceTimersByTime(IDEMPOTENCY_TTL_MS - 1);
    expect(await once(store, 'k', { x: 1 }, order)).toMatchObject({
      activation: { id: 'a1' },
      replayed: true,
    });
    vi.advanceTimersByTime(2);
    expect((await once(store, 'k', { x: 1 }, order)).activation.id).toBe('a2');
  });

  it('refuse the same key with another input', async () => {
    const store = new MemoryIdempotencyStore<StoredResult>();
    await once(store, 'm:k', { x: 1 }, async () => activation('a'));
    await expect(once(store, 'm:k', { x: 2 }, async () => activation('b'))).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
  });

  it('keep an unknown outcome, so a retry never sends again', async () => {
    const store = new MemoryIdempotencyStore<StoredResult>();
    const order = vi.fn(async (tracker: { sent(): void }) => {
      tracker.sent();
      throw new OrderOutcomeUnknownError('NewSubscription', 'lost');
    });
    await expect(once(store, 'k', {}, order)).rejects.toBeInstanceOf(OrderOutcomeUnknownError);
    await expect(once(store, 'k', {}, order)).rejects.toBeInstanceOf(OrderOutcomeUnknownError);
    expect(order).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['refused before it left', false, new ValidationError([{ path: 'input', message: 'bad' }])],
    ['unreachable provider', true, new ProviderUnavailableError('NewSubscription', 'down')],
    [
      'the partner refused as too busy (429)',
      true,
      new ProviderRejectedOrderError('NewSubscription', 429, 'RATE_LIMITED', 'slow down'),
    ],
    [
      'the partner answered with trouble (503)',
      true,
      new ProviderRejectedOrderError('NewSubscription', 503, 'UNAVAILABLE', 'maintenance'),
    ],
  ])('free the key of an order %s', async (_what, sent, error) => {
    const store = new MemoryIdempotencyStore<StoredResult>();
    await expect(
      once(store, 'k', {}, async (tracker) => {
        if (sent) tracker.sent();
        throw error;
      }),
    ).rejects.toBe(error);
    expect((await once(store, 'k', {}, async () => activation('ok'))).activation.id).toBe('ok');
  });

  it('keep a rejection of the order itself (400), so a retry replays it', async () => {
    const store = new MemoryIdempotencyStore<StoredResult>();
    const order = vi.fn(async (tracker: { sent(): void }) => {
      tracker.sent();
      throw new ProviderRejectedOrderError('NewSubscription', 400, 'INVALID', 'no such SIM');
    });
    await expect(once(store, 'k', {}, order)).rejects.toBeInstanceOf(ProviderRejectedOrderError);
    await expect(once(store, 'k', {}, order)).rejects.toBeInstanceOf(ProviderRejectedOrderError);
    expect(order).toHaveBeenCalledTimes(1);
  });

  it('free a claimed key whose outcome was never recorded after a while, not after a day', async () => {
    vi.useFakeTimers();
    const store = new MemoryIdempotencyStore<StoredResult>();
    // the first attempt claimed the key, and its outcome was lost (the store failed in between)
    await store.claim('k', fingerprint({}), IDEMPOTENCY_PENDING_TTL_MS);
    vi.advanceTimersByTime(IDEMPOTENCY_PENDING_TTL_MS + 1);
    expect((await once(store, 'k', {}, async () => activation('again'))).activation.id).toBe('again');
  });

  it('let a concurrent duplicate wait for the first and share its result', async () => {
    const store = new MemoryIdempotencyStore<StoredResult>();
    let release: (a: WireActivation) => void = () => {};
    const slow = new Promise<WireActivation>((resolve) => {
      release = resolve;
    });
    const order = vi.fn(async (tracker: { sent(): void }) => {
      tracker.sent();
      return slow;
    });
    const first = once(store, 'k', {}, order);
    const second = once(store, 'k', {}, order);
    release(activation('shared'));
    expect(await first).toMatchObject({ activation: { id: 'shared' }, replayed: false });
    expect(await second).toMatchObject({ activation: { id: 'shared' }, replayed: true });
    expect(order).toHaveBeenCalledTimes(1);
  });

  it('keep at most the configured number of finished keys', async () => {
    const store = new MemoryIdempotencyStore<StoredResult>(2);
    for (const key of ['a', 'b', 'c']) await once(store, key, {}, async () => activation(key));
    const order = vi.fn(async () => activation('again'));
    await once(store, 'a', {}, order);
    expect(order).toHaveBeenCalledOnce();
  });

  it('fingerprint inputs regardless of field order', () => {
    expect(fingerprint({ a: 1, b: { c: 2, d: 3 } })).toBe(fingerprint({ b: { d: 3, c: 2 }, a: 1 }));
    expect(fingerprint({ a: 1 })).not.toBe(fingerprint({ a: 2 }));
  });
});
