/**
 * `npm run reencrypt`: after a new key was put first in ENCRYPTION_KEY (and every instance
 * rolled onto the list), seals every secret the journal keeps (webhook secrets, previous
 * secrets, push tokens) again under that newest key, so that the older keys can be dropped
 * from the list (docs/operations.md, "Rotating secrets"). Reads the configuration as the
 * gateway does (the environment, then .env): ENCRYPTION_KEY, and DATABASE_URL or DATA_DIR.
 * Prints counts, never values; running it again changes nothing. Safe beside running gateways.
 */
import pino from 'pino';
import { Journal } from '../src/journal/journal.js';
import { reencrypt } from '../src/journal/reencrypt.js';
import { SecretBox } from '../src/journal/secret-box.js';
import { createLogger } from '../src/observability/logger.js';
import { ConfigError, loadConfig } from '../src/settings/config.js';
import { readEnvFile } from '../src/settings/env-file.js';

/** a message for the person who ran it, and a non-zero exit */
class Refusal extends Error {}

async function run(env: NodeJS.ProcessEnv): Promise<string> {
  const config = loadConfig(env);
  const { encryptionKey } = config.webhooks;
  if (encryptionKey === undefined)
    throw new Refusal(
      'ENCRYPTION_KEY is unset: set it to the new key, then the keys the stored secrets are under, comma-separated (newest first)',
    );
  const { target } = config.journal;
  if ('dataDir' in target && target.dataDir.startsWith('memory://'))
    throw new Refusal('no journal to re-encrypt: set DATABASE_URL (or DATA_DIR) as the gateway has it');
  // logs (an unreachable database, say) go to stderr; the counts alone to stdout
  const journal = new Journal({ target, logger: createLogger('warn', pino.destination(2)) });
  try {
    if (!(await journal.ready(30_000))) throw new Refusal(`the journal did not open: ${journal.where()}`);
    const report = await reencrypt(journal, SecretBox.fromSetting(encryptionKey));
    const lines = Object.entries(report).flatMap(([table, columns]) =>
      Object.entries(columns).map(
        ([column, { resealed, current, unreadable }]) =>
          `${table}.${column}: ${resealed} re-encrypted, ${current} already under the newest key, ${unreadable} unreadable`,
      ),
    );
    const unreadable = Object.values(report).some((columns) =>
      Object.values(columns).some((counts) => counts.unreadable > 0),
    );
    if (unreadable)
      lines.push(
        'unreadable: sealed under a key ENCRYPTION_KEY no longer lists, they were unreadable before and stay so (rotate those webhook secrets; devices register again)',
      );
    return lines.join('\n');
  } finally {
    await journal.close();
  }
}

readEnvFile();
try {
  process.stdout.write(`${await run(process.env)}\n`);
} catch (error) {
  process.stderr.write(
    `${error instanceof Refusal || error instanceof ConfigError ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
}
