/**
 * Where webhook messages may go (against SSRF: a staff member, or whoever holds their token,
 * making the gateway POST into its own network). In production an endpoint must be https and
 * reach only public addresses; outside production http and loopback are allowed too, so the
 * embedded set-up works. WEBHOOK_ALLOW_PRIVATE_NETWORKS opens private networks (and loopback)
 * for an internal receiver; link-local addresses, the cloud metadata address among them, and
 * every other special range stay closed whatever the setting.
 *
 * Checked when an endpoint is made or changed (the URL and every address its host resolves
 * to), and again at each delivery: the dispatcher's own DNS look-up refuses a connection to an
 * address that is not allowed, and connects to the address it checked, so a name that
 * resolves elsewhere between the check and the connection (DNS rebinding) gains nothing.
 * Address ranges are ipaddr.js's.
 */
import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, type Dispatcher } from 'undici';

export interface TargetPolicy {
  production: boolean;
  allowPrivateNetworks: boolean;
}

export type TargetRefusalCode =
  | 'WEBHOOK_URL_INVALID'
  | 'WEBHOOK_URL_NOT_HTTPS'
  | 'WEBHOOK_TARGET_NOT_ALLOWED'
  | 'WEBHOOK_TARGET_UNRESOLVABLE';

export interface TargetRefusal {
  code: TargetRefusalCode;
  message: string;
}

/** every address a host name resolves to */
export type LookupAll = (host: string) => Promise<Array<{ address: string; family: number }>>;

const MAX_URL_LENGTH = 2_048;

/** what an address is, for the rules above */
type AddressClass = 'public' | 'loopback' | 'private' | 'link-local' | 'special';

const CLASS_WORDS: Record<AddressClass, string> = {
  public: 'a public address',
  loopback: 'a loopback address',
  private: 'a private-network address',
  'link-local': 'a link-local address (the cloud metadata address is one)',
  special: 'a special-purpose address',
};

function classOf(address: string): AddressClass {
  let ip = ipaddr.process(address);
  // IPv6 forms that carry an IPv4 address (NAT64, 6to4) are what they carry
  if (ip.kind() === 'ipv6') {
    const v6 = ip as ipaddr.IPv6;
    const range = v6.range();
    if (range === 'rfc6052' || range === 'rfc6145') ip = ipaddr.fromByteArray(v6.toByteArray().slice(12));
    else if (range === '6to4') ip = ipaddr.fromByteArray(v6.toByteArray().slice(2, 6));
  }
  const range = ip.range();
  if (range === 'unicast') return 'public';
  if (range === 'loopback') return 'loopback';
  if (range === 'private' || range === 'uniqueLocal' || range === 'carrierGradeNat') return 'private';
  if (range === 'linkLocal') return 'link-local';
  return 'special';
}

function allowed(kind: AddressClass, policy: TargetPolicy): boolean {
  switch (kind) {
    case 'public':
      return true;
    case 'loopback':
      return !policy.production || policy.allowPrivateNetworks;
    case 'private':
      return policy.allowPrivateNetworks;
    default:
      return false;
  }
}

/** the refusal of an address the URL's host is, or resolves to; undefined when it may be reached */
function refusalOfAddress(address: string, host: string, policy: TargetPolicy): TargetRefusal | undefined {
  const kind = classOf(address);
  if (allowed(kind, policy)) return undefined;
  const what = host === address ? address : `${host}, which resolves to ${address},`;
  const unless =
    kind === 'private' || kind === 'loopback'
      ? ' (WEBHOOK_ALLOW_PRIVATE_NETWORKS=true allows private networks)'
      : '';
  return {
    code: 'WEBHOOK_TARGET_NOT_ALLOWED',
    message: `${what} is ${CLASS_WORDS[kind]}: webhooks may not be sent there${unless}`,
  };
}

/** the host of a URL as an address to check: an IP literal without brackets, or undefined for a name */
const literalOf = (hostname: string): string | undefined => {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) === 0 ? undefined : bare;
};

