/**
 * Secret values this repository publishes (an example, a former default, the development key):
 * anyone can read them here or in the project's history, so a production
 * start refuses them (config.ts), whatever else checks them. A value added as an example
 * anywhere in the repository belongs here too.
 */
import { createHash } from 'node:crypto';
import { keyOf } from '../journal/secret-box.js';

/** the key of stored secrets outside production when ENCRYPTION_KEY is unset: known to anyone */
export const DEVELOPMENT_KEY = createHash('sha256').update('msp-gateway development key').digest();

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** ENCRYPTION_KEY values published, as the 32 bytes they stand for */
const KEYS = [
  DEVELOPMENT_KEY,
  // compose.yaml's former default
  Buffer.from('Y2hhbmdlLW1lLWNoYW5nZS1tZS1jaGFuZ2UtbWUtMzI=', 'base64'),
];

/** API keys published, as the SHA-256 that API_KEYS holds */
const API_KEY_HASHES = new Set([
  // compose.yaml's former example key
  sha256('change-me-local-key'),
]);

/** passwords and shared secrets published (in URLs, JWT_SECRET) */
const SECRETS = new Set([
  // compose.yaml's former database password
  'change-me',
  // the placeholders of deploy/kubernetes/secrets/example.yaml
  'REPLACE-ME',
]);

/** the password a connection URL carries, if any */
const passwordOf = (url: string) => {
  try {
    return decodeURIComponent(new URL(url).password);
  } catch {
    return '';
  }
};

/** why `value` of setting `name` is a published secret; undefined when it is not */
export function publishedSecret(name: string, value: string): string | undefined {
  const said = 'is a value published in this repository (anyone can read it): set one of your own';
  switch (name) {
    case 'ENCRYPTION_KEY':
      return value.split(',').some((text) => KEYS.some((key) => key.equals(keyOf(text) ?? Buffer.alloc(0))))
        ? `holds a key that ${said}`
        : undefined;
    case 'API_KEYS':
      return value.split(',').some((entry) => API_KEY_HASHES.has((entry.split(':')[1] ?? '').toLowerCase()))
        ? `holds a key whose hash ${said}`
        : undefined;
    case 'JWT_SECRET':
    case 'METRICS_TOKEN':
    case 'PROVIDER_TOKEN':
    case 'PROVIDER_PASSWORD':
      return SECRETS.has(value) ? said : undefined;
    case 'DATABASE_URL':
    case 'REDIS_URL':
      return SECRETS.has(passwordOf(value)) ? `has a password that ${said}` : undefined;
    default:
      return undefined;
  }
}

/** the settings publishedSecret knows how to look into */
export const SECRET_SETTINGS = [
  'ENCRYPTION_KEY',
  'API_KEYS',
  'JWT_SECRET',
  'METRICS_TOKEN',
  'PROVIDER_TOKEN',
  'PROVIDER_PASSWORD',
  'DATABASE_URL',
  'REDIS_URL',
] as const;
