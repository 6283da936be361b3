import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptValue, encryptValue, parseDataKey } from './data-encryption';

const IBAN = 'FR7630006000011234567890189';

describe('values encrypted at rest', () => {
  const key = randomBytes(32);

  it('reads back what it wrote, and the stored text holds no part of the value', () => {
    const stored = encryptValue(key, IBAN);
    expect(stored).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(stored).not.toContain('30006');
    expect(decryptValue(key, stored)).toBe(IBAN);
  });

  it('draws a new IV for every value, so one IBAN stored twice looks different', () => {
    expect(encryptValue(key, IBAN)).not.toBe(encryptValue(key, IBAN));
  });

  it('cannot be read with another key, nor once altered', () => {
    const stored = encryptValue(key, IBAN);
    expect(() => decryptValue(randomBytes(32), stored)).toThrow();
    const [version, iv, tag, cipher = ''] = stored.split(':');
    const flipped = `${cipher[0] === 'A' ? 'B' : 'A'}${cipher.slice(1)}`;
    expect(() => decryptValue(key, [version, iv, tag, flipped].join(':'))).toThrow();
    expect(() => decryptValue(key, stored.replace(/^v1/, 'v2'))).toThrow('Not a value encrypted by this version');
  });

  it('takes DATA_KEY as 64 hex digits or as base64 of 32 bytes, and nothing shorter', () => {
    expect(parseDataKey(key.toString('hex'))).toEqual(new Uint8Array(key));
    expect(parseDataKey(key.toString('base64'))).toEqual(new Uint8Array(key));
    expect(parseDataKey(key.toString('base64url'))).toEqual(new Uint8Array(key));
    expect(() => parseDataKey(randomBytes(16).toString('hex'))).toThrow('DATA_KEY must be 32 bytes');
    expect(() => parseDataKey('secret')).toThrow('DATA_KEY must be 32 bytes');
  });
});
