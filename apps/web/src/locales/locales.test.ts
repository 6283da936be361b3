import { LANGUAGES, ROUTES, SIDE_MENU, type MenuEntry } from '@comptoir/domain';
import { describe, expect, it } from 'vitest';
import { translations } from '../lib/i18n';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

function menuKeys(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((entry) => [entry.titleKey, ...menuKeys(entry.children ?? [])]);
}

const english = flatten(translations.en);

// Plural forms differ per language (Polish has _few and _many); compare the keys without them.
function baseKeys(keys: Record<string, string>): string[] {
  return [...new Set(Object.keys(keys).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
}

describe('locales', () => {
  it('has a title for every route and side-menu entry of the domain', () => {
    for (const key of [...ROUTES.map((route) => route.titleKey), ...menuKeys(SIDE_MENU)]) {
      expect(english, key).toHaveProperty([key]);
    }
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s has every English key, translated', (lang) => {
    const translated = flatten(translations[lang]);
    expect(baseKeys(translated)).toEqual(baseKeys(english));
    for (const key of [
      'auth.submit',
      'layout.logout',
      'misc.notFoundTitle',
      'companies.loadError',
      'placeholder.title',
    ]) {
      expect(translated[key], `${lang} ${key}`).not.toBe(english[key]);
    }
  });
});
