import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '@comptoir/domain';
import type { Translation } from './locale-bundles/merge';

// Each language is two chunks, fetched only when used (docs/web.md#fast-first-load): its sign-in strings
// (locale-bundles/<lang>.ts), which the first paint waits for, and its screens' strings (<lang>-screens.ts), which
// download with the first screen past sign-in (app/screens.ts) and, from then on, with every language switched to.
const parts = {
  signIn: import.meta.glob<Translation>('./locale-bundles/[a-z][a-z].ts', { import: 'translation' }),
  screens: import.meta.glob<Translation>('./locale-bundles/[a-z][a-z]-screens.ts', { import: 'translation' }),
};
type Part = keyof typeof parts;

const downloads = new Map<string, Promise<Translation>>();

function download(lang: Lang, part: Part): Promise<Translation> {
  const path = `./locale-bundles/${lang}${part === 'screens' ? '-screens' : ''}.ts`;
  let strings = downloads.get(path);
  if (!strings) {
    const load = parts[part][path];
    if (!load) throw new Error(`lib/${path.slice(2)} is missing`);
    strings = load();
    // A failed download (a lost connection) is tried again at the next need.
    strings.catch(() => downloads.delete(path));
    downloads.set(path, strings);
  }
  return strings;
}

/** A language's strings, both parts, downloaded once. */
export async function loadTranslation(lang: Lang): Promise<Translation> {
  const [signIn, screens] = await Promise.all([download(lang, 'signIn'), download(lang, 'screens')]);
  return { ...signIn, ...screens };
}

const added = new Set<string>();
// The languages whose sign-in strings were asked for, and whether a screen has wanted the screens' strings yet.
const started = new Set<Lang>();
let screensWanted = false;

async function addPart(lang: Lang, part: Part): Promise<void> {
  const key = `${lang}/${part}`;
  if (added.has(key)) return;
  i18n.addResourceBundle(lang, 'translation', await download(lang, part), true, true);
  added.add(key);
}

/** Makes a language's strings available, so that switching to it is immediate. */
export async function loadLanguage(lang: Lang): Promise<void> {
  started.add(lang);
  await addPart(lang, 'signIn');
  if (screensWanted) await addPart(lang, 'screens');
}

/**
 * The screens' strings, for every language asked for so far (the active one, and one being switched to), before a
 * screen past sign-in shows; from then on loadLanguage brings them with each language.
 */
async function loadScreenStrings(): Promise<void> {
  screensWanted = true;
  await Promise.all(
    // Only the active language's failure stops the screen; another is tried again when switched to.
    [...started].map((lang) =>
      addPart(lang, 'screens').catch((error: unknown) => {
        if (lang === i18n.language) throw error;
      }),
    ),
  );
}

/** A lazy chunk past sign-in (a screen, the signed-in layout), ready once the screens' strings are in too. */
export function withScreenStrings<T>(module: Promise<T>): Promise<T> {
  return Promise.all([module, loadScreenStrings()]).then(([loaded]) => loaded);
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANGUAGES],
  // Strings arrive through loadLanguage; the app renders once the active language's are in (main.tsx).
  resources: {},
  partialBundledLanguages: true,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
