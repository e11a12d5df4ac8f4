/**
 * The production artifact as an operator runs it: one pinned Node 24 everywhere; the compiled
 * build, installed with its production dependencies alone in a fresh directory (what the
 * image does), starts with plain node and answers; GraphiQL's page is never loaded while
 * GraphiQL is off; SIGTERM to the `npm start` process stops the gateway with nothing left
 * behind; a wrong configuration names every wrong variable at once.
 */
import { execFile, execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDist } from '../scripts/build.js';
import { ConfigError, loadConfig } from '../src/settings/config.js';
import { spawnGateway } from './utils/process.js';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..');
const read = (path: string) => readFile(join(ROOT, path), 'utf8');
const manifest = async () =>
  JSON.parse(await read('package.json')) as {
    engines: { node: string };
    scripts: Record<string, string>;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };

/** what `npm ci` copies into an image: the manifests of the project and of its workspaces */
const MANIFESTS = [
  'package.json',
  'package-lock.json',
  'packages/partner-interface/package.json',
  'packages/partner-simulator/package.json',
  'packages/client/package.json',
  'examples/console/package.json',
];

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** every process below `pid` */
const descendants = (pid: number): number[] => {
  let listed = '';
  try {
    listed = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    // ps exits 1 when there is none
  }
  const children = listed
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((child) => child > 0);
  return children.flatMap((child) => [child, ...descendants(child)]);
};

describe('the runtime', () => {
  it('is one pinned Node 24: .node-version, engines, the node package, the Dockerfile and the tests agree', async () => {
    const pinned = (await read('.node-version')).trim();
    const { engines, devDependencies } = await manifest();
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    expect(engines.node).toBe(`^${pinned}`);
    expect(devDependencies['node']).toBe(pinned);
    expect(await read('Dockerfile')).toContain(`ARG NODE_VERSION=${pinned}`);
    // npm puts node_modules/.bin first: every script, this test run included, runs on it
    expect(process.version).toBe(`v${pinned}`);
  });

  it('runs the compiled gateway with plain node: no TypeScript loader at run time', async () => {
    const { scripts, dependencies, devDependencies } = await manifest();
    expect(scripts['start']).toMatch(/^exec node .*dist\/index\.js$/);
    expect(dependencies['tsx']).toBeUndefined();
    expect(devDependencies['tsx']).toBeDefined();
  });
});

describe('a production install of the build in a fresh directory', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'msp-artifact-'));
    await buildDist(join(dir, 'dist'));
    for (const file of MANIFESTS) await cp(join(ROOT, file), join(dir, file));
    await run('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir });
  }, 180_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('holds no dev dependency and no TypeScript', async () => {
    const { stdout } = await run('npm', ['ls', '--omit=dev', '--all', '--parseable'], { cwd: dir });
    for (const tool of ['tsx', 'typescript', 'vitest', 'esbuild', '@biomejs', 'node/bin']) {
      expect(stdout).not.toContain(`node_modules/${tool}`);
    }
  });

  it('starts with plain node and answers /health and a query', async () => {
    const gateway = await spawnGateway({}, { command: [process.execPath, 'dist/index.js'], cwd: dir });
    try {
      expect((await fetch(`${gateway.url}/health`)).status).toBe(200);
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ cdrMonths { totalCount } }' }),
      });
      expect(await response.json()).toMatchObject({
        data: { cdrMonths: { totalCount: expect.any(Number) } },
      });
    } finally {
      await gateway.stop();
    }
  });

  it("never loads GraphiQL's page while GraphiQL is off", async () => {
    // without the package at all, a gateway with GraphiQL off starts and answers
    await rm(join(dir, 'node_modules/@graphql-yoga/render-graphiql'), { recursive: true, force: true });
    const gateway = await spawnGateway(
      { GRAPHIQL: 'false' },
      { command: [process.execPath, 'dist/index.js'], cwd: dir },
    );
    try {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ cdrMonths { totalCount } }' }),
      });
      expect(response.status).toBe(200);
    } finally {
      await gateway.stop();
    }
  });
});

describe('npm start', () => {
  it('stops the gateway gracefully on a SIGTERM sent to the npm process, leaving no process behind', async () => {
    const npm = await spawnGateway({}, { command: ['npm', 'start', '--silent'], cwd: ROOT });
    const below = descendants(npm.child.pid ?? 0);
    expect(below.length).toBeGreaterThan(0);
    const exited = new Promise<number | null>((resolve) => npm.child.once('exit', resolve));
    npm.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of below) expect(alive(pid)).toBe(false);
    await expect(fetch(`${npm.url}/health`)).rejects.toThrow();
  }, 60_000);
});

describe('a wrong configuration', () => {
  it('names every wrong variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: '99999',
        AUTH_MODE: 'jwt',
        PROVIDER_CA_FILE: '/no/such/file.pem',
        SIMULATOR_PORT: 'x',
        API_KEYS: 'not-a-key',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(problems.sort()).toEqual(
      ['API_KEYS', 'JWT_SECRET', 'LOG_LEVEL', 'PORT', 'PROVIDER_CA_FILE', 'SIMULATOR_PORT'].sort(),
    );
    expect((error as Error).message).toContain('invalid configuration (6 problems)');
  });

  it('names a setting that contradicts another, with the other and its value', () => {
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '5000' })).toThrow(
      'HTTP_REQUEST_TIMEOUT_MS: must be at least HTTP_HEADERS_TIMEOUT_MS (10000)',
    );
    expect(() => loadConfig({ WATCH_MIN_INTERVAL_MS: '60000' })).toThrow(
      'WATCH_MAX_INTERVAL_MS: must be at least WATCH_MIN_INTERVAL_MS (60000)',
    );
    expect(
      loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '5000' }).transport,
    ).toMatchObject({
      headersTimeoutMs: 5000,
      requestTimeoutMs: 5000,
    });
  });
});
