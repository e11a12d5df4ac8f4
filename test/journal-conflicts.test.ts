/**
 * The rules the journal holds between orders, on both of its databases: whatever instance
 * writes an entry, two that break a rule together cannot both be written (so cannot both
 * leave), and what identifies an order at the partner (its reference, its activation) is one
 * entry's. Then the upgrade: a database an earlier release filled, whose entries break these
 * rules already, is brought up to date all the same.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { WireActivation } from '@msp/partner-interface';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivationHeld } from '../src/journal/conflicts.js';
import type { DatabaseTarget } from '../src/journal/database.js';
import type { BeginResult, NewEntry } from '../src/journal/entries.js';
import { Journal } from '../src/journal/journal.js';
import { MIGRATIONS } from '../src/journal/migrations.js';
import type { JournalEntry } from '../src/journal/tables.js';
import { unsettledEntries } from '../src/journal/unsettled.js';
import { createLogger } from '../src/observability/logger.js';
import { createTestDatabase, fileDatabaseUrl } from './utils/database.js';

const targets: Array<[string, () => DatabaseTarget]> = [
  ['PostgreSQL', () => ({ url: fileDatabaseUrl(), poolSize: 4, queryTimeoutMs: 5_000 })],
  ['PGlite', () => ({ dataDir: 'memory://' })],
];

let next = 0;
/** a subscription no other test uses */
const freshSubscription = () => `sub-${process.pid}-${++next}`;

const suspend = (subscriptionId: string, over: Partial<NewEntry> = {}): NewEntry => ({
  placer: { kind: 'token', subject: 'desk', role: 'staff' },
  idempotencyKey: undefined,
  fingerprint: 'f',
  mutation: 'suspendSubscription',
  operation: 'SuspendSubscription',
  activationType: 'SUSPEND',
  body: { subscriptionId },
  subscriptionId,
  referenced: true,
  ...over,
});

const terminate = (subscriptionId: string, over: Partial<NewEntry> = {}): NewEntry =>
  suspend(subscriptionId, {
    mutation: 'terminateSubscription',
    operation: 'TerminateSubscription',
    activationType: 'TERMINATE',
    ...over,
  });

const cancelPortIn = (activationId: string): NewEntry => ({
  placer: { kind: 'token', subject: 'desk', role: 'staff' },
  idempotencyKey: undefined,
  fingerprint: 'f',
  mutation: 'cancelPortIn',
  operation: 'CancelInPortSubscription',
  activationType: 'INPORT',
  body: { activationId },
  referenced: false,
});

const changePortIn = (activationId: string): NewEntry => ({
  ...cancelPortIn(activationId),
  mutation: 'changePortIn',
  operation: 'ChangeInPortSubscription',
  body: { activationId, portingWishDate: '2026-12-20T00:00:00' },
});

const activation = (id: string, type: string, status: string, subscriptionId: string): WireActivation => ({
  id,
  createdAt: new Date().toISOString(),
  modifiedAt: new Date().toISOString(),
  status,
  activationType: type,
  subscriptionId,
});

function written(begun: BeginResult): JournalEntry {
  if (begun.status !== 'begun') throw new Error(`not written: ${begun.status}`);
  return begun.entry;
}

