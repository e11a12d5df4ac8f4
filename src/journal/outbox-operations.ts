/**
 * What staff do with the outbox's messages whatever their channel (./outbox.ts): how many wait
 * and since when, how many were given up, a replay of given-up messages, and a resend of
 * messages delivered or given up (for a receiver restored from a backup). A channel is a
 * row of CHANNEL_TABLES, its messages' table and the columns that name a message's receiver
 * and its place among its pair's, so each operation is written once, for every channel.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Journal } from './journal.js';
import type { Channel, ReceiverOrder } from './outbox.js';

/**
 * where each channel's messages are: their table, the receiver's column, the column that orders
 * a pair's, and when a message was written on the gateway's side (what its age is counted from)
 */
export const CHANNEL_TABLES = {
  webhook: { table: 'webhook_deliveries', receiver: 'endpoint_id', order: 'id', written: 'occurred_at' },
  push: { table: 'push_deliveries', receiver: 'device_id', order: 'seq', written: 'created_at' },
} as const satisfies Record<Channel, { table: string; receiver: string; order: string; written: string }>;

/** what waits in a channel's outbox, for the metrics */
export interface Backlog {
  /** messages not delivered yet (PENDING) */
  pending: number;
  /** when the oldest of them was written; null when none waits */
  oldest: Date | null;
  /** messages given up (FAILED), waiting for a replay */
  deadLetters: number;
}

/** what a replay made PENDING again: how many messages, of which (receiver, order) pairs */
export interface Replayed {
  messages: number;
  keys: ReceiverOrder[];
}

/** which FAILED messages a replay starts from: one of them, or those a receiver (or any) failed since a moment */
export type ReplayChoice = { id: string } | { since: Date; receiverId?: string | undefined };

/**
 * which messages a resend starts from: one of them, delivered or failed; or those a receiver
 * (or any) was delivered, or failed, since a moment
 */
export type ResendChoice = ReplayChoice;

/** how many of a channel's messages wait, since when the oldest has, and how many were given up */
export async function backlogOf(journal: Journal, channel: Channel): Promise<Backlog> {
  // a journal in memory that nothing has opened yet has written nothing: a scrape leaves it shut
  if (journal.health() === 'idle') return { pending: 0, oldest: null, deadLetters: 0 };
  const { table, written } = CHANNEL_TABLES[channel];
  const { rows } = await journal.query((db) =>
    sql<{ pending: string; oldest: Date | string | null; failed: string }>`
      select count(*) filter (where status = 'PENDING') as pending,
             min(${sql.ref(written)}) filter (where status = 'PENDING') as oldest,
             count(*) filter (where status = 'FAILED') as failed
        from ${sql.table(table)}
       where status <> 'DELIVERED'`.execute(db),
  );
  const [row] = rows;
  return {
    pending: Number(row?.pending ?? 0),
    oldest: row?.oldest == null ? null : new Date(row.oldest),
    deadLetters: Number(row?.failed ?? 0),
  };
}

/**
 * Makes the chosen FAILED messages PENDING again, with every other failed message of their
 * (receiver, order) pairs from the pair's first failed one on, so that a pair's messages go
 * out in the order they were written; their attempts are counted afresh. Answers the pairs,
 * for their jobs.
 */
export function replayOf(journal: Journal, channel: Channel, choice: ReplayChoice): Promise<Replayed> {
  const d = (column: string) => sql.ref(`d.${column}`);
  const { receiver } = CHANNEL_TABLES[channel];
  const chosen: RawBuilder<unknown> =
    'id' in choice
      ? sql`${d('id')} = ${choice.id}`
      : sql`${d('last_attempt_at')} >= ${choice.since}${ofReceiver(receiver, choice.receiverId)}`;
  return sendAgain(journal, channel, chosen, ['FAILED']);
}

/**
 * Makes the chosen messages PENDING again, delivered or failed (one of them; or those delivered
 * at or after `since`, and those that failed at or after it), with every later message of
 * their (receiver, order) pairs that is delivered or failed, and the pair's first failed one
 * on, so that a pair's messages go out again in the order they were written, under the ids
 * they had; their attempts are counted afresh. A PENDING message is on its way: left as it is.
 */
export function resendOf(journal: Journal, channel: Channel, choice: ResendChoice): Promise<Replayed> {
  const d = (column: string) => sql.ref(`d.${column}`);
  const { receiver } = CHANNEL_TABLES[channel];
  const chosen: RawBuilder<unknown> =
    'id' in choice
      ? sql`${d('id')} = ${choice.id}`
      : sql`(${d('delivered_at')} >= ${choice.since} or (d.status = 'FAILED' and ${d('last_attempt_at')} >= ${choice.since}))${ofReceiver(receiver, choice.receiverId)}`;
  return sendAgain(journal, channel, chosen, ['FAILED', 'DELIVERED']);
}

/** ` and d.<receiver> = id`, or nothing for every receiver */
const ofReceiver = (receiver: string, receiverId: string | undefined) =>
  receiverId === undefined ? sql`` : sql` and ${sql.ref(`d.${receiver}`)} = ${receiverId}`;

/** the messages `chosen` (SQL over the channel's table as `d`) among those in `statuses`, and their pairs' later ones, PENDING again */
async function sendAgain(
  journal: Journal,
  channel: Channel,
  chosen: RawBuilder<unknown>,
  statuses: ReadonlyArray<'FAILED' | 'DELIVERED'>,
): Promise<Replayed> {
  const { table, receiver, order } = CHANNEL_TABLES[channel];
  const d = (column: string) => sql.ref(`d.${column}`);
  const again = sql`${d('status')} = any(${[...statuses]}::text[])`;
  const { rows } = await journal.query((db) =>
    sql<{ receiver_id: string; order_id: string }>`
      with chosen as (
        select ${d(receiver)} as receiver_id, d.order_id, min(${d(order)}) as from_place
          from ${sql.table(table)} d
         where ${again} and ${chosen}
         group by 1, 2
      ),
      starts as (
        select c.receiver_id, c.order_id,
               -- a dead letter earlier in the pair goes first, or the pair would stay held behind it
               least(c.from_place, (select min(${sql.ref(`f.${order}`)}) from ${sql.table(table)} f
                 where ${sql.ref(`f.${receiver}`)} = c.receiver_id and f.order_id = c.order_id
                   and f.status = 'FAILED')) as from_place
          from chosen c
      )
      update ${sql.table(table)} d
         set status = 'PENDING', attempts = 0, next_attempt_at = now(), last_error = null
        from starts k
       where ${d(receiver)} = k.receiver_id and d.order_id = k.order_id
         and ${d(order)} >= k.from_place and ${again}
      returning ${d(receiver)}::text as receiver_id, d.order_id::text as order_id`.execute(db),
  );
  const keys = new Map(rows.map((r) => [`${r.receiver_id}:${r.order_id}`, r]));
  return {
    messages: rows.length,
    keys: [...keys.values()].map((r) => ({ receiverId: r.receiver_id, orderId: r.order_id })),
  };
}
