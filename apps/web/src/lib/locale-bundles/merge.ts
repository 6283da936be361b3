import { SERVICE_NAMES, type Lang } from '@comptoir/domain';

export type Translation = { [key: string]: string | Translation };

/**
 * Each screen's locales/<lang>/<namespace>.json under the namespace key, so that features built side by side never
 * edit the same file; added to `into`, whose keys a namespace may not repeat.
 */
export function mergeNamespaces(
  lang: Lang,
  namespaceFiles: Record<string, Translation>,
  into: Translation = {},
): Translation {
  const merged: Translation = { ...into };
  for (const [path, strings] of Object.entries(namespaceFiles)) {
    const namespace = /\/([^/]+)\.json$/.exec(path)?.[1];
    if (!namespace) continue;
    if (namespace in merged)
      throw new Error(`locales/${lang}/${namespace}.json repeats the "${namespace}" key of ${lang}.json`);
    merged[namespace] = strings;
  }
  return merged;
}

/** A language's sign-in strings: its base file with the services' names, plus the namespaces given. */
export function mergeLocale(lang: Lang, base: Translation, namespaceFiles: Record<string, Translation>): Translation {
  // The services' names are shared with the server's e-mails, so they live in packages/domain.
  return mergeNamespaces(lang, namespaceFiles, { ...base, services: SERVICE_NAMES[lang] });
}
