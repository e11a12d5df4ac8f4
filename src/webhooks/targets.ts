/**
 * Where a webhook may be sent. Staff register the URLs the gateway POSTs order events to, so
 * an endpoint could aim the gateway at what only it can reach: the cloud metadata address, an
 * admin port on loopback, a database on the private network. A URL is checked when its
 * endpoint is created (refusalOfTarget: its form, then every address its host resolves to),
 * and every delivery goes through guardedDispatcher, which checks the addresses it actually
 * connects to, since DNS can answer differently at each delivery.
 *
 * Public unicast addresses are allowed. WEBHOOK_ALLOW_PRIVATE_NETWORKS opens loopback,
 * private, unique-local and carrier-grade NAT addresses for an internal network; outside
 * production loopback is open anyway (the embedded set-up and the tests). Link-local and cloud
 * metadata addresses, and everything else that is not public unicast, are never allowed. An address
 * that embeds an IPv4 one (IPv4-mapped, NAT64, 6to4) is judged by the address it embeds.
 */
import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector, type Dispatcher } from 'undici';
import { CODES } from '../errors/codes.js';

export interface TargetPolicy {
  /** https only, and loopback closed unless allowPrivateNetworks */
  production: boolean;
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS: loopback, private, unique-local and carrier-grade NAT addresses allowed */
  allowPrivateNetworks: boolean;
}

export type TargetRefusalCode =
  | typeof CODES.WEBHOOK_URL_INVALID
  | typeof CODES.WEBHOOK_URL_NOT_HTTPS
  | typeof CODES.WEBHOOK_TARGET_NOT_ALLOWED
  | typeof CODES.WEBHOOK_TARGET_UNRESOLVABLE;

export interface TargetRefusal {
  code: TargetRefusalCode;
  /** what was refused and why, e.g. "resolves to 169.254.169.254, a link-local address" */
  message: string;
}

/** Every address a host resolves to, as `dns.promises.lookup(host, { all: true })` gives them. */
export type LookupAll = (hostname: string) => Promise<readonly LookupAddress[]>;

/** The refusal of a connection by the guarded dispatcher, with the refusal's code. */
export class TargetRefusedError extends Error {
  override readonly name = 'TargetRefusedError';
  readonly code: TargetRefusalCode;

  constructor(refusal: TargetRefusal) {
    super(refusal.message);
    this.code = refusal.code;
  }
}

export const MAX_URL_LENGTH = 2048;

/**
 * Metadata services of the clouds, refused even when private networks are allowed: AWS's IPv6
 * one is unique-local and Alibaba's is carrier-grade NAT (169.254.169.254 is link-local anyway).
 */
const METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2::254', '100.100.100.200']);

const lookupAll: LookupAll = (hostname) => dnsLookup(hostname, { all: true });

// ---------------------------------------------------------------------------------------------
// addresses

/** What an address is: ipaddr.js's range, judged on the IPv4 address it embeds if it embeds one. */
interface AddressKind {
  range: string;
  /** the IPv4 address inside an IPv4-mapped, NAT64 or 6to4 one */
  embeds?: string;
  /** one of METADATA_ADDRESSES */
  metadata?: boolean;
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');

function kindOf(address: string): AddressKind {
  const family = isIP(address);
  if (family === 0) return { range: 'invalid' };
  if (family === 4) {
    const v4 = ipaddr.IPv4.parse(address);
    return { range: v4.range(), metadata: METADATA_ADDRESSES.has(v4.toString()) };
  }
  const v6 = ipaddr.IPv6.parse(address);
  const range = v6.range();
  const [, p1 = 0, p2 = 0, , , , p6 = 0, p7 = 0] = v6.parts;
  const embedded =
    range === 'ipv4Mapped' || range === 'rfc6145' || (range === 'rfc6052' && v6.match(NAT64_WELL_KNOWN))
      ? [p6, p7]
      : range === '6to4'
        ? [p1, p2]
        : undefined;
  if (embedded !== undefined) {
    const [high = 0, low = 0] = embedded;
    const v4 = new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]).toString();
    return { ...kindOf(v4), embeds: v4 };
  }
  // IPv4-compatible (::a.b.c.d) and unassigned space: unicast to ipaddr.js, not global unicast
  if (range === 'unicast' && !v6.match(GLOBAL_UNICAST_V6)) return { range: 'reserved' };
  return { range, metadata: METADATA_ADDRESSES.has(v6.toString()) };
}

