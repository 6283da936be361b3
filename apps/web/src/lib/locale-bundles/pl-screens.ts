import { mergeNamespaces, type Translation } from './merge';

// The screens' strings past sign-in: every namespace that pl.ts leaves out (lib/i18n.ts, docs/web.md#fast-first-load).
export const translation: Translation = mergeNamespaces(
  'pl',
  import.meta.glob<Translation>(
    ['../../locales/pl/*.json', '!../../locales/pl/{appUpdate,errorReasons,recovery,tablets}.json'],
    { eager: true, import: 'default' },
  ),
);
