import { describe, expect, it } from 'vitest';
import { backoffMs, retryAfterMs } from '../src/provider/retry.js';

const policy = { maxRetries: 5, minDelayMs: 100, maxDelayMs: 1_000 };

describe('the GET retry schedule', () => {
  it.each([
    [1, 100],
    [2, 200],
    [3, 400],
    [4, 800],
    [5, 1_000],
    [9, 1_000],
  ])('waits at most the exponential ceiling before retry %i (%i ms)', (attempt, ceiling) => {
    expect(backoffMs(attempt, policy, () => 0.999_999)).toBe(ceiling);
    expect(backoffMs(attempt, policy, () => 0)).toBe(0);
  });

  it('spreads retries with full jitter under the ceiling', () => {
    const waits = [0.1, 0.5, 0.9].map((r) => backoffMs(3, policy, () => r));
    expect(waits).toEqual([40, 200, 360]);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMs('3')).toBe(3_000);
    expect(retryAfterMs(['2'])).toBe(2_000);
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(retryAfterMs('Sat, 21 Nov 2026 10:00:05 GMT', now)).toBe(5_000);
    expect(retryAfterMs('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('ignores a Retry-After it cannot read', () => {
    expect(retryAfterMs(undefined)).toBeUndefined();
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs('')).toBeUndefined();
  });
});
