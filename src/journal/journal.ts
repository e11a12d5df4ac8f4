/**
 * The journal: the gateway's record of every order placed through it. An entry is written
 * before the POST leaves (claiming the caller's idempotency key), completed when the partner
 * answers or marked UNKNOWN when the answer is lost, and then gains one row per status change
 * the watcher observes, until the final status. Secrets are never written (src/secrets.ts).
 *
 * The database opens in the background and, while it cannot be reached, is tried again every
 * few seconds: reads of the graph go on meanwhile, and every journal call fails at once with
 * a JournalUnavailable that the order path turns into a typed error.
 */
import { isFinalStatus, type WireActivation } from '@msp/partner-interface';
import { type Kysely, sql } from 'kysely';
import type { Logger } from '../logger.js';
import { withoutSecrets } from '../secrets.js';
import { type DatabaseTarget, type JournalDatabase, openDatabase } from './database.js';
import type { JournalTables, OrderRow, Outcome, StatusChangeRow } from './tables.js';

/** The journal cannot be read or written: nothing was recorded. */
export class JournalUnavailable extends Error {
  override readonly name = 'JournalUnavailable';
}

/** Who placed an order: the kind of credentials, their subject, the role (never the token). */
export interface Placer {
  kind: string;
  subject: string;
  role: string;
}

/** What is known of an order before its POST leaves. */
export interface NewEntry {
  placer: Placer;
  idempotencyKey: string | undefined;
  fingerprint: string;
  mutation: string;
  operation: string;
  activationType: string;
  /** the body to send; kept without its secrets */
  body: object;
}

export type Begun =
  /** the entry is written and the key is this order's: send it */
  | { status: 'begun'; entry: OrderRow }
  /** the caller's key names an order already */
  | { status: 'taken'; entry: OrderRow };

export interface JournalOptions {
  target: DatabaseTarget;
  logger: Logger;
  /** how long a call waits for a database still opening before it fails @default 5000 */
  openWaitMs?: number;
  /** told when an order reaches its final status: its type and the seconds since it was sent */
  onFinal?: (activationType: string, seconds: number) => void;
  /** told once the database is open and up to date */
  onOpen?: () => void;
}

/** what a poll saw of an activation, as the journal keeps it */
interface Seen {
  activationId: string;
  status: string;
  portingStatus: string | null;
  orderNumber: string | null;
  at: string;
}

const REOPEN_MS = 2_000;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** when the partner says the activation changed, else now; never a value PostgreSQL would refuse */
function changedAt(activation: WireActivation): string {
  const at = Date.parse(activation.modifiedAt ?? '');
  return new Date(Number.isNaN(at) ? Date.now() : at).toISOString();
}

function seenOf(activation: WireActivation): Seen {
  return {
    activationId: activation.id,
    status: activation.status,
    portingStatus: text(activation.info?.portingStatus),
    orderNumber: text(activation.providerOrderNumber),
    at: changedAt(activation),
  };
}

export class Journal {
  readonly #options: JournalOptions;
  #database: JournalDatabase | undefined;
  #opened: Promise<JournalDatabase | undefined>;
  #closed = false;
  #timer: NodeJS.Timeout | undefined;
  /** ends the wait before the next attempt to open, at once (on close) */
  #wake: (() => void) | undefined;
  #lastError: string | undefined;
  /** why the open database's last call failed, while it fails */
  #failing: string | undefined;

  constructor(options: JournalOptions) {
    this.#options = options;
    this.#opened = this.#open();
  }

