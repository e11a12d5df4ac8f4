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

const envSchema = z.object({
  SIMULATOR_PORT: int().max(65535).optional(),
  SIMULATOR_HOST: z.string().min(1).optional(),
  SIMULATOR_SEED: int().optional(),
  SIMULATOR_SIZE: z.enum(['small', 'large'], { error: 'must be small or large' }).optional(),
  SIMULATOR_STEP_MS: int().optional(),
  SIMULATOR_PORTING_LEAD_MS: int().optional(),
  SIMULATOR_CLOCK: z.enum(['realtime', 'manual'], { error: 'must be realtime or manual' }).optional(),
  SIMULATOR_START: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' }).optional(),
});

/** Every wrong SIMULATOR_* variable, one line each. */
export class SimulatorConfigError extends Error {
  override readonly name = 'SimulatorConfigError';
  constructor(readonly problems: readonly string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

export function simulatorConfigFromEnv(env: NodeJS.ProcessEnv): SimulatorServerOptions {
  const parsed = envSchema.safeParse(env);
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
