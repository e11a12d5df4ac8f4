/**
 * The rows of the settings table (./index.ts) about where the gateway keeps what it must not
 * forget: the order journal's PostgreSQL, and the Redis several instances share. A part of the
 * table in a file of its own, spread into it in place.
 */
import { z } from 'zod';
import { JOURNAL_DEFAULTS, REDIS_DEFAULTS } from './defaults.js';
import { int, setting } from './define.js';

export const STORE_SETTINGS = {
  DATABASE_URL: setting(z.url({ protocol: /^postgres(ql)?$/ }).optional(), {
    group: 'journal',
    meaning:
      'PostgreSQL that keeps the order journal (`postgres://user:password@host:5432/db`; its password is secret); unset, an embedded PostgreSQL keeps it under `DATA_DIR`. Required in production.',
    secret: true,
  }),
  DATA_DIR: setting(z.string().min(1).optional(), {
    group: 'journal',
    meaning:
      'Directory of the embedded PostgreSQL when no `DATABASE_URL` is set (one instance at a time; `memory://` keeps nothing). Unset with the embedded simulator, the journal is in memory: that partner forgets its orders when it stops, and a journal of them would only name orders it no longer has.',
    defaultText: `\`${JOURNAL_DEFAULTS.dataDir}\` with PROVIDER_BASE_URL set; \`memory://\` with the embedded simulator`,
  }),
  DATABASE_POOL_SIZE: setting(int(1, 100).default(JOURNAL_DEFAULTS.poolSize), {
    group: 'journal',
    meaning: 'Connections to the PostgreSQL server, per instance.',
  }),
  DATABASE_TIMEOUT_MS: setting(int(100, 60_000).default(JOURNAL_DEFAULTS.timeoutMs), {
    group: 'journal',
    meaning:
      'Longest a connection attempt or a statement may take; then the order it was for is refused with JournalUnavailableError.',
  }),
  ORDER_SETTLE_MARGIN_MS: setting(
    int(JOURNAL_DEFAULTS.sendBudgetMs + 500, 3_600_000).default(JOURNAL_DEFAULTS.settleMarginMs),
    {
      group: 'journal',
      meaning:
        'How much longer than PROVIDER_TIMEOUT_MS the partner may still take an order it was sent. An order whose answer was lost is found not placed (its key free again) only once both have passed: raise it for a partner known to process orders long after it stopped answering.',
    },
  ),
  JOURNAL_RETENTION_DAYS: setting(int(1, 3650).default(JOURNAL_DEFAULTS.retentionDays), {
    group: 'journal',
    meaning:
      'How long an order stays in the journal after it was sent (once final): its idempotency key, its history and `placedOrders` keep it that long.',
  }),

  // several instances
  REDIS_URL: setting(z.url({ protocol: /^rediss?$/ }).optional(), {
    group: 'redis',
    meaning:
      'Redis shared by several instances (`redis://` or `rediss://`, credentials in the URL are secret); unset, everything stays in memory.',
    example: 'redis://127.0.0.1:6379',
  }),
  REDIS_PREFIX: setting(z.string().min(1).default(REDIS_DEFAULTS.prefix), {
    group: 'redis',
    meaning: 'Prefix of every key and channel.',
  }),
  LEASE_TTL_MS: setting(int(100, 600_000).default(REDIS_DEFAULTS.leaseTtlMs), {
    group: 'redis',
    meaning: "Lease of an activation's poller; a dead instance's polls are taken over within it.",
  }),
  REDIS_CONNECT_TIMEOUT_MS: setting(int(100, 60_000).default(REDIS_DEFAULTS.connectTimeoutMs), {
    group: 'redis',
    meaning: 'Longest a connection attempt to Redis may take.',
  }),
  REDIS_COMMAND_TIMEOUT_MS: setting(int(10, 60_000).default(REDIS_DEFAULTS.commandTimeoutMs), {
    group: 'redis',
    meaning: 'Longest a Redis call may wait for its answer; then it fails and the gateway serves degraded.',
  }),
};