/** `localhost` and its subdomains are loopback by definition (RFC 6761), whatever a resolver says */
const isLocalhostName = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost');

/** What can be said from the URL alone: its form, its scheme, and an IP literal or localhost name. */
export function refusalOfUrl(url: string, policy: TargetPolicy): TargetRefusal | undefined {
  if (url.length > MAX_URL_LENGTH) {
    return { code: 'WEBHOOK_URL_INVALID', message: `must be at most ${MAX_URL_LENGTH} characters` };
  }
  const parsed = URL.parse(url);
  if (parsed === null) return { code: 'WEBHOOK_URL_INVALID', message: 'is not a URL' };
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return { code: 'WEBHOOK_URL_INVALID', message: 'must be an http or https URL' };
  }
  if (policy.production && parsed.protocol !== 'https:') {
    return { code: 'WEBHOOK_URL_NOT_HTTPS', message: 'must be https in production' };
  }
  if (parsed.username !== '' || parsed.password !== '') {
    return {
      code: 'WEBHOOK_URL_INVALID',
      message:
        'must not carry credentials: they would be kept in plain text, and the signature authenticates',
    };
  }
  const literal = literalOf(parsed.hostname);
  if (literal !== undefined) return refusalOfAddress(literal, literal, policy);
  if (isLocalhostName(parsed.hostname)) return refusalOfAddress('127.0.0.1', parsed.hostname, policy);
  return undefined;
}

const systemLookup: LookupAll = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true }, (error, addresses) =>
      error === null ? resolve(addresses) : reject(error),
    ),
  );

/** refusalOfUrl, then every address the URL's host resolves to */
export async function refusalOfTarget(
  url: string,
  policy: TargetPolicy,
  lookup: LookupAll = systemLookup,
): Promise<TargetRefusal | undefined> {
  const refusal = refusalOfUrl(url, policy);
  if (refusal !== undefined) return refusal;
  const { hostname } = new URL(url);
  if (literalOf(hostname) !== undefined || isLocalhostName(hostname)) return undefined;
  let addresses: Array<{ address: string }>;
  try {
    addresses = await lookup(hostname);
  } catch {
    return { code: 'WEBHOOK_TARGET_UNRESOLVABLE', message: `${hostname} does not resolve` };
  }
  if (addresses.length === 0)
    return { code: 'WEBHOOK_TARGET_UNRESOLVABLE', message: `${hostname} does not resolve` };
  for (const { address } of addresses) {
    const refused = refusalOfAddress(address, hostname, policy);
    if (refused !== undefined) return refused;
  }
  return undefined;
}

/** the error a refused connection fails with */
class TargetNotAllowed extends Error {
  readonly code = 'WEBHOOK_TARGET_NOT_ALLOWED';
}

/**
 * A dispatcher whose connections reach only allowed addresses: its look-up resolves the host,
 * refuses the connection when any address is not allowed, and hands the connection the
 * addresses it checked. (An IP literal never reaches a look-up: refusalOfUrl checks it.)
 */
export function guardedDispatcher(
  policy: TargetPolicy,
  options: { lookup?: LookupAll; connectTimeoutMs?: number } = {},
): Dispatcher {
  const resolve = options.lookup ?? systemLookup;
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = addresses
          .map(({ address }) => refusalOfAddress(address, hostname, policy))
          .find((r) => r !== undefined);
        if (refused !== undefined) {
          callback(new TargetNotAllowed(refused.message), '', 4);
          return;
        }
        const first = addresses[0];
        if (first === undefined) {
          callback(Object.assign(new Error(`${hostname} does not resolve`), { code: 'ENOTFOUND' }), '', 4);
          return;
        }
        if (lookupOptions.all === true) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), '', 4),
    );
  };
  return new Agent({
    connect: {
      lookup,
      ...(options.connectTimeoutMs === undefined ? {} : { timeout: options.connectTimeoutMs }),
    },
  });
}
