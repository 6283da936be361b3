import base from '../../locales/en.json';
import { mergeLocale, type Translation } from './merge';

// The sign-in strings: the base file and the namespaces that the shell and the sign-in pages use; en-screens.ts has
// the others. One module per part so that each is one chunk (lib/i18n.ts, docs/web.md#fast-first-load). The list of
// namespaces is the same in every language and in the screens' negative pattern (locales.test.ts checks both).
export const translation: Translation = mergeLocale(
  'en',
  base,
  import.meta.glob<Translation>('../../locales/en/{appUpdate,errorReasons,recovery,tablets}.json', {
    eager: true,
    import: 'default',
  }),
);
