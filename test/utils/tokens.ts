/**
 * Signed JWTs for tests: what a login service would issue to staff and customers. A gateway
 * that verifies them is started with `JWT_SECRET: TEST_JWT_SECRET` (the default secret here).
 */
import { randomBytes } from 'node:crypto';
import { type JWTPayload, SignJWT } from 'jose';

/** made anew by each test process: a secret written in the repository is one production refuses */
export const TEST_JWT_SECRET = randomBytes(30).toString('base64url');

export interface TokenOptions {
  /** an HMAC secret, or a private key (give its `alg`) @default TEST_JWT_SECRET */
  secret?: string | CryptoKey;
  /** @default 'HS256' */
  alg?: string;
  /** the key id in the header, for a key a JWKS lists */
  kid?: string;
  /** a jose time span (`'10m'`, `'-1m'` for one already expired); false for a token without `exp` @default '10m' */
  expiresIn?: string | false;
  issuer?: string;
  audience?: string;
}

/** A token with `claims` (the subject among them, as `sub`), issued now. */
export function signToken(
  claims: JWTPayload,
  { secret = TEST_JWT_SECRET, alg = 'HS256', kid, expiresIn = '10m', issuer, audience }: TokenOptions = {},
): Promise<string> {
  const jwt = new SignJWT(claims)
    .setProtectedHeader(kid === undefined ? { alg } : { alg, kid })
    .setIssuedAt();
  if (expiresIn !== false) jwt.setExpirationTime(expiresIn);
  if (issuer !== undefined) jwt.setIssuer(issuer);
  if (audience !== undefined) jwt.setAudience(audience);
  return jwt.sign(typeof secret === 'string' ? new TextEncoder().encode(secret) : secret);
}

/** A staff member's token, with `scope` (space-separated scopes) when given. */
export function staffToken(
  sub: string,
  { scope, ...options }: TokenOptions & { scope?: string } = {},
): Promise<string> {
  return signToken({ sub, role: 'staff', ...(scope === undefined ? {} : { scope }) }, options);
}

/** What a customer's token names as theirs: subscriptions by id, by phone number, or their customer number. */
export interface Holdings {
  subscriptionIds?: string[] | undefined;
  phoneNumbers?: string[] | undefined;
  customerNumber?: string | undefined;
}

/** A customer's token, naming the subscriptions they hold. */
export function customerToken(sub: string, holdings: Holdings, options?: TokenOptions): Promise<string> {
  return signToken({ sub, role: 'customer', ...holdings }, options);
}

/** The header that carries `token`. */
export const bearer = (token: string): { authorization: string } => ({ authorization: `Bearer ${token}` });
