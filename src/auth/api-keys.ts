/**
 * API keys for server callers, as the configuration states them (API_KEYS): only SHA-256
 * hashes, never the keys. A module of its own, with no imports, so that reading the
 * configuration does not load the authenticator (jose, graphql).
 */

export interface ApiKey {
  name: string;
  /** hex SHA-256 of the key */
  sha256: string;
  scopes: readonly string[];
}

/** API_KEYS: comma-separated `name:sha256hex[:scope scope ...]`. */
export function parseApiKeys(text: string | undefined): ApiKey[] {
  if (text === undefined || text.trim() === '') return [];
  return text.split(',').map((entry) => {
    const [name, sha256, ...rest] = entry.trim().split(':');
    if (!name || !sha256 || !/^[0-9a-f]{64}$/i.test(sha256)) {
      throw new Error('API_KEYS: entries are name:sha256hex[:scopes], the hash 64 hex digits');
    }
    return {
      name,
      sha256: sha256.toLowerCase(),
      scopes: rest
        .join(':')
        .split(' ')
        .filter((s) => s !== ''),
    };
  });
}
