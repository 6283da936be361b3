import { readThemePreferences, themeDocumentAttributes } from '@comptoir/domain';
import { afterEach, describe, expect, it } from 'vitest';
import bootScript from '../../../public/theme-boot.js?raw';

const alice = JSON.stringify({ uuid: 'alice-uuid', email: 'alice@example.test', roles: [] });
const bob = JSON.stringify({ uuid: 'bob-uuid', email: 'bob@example.test', roles: [] });
const aliceChoice = JSON.stringify({ 'alice-uuid': { skin: 'semi-dark', menuCollapsed: true, direction: 'rtl' } });

function runBootScript(): Record<string, string | null> {
  new Function(bootScript)();
  const root = document.documentElement;
  return {
    'data-skin': root.getAttribute('data-skin'),
    'data-mantine-color-scheme': root.getAttribute('data-mantine-color-scheme'),
    dir: root.getAttribute('dir'),
  };
}

afterEach(() => {
  for (const name of ['data-skin', 'data-mantine-color-scheme', 'dir', 'style'])
    document.documentElement.removeAttribute(name);
});

// public/theme-boot.js cannot import packages/domain (it runs before the bundle): it must read storage as the domain
// does.
describe('theme-boot.js', () => {
  it.each<[string, Record<string, string>]>([
    ['a fresh device', {}],
    ["the device's last choice", { skin: 'dark', direction: 'rtl', menuCollapsed: 'true' }],
    ['garbage', { skin: 'neon', direction: 'up', user: '{', themeByAccount: '[]' }],
    ["the signed-in account's own choice", { skin: 'dark', user: alice, themeByAccount: aliceChoice }],
    [
      'an account without a choice of its own',
      { skin: 'bordered', direction: 'rtl', user: bob, themeByAccount: aliceChoice },
    ],
    [
      "an account's broken field",
      {
        direction: 'rtl',
        user: alice,
        themeByAccount: JSON.stringify({ 'alice-uuid': { skin: 'dark', direction: 'sideways' } }),
      },
    ],
  ])('sets <html> as the app does for %s', (_case, storage) => {
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    const expected = themeDocumentAttributes(readThemePreferences((key) => localStorage.getItem(key)));
    expect(runBootScript()).toEqual(expected);
    expect(document.documentElement.style.colorScheme).toBe(expected['data-mantine-color-scheme']);
  });

  it('leaves the defaults when storage cannot be read (a browser that blocks it)', () => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    try {
      expect(runBootScript()).toEqual({ 'data-skin': 'light', 'data-mantine-color-scheme': 'light', dir: 'ltr' });
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });
});
