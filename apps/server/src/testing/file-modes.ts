import { lstatSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every file or folder under `dir` (itself included, symbolic links not followed) that grants its group or others
 * anything, with its mode.
 */
export function findOpenToOthers(dir: string): string[] {
  const open: string[] = [];
  const pending = [dir];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) continue;
    if ((stats.mode & 0o077) !== 0) open.push(`${(stats.mode & 0o777).toString(8)} ${relative(dir, path) || '.'}`);
    if (stats.isDirectory()) pending.push(...readdirSync(path).map((name) => join(path, name)));
  }
  return open;
}
