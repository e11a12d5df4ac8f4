/**
 * A back office's webhook endpoint for the tests: an HTTP server on an ephemeral port that
 * keeps every message it is sent (raw body and headers), answers each with the next status
 * the test scripted (then 204), and lets a test wait for the messages it expects.
 */
import { EventEmitter } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  webhookId: string;
  headers: IncomingHttpHeaders;
  body: string;
  message: { type: string; timestamp: string; data: Record<string, unknown> };
  /** the status it was answered with; 0 while it is held unanswered */
  answeredWith: number;
}

export interface TestReceiver {
  url: string;
  received: Received[];
  /** the statuses the next requests are answered with, in turn; then 204 */
  answer(...statuses: number[]): void;
  /** answers with what `status` says at the time (`hold`: never), once the scripted statuses are spent */
  answerWith(status: () => number | 'hold'): void;
  /** resolves with every message once `enough` holds of them */
  until(enough: (received: Received[]) => boolean): Promise<Received[]>;
  /** the messages taken (answered 2xx), oldest first */
  taken(): Received[];
  close(): Promise<void>;
}

export async function startReceiver(path = '/hooks'): Promise<TestReceiver> {
  const received: Received[] = [];
  const scripted: number[] = [];
  let otherwise: () => number | 'hold' = () => 204;
  const events = new EventEmitter();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const status = scripted.shift() ?? otherwise();
      let message: Received['message'] = { type: '', timestamp: '', data: {} };
      try {
        message = JSON.parse(body) as Received['message'];
      } catch {
        // kept as it came: the test's assertions say what was wrong
      }
      received.push({
        webhookId: String(req.headers['webhook-id']),
        headers: req.headers,
        body,
        message,
        answeredWith: status === 'hold' ? 0 : status,
      });
      if (status !== 'hold') res.writeHead(status).end();
      events.emit('message');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    answer: (...statuses) => scripted.push(...statuses),
    answerWith: (status) => {
      otherwise = status;
    },
    taken: () => received.filter((r) => r.answeredWith >= 200 && r.answeredWith < 300),
    until: (enough) =>
      new Promise((resolve) => {
        const check = () => {
          if (!enough(received)) return;
          events.off('message', check);
          resolve(received);
        };
        events.on('message', check);
        check();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
