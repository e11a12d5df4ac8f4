import type { WireActivation } from '@msp/partner-interface';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffIn, jittered, nextPollIn, type PollSettings } from '../src/subscriptions/schedule.js';

const s: PollSettings = { minMs: 1_000, maxMs: 30_000, slowMs: 300_000, jitter: 0.1 };
const now = Date.parse('2026-07-01T10:00:00Z');
const act = (patch: Partial<WireActivation>): WireActivation => ({
  id: 'a',
  createdAt: '2026-07-01T09:59:00Z',
  status: 'BUSY',
  activationType: 'ACTIVATENEW',
  ...patch,
});

describe('the polling schedule', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls a young, moving order at the fastest interval', () => {
    expect(nextPollIn(act({ status: 'INIT' }), now, 0, s)).toBe(1_000);
    expect(nextPollIn(act({}), now, 29_000, s)).toBe(1_000);
  });

  it('slows down the longer nothing changes, up to the slowest interval for a moving order', () => {
    expect(nextPollIn(act({}), now, 30_000, s)).toBe(2_000);
    expect(nextPollIn(act({}), now, 60_000, s)).toBe(4_000);
    expect(nextPollIn(act({}), now, 3_600_000, s)).toBe(30_000);
  });

  it('never polls a final activation again', () => {
    for (const status of ['DONE', 'ERROR', 'CANCELLED'])
      expect(nextPollIn(act({ status }), now, 0, s)).toBe(Number.POSITIVE_INFINITY);
  });

  it('sleeps while an approved port-in waits for a far approvedDate, and wakes just before it', () => {
    const portIn = (approvedDate: string) =>
      act({ activationType: 'INPORT', info: { portingStatus: 'APPROVED', approvedDate } });
    expect(nextPollIn(portIn('2026-07-10T10:00:00Z'), now, 0, s)).toBe(300_000);
    expect(nextPollIn(portIn('2026-07-01T10:02:00Z'), now, 0, s)).toBe(119_000);
    // within the slowest moving interval of the date: back to normal polling
    expect(nextPollIn(portIn('2026-07-01T10:00:20Z'), now, 0, s)).toBe(1_000);
  });

  it('sleeps until shortly before a wishDate in the future once the provider has the order in hand', () => {
    const scheduled = act({
      activationType: 'TERMINATE',
      providerOrderNumber: 'PO-1',
      info: { wishDate: '2026-07-01T10:05:00Z' },
    });
    expect(nextPollIn(scheduled, now, 0, s)).toBe(299_000);
  });

  it('polls a parked order at the moving pace once an order placed here has touched it, for as long as a parked order sleeps', () => {
    const cancelled = act({
      activationType: 'TERMINATE',
      providerOrderNumber: 'PO-1',
      info: { wishDate: '2026-07-10T10:00:00Z' },
    });
    expect(nextPollIn(cancelled, now, 0, s, 0)).toBe(1_000);
    expect(nextPollIn(cancelled, now, 60_000, s, 60_000)).toBe(4_000);
    expect(nextPollIn(cancelled, now, 300_000, s, 300_000)).toBe(300_000);
  });

  it('polls a scheduled order at the normal pace until the provider has it in hand, so its followers see each change as it happens', () => {
    const wishDate = '2026-07-02T10:00:00Z';
    // accepted, not yet taken in hand: BUSY, its order number and its phone number are still to come
    expect(nextPollIn(act({ status: 'INIT', info: { wishDate } }), now, 0, s)).toBe(1_000);
    expect(nextPollIn(act({ status: 'BUSY', info: { wishDate } }), now, 0, s)).toBe(1_000);
    // a port-in whose donor has not answered yet
    const waiting = act({
      activationType: 'INPORT',
      info: { portingStatus: 'INIT', portingWishDate: wishDate },
    });
    expect(nextPollIn(waiting, now, 0, s)).toBe(1_000);
  });

  it('polls an order whose wishDate has passed at the normal pace', () => {
    const due = act({ activationType: 'TERMINATE', info: { wishDate: '2026-07-01T09:00:00Z' } });
    expect(nextPollIn(due, now, 0, s)).toBe(1_000);
  });

  it('backs off exponentially after errors, up to the slowest interval', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffIn(n, s))).toEqual([
      2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('spreads intervals by up to the jitter either way', () => {
    expect(jittered(1_000, s, () => 0)).toBe(900);
    expect(jittered(1_000, s, () => 0.5)).toBe(1_000);
    expect(jittered(1_000, s, () => 0.999_999)).toBe(1_100);
    expect(jittered(Number.POSITIVE_INFINITY, s)).toBe(Number.POSITIVE_INFINITY);
  });

  it('adds up to a poll per second at first, then fewer, as time passes on fake timers', () => {
    vi.useFakeTimers();
    const started = Date.now();
    let polls = 0;
    const poll = () => {
      polls += 1;
      const delay = nextPollIn(act({}), now, Date.now() - started, s);
      setTimeout(poll, delay);
    };
    poll();
    vi.advanceTimersByTime(30_000);
    const first = polls;
    vi.advanceTimersByTime(60_000);
    expect(first).toBe(31);
    expect(polls - first).toBeLessThan(30);
  });
});
