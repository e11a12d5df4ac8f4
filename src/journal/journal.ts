/**
 * The journal: the gateway's record of every order placed through it. An entry is written
 * before the POST leaves (claiming the caller's idempotency key), completed when the partner
 * answers or marked UNKNOWN when the answer is lost, and then gains one row per status change
 * the watcher observes, until the final status. Secrets are never written (src/observability/secrets.ts).
 *
 * The database is opened and reached through ./connection.ts: while it cannot be, every call
 * fails with a JournalConnectionError that the order path turns into a typed error.
 */
export { JournalConnectionError, type JournalHealth } from './connection.js';

import type { WireActivation } from '@msp/partner-interface';
import type { Kysely } from 'kysely';
import {
  ActivationHeld,
  type ConflictRule,
  conflictRuleOf,
  holderOf,
  isActivationHeld,
} from './conflicts.js';
import { type ConnectionOptions, JournalConnection, type JournalHealth } from './connection.js';
import {
  type BeginResult,
  type NewEntry,
  type Placer,
  resolutionOf,
  type Settlement,
  snapshotOf,
  text,
} from './entries.js';
import { type ChangesScope, changesSinceOf, historyOf } from './history.js';
import { type OutboxKey, outboxKeys } from './outbox.js';
import { PREPARED } from './prepared.js';
import { gatewayReference } from './references.js';
import {
  changesStatement,
  finalsOf,
  insertEntry,
  type OutboxKeys,
  placedStatement,
  rejectedStatement,
} from './statements.js';
import {
  type Candidate,
  type JournalEntry,
  type JournalTables,
  OPEN_OUTCOMES,
  type StatusChangeRow,
} from './tables.js';

export interface JournalOptions extends ConnectionOptions {
  /** told when an order reaches its final status: its type and the seconds since it was sent */
  onFinal?: (activationType: string, seconds: number) => void;
  /** told of the (receiver, order) pairs a statement wrote messages for, on every channel, once it committed */
  onOutbox?: (keys: OutboxKey[]) => void;
}

export class Journal {
  readonly #options: JournalOptions;
  readonly #connection: JournalConnection;
  /** entries whose POST this process is sending now: no reconciliation decides them meanwhile */
  readonly #sending = new Set<string>();

  constructor(options: JournalOptions) {
    this.#options = options;
    this.#connection = new JournalConnection(options);
  }

  /** whether the database is open (./connection.ts) */
  health(): JournalHealth {
    return this.#connection.health();
  }

  /** where the journal is, for the start-up line */
  where(): string {
    return this.#connection.where();
  }

  /** Resolves once the database is open (true), or after `waitMs` without it (false). */
  ready(waitMs?: number): Promise<boolean> {
    return this.#connection.ready(waitMs);
  }

  close(): Promise<void> {
    return this.#connection.close();
  }

  // -- orders ---------------------------------------------------------------------------------

