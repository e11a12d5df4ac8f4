/**
 * One simulated partner: clock, seeded data, state machines, faults and request counters.
 * `reset()` restores the seed, the clock and the counters.
 */

import {
  type GetOperation,
  OPERATIONS,
  type PostOperation,
  type WireActivation,
} from '@msp/partner-interface';
import type { z } from 'zod';
import { type ClockMode, VirtualClock } from './clock.js';
import type { SimulatorData } from './data.js';
import { SIMULATOR_DEFAULTS } from './defaults.js';
import { badRequest, SimulatorError } from './errors.js';
import { Faults } from './faults.js';
import { type RawParams, runQuery } from './query.js';
import { Random } from './random.js';
import { type DatasetSize, placeOpenOrders, type SeedOptions, seedData } from './seed/index.js';
import { type OrderBody, SimulatorState } from './state/machine.js';
import { ORDERS } from './state/orders.js';

/** How long one processing step takes by default, virtual ms (SIMULATOR_DEFAULTS.stepMs). */
export const DEFAULT_STEP_MS = SIMULATOR_DEFAULTS.stepMs;

export interface SimulatorOptions {
  /** @default 1 */
  seed?: number;
  /** @default 'small' */
  size?: DatasetSize;
  /** how long each processing step takes, virtual ms @default DEFAULT_STEP_MS */
  stepMs?: number;
  /** from the donor's answer to the first possible porting date, virtual ms @default 3 days */
  portingLeadMs?: number;
  /** @default 'realtime' */
  clock?: ClockMode;
  /** virtual time at start (and after a reset), epoch ms @default the wall clock at creation */
  start?: number;
  /** place the seeded orders that are still in progress @default true */
  openOrders?: boolean;
}

/**
 * Seeded datasets by seed, size and start. CDRs, usage, invoices and customers never change
 * after seeding and are shared; SIM cards, subscriptions and activations are copied per reset.
 */
const seeded = new Map<string, SimulatorData>();
function freshData(options: SeedOptions): SimulatorData {
  const key = `${options.seed}/${options.size}/${options.now}`;
  let data = seeded.get(key);
  if (data === undefined) {
    data = seedData(options);
    seeded.set(key, data);
  }
  return {
    ...data,
    simCards: structuredClone(data.simCards),
    subscriptions: structuredClone(data.subscriptions),
    endedSubscriptions: structuredClone(data.endedSubscriptions),
    activations: structuredClone(data.activations),
  };
}

/** A POST body validated with its operation's schema; a 400 lists every field that is wrong. */
function validBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fieldErrors = parsed.error.issues.map((issue) => ({
    fieldName: issue.path.join('.') || '(body)',
    message: `${issue.path.join('.') || 'body'}: ${issue.message}`,
  }));
  throw new SimulatorError(400, 'BadRequest', fieldErrors.map((e) => e.message).join('; '), fieldErrors);
}

export class Simulator {
  readonly options: Required<Omit<SimulatorOptions, 'start'>> & { start: number };
  #world: { clock: VirtualClock; state: SimulatorState; faults: Faults };
  #requests = new Map<string, number>();

  constructor(options: SimulatorOptions = {}) {
    this.options = {
      seed: options.seed ?? SIMULATOR_DEFAULTS.seed,
      size: options.size ?? SIMULATOR_DEFAULTS.size,
      stepMs: options.stepMs ?? DEFAULT_STEP_MS,
      portingLeadMs: options.portingLeadMs ?? SIMULATOR_DEFAULTS.portingLeadMs,
      clock: options.clock ?? SIMULATOR_DEFAULTS.clock,
      start: options.start ?? Date.now(),
      openOrders: options.openOrders ?? true,
    };
    this.#world = this.#create();
  }

  get clock(): VirtualClock {
    return this.#world.clock;
  }

  get state(): SimulatorState {
    return this.#world.state;
  }

  get faults(): Faults {
    return this.#world.faults;
  }

  /** Restores the seed, the clock, the faults and the counters. */
  reset(): void {
    this.#world.clock.dispose();
    this.#world = this.#create();
    this.#requests = new Map();
  }

  #create() {
    const { seed, size, stepMs, portingLeadMs, start } = this.options;
    const clock = new VirtualClock({ start, mode: this.options.clock });
    const state = new SimulatorState({
      clock,
      random: new Random(seed + 1),
      data: freshData({ seed, now: start, size }),
      stepMs,
      portingLeadMs,
    });
    if (this.options.openOrders) placeOpenOrders(state, start);
    return { clock, state, faults: new Faults(seed) };
  }

  count(operation: string): void {
    this.#requests.set(operation, (this.#requests.get(operation) ?? 0) + 1);
  }

  stats(): { requests: Record<string, number> } {
    return { requests: Object.fromEntries(this.#requests) };
  }

  query(operation: GetOperation, params: RawParams): unknown {
    return runQuery(operation, this.state.data, params);
  }

  post<O extends PostOperation>(operation: O, body: unknown): WireActivation {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest('the body must be a JSON object');
    }
    // TypeScript widens OPERATIONS[operation] to every row of the table; the schema is this operation's
    const valid = validBody(OPERATIONS[operation].body, body) as OrderBody<O>;
    const order = ORDERS[operation](this.state, valid);
    // the record as it is now: later transitions must not change an answer already sent
    return structuredClone(order);
  }

  dispose(): void {
    this.clock.dispose();
  }
}
