/**
 * The targets a webhook endpoint may have (src/webhooks/targets.ts), address by address: what
 * production refuses, what outside production allows, and what WEBHOOK_ALLOW_PRIVATE_NETWORKS
 * opens and keeps closed. Host names resolve through a look-up the test gives.
 */
import { describe, expect, it } from 'vitest';
import { type LookupAll, refusalOfTarget, refusalOfUrl, type TargetPolicy } from '../src/webhooks/targets.js';

const PRODUCTION: TargetPolicy = { production: true, allowPrivateNetworks: false };
const DEVELOPMENT: TargetPolicy = { production: false, allowPrivateNetworks: false };
const INTERNAL: TargetPolicy = { production: true, allowPrivateNetworks: true };

/** a resolver that answers `addresses` for every name */
const resolvesTo =
  (...addresses: string[]): LookupAll =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const code = async (url: string, policy: TargetPolicy, lookup: LookupAll = resolvesTo('93.184.216.34')) =>
  (await refusalOfTarget(url, policy, lookup))?.code;

describe('in production, an endpoint', () => {
  it.each([
    ['loopback', 'https://127.0.0.1/hooks'],
    ['loopback, another of its addresses', 'https://127.1.2.3/hooks'],
    ['localhost', 'https://localhost/hooks'],
    ['a subdomain of localhost', 'https://billing.localhost/hooks'],
    ['IPv6 loopback', 'https://[::1]/hooks'],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/hooks'],
    ['IPv4-mapped loopback in hex', 'https://[::ffff:7f00:1]/hooks'],
    ['a decimal form of loopback', 'https://2130706433/hooks'],
    ['10/8', 'https://10.0.0.1/hooks'],
    ['172.16/12', 'https://172.16.0.1/hooks'],
    ['192.168/16', 'https://192.168.1.1/hooks'],
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data'],
    ['IPv6 link-local', 'https://[fe80::1]/hooks'],
    ['IPv6 unique-local', 'https://[fc00::1]/hooks'],
    ['carrier-grade NAT', 'https://100.64.0.1/hooks'],
    ['the unspecified address', 'https://0.0.0.0/hooks'],
    ['multicast', 'https://224.0.0.1/hooks'],
    ['broadcast', 'https://255.255.255.255/hooks'],
    ['NAT64 of a private address', 'https://[64:ff9b::a00:1]/hooks'],
    ['6to4 of loopback', 'https://[2002:7f00:1::1]/hooks'],
  ])('on %s is refused (WEBHOOK_TARGET_NOT_ALLOWED)', async (_what, url) => {
    expect(await code(url, PRODUCTION)).toBe('WEBHOOK_TARGET_NOT_ALLOWED');
  });

  it('whose name resolves to a private address is refused, naming the address', async () => {
    const refusal = await refusalOfTarget('https://hooks.example.com/x', PRODUCTION, resolvesTo('10.1.2.3'));
    expect(refusal).toEqual({
      code: 'WEBHOOK_TARGET_NOT_ALLOWED',
      message: expect.stringContaining('hooks.example.com, which resolves to 10.1.2.3,'),
    });
  });

  it('whose name resolves to a public and a private address is refused', async () => {
    expect(
      await code('https://hooks.example.com/x', PRODUCTION, resolvesTo('93.184.216.34', '192.168.0.7')),
    ).toBe('WEBHOOK_TARGET_NOT_ALLOWED');
  });

  it('whose name does not resolve is refused (WEBHOOK_TARGET_UNRESOLVABLE)', async () => {
    const nowhere: LookupAll = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await code('https://nowhere.example.com/x', PRODUCTION, nowhere)).toBe(
      'WEBHOOK_TARGET_UNRESOLVABLE',
    );
  });

  it('must be https', async () => {
    expect(await code('http://hooks.example.com/x', PRODUCTION)).toBe('WEBHOOK_URL_NOT_HTTPS');
  });

  it('on a public address, over https, is allowed', async () => {
    expect(await code('https://hooks.example.com/x', PRODUCTION)).toBeUndefined();
    expect(await code('https://93.184.216.34/x', PRODUCTION)).toBeUndefined();
    expect(await code('https://[2606:2800:220:1:248:1893:25c8:1946]/x', PRODUCTION)).toBeUndefined();
  });
});

describe('everywhere, an endpoint URL', () => {
  it.each([
    ['with credentials', 'https://user:secret@hooks.example.com/x'],
    ['of another scheme', 'ftp://hooks.example.com/x'],
    ['that is not a URL', 'hooks.example.com/x'],
    ['longer than 2,048 characters', `https://hooks.example.com/${'x'.repeat(2_048)}`],
  ])('%s is refused (WEBHOOK_URL_INVALID)', (_what, url) => {
    expect(refusalOfUrl(url, DEVELOPMENT)?.code).toBe('WEBHOOK_URL_INVALID');
    expect(refusalOfUrl(url, PRODUCTION)?.code).toMatch(/^WEBHOOK_URL_/);
  });
});

describe('outside production', () => {
  it('loopback and http are allowed, so the embedded set-up works', async () => {
    expect(await code('http://127.0.0.1:4100/hooks', DEVELOPMENT)).toBeUndefined();
    expect(await code('http://localhost:4100/hooks', DEVELOPMENT)).toBeUndefined();
    expect(await code('http://[::1]:4100/hooks', DEVELOPMENT)).toBeUndefined();
  });

  it('private networks and the metadata address are still refused', async () => {
    expect(await code('http://10.0.0.1/hooks', DEVELOPMENT)).toBe('WEBHOOK_TARGET_NOT_ALLOWED');
    expect(await code('http://169.254.169.254/latest/meta-data', DEVELOPMENT)).toBe(
      'WEBHOOK_TARGET_NOT_ALLOWED',
    );
  });
});

describe('WEBHOOK_ALLOW_PRIVATE_NETWORKS', () => {
  it('allows private networks, unique-local and loopback addresses', async () => {
    for (const url of [
      'https://10.0.0.1/x',
      'https://192.168.1.1/x',
      'https://[fd12::1]/x',
      'https://127.0.0.1/x',
    ])
      expect(await code(url, INTERNAL)).toBeUndefined();
  });

  it('keeps link-local addresses (the cloud metadata address) and special ranges refused, and https required', async () => {
    expect(await code('https://169.254.169.254/latest/meta-data', INTERNAL)).toBe(
      'WEBHOOK_TARGET_NOT_ALLOWED',
    );
    expect(await code('https://[fe80::1]/x', INTERNAL)).toBe('WEBHOOK_TARGET_NOT_ALLOWED');
    expect(await code('https://0.0.0.0/x', INTERNAL)).toBe('WEBHOOK_TARGET_NOT_ALLOWED');
    expect(await code('http://10.0.0.1/x', INTERNAL)).toBe('WEBHOOK_URL_NOT_HTTPS');
  });
});
