/**
 * What staff do with the outbox's messages whatever their channel (./outbox.ts): how many wait
 * and since when, how many were given up, and a replay of given-up messages. A channel is a
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

/** how many of a channel's messages wait, since when the oldest has, and how many were given up */
export async function backlogOf(journal: Journal, channel: Channel): Promise<Backlog> {
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
export async function replayOf(journal: Journal, channel: Channel, choice: ReplayChoice): Promise<Replayed> {
  const { table, receiver, order } = CHANNEL_TABLES[channel];
  const d = (column: string) => sql.ref(`d.${column}`);
  const chosen: RawBuilder<unknown> =
    'id' in choice
      ? sql`${d('id')} = ${choice.id}`
      : choice.receiverId === undefined
        ? sql`${d('last_attempt_at')} >= ${choice.since}`
        : sql`${d('last_attempt_at')} >= ${choice.since} and ${d(receiver)} = ${choice.receiverId}`;
  const { rows } = await journal.query((db) =>
    sql<{ receiver_id: string; order_id: string }>`
      with chosen as (
        select distinct ${d(receiver)} as receiver_id, d.order_id
          from ${sql.table(table)} d
         where d.status = 'FAILED' and ${chosen}
      ),
      first_failed as (
        select c.receiver_id, c.order_id,
               (select min(${sql.ref(`f.${order}`)}) from ${sql.table(table)} f
                 where ${sql.ref(`f.${receiver}`)} = c.receiver_id and f.order_id = c.order_id
                   and f.status = 'FAILED') as from_place
          from chosen c
      )
      update ${sql.table(table)} d
         set status = 'PENDING', attempts = 0, next_attempt_at = now(), last_error = null
        from first_failed k
       where ${d(receiver)} = k.receiver_id and d.order_id = k.order_id
         and ${d(order)} >= k.from_place and d.status = 'FAILED'
      returning ${d(receiver)}::text as receiver_id, d.order_id::text as order_id`.execute(db),
  );
  const keys = new Map(rows.map((r) => [`${r.receiver_id}:${r.order_id}`, r]));
  return {
    messages: rows.length,
    keys: [...keys.values()].map((r) => ({ receiverId: r.receiver_id, orderId: r.order_id })),
  };
}
