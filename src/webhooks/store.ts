/**
 * The webhook tables of the journal's database: the endpoints staff manage, and the outbox's
 * messages (./../journal/outbox.ts writes them) as delivery moves them on. Every call goes
 * through the journal's connection, so a database that is down is a JournalConnectionError.
 */
import type { Kysely } from 'kysely';
import type { Journal } from '../journal/journal.js';
import type { ReceiverOrder } from '../journal/outbox.js';
import { type Backlog, backlogOf, type Replayed, replayOf, resendOf } from '../journal/outbox-operations.js';
import type { Waiting } from '../journal/queue.js';
import type { SecretBox } from '../journal/secret-box.js';
import type {
  DeliveryStatus,
  EndpointAction,
  JournalTables,
  WebhookDeliveryRow,
  WebhookEndpointChangeRow,
  WebhookEndpointRow,
} from '../journal/tables.js';
import { newSecret } from './secrets.js';

export { SecretUnreadable } from '../journal/secret-box.js';

export interface NewEndpoint {
  url: string;
  description: string | null;
  /** null: every event type */
  eventTypes: string[] | null;
  createdBy: string;
}

export interface EndpointChange {
  url?: string;
  description?: string | null;
  eventTypes?: string[] | null;
  enabled?: boolean;
}

export interface DeliveryFilter {
  endpointId?: string;
  status?: DeliveryStatus;
  orderId?: string;
  eventType?: string;
}

/** a message due for delivery, with what its endpoint needs to receive it */
export interface Due {
  delivery: WebhookDeliveryRow;
  endpoint: WebhookEndpointRow;
  /** an earlier message of its order to the endpoint is a dead letter: this one waits with it */
  heldBehind: boolean;
}

/** what a message's failed attempt leaves: tried again at `retryAt`, or a dead letter */
export interface Failure {
  statusCode: number | null;
  error: string;
  retryAt: Date | undefined;
}

/** beyond this, an offset names no row of any table */
const MAX_OFFSET = 2 ** 48;

export type { Replayed };

/** who the trail says changed an endpoint when no one asked: the gateway itself (a 410 Gone) */
export const GATEWAY = 'gateway';

/** the fields of an endpoint its trail follows, as the graph names them (never a secret) */
const FOLLOWED = {
  url: (row: WebhookEndpointRow) => row.url,
  description: (row: WebhookEndpointRow) => row.description,
  eventTypes: (row: WebhookEndpointRow) => row.event_types,
  enabled: (row: WebhookEndpointRow) => row.enabled,
} as const;

/** the fields the trail follows, in the order it gives them */
export const FOLLOWED_FIELDS = Object.keys(FOLLOWED);

