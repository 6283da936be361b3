import { mergeNamespaces, type Translation } from './merge';

// The screens' strings past sign-in: every namespace that pt.ts leaves out (lib/i18n.ts, docs/web.md#fast-first-load).
export const translation: Translation = mergeNamespaces(
  'pt',
  import.meta.glob<Translation>(
    ['../../locales/pt/*.json', '!../../locales/pt/{appUpdate,errorReasons,recovery,tablets}.json'],
    { eager: true, import: 'default' },
  ),
);
