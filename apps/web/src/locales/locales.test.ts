import { LANGUAGES, ROUTES, SIDE_MENU, type MenuEntry } from '@comptoir/domain';
import { describe, expect, it } from 'vitest';
import { loadTranslation } from '../lib/i18n';
import type { Translation } from '../lib/locale-bundles/merge';

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

const english = flatten(await loadTranslation('en'));

// Each language's sign-in part (lib/locale-bundles/<lang>.ts), by language code.
const signInParts = Object.fromEntries(
  Object.entries(
    import.meta.glob<Translation>('../lib/locale-bundles/[a-z][a-z].ts', { eager: true, import: 'translation' }),
  ).map(([path, strings]) => [/([a-z]{2})\.ts$/.exec(path)?.[1], strings]),
);

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

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))(
    '%s puts the same namespaces as English in its sign-in part',
    (lang) => {
      expect(Object.keys(signInParts[lang] ?? {}).sort()).toEqual(Object.keys(signInParts.en ?? {}).sort());
    },
  );

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s has every English key, translated', async (lang) => {
    const translated = flatten(await loadTranslation(lang));
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
