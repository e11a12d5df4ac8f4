/**
 * What the gateway costs on top of the partner API: a one-resource query through the gateway
 * against the same REST call made directly to the simulator, in the same run, with autocannon.
 * The simulator and the gateway each run in a process of their own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { spawnGateway } from '../test/utils/process.js';

export interface OverheadRow {
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function spawnSimulator(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/partner-simulator/src/main.ts'], {
    env: { ...process.env, SIMULATOR_PORT: '0', SIMULATOR_CLOCK: 'manual' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`simulator exited with ${code}`)));
  });
  return { url, child };
}

const measure = async (target: string, options: autocannon.Options): Promise<OverheadRow> => {
  const result = await autocannon(options);
  return {
    target,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
};

export async function overheadScenario(durationSeconds: number, connections: number): Promise<OverheadRow[]> {
  const simulator = await spawnSimulator();
  const gateway = await spawnGateway({
    PROVIDER_BASE_URL: simulator.url,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    PARTNER_CALLS_PER_MINUTE: '10000000',
  });
  try {
    const page = (await (await fetch(`${simulator.url}/api/QuerySimcard?take=1`)).json()) as {
      results: Array<{ simCardNumber: string }>;
    };
    const number = page.results[0]?.simCardNumber ?? '';
    const direct = await measure('REST call to the simulator: GET /api/QuerySimcard?simCardNumber=…', {
      url: `${simulator.url}/api/QuerySimcard?simCardNumber=${number}`,
      connections,
      duration: durationSeconds,
    });
    const graph = await measure('the same through the gateway: { simCard(simCardNumber) { … } }', {
      url: `${gateway.url}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ simCard(simCardNumber: "${number}") { simCardNumber status simCardType phoneNumber } }`,
      }),
      connections,
      duration: durationSeconds,
    });
    return [direct, graph];
  } finally {
    await gateway.stop();
    simulator.child.kill('SIGTERM');
  }
}
