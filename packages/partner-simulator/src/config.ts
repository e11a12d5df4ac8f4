/**
 * The simulator's settings from the environment. A wrong value stops start-up and names the
 * variable.
 */
import { z } from 'zod';
import type { SimulatorServerOptions } from './server.js';

const int = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .nonnegative(`${name} must not be negative`);

const envSchema = z.object({
  SIMULATOR_PORT: int('SIMULATOR_PORT').max(65535).optional(),
  SIMULATOR_HOST: z.string().min(1).optional(),
  SIMULATOR_SEED: int('SIMULATOR_SEED').optional(),
  SIMULATOR_SIZE: z.enum(['small', 'large'], { error: 'SIMULATOR_SIZE must be small or large' }).optional(),
  SIMULATOR_STEP_MS: int('SIMULATOR_STEP_MS').optional(),
  SIMULATOR_PORTING_LEAD_MS: int('SIMULATOR_PORTING_LEAD_MS').optional(),
  SIMULATOR_CLOCK: z
    .enum(['realtime', 'manual'], { error: 'SIMULATOR_CLOCK must be realtime or manual' })
    .optional(),
  SIMULATOR_START: z.iso
    .datetime({ offset: true, error: 'SIMULATOR_START must be an ISO 8601 date-time' })
    .optional(),
});

export function simulatorConfigFromEnv(env: NodeJS.ProcessEnv): SimulatorServerOptions {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`invalid configuration: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
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
