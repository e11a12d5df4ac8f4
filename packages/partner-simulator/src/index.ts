/**
 * A simulator of the Mobile Subscription Partner Interface, derived from the operation table
 * of `@msp/partner-interface`: `startSimulator()` serves it over HTTP; `Simulator` is one
 * simulated partner (clock, seeded data, state machines, faults) without the server.
 */
export { type ClockMode, VirtualClock } from './clock.js';
export {
  SIMULATOR_DEFAULTS,
  SIMULATOR_SETTINGS,
  SimulatorConfigError,
  simulatorConfigFromEnv,
  simulatorEnvSchema,
} from './config.js';
export type { Customer, SimulatorData } from './data.js';
export type { FaultsConfig, FaultsInput } from './faults.js';
export { openApiDocument } from './openapi.js';
export { Random } from './random.js';
export { type DatasetSize, type SeedOptions, seedData } from './seed/index.js';
export {
  type RecordedRequest,
  type RunningSimulator,
  type SimulatorServerOptions,
  startSimulator,
  type TakenOrder,
} from './server.js';
export { DEFAULT_STEP_MS, Simulator, type SimulatorOptions } from './simulator.js';
export type { SimulatorState } from './state/machine.js';
