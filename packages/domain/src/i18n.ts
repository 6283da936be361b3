import { DEFAULT_LANG } from './constants';

export const LANGUAGES = ['en', 'es', 'fr', 'pt', 'pl'] as const;

export type Lang = (typeof LANGUAGES)[number];

const languageSet: ReadonlySet<string> = new Set(LANGUAGES);

export function isLang(x: unknown): x is Lang {
  return typeof x === 'string' && languageSet.has(x);
}

export type LanguageHints = {
  /** The language saved in browser storage. */
  stored?: string | null;
  /** ISO country code of the visitor, looked up by IP; null when the lookup failed. */
  country?: string | null;
};

/**
 * docs/product.md#languages: a supported stored language wins; otherwise France gives French and anything else English.
 */
export function resolveLanguage({ stored, country }: LanguageHints): Lang {
  if (isLang(stored)) return stored;
  if (country?.trim().toUpperCase() === 'FR') return 'fr';
  return DEFAULT_LANG;
}
