/**
 * A redis-server of the test's own, on a free port and without persistence (REDIS_SERVER
 * names the binary): what a test may stop, freeze, thaw, restart or FLUSHALL without touching
 * the shared Redis of test/utils/redis.ts.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { freePort } from './ports.js';

const REDIS_SERVER = process.env['REDIS_SERVER'] ?? 'redis-server';

/** Whether a redis-server can be started here. */
export const redisServerInstalled = (): boolean => spawnSync(REDIS_SERVER, ['--version']).status === 0;

/**
 * Whether the tests that need a redis-server of their own (`what`) can run here: without one
 * they are skipped, saying so; under CI, which installs it, its absence fails the file instead.
 */
export function redisServerFor(what: string): boolean {
  if (redisServerInstalled()) return true;
  if (process.env['CI'] !== undefined)
    throw new Error(`${REDIS_SERVER} is not installed, and CI needs ${what}`);
  process.stdout.write(`${what} skipped: ${REDIS_SERVER} is not installed\n`);
  return false;
}

/** a redis-server on a fixed port, without persistence, that a test can stop, freeze and restart */
export class RedisServer {
  readonly url: string;
  readonly #port: number;
  #child: ChildProcess | undefined;
  #frozen = false;

  constructor(port: number) {
    this.#port = port;
    this.url = `redis://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      REDIS_SERVER,
      ['--port', String(this.#port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    this.#child = child;
    let out = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Ready to accept connections')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
    });
  }

  get running(): boolean {
    return this.#child !== undefined && this.#child.exitCode === null && this.#child.signalCode === null;
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.#child;
    if (child === undefined || !this.running) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    this.thaw();
    await exited;
  }

  freeze(): void {
    this.#child?.kill('SIGSTOP');
    this.#frozen = true;
  }

  thaw(): void {
    if (!this.#frozen) return;
    this.#child?.kill('SIGCONT');
    this.#frozen = false;
  }
}

/** A redis-server started on a free port. */
export async function startRedisServer(): Promise<RedisServer> {
  const server = new RedisServer(await freePort());
  await server.start();
  return server;
}
