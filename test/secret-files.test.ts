/**
 * Every secret of the settings table can be read from a file (`<NAME>_FILE`), as container and
 * Kubernetes secrets are mounted: a gateway starts in production with its secrets in files,
 * and a secret set both ways, or a file that cannot be read, stops start-up naming them.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/settings/config.js';
import { SECRET_FILES } from '../src/settings/index.js';
import { fileDatabaseUrl } from './utils/database.js';
import { gatewayOn } from './utils/journal.js';
import { startTestPartner, type TestPartner } from './utils/simulator.js';
import { bearer, staffToken, TEST_JWT_SECRET } from './utils/tokens.js';

let dir: string;
let partner: TestPartner;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'msp-secrets-'));
  partner = await startTestPartner({ openOrders: false });
});
afterAll(async () => {
  await partner.close();
  await rm(dir, { recursive: true });
});

/** a mounted secret: a file holding `value` and a newline, as `kubectl create secret` writes none but editors do */
async function mounted(name: string, value: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, `${value}\n`);
  return path;
}

const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_MODE: 'jwt',
  PROVIDER_BASE_URL: 'https://partner.example',
  PUBLIC_HOSTS: 'gateway.example',
};

describe('a secret in a file', () => {
  it('is read for every secret of the settings table, by its name with _FILE', () => {
    expect([...SECRET_FILES.keys()]).toEqual(
      expect.arrayContaining([
        'JWT_SECRET_FILE',
        'ENCRYPTION_KEY_FILE',
        'DATABASE_URL_FILE',
        'METRICS_TOKEN_FILE',
      ]),
    );
  });

  it('starts a gateway in production: its journal, its key and its token secret from files', async () => {
    const gw = await gatewayOn(
      partner,
      { dataDir: 'memory://' },
      {
        ...PRODUCTION,
        PROVIDER_BASE_URL: partner.url,
        JWT_SECRET_FILE: await mounted('jwt', TEST_JWT_SECRET),
        DATABASE_URL_FILE: await mounted('database', fileDatabaseUrl()),
        ENCRYPTION_KEY_FILE: await mounted('key', randomBytes(32).toString('base64')),
        METRICS_TOKEN_FILE: await mounted('metrics', randomBytes(16).toString('hex')),
      },
    );
    try {
      expect(gw.app.journal.where()).toContain(new URL(fileDatabaseUrl()).pathname);
      const viewer = '{ webhookEndpoints { id } }';
      expect((await gw.request(viewer, {}, bearer(await staffToken('files')))).errors).toBeUndefined();
      expect((await gw.request(viewer)).errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    } finally {
      await gw.close();
    }
  });

  it('and in the environment both: refused, naming both', async () => {
    const env = {
      ...PRODUCTION,
      JWT_SECRET: TEST_JWT_SECRET,
      JWT_SECRET_FILE: await mounted('jwt-both', TEST_JWT_SECRET),
    };
    expect(() => loadConfig(env)).toThrow(/JWT_SECRET, JWT_SECRET_FILE: both are set/);
  });

  it('that cannot be read, or is wrong: refused, naming the variable', async () => {
    expect(() => loadConfig({ METRICS_TOKEN_FILE: join(dir, 'missing') })).toThrow(
      /METRICS_TOKEN_FILE: cannot read .*missing \(ENOENT\)/,
    );
    const short = await mounted('short-key', 'abc');
    expect(() => loadConfig({ ENCRYPTION_KEY_FILE: short })).toThrow(
      /ENCRYPTION_KEY \(read from ENCRYPTION_KEY_FILE\): must be 32 bytes/,
    );
  });
});
