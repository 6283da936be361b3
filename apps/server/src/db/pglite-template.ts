import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { MIGRATIONS_FOLDER } from '../migrations-folder';

// Creating an embedded cluster (initdb) costs about 3 s and every test file opens several; loading a dump of one
// already migrated takes about 1 s. The dump is kept in the temporary folder under a name made of the migrations'
// content, so changed migrations make a new one, and tests still run migrateDatabase on what they load.

function migrationsDigest(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_FOLDER)
    .filter((file) => file.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(join(MIGRATIONS_FOLDER, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<Blob> | null = null;

async function createTemplate(path: string): Promise<Blob> {
  try {
    return new Blob([new Uint8Array(await readFile(path))]);
  } catch {
    const database = await openDatabase({ dataDir: '', memory: true });
    try {
      await migrateDatabase(database);
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir('none');
      // Written under a private name, then renamed: a test file in another worker never reads half a dump.
      const partial = `${path}.${process.pid}.partial`;
      await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
      await rename(partial, path);
      return dump;
    } finally {
      await database.close();
    }
  }
}

/** A dump of an empty, migrated embedded database, made once per set of migrations. */
export function migratedPgliteTemplate(): Promise<Blob> {
  template ??= createTemplate(join(tmpdir(), `comptoir-pglite-${migrationsDigest()}.tar`));
  return template;
}
