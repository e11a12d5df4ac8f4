/**
 * The outbox: what the journal tells the back offices and the phones. Each statement that
 * records an order's change (./journal.ts) also writes, in the same statement, one message per
 * receiver on each channel: per enabled webhook endpoint that asked for its event type, and per
 * device whose owner hears of the order, so that an event is never lost between "recorded" and
 * "sent", and never invented. One delivery loop (./queue.ts) sends them from these rows, each
 * channel saying how one message goes out (src/webhooks/, src/push/).
 *
 * The events, each from an order row as the statement leaves it:
 * - order.placed: the partner answered with its activation (or reconciliation found it there);
 * - order.rejected: the partner refused the order after it left;
 * - order.status_changed: a later status (or porting status) that is not final;
 * - order.finished: the final status (DONE, ERROR, CANCELLED).
 */
import { type RawBuilder, sql } from 'kysely';

export const EVENT_TYPES = [
  'order.placed',
  'order.rejected',
  'order.status_changed',
  'order.finished',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * The endpoints (`e`) messages are written for: the enabled ones, and those staff paused
 * (their messages wait for them); not those that answered 410 Gone.
 */
const RECEIVING = sql`(e.enabled or e.disabled_reason = 'STAFF')`;

/** what an event says beyond its order row: SQL expressions over that row */
export interface EventFacts {
  /** when it happened: the partner's time of the change, or when the answer came */
  at: RawBuilder<unknown>;
  status: RawBuilder<unknown>;
  previousStatus?: RawBuilder<unknown>;
  portingStatus: RawBuilder<unknown>;
  error?: RawBuilder<unknown>;
}

/** one event as eventOf selects it: the outbox's shape */
export interface EventRow {
  order_id: string;
  /** its place among the statement's events of one order */
  seq: number;
  event_type: EventType;
  /** the message's timestamp */
  occurred_at: Date;
  /** the message's `data`, every field present */
  data: Record<string, unknown>;
}

/**
 * `select` of one event of each row of `rows` (a statement's CTE of order rows, after its
 * change) for which `when` holds, in the outbox's shape: order_id, seq (its place among the
 * statement's events of one order), event_type, occurred_at (the message's timestamp) and data
 * (the message's `data`, every field present).
 */
export function eventOf(
  rows: string,
  seq: number,
  type: EventType,
  facts: EventFacts,
  when: RawBuilder<unknown> = sql`true`,
): RawBuilder<EventRow> {
  const o = (column: string) => sql.ref(`${rows}.${column}`);
  return sql<EventRow>`select ${o('id')} as order_id, ${sql.lit(seq)}::int as seq, ${sql.lit(type)}::text as event_type,
    ${facts.at}::timestamptz as occurred_at,
    jsonb_build_object(
      'orderId', ${o('id')}::text,
      'activationId', ${o('activation_id')},
      'activationType', ${o('activation_type')},
      'status', ${facts.status},
      'previousStatus', ${facts.previousStatus ?? sql`null::text`},
      'portingStatus', ${facts.portingStatus},
      'subscriptionId', ${o('subscription_id')},
      'phoneNumber', ${o('phone_number')},
      'idempotencyKey', ${o('idempotency_key')},
      'referenceNumber', ${o('reference_number')},
      'reconciled', ${o('reconciled_at')} is not null,
      'error', ${facts.error ?? sql`null::jsonb`}
    ) as data
    from ${sql.table(rows)}
    -- nothing to build while no one listens (the journal's own statements stay as cheap)
    where (exists (select 1 from webhook_endpoints e where ${RECEIVING}) or exists (select 1 from devices))
      and ${when}`;
}

/** The outbox's two channels: the back offices' webhook endpoints, and the phones' devices. */
export const CHANNELS = ['webhook', 'push'] as const;
export type Channel = (typeof CHANNELS)[number];

/** one receiver (a webhook endpoint, a device) and one order: its messages go out in order */
export interface ReceiverOrder {
  receiverId: string;
  orderId: string;
}

/** a pair with a new message, and the channel it goes out on: its deliveries are told to start */
export interface OutboxKey extends ReceiverOrder {
  channel: Channel;
}

/** a pair an outbox CTE wrote */
export interface PairRow {
  receiver_id: string;
  order_id: string;
}

/** every receiving endpoint that asked for an event's type: one message each, in order (a CTE's body) */
export const webhookMessages = (events: string) =>
  sql<PairRow>`(insert into webhook_deliveries (endpoint_id, order_id, event_type, data, occurred_at)
    select e.id, m.order_id, m.event_type, m.data, m.occurred_at
      from ${sql.table(events)} m
      join webhook_endpoints e
        on ${RECEIVING} and (e.event_types is null or m.event_type = any(e.event_types))
     order by m.order_id, m.seq, e.id
    returning endpoint_id as receiver_id, order_id)`;

/** every device that hears of an event's order: its placer's devices, and its customers' (a CTE's body) */
export const pushMessages = (events: string) =>
  sql<PairRow>`(insert into push_deliveries (device_id, order_id, event_type, data, occurred_at)
    select d.id, m.order_id, m.event_type, m.data, m.occurred_at
      from ${sql.table(events)} m
      join orders o on o.id = m.order_id
      -- two look-ups by index (devices_caller, devices_subscriptions), not a scan of every device
      cross join lateral (
        select id from devices where caller_kind = o.caller_kind and caller_subject = o.caller_subject
        union
        select id from devices where subscription_ids @> array[m.data->>'subscriptionId']
      ) d
     order by m.order_id, m.seq, d.id
    returning device_id as receiver_id, order_id)`;

/**
 * The pairs a statement's two outbox CTEs (webhook_outbox: webhookMessages; push_outbox:
 * pushMessages) wrote, with their channel, as one JSON column of its result.
 */
export const OUTBOX_KEYS = sql<unknown>`(select coalesce(json_agg(distinct jsonb_build_object(
    'channel', k.channel, 'receiverId', k.receiver_id::text, 'orderId', k.order_id::text)), '[]'::json)
  from (select 'webhook' as channel, receiver_id, order_id from webhook_outbox
        union all select 'push', receiver_id, order_id from push_outbox) k)`;

const isChannel = (value: unknown): value is Channel =>
  typeof value === 'string' && (CHANNELS as readonly string[]).includes(value);

/** OUTBOX_KEYS's column, as the driver gives it back */
export function outboxKeys(value: unknown): OutboxKey[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((k: unknown) => {
    if (typeof k !== 'object' || k === null) return [];
    const { channel, receiverId, orderId } = k as Record<string, unknown>;
    return isChannel(channel) && typeof receiverId === 'string' && typeof orderId === 'string'
      ? [{ channel, receiverId, orderId }]
      : [];
  });
}