/** the ranges WEBHOOK_ALLOW_PRIVATE_NETWORKS opens */
const INTERNAL_RANGES = new Set(['loopback', 'private', 'uniqueLocal', 'carrierGradeNat']);

function allows(kind: AddressKind, policy: TargetPolicy): boolean {
  if (kind.metadata === true) return false;
  if (kind.range === 'unicast') return true;
  if (kind.range === 'loopback' && !policy.production) return true;
  return policy.allowPrivateNetworks && INTERNAL_RANGES.has(kind.range);
}

const RANGE_NAMES: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  uniqueLocal: 'a unique-local address',
  carrierGradeNat: 'a carrier-grade NAT address',
  linkLocal: 'a link-local address',
  unspecified: 'the unspecified address',
  broadcast: 'the broadcast address',
  multicast: 'a multicast address',
  reserved: 'a reserved address',
  benchmarking: 'a benchmarking address',
  rfc6052: 'a local-use NAT64 address',
  teredo: 'a Teredo address',
  invalid: 'not an IP address',
};

/** "a private address", "which embeds 10.0.0.1, a private address" */
function nameOf(kind: AddressKind): string {
  const name = `${RANGE_NAMES[kind.range] ?? `an address of the ${kind.range} range`}${kind.metadata === true ? ' (a cloud metadata service)' : ''}`;
  return kind.embeds === undefined ? name : `which embeds ${kind.embeds}, ${name}`;
}

/** how the refusal ends: what would be allowed instead, so staff know what to do */
function remedy(kind: AddressKind, policy: TargetPolicy): string {
  if (kind.metadata === true || kind.range === 'linkLocal') {
    return 'link-local and cloud metadata addresses are never allowed';
  }
  if (INTERNAL_RANGES.has(kind.range) && !policy.allowPrivateNetworks) {
    return 'webhooks reach public addresses only, unless WEBHOOK_ALLOW_PRIVATE_NETWORKS=true opens the internal network';
  }
  return 'webhooks reach public addresses only';
}

/** An address, of a URL ("10.0.0.1 is a private address") or resolved from `hostname`. */
function refusalOfAddress(
  address: string,
  policy: TargetPolicy,
  hostname?: string,
): TargetRefusal | undefined {
  const kind = kindOf(address);
  if (allows(kind, policy)) return undefined;
  const subject =
    hostname !== undefined
      ? `${hostname} resolves to ${address},`
      : kind.embeds === undefined
        ? `${address} is`
        : `${address},`;
  return {
    code: CODES.WEBHOOK_TARGET_NOT_ALLOWED,
    message: `${subject} ${nameOf(kind)}: ${remedy(kind, policy)}`,
  };
}

