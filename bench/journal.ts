/**
 * What the order journal costs (src/journal/): the statements one order adds on its way
 * (the look-up of its key, the entry written before the POST leaves, its completion with
 * the first status), and the one transaction that records a poll in which 1,000 followed
 * activations change. Against the machine's PostgreSQL server and the embedded PGlite (its
 * files in a temporary directory, as `npm start` keeps them), in this process, without the
 * partner: the journal's own share of a mutation.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WireActivation } from '@msp/partner-interface';
import type { DatabaseTarget } from '../src/journal/database.js';
import { Journal } from '../src/journal/journal.js';
import { createLogger } from '../src/observability/logger.js';
import { benchDatabaseUrl, percentile } from './harness.js';

export interface JournalRow {
  database: string;
  orders: number;
  /** ms the journal adds to one keyed order: its key looked up, the entry written, the answer recorded */
  orderP50: number;
  orderP99: number;
  /** ms to record one poll in which 1,000 followed activations change, in one statement */
  pollP50: number;
  pollMax: number;
}

const PLACER = { kind: 'apikey', subject: 'bench', role: 'staff' };

const activation = (id: string, status: string, at: number): WireActivation => ({
  id,
  createdAt: new Date(at).toISOString(),
  modifiedAt: new Date(at).toISOString(),
  status,
  activationType: 'SUSPEND',
  subscriptionId: `sub-${id}`,
});

async function measure(
  database: string,
  target: DatabaseTarget,
  orders: number,
  polls: number,
): Promise<JournalRow> {
  const journal = new Journal({ target, logger: createLogger('silent'), openWaitMs: 60_000 });
  try {
    if (!(await journal.ready(60_000))) throw new Error(`${database}: the journal did not open`);
    const order = async (i: number) => {
      const key = `bench-${i}`;
      const started = performance.now();
      await journal.byKey(PLACER, key);
      const begun = await journal.begin({
        placer: PLACER,
        idempotencyKey: key,
        fingerprint: 'f'.repeat(64),
        mutation: 'suspendSubscription',
        operation: 'SuspendSubscription',
        activationType: 'SUSPEND',
        // an order on an existing subscription, with the reference the journal gives it: the
        // open termination looked for in the same statement, the reference held
        body: { subscriptionId: `sub-${i}` },
        subscriptionId: `sub-${i}`,
        referenced: true,
      });
      if (begun.status !== 'begun')
        throw new Error(`${database}: order ${i} was not written (${begun.status})`);
      await journal.placed(begun.entry.id, activation(`act-${i}`, 'INIT', Date.now()));
      return performance.now() - started;
    };
    for (let i = 0; i < 200; i++) await order(-1 - i); // warm-up
    const durations: number[] = [];
    for (let i = 0; i < orders; i++) durations.push(await order(i));

    // a poll in which 1,000 of the followed activations change, alternately to BUSY and back
    const pollDurations: number[] = [];
    for (let p = 0; p < polls; p++) {
      const status = p % 2 === 0 ? 'BUSY' : 'INIT';
      const changed = Array.from({ length: 1_000 }, (_, i) => activation(`act-${i}`, status, Date.now()));
      const started = performance.now();
      await journal.recordChanges(changed);
      pollDurations.push(performance.now() - started);
    }
    return {
      database,
      orders,
      orderP50: percentile(durations, 50),
      orderP99: percentile(durations, 99),
      pollP50: percentile(pollDurations, 50),
      pollMax: Math.max(...pollDurations),
    };
  } finally {
    await journal.close();
  }
}

export async function journalScenario(orders: number, polls: number): Promise<JournalRow[]> {
  const rows = [
    await measure(
      'PostgreSQL 15 server (127.0.0.1)',
      { url: await benchDatabaseUrl(), poolSize: 10, queryTimeoutMs: 5_000 },
      orders,
      polls,
    ),
  ];
  const dataDir = mkdtempSync(join(tmpdir(), 'msp-bench-journal-'));
  try {
    rows.push(await measure('embedded PGlite (files in a directory)', { dataDir }, orders, polls));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

export const journalTable = (rows: JournalRow[]) =>
  [
    '| database | orders | added to an order, p50 ms | p99 ms | a poll of 1,000 changes, p50 ms | slowest ms |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.orders} | ${r.orderP50.toFixed(2)} | ${r.orderP99.toFixed(2)} | ${r.pollP50.toFixed(1)} | ${r.pollMax.toFixed(1)} |`,
    ),
  ].join('\n');
