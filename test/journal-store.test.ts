/**
 * The journal itself, on both of its databases: the PostgreSQL server (a database of this
 * file's own) and the embedded PGlite (in memory). The same statements and migrations run on
 * both; each rule here holds on each.
 */
import type { WireActivation } from '@msp/partner-interface';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseTarget } from '../src/journal/database.js';
import type { BeginResult, NewEntry } from '../src/journal/entries.js';
import { Journal } from '../src/journal/journal.js';
import type { JournalEntry } from '../src/journal/tables.js';
import { createLogger } from '../src/observability/logger.js';
import { createTestDatabase, fileDatabaseUrl, type TestDatabase } from './utils/database.js';

const targets: Array<[string, () => DatabaseTarget]> = [
  ['PostgreSQL', () => ({ url: fileDatabaseUrl(), poolSize: 4, queryTimeoutMs: 5_000 })],
  ['PGlite', () => ({ dataDir: 'memory://' })],
];

const entry = (over: Partial<NewEntry> = {}): NewEntry => ({
  placer: { kind: 'token', subject: 'acme', role: 'staff' },
  idempotencyKey: undefined,
  fingerprint: 'f1',
  mutation: 'suspendSubscription',
  operation: 'SuspendSubscription',
  activationType: 'SUSPEND',
  body: { subscriptionId: 's-1' },
  referenced: false,
  ...over,
});

/** the entry a begin wrote or found (a conflict is a failure here) */
function entryOf(begun: BeginResult): JournalEntry {
  if (begun.status === 'conflict') throw new Error(`a conflict (${begun.rule}) where none was expected`);
  return begun.entry;
}

const activation = (id: string, status: string, at: string, portingStatus?: string): WireActivation => ({
  id,
  createdAt: '2026-06-15T10:00:00Z',
  modifiedAt: at,
  status,
  activationType: 'SUSPEND',
  subscriptionId: 's-1',
  ...(portingStatus === undefined ? {} : { info: { portingStatus } }),
});

