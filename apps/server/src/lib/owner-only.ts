import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';

/** The process umask that makes every file and directory the server creates owner-only (docs/security.md). */
export const OWNER_ONLY_UMASK = 0o077;

const GROUP_AND_OTHER = 0o077;

/**
 * Creates `dir` (0700) if it is missing and takes every group and other permission off it and off everything under
 * it, so a data directory left readable by an older version or another tool is closed at start (docs/security.md).
 * Symbolic links inside are neither followed nor changed: they may point anywhere on the machine.
 */
export function restrictToOwner(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const pending: [string, Stats][] = [[dir, statSync(dir)]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [path, stats] = next;
    if ((stats.mode & GROUP_AND_OTHER) !== 0) chmodSync(path, stats.mode & 0o700);
    if (!stats.isDirectory()) continue;
    for (const name of readdirSync(path)) {
      const entry = join(path, name);
      const entryStats = lstatOrNull(entry);
      if (entryStats && !entryStats.isSymbolicLink()) pending.push([entry, entryStats]);
    }
  }
}

// Another process may remove a file between the listing and the look (a second server starting on a DATA_DIR that
// is in use, before the lock file turns it away).
function lstatOrNull(path: string): Stats | null {
  try {
    return lstatSync(path);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
}
