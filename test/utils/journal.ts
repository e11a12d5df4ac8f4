/**
 * For the tests of the order journal's durability: a gateway in this process on a partner and
 * a journal the test chooses (several gateways, one after another or side by side, share
 * them), a redis-server of the test's own, and a look at the journal's rows.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { startApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createLogger, type Logger } from '../../src/logger.js';
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
export async function readiness(url: string): Promise<{ status: string; journal?: string }> {
  const response = await fetch(`${url}/ready`);
  return (await response.json()) as { status: string; journal?: string };
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

/** A port nothing listens on (it was free a moment ago). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const REDIS_SERVER = process.env['REDIS_SERVER'] ?? 'redis-server';

/** Whether a redis-server can be started here. */
export const redisServerInstalled = (): boolean => spawnSync(REDIS_SERVER, ['--version']).status === 0;

export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
}

/** A redis-server of the test's own on a free port, without persistence: FLUSHALL there harms no one. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
