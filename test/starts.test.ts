/**
 * Starts as an operator makes them, over real processes. A port that is taken ends the start
 * with one log line naming the port and its setting, exit code 1 and no stack trace, and the
 * start closes what it had made.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from '../src/app.js';
import { createLogger } from '../src/observability/logger.js';
import { ListenError } from '../src/server/listen.js';
import { loadConfig } from '../src/settings/config.js';
import { fileDatabaseUrl } from './utils/database.js';
import { freePort } from './utils/ports.js';

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
