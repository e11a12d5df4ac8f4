/**
 * The settings table is the one statement of the configuration: the documents generated from
 * it are the committed ones, reading the configuration loads none of the components (no
 * schema, no GraphQL server), and every script that starts something reads `.env`, the
 * environment winning over it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { simulatorEnvSchema } from '@msp/partner-simulator/config';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { REGENERATE, renderAll } from '../scripts/settings.js';
import { loadConfig } from '../src/settings/config.js';
import { SETTINGS, settingRows } from '../src/settings/index.js';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..');

describe('the settings table', () => {
  it.each(Object.entries(renderAll()))('generates %s as committed', async (path, expected) => {
    const committed = await readFile(join(ROOT, path), 'utf8').catch(() => '(missing)');
    expect(committed, `${path} differs from src/settings/index.ts: run ${REGENERATE}`).toBe(expected);
  });

  it('shows in .env.example only values that its variables accept, so that uncommenting one starts', async () => {
    const example = await readFile(join(ROOT, '.env.example'), 'utf8');
    const schemas: Record<string, z.ZodType> = { ...SETTINGS, ...simulatorEnvSchema.shape };
    const refused: string[] = [];
    for (const [, name = '', value = ''] of example.matchAll(/^# ([A-Z_]+)=(.+)$/gm)) {
      const schema = schemas[name];
      if (schema !== undefined && !schema.safeParse(value).success) refused.push(`${name}=${value}`);
    }
    expect(refused).toEqual([]);
  });

  it('gives every variable a group and a one-sentence meaning, and no secret an example', () => {
    for (const row of settingRows()) {
      expect(row.meaning, row.name).toMatch(/^\S.*\.$/);
      if (row.secret) expect(row.example, row.name).toBeUndefined();
    }
  });

  it("parses with the table's defaults: an empty environment is the documented one", () => {
    const config = loadConfig({});
    const defaults = Object.fromEntries(settingRows().map((row) => [row.name, row.default]));
    expect(String(config.port)).toBe(defaults['PORT']);
    expect(String(config.protection.maxDepth)).toBe(defaults['MAX_DEPTH']);
    expect(String(config.watch.poll.minMs)).toBe(defaults['WATCH_MIN_INTERVAL_MS']);
    expect(config.redis).toBeUndefined();
  });

  it('reads, through loadConfig, no module of the schema, the resolvers, the live layer or the servers', async () => {
    const result = await build({
      entryPoints: [join(ROOT, 'src/settings/config.ts')],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      logLevel: 'silent',
      // the project's packages are followed; the npm dependencies are named, not read
      plugins: [
        {
          name: 'npm-external',
          setup(b) {
            b.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@msp/') ? undefined : { path: args.path, external: true },
            );
          },
        },
      ],
    });
    const modules = Object.keys(result.metafile.inputs);
    const external = Object.values(result.metafile.inputs).flatMap((input) =>
      input.imports.filter((i) => i.external).map((i) => i.path),
    );
    expect(modules.filter((m) => /src\/(schema|resolvers|live|stores)\//.test(m))).toEqual([]);
    expect(modules.filter((m) => /src\/(yoga|websocket|app|context)\.ts$/.test(m))).toEqual([]);
    expect(modules.filter((m) => /partner-simulator\/src\/(server|simulator|seed)/.test(m))).toEqual([]);
    // node:crypto: the published secrets are compared by their hashes (settings/published.ts)
    expect([...new Set(external)].sort()).toEqual(['node:crypto', 'node:fs', 'zod']);
  });

  it('covers every variable loadConfig parses', () => {
    expect(Object.keys(SETTINGS).length).toBeGreaterThan(60);
    const documented = new Set(settingRows().map((row) => row.name));
    for (const name of Object.keys(SETTINGS)) expect(documented.has(name), name).toBe(true);
  });
});

describe('the push target', () => {
  const production = {
    NODE_ENV: 'production',
    AUTH_MODE: 'jwt',
    JWT_SECRET: 'a-jwt-secret-of-our-own-that-is-long-enough-0123',
    PROVIDER_BASE_URL: 'https://partner.example',
    METRICS_TOKEN: 'a-metrics-token-16+',
    DATABASE_URL: 'postgres://gateway@db.example/gateway',
    PUBLIC_HOSTS: 'gateway.example',
    ENCRYPTION_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
  };

  it('is the development recorder on `npm start` (no APNs or FCM credentials, not production), and the services once one is configured', () => {
    expect(loadConfig({}).push.target).toBe('development');
    expect(loadConfig({ FCM_CREDENTIALS_FILE: '/run/secrets/firebase.json' }).push.target).toBe('services');
    expect(loadConfig({ PUSH_TARGET: 'services' }).push.target).toBe('services');
    expect(loadConfig({ FCM_CREDENTIALS_FILE: '/x.json', PUSH_TARGET: 'development' }).push.target).toBe(
      'development',
    );
  });

  it('is the services in production, where PUSH_TARGET=development is refused naming it', () => {
    expect(loadConfig(production).push.target).toBe('services');
    expect(() => loadConfig({ ...production, PUSH_TARGET: 'development' })).toThrow(
      /PUSH_TARGET.*must not be development when NODE_ENV=production/,
    );
  });
});

describe('.env', () => {
  /** `entry` run as its npm script runs it, in a directory of its own holding `dotEnv` as .env */
  async function startIn(entry: string, dotEnv: string, env: Record<string, string> = {}) {
    const dir = await mkdtemp(join(tmpdir(), 'msp-env-'));
    try {
      await writeFile(join(dir, '.env'), dotEnv);
      await run(process.execPath, ['--import', import.meta.resolve('tsx'), join(ROOT, entry)], {
        cwd: dir,
        env: { ...process.env, ...env },
        timeout: 20_000,
      });
      return '(started)';
    } catch (error) {
      return (error as { stderr: string }).stderr;
    } finally {
      await rm(dir, { recursive: true });
    }
  }

  /** each entry: a variable put wrong in .env, its right value, and another put wrong in the environment */
  const entries = [
    {
      who: 'the gateway (npm start, npm run dev)',
      entry: 'src/index.ts',
      inFile: { name: 'LOG_LEVEL', wrong: 'loud', right: 'silent' },
      other: { name: 'PORT', wrong: '99999' },
    },
    {
      who: 'the simulator (npm run simulator)',
      entry: 'packages/partner-simulator/src/main.ts',
      inFile: { name: 'SIMULATOR_SIZE', wrong: 'huge', right: 'small' },
      other: { name: 'SIMULATOR_CLOCK', wrong: 'sundial' },
    },
  ];

  it.each(entries)(
    'is read by $who from its working directory, the environment winning over it',
    async ({ entry, inFile, other }) => {
      const dotEnv = `${inFile.name}=${inFile.wrong}\n`;
      // a wrong value in .env stops the start, named: the file was read
      expect(await startIn(entry, dotEnv)).toContain(`${inFile.name}:`);
      // the environment's right value wins over the file's wrong one: only the other is named
      const stderr = await startIn(entry, dotEnv, { [inFile.name]: inFile.right, [other.name]: other.wrong });
      expect(stderr).toContain(`${other.name}:`);
      expect(stderr).not.toContain(`${inFile.name}:`);
    },
    60_000,
  );

  it('says nothing when there is none', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'msp-env-'));
    try {
      const { stdout, stderr } = await run(
        process.execPath,
        [
          '--import',
          import.meta.resolve('tsx'),
          '-e',
          `(await import(${JSON.stringify(join(ROOT, 'src/settings/env-file.ts'))})).readEnvFile()`,
        ],
        { cwd: dir },
      );
      expect(stdout + stderr).toBe('');
    } finally {
      await rm(dir, { recursive: true });
    }
  });
});
