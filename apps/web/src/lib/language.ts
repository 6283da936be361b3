import { DEFAULT_LANG, isLang, resolveLanguage, STORAGE_KEYS, type Lang } from '@comptoir/domain';
import { findVisitorCountry } from './api/visitor-country';
import { i18n, loadLanguage } from './i18n';
import { getSession, saveUserLanguage } from './session';

/**
 * docs/product.md#languages: the signed-in account's stored language wins, then the device's; otherwise the
 * visitor's country decides; failure gives English.
 */
function storedLanguage(): Lang | null {
  const { token, user } = getSession();
  if (token && isLang(user?.lang)) return user.lang;
  const device = localStorage.getItem(STORAGE_KEYS.lang);
  return isLang(device) ? device : null;
}

async function detectLanguage(): Promise<Lang> {
  const stored = storedLanguage();
  if (stored) return stored;
  return resolveLanguage({ stored, country: await findVisitorCountry() });
}

async function applyLanguage(lang: Lang): Promise<void> {
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}

export async function applyDetectedLanguage(): Promise<Lang> {
  const lang = await detectLanguage();
  await applyLanguage(lang);
  return lang;
}

/**
 * The first paint waits for the stored language's strings (the account's, saved at sign-in, before the device's), or
 * for English's while the visitor's country is looked up (that lookup may switch the language a moment later): never a
 * screen of untranslated keys, and a signed-in account never starts in another language than its own.
 */
export async function startLanguage(): Promise<void> {
  const stored = storedLanguage();
  if (stored) return applyLanguage(stored);
  await applyLanguage(DEFAULT_LANG);
  void applyDetectedLanguage();
}

// Counts the languages picked here, so that an account language read before the latest pick never undoes it.
let picks = 0;

/** How many languages were picked on this page so far: pass it to adoptAccountLanguage with what was read after it. */
export function languagePicks(): number {
  return picks;
}

/**
 * The language picker's choice: shown at once, kept for this device and for the saved account so that it wins at the
 * next start. Storing it on the account (other devices) is the caller's `useUpdateLanguage`.
 */
export async function chooseLanguage(lang: Lang): Promise<void> {
  picks += 1;
  localStorage.setItem(STORAGE_KEYS.lang, lang);
  saveUserLanguage(lang);
  await applyLanguage(lang);
}

/**
 * The account's stored language as the server answered it (the profile): when another device changed it, this one
 * follows before the answer is shown. `picksBefore` is languagePicks() when the request was sent: a language picked
 * since then wins. Nothing changes for an account without a language, nor when its strings cannot be downloaded.
 */
export async function adoptAccountLanguage(lang: string | null | undefined, picksBefore: number): Promise<void> {
  if (!isLang(lang) || picksBefore !== picks) return;
  localStorage.setItem(STORAGE_KEYS.lang, lang);
  saveUserLanguage(lang);
  if (i18n.language === lang) return;
  await applyLanguage(lang).catch(() => undefined);
}
