/**
 * APNs provider tokens (Apple's "Establishing a token-based connection to APNs"): an ES256 JWT
 * signed with the team's `.p8` key, `kid` its Key ID, `iss` the Team ID, `iat` when it was
 * made. Apple refuses a token older than an hour (403 ExpiredProviderToken) and a new token
 * more often than once every 20 minutes (429 TooManyProviderTokenUpdates), so one token is
 * made and sent with every notification for 50 minutes, then the next; a token APNs calls
 * expired before that is replaced once, however many notifications were refused with it.
 */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { SignJWT } from 'jose';

/** a token is sent this long, well inside Apple's hour and outside its 20 minutes */
export const TOKEN_REUSE_MS = 50 * 60_000;

/** where the key is: the `.p8` file, or its text */
export interface ApnsKeySource {
  keyFile?: string | undefined;
  key?: string | undefined;
}

/**
 * The signing key, read and checked now, so that a wrong file stops the gateway at start-up
 * rather than failing every notification. Each problem is pushed to `problems`.
 */
export function apnsKeyOf(source: ApnsKeySource, problems: string[]): KeyObject | undefined {
  const { keyFile, key } = source;
  if ((keyFile === undefined) === (key === undefined)) {
    problems.push('keyFile or key: give one of them (the `.p8` file from Apple, or its text)');
    return undefined;
  }
  let pem = key ?? '';
  if (keyFile !== undefined) {
    try {
      pem = readFileSync(keyFile, 'utf8');
    } catch (error) {
      problems.push(
        `keyFile: cannot read ${keyFile} (${error instanceof Error ? error.message : String(error)})`,
      );
      return undefined;
    }
  }
  const named = keyFile === undefined ? 'key' : `keyFile ${keyFile}`;
  let keyObject: KeyObject;
  try {
    keyObject = createPrivateKey(pem);
  } catch {
    problems.push(`${named}: is not a PEM private key (a .p8 file starts with -----BEGIN PRIVATE KEY-----)`);
    return undefined;
  }
  if (keyObject.asymmetricKeyType !== 'ec' || keyObject.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    problems.push(
      `${named}: is not an EC P-256 key; APNs provider tokens are ES256, signed with the .p8 key`,
    );
    return undefined;
  }
  return keyObject;
}

interface Made {
  token: Promise<string>;
  /** epoch ms */
  at: number;
}

export class ProviderToken {
  readonly #key: KeyObject;
  readonly #keyId: string;
  readonly #teamId: string;
  readonly #now: () => number;
  #made: Made | undefined;

  constructor(key: KeyObject, keyId: string, teamId: string, now: () => number = Date.now) {
    this.#key = key;
    this.#keyId = keyId;
    this.#teamId = teamId;
    this.#now = now;
  }

  /** the token to send now: the one made within the last 50 minutes, or a new one */
  current(): Promise<string> {
    const made = this.#made;
    if (made !== undefined && this.#now() - made.at < TOKEN_REUSE_MS) return made.token;
    return this.#make().token;
  }

  /**
   * APNs answered ExpiredProviderToken to `used`: a new token, unless another notification
   * refused with the same one has made it already (every send in flight sees the 403).
   */
  async renew(used: string): Promise<string> {
    const made = this.#made;
    const current = made === undefined ? undefined : await made.token.catch(() => undefined);
    if (current !== undefined && current !== used) return current;
    // another renewal may have finished while this one awaited
    if (this.#made !== made) return this.current();
    return this.#make().token;
  }

  #make(): Made {
    const at = this.#now();
    const token = new SignJWT({ iss: this.#teamId, iat: Math.floor(at / 1000) })
      .setProtectedHeader({ alg: 'ES256', kid: this.#keyId })
      .sign(this.#key);
    const made: Made = { token, at };
    this.#made = made;
    // a token that could not be signed is not kept: the next send tries again
    token.catch(() => {
      if (this.#made === made) this.#made = undefined;
    });
    return made;
  }
}
