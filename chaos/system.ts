/**
 * The system a chaos run puts under faults, every part a real process or server: gateway
 * instances (processes of their own, each in its own process group, on fixed ports so that a
 * restarted one is found where it was), a PostgreSQL cluster and a redis-server of the run's
 * own, the partner simulator (in this process: its records are the partner's truth), a webhook
 * receiver and an FCM stand-in that record what they are told.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FaultsInput, type RunningSimulator, startSimulator } from '@msp/partner-simulator';
import { type FcmStandIn, startFcmStandIn } from '../test/utils/fcm-standin.js';
import { freePort } from '../test/utils/ports.js';
import { startReceiver, type TestReceiver } from '../test/utils/receiver.js';
import { type RedisServer, startRedisServer } from '../test/utils/redis-server.js';
import { TEST_JWT_SECRET } from '../test/utils/tokens.js';
import { PostgresCluster } from './postgres.js';

const ROOT = new URL('..', import.meta.url).pathname;

/** the partner's pace: a step of an order every 400 ms of real time */
export const STEP_MS = 400;
/** how long a gateway waits for the partner: a stall longer than this loses the answer */
export const PROVIDER_TIMEOUT_MS = 2_000;

export class GatewayInstance {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  readonly #env: Record<string, string>;
  readonly #log: WriteStream;
  #child: ChildProcess | undefined;
  #exited: Promise<void> = Promise.resolve();

  constructor(name: string, port: number, env: Record<string, string>, log: WriteStream) {
    this.name = name;
    this.port = port;
    this.url = `http://127.0.0.1:${port}`;
    this.#env = env;
    this.#log = log;
  }

  get up(): boolean {
    return this.#child !== undefined && this.#child.exitCode === null && this.#child.signalCode === null;
  }

  /** starts the process and resolves once it listens */
  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...this.#env, PORT: String(this.port) },
      // a group of its own: the nemesis kills the group, as an orchestrator kills a container
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#child = child;
    this.#exited = new Promise((resolve) => child.once('exit', () => resolve()));
    child.stderr?.pipe(this.#log, { end: false });
    await new Promise<void>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`${this.name} did not start: ${out}`)), 60_000);
      child.stdout?.on('data', (chunk: Buffer) => {
        this.#log.write(chunk);
        out += chunk.toString();
        if (/GraphQL(?: and GraphiQL)?\s+http:\/\/\S+\/graphql/.test(out)) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`${this.name} exited with ${code ?? signal} while starting: ${out}`));
      });
    });
  }

  /** sends `signal` (SIGSTOP, SIGCONT) to its process group */
  signal(signal: 'SIGSTOP' | 'SIGCONT'): void {
    const pid = this.#child?.pid;
    if (pid !== undefined && this.up) process.kill(-pid, signal);
  }

  /** sends `signal` to its process group and waits for it to end (SIGKILL after 30 s) */
  async stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    const child = this.#child;
    if (child?.pid === undefined || !this.up) return;
    const group = -child.pid;
    process.kill(group, signal);
    const forced = setTimeout(() => {
      try {
        process.kill(group, 'SIGKILL');
      } catch {
        // gone already
      }
    }, 30_000);
    await this.#exited;
    clearTimeout(forced);
  }
}

export interface SystemOptions {
  seed: number;
  instances: number;
}

export class System {
  readonly dir: string;
  readonly partner: RunningSimulator;
  readonly postgres: PostgresCluster;
  readonly redis: RedisServer;
  readonly receiver: TestReceiver;
  readonly fcm: FcmStandIn;
  readonly gateways: GatewayInstance[];
  readonly #logs: WriteStream[];

  private constructor(parts: {
    dir: string;
    partner: RunningSimulator;
    postgres: PostgresCluster;
    redis: RedisServer;
    receiver: TestReceiver;
    fcm: FcmStandIn;
    gateways: GatewayInstance[];
    logs: WriteStream[];
  }) {
    this.dir = parts.dir;
    this.partner = parts.partner;
    this.postgres = parts.postgres;
    this.redis = parts.redis;
    this.receiver = parts.receiver;
    this.fcm = parts.fcm;
    this.gateways = parts.gateways;
    this.#logs = parts.logs;
  }

