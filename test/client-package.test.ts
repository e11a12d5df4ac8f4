/**
 * @msp/client as an app gets it: `npm pack` (which builds its dist/), the tarball installed
 * into a scratch app in a temporary directory with its dependencies and peers from the npm
 * cache or registry, and a script of that app (test/fixtures/scratch-app/follow.mjs) run as a
 * child process with the app's own node_modules, following orders as a phone would: through a
 * TCP proxy that can go silent or cut the line, against a gateway process that checks tokens,
 * in front of the simulator on a manual clock (each status step happens when a test says).
 */
import { type ChildProcess, execFile, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { OrderNewSubscriptionDocument } from '@msp/client';
import { print } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type LossyProxy, startLossyProxy } from './utils/lossy-proxy.js';
import { type GatewayProcess, spawnGateway } from './utils/process.js';
import { STEP_MS, startTestPartner, type TestPartner } from './utils/simulator.js';
import { startTcpProxy, type TcpProxy } from './utils/tcp-proxy.js';
import { bearer, staffToken, TEST_JWT_SECRET } from './utils/tokens.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./fixtures/scratch-app/follow.mjs', import.meta.url));

/** npm as a user runs it: none of the settings of an npm that may be running these tests */
const npmEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== 'NODE_OPTIONS'),
);

let app: string;
let partner: TestPartner;
let gateway: GatewayProcess;
let staff: Record<string, string>;
const running = new Set<ScratchApp>();
const proxies = new Set<TcpProxy>();
const lossyProxies = new Set<LossyProxy>();

beforeAll(async () => {
  app = await mkdtemp(join(tmpdir(), 'msp-client-app-'));
  await run('npm', ['pack', '--workspace', '@msp/client', '--pack-destination', app], {
    cwd: ROOT,
    env: npmEnv,
  });
  const tarball = (await readdir(app)).find((name) => name.endsWith('.tgz'));
  if (tarball === undefined) throw new Error(`npm pack wrote no tarball into ${app}`);
  await writeFile(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'scratch-app',
      private: true,
      type: 'module',
      // ws: for the platform without a global WebSocket (Node before 22)
      dependencies: { '@msp/client': `file:./${tarball}`, ws: '^8.18.0' },
    }),
  );
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: app,
    env: npmEnv,
  });
  await copyFile(FIXTURE, join(app, 'follow.mjs'));

  partner = await startTestPartner();
  gateway = await spawnGateway({
    PROVIDER_BASE_URL: partner.url,
    LOG_LEVEL: 'silent',
    AUTH_MODE: 'jwt',
    JWT_SECRET: TEST_JWT_SECRET,
    WATCH_MIN_INTERVAL_MS: '50',
    WATCH_MAX_INTERVAL_MS: '200',
    RATE_LIMIT_PER_MINUTE: '100000',
    PARTNER_CALLS_PER_MINUTE: '1000000',
  });
  staff = bearer(await fresh());
}, 240_000);

afterEach(async () => {
  for (const scratch of running) await scratch.stop();
  running.clear();
  for (const proxy of proxies) await proxy.close();
  proxies.clear();
  for (const proxy of lossyProxies) await proxy.close();
  lossyProxies.clear();
});

afterAll(async () => {
  await gateway?.stop();
  await partner?.close();
  if (app !== undefined) await rm(app, { recursive: true, force: true });
});

