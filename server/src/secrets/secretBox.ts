import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/*
 * Secrets at rest (TOTP secrets, the OpenID signing keys, the cookie keys): sealed with AES-256-GCM
 * (Node's crypto) under a server key, with the key's id in the sealed text so a key can be rotated:
 * the first key of ENCRYPTION_KEY seals, every key listed opens. The purpose (which column) is the
 * cipher's additional data, so a sealed value copied into another column does not open there.
 */

const PREFIX = 'enc:v1:';
const KEY_BYTES = 32;
const IV_BYTES = 12;

export interface EncryptionKey {
  id: string;
  key: Buffer;
}

/** What ENCRYPTION_KEY holds and what the generated key file holds: `id:base64,id:base64…`, the first current. */
export const ENCRYPTION_KEY_FORMAT = 'comma-separated <id>:<32 bytes in base64>, the first one current (e.g. k1:$(openssl rand -base64 32))';

export class SecretBoxError extends Error {
  override readonly name = 'SecretBoxError';
}

/** Parses ENCRYPTION_KEY (or the key file); throws with what is wrong. */
export function parseEncryptionKeys(value: string): EncryptionKey[] {
  const keys = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const colon = part.indexOf(':');
      const id = colon > 0 ? part.slice(0, colon) : '';
      const key = Buffer.from(part.slice(colon + 1), 'base64');
      if (!/^[A-Za-z0-9_-]{1,32}$/.test(id)) throw new SecretBoxError(`an encryption key needs an id: ${ENCRYPTION_KEY_FORMAT}`);
      if (key.length !== KEY_BYTES) throw new SecretBoxError(`encryption key "${id}" is not 32 bytes in base64: ${ENCRYPTION_KEY_FORMAT}`);
      return { id, key };
    });
  if (!keys.length) throw new SecretBoxError(`no encryption key: ${ENCRYPTION_KEY_FORMAT}`);
  if (new Set(keys.map((k) => k.id)).size !== keys.length) throw new SecretBoxError('two encryption keys share an id');
  return keys;
}

/** A new key in the format ENCRYPTION_KEY takes, its id from its own digest. */
export function newEncryptionKey(): string {
  const key = randomBytes(KEY_BYTES);
  return `k${createHash('sha256').update(key).digest('hex').slice(0, 8)}:${key.toString('base64')}`;
}

export const isSealed = (value: string): boolean => value.startsWith(PREFIX);

const SEALED_IN_TEXT = new RegExp(`${PREFIX}([A-Za-z0-9_-]{1,32}):`, 'g');
/** The ids of the keys that sealed the values found in a text (a table's dump). */
export const sealingKeyIds = (text: string): string[] => [...new Set([...text.matchAll(SEALED_IN_TEXT)].map((m) => m[1]!))];

export interface SecretBox {
  /** The id of the key that seals. */
  readonly currentKeyId: string;
  seal(plain: string, purpose: string): string;
  /** The plain text of a sealed value; throws when no key listed opens it or it was altered. */
  open(sealed: string, purpose: string): string;
  /** Whether a sealed value is sealed with the current key (else it is sealed again: rotation). */
  isCurrent(sealed: string): boolean;
}

export function createSecretBox(keys: EncryptionKey[]): SecretBox {
  const [current] = keys;
  if (!current) throw new SecretBoxError('no encryption key');
  const byId = new Map(keys.map((k) => [k.id, k.key]));
  const keyIdOf = (sealed: string) => (isSealed(sealed) ? sealed.slice(PREFIX.length, sealed.indexOf(':', PREFIX.length)) : null);
  return {
    currentKeyId: current.id,
    seal(plain, purpose) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv).setAAD(Buffer.from(purpose));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${current.id}:${[iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.')}`;
    },
    open(sealed, purpose) {
      const id = keyIdOf(sealed);
      if (id === null) throw new SecretBoxError('the value is not sealed');
      const key = byId.get(id);
      if (!key) throw new SecretBoxError(`the value is sealed with key "${id}", which ENCRYPTION_KEY does not list`);
      const [iv, body, tag] = sealed.slice(PREFIX.length + id.length + 1).split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !body || !tag) throw new SecretBoxError('the sealed value is malformed');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(purpose)).setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError(`the sealed value does not open with key "${id}" for ${purpose}`);
      }
    },
    isCurrent: (sealed) => keyIdOf(sealed) === current.id,
  };
}
