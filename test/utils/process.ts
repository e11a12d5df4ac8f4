/**
 * A gateway in a process of its own, for tests and benchmarks that need several instances, its
 * memory alone or what runs in production: `src/index.ts` through tsx, or with `command` any
 * other way to start it (`node dist/index.js` of a build, `npm start`). With `inspect`, the process
 * opens the inspector on loopback, so that `memory()` can collect garbage before measuring.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import WebSocket from 'ws';
import { STEP_MS } from './simulator.js';

export interface Memory {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

export interface GatewayProcess {
  url: string;
  child: ChildProcess;
  /** process.memoryUsage(), in bytes, after a full garbage collection (needs `inspect`) */
  memory(): Promise<Memory>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** one inspector (CDP) session: collect garbage twice, then read process.memoryUsage() */
async function measure(inspector: string): Promise<Memory> {
  const socket = new WebSocket(inspector);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let next = 0;
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve) => {
      const id = ++next;
      const onMessage = (data: WebSocket.RawData) => {
        const message = JSON.parse(data.toString()) as { id?: number; result?: unknown };
        if (message.id !== id) return;
        socket.off('message', onMessage);
        resolve(message.result);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const result = (await call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    })) as { result: { value: string } };
    return JSON.parse(result.result.value) as Memory;
  } finally {
    socket.close();
  }
}

export async function spawnGateway(
  env: Record<string, string>,
  options: { inspect?: boolean; command?: readonly string[]; cwd?: string } = {},
): Promise<GatewayProcess> {
  const [file, ...args] = options.command ?? [
    process.execPath,
    ...(options.inspect === true ? ['--inspect=127.0.0.1:0'] : []),
    '--import',
    'tsx',
    'src/index.ts',
  ];
  const child = spawn(file ?? process.execPath, args, {
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
    env: {
      ...process.env,
      PORT: '0',
      LOG_LEVEL: 'warn',
      SIMULATOR_STEP_MS: String(STEP_MS),
      // in a test, the test file's database; a gateway given DATA_DIR journals in its embedded one
      ...(env['DATA_DIR'] === undefined && process.env['TEST_DATABASE_URL'] !== undefined
        ? { DATABASE_URL: process.env['TEST_DATABASE_URL'] }
        : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', options.inspect === true ? 'pipe' : 'inherit'],
  });
  let inspector: string | undefined;
  child.stderr?.on('data', (chunk: Buffer) => {
    const found = /Debugger listening on (ws:\/\/\S+)/.exec(chunk.toString());
    if (found?.[1] !== undefined) inspector = found[1];
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`gateway did not start: ${out}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /GraphQL(?: and GraphiQL)?\s+(http:\/\/\S+)\/graphql/.exec(out);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`gateway exited with ${code}: ${out}`));
    });
  });
  return {
    url,
    child,
    memory: async () => {
      if (inspector === undefined)
        throw new Error('spawn the gateway with { inspect: true } to measure its memory');
      return measure(inspector);
    },
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
}
