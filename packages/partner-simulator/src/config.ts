/**
 * The simulator's settings from the environment. Wrong values stop start-up, each named.
 */
import { z } from 'zod';
import type { SimulatorServerOptions } from './server.js';

const int = () =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .nonnegative('must not be negative');

/**
 * The simulator's defaults, stated once, here: the simulator applies them, the gateway's
 * settings table (src/settings.ts) shows them. This module imports nothing heavy, so that
 * reading the configuration does not load the simulator.
 */
export const SIMULATOR_DEFAULTS = {
  /** `npm run simulator`; the simulator the gateway embeds listens on an ephemeral port */
  standalonePort: 4010,
  host: '127.0.0.1',
  seed: 1,
  size: 'small' as 'small' | 'large',
  /**
   * How long one processing step takes, virtual ms: slow enough that a person following an
   * order in GraphiQL sees it INIT, then BUSY, before its final status.
   */
  stepMs: 5_000,
  /** from the donor's answer to the first possible porting date, virtual ms: 3 days */
  portingLeadMs: 3 * 86_400_000,
  clock: 'realtime' as 'realtime' | 'manual',
};

export const simulatorEnvSchema = z.object({
  SIMULATOR_PORT: int().max(65535).optional(),
  SIMULATOR_HOST: z.string().min(1).optional(),
  SIMULATOR_SEED: int().optional(),
  SIMULATOR_SIZE: z.enum(['small', 'large'], { error: 'must be small or large' }).optional(),
  SIMULATOR_STEP_MS: int().optional(),
  SIMULATOR_PORTING_LEAD_MS: int().optional(),
  SIMULATOR_CLOCK: z.enum(['realtime', 'manual'], { error: 'must be realtime or manual' }).optional(),
  SIMULATOR_START: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' }).optional(),
});

/** What each variable means and what it is when unset, for the gateway's documentation. */
export const SIMULATOR_SETTINGS: Record<
  keyof typeof simulatorEnvSchema.shape,
  { meaning: string; default: string; example?: string }
> = {
  SIMULATOR_PORT: {
    meaning: 'Port of the simulator.',
    default: `${SIMULATOR_DEFAULTS.standalonePort} (npm run simulator), ephemeral (embedded)`,
  },
  SIMULATOR_HOST: { meaning: 'Address the simulator listens on.', default: SIMULATOR_DEFAULTS.host },
  SIMULATOR_SEED: {
    meaning: 'Seed of the dataset and of fault rates.',
    default: String(SIMULATOR_DEFAULTS.seed),
  },
  SIMULATOR_SIZE: {
    meaning: 'Size of the seeded dataset: small or large.',
    default: SIMULATOR_DEFAULTS.size,
  },
  SIMULATOR_STEP_MS: {
    meaning: 'Length of one processing step of an order, virtual ms.',
    default: String(SIMULATOR_DEFAULTS.stepMs),
  },
  SIMULATOR_PORTING_LEAD_MS: {
    meaning: "From the donor's answer to the first possible porting date, virtual ms.",
    default: String(SIMULATOR_DEFAULTS.portingLeadMs),
  },
  SIMULATOR_CLOCK: {
    meaning: 'realtime (follows the wall clock, plus advances) or manual (moves only when advanced).',
    default: SIMULATOR_DEFAULTS.clock,
  },
  SIMULATOR_START: {
    meaning: 'Virtual start time, ISO 8601 with an offset.',
    default: 'now',
    example: '2026-01-15T09:00:00+01:00',
  },
};

/** Every wrong SIMULATOR_* variable, one line each. */
export class SimulatorConfigError extends Error {
  override readonly name = 'SimulatorConfigError';
  constructor(readonly problems: readonly string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

export function simulatorConfigFromEnv(env: NodeJS.ProcessEnv): SimulatorServerOptions {
  const parsed = simulatorEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new SimulatorConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const options: SimulatorServerOptions = {};
  if (e.SIMULATOR_PORT !== undefined) options.port = e.SIMULATOR_PORT;
  if (e.SIMULATOR_HOST !== undefined) options.host = e.SIMULATOR_HOST;
  if (e.SIMULATOR_SEED !== undefined) options.seed = e.SIMULATOR_SEED;
  if (e.SIMULATOR_SIZE !== undefined) options.size = e.SIMULATOR_SIZE;
  if (e.SIMULATOR_STEP_MS !== undefined) options.stepMs = e.SIMULATOR_STEP_MS;
  if (e.SIMULATOR_PORTING_LEAD_MS !== undefined) options.portingLeadMs = e.SIMULATOR_PORTING_LEAD_MS;
  if (e.SIMULATOR_CLOCK !== undefined) options.clock = e.SIMULATOR_CLOCK;
  if (e.SIMULATOR_START !== undefined) options.start = Date.parse(e.SIMULATOR_START);
  return options;
}