/** the followed fields that differ between `before` and `after` (either absent: made, deleted) */
function changesOf(
  before: WebhookEndpointRow | undefined,
  after: WebhookEndpointRow | undefined,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, read] of Object.entries(FOLLOWED)) {
    const from = before === undefined ? null : read(before);
    const to = after === undefined ? null : read(after);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

/** one line of an endpoint's trail, written in the transaction of its change */
async function trail(
  trx: Kysely<JournalTables>,
  endpointId: string,
  action: EndpointAction,
  by: string,
  changes: Record<string, { from: unknown; to: unknown }>,
): Promise<void> {
  await trx
    .insertInto('webhook_endpoint_changes')
    .values({ endpoint_id: endpointId, action, changed_by: by, changes: JSON.stringify(changes) })
    .execute();
}

const HELD = 'an earlier message of this order to this endpoint failed: replay it, and this one follows';

export class WebhookStore {
  readonly #journal: Journal;
  readonly #box: SecretBox;

  constructor(journal: Journal, box: SecretBox) {
    this.#journal = journal;
    this.#box = box;
  }

  // -- endpoints ------------------------------------------------------------------------------

  /** a new endpoint and its secret, which is shown this once; its making is written to its trail */
  async createEndpoint(endpoint: NewEndpoint): Promise<{ row: WebhookEndpointRow; secret: string }> {
    const secret = newSecret();
    const row = await this.#journal.query((db) =>
      db.transaction().execute(async (trx) => {
        const made = await trx
          .insertInto('webhook_endpoints')
          .values({
            url: endpoint.url,
            description: endpoint.description,
            event_types: endpoint.eventTypes,
            secret: this.#box.seal(secret),
            created_by: endpoint.createdBy,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trail(trx, made.id, 'CREATED', endpoint.createdBy, changesOf(undefined, made));
        return made;
      }),
    );
    return { row, secret };
  }

  endpoints(): Promise<WebhookEndpointRow[]> {
    return this.#journal.query((db) =>
      db.selectFrom('webhook_endpoints').selectAll().orderBy('id').execute(),
    );
  }

  endpoint(id: string): Promise<WebhookEndpointRow | undefined> {
    return this.#journal.query((db) =>
      db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst(),
    );
  }

  /** changes what is given, and writes what changed (if anything did) to its trail, by `by` */
  updateEndpoint(id: string, change: EndpointChange, by: string): Promise<WebhookEndpointRow | undefined> {
    return this.#journal.query((db) =>
      db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('webhook_endpoints')
          .selectAll()
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (before === undefined) return undefined;
        const after = await trx
          .updateTable('webhook_endpoints')
          .set({
            ...(change.url === undefined ? {} : { url: change.url }),
            ...(change.description === undefined ? {} : { description: change.description }),
            ...(change.eventTypes === undefined ? {} : { event_types: change.eventTypes }),
            ...(change.enabled === undefined
              ? {}
              : { enabled: change.enabled, disabled_reason: change.enabled ? null : 'STAFF' }),
            updated_at: new Date(),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const changes = changesOf(before, after);
        if (Object.keys(changes).length > 0) await trail(trx, id, 'UPDATED', by, changes);
        return after;
      }),
    );
  }

  /** a new secret for the endpoint; the one it had signs beside it for `overlapMs` more */
  async rotateSecret(
    id: string,
    overlapMs: number,
    by: string,
  ): Promise<{ row: WebhookEndpointRow; secret: string } | undefined> {
    const secret = newSecret();
    const row = await this.#journal.query((db) =>
      db.transaction().execute(async (trx) => {
        const rotated = await trx
          .updateTable('webhook_endpoints')
          .set((eb) => ({
            previous_secret: eb.ref('secret'),
            previous_secret_expires_at: new Date(Date.now() + overlapMs),
            secret: this.#box.seal(secret),
            updated_at: new Date(),
          }))
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        // which secret it is, never: that it changed
        if (rotated !== undefined) await trail(trx, id, 'SECRET_ROTATED', by, {});
        return rotated;
      }),
    );
    return row === undefined ? undefined : { row, secret };
  }

  /** deletes the endpoint and its messages (its trail stays); whether there was one */
  async deleteEndpoint(id: string, by: string): Promise<boolean> {
    return this.#journal.query((db) =>
      db.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom('webhook_endpoints')
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (deleted === undefined) return false;
        await trail(trx, id, 'DELETED', by, changesOf(deleted, undefined));
        return true;
      }),
    );
  }

  /** an endpoint's trail (of one endpoint, deleted or not, when given), newest first, and how long it is */
  async changes(
    endpointId: string | undefined,
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: WebhookEndpointChangeRow[] }> {
    return this.#journal.query(async (db) => {
      let query = db.selectFrom('webhook_endpoint_changes');
      if (endpointId !== undefined) query = query.where('endpoint_id', '=', endpointId);
      const beyond = !Number.isSafeInteger(offset) || offset > MAX_OFFSET;
      const [rows, count] = await Promise.all([
        beyond ? [] : query.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
        query.select((s) => s.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { total: Number(count.total), rows };
    });
  }

  /** the secrets an endpoint's messages are signed with now (SecretBox.signing) */
  secretsOf(endpoint: WebhookEndpointRow): string[] {
    return this.#box.signing(endpoint.secret, endpoint.previous_secret, endpoint.previous_secret_expires_at);
  }

  // -- messages -------------------------------------------------------------------------------

  /** a page of messages, newest first, and how many match */
  async deliveries(
    filter: DeliveryFilter,
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: WebhookDeliveryRow[] }> {
    return this.#journal.query(async (db) => {
      let query = db.selectFrom('webhook_deliveries');
      if (filter.endpointId !== undefined) query = query.where('endpoint_id', '=', filter.endpointId);
      if (filter.status !== undefined) query = query.where('status', '=', filter.status);
      if (filter.orderId !== undefined) query = query.where('order_id', '=', filter.orderId);
      if (filter.eventType !== undefined) query = query.where('event_type', '=', filter.eventType);
      // an offset past any table (a made-up cursor) reads no row, rather than overflow a bigint
      const beyond = !Number.isSafeInteger(offset) || offset > MAX_OFFSET;
      const [rows, count] = await Promise.all([
        beyond ? [] : query.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
        query.select((s) => s.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { total: Number(count.total), rows };
    });
  }

  delivery(id: string): Promise<WebhookDeliveryRow | undefined> {
    return this.#journal.query((db) =>
      db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst(),
    );
  }

  /**
   * Sends a message again, dead letter or delivered, with every later message of its order to
   * its endpoint that is either (and any earlier one still failed), so that they arrive in
   * order; answers their keys. A PENDING message is on its way already: nothing changes.
   */
  replay(id: string): Promise<Replayed> {
    return resendOf(this.#journal, 'webhook', { id });
  }

  /** Sends again everything the endpoint failed since `since`, each order's messages in order. */
  replayFailed(endpointId: string, since: Date): Promise<Replayed> {
    return replayOf(this.#journal, 'webhook', { since, receiverId: endpointId });
  }

  /**
   * Sends again everything the endpoint received (delivered at or after `since`) or failed
   * since `since`, each order's messages in order, under the same webhook-ids: for a receiver
   * restored from a backup.
   */
  resendSince(endpointId: string, since: Date): Promise<Replayed> {
    return resendOf(this.#journal, 'webhook', { since, receiverId: endpointId });
  }

  /** the first message of an order to an endpoint not yet delivered, if it is due now */
  async head(key: ReceiverOrder): Promise<Due | Waiting | undefined> {
    return this.#journal.query(async (db) => {
      /** the pair's first message not delivered, or not delivered and not failed either */
      const first = (pending: boolean) =>
        db
          .selectFrom('webhook_deliveries')
          .selectAll()
          .where('endpoint_id', '=', key.receiverId)
          .where('order_id', '=', key.orderId)
          .where('status', pending ? '=' : '<>', pending ? 'PENDING' : 'DELIVERED')
          .orderBy('id')
          .limit(1)
          .executeTakeFirst();
      const delivery = await first(false);
      if (delivery === undefined) return undefined;
      if (delivery.status === 'FAILED') {
        // held behind a dead letter: the first one still PENDING fails with it
        const next = await first(true);
        if (next === undefined) return undefined;
        const endpoint = await this.endpoint(key.receiverId);
        return endpoint === undefined ? undefined : { delivery: next, endpoint, heldBehind: true };
      }
      if (delivery.next_attempt_at > new Date()) return { notBefore: delivery.next_attempt_at };
      const endpoint = await this.endpoint(key.receiverId);
      return endpoint === undefined ? undefined : { delivery, endpoint, heldBehind: false };
    });
  }

  /**
   * The endpoint answered 2xx. Only the attempt that was made counts: a message another
   * instance moved on meanwhile is left alone (false).
   */
  async delivered(delivery: WebhookDeliveryRow, statusCode: number): Promise<boolean> {
    const result = await this.#journal.query((db) =>
      db
        .updateTable('webhook_deliveries')
        .set({
          status: 'DELIVERED',
          attempts: delivery.attempts + 1,
          last_status_code: statusCode,
          last_error: null,
          last_attempt_at: new Date(),
          delivered_at: new Date(),
        })
        .where('id', '=', delivery.id)
        .where('status', '=', 'PENDING')
        .where('attempts', '=', delivery.attempts)
        .executeTakeFirst(),
    );
    return result.numUpdatedRows > 0n;
  }

  /**
   * An attempt failed: tried again at `retryAt`, or a dead letter (the later messages of its
   * order to the endpoint then fail with it as their turn comes: see `head`).
   */
  async failed(delivery: WebhookDeliveryRow, failure: Failure, attempted = true): Promise<void> {
    const { retryAt } = failure;
    await this.#journal.query((db) =>
      db
        .updateTable('webhook_deliveries')
        .set({
          status: retryAt === undefined ? 'FAILED' : 'PENDING',
          attempts: delivery.attempts + (attempted ? 1 : 0),
          last_status_code: failure.statusCode,
          last_error: failure.error,
          last_attempt_at: new Date(),
          ...(retryAt === undefined ? {} : { next_attempt_at: retryAt }),
        })
        .where('id', '=', delivery.id)
        .where('status', '=', 'PENDING')
        .where('attempts', '=', delivery.attempts)
        .execute(),
    );
  }

  /** No attempt was made (its endpoint's circuit is open): the message waits until `at`, its attempts as they were. */
  async postpone(delivery: WebhookDeliveryRow, at: Date, reason: string): Promise<void> {
    await this.#journal.query((db) =>
      db
        .updateTable('webhook_deliveries')
        .set({ next_attempt_at: at, last_error: reason })
        .where('id', '=', delivery.id)
        .where('status', '=', 'PENDING')
        .where('attempts', '=', delivery.attempts)
        .execute(),
    );
  }

  /** the message waits behind a dead letter of its order: it fails with it, without an attempt */
  async held(delivery: WebhookDeliveryRow): Promise<void> {
    await this.failed(delivery, { statusCode: null, error: HELD, retryAt: undefined }, false);
  }

  /** The endpoint answered 410 Gone: it is disabled, and receives nothing until staff enable it. */
  async gone(endpointId: string): Promise<void> {
    await this.#journal.query((db) =>
      db.transaction().execute(async (trx) => {
        const disabled = await trx
          .updateTable('webhook_endpoints')
          .set({ enabled: false, disabled_reason: 'GONE', updated_at: new Date() })
          .where('id', '=', endpointId)
          .where('enabled', '=', true)
          .returning('id')
          .executeTakeFirst();
        if (disabled !== undefined) {
          await trail(trx, endpointId, 'UPDATED', GATEWAY, { enabled: { from: true, to: false } });
        }
      }),
    );
  }

  /**
   * (endpoint, order) pairs whose next message has been due for longer than `overdueMs`, of
   * `endpointId` alone when given; none of a paused endpoint (its messages wait for it)
   */
  async overdue(overdueMs: number, endpointId?: string): Promise<ReceiverOrder[]> {
    const rows = await this.#journal.query((db) => {
      let query = db
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
        .select(['d.endpoint_id', 'd.order_id'])
        .distinct()
        .where('d.status', '=', 'PENDING')
        .where('d.next_attempt_at', '<', new Date(Date.now() - overdueMs))
        .where((w) => w.or([w('e.enabled', '=', true), w('e.disabled_reason', 'is distinct from', 'STAFF')]));
      if (endpointId !== undefined) query = query.where('d.endpoint_id', '=', endpointId);
      return query.limit(1_000).execute();
    });
    return rows.map((r) => ({ receiverId: r.endpoint_id, orderId: r.order_id }));
  }

  /** how many messages wait, since when the oldest one has, and how many are dead letters */
  backlog(): Promise<Backlog> {
    return backlogOf(this.#journal, 'webhook');
  }
}
