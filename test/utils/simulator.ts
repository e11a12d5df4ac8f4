/**
 * A simulator on an ephemeral port with a manual clock, and a client pointed at it.
 */

import type { Operation } from '@msp/partner-interface';
import { type RunningSimulator, type SimulatorServerOptions, startSimulator } from '@msp/partner-simulator';
import { ProviderClient, type ProviderClientOptions } from '../../src/provider/client.js';

/** A fixed start, so that seeded data and clock arithmetic are the same on every run. */
export const TEST_START = Date.parse('2026-06-15T10:00:00Z');
export const STEP_MS = 1000;

export interface TestPartner {
  sim: RunningSimulator;
  client: ProviderClient;
  url: string;
  stats(): Promise<Partial<Record<Operation, number>>>;
  advance(ms: number): Promise<void>;
  faults(config: Record<string, unknown>): Promise<void>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestPartner(
  options: SimulatorServerOptions = {},
  clientOptions: Partial<ProviderClientOptions> = {},
): Promise<TestPartner> {
  const sim = await startSimulator({
    clock: 'manual',
    start: TEST_START,
    stepMs: STEP_MS,
    seed: 7,
    ...options,
  });
  const client = new ProviderClient({
    baseUrl: sim.url,
    timeoutMs: 5_000,
    retry: { maxRetries: 3, minDelayMs: 5, maxDelayMs: 50 },
    ...clientOptions,
  });
  const control = async (path: string, body?: unknown) => {
    const response = await fetch(`${sim.url}/__simulator/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as unknown;
  };
  return {
    sim,
    client,
    url: sim.url,
    stats: async () =>
      ((await control('stats')) as { requests: Partial<Record<Operation, number>> }).requests,
    advance: async (advanceMs) => {
      await control('clock', { advanceMs });
    },
    faults: async (config) => {
      await control('faults', config);
    },
    reset: async () => {
      await control('reset', {});
    },
    close: async () => {
      await client.close();
      await sim.close();
    },
  };
}

/**
 * How many API requests the simulator has recorded (since its last reset) for `operation`
 * whose path and query string contain every one of `parts`: what tests wait on to know that
 * a poll or a call has happened.
 */
export function requestsTo(partner: TestPartner, operation: Operation, ...parts: string[]): number {
  return partner.sim.requests.filter(
    (r) => r.operation === operation && parts.every((part) => r.path.includes(part)),
  ).length;
}
