/**
 * An HTTP proxy in front of the partner that holds the requests of chosen operations until the
 * test releases them: a slow partner read whose end the test decides, so that a test can see
 * what a client gets while the read is still going on, without guessing at times. Held
 * `answers` are the partner's answers to requests it has already processed: what they bring is
 * the state from before anything the test does meanwhile.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeldPartner {
  /** the partner's base URL through the proxy */
  url: string;
  /** requests held now */
  readonly held: number;
  /** resolves once `count` requests are held (now or later) */
  untilHeld(count: number): Promise<void>;
  /** lets every held request through, and those that come later, until hold() */
  release(): void;
  /** lets the requests that come from now on through, and keeps those held until release() */
  passNew(): void;
  /** holds the chosen operations' requests again (as when started) */
  hold(): void;
  close(): Promise<void>;
}

/** Holds requests (or their answers) to the partner at `target` whose operation is one of `operations`. */
export async function startHeldPartner(
  target: string,
  operations: readonly string[],
  hold: 'requests' | 'answers' = 'requests',
): Promise<HeldPartner> {
  const held: Array<() => void> = [];
  const waiters = new Set<() => void>();
  let releasing = false;
  const forward = async (req: IncomingMessage, res: ServerResponse, answered = async () => {}) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host',
      ),
    );
    const answer = await fetch(new URL(req.url ?? '/', target), {
      method: req.method ?? 'GET',
      headers,
      ...(chunks.length === 0 ? {} : { body: Buffer.concat(chunks) }),
    });
    const body = Buffer.from(await answer.arrayBuffer());
    await answered();
    res.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
    });
    res.end(body);
  };
  const server = createServer((req, res) => {
    const operation = new URL(req.url ?? '/', 'http://partner').pathname.split('/').at(-1) ?? '';
    if (releasing || !operations.includes(operation)) {
      void forward(req, res);
      return;
    }
    if (hold === 'answers') {
      void forward(req, res, () => {
        if (releasing) return Promise.resolve();
        const answered = new Promise<void>((resolve) => held.push(resolve));
        for (const wake of waiters) wake();
        return answered;
      });
      return;
    }
    held.push(() => void forward(req, res));
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get held() {
      return held.length;
    },
    untilHeld: (count) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (held.length < count) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      }),
    release() {
      releasing = true;
      for (const send of held.splice(0)) send();
    },
    hold() {
      releasing = false;
    },
    passNew() {
      releasing = true;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
