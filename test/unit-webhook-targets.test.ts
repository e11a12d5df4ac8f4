/**
 * Where a webhook endpoint may point, as the gateway decides it when the endpoint is created:
 * refusalOfUrl from the text alone, refusalOfTarget with every address the host resolves to
 * (an injected lookup stands for DNS). The connections themselves are in webhook-targets.test.ts.
 */
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import { type LookupAll, refusalOfTarget, refusalOfUrl, type TargetPolicy } from '../src/webhooks/targets.js';

const production: TargetPolicy = { production: true, allowPrivateNetworks: false };
const internal: TargetPolicy = { production: true, allowPrivateNetworks: true };
const development: TargetPolicy = { production: false, allowPrivateNetworks: false };

/** DNS as a table: a name answers its addresses, any other name is ENOTFOUND */
function dns(names: Record<string, string[]>): LookupAll {
  return async (hostname) => {
    const addresses = names[hostname];
    if (addresses === undefined) {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    }
    return addresses.map((address): LookupAddress => ({ address, family: isIP(address) }));
  };
}

const lookup = dns({
  localhost: ['127.0.0.1', '::1'],
  'hooks.example.com': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
  'internal.example.com': ['10.1.2.3'],
  'mixed.example.com': ['93.184.216.34', '10.1.2.3'],
  'metadata.example.com': ['169.254.169.254'],
  'nowhere.example.com': [],
});

