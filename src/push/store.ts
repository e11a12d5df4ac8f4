/**
 * The push tables of the journal's database: the devices their owners registered, and the
 * outbox's push messages (src/journal/outbox.ts writes them) as delivery moves them on. Tokens
 * are kept encrypted (src/journal/secret-box.ts), found again by their digest. Every call goes
 * through the journal's connection, so a database that is down is a JournalConnectionError.
 */
import { createHash } from 'node:crypto';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Journal } from '../journal/journal.js';
import type { ReceiverOrder } from '../journal/outbox.js';
import { type Backlog, backlogOf, type Replayed, replayOf, resendOf } from '../journal/outbox-operations.js';
import type { Waiting } from '../journal/queue.js';
import type { SecretBox } from '../journal/secret-box.js';
import type {
  DeliveryStatus,
  DeviceRow,
  DevicesTable,
  JournalTables,
  PushDeliveryRow,
  PushPlatform,
} from '../journal/tables.js';

/** whose a device is: the same three facts an order's placer is recorded by */
export interface DeviceOwner {
  kind: string;
  subject: string;
  role: string;
}

export interface NewDevice {
  owner: DeviceOwner;
  platform: PushPlatform;
  token: string;
  liveActivityToken: string | null;
  /** the order the Live Activity shows (its activation id); null: every order */
  liveActivityActivationId: string | null;
  /** a customer's subscriptions now: the device hears of orders on them */
  subscriptionIds: readonly string[];
}

/** a registration's two tokens */
export type TokenField = 'token' | 'liveActivityToken';

/**
 * what a registration did: the device, and how many of the owner's the cap dropped; or nothing,
 * one of its tokens being another owner's (as a device's or a Live Activity's token)
 */
export type Registered =
  | { taken: false; device: DeviceRow; dropped: number }
  | { taken: true; field: TokenField };

/** a message due now, with its device */
export interface DuePush {
  delivery: PushDeliveryRow;
  device: DeviceRow;
}

/** what staff filter messages by */
export interface PushDeliveryFilter {
  deviceId?: string;
  orderId?: string;
  status?: DeliveryStatus;
}

/** a message as staff see it: with its device's platform */
export type PushDeliveryView = PushDeliveryRow & { platform: PushPlatform };

/** beyond this, an offset names no row of any table */
const MAX_OFFSET = 2 ** 48;

const digestOf = (platform: PushPlatform, token: string): string =>
  createHash('sha256').update(`${platform}:${token}`).digest('hex');

export class DeviceStore {
  readonly #journal: Journal;
  readonly #box: SecretBox;
  readonly #maxPerOwner: number;

  /** `maxPerOwner`: the devices one owner keeps (MAX_DEVICES_PER_CALLER) */
  constructor(journal: Journal, box: SecretBox, maxPerOwner: number) {
    this.#journal = journal;
    this.#box = box;
    this.#maxPerOwner = maxPerOwner;
  }

  // -- devices --------------------------------------------------------------------------------

