/**
 * A receiver of the gateway's order webhooks, to copy into a back office: it verifies each
 * message's signature and timestamp with the Standard Webhooks library (any of its libraries,
 * in any language, does the same), takes each message once however often it comes, and answers
 * 204. Run it with Node 24, which runs this file as it is:
 *
 *   WEBHOOK_SECRET=whsec_... PORT=4100 node examples/webhook-receiver/server.ts
 *
 * What it answers, and why (the gateway acts on it):
 * - 204: taken. Any 2xx ends the message's delivery. A `webhook.test` message (staff checking
 *   the endpoint with sendTestWebhookEvent) is answered 204 too, and otherwise ignored.
 * - 400: not a message from the gateway (bad signature, old timestamp, not JSON). The gateway
 *   tries again on its schedule, and the message ends a dead letter if it never verifies.
 * - never 410 Gone unless the endpoint is to be disabled: the gateway stops sending to it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';

const secret = process.env['WEBHOOK_SECRET'];
if (secret === undefined || !secret.startsWith('whsec_')) {
  process.stderr.write(
    'WEBHOOK_SECRET must be the endpoint secret createWebhookEndpoint answered (whsec_...)\n',
  );
  process.exit(1);
}
const webhook = new Webhook(secret);
const port = Number(process.env['PORT'] ?? 4100);
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The webhook-ids already taken, with when: a message can come again (the gateway delivers at
 * least once), and is then answered without being taken twice. Kept longer than the gateway
 * retries (about three days). A real receiver keeps them in its own database, written in the
 * same transaction as what the message does, so that a crash between the two cannot take a
 * message twice or lose it.
 */
const seen = new Map<string, number>();
const KEEP_MS = 4 * 86_400_000;

interface OrderEvent {
  type: string;
  timestamp: string;
  data: { orderId: string; activationId: string | null; status: string | null; [field: string]: unknown };
}

function isOrderEvent(value: unknown): value is OrderEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { type, data } = value as Record<string, unknown>;
  return typeof type === 'string' && typeof data === 'object' && data !== null && 'orderId' in data;
}

function isTestEvent(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Record<string, unknown>)['type'] === 'webhook.test'
  );
}

/** what the back office does with an event: here, one line on stdout */
function take(id: string, event: OrderEvent): void {
  process.stdout.write(
    `${JSON.stringify({ handled: id, type: event.type, orderId: event.data.orderId, status: event.data.status })}\n`,
  );
}

async function bodyOf(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function answer(res: ServerResponse, status: number, reason?: string): void {
  res.writeHead(status, reason === undefined ? {} : { 'content-type': 'text/plain' }).end(reason);
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') return answer(res, 405, 'POST only');
  const body = await bodyOf(req);
  if (body === undefined) return answer(res, 413, 'too large');
  let event: unknown;
  try {
    // the signature covers the id, the timestamp and these very bytes; a timestamp more than
    // five minutes from now is refused too, so a message cannot be replayed later
    event = webhook.verify(body, {
      'webhook-id': String(req.headers['webhook-id'] ?? ''),
      'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
      'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
    });
  } catch (error) {
    return answer(res, 400, error instanceof WebhookVerificationError ? error.message : 'not verified');
  }
  // staff checking the endpoint: verified, so the secret and the route work; nothing to do
  if (isTestEvent(event)) return answer(res, 204);
  if (!isOrderEvent(event)) return answer(res, 400, 'not an order event');
  const id = String(req.headers['webhook-id']);
  const now = Date.now();
  for (const [old, at] of seen) if (now - at > KEEP_MS) seen.delete(old);
  if (!seen.has(id)) {
    take(id, event);
    seen.set(id, now);
  }
  return answer(res, 204);
}

const server = createServer((req, res) => {
  // a client that goes away mid-body (or any other failure of one request) ends that request,
  // never the receiver
  handle(req, res).catch(() => {
    if (!res.headersSent) answer(res, 400, 'not read');
    else res.destroy();
  });
});

server.listen(port, () => {
  const address = server.address();
  const bound = typeof address === 'object' && address !== null ? address.port : port;
  process.stdout.write(`webhook receiver listening on http://127.0.0.1:${bound}/\n`);
});
