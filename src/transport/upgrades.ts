/**
 * Which WebSocket upgrades are refused before 101, and how: the gateway stopping (503), a name
 * it does not answer to (421, ./hosts.ts), a web page of an origin CORS does not allow (403,
 * ./origins.ts), one socket too many not yet acknowledged from its address, or in all when none
 * of those is silent (429, ./pending-sockets.ts).
 */
import type { IncomingMessage } from 'node:http';
import { misdirected, type ServedHosts } from './hosts.js';
import { mayOpenSocket, type OriginPolicy } from './origins.js';
import type { PendingSockets } from './pending-sockets.js';

export interface UpgradePolicy {
  /** whether the gateway is stopping */
  closing(): boolean;
  hosts: ServedHosts;
  origins: OriginPolicy;
  pending: PendingSockets;
}

export interface UpgradeRefusal {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

/** The client address sockets are counted by: the TCP peer's (no X-Forwarded-For is trusted). */
export const addressOf = (req: IncomingMessage) => req.socket.remoteAddress ?? '';

/** Why the upgrade `req` from a page of `origin` (none: not a browser) is refused, or undefined. */
export function upgradeRefusal(
  policy: UpgradePolicy,
  req: IncomingMessage,
  origin: string | undefined,
): UpgradeRefusal | undefined {
  const { host } = req.headers;
  // an upgrade on a keep-alive connection that was open before the stop
  if (policy.closing()) return { status: 503, message: 'the gateway is shutting down' };
  // a DNS rebinding page: same-origin to its browser, so only its Host gives it away
  const wrongName = misdirected(policy.hosts, host);
  if (wrongName !== undefined) {
    const { status, body, headers } = wrongName;
    return { status, message: body, headers };
  }
  // browsers apply no CORS to WebSockets: a page of another origin must not open one with its
  // visitor's cookies
  if (!mayOpenSocket(policy.origins, origin, host))
    return { status: 403, message: 'this origin may not open a WebSocket (CORS_ORIGINS)' };
  const tooMany = policy.pending.refusal(addressOf(req));
  if (tooMany === undefined) return undefined;
  // by then, every socket that holds a place now has sent connection_init or gone
  const retryAfter = String(Math.ceil(policy.pending.limits.initTimeoutMs / 1000));
  return { status: 429, message: tooMany, headers: { 'Retry-After': retryAfter } };
}
