/**
 * The rows of the settings table (./index.ts) about the partner API: where it is, how the
 * gateway authenticates to it, how long and how often it is asked. A part of the table in a
 * file of its own, spread into it in place.
 */
import { z } from 'zod';
import { CLIENT_DEFAULTS, RETRY_DEFAULTS } from './defaults.js';
import { int, setting } from './define.js';

export const PARTNER_SETTINGS = {
  PROVIDER_BASE_URL: setting(z.url({ protocol: /^https?$/ }).optional(), {
    group: 'provider',
    meaning: 'The partner API; unset, the embedded simulator starts and serves it.',
    example: 'https://partner.example',
  }),
  PROVIDER_AUTH: setting(z.enum(['none', 'bearer', 'basic', 'header']).default('none'), {
    group: 'provider',
    meaning: 'How the gateway authenticates to the partner: `none`, `bearer`, `basic` or `header`.',
    example: 'bearer',
  }),
  PROVIDER_TOKEN: setting(z.string().min(1).optional(), {
    group: 'provider',
    meaning: 'Bearer token for the partner (`PROVIDER_AUTH=bearer`).',
    secret: true,
  }),
  PROVIDER_USERNAME: setting(z.string().min(1).optional(), {
    group: 'provider',
    meaning: 'Basic user name for the partner (`PROVIDER_AUTH=basic`).',
  }),
  PROVIDER_PASSWORD: setting(z.string().min(1).optional(), {
    group: 'provider',
    meaning: 'Basic password for the partner (`PROVIDER_AUTH=basic`).',
    secret: true,
  }),
  PROVIDER_AUTH_HEADER: setting(
    z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'must be a header name')
      .optional(),
    {
      group: 'provider',
      meaning: 'Name of the header that authenticates (`PROVIDER_AUTH=header`).',
      example: 'X-Api-Key',
    },
  ),
  PROVIDER_AUTH_VALUE: setting(z.string().min(1).optional(), {
    group: 'provider',
    meaning: 'Value of that header (`PROVIDER_AUTH=header`).',
    secret: true,
  }),
  PROVIDER_CLIENT_CERT_FILE: setting(z.string().min(1).optional(), {
    group: 'provider',
    meaning: 'PEM file of the client certificate, for mutual TLS (with `PROVIDER_CLIENT_KEY_FILE`).',
    example: '/run/secrets/partner.crt',
  }),
  PROVIDER_CLIENT_KEY_FILE: setting(z.string().min(1).optional(), {
    group: 'provider',
    meaning: "PEM file of the client certificate's private key.",
    example: '/run/secrets/partner.key',
  }),
  PROVIDER_CLIENT_KEY_PASSPHRASE: setting(z.string().optional(), {
    group: 'provider',
    meaning: 'Passphrase of that key, if it has one.',
    secret: true,
  }),
  PROVIDER_CA_FILE: setting(z.string().min(1).optional(), {
    group: 'provider',
    meaning: "PEM file of the certificate authorities the partner's certificate is checked against.",
    example: '/run/secrets/partner-ca.pem',
  }),
  PROVIDER_TIMEOUT_MS: setting(int(100, 300_000).default(CLIENT_DEFAULTS.timeoutMs), {
    group: 'provider',
    meaning: 'Deadline of one provider call, retries included.',
  }),
  PROVIDER_RETRIES: setting(int(0, 10).default(RETRY_DEFAULTS.maxRetries), {
    group: 'provider',
    meaning: 'Retries of a GET (never of a POST).',
  }),
  PROVIDER_CONNECTIONS: setting(int(1, 1024).default(CLIENT_DEFAULTS.connections), {
    group: 'provider',
    meaning: 'Keep-alive connections to the partner.',
  }),
};
