/**
 * The journal's schema, one migration per change, applied in order at start-up by Kysely's
 * migrator under its lock (a PostgreSQL advisory lock; PGlite has one connection). A
 * migration only adds: a column or table is never dropped or rewritten in place, so that an
 * instance of the previous release keeps running beside the new one during a rollout.
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

export const MIGRATIONS: Record<string, Migration> = {
  '0001_journal': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('orders')
        .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('caller_kind', 'text', (c) => c.notNull())
        .addColumn('caller_subject', 'text', (c) => c.notNull())
        .addColumn('caller_role', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text')
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('mutation', 'text', (c) => c.notNull())
        .addColumn('operation', 'text', (c) => c.notNull())
        .addColumn('activation_type', 'text', (c) => c.notNull())
        .addColumn('subscription_id', 'text')
        .addColumn('phone_number', 'text')
        .addColumn('target_activation_id', 'text')
        .addColumn('reference_number', 'text')
        .addColumn('body', 'jsonb', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) =>
          c.notNull().check(sql`outcome in ('SENT', 'PLACED', 'REJECTED', 'UNKNOWN', 'NOT_PLACED')`),
        )
        .addColumn('error', 'jsonb')
        .addColumn('activation_id', 'text')
        .addColumn('provider_order_number', 'text')
        .addColumn('status', 'text')
        .addColumn('porting_status', 'text')
        .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('answered_at', 'timestamptz')
        .addColumn('final_at', 'timestamptz')
        .addColumn('reconciled_at', 'timestamptz')
        // a caller's key names one order; orders without a key (NULL) never meet
        .addUniqueConstraint('orders_caller_key', ['caller_kind', 'caller_subject', 'idempotency_key'])
        // room on each page for a row's next version: a status change then updates it in
        // place (a HOT update, no index touched). Earns bench/results.md, "The order journal",
        // "a poll of 1,000 changes": 53 ms without it, 16 ms with it, side by side on PostgreSQL
        .modifyEnd(sql`with (fillfactor = 70)`)
        .execute();
      await db.schema.createIndex('orders_activation').on('orders').column('activation_id').execute();
      await db.schema.createIndex('orders_subscription').on('orders').column('subscription_id').execute();
      await db.schema.createIndex('orders_sent').on('orders').columns(['sent_at', 'id']).execute();
      await db.schema
        .createIndex('orders_open')
        .on('orders')
        .column('id')
        .where(sql.ref('final_at'), 'is', null)
        .execute();
      await db.schema
        .createTable('order_status_changes')
        .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('porting_status', 'text')
        .addColumn('at', 'timestamptz', (c) => c.notNull())
        .addColumn('observed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('order_status_changes_order')
        .on('order_status_changes')
        .columns(['order_id', 'id'])
        .execute();
    },
  },
  '0002_webhooks': {
    async up(db: Kysely<unknown>) {
      // the back offices told of orders: their URL, the event types they asked for (all when
      // null) and their signing secrets, encrypted (./secret-box.ts); the previous
      // secret signs beside the new one until it expires
      await db.schema
        .createTable('webhook_endpoints')
        .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('event_types', sql`text[]`)
        .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('disabled_reason', 'text')
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('previous_secret', 'text')
        .addColumn('previous_secret_expires_at', 'timestamptz')
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // the outbox: one message per event and endpoint, written in the statement that records
      // the journal change it announces; its webhook_id is the same on every attempt
      await db.schema
        .createTable('webhook_deliveries')
        .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('webhook_id', 'text', (c) =>
          c.notNull().unique().defaultTo(sql`'msg_' || replace(gen_random_uuid()::text, '-', '')`),
        )
        .addColumn('endpoint_id', 'bigint', (c) =>
          c.notNull().references('webhook_endpoints.id').onDelete('cascade'),
        )
        .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('data', 'jsonb', (c) => c.notNull())
        .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('status', 'text', (c) =>
          c.notNull().defaultTo('PENDING').check(sql`status in ('PENDING', 'DELIVERED', 'FAILED')`),
        )
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_status_code', 'integer')
        .addColumn('last_error', 'text')
        .addColumn('last_attempt_at', 'timestamptz')
        .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('delivered_at', 'timestamptz')
        .execute();
      // an order's next message to an endpoint, and what is left to send
      await db.schema
        .createIndex('webhook_deliveries_key')
        .on('webhook_deliveries')
        .columns(['endpoint_id', 'order_id', 'id'])
        .where(sql.ref('status'), '<>', 'DELIVERED')
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_due')
        .on('webhook_deliveries')
        .columns(['next_attempt_at'])
        .where(sql.ref('status'), '=', 'PENDING')
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_endpoint')
        .on('webhook_deliveries')
        .columns(['endpoint_id', 'id'])
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_order')
        .on('webhook_deliveries')
        .column('order_id')
        .execute();
    },
  },
  '0003_push': {
    async up(db: Kysely<unknown>) {
      // the phones told of orders by push: a token once (by its digest; the token itself is
      // encrypted), whose it is, and a customer's subscriptions when they registered it
      await db.schema
        .createTable('devices')
        .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('caller_kind', 'text', (c) => c.notNull())
        .addColumn('caller_subject', 'text', (c) => c.notNull())
        .addColumn('caller_role', 'text', (c) => c.notNull())
        .addColumn('platform', 'text', (c) => c.notNull().check(sql`platform in ('APNS', 'FCM')`))
        .addColumn('token', 'text', (c) => c.notNull())
        .addColumn('token_digest', 'text', (c) => c.notNull().unique())
        .addColumn('live_activity_token', 'text')
        .addColumn('live_activity_activation_id', 'text')
        .addColumn('subscription_ids', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('devices_caller')
        .on('devices')
        .columns(['caller_kind', 'caller_subject'])
        .execute();
      await db.schema
        .createIndex('devices_subscriptions')
        .on('devices')
        .using('gin')
        .column('subscription_ids')
        .execute();
      // the outbox of push: one message per event and device; its id is APNs' apns-id
      await db.schema
        .createTable('push_deliveries')
        .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('seq', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
        .addColumn('device_id', 'bigint', (c) => c.notNull().references('devices.id').onDelete('cascade'))
        .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('data', 'jsonb', (c) => c.notNull())
        .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('status', 'text', (c) =>
          c.notNull().defaultTo('PENDING').check(sql`status in ('PENDING', 'DELIVERED', 'FAILED')`),
        )
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('last_attempt_at', 'timestamptz')
        .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('delivered_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('push_deliveries_key')
        .on('push_deliveries')
        .columns(['device_id', 'order_id', 'seq'])
        .where(sql.ref('status'), '=', 'PENDING')
        .execute();
      await db.schema
        .createIndex('push_deliveries_due')
        .on('push_deliveries')
        .columns(['next_attempt_at'])
        .where(sql.ref('status'), '=', 'PENDING')
        .execute();
      await db.schema.createIndex('push_deliveries_order').on('push_deliveries').column('order_id').execute();
    },
  },
  '0004_exactly_once': {
    async up(db: Kysely<unknown>) {
      // an entry no exact match could settle waits for staff with its candidates; who decided
      // it, when and why are kept
      await db.schema
        .alterTable('orders')
        .addColumn('candidates', 'jsonb')
        .addColumn('resolved_by', 'text')
        .addColumn('resolved_at', 'timestamptz')
        .addColumn('resolution_note', 'text')
        .execute();
      await db.schema.alterTable('orders').dropConstraint('orders_outcome_check').execute();
      await db.schema
        .alterTable('orders')
        .addCheckConstraint(
          'orders_outcome_check',
          sql`outcome in ('SENT', 'PLACED', 'REJECTED', 'UNKNOWN', 'UNDECIDED', 'NOT_PLACED')`,
        )
        .execute();
      // The rules below hold for the entries written from now on. An earlier release wrote
      // entries without them, and two of those may break one (that is what they mend): a
      // constraint that refused them would stop the upgrade, so they are left out by their ids.
      const since = await lastOrderId(db);
      // a partner activation is the order of one entry at most: of the entry that created it
      // (an order that names an activation, a cancellation say, shares it with the one that
      // created it, and is not counted)
      await db.schema
        .createIndex('orders_one_entry_per_activation')
        .on('orders')
        .column('activation_id')
        .unique()
        .where(sql<boolean>`activation_id is not null and target_activation_id is null and id > ${since}`)
        .execute();
      // while its outcome is open, an entry's reference is its own: a lost answer is found by it
      await db.schema
        .createIndex('orders_open_reference')
        .on('orders')
        .column('reference_number')
        .unique()
        .where(
          sql<boolean>`reference_number is not null and outcome in ('SENT', 'UNKNOWN', 'UNDECIDED') and id > ${since}`,
        )
        .execute();
      // one open termination or port-out per subscription (src/journal/conflicts.ts): two sent
      // at once to two instances cannot both be written, so cannot both leave
      await db.schema
        .createIndex('orders_one_closing_order')
        .on('orders')
        .column('subscription_id')
        .unique()
        .where(
          sql<boolean>`activation_type in ('TERMINATE', 'OUTPORT') and target_activation_id is null and subscription_id is not null and final_at is null and id > ${since}`,
        )
        .execute();
      // what an order on an existing subscription looks for before it is written: the open
      // terminations and port-outs there, every one of them (the index above leaves out an
      // earlier release's). Small: only such orders while open. Earns bench/results.md, "The order
      // journal": without it the planner may read every open order (orders_open)
      await db.schema
        .createIndex('orders_open_closing')
        .on('orders')
        .column('subscription_id')
        .where(
          sql<boolean>`activation_type in ('TERMINATE', 'OUTPORT') and target_activation_id is null and final_at is null`,
        )
        .execute();
      // one order at a time in flight on an activation it changes (two cancellations of a
      // port-in, say): the second is refused until the first is answered
      await db.schema
        .createIndex('orders_one_change_in_flight')
        .on('orders')
        .column('target_activation_id')
        .unique()
        .where(
          sql<boolean>`target_activation_id is not null and outcome in ('SENT', 'UNKNOWN', 'UNDECIDED') and id > ${since}`,
        )
        .execute();
      // what staff look through: the entries that wait for them
      await db.schema
        .createIndex('orders_undecided')
        .on('orders')
        .column('id')
        .where(sql.ref('outcome'), '=', 'UNDECIDED')
        .execute();
    },
  },
  '0005_one_cancellation': {
    async up(db: Kysely<unknown>) {
      // one cancellation at a time on an activation, from when it is written until the
      // activation is final: a second one could only be refused by the partner (or, for a
      // termination, restart the first), and reconciliation could not tell its effect from the
      // first one's (src/journal/conflicts.ts). An earlier release's entries are left out.
      const since = await lastOrderId(db);
      // as src/journal/conflicts.ts's CANCELLATION_OPERATIONS say (a migration keeps its own words)
      const cancellations = sql.join(
        [
          'CancelNewSubscription',
          'CancelInPortSubscription',
          'CancelPortingOutSubscription',
          'CancelTerminateSubscription',
        ].map((operation) => sql.lit(operation)),
      );
      await db.schema
        .createIndex('orders_one_cancellation')
        .on('orders')
        .column('target_activation_id')
        .unique()
        .where(
          sql<boolean>`operation in (${cancellations}) and outcome in ('SENT', 'UNKNOWN', 'UNDECIDED', 'PLACED') and final_at is null and id > ${since}`,
        )
        .execute();
    },
  },
  '0006_webhook_endpoint_changes': {
    async up(db: Kysely<unknown>) {
      // who made, changed, rotated the secret of, or deleted a webhook endpoint, when, and what
      // changed (the fields, before and after; never a secret). It outlives its endpoint, so
      // it names it by id without a reference.
      await db.schema
        .createTable('webhook_endpoint_changes')
        .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('endpoint_id', 'bigint', (c) => c.notNull())
        .addColumn('action', 'text', (c) =>
          c.notNull().check(sql`action in ('CREATED', 'UPDATED', 'SECRET_ROTATED', 'DELETED')`),
        )
        .addColumn('changed_by', 'text', (c) => c.notNull())
        .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('changes', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
        .execute();
      await db.schema
        .createIndex('webhook_endpoint_changes_endpoint')
        .on('webhook_endpoint_changes')
        .columns(['endpoint_id', 'id'])
        .execute();
    },
  },
  '0007_live_activity_token_digest': {
    async up(db: Kysely<unknown>) {
      // a Live Activity's token found again by its digest, as the device token is: a push token
      // is one owner's in either role. Rows from before have none until their app registers
      // again (at every start); no SQL can read the encrypted token to make it.
      await db.schema.alterTable('devices').addColumn('live_activity_token_digest', 'text').execute();
      await db.schema
        .createIndex('devices_live_activity_token_digest')
        .on('devices')
        .column('live_activity_token_digest')
        .execute();
    },
  },
};

/**
 * The id of the last entry an earlier release wrote, as a literal for an index's predicate:
 * a rule a migration adds holds for the entries written after it (`id > since`).
 */
async function lastOrderId(db: Kysely<unknown>) {
  const { rows } = await sql<{ last: string }>`select coalesce(max(id), 0)::text as last from orders`.execute(
    db,
  );
  return sql.lit(Number(rows[0]?.last ?? 0));
}
