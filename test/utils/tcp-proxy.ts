/**
 * A TCP proxy between a client and a server, for what networks do to phones: `silence()` stops
 * forwarding both ways on the connections open at that moment, without closing them (a phone
 * that changed networks: its old connection neither answers nor closes), while new connections
 * go through; `cut()` ends every connection and refuses new ones until `restore()` (a phone out
 * of coverage). Tests wait on `connections` (how many have been accepted), not on time.
 */
import { createServer, type Socket, connect as tcpConnect } from 'node:net';

export interface TcpProxy {
  /** where clients connect: http://127.0.0.1:<port> */
  url: string;
  /** connections accepted and forwarded so far */
  readonly connections: number;
  /** resolves once `count` connections have been accepted (now or later) */
  untilConnections(count: number, timeoutMs?: number): Promise<void>;
  /** the connections open now go silent both ways for `ms`, without closing @default 25_000 */
  silence(ms?: number): void;
  /** ends every connection, and ends new ones at once, until restore() */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
  silent: boolean;
}

export async function startTcpProxy(target: string): Promise<TcpProxy> {
  const { hostname, port } = new URL(target);
  const pairs = new Set<Pair>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const waiters = new Set<() => void>();
  let accepted = 0;
  let refusing = false;

  const server = createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = tcpConnect(Number(port), hostname);
    const pair: Pair = { client, upstream, silent: false };
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    // one side's close ends the other, but not while silent: a server that drops a connection
    // the phone can no longer reach is not heard by the phone
    const end = () => {
      if (pair.silent) return;
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
    accepted += 1;
    for (const waiter of [...waiters]) waiter();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');

  return {
    url: `http://127.0.0.1:${address.port}`,
    get connections() {
      return accepted;
    },
    untilConnections: (count, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (accepted < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${accepted} connections, not ${count}, within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    silence: (ms = 25_000) => {
      // unpiped, and not read: what arrives stays in the kernel's buffers, as on a dead link
      for (const pair of pairs) {
        const { client, upstream } = pair;
        pair.silent = true;
        client.unpipe(upstream).pause();
        upstream.unpipe(client).pause();
        const timer = setTimeout(() => {
          timers.delete(timer);
          pair.silent = false;
          if (client.destroyed || upstream.destroyed) {
            pairs.delete(pair);
            client.destroy();
            upstream.destroy();
            return;
          }
          client.pipe(upstream);
          upstream.pipe(client);
        }, ms);
        timers.add(timer);
      }
    },
    cut: () => {
      refusing = true;
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
    },
    restore: () => {
      refusing = false;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