  static async start({ seed, instances }: SystemOptions): Promise<System> {
    const dir = await mkdtemp(join(tmpdir(), 'msp-chaos-'));
    const [postgres, redis, partner, receiver, fcm] = await Promise.all([
      freePort().then((port) => PostgresCluster.create(port)),
      startRedisServer(),
      startSimulator({ clock: 'realtime', stepMs: STEP_MS, seed, openOrders: false }),
      startReceiver(),
      startFcmStandIn(),
    ]);
    const ca = join(dir, 'fcm-ca.pem');
    await writeFile(ca, fcm.ca);
    const env: Record<string, string> = {
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PROVIDER_BASE_URL: partner.url,
      PROVIDER_TIMEOUT_MS: String(PROVIDER_TIMEOUT_MS),
      DATABASE_URL: postgres.url,
      DATABASE_TIMEOUT_MS: '3000',
      REDIS_URL: redis.url,
      AUTH_MODE: 'jwt',
      JWT_SECRET: TEST_JWT_SECRET,
      RATE_LIMIT_PER_MINUTE: '1000000',
      PARTNER_CALLS_PER_MINUTE: '10000000',
      WATCH_MIN_INTERVAL_MS: '200',
      WATCH_MAX_INTERVAL_MS: '1000',
      // the run moves the partner's clock past every wish date at its end: a parked order is
      // looked at every second, not every five minutes
      WATCH_SLOW_INTERVAL_MS: '1000',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      WEBHOOK_RETRY_SCHEDULE: '200ms,500ms,1s,2s,2s,2s,2s,2s,2s,2s,2s,2s,2s,2s,2s,2s,2s,2s,2s,2s',
      WEBHOOK_SWEEP_INTERVAL_MS: '1000',
      FCM_CREDENTIALS_FILE: fcm.credentialsFile,
      FCM_ENDPOINT: fcm.url,
      PUSH_RETRY_SCHEDULE: '200ms,500ms,1s,2s,2s,2s,2s,2s,2s,2s,2s,2s,2s,2s,2s,2s,2s,2s,2s,2s',
      NODE_EXTRA_CA_CERTS: ca,
      GRAPHIQL: 'false',
    };
    const logs: WriteStream[] = [];
    const gateways = await Promise.all(
      Array.from({ length: instances }, async (_, i) => {
        const log = createWriteStream(join(dir, `gateway-${i + 1}.log`));
        logs.push(log);
        return new GatewayInstance(`gateway-${i + 1}`, await freePort(), env, log);
      }),
    );
    // one at a time on an empty database: the migrations' lock is tested elsewhere
    for (const gateway of gateways) await gateway.start();
    return new System({ dir, partner, postgres, redis, receiver, fcm, gateways, logs });
  }

  /** every part back up and no fault left at the partner: what the run heals to before it checks */
  async heal(): Promise<void> {
    await this.partnerFaults({});
    this.redis.thaw();
    if (!this.redis.running) await this.redis.start();
    await this.postgres.start().catch(() => undefined);
    await Promise.all(this.gateways.filter((g) => !g.up).map((g) => g.start()));
  }

  /** the partner's injected faults, as an operator sets them (`POST /__simulator/faults`); `{}` clears them */
  async partnerFaults(config: FaultsInput): Promise<void> {
    const response = await fetch(`${this.partner.url}/__simulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(config),
    });
    if (!response.ok) throw new Error(`faults: ${response.status} ${await response.text()}`);
  }

  async stop(keepFiles: boolean): Promise<void> {
    await Promise.all(this.gateways.map((g) => g.stop('SIGKILL')));
    await Promise.allSettled([
      this.partner.close(),
      this.receiver.close(),
      this.fcm.close(),
      this.redis.stop('SIGKILL'),
      keepFiles ? this.postgres.crash() : this.postgres.destroy(),
    ]);
    for (const log of this.#logs) log.end();
    if (!keepFiles) await rm(this.dir, { recursive: true, force: true });
  }
}
