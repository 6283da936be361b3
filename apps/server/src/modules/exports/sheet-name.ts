import { EXPORT_SHEET_NAME_MAX } from '@comptoir/domain';

// Excel refuses these in a sheet name, and a name that starts or ends with an apostrophe.
const FORBIDDEN = /[:\\/?*[\]]/g;

function clean(title: string): string {
  const name = title
    .replace(FORBIDDEN, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '')
    .trim();
  return name || 'Sheet';
}

/**
 * A sheet name Excel accepts for `title` (docs/api.md#exports: cut to 30 characters), different from every name in
 * `taken`; Excel compares sheet names without case, so does this. A clash gets ' (2)', ' (3)'… within the same 30
 * characters.
 */
export function sheetName(title: string, taken: Iterable<string> = []): string {
  const base = [...clean(title)].slice(0, EXPORT_SHEET_NAME_MAX).join('').trim();
  const used = new Set([...taken].map((name) => name.toLowerCase()));
  if (!used.has(base.toLowerCase())) return base;
  for (let copy = 2; ; copy += 1) {
    const suffix = ` (${copy})`;
    const name = `${[...base]
      .slice(0, EXPORT_SHEET_NAME_MAX - suffix.length)
      .join('')
      .trim()}${suffix}`;
    if (!used.has(name.toLowerCase())) return name;
  }
}
