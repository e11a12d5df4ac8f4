/**
 * GET /dev/push: the development target's notifications (./development.ts) as a page an app
 * team opens beside the simulator, newest first. Served only while the development target is
 * on (never in production: the settings refuse it there) and only to the machine itself (a
 * loopback address), rendered on the server with every value escaped; it holds masked tokens
 * and the words a lock screen shows, nothing else.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PushRecorder, RecordedPush } from './development.js';

export const DEVELOPMENT_PUSH_PATH = '/dev/push';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** text safe inside an element or a quoted attribute */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

const cell = (value: string | null): string => `<td>${value === null ? '' : escapeHtml(value)}</td>`;

const row = (n: RecordedPush): string =>
  `<tr>${[
    n.recordedAt.toISOString(),
    n.platform,
    n.token,
    n.title,
    n.body,
    n.eventType,
    n.activationId,
    n.activationType,
    n.status,
    n.liveActivity,
  ]
    .map(cell)
    .join('')}</tr>`;

const HEADINGS = [
  'recorded at',
  'platform',
  'device',
  'title',
  'body',
  'event',
  'activation',
  'type',
  'status',
  'Live Activity',
];

/** the page, newest first */
export function developmentPushPage(recorded: readonly RecordedPush[]): string {
  const rows =
    recorded.length === 0
      ? `<tr><td colspan="${HEADINGS.length}">Nothing yet: register a device (registerDevice), then place an order.</td></tr>`
      : recorded.map(row).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Push notifications (development)</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}</style>
</head><body>
<h1>Push notifications (development)</h1>
<p>What this gateway would have sent to APNs and FCM: the last ${recorded.length} notifications, newest first. Nothing leaves the gateway. Reload to see new ones.</p>
<table><thead><tr>${HEADINGS.map((h) => `<th>${h}</th>`).join('')}</tr></thead>
<tbody>
${rows}
</tbody></table>
</body></html>
`;
}

/** loopback, as Node gives a peer's address (IPv4, IPv6, IPv4 mapped into IPv6) */
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The handler of GET /dev/push: whether it answered the request (it answers only that path).
 * A caller not on this machine gets 404, as if there were no page.
 */
export function serveDevelopmentPush(
  recorder: PushRecorder,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== DEVELOPMENT_PUSH_PATH) return false;
    if (!LOOPBACK.test(req.socket.remoteAddress ?? '')) {
      res.writeHead(404).end();
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return true;
    }
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : developmentPushPage(recorder.list()));
    return true;
  };
}
