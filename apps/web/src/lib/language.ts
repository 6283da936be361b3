import { isLang, resolveLanguage, STORAGE_KEYS, type Lang } from '@comptoir/domain';
import { graphql } from './graphql';
import { requestGraphQL } from './graphql-client';
import { i18n } from './i18n';

const VisitorCountryQuery = graphql(`
  query VisitorCountry {
    visitorCountry
  }
`);

async function findVisitorCountry(): Promise<string | null> {
  try {
    const data = await requestGraphQL(VisitorCountryQuery);
    return data.visitorCountry;
  } catch {
    return null;
  }
}

/** SPEC §1: the stored language wins; otherwise the visitor's country decides; failure gives English. */
async function detectLanguage(): Promise<Lang> {
  const stored = localStorage.getItem(STORAGE_KEYS.lang);
  if (isLang(stored)) return stored;
  return resolveLanguage({ stored, country: await findVisitorCountry() });
}

async function applyLanguage(lang: Lang): Promise<void> {
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}

export async function applyDetectedLanguage(): Promise<Lang> {
  const lang = await detectLanguage();
  await applyLanguage(lang);
  return lang;
}

/** The language picker's choice is stored so it wins at the next start. */
export async function chooseLanguage(lang: Lang): Promise<void> {
  localStorage.setItem(STORAGE_KEYS.lang, lang);
  await applyLanguage(lang);
}
