import { describe, expect, it } from 'vitest';
import { readTar, writeTar } from './tar';

describe('tar', () => {
  it('reads back the files it wrote, a path longer than 100 bytes and an empty file among them', () => {
    const long = `uploads/${'a'.repeat(80)}/${'b'.repeat(60)}.png`;
    const entries = [
      { path: 'jwt-secret', data: new TextEncoder().encode('secret') },
      { path: long, data: new Uint8Array(1500).fill(7) },
      { path: 'empty', data: new Uint8Array(0) },
    ];
    expect(readTar(writeTar(entries))).toEqual(entries);
  });

  it('refuses a truncated archive', () => {
    const archive = writeTar([{ path: 'file', data: new Uint8Array(2000) }]);
    expect(() => readTar(archive.subarray(0, 1024))).toThrow(/truncated/);
  });
});
