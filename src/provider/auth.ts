/**
 * Provider authentication. The spec does not show the scheme, so every common one is
 * configurable: none, a bearer token, basic credentials, or a named header; plus an optional
 * client certificate for mutual TLS.
 */
export type ProviderAuth =
  | { kind: 'none' }
  | { kind: 'bearer'; token: string }
  | { kind: 'basic'; username: string; password: string }
  | { kind: 'header'; name: string; value: string };

/** PEM text of a client certificate, its key and an optional CA bundle. */
export interface ProviderTls {
  cert?: string | undefined;
  key?: string | undefined;
  ca?: string | undefined;
  passphrase?: string | undefined;
}

/** The headers that carry the credentials. */
export function authHeaders(auth: ProviderAuth): Record<string, string> {
  switch (auth.kind) {
    case 'none':
      return {};
    case 'bearer':
      return { authorization: `Bearer ${auth.token}` };
    case 'basic':
      return {
        authorization: `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString('base64')}`,
      };
    case 'header':
      return { [auth.name.toLowerCase()]: auth.value };
  }
}