describe.each(targets)('the journal on %s', (_name, target) => {
  let journal: Journal;
  beforeAll(async () => {
    journal = new Journal({ target: target(), logger: createLogger('silent'), openWaitMs: 30_000 });
    expect(await journal.ready(30_000)).toBe(true);
  }, 60_000);
  afterAll(() => journal.close());

  it('writes one of two terminations of one subscription begun at the same moment, and keeps the other out naming it', async () => {
    const sub = freshSubscription();
    const both = await Promise.all([journal.begin(terminate(sub)), journal.begin(terminate(sub))]);
    const [first] = both.filter((b) => b.status === 'begun').map(written);
    const [second] = both.filter((b) => b.status === 'conflict');
    expect(first).toBeDefined();
    expect(second).toMatchObject({ status: 'conflict', rule: 'closing', with: { id: first?.id } });
  });

  it('keeps every order out of a subscription while a termination is open there, and lets it in once that one is final', async () => {
    const sub = freshSubscription();
    const closing = written(await journal.begin(terminate(sub)));
    expect(await journal.begin(suspend(sub))).toMatchObject({ rule: 'closing', with: { id: closing.id } });
    await journal.placed(closing.id, activation(`t-${sub}`, 'TERMINATE', 'BUSY', sub));
    expect(await journal.begin(suspend(sub))).toMatchObject({ rule: 'closing', with: { id: closing.id } });
    await journal.recordChanges([activation(`t-${sub}`, 'TERMINATE', 'CANCELLED', sub)]);
    expect((await journal.begin(suspend(sub))).status).toBe('begun');
  });

  it('lets a termination in while other orders are open on its subscription, and keeps orders on other subscriptions apart', async () => {
    const sub = freshSubscription();
    written(await journal.begin(suspend(sub)));
    written(await journal.begin(terminate(sub)));
    expect((await journal.begin(terminate(freshSubscription()))).status).toBe('begun');
    // an order on no existing subscription (a new line) is never kept out
    expect(
      (
        await journal.begin(
          suspend(sub, { subscriptionId: undefined, body: {}, operation: 'NewSubscription' }),
        )
      ).status,
    ).toBe('begun');
  });

  it('keeps one order at a time in flight on an activation it changes, until the first is answered', async () => {
    const target = `inport-${freshSubscription()}`;
    const both = await Promise.all([
      journal.begin(changePortIn(target)),
      journal.begin(changePortIn(target)),
    ]);
    const first = written(both.find((b) => b.status === 'begun') ?? both[0]);
    expect(both.find((b) => b.status === 'conflict')).toMatchObject({
      rule: 'in-flight',
      with: { id: first.id },
    });
    await journal.placed(first.id, activation(target, 'INPORT', 'BUSY', 'sub-x'));
    expect((await journal.begin(changePortIn(target))).status).toBe('begun');
  });

  it('keeps one cancellation of an activation, answered or not, until the activation is final', async () => {
    const target = `inport-${freshSubscription()}`;
    const first = written(await journal.begin(cancelPortIn(target)));
    expect(await journal.begin(cancelPortIn(target))).toMatchObject({
      status: 'conflict',
      rule: 'in-flight',
    });
    await journal.placed(first.id, activation(target, 'INPORT', 'BUSY', 'sub-x'));
    expect(await journal.begin(cancelPortIn(target))).toMatchObject({
      status: 'conflict',
      rule: 'cancelling',
      with: { id: first.id },
    });
    await journal.recordChanges([activation(target, 'INPORT', 'CANCELLED', 'sub-x')]);
    expect((await journal.begin(cancelPortIn(target))).status).toBe('begun');
  });

  it("sends an order whose caller gave no reference with one of the journal's own, and keeps it the order's while its outcome is open", async () => {
    const begun = await journal.begin(suspend(freshSubscription()));
    if (begun.status !== 'begun') throw new Error(begun.status);
    expect(begun.body).toMatchObject({ referenceNumber: expect.stringMatching(/^GW[A-Z2-7]{13}$/) });
    expect(begun.entry.reference_number).toBe((begun.body as { referenceNumber: string }).referenceNumber);

    const ticket = `T-${next++}`;
    const mine = written(
      await journal.begin(suspend(freshSubscription(), { body: { referenceNumber: ticket } })),
    );
    expect(
      await journal.begin(suspend(freshSubscription(), { body: { referenceNumber: ticket } })),
    ).toMatchObject({
      status: 'conflict',
      rule: 'reference',
      with: { id: mine.id },
    });
    await journal.placed(mine.id, activation(`s-${ticket}`, 'SUSPEND', 'INIT', 'sub-y'));
    // decided, it no longer needs the reference to be found: it may be used again
    expect(
      (await journal.begin(suspend(freshSubscription(), { body: { referenceNumber: ticket } }))).status,
    ).toBe('begun');
  });

  it('attaches a partner activation to one entry at most', async () => {
    const [a, b] = [
      written(await journal.begin(suspend(freshSubscription()))),
      written(await journal.begin(suspend(freshSubscription()))),
    ];
    const shared = activation(`shared-${a.id}`, 'SUSPEND', 'INIT', 'sub-z');
    expect(await journal.placed(a.id, shared)).toMatchObject({ outcome: 'PLACED', activation_id: shared.id });
    await expect(journal.placed(b.id, shared, { by: 'reconciliation' })).rejects.toBeInstanceOf(
      ActivationHeld,
    );
    expect(await journal.get(b.id)).toMatchObject({ outcome: 'SENT', activation_id: null });
  });

  it('keeps the entries that wait for staff with their candidates, and who decided them, when and why', async () => {
    const entry = written(await journal.begin(suspend(freshSubscription())));
    await journal.unknown(entry.id);
    const candidates = [
      { activationId: 'c-1', createdAt: null, referenceNumber: entry.reference_number, heldBy: null },
      { activationId: 'c-2', createdAt: null, referenceNumber: entry.reference_number, heldBy: null },
    ];
    await journal.undecided(entry.id, candidates);
    expect(await journal.get(entry.id)).toMatchObject({ outcome: 'UNDECIDED', candidates });
    // reconciliation leaves it to staff
    expect((await journal.query((db) => unsettledEntries(db, new Date()))).map((e) => e.id)).not.toContain(
      entry.id,
    );
    await journal.placed(entry.id, activation('c-2', 'SUSPEND', 'INIT', 'sub-w'), {
      by: 'staff',
      callerId: 'token:lead',
      note: 'the customer confirmed the second one',
    });
    expect(await journal.get(entry.id)).toMatchObject({
      outcome: 'PLACED',
      activation_id: 'c-2',
      resolved_by: 'token:lead',
      resolution_note: 'the customer confirmed the second one',
    });
  });
});

