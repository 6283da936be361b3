import { mergeNamespaces, type Translation } from './merge';

// The screens' strings past sign-in: every namespace that fr.ts leaves out (lib/i18n.ts, docs/web.md#fast-first-load).
export const translation: Translation = mergeNamespaces(
  'fr',
  import.meta.glob<Translation>(
    ['../../locales/fr/*.json', '!../../locales/fr/{appUpdate,errorReasons,recovery,tablets}.json'],
    { eager: true, import: 'default' },
  ),
);
