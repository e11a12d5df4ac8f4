import { VirtualClock } from '@msp/partner-simulator';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('the virtual clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves only when advanced in manual mode, and runs due tasks in time order', () => {
    const clock = new VirtualClock({ start: 1_000, mode: 'manual' });
    const ran: string[] = [];
    clock.schedule(1_500, () => ran.push('b'));
    clock.schedule(1_200, () => ran.push('a'));
    clock.schedule(5_000, () => ran.push('c'));
    expect(clock.now()).toBe(1_000);
    clock.advance(600);
    expect(ran).toEqual(['a', 'b']);
    expect(clock.now()).toBe(1_600);
    expect(clock.pending).toBe(1);
    clock.advance(10_000);
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('runs tasks that a task schedules inside the same advance when they fall due', () => {
    const clock = new VirtualClock({ start: 0, mode: 'manual' });
    const ran: number[] = [];
    clock.schedule(10, () => {
      ran.push(10);
      clock.schedule(20, () => ran.push(20));
    });
    clock.advance(25);
    expect(ran).toEqual([10, 20]);
  });

  it('keeps insertion order for tasks due at the same moment', () => {
    const clock = new VirtualClock({ start: 0, mode: 'manual' });
    const ran: number[] = [];
    for (let i = 0; i < 5; i++) clock.schedule(10, () => ran.push(i));
    clock.advance(10);
    expect(ran).toEqual([0, 1, 2, 3, 4]);
  });

  it('does not run a cancelled task', () => {
    const clock = new VirtualClock({ start: 0, mode: 'manual' });
    const task = vi.fn();
    const cancel = clock.schedule(10, task);
    cancel();
    clock.advance(100);
    expect(task).not.toHaveBeenCalled();
  });

  it('follows the wall clock in realtime mode and fires tasks on their own', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const clock = new VirtualClock({ start: 0, mode: 'realtime' });
    const task = vi.fn();
    clock.schedule(1_000, task);
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
    expect(clock.now()).toBe(1_000);
    clock.dispose();
  });

  it('refuses to go backwards', () => {
    const clock = new VirtualClock({ start: 0, mode: 'manual' });
    expect(() => clock.advance(-1)).toThrow(RangeError);
  });
});