/** a database at migration 0003 (the previous release) holding entries that break this release's rules */
async function filledByTheEarlierRelease(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    migrationTableName: 'journal_migrations',
    migrationLockTableName: 'journal_migrations_lock',
  });
  const { error } = await migrator.migrateTo('0003_push');
  if (error !== undefined) throw error;
  // two open terminations of one subscription, two entries on one activation, one reference twice
  await sql`insert into orders (caller_kind, caller_subject, caller_role, fingerprint, mutation, operation,
      activation_type, subscription_id, reference_number, body, outcome, activation_id)
    values ('token', 'old', 'staff', 'f', 'terminateSubscription', 'TerminateSubscription', 'TERMINATE', 'sub-old', 'OLD-1', '{}', 'SENT', null),
           ('token', 'old', 'staff', 'f', 'terminateSubscription', 'TerminateSubscription', 'TERMINATE', 'sub-old', 'OLD-1', '{}', 'SENT', null),
           ('token', 'old', 'staff', 'f', 'orderNewSubscription', 'NewSubscription', 'ACTIVATENEW', null, null, '{}', 'PLACED', 'act-old'),
           ('token', 'old', 'staff', 'f', 'orderNewSubscription', 'NewSubscription', 'ACTIVATENEW', null, null, '{}', 'PLACED', 'act-old')`.execute(
    db,
  );
}

describe('a database an earlier release filled', () => {
  const upgraded = async (target: DatabaseTarget) => {
    const journal = new Journal({ target, logger: createLogger('silent'), openWaitMs: 30_000 });
    try {
      expect(await journal.ready(30_000)).toBe(true);
      // the new rules hold for what is written from now on
      const sub = freshSubscription();
      written(await journal.begin(terminate(sub)));
      expect((await journal.begin(terminate(sub))).status).toBe('conflict');
    } finally {
      await journal.close();
    }
  };

  it('is brought up to date on PostgreSQL, its earlier entries left as they are', async () => {
    const database = await createTestDatabase('journal_upgrade');
    try {
      const pool = new pg.Pool({ connectionString: database.url, max: 1 });
      const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
      await filledByTheEarlierRelease(db);
      await db.destroy();
      await upgraded({ url: database.url, poolSize: 2, queryTimeoutMs: 5_000 });
    } finally {
      await database.drop();
    }
  });

  it('is brought up to date on the embedded PGlite, its earlier entries left as they are', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'msp-journal-upgrade-'));
    try {
      const pglite = await PGlite.create(dataDir);
      const db = new Kysely<unknown>({ dialect: new PGliteDialect({ pglite }) });
      await filledByTheEarlierRelease(db);
      await db.destroy();
      await upgraded({ dataDir });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