/** what the scratch app reported */
interface ScratchApp {
  events: Array<{ status: string; modifiedAt: string }>;
  /** sockets acknowledged by the gateway (graphql-ws `connected`) */
  connected: number;
  closes: Array<{ code: number; reason: string }>;
  /** how often the app's getToken was called */
  tokens: number;
  completed: boolean;
  errors: Array<Record<string, unknown>>;
  /** why placeOrder sent the order again, each time */
  retries: string[];
  /** what placeOrder resolved with */
  placed: Record<string, unknown> | undefined;
  until(predicate: (app: ScratchApp) => boolean, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

type Message =
  | { type: 'ready' | 'connected' | 'complete' | 'token?' }
  | { type: 'closed'; code: number; reason: string }
  | { type: 'event'; event: { status: string; modifiedAt: string } }
  | { type: 'placed'; result: Record<string, unknown> }
  | { type: 'retry'; why: string }
  | { type: 'error'; error: Record<string, unknown> };

/** the scratch app follows `target` through `url`, its getToken answered by `token(n)` for the n-th call */
function follow(
  url: string,
  target: { id: string } | { idempotencyKey: string },
  token: (call: number) => Promise<string>,
  storage?: string,
): Promise<ScratchApp> {
  return launch({ type: 'follow', url: `${url}/graphql`, target, storage }, token);
}

/** the scratch app places a new eSIM line (OrderNewSubscriptionDocument) with placeOrder, sending it through `httpUrl`, its key kept in `storage` */
function place(httpUrl: string, storage: string, name: string): Promise<ScratchApp> {
  return launch(
    {
      type: 'place',
      url: `${gateway.url}/graphql`,
      httpUrl,
      input: { eSim: true, email: 'app@example.com', confirmationCode: '4711' },
      storage,
      name,
    },
    fresh,
  );
}

/** the scratch app started, and told what to do */
async function launch(
  command: Record<string, unknown>,
  token: (call: number) => Promise<string>,
): Promise<ScratchApp> {
  const child: ChildProcess = fork(join(app, 'follow.mjs'), [], {
    cwd: app,
    // plain Node, not the test worker's flags (which read the package from its sources)
    execArgv: [],
    env: npmEnv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiters = new Set<() => void>();
  const state: ScratchApp = {
    events: [],
    connected: 0,
    closes: [],
    tokens: 0,
    completed: false,
    errors: [],
    placed: undefined,
    retries: [],
    until: (predicate, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (child.exitCode !== null) {
            clearTimeout(timer);
            waiters.delete(check);
            reject(new Error(`the scratch app exited with ${child.exitCode}`));
            return;
          }
          if (!predicate(state)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          const { events, connected, closes, tokens, completed, errors } = state;
          reject(
            new Error(
              `timed out: ${JSON.stringify({ events, connected, closes, tokens, completed, errors })}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    },
  };
  child.once('exit', () => {
    for (const waiter of [...waiters]) waiter();
  });
  const ready = new Promise<void>((resolve) => {
    child.on('message', (message: Message) => {
      if (message.type === 'ready') resolve();
      else if (message.type === 'connected') state.connected += 1;
      else if (message.type === 'closed') state.closes.push({ code: message.code, reason: message.reason });
      else if (message.type === 'event') state.events.push(message.event);
      else if (message.type === 'complete') state.completed = true;
      else if (message.type === 'placed') state.placed = message.result;
      else if (message.type === 'retry') state.retries.push(message.why);
      else if (message.type === 'error') state.errors.push(message.error);
      else if (message.type === 'token?') {
        state.tokens += 1;
        void token(state.tokens).then((value) => child.send({ type: 'token', token: value }));
      }
      for (const waiter of [...waiters]) waiter();
    });
  });
  running.add(state);
  await ready;
  child.send(command);
  return state;
}

async function proxyToGateway(): Promise<TcpProxy> {
  const proxy = await startTcpProxy(gateway.url);
  proxies.add(proxy);
  return proxy;
}

const statuses = (scratch: ScratchApp) => scratch.events.map((e) => e.status);
/** the phone's user: the staff member who places the orders (an idempotency key is theirs alone) */
const USER = 'agent-package';
const fresh = () => staffToken(USER);

async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...staff },
    body: JSON.stringify({ query, variables }),
  });
  const { data, errors } = (await response.json()) as { data?: T; errors?: unknown };
  if (data === undefined || errors !== undefined) throw new Error(JSON.stringify(errors));
  return data;
}

/** a new eSIM line ordered as staff: INIT until the partner's clock moves */
async function placeOrder(): Promise<{ id: string; idempotencyKey: string }> {
  const idempotencyKey = `package-${randomUUID()}`;
  const input = { eSim: true, email: 'app@example.com', confirmationCode: '4711', idempotencyKey };
  const data = await graphql<{ orderNewSubscription: { activation?: { id: string } } }>(
    print(OrderNewSubscriptionDocument),
    { input },
  );
  const id = data.orderNewSubscription.activation?.id;
  if (id === undefined) throw new Error(`not placed: ${JSON.stringify(data)}`);
  return { id, idempotencyKey };
}

/** the partner takes the order one step on; resolves once the gateway's journal has the new status */
async function step(id: string, statusesSoFar: string[]): Promise<void> {
  await partner.advance(STEP_MS);
  const recorded = async () =>
    (
      await graphql<{ activation: { history: Array<{ status: string }> } }>(
        'query ($id: ID!) { activation(id: $id) { history { status } } }',
        { id },
      )
    ).activation.history.map((change) => change.status);
  await expect.poll(recorded, { timeout: 10_000 }).toEqual(statusesSoFar);
}

describe('the package from its tarball, in an app that has never seen this repository', () => {
  it('installs with its dependencies and peers, and exports JavaScript with type declarations', async () => {
    const manifest = JSON.parse(
      await readFile(join(app, 'node_modules', '@msp', 'client', 'package.json'), 'utf8'),
    ) as { exports: Record<string, Record<string, string> | string> };
    const installed = await readdir(join(app, 'node_modules', '@msp', 'client', 'dist'));
    expect(installed).toEqual(expect.arrayContaining(['index.js', 'index.d.ts', 'apollo.js', 'urql.d.ts']));
    // what the app's Node resolves: the built files, never the sources the repository reads
    const { stdout } = await run(
      process.execPath,
      ['--input-type=module', '-e', "console.log(import.meta.resolve('@msp/client'))"],
      { cwd: app },
    );
    expect(stdout.trim()).toMatch(/node_modules\/@msp\/client\/dist\/index\.js$/);
    expect(Object.keys(manifest.exports)).toContain('./persisted-documents.json');
    const persisted = await readdir(join(app, 'node_modules', '@msp', 'client', 'src', 'generated'));
    expect(persisted).toEqual(['persisted-documents.json']);
  });
});

describe('following an order from a phone', () => {
  it('replaces a connection that went silent (no pong) while the network is still silent, and the follow still ends with DONE', async () => {
    const proxy = await proxyToGateway();
    const { id } = await placeOrder();
    const phone = await follow(proxy.url, { id }, fresh);
    await phone.until((p) => p.events.length === 1 && p.connected === 1);
    // the network goes away under the socket, which neither answers nor closes for 25 s
    proxy.silence(25_000);
    await step(id, ['INIT', 'BUSY']);
    // the second connection comes within 20 s: before the silence ends, so because no pong came
    await proxy.untilConnections(2, 20_000);
    await phone.until((p) => p.connected === 2, 20_000);
    await step(id, ['INIT', 'BUSY', 'DONE']);
    await phone.until((p) => p.completed);
    expect(statuses(phone)).toEqual(['INIT', 'BUSY', 'DONE']);
    expect(phone.errors).toEqual([]);
  }, 60_000);

  it('calls getToken again after the token expired mid-follow, and follows on to DONE', async () => {
    const proxy = await proxyToGateway();
    const { idempotencyKey, id } = await placeOrder();
    // the first token lasts a few seconds; every later one ten minutes
    const phone = await follow(proxy.url, { idempotencyKey }, (call) =>
      call === 1 ? staffToken(USER, { expiresIn: '3s' }) : fresh(),
    );
    await phone.until((p) => p.events.length === 1);
    await step(id, ['INIT', 'BUSY']);
    await phone.until((p) => p.events.length === 2);
    await phone.until(
      (p) => p.closes.some((c) => c.code === 4403 && c.reason.startsWith('the token has expired')),
      15_000,
    );
    await phone.until((p) => p.connected === 2, 15_000);
    expect(phone.tokens).toBe(2);
    await step(id, ['INIT', 'BUSY', 'DONE']);
    await phone.until((p) => p.completed);
    expect(statuses(phone)).toEqual(['INIT', 'BUSY', 'DONE']);
    expect(phone.errors).toEqual([]);
  }, 60_000);

  it('stops at a token the gateway refuses (not valid): one connection, one getToken, and the 4403 handed to the app', async () => {
    const proxy = await proxyToGateway();
    const { id } = await placeOrder();
    const phone = await follow(proxy.url, { id }, async () => 'not-a-token');
    await phone.until((p) => p.errors.length === 1);
    expect(phone.errors[0]).toMatchObject({ code: 4403, reason: expect.stringContaining('not valid') });
    expect(phone.tokens).toBe(1);
    expect(proxy.connections).toBe(1);
    expect(phone.events).toEqual([]);
  });

  it('gets the BUSY it missed while the line was cut when it reconnects (since), then DONE, each once and in order', async () => {
    const proxy = await proxyToGateway();
    const { id } = await placeOrder();
    const phone = await follow(proxy.url, { id }, fresh);
    await phone.until((p) => p.events.length === 1 && p.connected === 1);
    proxy.cut();
    await phone.until((p) => p.closes.length >= 1);
    // the whole order happens while the phone is away: without since, DONE alone would come
    await step(id, ['INIT', 'BUSY']);
    await step(id, ['INIT', 'BUSY', 'DONE']);
    proxy.restore();
    await phone.until((p) => p.completed, 20_000);
    expect(phone.connected).toBe(2);
    expect(statuses(phone)).toEqual(['INIT', 'BUSY', 'DONE']);
    const times = phone.events.map((e) => Date.parse(e.modifiedAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(3);
  }, 60_000);
});

describe('a platform without a global WebSocket (Node before 22)', () => {
  it('is told by createWsClient at once what to pass, and follows an order with ws passed as webSocketImpl', async () => {
    const { id } = await placeOrder();
    const script = `
      import { createWsClient } from '@msp/client';
      import WebSocket from 'ws';
      console.log(typeof globalThis.WebSocket);
      try { createWsClient({ url: process.argv[1] }); } catch (error) { console.log(error.message); }
      const ws = createWsClient({ url: process.argv[1], webSocketImpl: WebSocket, getToken: () => process.env.TOKEN });
      ws.subscribe(
        { query: 'subscription ($id: ID!) { activationUpdated(id: $id) { status } }', variables: { id: process.argv[2] } },
        { next: (r) => { console.log(r.data?.activationUpdated.status ?? JSON.stringify(r.errors)); void ws.dispose(); }, error: (e) => { console.log(String(e?.reason ?? e)); void ws.dispose(); }, complete: () => {} },
      );`;
    // Node 22 and later can be started without their global WebSocket, as Node 20 runs
    const { stdout } = await run(
      process.execPath,
      ['--no-experimental-websocket', '--input-type=module', '-e', script, `${gateway.url}/graphql`, id],
      { cwd: app, env: { ...npmEnv, TOKEN: await fresh() }, timeout: 20_000 },
    );
    const [platform, refusal, status] = stdout.trim().split('\n');
    expect(platform).toBe('undefined');
    expect(refusal).toContain('createWsClient: this platform has no global WebSocket');
    expect(refusal).toContain("import WebSocket from 'ws'");
    expect(refusal).toContain('webSocketImpl: WebSocket');
    expect(status).toBe('INIT');
  });
});

/** the app's storage: a file of the scratch app that outlives its process */
const storageFile = () => join(app, `storage-${randomUUID()}.json`);
const stored = async (path: string): Promise<Record<string, string>> => {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
};

describe('keeping its place across app starts (a storage hook)', () => {
  it('a follow started again after the app was killed hears only what it had not shown: BUSY and DONE, not the INIT again', async () => {
    const storage = storageFile();
    const { id } = await placeOrder();
    const first = await follow(gateway.url, { id }, fresh, storage);
    await first.until((p) => p.events.length === 1);
    await expect.poll(async () => Object.keys(await stored(storage))).toHaveLength(1);
    await first.stop();
    await step(id, ['INIT', 'BUSY']);
    const again = await follow(gateway.url, { id }, fresh, storage);
    await again.until((p) => p.events.length === 1);
    await step(id, ['INIT', 'BUSY', 'DONE']);
    await again.until((p) => p.completed);
    expect(statuses(first)).toEqual(['INIT']);
    expect(statuses(again)).toEqual(['BUSY', 'DONE']);
    expect(again.errors).toEqual([]);
  }, 60_000);
});

describe('placing an order from a phone (placeOrder)', () => {
  const lossy = async (target = gateway.url): Promise<LossyProxy> => {
    const proxy = await startLossyProxy(target);
    lossyProxies.add(proxy);
    return proxy;
  };
  const newSubscriptions = async () => (await partner.stats()).NewSubscription ?? 0;
  const idOf = (scratch: ScratchApp) => String((scratch.events[0] as { id?: unknown } | undefined)?.id);
  /** the partner takes the order the app placed through BUSY to DONE */
  const finish = async (phone: ScratchApp) => {
    await phone.until((p) => p.events.length >= 1);
    await step(idOf(phone), ['INIT', 'BUSY']);
    await step(idOf(phone), ['INIT', 'BUSY', 'DONE']);
    await phone.until((p) => p.placed !== undefined, 20_000);
  };

  it('sends it again under the same key when its answer is lost, places one partner order, and follows it to DONE', async () => {
    const proxy = await lossy();
    proxy.lose(1, 'drop');
    const before = await newSubscriptions();
    const storage = storageFile();
    const phone = await place(proxy.url, storage, 'new-line');
    await proxy.untilLost(1);
    await finish(phone);
    expect(phone.placed).toMatchObject({ placed: true, replayed: true, activation: { status: 'DONE' } });
    expect(proxy.mutations).toBe(2);
    expect(phone.retries).toEqual([expect.stringMatching(/^no answer/)]);
    expect((await newSubscriptions()) - before).toBe(1);
    expect(statuses(phone)).toEqual(['INIT', 'BUSY', 'DONE']);
    // final: the key and the follow's place are forgotten
    expect(await stored(storage)).toEqual({});
  }, 60_000);

  it('keeps the key before the order leaves: an app killed while waiting for the answer sends the same key when started again, and one partner order is placed', async () => {
    const proxy = await lossy();
    proxy.lose(1, 'hold');
    const before = await newSubscriptions();
    const storage = storageFile();
    const killed = await place(proxy.url, storage, 'killed');
    await proxy.untilLost(1);
    const key = (await stored(storage))['@msp/client:order:killed'];
    expect(key).toEqual(expect.any(String));
    await killed.stop();
    const phone = await place(proxy.url, storage, 'killed');
    await finish(phone);
    expect(phone.placed).toMatchObject({ placed: true, replayed: true, idempotencyKey: key });
    expect((await newSubscriptions()) - before).toBe(1);
    expect(killed.events).toEqual([]);
    expect(statuses(phone)).toEqual(['INIT', 'BUSY', 'DONE']);
  }, 60_000);

  it("sends it again while the outcome is undecided (the partner's answer to the gateway lost), until the gateway has found it: one partner order", async () => {
    const proxy = await lossy();
    const before = await newSubscriptions();
    await partner.faults({ dropRate: 1, count: 1, operations: ['NewSubscription'] });
    const phone = await place(proxy.url, storageFile(), 'undecided');
    await finish(phone);
    expect(phone.placed).toMatchObject({ placed: true, replayed: true, activation: { status: 'DONE' } });
    expect(phone.retries[0]).toBe('OrderOutcomeUnknownError');
    expect((await newSubscriptions()) - before).toBe(1);
  }, 60_000);
});
