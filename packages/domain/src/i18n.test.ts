import { describe, expect, it } from 'vitest';
import { resolveLanguage, type LanguageHints } from './i18n';

describe('resolveLanguage', () => {
  it.each<[string, LanguageHints, string]>([
    ['stored language wins over the country', { stored: 'pl', country: 'FR' }, 'pl'],
    ['stored English wins over France', { stored: 'en', country: 'FR' }, 'en'],
    ['France without a stored language', { stored: null, country: 'FR' }, 'fr'],
    ['lower-case country code', { country: 'fr' }, 'fr'],
    ['another country gives English', { country: 'ES' }, 'en'],
    ['failed lookup gives English', { stored: null, country: null }, 'en'],
    ['nothing known gives English', {}, 'en'],
    ['unknown stored value is ignored', { stored: 'de', country: 'FR' }, 'fr'],
    ['unknown stored value and no country', { stored: 'xx' }, 'en'],
  ])('%s', (_name, hints, lang) => {
    expect(resolveLanguage(hints)).toBe(lang);
  });
});
