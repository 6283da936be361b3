import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { restrictToOwner } from '../../lib/owner-only';
import { acquireLockFile, type LockFile } from '../lock-file';
import { readTar, writeTar, type TarEntry } from './tar';

// A backup is a gzipped tar: the embedded database as PGlite dumps it (a consistent copy of its cluster) and every
// other file of DATA_DIR under files/ — the generated secrets (without data-key the encrypted values cannot be read
// again), uploads and the e-mail outbox (docs/deployment.md#backup).
const DATABASE_ENTRY = 'pglite.tar.gz';
const FILES_PREFIX = 'files/';
const DATABASE_DIR = 'pglite';
const LOCK_FILE = 'pglite.lock';

// The server's own lock (db/client.ts): a live server holding it refuses the backup; while the backup or restore
// runs, a server starting on the same DATA_DIR is refused in turn.
function lockDataDir(dataDir: string): LockFile {
  return acquireLockFile(
    join(dataDir, LOCK_FILE),
    (pid) => `A Comptoir process (pid ${pid}) is using the embedded database in ${dataDir}: stop it first.`,
  );
}

function listFiles(dataDir: string, dir = dataDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    const relativePath = relative(dataDir, path);
    if (relativePath === DATABASE_DIR || relativePath === LOCK_FILE) return [];
    const stats = lstatSync(path);
    if (stats.isDirectory()) return listFiles(dataDir, path);
    return stats.isFile() ? [relativePath.split(sep).join('/')] : [];
  });
}

/** Writes a backup of `dataDir` (its embedded database and files) to `file`; the server must not be running. */
export async function backupDataDir(dataDir: string, file: string): Promise<{ files: number; bytes: number }> {
  if (!existsSync(join(dataDir, DATABASE_DIR, 'PG_VERSION')))
    throw new Error(`${dataDir} holds no embedded database to back up.`);
  const lock = lockDataDir(dataDir);
  try {
    const client = new PGlite(join(dataDir, DATABASE_DIR));
    let dump: Blob;
    try {
      // dumpDataDir does not wait for the cluster to open: called first, it never settles.
      await client.waitReady;
      dump = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
    const files = listFiles(dataDir);
    const entries: TarEntry[] = [
      { path: DATABASE_ENTRY, data: new Uint8Array(await dump.arrayBuffer()) },
      ...files.map((path) => ({ path: FILES_PREFIX + path, data: readFileSync(join(dataDir, path)) })),
    ];
    const archive = gzipSync(writeTar(entries));
    // Written under a private name, then renamed: an interrupted backup never leaves a file that looks whole.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, archive, { mode: 0o600 });
    renameSync(partial, file);
    return { files: files.length, bytes: archive.length };
  } finally {
    lock.release();
  }
}

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/** Restores a backup into `dataDir`, which must be missing or empty: a restore never overwrites data. */
export async function restoreDataDir(file: string, dataDir: string): Promise<{ files: number }> {
  if (!isEmptyDir(dataDir)) throw new Error(`${dataDir} is not empty: restore into a new or empty DATA_DIR.`);
  const entries = readTar(gunzipSync(readFileSync(file)));
  const database = entries.find((entry) => entry.path === DATABASE_ENTRY);
  if (!database) throw new Error(`${file} is not a Comptoir backup (no ${DATABASE_ENTRY} in it).`);
  const root = resolve(dataDir);
  mkdirSync(root, { recursive: true, mode: 0o700 });
  const lock = lockDataDir(root);
  try {
    const files = entries.filter((entry) => entry.path.startsWith(FILES_PREFIX));
    for (const entry of files) {
      const target = resolve(root, entry.path.slice(FILES_PREFIX.length));
      if (!target.startsWith(root + sep)) throw new Error(`${file} names a file outside DATA_DIR: ${entry.path}`);
      mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
      writeFileSync(target, entry.data, { mode: 0o600 });
    }
    const client = new PGlite(join(root, DATABASE_DIR), { loadDataDir: new Blob([new Uint8Array(database.data)]) });
    await client.waitReady;
    await client.close();
    restrictToOwner(root);
    return { files: files.length };
  } finally {
    lock.release();
  }
}
