import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM takes a 32-byte key; DATA_KEY gives it as 64 hex digits or 44 base64 characters
 * (docs/accounts.md#billing).
 */
export const DATA_KEY_BYTES = 32;

// The version names the algorithm and the key generation, so a later key (or algorithm) can read the old values and
// rewrite them one by one: `v1:<iv>:<tag>:<ciphertext>`, each part in base64url.
const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
// 12 bytes is GCM's own nonce size; a random one per value, since a repeated nonce under one key breaks GCM.
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Encrypts a short secret (an IBAN) for storage: a fresh random IV each time, authenticated by GCM's tag. */
export function encryptValue(key: Uint8Array, plain: string): string {
  assertKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), encrypted]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

/** The plain value; throws when the value was altered, is of an unknown version, or was encrypted under another key. */
export function decryptValue(key: Uint8Array, stored: string): string {
  assertKey(key);
  const [version, iv, tag, encrypted, ...rest] = stored.split(':');
  if (version !== VERSION || iv === undefined || tag === undefined || encrypted === undefined || rest.length > 0) {
    throw new Error('Not a value encrypted by this version of Comptoir');
  }
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString('utf8');
}

/** DATA_KEY as given: 64 hex digits, or base64 (standard or url-safe) of 32 bytes. */
export function parseDataKey(value: string): Uint8Array {
  const text = value.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(text)
      ? Buffer.from(text, 'base64')
      : null;
  if (bytes?.length !== DATA_KEY_BYTES)
    throw new Error('DATA_KEY must be 32 bytes, written as 64 hex digits or in base64');
  return new Uint8Array(bytes);
}

function assertKey(key: Uint8Array): void {
  if (key.length !== DATA_KEY_BYTES) throw new Error(`The data key must be ${DATA_KEY_BYTES} bytes`);
}
