import { describe, expect, it } from 'vitest';
import { SESSION_KEYS_TO_CLEAR, STORAGE_KEYS } from './storage-keys';

describe('storage keys', () => {
  it('keeps the product’s key for the switched identity', () => {
    expect(STORAGE_KEYS.switchUser).toBe('x-switch-user');
  });

  it('clears the session keys and keeps preferences', () => {
    expect([...SESSION_KEYS_TO_CLEAR].sort()).toEqual([
      'orders',
      'pinCodeExp',
      'refresh',
      'restaurantWizard',
      'token',
      'user',
      'x-switch-user',
    ]);
    expect(SESSION_KEYS_TO_CLEAR).not.toContain(STORAGE_KEYS.lang);
    expect(SESSION_KEYS_TO_CLEAR).not.toContain(STORAGE_KEYS.mute);
    // The theme customizer's choices survive a logout (docs/theme.md).
    for (const key of [
      STORAGE_KEYS.skin,
      STORAGE_KEYS.menuCollapsed,
      STORAGE_KEYS.direction,
      STORAGE_KEYS.themeByAccount,
    ]) {
      expect(SESSION_KEYS_TO_CLEAR).not.toContain(key);
    }
  });
});
