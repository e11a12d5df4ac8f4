/**
 * The simulator's virtual clock and scheduler.
 *
 * In `realtime` mode virtual time follows the wall clock from `start`, plus every manual
 * advance; in `manual` mode it moves only when advanced. Tasks run in due order, once each,
 * either when their time comes or when an advance passes it.
 */
export type ClockMode = 'realtime' | 'manual';

export interface ClockOptions {
  /** virtual time at creation, epoch ms */
  start: number;
  /** @default 'realtime' */
  mode?: ClockMode;
}

interface Task {
  due: number;
  seq: number;
  run: () => void;
}

export class VirtualClock {
  readonly mode: ClockMode;
  readonly #start: number;
  readonly #realStart = performance.now();
  #offset = 0;
  #seq = 0;
  #tasks: Task[] = [];
  #timer: NodeJS.Timeout | undefined;
  #disposed = false;

  constructor(options: ClockOptions) {
    this.#start = options.start;
    this.mode = options.mode ?? 'realtime';
  }

  /** Current virtual time, epoch ms. */
  now(): number {
    const elapsed = this.mode === 'realtime' ? Math.floor(performance.now() - this.#realStart) : 0;
    return this.#start + elapsed + this.#offset;
  }

  /** Current virtual time as an ISO 8601 string with offset. */
  iso(at: number = this.now()): string {
    return new Date(at).toISOString();
  }

  /** Runs `run` once virtual time reaches `due`; returns a function that cancels it. */
  schedule(due: number, run: () => void): () => void {
    const task: Task = { due, seq: this.#seq++, run };
    this.#tasks.push(task);
    this.#tasks.sort((a, b) => a.due - b.due || a.seq - b.seq);
    this.#arm();
    return () => {
      this.#tasks = this.#tasks.filter((t) => t !== task);
      this.#arm();
    };
  }

  /** Moves virtual time forward and runs whatever fell due, in order. */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('advanceMs must be a non-negative number');
    this.#offset += ms;
    this.#runDue();
  }

  /** Number of tasks still waiting. */
  get pending(): number {
    return this.#tasks.length;
  }

  dispose(): void {
    this.#disposed = true;
    this.#tasks = [];
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #runDue(): void {
    for (;;) {
      const next = this.#tasks[0];
      if (next === undefined || next.due > this.now()) break;
      this.#tasks.shift();
      next.run();
    }
    this.#arm();
  }

  #arm(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    const next = this.#tasks[0];
    if (this.#disposed || this.mode !== 'realtime' || next === undefined) return;
    // timers beyond 2^31-1 ms overflow; re-arm in chunks instead
    const delay = Math.min(Math.max(0, next.due - this.now()), 2 ** 31 - 1);
    this.#timer = setTimeout(() => this.#runDue(), delay);
    this.#timer.unref();
  }
}