  /** whether the database answers: 'opening' while it is still being opened the first time */
  health(): 'up' | 'down' | 'opening' {
    if (this.#database !== undefined) return this.#failing === undefined ? 'up' : 'down';
    return this.#lastError === undefined ? 'opening' : 'down';
  }

  /** where the journal is, for the start-up line */
  where(): string {
    const { target } = this.#options;
    return 'url' in target ? new URL(target.url).host : `embedded (${target.dataDir})`;
  }

  /** Resolves once the database is open (true), or after `waitMs` without it (false). */
  async ready(waitMs = this.#options.openWaitMs ?? 5_000): Promise<boolean> {
    if (this.#database !== undefined) return true;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), waitMs);
    });
    try {
      return (await Promise.race([this.#opened, timeout])) !== undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    this.#wake?.();
    const database = this.#database ?? (await this.#opened.catch(() => undefined));
    this.#database = undefined;
    await database?.close().catch(() => undefined);
  }

  // -- orders ---------------------------------------------------------------------------------

  /**
   * Writes the entry of an order about to be sent, claiming its key. When the caller's key
   * names an order already, that entry is returned instead and nothing is written.
   */
  async begin(entry: NewEntry): Promise<Begun> {
    const body = withoutSecrets(entry.body) as Record<string, unknown>;
    const key = entry.idempotencyKey ?? null;
    return this.#run(async (db) => {
      const written = await db
        .insertInto('orders')
        .values({
          caller_kind: entry.placer.kind,
          caller_subject: entry.placer.subject,
          caller_role: entry.placer.role,
          idempotency_key: key,
          fingerprint: entry.fingerprint,
          mutation: entry.mutation,
          operation: entry.operation,
          activation_type: entry.activationType,
          subscription_id: text(body['subscriptionId']),
          phone_number: text(body['phoneNumber']),
          target_activation_id: text(body['activationId']),
          reference_number: text(body['referenceNumber']),
          body: JSON.stringify(body),
          outcome: 'SENT',
          error: null,
          activation_id: null,
          provider_order_number: null,
          status: null,
          porting_status: null,
        })
        .onConflict((c) => c.constraint('orders_caller_key').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (written !== undefined) return { status: 'begun', entry: written };
      const taken = key === null ? undefined : await this.#byKey(db, entry.placer, key);
      // the entry that held the key was deleted in between (its order never left): claim it now
      return taken === undefined ? this.begin(entry) : { status: 'taken', entry: taken };
    });
  }

  /** The partner answered the order with `activation`: the entry is PLACED, with its first status. */
  async placed(
    id: string,
    activation: WireActivation,
    how: 'answered' | 'reconciled' = 'answered',
  ): Promise<OrderRow | undefined> {
    const seen = seenOf(activation);
    return this.#run((db) =>
      db.transaction().execute(async (tx) => {
        const now = new Date();
        const row = await tx
          .updateTable('orders')
          .set({
            outcome: 'PLACED',
            activation_id: activation.id,
            subscription_id: sql<
              string | null
            >`coalesce(subscription_id, ${text(activation.subscriptionId)})`,
            phone_number: sql<string | null>`coalesce(phone_number, ${text(activation.phoneNumber)})`,
            provider_order_number: seen.orderNumber,
            status: seen.status,
            porting_status: seen.portingStatus,
            answered_at: sql<Date>`coalesce(answered_at, ${now})`,
            ...(how === 'reconciled' ? { reconciled_at: now } : {}),
            ...(isFinalStatus(seen.status) ? { final_at: seen.at } : {}),
          })
          .where('id', '=', id)
          .where('outcome', 'in', ['SENT', 'UNKNOWN'])
          .returningAll()
          .executeTakeFirst();
        if (row === undefined) return undefined;
        await tx
          .insertInto('order_status_changes')
          .values({ order_id: id, status: seen.status, porting_status: seen.portingStatus, at: seen.at })
          .execute();
        if (row.final_at !== null) this.#final(row);
        return row;
      }),
    );
  }

  /** The partner refused the order after it left: the error is kept, and answers a retry. */
  async rejected(id: string, error: object): Promise<void> {
    await this.#settle(id, 'REJECTED', { error: JSON.stringify(error), answered_at: new Date() });
  }

  /** The order left but its answer was lost: reconciliation will look for it at the partner. */
  async unknown(id: string): Promise<void> {
    await this.#settle(id, 'UNKNOWN', {});
  }

  /** Reconciliation found no such order at the partner: the entry stays, its key is free again. */
  async notPlaced(id: string): Promise<void> {
    await this.#run((db) =>
      db
        .updateTable('orders')
        .set({
          outcome: 'NOT_PLACED',
          reconciled_at: new Date(),
          final_at: new Date(),
          // the key goes back to its caller: a retry places the order
          idempotency_key: null,
        })
        .where('id', '=', id)
        .where('outcome', 'in', ['SENT', 'UNKNOWN'])
        .execute(),
    );
  }

  /** The order never reached the partner, or the partner processed none of it: the entry goes, and its key is free. */
  async release(id: string): Promise<void> {
    await this.#run((db) =>
      db.deleteFrom('orders').where('id', '=', id).where('outcome', '=', 'SENT').execute(),
    );
  }