describe.each(targets)('the journal on %s', (_name, target) => {
  let journal: Journal;
  const finals: Array<[string, number]> = [];

  beforeAll(async () => {
    journal = new Journal({
      target: target(),
      logger: createLogger('silent'),
      openWaitMs: 30_000,
      onFinal: (type, seconds) => finals.push([type, seconds]),
    });
    expect(await journal.ready(30_000)).toBe(true);
  }, 60_000);
  afterAll(() => journal.close());

  it('gives each caller their own keys, however their subjects and keys are spelled', async () => {
    const a = await journal.begin(
      entry({ placer: { kind: 'token', subject: 'acme', role: 'customer' }, idempotencyKey: 'x:order-1' }),
    );
    const b = await journal.begin(
      entry({ placer: { kind: 'token', subject: 'acme:x', role: 'customer' }, idempotencyKey: 'order-1' }),
    );
    const c = await journal.begin(
      entry({ placer: { kind: 'apikey', subject: 'acme', role: 'staff' }, idempotencyKey: 'x:order-1' }),
    );
    expect([a.status, b.status, c.status]).toEqual(['begun', 'begun', 'begun']);
    expect(new Set([a, b, c].map((x) => entryOf(x).id)).size).toBe(3);
  });

  it('answers a key used before with its entry, and writes nothing', async () => {
    const first = await journal.begin(entry({ idempotencyKey: 'k-taken' }));
    const again = await journal.begin(entry({ idempotencyKey: 'k-taken', fingerprint: 'f2' }));
    expect(again).toMatchObject({ status: 'taken', entry: { id: entryOf(first).id, fingerprint: 'f1' } });
  });

  it('keeps orders without a key apart, however many', async () => {
    const [a, b] = await Promise.all([journal.begin(entry()), journal.begin(entry())]);
    expect(a.status === 'begun' && b.status === 'begun' && entryOf(a).id !== entryOf(b).id).toBe(true);
  });

  it('keeps the body without its secrets', async () => {
    const written = entryOf(
      await journal.begin(
        entry({
          body: { eSim: true, email: 'a@example.com', confirmationCode: '4711', services: { pin: '1234' } },
        }),
      ),
    );
    expect(written.body).toEqual({ eSim: true, email: 'a@example.com', services: {} });
  });

  it('frees the key of an order that never left', async () => {
    const first = await journal.begin(entry({ idempotencyKey: 'k-free' }));
    await journal.release(entryOf(first).id);
    expect((await journal.begin(entry({ idempotencyKey: 'k-free' }))).status).toBe('begun');
  });

  it('records the first status with the answer, then each change once, oldest first, and the final status once', async () => {
    const sent = entryOf(await journal.begin(entry()));
    await journal.placed(sent.id, activation('act-h', 'INIT', '2026-06-15T10:00:00Z'));
    await journal.recordChanges([activation('act-h', 'INIT', '2026-06-15T10:00:00Z')]);
    await journal.recordChanges([activation('act-h', 'BUSY', '2026-06-15T10:00:01Z')]);
    await journal.recordChanges([activation('act-h', 'BUSY', '2026-06-15T10:00:01Z', 'APPROVED')]);
    await journal.recordChanges([activation('act-h', 'DONE', '2026-06-15T10:00:02Z', 'APPROVED')]);
    await journal.recordChanges([activation('act-h', 'DONE', '2026-06-15T10:00:02Z', 'APPROVED')]);
    const history = (await journal.history(['act-h', 'act-none'])).get('act-h') ?? [];
    expect(history.map((c) => [c.status, c.porting_status, c.at.toISOString()])).toEqual([
      ['INIT', null, '2026-06-15T10:00:00.000Z'],
      ['BUSY', null, '2026-06-15T10:00:01.000Z'],
      ['BUSY', 'APPROVED', '2026-06-15T10:00:01.000Z'],
      ['DONE', 'APPROVED', '2026-06-15T10:00:02.000Z'],
    ]);
    expect((await journal.history(['act-none'])).get('act-none')).toEqual([]);
    expect(finals.filter(([type]) => type === 'SUSPEND')).toHaveLength(1);
    expect(await journal.openActivations()).not.toContain('act-h');
  });

  it('records nothing after the final status: a status another instance saw earlier, recorded late, is not a change', async () => {
    const sent = entryOf(await journal.begin(entry()));
    await journal.placed(sent.id, activation('act-late', 'INIT', '2026-06-15T10:00:00Z'));
    // one instance records DONE, then another the BUSY it had seen before
    await journal.recordChanges([activation('act-late', 'DONE', '2026-06-15T10:00:02Z')]);
    await journal.recordChanges([activation('act-late', 'BUSY', '2026-06-15T10:00:01Z')]);
    const history = (await journal.history(['act-late'])).get('act-late') ?? [];
    expect(history.map((c) => c.status)).toEqual(['INIT', 'DONE']);
  });

  it('records nothing the partner changed before the last status recorded: a status seen earlier, recorded late, is not a change', async () => {
    const sent = entryOf(await journal.begin(entry()));
    await journal.placed(sent.id, activation('act-stale', 'INIT', '2026-06-15T10:00:00Z'));
    // one instance records BUSY, then another the INIT it had seen before
    await journal.recordChanges([activation('act-stale', 'BUSY', '2026-06-15T10:00:02Z')]);
    await journal.recordChanges([activation('act-stale', 'INIT', '2026-06-15T10:00:00Z')]);
    // a change that did not move modifiedAt is still one
    await journal.recordChanges([activation('act-stale', 'DONE', '2026-06-15T10:00:02Z')]);
    const history = (await journal.history(['act-stale'])).get('act-stale') ?? [];
    expect(history.map((c) => c.status)).toEqual(['INIT', 'BUSY', 'DONE']);
  });

  it('records a poll of 1,000 changes in one statement, each once', async () => {
    const ids = Array.from({ length: 1_000 }, (_, i) => `act-poll-${i}`);
    for (const id of ids) {
      const sent = entryOf(await journal.begin(entry()));
      await journal.placed(sent.id, activation(id, 'INIT', '2026-06-15T10:00:00Z'));
    }
    await journal.recordChanges(ids.map((id) => activation(id, 'BUSY', '2026-06-15T10:00:01Z')));
    const histories = await journal.history(ids);
    expect([...histories.keys()].sort()).toEqual([...ids].sort());
    for (const [id, history] of histories)
      expect(
        history.map((c) => c.status),
        id,
      ).toEqual(['INIT', 'BUSY']);
    // one statement: every row it wrote has its transaction (xmin) and its command in it (cmin)
    const written = await journal.query((db) =>
      sql<{ transactions: number; commands: number; rows: number }>`
        select count(distinct c.xmin::text)::int as transactions, count(distinct c.cmin::text)::int as commands,
          count(*)::int as rows
        from order_status_changes c join orders o on o.id = c.order_id
        where o.activation_id like 'act-poll-%' and c.status = 'BUSY'`
        .execute(db)
        .then((r) => r.rows[0]),
    );
    expect(written).toEqual({ transactions: 1, commands: 1, rows: 1_000 });
    // placing the 1,000 orders one by one, two statements each, is what takes long on a busy machine
  }, 60_000);

  it('keeps open orders to follow again, and deletes only final ones past the retention', async () => {
    const open = entryOf(await journal.begin(entry()));
    await journal.placed(open.id, activation('act-open', 'BUSY', '2026-06-15T10:00:00Z'));
    expect(await journal.openActivations()).toContain('act-open');
    await journal.query((db) =>
      db
        .updateTable('orders')
        .set({ sent_at: new Date('2020-01-01T00:00:00Z') })
        .where('activation_id', 'in', ['act-open', 'act-h'])
        .execute(),
    );
    expect(await journal.prune({ orderDays: 365, deviceDays: 60 })).toEqual({ orders: 1, devices: 0 });
    expect(await journal.openActivations()).toContain('act-open');
    expect((await journal.history(['act-h'])).get('act-h')).toEqual([]);
  });
});

describe('the journal on an empty PostgreSQL database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('journal_empty');
  });
  afterAll(() => database.drop());

  it('comes up in every instance that starts at the same moment, the schema made once', async () => {
    const journals = Array.from(
      { length: 4 },
      () =>
        new Journal({
          target: { url: database.url, poolSize: 2, queryTimeoutMs: 10_000 },
          logger: createLogger('silent'),
          openWaitMs: 20_000,
        }),
    );
    try {
      expect(await Promise.all(journals.map((j) => j.ready(20_000)))).toEqual([true, true, true, true]);
      const [first, second] = journals;
      const begun = await first?.begin(entry({ idempotencyKey: 'shared' }));
      const again = await second?.begin(entry({ idempotencyKey: 'shared' }));
      expect(again && entryOf(again).id).toBe(begun && entryOf(begun).id);
    } finally {
      await Promise.all(journals.map((j) => j.close()));
    }
  });
});
