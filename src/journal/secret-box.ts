/**
 * Secrets the journal keeps (webhook signing secrets, push tokens): encrypted with AES-256-GCM
 * under the keys of ENCRYPTION_KEY, a keyring, newest first: the newest seals, every one opens,
 * so that a key can be rotated (docs/operations.md, "Rotating secrets"). A stored secret is
 * `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts): the key id (the first bytes of the
 * key's SHA-256) says which key it needs, so that opening tries that key, not every one, and a
 * key no longer listed is an error that says so rather than a failed authentication.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** A stored secret cannot be decrypted: ENCRYPTION_KEY lists no key it was sealed with. */
export class SecretUnreadable extends Error {
  override readonly name = 'SecretUnreadable';
}

/** one key of ENCRYPTION_KEY as it is written (32 bytes in hex or base64); undefined: it is not one */
export function keyOf(text: string): Buffer | undefined {
  const value = text.trim();
  if (/^[\da-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (!/^[\w+/=-]+$/.test(value)) return undefined;
  const bytes = Buffer.from(value, 'base64');
  return bytes.length === 32 ? bytes : undefined;
}

interface Key {
  bytes: Buffer;
  id: string;
}

const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('base64url').slice(0, 8);

export class SecretBox {
  /** newest first: the first seals */
  readonly #keys: readonly Key[];

  /** `newest` seals; it and each of `older` open. Each 32 bytes. */
  constructor(newest: Buffer, ...older: Buffer[]) {
    this.#keys = [newest, ...older].map((bytes) => {
      if (bytes.length !== 32) throw new Error('an encryption key must be 32 bytes');
      return { bytes, id: keyIdOf(bytes) };
    });
  }

  /** ENCRYPTION_KEY: comma-separated keys, newest first, each 32 bytes in hex or base64 */
  static fromSetting(value: string): SecretBox {
    const [newest, ...older] = value.split(',').map((text, i) => {
      const key = keyOf(text);
      if (key === undefined) throw new Error(`ENCRYPTION_KEY: key ${i + 1} is not 32 bytes in hex or base64`);
      return key;
    });
    if (newest === undefined) throw new Error('ENCRYPTION_KEY: no key');
    return new SecretBox(newest, ...older);
  }

  get #newest(): Key {
    const [newest] = this.#keys;
    if (newest === undefined) throw new Error('a SecretBox has at least one key');
    return newest;
  }

  seal(secret: string): string {
    const { bytes, id } = this.#newest;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', bytes, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', id, iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /**
   * The secrets to sign with now: the current one (SecretUnreadable when no key opens it), and
   * the previous one until `expires`, left out when no key opens it (sealed under a key no
   * longer listed: the receiver has the new secret, or gets it now).
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

  /** whether `stored` is sealed under the newest key (re-encrypting it would change nothing) */
  sealedUnderNewest(stored: string): boolean {
    return stored.split('.')[1] === this.#newest.id;
  }

  open(stored: string): string {
    const [version, keyId, iv, tag, sealed] = stored.split('.');
    if (version !== 'v1' || iv === undefined || tag === undefined || sealed === undefined) {
      throw new Error('a stored secret is not in a form this gateway reads');
    }
    // ids are 48 bits: two keys sharing one is unlikely, and then each is tried (GCM's tag tells)
    const keys = this.#keys.filter((key) => key.id === keyId);
    for (const [i, { bytes }] of keys.entries()) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', bytes, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch (error) {
        if (i === keys.length - 1) throw error;
      }
    }
    throw new Error(
      'a stored secret was encrypted with a key ENCRYPTION_KEY does not list (keep the key it was sealed under in the list until `npm run reencrypt` has run)',
    );
  }
}
