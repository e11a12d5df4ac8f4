/**
 * Secrets the journal keeps (webhook signing secrets, push tokens): encrypted with AES-256-GCM
 * under the key of ENCRYPTION_KEY. A stored secret is `v1.<key id>.<iv>.<tag>.<ciphertext>`
 * (base64url parts): the key id (the first bytes of the key's SHA-256) says which key it needs,
 * so that a wrong key is an error that says so rather than a failed authentication.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** A stored secret cannot be decrypted: ENCRYPTION_KEY is not the one it was sealed with. */
export class SecretUnreadable extends Error {
  override readonly name = 'SecretUnreadable';
}

export class SecretBox {
  readonly #key: Buffer;
  readonly #keyId: string;

  /** `key`: 32 bytes */
  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('the encryption key must be 32 bytes');
    this.#key = key;
    this.#keyId = createHash('sha256').update(key).digest('base64url').slice(0, 8);
  }

  /** the key of ENCRYPTION_KEY: 32 bytes in base64 or hex */
  static fromSetting(value: string): SecretBox {
    const key = /^[\da-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
    return new SecretBox(key);
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', this.#keyId, iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /**
   * The secrets to sign with now: the current one (SecretUnreadable when this key cannot read
   * it), and the previous one until `expires`, left out when this key cannot read it (sealed
   * under the key before this one: the receiver has the new secret, or gets it now).
   */
  signing(current: string, previous: string | null, expires: Date | null, now = new Date()): string[] {
    let secret: string;
    try {
      secret = this.open(current);
    } catch (error) {
      throw new SecretUnreadable(error instanceof Error ? error.message : String(error));
    }
    if (previous === null || expires === null || expires <= now) return [secret];
    try {
      return [secret, this.open(previous)];
    } catch {
      return [secret];
    }
  }

  open(stored: string): string {
    const [version, keyId, iv, tag, sealed] = stored.split('.');
    if (version !== 'v1' || iv === undefined || tag === undefined || sealed === undefined) {
      throw new Error('a stored secret is not in a form this gateway reads');
    }
    if (keyId !== this.#keyId) {
      throw new Error('a stored secret was encrypted with another ENCRYPTION_KEY');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
