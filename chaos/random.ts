/**
 * The run's randomness, from its seed (mulberry32): the same seed draws the same schedule of
 * faults and the same orders, so that a run that found a violation can be run again.
 */
export class Random {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** in [0, 1) */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** an integer in [min, max] */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from nothing');
    return item;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** a new generator for one part of the run, so that parts draw apart from each other */
  fork(): Random {
    return new Random(Math.floor(this.next() * 4294967296));
  }
}
