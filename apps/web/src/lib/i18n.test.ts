import { describe, expect, it, vi } from 'vitest';

// A fresh copy of the module: test/setup.ts has already loaded every string into the shared one.
async function freshI18n() {
  vi.resetModules();
  return import('./i18n');
}

describe('strings on demand', () => {
  it('starts with the sign-in strings only, and brings the screens ones with the first screen past sign-in', async () => {
    const { i18n, loadLanguage, withScreenStrings } = await freshI18n();
    await loadLanguage('en');
    expect(i18n.t('auth.submit')).toBe('Sign in');
    expect(i18n.exists('menus.title')).toBe(false);

    await expect(withScreenStrings(Promise.resolve('screen'))).resolves.toBe('screen');
    expect(i18n.t('menus.title')).toBe('Menu availability');
  });

  it('brings the screens strings of a language switched to once a screen needed them', async () => {
    const { i18n, loadLanguage, withScreenStrings } = await freshI18n();
    await loadLanguage('en');
    await withScreenStrings(Promise.resolve());
    await loadLanguage('pl');
    await i18n.changeLanguage('pl');
    expect(i18n.t('menus.title')).toBe('Dostępność pozycji');
  });
});
