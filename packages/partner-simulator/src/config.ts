/**
 * The simulator's settings from the environment. Wrong values stop start-up, each named.
 */
import { z } from 'zod';
import { SIMULATOR_DEFAULTS } from './defaults.js';
import type { SimulatorServerOptions } from './server.js';

const int = () =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .nonnegative('must not be negative');

export { SIMULATOR_DEFAULTS };

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
    example: String(SIMULATOR_DEFAULTS.standalonePort),
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
