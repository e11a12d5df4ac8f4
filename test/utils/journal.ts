/**
 * For the tests of the order journal's durability: a gateway in this process on a partner and
 * a journal the test chooses (several gateways, one after another or side by side, share
 * them), and a look at the journal's rows.
 */
import { startApp } from '../../src/app.js';
import { createLogger, type Logger } from '../../src/observability/logger.js';
import { loadConfig } from '../../src/settings/config.js';
import { query } from './database.js';
import { clientOf, type TestGateway } from './gateway.js';
import type { TestPartner } from './simulator.js';

/** Where a gateway journals: a PostgreSQL database, or an embedded one's directory. */
export type JournalAt = { url: string } | { dataDir: string };

/**
 * A gateway in this process in front of `partner`, journaling at `at`. Its `close()` stops the
 * gateway only: the partner, and the journal, stay for the next one.
 */
export async function gatewayOn(
  partner: TestPartner,
  at: JournalAt,
  env: Record<string, string> = {},
  logger: Logger = createLogger('silent'),
): Promise<TestGateway> {
  const config = loadConfig({
    PORT: '0',
    LOG_LEVEL: 'silent',
    PROVIDER_BASE_URL: partner.url,
    PROVIDER_TIMEOUT_MS: '3000',
    PARTNER_CACHE: 'false',
    ...('url' in at ? { DATABASE_URL: at.url } : { DATA_DIR: at.dataDir }),
    ...env,
  });
  const app = await startApp(config, logger);
  return { ...clientOf(partner, app), close: () => app.stop() };
}

/** What /ready says of a gateway: its status and, among the rest, the journal's. */
export async function readiness(
  url: string,
): Promise<{ status: string; journal?: string; httpStatus: number }> {
  const response = await fetch(`${url}/ready`);
  return {
    ...((await response.json()) as { status: string; journal?: string }),
    httpStatus: response.status,
  };
}

/** The journal's entries of `key`, oldest first, as a support desk would look them up. */
export interface JournalRow {
  id: string;
  caller_kind: string;
  caller_subject: string;
  idempotency_key: string | null;
  reference_number: string | null;
  outcome: string;
  activation_id: string | null;
  reconciled_at: Date | null;
}

export function journalRows(url: string, where: string, values: unknown[]): Promise<JournalRow[]> {
  return query<JournalRow>(
    url,
    `select id, caller_kind, caller_subject, idempotency_key, reference_number, outcome, activation_id,
            reconciled_at
       from orders where ${where} order by id`,
    values,
  );
}
