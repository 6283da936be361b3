import { resolve } from 'node:path';
import { OWNER_ONLY_UMASK } from '../../lib/owner-only';
import { backupDataDir, restoreDataDir } from './data-dir-backup';

// `npm run db:backup -- <file>` and `npm run db:restore -- <file>`: the embedded database of DATA_DIR (default ./data,
// as the server reads it) to a file and back (docs/deployment.md#backup).
const USAGE = 'Usage: npm run db:backup -- <file> | npm run db:restore -- <file> (DATA_DIR selects the folder)';

async function run([command, file]: string[]): Promise<string> {
  if (!file || (command !== 'backup' && command !== 'restore')) throw new Error(USAGE);
  if (process.env.DATABASE_URL)
    throw new Error('DATABASE_URL is set: back up PostgreSQL with its own tools (pg_dump, pg_restore).');
  const dataDir = resolve(process.env.DATA_DIR || './data');
  if (command === 'backup') {
    const { files, bytes } = await backupDataDir(dataDir, resolve(file));
    return `Backed up ${dataDir} (database and ${files} files, ${Math.round(bytes / 1024)} KiB) to ${file}`;
  }
  const { files } = await restoreDataDir(resolve(file), dataDir);
  return `Restored ${file} (database and ${files} files) into ${dataDir}`;
}

process.umask(OWNER_ONLY_UMASK);
run(process.argv.slice(2)).then(
  (summary) => console.log(summary),
  // One line: each refusal says what to do.
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