  /**
   * Writes the entry of an order about to be sent, claiming its key (and its reference, one of
   * the journal's own when the caller gave none: the body to send comes back with it). When
   * the caller's key names an order already, that entry is returned instead; when the entry
   * would break a rule between orders (./conflicts.ts), the conflict. Either way nothing is
   * written.
   */
  async begin(entry: NewEntry): Promise<BeginResult> {
    const given = text((entry.body as Record<string, unknown>)['referenceNumber']);
    for (;;) {
      const reference = entry.referenced ? (given ?? gatewayReference()) : null;
      const body = reference === null ? entry.body : { ...entry.body, referenceNumber: reference };
      let written: JournalEntry | undefined;
      try {
        written = await this.#connection.run((db) => insertEntry(db, entry, body).executeTakeFirst());
      } catch (error) {
        const rule = conflictRuleOf(error);
        if (rule === undefined) throw error;
        // one of the journal's own references met another (once in 2^65): make a new one
        if (rule === 'reference' && given === null) continue;
        return { status: 'conflict', rule, with: await this.#holder(rule, entry, reference) };
      }
      if (written !== undefined) {
        this.#sending.add(written.id);
        return { status: 'begun', entry: written, body };
      }
      // not written: the caller's key names an order, or a closing order is open on the subscription
      const taken =
        entry.idempotencyKey === undefined ? undefined : await this.byKey(entry.placer, entry.idempotencyKey);
      if (taken !== undefined) return { status: 'taken', entry: taken };
      const closing = await this.#holder('closing', entry, reference);
      if (closing !== undefined) return { status: 'conflict', rule: 'closing', with: closing };
      // what kept it out went away in between (the entry that held the key was released): again
    }
  }

  /**
   * The partner answered the order with `activation`, or, when `settled` says so, the order
   * was found there after its answer was lost (by reconciliation, or by staff): the entry is
   * PLACED, and its first status recorded, in one statement. Undefined when the entry's
   * outcome was decided already. An activation that another entry holds is an ActivationHeld.
   */
  async placed(
    id: string,
    activation: WireActivation,
    settled?: Settlement,
  ): Promise<JournalEntry | undefined> {
    const row = await this.#connection.run(async (db) => {
      try {
        return await placedStatement(db, id, activation, settled).executeTakeFirst();
      } catch (error) {
        if (isActivationHeld(error)) throw new ActivationHeld(activation.id);
        throw error;
      }
    });
    if (row === undefined) return undefined;
    const { outbox, ...entry } = row;
    this.#told({ outbox });
    this.#final(entry);
    return entry;
  }

  /** The partner refused the order after it left: the error is kept, and answers a retry. */
  async rejected(id: string, error: object): Promise<void> {
    // nothing follows a refused order: it is over when it is answered
    const told = await this.#connection.run(async (db) => {
      return rejectedStatement(db, id, error).executeTakeFirst();
    });
    this.#told(told);
  }

  /** The order left but its answer was lost: reconciliation will look for it at the partner. */
  async unknown(id: string): Promise<void> {
    await this.#connection.run((db) =>
      db
        .updateTable('orders')
        .set({ outcome: 'UNKNOWN' })
        .where('id', '=', id)
        .where('outcome', '=', 'SENT')
        .execute(),
    );
  }

  /**
   * No exact match could be made for an order whose answer was lost: the entry is UNDECIDED,
   * with the activations that could be its order, until staff decide (`placed` or `notPlaced`
   * with their settlement).
   */
  async undecided(id: string, candidates: readonly Candidate[]): Promise<void> {
    await this.#connection.run((db) =>
      db
        .updateTable('orders')
        .set({ outcome: 'UNDECIDED', candidates: JSON.stringify(candidates), reconciled_at: new Date() })
        .where('id', '=', id)
        .where('outcome', 'in', ['SENT', 'UNKNOWN'])
        .execute(),
    );
  }

  /**
   * The partner has no such order (reconciliation found none once it could no longer be on its
   * way, or staff decided so): the entry stays, its key is free again. False when the entry's
   * outcome was decided already.
   */
  async notPlaced(id: string, settled: Settlement): Promise<boolean> {
    const result = await this.#connection.run((db) =>
      db
        .updateTable('orders')
        .set({
          outcome: 'NOT_PLACED',
          reconciled_at: new Date(),
          final_at: new Date(),
          // the key goes back to its caller: a retry places the order
          idempotency_key: null,
          ...resolutionOf(settled),
        })
        .where('id', '=', id)
        .where('outcome', 'in', OPEN_OUTCOMES)
        .executeTakeFirst(),
    );
    return result.numUpdatedRows > 0n;
  }

  /**
   * The partner has no activation `activationId` (any more): the orders open on it are closed,
   * their last status as it was, so that none keeps other orders out. A partner never forgets
   * an order; a test partner reset, or a sandbox made again, does. Answers how many it closed.
   */
  async gone(activationId: string): Promise<number> {
    const result = await this.#connection.run((db) =>
      db
        .updateTable('orders')
        .set({ final_at: new Date() })
        .where('activation_id', '=', activationId)
        .where('outcome', '=', 'PLACED')
        .where('final_at', 'is', null)
        .executeTakeFirst(),
    );
    return Number(result.numUpdatedRows);
  }

  /** The POST of a begun entry has ended here, however it ended (call it whether or not its outcome could be recorded). */
  sendingEnded(id: string): void {
    this.#sending.delete(id);
  }

  /** Whether this process is still sending the POST of entry `id`. */
  isSending(id: string): boolean {
    return this.#sending.has(id);
  }

  /** The order never reached the partner, or the partner processed none of it: the entry goes, and its key is free. */
  async release(id: string): Promise<void> {
    await this.#connection.run((db) =>
      db.deleteFrom('orders').where('id', '=', id).where('outcome', '=', 'SENT').execute(),
    );
  }

  async get(id: string): Promise<JournalEntry | undefined> {
    return this.#connection.run((db) =>
      db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst(),
    );
  }

  async byKey(placer: Placer, key: string): Promise<JournalEntry | undefined> {
    return this.#connection.run((db) => this.#byKey(db, placer, key));
  }

  /** The activations of placed orders not yet final: to follow again after a restart. */
  async openActivations(): Promise<string[]> {
    const rows = await this.#connection.run((db) =>
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
    const written = await this.#connection.run(async (db) => {
      return changesStatement(db, activations.map(snapshotOf)).executeTakeFirst();
    });
    this.#told(written);
    for (const row of finalsOf(written?.finals)) this.#final(row);
  }

  /**
   * Each activation's status changes, oldest first, as the first order that named it recorded
   * them (a later order on the same activation, a cancellation say, saw only the end of it).
   */
  async history(activationIds: readonly string[]): Promise<Map<string, StatusChangeRow[]>> {
    if (activationIds.length === 0) return new Map();
    return this.#connection.run((db) => historyOf(db, activationIds));
  }

  /** each of `activationIds`' first order (the one that placed it), when an order placed here names it */
  async placers(activationIds: readonly string[]): Promise<Map<string, JournalEntry>> {
    if (activationIds.length === 0) return new Map();
    const rows = await this.#connection.run((db) =>
      db
        .selectFrom('orders')
        .selectAll()
        .where('activation_id', 'in', activationIds)
        .orderBy('id', 'desc')
        .execute(),
    );
    // the oldest last: it stays
    return new Map(rows.flatMap((row) => (row.activation_id === null ? [] : [[row.activation_id, row]])));
  }

  /**
   * The status changes recorded at or after `since` (an ISO date-time, compared in the database
   * at its full precision) of one activation, or of every order on one subscription, oldest first;
   * as `history`, each activation's from the first order that named it.
   */
  changesSince(
    scope: ChangesScope,
    since: string,
  ): Promise<Array<StatusChangeRow & { activation_id: string }>> {
    return this.#connection.run((db) => changesSinceOf(db, scope, since));
  }

  /**
   * The retention pass: deletes the entries of final orders sent more than `orderDays` days ago,
   * with their status changes, and the devices not registered again for `deviceDays` days, with
   * their messages. How many of each it deleted.
   */
  async prune(retention: {
    orderDays: number;
    deviceDays: number;
  }): Promise<{ orders: number; devices: number }> {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    return this.#connection.run(async (db) => {
      const orders = await db
        .deleteFrom('orders')
        .where('sent_at', '<', daysAgo(retention.orderDays))
        .where('final_at', 'is not', null)
        .executeTakeFirst();
      const devices = await db
        .deleteFrom('devices')
        .where('updated_at', '<', daysAgo(retention.deviceDays))
        .executeTakeFirst();
      return { orders: Number(orders.numDeletedRows), devices: Number(devices.numDeletedRows) };
    });
  }

  /** Whether the outbox holds a message still to deliver, on any channel. */
  async undelivered(): Promise<boolean> {
    return this.#connection.run(async (db) => {
      const pending = (table: 'webhook_deliveries' | 'push_deliveries') =>
        db.selectFrom(table).select('status').where('status', '=', 'PENDING').limit(1).executeTakeFirst();
      const [webhook, push] = await Promise.all([pending('webhook_deliveries'), pending('push_deliveries')]);
      return webhook !== undefined || push !== undefined;
    });
  }

  /** The query layer, for the readers of the journal (the placedOrders connection). */
  query<T>(read: (db: Kysely<JournalTables>) => Promise<T>): Promise<T> {
    return this.#connection.run(read);
  }

  // ------------------------------------------------------------------------------------------

  /** the entry that keeps `entry` out by `rule`, if it is still there */
  #holder(rule: ConflictRule, entry: NewEntry, reference: string | null): Promise<JournalEntry | undefined> {
    const named = {
      subscriptionId: entry.subscriptionId ?? null,
      activationId: text((entry.body as Record<string, unknown>)['activationId']),
      reference,
    };
    return this.#connection.run((db) => holderOf(db, rule, named));
  }

  #byKey(db: Kysely<JournalTables>, placer: Placer, key: string): Promise<JournalEntry | undefined> {
    return db
      .selectFrom('orders')
      .selectAll()
      .where('caller_kind', '=', placer.kind)
      .where('caller_subject', '=', placer.subject)
      .where('idempotency_key', '=', key)
      .modifyEnd(PREPARED)
      .executeTakeFirst();
  }

  #told(told: OutboxKeys | undefined): void {
    if (told === undefined) return;
    const keys = outboxKeys(told.outbox);
    if (keys.length > 0) this.#options.onOutbox?.(keys);
  }

  #final(row: { activation_type: string; sent_at: Date; final_at: Date | null }): void {
    if (row.final_at === null) return;
    const seconds = (row.final_at.getTime() - row.sent_at.getTime()) / 1000;
    this.#options.onFinal?.(row.activation_type, Math.max(0, seconds));
  }
}
