import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME_PREFERENCES,
  readThemePreferences,
  themeDocumentAttributes,
  themePreferenceEntries,
  toggledSkin,
  type ThemePreferences,
} from './theme-preferences';

const alice = JSON.stringify({ uuid: 'alice-uuid', email: 'alice@example.test', roles: ['ROLE_COMPANY'] });
const bob = JSON.stringify({ uuid: 'bob-uuid', email: 'bob@example.test', roles: ['ROLE_COMPANY'] });
const aliceDarkRtl = JSON.stringify({ 'alice-uuid': { skin: 'dark', menuCollapsed: true, direction: 'rtl' } });

function reader(storage: Record<string, string>) {
  return (key: string) => storage[key] ?? null;
}

describe('readThemePreferences', () => {
  it.each<[string, Record<string, string>, ThemePreferences]>([
    ['defaults on a fresh device', {}, DEFAULT_THEME_PREFERENCES],
    [
      "the device's last choice before sign-in, as Mantine and useLocalStorage stored it",
      { skin: 'dark', menuCollapsed: 'true', direction: 'rtl' },
      { skin: 'dark', menuCollapsed: true, direction: 'rtl' },
    ],
    [
      'garbage as no choice, field by field',
      { skin: 'purple', menuCollapsed: 'yes', direction: 'ttb' },
      DEFAULT_THEME_PREFERENCES,
    ],
    [
      "the signed-in account's own choice over the device's",
      { skin: 'semi-dark', user: alice, themeByAccount: aliceDarkRtl },
      { skin: 'dark', menuCollapsed: true, direction: 'rtl' },
    ],
    [
      "the device's last choice for an account that made none",
      { skin: 'bordered', user: bob, themeByAccount: aliceDarkRtl },
      { ...DEFAULT_THEME_PREFERENCES, skin: 'bordered' },
    ],
    [
      'an unreadable map as no account choice',
      { skin: 'bordered', user: alice, themeByAccount: '{oops' },
      { ...DEFAULT_THEME_PREFERENCES, skin: 'bordered' },
    ],
    [
      'a broken field of the account as the device choice',
      {
        menuCollapsed: 'true',
        user: alice,
        themeByAccount: JSON.stringify({ 'alice-uuid': { skin: 'semi-dark', menuCollapsed: 'no' } }),
      },
      { skin: 'semi-dark', menuCollapsed: true, direction: 'ltr' },
    ],
  ])('reads %s', (_case, storage, expected) => {
    expect(readThemePreferences(reader(storage))).toEqual(expected);
  });
});

describe('themePreferenceEntries', () => {
  const choice: ThemePreferences = { skin: 'semi-dark', menuCollapsed: true, direction: 'rtl' };

  it("keeps only the device's choice before sign-in", () => {
    expect(themePreferenceEntries(reader({}), choice)).toEqual({
      skin: 'semi-dark',
      menuCollapsed: 'true',
      direction: 'rtl',
    });
  });

  it("keeps the account's own choice beside the other accounts' choices, which it reads back", () => {
    const storage = { user: bob, themeByAccount: aliceDarkRtl };
    const entries = themePreferenceEntries(reader(storage), choice);
    expect(JSON.parse(entries.themeByAccount ?? '')).toEqual({
      'alice-uuid': { skin: 'dark', menuCollapsed: true, direction: 'rtl' },
      'bob-uuid': choice,
    });
    expect(readThemePreferences(reader({ ...storage, ...entries }))).toEqual(choice);
    expect(readThemePreferences(reader({ ...storage, ...entries, user: alice }))).toEqual({
      skin: 'dark',
      menuCollapsed: true,
      direction: 'rtl',
    });
  });
});

describe('skin rules', () => {
  it.each<[ThemePreferences['skin'], ThemePreferences['skin'], string]>([
    ['light', 'dark', 'light'],
    ['dark', 'light', 'dark'],
    ['bordered', 'dark', 'light'],
    ['semi-dark', 'dark', 'light'],
  ])('%s toggles to %s and shows a %s content', (skin, toggled, scheme) => {
    expect(toggledSkin(skin)).toBe(toggled);
    expect(themeDocumentAttributes({ ...DEFAULT_THEME_PREFERENCES, skin })['data-mantine-color-scheme']).toBe(scheme);
  });
});
