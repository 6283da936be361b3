import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '@comptoir/domain';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import pl from '../locales/pl.json';
import pt from '../locales/pt.json';

type Translation = { [key: string]: string | Translation };

export const translations: Readonly<Record<Lang, Translation>> = { en, es, fr, pt, pl };

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
