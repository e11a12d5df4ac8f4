/**
 * Injected faults, set through `POST /__simulator/faults`. Rates are drawn from a seeded
 * PRNG, so a run with the same seed and the same requests faults the same requests.
 */
import { z } from 'zod';
import { Random } from './random.js';

export const faultsSchema = z.strictObject({
  /** added to every answer, in real milliseconds */
  latencyMs: z.number().int().min(0).max(120_000).default(0),
  /** share of requests answered with `errorStatus` instead of being processed */
  errorRate: z.number().min(0).max(1).default(0),
  errorStatus: z.number().int().min(400).max(599).default(503),
  /** sent as Retry-After with injected errors */
  retryAfterSeconds: z.number().int().min(0).max(3600).optional(),
  /** share of requests whose connection is destroyed after processing: the answer is lost */
  dropRate: z.number().min(0).max(1).default(0),
  /**
   * share of requests whose connection is destroyed before they are processed: nothing is
   * done, but the caller cannot tell that from a lost answer
   */
  resetRate: z.number().min(0).max(1).default(0),
  /** share of requests answered 200 with a body that is not the expected JSON, after processing */
  malformedRate: z.number().min(0).max(1).default(0),
  /** share of requests that stall for `stallMs` before they are processed */
  stallRate: z.number().min(0).max(1).default(0),
  stallMs: z.number().int().min(0).max(120_000).default(5_000),
  /** every /api request answers 503 for this long, on the virtual clock, from now */
  outageMs: z.number().int().min(0).optional(),
  /** the operations the rates apply to; all when absent */
  operations: z.array(z.string()).optional(),
  /** how many requests the rates may fault before they switch off; unlimited when absent */
  count: z.number().int().min(1).optional(),
});
export type FaultsInput = z.input<typeof faultsSchema>;
export type FaultsConfig = z.output<typeof faultsSchema>;

export type FaultOutcome = 'process' | 'error' | 'drop' | 'reset' | 'malformed' | 'outage';

export interface FaultDecision {
  outcome: FaultOutcome;
  delayMs: number;
}

export class Faults {
  #config: FaultsConfig = faultsSchema.parse({});
  #outageUntil = 0;
  #remaining = Number.POSITIVE_INFINITY;
  #random: Random;

  constructor(seed: number) {
    this.#random = new Random(seed ^ 0x5eed);
  }

  get config(): FaultsConfig & { outageUntil?: string } {
    return this.#outageUntil > 0
      ? { ...this.#config, outageUntil: new Date(this.#outageUntil).toISOString() }
      : this.#config;
  }

  set(config: FaultsConfig, now: number): void {
    this.#config = config;
    this.#outageUntil = config.outageMs === undefined ? 0 : now + config.outageMs;
    this.#remaining = config.count ?? Number.POSITIVE_INFINITY;
  }

  decide(operation: string, now: number): FaultDecision {
    const c = this.#config;
    if (now < this.#outageUntil) return { outcome: 'outage', delayMs: c.latencyMs };
    const applies = this.#remaining > 0 && (c.operations === undefined || c.operations.includes(operation));
    if (!applies) return { outcome: 'process', delayMs: c.latencyMs };
    const roll = (rate: number) => rate > 0 && this.#random.next() < rate;
    const stall = roll(c.stallRate) ? c.stallMs : 0;
    const outcome: FaultOutcome = roll(c.errorRate)
      ? 'error'
      : roll(c.dropRate)
        ? 'drop'
        : roll(c.resetRate)
          ? 'reset'
          : roll(c.malformedRate)
            ? 'malformed'
            : 'process';
    if (outcome !== 'process' || stall > 0) this.#remaining -= 1;
    return { outcome, delayMs: c.latencyMs + stall };
  }
}
