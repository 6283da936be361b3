import { STORAGE_KEYS } from '@comptoir/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, saveLogin } from '../session';
import {
  getThemePreferences,
  refreshThemePreferences,
  resetThemePreferences,
  saveThemePreferences,
} from './theme-preferences';

const alice = { uuid: 'alice-uuid', email: 'alice@example.test', roles: ['ROLE_COMPANY'], lang: null, enabled: true };
const bob = { ...alice, uuid: 'bob-uuid', email: 'bob@example.test' };

function html(name: string) {
  return document.documentElement.getAttribute(name);
}

beforeEach(() => refreshThemePreferences());

describe('theme preferences', () => {
  it('apply a change to the page at once and keep it for the device', () => {
    saveThemePreferences({ skin: 'dark', direction: 'rtl' });
    expect([html('data-skin'), html('data-mantine-color-scheme'), html('dir')]).toEqual(['dark', 'dark', 'rtl']);
    expect(localStorage.getItem(STORAGE_KEYS.skin)).toBe('dark');
    expect(localStorage.getItem(STORAGE_KEYS.direction)).toBe('rtl');
    saveThemePreferences({ menuCollapsed: true });
    expect(localStorage.getItem(STORAGE_KEYS.menuCollapsed)).toBe('true');
  });

  it('keep each account of a shared tablet its own choice, across sign-outs', () => {
    saveLogin('alice-token', alice);
    saveThemePreferences({ skin: 'semi-dark', menuCollapsed: true });
    clearSession();
    // Before sign-in the page shows the device's last choice.
    expect(getThemePreferences()).toEqual({ skin: 'semi-dark', menuCollapsed: true, direction: 'ltr' });

    saveLogin('bob-token', bob);
    saveThemePreferences({ skin: 'bordered', menuCollapsed: false });
    clearSession();

    saveLogin('alice-token', alice);
    expect(getThemePreferences()).toEqual({ skin: 'semi-dark', menuCollapsed: true, direction: 'ltr' });
    expect(html('data-skin')).toBe('semi-dark');
    clearSession();
    saveLogin('bob-token', bob);
    expect(getThemePreferences()).toEqual({ skin: 'bordered', menuCollapsed: false, direction: 'ltr' });
  });

  it('reset to the defaults: light, menu expanded, left to right', () => {
    saveThemePreferences({ skin: 'dark', menuCollapsed: true, direction: 'rtl' });
    resetThemePreferences();
    expect(getThemePreferences()).toEqual({ skin: 'light', menuCollapsed: false, direction: 'ltr' });
    expect([html('data-skin'), html('dir')]).toEqual(['light', 'ltr']);
  });

  it("follow another tab's change", () => {
    localStorage.setItem(STORAGE_KEYS.skin, 'bordered');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.skin, newValue: 'bordered' }));
    expect(getThemePreferences().skin).toBe('bordered');
  });
});
