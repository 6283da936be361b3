import { STORAGE_KEYS } from '@comptoir/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockGraphQL } from '../test/render';
import { i18n } from './i18n';
import { adoptAccountLanguage, applyDetectedLanguage, chooseLanguage, languagePicks, startLanguage } from './language';
import { getSession, refreshSession } from './session';

function signIn(lang: string | null): void {
  localStorage.setItem(STORAGE_KEYS.token, 'token');
  localStorage.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({ uuid: 'u', email: 'company@demo.comptoir.test', roles: [], lang, enabled: true }),
  );
  refreshSession();
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('language wiring', () => {
  it('uses the stored language without asking the server', async () => {
    localStorage.setItem(STORAGE_KEYS.lang, 'pl');
    const fetchMock = mockGraphQL(() => ({ json: { data: { visitorCountry: 'FR' } } }));
    await expect(applyDetectedLanguage()).resolves.toBe('pl');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(i18n.t('auth.submit')).toBe('Zaloguj się');
    expect(document.documentElement.lang).toBe('pl');
  });

  it('speaks French to a visitor from France', async () => {
    mockGraphQL(({ query }) => {
      expect(query).toContain('visitorCountry');
      return { json: { data: { visitorCountry: 'FR' } } };
    });
    await expect(applyDetectedLanguage()).resolves.toBe('fr');
    expect(i18n.t('auth.submit')).toBe('Se connecter');
  });

  it('falls back to English when the country lookup fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await expect(applyDetectedLanguage()).resolves.toBe('en');
    expect(i18n.t('auth.submit')).toBe('Sign in');
  });

  it('ignores an unsupported stored language', async () => {
    localStorage.setItem(STORAGE_KEYS.lang, 'de');
    mockGraphQL(() => ({ json: { data: { visitorCountry: 'ES' } } }));
    await expect(applyDetectedLanguage()).resolves.toBe('en');
  });

  it('stores the language picked in the top bar so it wins next time', async () => {
    await chooseLanguage('es');
    expect(localStorage.getItem(STORAGE_KEYS.lang)).toBe('es');
    expect(i18n.language).toBe('es');
  });

  it("starts a signed-in device in the account's stored language, whatever the device last showed", async () => {
    localStorage.setItem(STORAGE_KEYS.lang, 'en');
    signIn('fr');
    await startLanguage();
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it("keeps the device's language for an account that never chose one", async () => {
    localStorage.setItem(STORAGE_KEYS.lang, 'pt');
    signIn(null);
    await startLanguage();
    expect(i18n.language).toBe('pt');
  });

  it('follows a language another device stored, unless one was picked here since the profile was asked for', async () => {
    signIn('en');
    await adoptAccountLanguage('pl', languagePicks());
    expect(i18n.language).toBe('pl');
    expect(getSession().user?.lang).toBe('pl');
    expect(localStorage.getItem(STORAGE_KEYS.lang)).toBe('pl');

    const before = languagePicks();
    await chooseLanguage('es');
    await adoptAccountLanguage('pl', before);
    expect(i18n.language).toBe('es');
    expect(getSession().user?.lang).toBe('es');
    await adoptAccountLanguage(null, languagePicks());
    expect(i18n.language).toBe('es');
  });
});
