import { STORAGE_KEYS } from '@comptoir/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockGraphQL } from '../test/render';
import { i18n } from './i18n';
import { applyDetectedLanguage, chooseLanguage } from './language';

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
});
