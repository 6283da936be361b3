import { mergeNamespaces, type Translation } from './merge';

// The screens' strings past sign-in: every namespace that en.ts leaves out (lib/i18n.ts, docs/web.md#fast-first-load).
export const translation: Translation = mergeNamespaces(
  'en',
  import.meta.glob<Translation>(
    ['../../locales/en/*.json', '!../../locales/en/{appUpdate,errorReasons,recovery,tablets}.json'],
    { eager: true, import: 'default' },
  ),
);
