/**
 * A PostgreSQL cluster of the run's own, on a free port, in a directory of its own: what the
 * nemesis may crash (`pg_ctl stop -m immediate`) and start again without touching the server
 * other tests share. Run as the `postgres` user when the run is root (PostgreSQL refuses root).
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** the newest PostgreSQL's binaries Debian installed, or undefined when there is none */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const [newest] = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return newest === undefined ? undefined : join(root, newest, 'bin');
}

export class PostgresCluster {
  readonly url: string;
  readonly #bin: string;
  readonly #dir: string;
  readonly #port: number;
  readonly #asRoot: boolean;

  private constructor(bin: string, dir: string, port: number) {
    this.#bin = bin;
    this.#dir = dir;
    this.#port = port;
    this.#asRoot = userInfo().uid === 0;
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  /** makes the cluster (initdb) and starts it */
  static async create(port: number): Promise<PostgresCluster> {
    const bin = postgresBinaries();
    if (bin === undefined) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');
    const dir = await mkdtemp(join(tmpdir(), 'msp-chaos-pg-'));
    const cluster = new PostgresCluster(bin, dir, port);
    if (cluster.#asRoot) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: group } = await run('id', ['-g', 'postgres']);
      await chown(dir, Number(stdout.trim()), Number(group.trim()));
      await chmod(dir, 0o700);
    }
    await cluster.#pg('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    await cluster.start();
    return cluster;
  }

  async start(): Promise<void> {
    await this.#pg('pg_ctl', [
      '-D',
      join(this.#dir, 'data'),
      '-o',
      `-p ${this.#port} -k ${this.#dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
      '-l',
      join(this.#dir, 'log'),
      '-w',
      'start',
    ]);
  }

  /** a crash: every process stops at once, nothing flushed that was not (`-m immediate`) */
  async crash(): Promise<void> {
    await this.#pg('pg_ctl', ['-D', join(this.#dir, 'data'), '-m', 'immediate', '-w', 'stop']).catch(
      () => undefined,
    );
  }

  async destroy(): Promise<void> {
    await this.crash();
    await rm(this.#dir, { recursive: true, force: true });
  }

  async #pg(program: string, args: string[]): Promise<void> {
    const path = join(this.#bin, program);
    if (this.#asRoot) await run('runuser', ['-u', 'postgres', '--', path, ...args], { cwd: '/' });
    else await run(path, args);
  }
}
