/**
 * Starts as an operator makes them, over real processes. A port that is taken ends the start
 * with one log line naming the port and its setting, exit code 1 and no stack trace, and the
 * start closes what it had made. Two `npm start` in one checkout both come up, and a build
 * changes none of the files a gateway already running from dist/ may load: it goes on
 * answering. A build is made only when the sources changed, and an old one is deleted only when
 * nothing runs from dist/. The builds run in a scratch copy of the build's inputs, so that no
 * other test's dist/ moves.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { cp, mkdtemp, readdir, readFile, realpath, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from '../src/app.js';
import { createLogger } from '../src/observability/logger.js';
import { ListenError } from '../src/server/listen.js';
import { loadConfig } from '../src/settings/config.js';
import { fileDatabaseUrl } from './utils/database.js';
import { freePort } from './utils/ports.js';
import { type GatewayProcess, spawnGateway } from './utils/process.js';

const ROOT = join(import.meta.dirname, '..');

/** whether something may listen on `port` now */
async function canListenOn(port: number): Promise<boolean> {
  const server = createServer();
  try {
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    return true;
  } catch {
    return false;
  } finally {
    server.close();
  }
}

/** a process to its end: its exit code and everything it wrote, stdout and stderr together */
async function toTheEnd(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  // 'close': the process has exited and its output is read to the end
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, output };
}

/** the gateway from its sources with `env`, to its end */
const gatewayToTheEnd = (env: Record<string, string>) =>
  toTheEnd(
    spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: fileDatabaseUrl(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** every line of `output` as a log line: throws at one that is not (a stack trace, a console.error) */
const logLines = (output: string) =>
  output
    .trim()
    .split('\n')
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        throw new Error(`not a log line: ${line}\n\nin:\n${output}`);
      }
    });

/** pino's level of `error`; `fatal` is above it */
const ERROR = 50;

describe('a port that is taken', () => {
  const holder = createServer();
  let taken: number;
  beforeAll(async () => {
    holder.listen(0, '127.0.0.1');
    await once(holder, 'listening');
    taken = (holder.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => holder.close(resolve)));

  it.each(['PORT', 'METRICS_PORT', 'SIMULATOR_PORT'])(
    'in %s ends the start with exit code 1 and one log line naming the port and the setting, and no stack trace',
    async (setting) => {
      const { code, output } = await gatewayToTheEnd({ PORT: '0', [setting]: String(taken) });
      expect(code).toBe(1);
      expect(output).not.toMatch(/^\s+at /m);
      const errors = logLines(output).filter((line) => line.level >= ERROR);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ port: taken, setting, code: 'EADDRINUSE' });
      expect(errors[0]?.msg).toContain(`port ${taken} (${setting}) on 127.0.0.1 is in use`);
    },
    60_000,
  );

  it('closes what the start had made: the metrics port and the embedded simulator are free again', async () => {
    const [metricsPort, simulatorPort] = [await freePort(), await freePort()];
    const config = loadConfig({
      PORT: String(taken),
      METRICS_PORT: String(metricsPort),
      SIMULATOR_PORT: String(simulatorPort),
      DATABASE_URL: fileDatabaseUrl(),
      LOG_LEVEL: 'silent',
    });
    const failed = await startApp(config, createLogger('silent')).then(
      () => new Error('the gateway started on a port that is taken'),
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(ListenError);
    expect((failed as ListenError).at).toMatchObject({ port: taken, portSetting: 'PORT' });
    expect(await canListenOn(metricsPort)).toBe(true);
    expect(await canListenOn(simulatorPort)).toBe(true);
  }, 30_000);
});

/** what a build reads, copied into a fresh directory that shares the project's node_modules */
async function scratchCheckout(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'msp-starts-'));
  const copied = [
    'src',
    'scripts',
    'packages/partner-simulator',
    'package.json',
    'package-lock.json',
    'tsconfig.json',
  ];
  for (const path of copied) {
    await cp(join(ROOT, path), join(dir, path), {
      recursive: true,
      filter: (source) => !source.split('/').includes('node_modules'),
    });
  }
  await symlink(await realpath(join(ROOT, 'node_modules')), join(dir, 'node_modules'));
  return dir;
}

/** path → hash of every file under `dir` */
async function filesUnder(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[path] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  }
  return files;
}

