/**
 * Which names the gateway answers to, against DNS rebinding: a page on rebind.attacker.example
 * whose name is then made to resolve to 127.0.0.1 is, to the browser, of its own origin, so CORS
 * lets it read every answer of a gateway on that machine and open a socket to it. What gives it
 * away is the Host its browser sends: the attacker's name. One rule for every HTTP request, on
 * every path and port, and for the WebSocket upgrade (checked before 101).
 *
 * Answered: `localhost` and the names under it, any IP literal, and the configured names
 * (PUBLIC_HOSTS, and HOST when it is a name), with any port. No page can rebind to those: a
 * browser resolves localhost names itself, and a page served from an IP literal can only ever
 * reach that address; so probes by IP (an orchestrator's, Prometheus by pod IP) need no
 * setting. A request without a Host (HTTP/1.0; Node answers 400 to HTTP/1.1 without one) comes
 * from no browser, so from no rebinding page: answered. The matching is Vite's own
 * (host-validation-middleware); a name with a leading dot also stands for every name under it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isHostAllowed } from 'host-validation-middleware';
import { CODES } from '../errors/codes.js';

/** the names besides localhost and IP literals, lowercase: PUBLIC_HOSTS and HOST (an address there changes nothing) */
export type ServedHosts = readonly string[];

/** Whether the gateway answers a request that names `host` (the Host header, port included). */
function servesHost(names: ServedHosts, host: string): boolean {
  // a copy, never frozen: the library remembers every allowed Host of a frozen list, and any
  // IP literal with any port is allowed, so that memory would grow with every made-up one
  return isHostAllowed(host.toLowerCase(), [...names]);
}

/** a refusal before yoga or ws: its status and a GraphQL error body with a code */
export interface Refusal {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const refusal = (status: number, code: string, message: string): Refusal => ({
  status,
  // spelled as ws spells its own, which this replaces in an upgrade's refusal
  headers: { 'Content-Type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ errors: [{ message, extensions: { code } }] }),
});

/**
 * The refusal of a request that names a Host the gateway does not answer to, or undefined; the
 * same on HTTP and at the upgrade: 421 Misdirected Request, naming the Host and the setting. A
 * request without a Host is answered (see above).
 */
export function misdirected(names: ServedHosts, host: string | undefined): Refusal | undefined {
  if (host === undefined || servesHost(names, host)) return undefined;
  return refusal(
    421,
    CODES.HOST_NOT_ALLOWED,
    `this gateway does not answer to the name ${JSON.stringify(host.slice(0, 255))} (a DNS rebinding page would come by a name of its own): call it by localhost, an IP address or a name of PUBLIC_HOSTS`,
  );
}

/**
 * Answers 421 to a request for a name not served, and 400 to one whose URL cannot be made of
 * its Host and target (a port past 65535, `localhost:evil`, an absolute-form target): the
 * server adapter would answer those with its own 500 and the error's stack. Whether it did.
 */
export function refusedHost(names: ServedHosts, req: IncomingMessage, res: ServerResponse): boolean {
  const { host } = req.headers;
  const refused =
    misdirected(names, host) ??
    // as the adapter makes it (@whatwg-node/server's buildFullUrl)
    (URL.canParse(`http://${host ?? 'localhost'}${req.url ?? '/'}`)
      ? undefined
      : refusal(
          400,
          CODES.BAD_REQUEST,
          'the request names no URL this gateway can read: send a Host of a name and a valid port, and a target path such as /graphql',
        ));
  if (refused === undefined) return false;
  res.writeHead(refused.status, refused.headers).end(refused.body);
  return true;
}