  async get(id: string): Promise<OrderRow | undefined> {
    return this.#run((db) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst());
  }

  async byKey(placer: Placer, key: string): Promise<OrderRow | undefined> {
    return this.#run((db) => this.#byKey(db, placer, key));
  }

  /**
   * Entries whose outcome is still open: UNKNOWN ones, and SENT ones older than `sentBefore`
   * (their instance stopped before it heard the answer).
   */
  async unsettled(sentBefore: Date): Promise<OrderRow[]> {
    return this.#run((db) =>
      db
        .selectFrom('orders')
        .selectAll()
        .where((w) =>
          w.or([
            w('outcome', '=', 'UNKNOWN'),
            w.and([w('outcome', '=', 'SENT'), w('sent_at', '<', sentBefore)]),
          ]),
        )
        .orderBy('id')
        .limit(1_000)
        .execute(),
    );
  }

  /** Of these activation ids, those an order of the journal already names. */
  async claimedActivations(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.#run((db) =>
      db.selectFrom('orders').select('activation_id').where('activation_id', 'in', ids).execute(),
    );
    return new Set(rows.flatMap((r) => (r.activation_id === null ? [] : [r.activation_id])));
  }

  /** The activations of placed orders not yet final: to follow again after a restart. */
  async openActivations(): Promise<string[]> {
    const rows = await this.#run((db) =>
      db
        .selectFrom('orders')
        .select('activation_id')
        .distinct()
        .where('final_at', 'is', null)
        .where('outcome', '=', 'PLACED')
        .where('activation_id', 'is not', null)
        .execute(),
    );
    return rows.flatMap((r) => (r.activation_id === null ? [] : [r.activation_id]));
  }

  // -- status changes -------------------------------------------------------------------------

  /**
   * Records what a poll saw of activations the journal's orders name, in one statement: a row
   * for each whose status or porting status differs from the last one recorded. Activations
   * no order names are ignored.
   */
  async recordChanges(activations: readonly WireActivation[]): Promise<void> {
    if (activations.length === 0) return;
    const seen = activations.map(seenOf);
    const incoming = sql.join(
      seen.map(
        (s) =>
          sql`(${s.activationId}::text, ${s.status}::text, ${s.portingStatus}::text, ${s.orderNumber}::text, ${s.at}::timestamptz)`,
      ),
    );
    const finals = await this.#run(async (db) => {
      const { rows } = await sql<{
        id: string;
        activation_type: string;
        sent_at: Date;
        final_at: Date | null;
      }>`
        with incoming(activation_id, status, porting_status, order_number, at) as (values ${incoming}),
        changed as (
          update orders o
             set status = i.status,
                 porting_status = i.porting_status,
                 provider_order_number = coalesce(i.order_number, o.provider_order_number),
                 final_at = case when i.status in ('DONE', 'ERROR', 'CANCELLED') then coalesce(o.final_at, i.at) else o.final_at end
            from incoming i
           where o.activation_id = i.activation_id
             and o.outcome = 'PLACED'
             and (o.status, o.porting_status) is distinct from (i.status, i.porting_status)
          returning o.id, o.activation_type, o.sent_at, o.final_at, i.status, i.porting_status, i.at
        ),
        recorded as (
          insert into order_status_changes (order_id, status, porting_status, at)
          select id, status, porting_status, at from changed
        )
        select id, activation_type, sent_at, final_at from changed where final_at is not null
      `.execute(db);
      return rows;
    });
    for (const row of finals) this.#final(row);
  }

  /**
   * Each activation's status changes, oldest first, as the first order that named it recorded
   * them (a later order on the same activation, a cancellation say, saw only the end of it).
   */
  async history(activationIds: readonly string[]): Promise<Map<string, StatusChangeRow[]>> {
    const byActivation = new Map<string, StatusChangeRow[]>(activationIds.map((id) => [id, []]));
    if (activationIds.length === 0) return byActivation;
    const rows = await this.#run((db) =>
      db
        .selectFrom('order_status_changes as c')
        .innerJoin('orders as o', 'o.id', 'c.order_id')
        .selectAll('c')
        .select('o.activation_id')
        .where('o.activation_id', 'in', activationIds)
        .where(({ eb, selectFrom }) =>
          eb(
            'o.id',
            '=',
            selectFrom('orders as first')
              .select((s) => s.fn.min('first.id').as('id'))
              .whereRef('first.activation_id', '=', 'o.activation_id'),
          ),
        )
        .orderBy('c.id')
        .execute(),
    );
    for (const { activation_id, ...change } of rows) {
      if (activation_id !== null) byActivation.get(activation_id)?.push(change);
    }
    return byActivation;
  }

  /** Deletes the entries of final orders sent more than `days` days ago, with their status changes. */
  async prune(days: number): Promise<number> {
    const before = new Date(Date.now() - days * 86_400_000);
    const result = await this.#run((db) =>
      db
        .deleteFrom('orders')
        .where('sent_at', '<', before)
        .where('final_at', 'is not', null)
        .executeTakeFirst(),
    );
    return Number(result.numDeletedRows);
  }

  /** The query layer, for the readers of the journal (the placedOrders connection). */
  async query<T>(read: (db: Kysely<JournalTables>) => Promise<T>): Promise<T> {
    return this.#run(read);
  }

  // ------------------------------------------------------------------------------------------

  async #settle(id: string, outcome: Outcome, more: { error?: string; answered_at?: Date }): Promise<void> {
    await this.#run((db) =>
      db
        .updateTable('orders')
        .set({ outcome, ...more })
        .where('id', '=', id)
        .where('outcome', '=', 'SENT')
        .execute(),
    );
  }

  #byKey(db: Kysely<JournalTables>, placer: Placer, key: string): Promise<OrderRow | undefined> {
    return db
      .selectFrom('orders')
      .selectAll()
      .where('caller_kind', '=', placer.kind)
      .where('caller_subject', '=', placer.subject)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  #final(row: { activation_type: string; sent_at: Date; final_at: Date | null }): void {
    if (row.final_at === null) return;
    const seconds = (row.final_at.getTime() - row.sent_at.getTime()) / 1000;
    this.#options.onFinal?.(row.activation_type, Math.max(0, seconds));
  }

  /**
   * runs `work` on the open database; any failure of the database is a JournalUnavailable,
   * at once when it could not be opened (a call waits only for its first opening)
   */
  async #run<T>(work: (db: Kysely<JournalTables>) => Promise<T>): Promise<T> {
    if (this.#database === undefined && (this.#lastError !== undefined || !(await this.ready()))) {
      throw new JournalUnavailable(
        `the order journal is not available: ${this.#lastError ?? 'still opening'}`,
      );
    }
    const database = this.#database;
    if (database === undefined) throw new JournalUnavailable('the order journal is closed');
    try {
      const done = await work(database.db);
      this.#failing = undefined;
      return done;
    } catch (error) {
      if (isDatabaseDown(error)) {
        this.#failing = messageOf(error);
        throw new JournalUnavailable(`the order journal is not available: ${messageOf(error)}`, {
          cause: error,
        });
      }
      throw error;
    }
  }

  /** opens the database, again every REOPEN_MS until it answers; undefined once closed */
  async #open(): Promise<JournalDatabase | undefined> {
    const { logger, target } = this.#options;
    for (;;) {
      if (this.#closed) return undefined;
      try {
        const database = await openDatabase(target);
        if (this.#closed) {
          await database.close();
          return undefined;
        }
        this.#database = database;
        if (this.#lastError !== undefined)
          logger.info({ journal: database.where }, 'order journal available again');
        this.#lastError = undefined;
        this.#options.onOpen?.();
        return database;
      } catch (error) {
        const message = messageOf(error);
        if (message !== this.#lastError) {
          logger.error(
            { journal: this.where(), err: { message } },
            'order journal unavailable: orders are refused, reads go on; trying again',
          );
        }
        this.#lastError = message;
        await new Promise<void>((resolve) => {
          this.#wake = resolve;
          this.#timer = setTimeout(resolve, REOPEN_MS);
          this.#timer.unref();
        });
      }
    }
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Whether an error says the database could not be reached or did not answer (rather than
 * that a statement was wrong, which is a bug and stays one).
 */
function isDatabaseDown(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  // class 08: connection exception; 28: its credentials refused; 3D000: its database does not
  // exist (dropped, or not made yet); 57P: operator intervention (shutdown); 53: insufficient resources
  if (typeof code === 'string' && /^(08|28|3D000|57P|53)/.test(code)) return true;
  return /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|timeout|terminat|closed|Connection/i.test(
    error.message,
  );
}
