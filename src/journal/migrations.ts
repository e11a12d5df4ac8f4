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
};