  /**
   * Registers a device for its owner: a token they registered before (the app registers at
   * every start) is updated; a token another owner holds, as a device's or as a Live Activity's,
   * is left to them (`taken`: moving it would silently stop their phone hearing of their
   * orders, or send their Live Activity another's). Beyond the store's cap, the owner's least
   * recently registered devices are dropped, with their messages.
   */
  register(device: NewDevice): Promise<Registered> {
    const { owner } = device;
    const tokenDigest = digestOf(device.platform, device.token);
    const liveDigest =
      device.liveActivityToken === null ? null : digestOf(device.platform, device.liveActivityToken);
    const values = {
      caller_kind: owner.kind,
      caller_subject: owner.subject,
      caller_role: owner.role,
      live_activity_token:
        device.liveActivityToken === null ? null : this.#box.seal(device.liveActivityToken),
      live_activity_token_digest: liveDigest,
      live_activity_activation_id: device.liveActivityToken === null ? null : device.liveActivityActivationId,
      subscription_ids: [...device.subscriptionIds],
    };
    const digests: Array<[TokenField, string]> = [['token', tokenDigest]];
    if (liveDigest !== null) digests.push(['liveActivityToken', liveDigest]);
    return this.#journal.query((db) =>
      db.transaction().execute(async (trx): Promise<Registered> => {
        // one registration of a token at a time, in either role: a check and the write after it
        // see the same rows (the digests in order, so two registrations never wait on each other)
        for (const digest of [...new Set(digests.map(([, d]) => d))].sort())
          await sql`select pg_advisory_xact_lock(hashtextextended(${digest}, 0))`.execute(trx);
        for (const [field, digest] of digests) {
          const holder = await trx
            .selectFrom('devices')
            .select('id')
            .where((eb) =>
              eb.and([
                eb.or([eb('token_digest', '=', digest), eb('live_activity_token_digest', '=', digest)]),
                eb.or([eb('caller_kind', '!=', owner.kind), eb('caller_subject', '!=', owner.subject)]),
              ]),
            )
            .limit(1)
            .executeTakeFirst();
          if (holder !== undefined) return { taken: true, field };
        }
        return this.#upsert(trx, device, tokenDigest, values);
      }),
    );
  }

  /** the device written, its token the owner's (a row of another owner's it leaves alone); the cap applied */
  async #upsert(
    db: Kysely<JournalTables>,
    device: NewDevice,
    tokenDigest: string,
    values: Omit<Insertable<DevicesTable>, 'platform' | 'token' | 'token_digest'>,
  ): Promise<Registered> {
    const { owner } = device;
    const row = await db
      .insertInto('devices')
      .values({
        ...values,
        platform: device.platform,
        token: this.#box.seal(device.token),
        token_digest: tokenDigest,
      })
      // the database's clock, as the insert's: the cap below orders by it
      .onConflict((c) =>
        c
          .column('token_digest')
          .doUpdateSet({ ...values, updated_at: sql`now()` })
          .where('devices.caller_kind', '=', owner.kind)
          .where('devices.caller_subject', '=', owner.subject),
      )
      .returningAll()
      .executeTakeFirst();
    if (row === undefined) return { taken: true, field: 'token' };
    const kept = db
      .selectFrom('devices')
      .select('id')
      .where('caller_kind', '=', owner.kind)
      .where('caller_subject', '=', owner.subject)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(this.#maxPerOwner);
    const dropped = await db
      .deleteFrom('devices')
      .where('caller_kind', '=', owner.kind)
      .where('caller_subject', '=', owner.subject)
      .where('id', 'not in', kept)
      .executeTakeFirst();
    return { taken: false, device: row, dropped: Number(dropped.numDeletedRows) };
  }

  /** the owner's devices, newest first */
  devices(owner: DeviceOwner): Promise<DeviceRow[]> {
    return this.#journal.query((db) =>
      db
        .selectFrom('devices')
        .selectAll()
        .where('caller_kind', '=', owner.kind)
        .where('caller_subject', '=', owner.subject)
        .orderBy('id', 'desc')
        .execute(),
    );
  }

  /** deletes one of the owner's devices, with its messages; whether there was one */
  async unregister(owner: DeviceOwner, id: string): Promise<boolean> {
    const result = await this.#journal.query((db) =>
      db
        .deleteFrom('devices')
        .where('id', '=', id)
        .where('caller_kind', '=', owner.kind)
        .where('caller_subject', '=', owner.subject)
        .executeTakeFirst(),
    );
    return result.numDeletedRows > 0n;
  }

  /** the device's tokens, readable (throws under another ENCRYPTION_KEY) */
  tokensOf(device: DeviceRow): { token: string; liveActivityToken: string | null } {
    return {
      token: this.#box.open(device.token),
      liveActivityToken:
        device.live_activity_token === null ? null : this.#box.open(device.live_activity_token),
    };
  }

  /** The service says the token is gone: the device is deleted, with its messages. */
  async forget(deviceId: string): Promise<void> {
    await this.#journal.query((db) => db.deleteFrom('devices').where('id', '=', deviceId).execute());
  }

  /** The service says the Live Activity's token is gone (the activity ended): alerts go on. */
  async forgetLiveActivity(deviceId: string): Promise<void> {
    await this.#journal.query((db) =>
      db
        .updateTable('devices')
        .set({
          live_activity_token: null,
          live_activity_token_digest: null,
          live_activity_activation_id: null,
        })
        .where('id', '=', deviceId)
        .execute(),
    );
  }

  // -- messages -------------------------------------------------------------------------------

  /** the first message of an order to a device not sent yet, if it is due now */
  head(key: ReceiverOrder): Promise<DuePush | Waiting | undefined> {
    return this.#journal.query(async (db) => {
      const delivery = await db
        .selectFrom('push_deliveries')
        .selectAll()
        .where('device_id', '=', key.receiverId)
        .where('order_id', '=', key.orderId)
        .where('status', '=', 'PENDING')
        .orderBy('seq')
        .limit(1)
        .executeTakeFirst();
      if (delivery === undefined) return undefined;
      if (delivery.next_attempt_at > new Date()) return { notBefore: delivery.next_attempt_at };
      const device = await db
        .selectFrom('devices')
        .selectAll()
        .where('id', '=', key.receiverId)
        .executeTakeFirst();
      return device === undefined ? undefined : { delivery, device };
    });
  }

  /** the service took it (only the attempt that was made counts) */
  async delivered(delivery: PushDeliveryRow): Promise<void> {
    await this.#settle(delivery, { status: 'DELIVERED', last_error: null, delivered_at: new Date() });
  }

  /** an attempt failed: tried again at `retryAt`, or given up (FAILED) */
  async failed(delivery: PushDeliveryRow, error: string, retryAt: Date | undefined): Promise<void> {
    await this.#settle(
      delivery,
      retryAt === undefined
        ? { status: 'FAILED', last_error: error }
        : { status: 'PENDING', last_error: error, next_attempt_at: retryAt },
    );
  }

  /** the pairs whose messages have been due for `overdueMs` (a job would have sent them) */
  async overdue(overdueMs: number): Promise<ReceiverOrder[]> {
    const rows = await this.#journal.query((db) =>
      db
        .selectFrom('push_deliveries')
        .select(['device_id', 'order_id'])
        .distinct()
        .where('status', '=', 'PENDING')
        .where('next_attempt_at', '<', new Date(Date.now() - overdueMs))
        .limit(1_000)
        .execute(),
    );
    return rows.map((r) => ({ receiverId: r.device_id, orderId: r.order_id }));
  }

  /** how many messages wait, since when the oldest has, and how many were given up */
  backlog(): Promise<Backlog> {
    return backlogOf(this.#journal, 'push');
  }

  // -- staff ----------------------------------------------------------------------------------

  /** a page of messages with their device's platform, newest first, and how many match */
  async deliveries(
    filter: PushDeliveryFilter,
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: PushDeliveryView[] }> {
    return this.#journal.query(async (db) => {
      let query = db.selectFrom('push_deliveries as p').innerJoin('devices as d', 'd.id', 'p.device_id');
      if (filter.deviceId !== undefined) query = query.where('p.device_id', '=', filter.deviceId);
      if (filter.orderId !== undefined) query = query.where('p.order_id', '=', filter.orderId);
      if (filter.status !== undefined) query = query.where('p.status', '=', filter.status);
      // an offset past any table (a made-up cursor) reads no row, rather than overflow a bigint
      const beyond = !Number.isSafeInteger(offset) || offset > MAX_OFFSET;
      const [rows, count] = await Promise.all([
        beyond
          ? []
          : query
              .selectAll('p')
              .select('d.platform')
              .orderBy('p.seq', 'desc')
              .offset(offset)
              .limit(limit)
              .execute(),
        query.select((s) => s.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { total: Number(count.total), rows };
    });
  }

  /** one message with its device's platform */
  delivery(id: string): Promise<PushDeliveryView | undefined> {
    return this.#journal.query((db) =>
      db
        .selectFrom('push_deliveries as p')
        .innerJoin('devices as d', 'd.id', 'p.device_id')
        .selectAll('p')
        .select('d.platform')
        .where('p.id', '=', id)
        .executeTakeFirst(),
    );
  }

  /**
   * Sends a message again, given up or delivered, with its order's later ones to the device
   * (delivered or failed), in order, under the same ids.
   */
  replay(id: string): Promise<Replayed> {
    return resendOf(this.#journal, 'push', { id });
  }

  /** Sends again everything a device was delivered, or was given up, since `since`, each order's in order. */
  resendSince(deviceId: string, since: Date): Promise<Replayed> {
    return resendOf(this.#journal, 'push', { since, receiverId: deviceId });
  }

  /** Sends again what was given up since `since`: to one device, or to every one. */
  replayFailed(since: Date, deviceId?: string): Promise<Replayed> {
    return replayOf(this.#journal, 'push', { since, receiverId: deviceId });
  }

  async #settle(
    delivery: PushDeliveryRow,
    change: {
      status: 'DELIVERED' | 'FAILED' | 'PENDING';
      last_error: string | null;
      delivered_at?: Date;
      next_attempt_at?: Date;
    },
  ): Promise<void> {
    await this.#journal.query((db) =>
      db
        .updateTable('push_deliveries')
        .set((eb) => ({ ...change, attempts: eb('attempts', '+', 1), last_attempt_at: new Date() }))
        .where('id', '=', delivery.id)
        .where('status', '=', 'PENDING')
        .where('attempts', '=', delivery.attempts)
        .execute(),
    );
  }
}
