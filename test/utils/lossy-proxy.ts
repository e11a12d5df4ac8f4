/**
 * An HTTP proxy in front of the gateway that loses answers, as a phone's network does: the
 * request reaches the gateway and runs, and its answer never reaches the app. `lose(n, 'drop')`:
 * the next n mutations' connections are destroyed once the gateway has answered (the app sees
 * the socket hang up); `lose(n, 'hold')`: their answers are kept back until the app gives up or
 * goes (an app killed while waiting). Everything else passes as it is. Tests wait on `lost`
 * (answers lost so far).
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Loss = 'drop' | 'hold' | 'bad-gateway';

export interface LossyProxy {
  /** where the app sends: http://127.0.0.1:<port>/graphql */
  url: string;
  /** answers lost so far */
  readonly lost: number;
  /** mutations the gateway answered, through this proxy */
  readonly mutations: number;
  lose(count: number, how: Loss): void;
  untilLost(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startLossyProxy(gatewayUrl: string): Promise<LossyProxy> {
  let toLose = 0;
  let how: Loss = 'drop';
  let lost = 0;
  let mutations = 0;
  const waiters = new Set<() => void>();
  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const headers = Object.fromEntries(
        Object.entries(request.headers).flatMap(([name, value]) =>
          HOP.has(name) || value === undefined
            ? []
            : [[name, Array.isArray(value) ? value.join(', ') : value]],
        ),
      );
      const upstream = await fetch(new URL(request.url ?? '/', gatewayUrl), {
        method: request.method ?? 'GET',
        headers,
        ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
      });
      const answer = Buffer.from(await upstream.arrayBuffer());
      const isMutation =
        /"query"\s*:\s*"\s*mutation\b/.test(body.toString()) || body.includes('"persistedQuery"');
      if (isMutation) mutations += 1;
      if (isMutation && toLose > 0) {
        toLose -= 1;
        lost += 1;
        for (const waiter of [...waiters]) waiter();
        if (how === 'drop') request.socket.destroy();
        if (how === 'bad-gateway')
          response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502</h1>');
        return; // held: never answered
      }
      const out: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!HOP.has(name) && name !== 'content-encoding') out[name] = value;
      });
      response.writeHead(upstream.status, out).end(answer);
    })().catch(() => request.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    get lost() {
      return lost;
    },
    get mutations() {
      return mutations;
    },
    lose: (count, kind) => {
      toLose = count;
      how = kind;
    },
    untilLost: (count, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (lost < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out: ${lost} of ${count} answers lost`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
