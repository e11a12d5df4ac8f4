/**
 * FCM's OAuth 2.0 access tokens, from a Firebase service account (RFC 7523, Google's "Using
 * OAuth 2.0 for Server to Server Applications"): an RS256 JWT signed with the account's
 * private key (`iss` its client_email, `aud` the file's token_uri, `scope` firebase.messaging,
 * an hour long) is posted to the file's token_uri, which answers an access token that FCM takes
 * as a bearer for about an hour. One is kept and sent with every message until five minutes
 * before it ends; one FCM calls invalid (401) is replaced once, however many messages saw it.
 *
 * Not google-auth-library: its JWT client (11.3.4, build/src/gtoken/getToken.js and
 * jwsSign.js) posts to https://oauth2.googleapis.com/token with that as `aud` whatever the
 * file's token_uri says, so a private token endpoint (or the tests' stand-in) is never asked.
 * What is left is one signed JWT (jose) and one form POST (undici), as below.
 */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { SignJWT } from 'jose';
import { z } from 'zod';

export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** the assertion's life: Google's maximum */
const ASSERTION_LIFETIME_S = 3600;
/** an access token is replaced this long before it ends (half its life, when shorter) */
const EARLY_MS = 5 * 60_000;

/** what the gateway reads of the service-account JSON */
export interface ServiceAccount {
  projectId: string;
  clientEmail: string;
  privateKey: KeyObject;
  privateKeyId: string | undefined;
  tokenUri: string;
}

const SERVICE_ACCOUNT = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  private_key_id: z.string().optional(),
  token_uri: z.url({ protocol: /^https?$/ }),
});

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** a credential goes over https, or over http to this machine only (a stand-in, a local proxy) */
export const refusalOfUrl = (url: URL): string | undefined =>
  url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))
    ? undefined
    : `${url.origin} is not https (plain http only to this machine)`;

/** The service account, read and checked now; each problem is pushed to `problems`. */
export function serviceAccountOf(file: string, problems: string[]): ServiceAccount | undefined {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(
      `credentialsFile: cannot read ${file} as JSON (${error instanceof Error ? error.message : error})`,
    );
    return undefined;
  }
  const parsed = SERVICE_ACCOUNT.safeParse(json);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      problems.push(`credentialsFile ${file}: ${issue.path.join('.') || '(the file)'} ${issue.message}`);
    return undefined;
  }
  const account = parsed.data;
  const refusal = refusalOfUrl(new URL(account.token_uri));
  if (refusal !== undefined) problems.push(`credentialsFile ${file}: token_uri ${refusal}`);
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(account.private_key);
  } catch {
    problems.push(`credentialsFile ${file}: private_key is not a PEM private key`);
    return undefined;
  }
  if (privateKey.asymmetricKeyType !== 'rsa')
    problems.push(`credentialsFile ${file}: private_key is not an RSA key (service accounts sign RS256)`);
  return {
    projectId: account.project_id,
    clientEmail: account.client_email,
    privateKey,
    privateKeyId: account.private_key_id,
    tokenUri: account.token_uri,
  };
}

/** the token endpoint's answer: its status and body */
export type PostForm = (url: string, form: URLSearchParams) => Promise<{ status: number; body: string }>;

/** The token endpoint refused the assertion (4xx): the key, the account or the clock is wrong. */
export class AssertionRefused extends Error {
  override readonly name = 'AssertionRefused';
}

const TOKEN_ANSWER = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const TOKEN_ERROR = z.object({ error: z.string(), error_description: z.string().optional() });

interface Obtained {
  token: Promise<string>;
  /** epoch ms after which it is replaced; Infinity until the endpoint has answered */
  renewAt: number;
}

export class AccessTokens {
  readonly #account: ServiceAccount;
  readonly #post: PostForm;
  readonly #now: () => number;
  #obtained: Obtained | undefined;

  constructor(account: ServiceAccount, post: PostForm, now: () => number = Date.now) {
    this.#account = account;
    this.#post = post;
    this.#now = now;
  }

  /** the access token to send now */
  current(): Promise<string> {
    const obtained = this.#obtained;
    if (obtained !== undefined && this.#now() < obtained.renewAt) return obtained.token;
    return this.#obtain().token;
  }

  /** FCM answered 401 to `used`: a new token, unless another message has had one made already */
  async renew(used: string): Promise<string> {
    const obtained = this.#obtained;
    const current = obtained === undefined ? undefined : await obtained.token.catch(() => undefined);
    if (current !== undefined && current !== used) return current;
    if (this.#obtained !== obtained) return this.current();
    return this.#obtain().token;
  }

  #obtain(): Obtained {
    const obtained: Obtained = { token: Promise.resolve(''), renewAt: Number.POSITIVE_INFINITY };
    obtained.token = this.#ask().then(({ token, lifetimeMs }) => {
      obtained.renewAt = this.#now() + lifetimeMs - Math.min(EARLY_MS, lifetimeMs / 2);
      return token;
    });
    this.#obtained = obtained;
    // an endpoint that failed is asked again by the next message
    obtained.token.catch(() => {
      if (this.#obtained === obtained) this.#obtained = undefined;
    });
    return obtained;
  }

  async #ask(): Promise<{ token: string; lifetimeMs: number }> {
    const { clientEmail, privateKey, privateKeyId, tokenUri } = this.#account;
    const iat = Math.floor(this.#now() / 1000);
    const assertion = await new SignJWT({ scope: FCM_SCOPE })
      .setProtectedHeader({
        alg: 'RS256',
        typ: 'JWT',
        ...(privateKeyId === undefined ? {} : { kid: privateKeyId }),
      })
      .setIssuer(clientEmail)
      .setAudience(tokenUri)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ASSERTION_LIFETIME_S)
      .sign(privateKey);
    const { status, body } = await this.#post(
      tokenUri,
      new URLSearchParams({ grant_type: GRANT_TYPE, assertion }),
    );
    const json = parseJson(body);
    if (status >= 400 && status < 500) {
      const error = TOKEN_ERROR.safeParse(json);
      const said = error.success
        ? `${error.data.error}: ${error.data.error_description ?? ''}`
        : body.slice(0, 200);
      throw new AssertionRefused(`the token endpoint refused the service account (${status} ${said.trim()})`);
    }
    const answer = TOKEN_ANSWER.safeParse(json);
    if (status !== 200 || !answer.success)
      throw new Error(`the token endpoint answered ${status} without an access token`);
    return { token: answer.data.access_token, lifetimeMs: answer.data.expires_in * 1000 };
  }
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