describe('webhook targets at creation', () => {
  it.each([
    ['127.0.0.1', 'https://127.0.0.1/hooks', '127.0.0.1 is a loopback address'],
    ['localhost', 'https://localhost/hooks', 'localhost is a localhost name, a loopback address'],
    ['foo.localhost', 'https://foo.localhost/hooks', 'foo.localhost is a localhost name'],
    ['::1', 'https://[::1]/hooks', '::1 is a loopback address'],
    ['::ffff:127.0.0.1', 'https://[::ffff:127.0.0.1]/hooks', 'which embeds 127.0.0.1, a loopback address'],
    ['127.0.0.1 spelt as a number', 'https://2130706433/hooks', '127.0.0.1 is a loopback address'],
    ['10.0.0.1', 'https://10.0.0.1/hooks', '10.0.0.1 is a private address'],
    ['172.16.0.1', 'https://172.16.0.1/hooks', '172.16.0.1 is a private address'],
    ['192.168.1.1', 'https://192.168.1.1/hooks', '192.168.1.1 is a private address'],
    ['169.254.169.254', 'https://169.254.169.254/latest', '169.254.169.254 is a link-local address'],
    ['fe80::1', 'https://[fe80::1]/hooks', 'fe80::1 is a link-local address'],
    ['fc00::1', 'https://[fc00::1]/hooks', 'fc00::1 is a unique-local address'],
    ['100.64.0.1', 'https://100.64.0.1/hooks', '100.64.0.1 is a carrier-grade NAT address'],
    ['0.0.0.0', 'https://0.0.0.0/hooks', '0.0.0.0 is the unspecified address'],
    ['::', 'https://[::]/hooks', ':: is the unspecified address'],
    ['224.0.0.1', 'https://224.0.0.1/hooks', '224.0.0.1 is a multicast address'],
    ['255.255.255.255', 'https://255.255.255.255/hooks', '255.255.255.255 is the broadcast address'],
    ['192.0.2.1', 'https://192.0.2.1/hooks', '192.0.2.1 is a reserved address'],
    ['198.18.0.1 (benchmarking)', 'https://198.18.0.1/hooks', '198.18.0.1 is a reserved address'],
    ['NAT64 of 10.0.0.1', 'https://[64:ff9b::a00:1]/hooks', 'which embeds 10.0.0.1, a private address'],
    [
      '6to4 of 192.168.1.1',
      'https://[2002:c0a8:101::1]/hooks',
      'which embeds 192.168.1.1, a private address',
    ],
    ['IPv4-compatible ::127.0.0.1', 'https://[::7f00:1]/hooks', '::7f00:1 is a reserved address'],
    ['fd00:ec2::254', 'https://[fd00:ec2::254]/hooks', '(a cloud metadata service)'],
    [
      'a hostname resolving to a private address',
      'https://internal.example.com/hooks',
      'internal.example.com resolves to 10.1.2.3, a private address',
    ],
    [
      'a hostname resolving to one public and one private address',
      'https://mixed.example.com/hooks',
      'mixed.example.com resolves to 10.1.2.3, a private address',
    ],
  ])('refuses %s in production, naming the address class', async (_, url, message) => {
    const refusal = await refusalOfTarget(url, production, lookup);
    expect(refusal?.code).toBe('WEBHOOK_TARGET_NOT_ALLOWED');
    expect(refusal?.message).toContain(message);
  });

  it('allows a hostname whose every address is public, and public IP literals', async () => {
    expect(
      await refusalOfTarget('https://hooks.example.com/orders?v=1#events', production, lookup),
    ).toBeUndefined();
    expect(await refusalOfTarget('https://93.184.216.34:8443/orders', production, lookup)).toBeUndefined();
    expect(await refusalOfTarget('https://[2606:4700::1111]/orders', production, lookup)).toBeUndefined();
    // NAT64 of a public address: what DNS64 answers on an IPv6-only network
    expect(await refusalOfTarget('https://[64:ff9b::808:808]/orders', production, lookup)).toBeUndefined();
  });

  it('refuses http in production, even when private networks are allowed', () => {
    for (const policy of [production, internal]) {
      expect(refusalOfUrl('http://hooks.example.com/orders', policy)).toEqual({
        code: 'WEBHOOK_URL_NOT_HTTPS',
        message: 'the webhook URL must be https in production',
      });
    }
  });

  it('refuses credentials in the URL, whatever the policy', () => {
    for (const url of ['https://user:secret@hooks.example.com/', 'https://user@hooks.example.com/']) {
      for (const policy of [production, internal, development]) {
        const refusal = refusalOfUrl(url, policy);
        expect(refusal?.code).toBe('WEBHOOK_URL_INVALID');
        expect(refusal?.message).toContain('must not carry credentials');
      }
    }
  });

  it('refuses what does not parse, schemes other than http and https, and URLs over 2048 characters', () => {
    const long = `https://hooks.example.com/${'a'.repeat(2048)}`;
    for (const url of [
      'hooks.example.com/orders',
      'https://',
      'ftp://hooks.example.com/',
      'file:///etc/passwd',
      long,
    ]) {
      expect(refusalOfUrl(url, development)?.code).toBe('WEBHOOK_URL_INVALID');
    }
    const longest = `https://hooks.example.com/${'a'.repeat(2048 - 'https://hooks.example.com/'.length)}`;
    expect(refusalOfUrl(longest, production)).toBeUndefined();
  });

  it('refuses a hostname that does not resolve, or resolves to no address', async () => {
    expect(await refusalOfTarget('https://unknown.example.com/', production, lookup)).toEqual({
      code: 'WEBHOOK_TARGET_UNRESOLVABLE',
      message: 'unknown.example.com does not resolve (ENOTFOUND)',
    });
    expect((await refusalOfTarget('https://nowhere.example.com/', production, lookup))?.code).toBe(
      'WEBHOOK_TARGET_UNRESOLVABLE',
    );
  });

  it('says how to open the internal network, and that link-local never opens', async () => {
    expect(refusalOfUrl('https://10.0.0.1/', production)?.message).toContain(
      'WEBHOOK_ALLOW_PRIVATE_NETWORKS=true',
    );
    expect((await refusalOfTarget('https://metadata.example.com/', internal, lookup))?.message).toBe(
      'metadata.example.com resolves to 169.254.169.254, a link-local address (a cloud metadata service): link-local and cloud metadata addresses are never allowed',
    );
  });

  it('lets allowPrivateNetworks open private, unique-local, carrier-grade NAT and loopback, but not link-local', async () => {
    for (const url of [
      'https://10.0.0.1/',
      'https://172.16.0.1/',
      'https://192.168.1.1/',
      'https://[fc00::1]/',
      'https://100.64.0.1/',
      'https://127.0.0.1/',
      'https://localhost/',
      'https://[::ffff:10.0.0.1]/',
      'https://internal.example.com/',
      'https://mixed.example.com/',
    ]) {
      expect(await refusalOfTarget(url, internal, lookup), url).toBeUndefined();
    }
    for (const url of [
      'https://169.254.169.254/',
      'https://169.254.1.1/',
      'https://[fe80::1]/',
      'https://[::ffff:169.254.169.254]/',
      'https://[fd00:ec2::254]/',
      'https://100.100.100.200/',
      'https://metadata.example.com/',
      'https://0.0.0.0/',
      'https://224.0.0.1/',
    ]) {
      expect((await refusalOfTarget(url, internal, lookup))?.code, url).toBe('WEBHOOK_TARGET_NOT_ALLOWED');
    }
  });

  it('allows http and loopback outside production, but still refuses private and link-local addresses', async () => {
    for (const url of [
      'http://127.0.0.1:4000/hooks',
      'http://[::1]:4000/hooks',
      'http://localhost:4000/hooks',
    ]) {
      expect(refusalOfUrl(url, development), url).toBeUndefined();
    }
    for (const url of [
      'http://10.0.0.1/',
      'http://169.254.169.254/',
      'http://[fe80::1]/',
      'http://[fc00::1]/',
    ]) {
      expect(refusalOfUrl(url, development)?.code, url).toBe('WEBHOOK_TARGET_NOT_ALLOWED');
    }
    expect((await refusalOfTarget('http://internal.example.com/', development, lookup))?.code).toBe(
      'WEBHOOK_TARGET_NOT_ALLOWED',
    );
  });
});
