/**
 * A simulator on an ephemeral port with a manual clock, and a client pointed at it.
 */

import type { Operation, WireActivation } from '@msp/partner-interface';
import { type RunningSimulator, type SimulatorServerOptions, startSimulator } from '@msp/partner-simulator';
import { expect } from 'vitest';
import { ProviderClient, type ProviderClientOptions } from '../../src/provider/client.js';
import { PartnerRejectedError } from '../../src/provider/errors.js';

/** A fixed start, so that seeded data and clock arithmetic are the same on every run. */
export const TEST_START = Date.parse('2026-06-15T10:00:00Z');
export const STEP_MS = 1000;

export interface TestPartner {
  sim: RunningSimulator;
  client: ProviderClient;
  url: string;
  stats(): Promise<Partial<Record<Operation, number>>>;
  advance(ms: number): Promise<void>;
  /** the activation as QueryActivation answers it now */
  activation(id: string): Promise<WireActivation>;
  /** the number of a FREE SIM card of this type */
  freeSim(simCardType?: string): Promise<string>;
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
    activation: async (id) => {
      const act = (await client.get('QueryActivation', { id })).results[0];
      if (act === undefined) throw new Error(`no activation ${id}`);
      return act;
    },
    freeSim: async (simCardType = 'USIM') => {
      const sim = (await client.get('QuerySimcard', { status: 'FREE', simCardType, take: 1 })).results[0];
      if (sim === undefined) throw new Error(`no FREE ${simCardType} SIM card`);
      return sim.simCardNumber;
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

/** The error a partner call was refused with: it must be the provider's refusal. */
export async function rejection(promise: Promise<unknown>): Promise<PartnerRejectedError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PartnerRejectedError);
  return error as PartnerRejectedError;
}
