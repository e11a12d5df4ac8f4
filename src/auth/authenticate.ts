/**
 * Authentication from configuration: JWTs verified with jose (HS256 secret or a JWKS URL,
 * issuer and audience checked when set), and API keys for server callers, kept in the
 * configuration only as SHA-256 hashes. Claims become a Caller.
 */
import { hash, timingSafeEqual } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { createRemoteJWKSet, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { CODES } from '../errors/codes.js';
import type { ApiKey } from './api-keys.js';
import { Caller } from './caller.js';

export interface AuthSettings {
  /** which credentials are accepted; none turns authentication off */
  modes: ReadonlyArray<'jwt' | 'apikey'>;
  jwtSecret?: string | undefined;
  jwksUrl?: string | undefined;
  issuer?: string | undefined;
  audience?: string | undefined;
  /** refuse tokens without an `exp` claim (production) */
  requireExpiry?: boolean | undefined;
  apiKeys: readonly ApiKey[];
}

export const unauthenticated = (message: string) =>
  new GraphQLError(message, { extensions: { code: CODES.UNAUTHENTICATED, http: { status: 401 } } });

const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : typeof value === 'string'
      ? [value]
      : [];

/** The caller a verified token describes: its subject is who calls, so a token without one is refused. */
export function callerFromClaims(claims: JWTPayload): Caller {
  if (typeof claims.sub !== 'string' || claims.sub === '')
    throw unauthenticated('the token has no subject (sub)');
  const role = claims['role'] === 'staff' ? 'staff' : claims['role'] === 'customer' ? 'customer' : undefined;
  if (role === undefined) throw unauthenticated('the token has no role (staff or customer)');
  const scope = claims['scope'];
  return new Caller({
    kind: 'token',
    subject: claims.sub,
    expiresAt: typeof claims.exp === 'number' ? claims.exp * 1000 : undefined,
    role,
    scopes: typeof scope === 'string' ? scope.split(' ').filter((s) => s !== '') : strings(scope),
    subscriptionIds: strings(claims['subscriptionIds']),
    phoneNumbers: strings(claims['phoneNumbers']),
    customerNumber: typeof claims['customerNumber'] === 'string' ? claims['customerNumber'] : undefined,
  });
}

export class Authenticator {
  readonly settings: AuthSettings;
  readonly #key: Uint8Array | JWTVerifyGetKey | undefined;
  /** each HTTP request's caller, authenticated once however many ask */
  readonly #callers = new WeakMap<Request, Promise<Caller>>();
  /** each configured API key's SHA-256 hash, as the bytes a presented key's hash is compared with */
  readonly #apiKeyHashes: ReadonlyArray<{ key: ApiKey; sha256: Buffer }>;
  /**
   * the caller of each configured API key once it has been presented: a server caller sends
   * its key with every request, and hashing it each time is a measurable share of a small
   * read (bench/results.md, the SIM card with the partner cache off). Only keys that matched
   * are kept, so there are never more than the configured keys
   */
  readonly #apiKeyCallers = new Map<string, Caller>();

  constructor(settings: AuthSettings) {
    this.settings = settings;
    this.#apiKeyHashes = settings.apiKeys.map((key) => ({ key, sha256: Buffer.from(key.sha256, 'hex') }));
    this.#key =
      settings.jwksUrl !== undefined
        ? createRemoteJWKSet(new URL(settings.jwksUrl))
        : settings.jwtSecret !== undefined
          ? new TextEncoder().encode(settings.jwtSecret)
          : undefined;
  }

  get enabled(): boolean {
    return this.settings.modes.length > 0;
  }

  /**
   * The caller behind a request's headers; throws UNAUTHENTICATED (401) when they do not hold
   * up. `via` says where a client puts its credentials, for the message when there are none.
   */
  async authenticate(headers: Headers, via: 'headers' | 'connectionParams' = 'headers'): Promise<Caller> {
    if (!this.enabled) return Caller.anonymous();
    const apiKey = headers.get('x-api-key');
    if (apiKey !== null && this.settings.modes.includes('apikey')) return this.#apiKey(apiKey);
    const authorization = headers.get('authorization');
    if (authorization !== null && this.settings.modes.includes('jwt')) {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization);
      if (match?.[1] === undefined)
        throw unauthenticated('the Authorization header must be "Bearer <token>"');
      return this.#jwt(match[1]);
    }
    const ways = this.settings.modes.map((m) =>
      via === 'headers'
        ? m === 'jwt'
          ? 'the header Authorization: Bearer <token>'
          : 'the header X-Api-Key'
        : m === 'jwt'
          ? 'connectionParams { authorization: "Bearer <token>" }'
          : 'connectionParams { "x-api-key": <key> }',
    );
    throw unauthenticated(`credentials are required: send ${ways.join(' or ')}`);
  }

  /**
   * The caller of an HTTP request (`authenticate` on its headers), worked out once for the
   * request: tracing asks at its start, to know whether to take on the caller's trace context,
   * and the request's context asks again later.
   */
  ofRequest(request: Request): Promise<Caller> {
    let caller = this.#callers.get(request);
    if (caller === undefined) {
      caller = this.authenticate(request.headers);
      this.#callers.set(request, caller);
    }
    return caller;
  }

  async #jwt(token: string): Promise<Caller> {
    const key = this.#key;
    if (key === undefined) throw unauthenticated('tokens cannot be verified: no key is configured');
    try {
      const options = {
        algorithms: this.settings.jwksUrl !== undefined ? ['RS256', 'ES256', 'PS256', 'EdDSA'] : ['HS256'],
        ...(this.settings.issuer !== undefined ? { issuer: this.settings.issuer } : {}),
        ...(this.settings.audience !== undefined ? { audience: this.settings.audience } : {}),
        requiredClaims: this.settings.requireExpiry === true ? ['sub', 'exp'] : ['sub'],
      };
      const { payload } =
        key instanceof Uint8Array
          ? await jwtVerify(token, key, options)
          : await jwtVerify(token, key, options);
      return callerFromClaims(payload);
    } catch (error) {
      if (error instanceof GraphQLError) throw error;
      const code = (error as { code?: string }).code;
      throw unauthenticated(
        code === 'ERR_JWT_EXPIRED'
          ? 'the token has expired'
          : code === 'ERR_JWT_CLAIM_VALIDATION_FAILED'
            ? `the token was refused: ${(error as Error).message}`
            : 'the token is not valid',
      );
    }
  }

  #apiKey(key: string): Caller {
    const known = this.#apiKeyCallers.get(key);
    if (known !== undefined) return known;
    const digest = hash('sha256', key, 'buffer');
    for (const { key: entry, sha256 } of this.#apiKeyHashes) {
      if (sha256.length === digest.length && timingSafeEqual(sha256, digest)) {
        const caller = new Caller({
          kind: 'apikey',
          subject: entry.name,
          role: 'staff',
          scopes: entry.scopes,
        });
        this.#apiKeyCallers.set(key, caller);
        return caller;
      }
    }
    throw unauthenticated('the API key is not valid');
  }
}
