import { mergeNamespaces, type Translation } from './merge';

// The screens' strings past sign-in: every namespace that es.ts leaves out (lib/i18n.ts, docs/web.md#fast-first-load).
export const translation: Translation = mergeNamespaces(
  'es',
  import.meta.glob<Translation>(
    ['../../locales/es/*.json', '!../../locales/es/{appUpdate,errorReasons,recovery,tablets}.json'],
    { eager: true, import: 'default' },
  ),
);
