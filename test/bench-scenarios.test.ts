/**
 * The benchmarks that run a gateway in this process (bench/cache.ts, bench/defer.ts) still run
 * against the graph as it is: each is run once, small, and its answer checked. `npm run bench`
 * runs them only when someone measures, so a change to the graph could break one unseen (the
 * suspension after DONE broke once every seeded subscription it picked had an order open).
 * Figures are not judged here; bench/results.md holds them.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { afterDoneScenario, dashboardCacheScenario } from '../bench/cache.js';
import { deferScenario } from '../bench/defer.js';
import { dropBenchDatabases } from '../bench/harness.js';

afterAll(dropBenchDatabases);

describe('the benchmarks that run a gateway in this process', () => {
  it('read the dashboard cold with every partner call and warm with none', async () => {
    const [cold, warm] = await dashboardCacheScenario(1, 0);
    expect(cold?.callsPerRun).toBeGreaterThan(0);
    expect(warm?.callsPerRun).toBe(0);
  });

  it('suspend subscriptions that may be suspended, follow each order to DONE and read the new state', async () => {
    const row = await afterDoneScenario(2, 0);
    expect(row.runs).toBe(2);
    expect(row.correct).toBe(2);
  });

  it('answer the Dashboard with @defer in parts, the last after the slow invoices', async () => {
    const [whole, first, last] = await deferScenario(1);
    expect(whole?.runs).toBe(1);
    expect(first?.p50).toBeLessThan(last?.p50 ?? 0);
  }, 30_000);
});
