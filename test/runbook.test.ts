/**
 * The runbook's commands (docs/operations.md, "Runbook"), run as written where they can run
 * here: the journal backed up with pg_dump and restored with pg_restore into an empty database,
 * a gateway on the restored one answering a key placed before the backup with its order (no
 * second POST); and an API key's hash made as the runbook says, accepted by a gateway.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from './utils/database.js';
import { gatewayOn } from './utils/journal.js';
import { order } from './utils/orders.js';
import { startTestPartner } from './utils/simulator.js';

const run = promisify(execFile);
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** the shell commands of the runbook's subsection `title`, in order */
async function commandsOf(title: string): Promise<string[]> {
  const doc = await readFile('docs/operations.md', 'utf8');
  const start = doc.indexOf(`### ${title}\n`);
  expect(start, `docs/operations.md has a "${title}" subsection`).toBeGreaterThan(-1);
  const end = doc.indexOf('\n### ', start + 1);
  const section = doc.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/```bash\n([\s\S]*?)```/g)].map((m) => (m[1] ?? '').trim());
}

/** runs a runbook command in bash, in `cwd`, with `env` beside the process's */
const shell = (command: string, cwd: string, env: Record<string, string>) =>
  run('bash', ['-euo', 'pipefail', '-c', command], { cwd, env: { ...process.env, ...env } });

describe('the runbook', () => {
  it('backs up the journal and restores it: a key placed before the backup answers with its order on the restored database, and nothing is sent again', async () => {
    const [backup, restore] = await commandsOf('Backup and restore');
    expect(backup).toContain('pg_dump');
    expect(restore).toContain('pg_restore');
    const partner = await startTestPartner({ openOrders: false });
    cleanups.push(() => partner.close());
    const source = await createTestDatabase('runbook_source');
    cleanups.push(() => source.drop());
    const target = await createTestDatabase('runbook_restored');
    cleanups.push(() => target.drop());
    const dir = await mkdtemp(join(tmpdir(), 'msp-runbook-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));

    const input = {
      eSim: true,
      email: 'runbook@example.com',
      confirmationCode: '1',
      idempotencyKey: 'runbook-1',
    };
    const before = await gatewayOn(partner, { url: source.url });
    const placed = await order(before, 'orderNewSubscription', input);
    expect(placed.replayed).toBe(false);
    await before.close();
    const posts = (await partner.stats()).NewSubscription ?? 0;

    await shell(backup ?? '', dir, { DATABASE_URL: source.url });
    await shell(restore ?? '', dir, { RESTORE_URL: target.url });

    const after = await gatewayOn(partner, { url: target.url });
    cleanups.push(() => after.close());
    expect(await order(after, 'orderNewSubscription', input)).toMatchObject({
      replayed: true,
      activation: { activationId: placed.activation?.activationId },
    });
    expect((await partner.stats()).NewSubscription ?? 0).toBe(posts);
  }, 60_000);

  it("makes an API key's hash that a gateway accepts, as the runbook's rotation says", async () => {
    const doc = await readFile('docs/operations.md', 'utf8');
    const hashing = /`(echo -n "\$KEY" \| sha256sum)`/.exec(doc)?.[1];
    expect(hashing, 'the runbook says how to hash a key').toBeDefined();
    const key = 'runbook-key-0123456789abcdef';
    const { stdout } = await shell(hashing ?? '', tmpdir(), { KEY: key });
    const hash = stdout.split(' ')[0] ?? '';
    const partner = await startTestPartner({ openOrders: false });
    cleanups.push(() => partner.close());
    const database = await createTestDatabase('runbook_keys');
    cleanups.push(() => database.drop());
    const gw = await gatewayOn(
      partner,
      { url: database.url },
      { AUTH_MODE: 'apikey', API_KEYS: `reporting:${hash}` },
    );
    cleanups.push(() => gw.close());
    const ask = (headers: Record<string, string>) =>
      fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: '{ cdrMonths { totalCount } }' }),
      });
    expect((await ask({ 'x-api-key': key })).status).toBe(200);
    expect((await ask({ 'x-api-key': `${key}x` })).status).toBe(401);
  });
});