describe('starts and builds in one checkout', () => {
  let scratch: string;
  const gateways: GatewayProcess[] = [];
  const npm = (...args: string[]) =>
    toTheEnd(spawn('npm', args, { cwd: scratch, stdio: ['ignore', 'pipe', 'pipe'] }));
  /** the build dist/index.js starts now (its entries are two-line modules that import it) */
  const currentBuild = async () => {
    const entry = await readFile(join(scratch, 'dist/index.js'), 'utf8');
    const id = /^import '\.\/builds\/([^/']+)\//m.exec(entry)?.[1];
    return id === undefined ? undefined : join(scratch, 'dist/builds', id);
  };
  /** every file a process started from dist/ may read later: all but the entries, read at its start */
  const loadable = async () => {
    const entries = ['index.js', 'simulator.js'].map((name) => join(scratch, 'dist', name));
    const files = await filesUnder(join(scratch, 'dist'));
    return Object.fromEntries(Object.entries(files).filter(([path]) => !entries.includes(path)));
  };
  /** the files the gateways may read, as they were when they had started */
  let loaded: Record<string, string>;
  /** which of `loaded` are there as they were */
  const asLoaded = async () => {
    const now = await loadable();
    return Object.fromEntries(Object.keys(loaded).map((path) => [path, now[path]]));
  };

  /** a change of the sources */
  const change = async (from: string, to: string) => {
    const index = join(scratch, 'src/index.ts');
    await writeFile(index, (await readFile(index, 'utf8')).replace(from, to));
  };
  /** makes the builds under dist/ look an hour old */
  const agedBuilds = async () => {
    const builds = join(scratch, 'dist/builds');
    const anHourAgo = new Date(Date.now() - 3_600_000);
    for (const name of await readdir(builds)) await utimes(join(builds, name), anHourAgo, anHourAgo);
  };

  beforeAll(async () => {
    scratch = await scratchCheckout();
  });
  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.stop()));
    await rm(scratch, { recursive: true, force: true });
  });

  it('two npm start at once both start and answer', async () => {
    const starts = await Promise.allSettled(
      [1, 2].map(() => spawnGateway({}, { command: ['npm', 'start', '--silent'], cwd: scratch })),
    );
    for (const start of starts) if (start.status === 'fulfilled') gateways.push(start.value);
    expect(starts.map((start) => (start.status === 'rejected' ? String(start.reason) : 'started'))).toEqual([
      'started',
      'started',
    ]);
    for (const gateway of gateways) expect((await fetch(`${gateway.url}/health`)).status).toBe(200);
  }, 120_000);

  it('a build of changed sources, two at once, changes no file the running gateways loaded, and they go on answering', async () => {
    expect(gateways).toHaveLength(2);
    loaded = await loadable();
    const started = await currentBuild();
    await change("'gateway started'", "'gateway started again'");

    const builds = await Promise.all([npm('run', '--silent', 'build'), npm('run', '--silent', 'build')]);
    // the later one may find the other's build made already
    const done = /^0 (built \S+|\S+ is up to date with the sources)\n$/;
    expect(builds.map(({ code, output }) => `${code} ${output}`)).toEqual([
      expect.stringMatching(done),
      expect.stringMatching(done),
    ]);

    expect(await asLoaded()).toEqual(loaded);
    const current = await currentBuild();
    expect(current).not.toBe(started);
    expect(await readFile(join(current ?? '', 'index.js'), 'utf8')).toContain('gateway started again');
    for (const gateway of gateways) {
      expect((await fetch(`${gateway.url}/health`)).status).toBe(200);
      // GraphiQL's page reads the example operations of the gateway's build when it is first opened
      const page = await fetch(`${gateway.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('graphiql-order-1');
    }
  }, 120_000);

  it('builds nothing when dist/ is up to date with the sources', async () => {
    const current = await currentBuild();
    const { code, output } = await npm('run', '--silent', 'build');
    expect(code).toBe(0);
    expect(output).toContain('is up to date with the sources');
    expect(await currentBuild()).toBe(current);
  }, 60_000);

  it('deletes an old build only once no process runs from dist/', async () => {
    await agedBuilds();
    await change("'gateway started again'", "'gateway started a third time'");
    expect((await npm('run', '--silent', 'build')).code).toBe(0);
    // the gateways still run from the builds they started on: they stay as they were
    expect(await asLoaded()).toEqual(loaded);

    await Promise.all(gateways.splice(0).map((gateway) => gateway.stop()));
    await agedBuilds();
    await change("'gateway started a third time'", "'gateway started a fourth time'");
    expect((await npm('run', '--silent', 'build')).code).toBe(0);
    expect(await readdir(join(scratch, 'dist/builds'))).toEqual([basename((await currentBuild()) ?? '')]);
    expect(await readdir(join(scratch, 'dist'))).toEqual(['builds', 'index.js', 'simulator.js']);
  }, 60_000);
});