/** The first of a host's addresses that is not allowed; one refused address refuses the host. */
function refusalOfAddresses(
  hostname: string,
  addresses: readonly LookupAddress[],
  policy: TargetPolicy,
): TargetRefusal | undefined {
  for (const { address } of addresses) {
    const refusal = refusalOfAddress(address, policy, hostname);
    if (refusal !== undefined) return refusal;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// hosts and URLs

const LOOPBACK: AddressKind = { range: 'loopback' };

/** RFC 6761: these names are loopback, whatever a resolver says. */
function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** A URL's or a connection's host (`[::1]` or `::1`), if what it is can be said without DNS. */
export function refusalOfHost(hostname: string, policy: TargetPolicy): TargetRefusal | undefined {
  const host = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  if (isIP(host) !== 0) return refusalOfAddress(host, policy);
  if (isLocalhostName(host) && !allows(LOOPBACK, policy)) {
    return {
      code: CODES.WEBHOOK_TARGET_NOT_ALLOWED,
      message: `${host} is a localhost name, a loopback address: ${remedy(LOOPBACK, policy)}`,
    };
  }
  return undefined;
}

function invalid(message: string): TargetRefusal {
  return { code: CODES.WEBHOOK_URL_INVALID, message };
}

/** The URL, or why it is refused, from its text alone. */
function parseTarget(url: string, policy: TargetPolicy): { url: URL } | { refusal: TargetRefusal } {
  if (url.length > MAX_URL_LENGTH) {
    return { refusal: invalid(`the webhook URL is longer than ${MAX_URL_LENGTH} characters`) };
  }
  const parsed = URL.parse(url);
  if (parsed === null) return { refusal: invalid('the webhook URL is not a URL') };
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return {
      refusal: invalid(`the webhook URL must be https (or http outside production), not ${parsed.protocol}`),
    };
  }
  if (parsed.username !== '' || parsed.password !== '') {
    return {
      refusal: invalid(
        'the webhook URL must not carry credentials (user:password@): they would be stored as plain text, and the signature already tells the receiver the gateway sent it',
      ),
    };
  }
  if (policy.production && parsed.protocol !== 'https:') {
    return {
      refusal: { code: CODES.WEBHOOK_URL_NOT_HTTPS, message: 'the webhook URL must be https in production' },
    };
  }
  const refusal = refusalOfHost(parsed.hostname, policy);
  return refusal === undefined ? { url: parsed } : { refusal };
}

/** What can be said from the URL alone: its form, scheme, credentials, length, an IP literal or a localhost name. */
export function refusalOfUrl(url: string, policy: TargetPolicy): TargetRefusal | undefined {
  const target = parseTarget(url, policy);
  return 'refusal' in target ? target.refusal : undefined;
}

/** refusalOfUrl, then every address the host resolves to, for an endpoint being created. */
export async function refusalOfTarget(
  url: string,
  policy: TargetPolicy,
  lookup: LookupAll = lookupAll,
): Promise<TargetRefusal | undefined> {
  const target = parseTarget(url, policy);
  if ('refusal' in target) return target.refusal;
  const { hostname } = target.url;
  if (hostname.startsWith('[') || isIP(hostname) !== 0) return undefined;
  let addresses: readonly LookupAddress[];
  try {
    addresses = await lookup(hostname);
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? ` (${String(error.code)})` : '';
    return { code: CODES.WEBHOOK_TARGET_UNRESOLVABLE, message: `${hostname} does not resolve${code}` };
  }
  if (addresses.length === 0) {
    return { code: CODES.WEBHOOK_TARGET_UNRESOLVABLE, message: `${hostname} resolves to no address` };
  }
  return refusalOfAddresses(hostname, addresses, policy);
}

// ---------------------------------------------------------------------------------------------
// the connection

/**
 * net.connect's `lookup`: every address is checked and the socket connects only to those
 * checked, so an answer that changed since the endpoint was created is seen here. A lookup
 * that fails fails the connection with its own error (ENOTFOUND): a failed attempt.
 */
function guardedLookup(policy: TargetPolicy, lookup: LookupAll): LookupFunction {
  const checked = async (hostname: string): Promise<[LookupAddress, ...LookupAddress[]]> => {
    const addresses = await lookup(hostname);
    const refusal = refusalOfAddresses(hostname, addresses, policy);
    if (refusal !== undefined) throw new TargetRefusedError(refusal);
    const [first, ...rest] = addresses;
    if (first === undefined) {
      throw Object.assign(new Error(`${hostname} resolves to no address`), { code: 'ENOTFOUND' });
    }
    return [first, ...rest];
  };
  // answered on a tick of its own, as dns.lookup answers: what the socket does with the answer
  // (emit an error, connect) stays out of the promise
  return (hostname, options, callback) => {
    checked(hostname).then(
      (addresses) =>
        process.nextTick(() =>
          options.all === true
            ? callback(null, addresses)
            : callback(null, addresses[0].address, addresses[0].family),
        ),
      (error: unknown) =>
        process.nextTick(() => callback(error instanceof Error ? error : new Error(String(error)), [])),
    );
  };
}

/**
 * An undici Agent for deliveries whose connections reach only allowed addresses. A host name
 * is resolved by its connect `lookup` (above); an IP literal never reaches a lookup in
 * net.connect, so the host is checked before connecting too. A refusal fails the request with
 * a TargetRefusedError (code WEBHOOK_TARGET_NOT_ALLOWED); nothing was sent. The scheme is the
 * URL's (refusalOfUrl), which delivery checks before each attempt.
 */
export function guardedDispatcher(
  policy: TargetPolicy,
  options: {
    /** @default dns.promises.lookup(host, { all: true }) */
    lookup?: LookupAll;
    /** @default undici's, 10 s */
    connectTimeoutMs?: number;
  } = {},
): Dispatcher {
  const { lookup = lookupAll, connectTimeoutMs } = options;
  const connector = buildConnector({
    lookup: guardedLookup(policy, lookup),
    ...(connectTimeoutMs === undefined ? {} : { timeout: connectTimeoutMs }),
  });
  return new Agent({
    connect: (target, callback) => {
      const refusal = refusalOfHost(target.hostname, policy);
      if (refusal === undefined) connector(target, callback);
      else queueMicrotask(() => callback(new TargetRefusedError(refusal), null));
    },
  });
}
