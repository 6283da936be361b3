import { describe, expect, it } from 'vitest';
import { hashPassword, hashPin, verifyPassword, verifyPin } from './passwords';

describe('passwords and PINs', () => {
  it('hashes with argon2id and accepts only the right password', async () => {
    const stored = await hashPassword('company-demo-2026');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(stored, 'company-demo-2026')).toBe(true);
    expect(await verifyPassword(stored, 'Company-demo-2026')).toBe(false);
  });

  it('treats an unreadable hash as a wrong password instead of failing', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('checks a PIN, and refuses any PIN when none is set', async () => {
    const stored = await hashPin('1234');
    expect(await verifyPin(stored, '1234')).toBe(true);
    expect(await verifyPin(stored, '4321')).toBe(false);
    expect(await verifyPin(null, '1234')).toBe(false);
  });
});
