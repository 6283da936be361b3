import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, LANGUAGES, SERVICE_NAMES, type Lang } from '@comptoir/domain';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import pl from '../locales/pl.json';
import pt from '../locales/pt.json';

type Translation = { [key: string]: string | Translation };

// Screens keep their strings in locales/<lang>/<namespace>.json, merged under the namespace key, so that features
// built side by side never edit the same file.
const namespaceFiles = import.meta.glob<Translation>('../locales/*/*.json', { eager: true, import: 'default' });

function withNamespaces(lang: Lang, base: Translation): Translation {
  // The services' names are shared with the server's e-mails, so they live in packages/domain.
  const merged: Translation = { ...base, services: SERVICE_NAMES[lang] };
  for (const [path, strings] of Object.entries(namespaceFiles)) {
    const [, folder, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (folder !== lang || !namespace) continue;
    if (namespace in merged)
      throw new Error(`locales/${lang}/${namespace}.json repeats the "${namespace}" key of ${lang}.json`);
    merged[namespace] = strings;
  }
  return merged;
}

export const translations: Readonly<Record<Lang, Translation>> = {
  en: withNamespaces('en', en),
  es: withNamespaces('es', es),
  fr: withNamespaces('fr', fr),
  pt: withNamespaces('pt', pt),
  pl: withNamespaces('pl', pl),
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANGUAGES],
  resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { translation: translations[lang] }])),
  // Resources are bundled, so initialisation finishes synchronously and the first render is translated.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
