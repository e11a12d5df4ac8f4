/**
 * The simulator's defaults, stated once, here: the simulator applies them, the gateway's
 * settings table (src/settings/index.ts) shows them. This module imports nothing, so that the
 * simulator, its server and its settings (config.ts) all read them without a cycle.
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
