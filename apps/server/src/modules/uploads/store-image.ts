import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { CleanImage } from './clean-image';
import { IMAGE_USES, type ImageUse } from './image-uses';

// Uploads are readable by the server's own user only (docs/security.md), whatever the process umask.
const FILE_MODE = 0o600;
const FOLDER_MODE = 0o700;

/**
 * Writes what the pipeline produced as `<use's folder>/<owner>-<random>.jpg` under the uploads folder and returns that
 * relative path. The random part makes every upload a new file, so a cached old picture is never shown for a new one.
 */
export async function storeImage(uploadsDir: string, use: ImageUse, owner: string, image: CleanImage): Promise<string> {
  const filePath = `${IMAGE_USES[use].folder}/${owner}-${randomUUID()}.${image.extension}`;
  await writeFileAtomically(join(uploadsDir, filePath), image.bytes);
  return filePath;
}

/** Removes a stored file whose database row was never written (the transaction failed). */
export async function removeStoredImage(uploadsDir: string, filePath: string): Promise<void> {
  await rm(join(uploadsDir, filePath), { force: true });
}

/** The bytes of a stored file, or null when it is not on disk (a path kept in the database, its file gone). */
export async function readStoredImage(uploadsDir: string, filePath: string): Promise<Buffer | null> {
  try {
    return await readFile(join(uploadsDir, filePath));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

// Written beside its final name and renamed into place once flushed: a crash leaves either the whole file or no file
// under that name (at worst a hidden `.partial` that nothing points to).
async function writeFileAtomically(path: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: FOLDER_MODE });
  const partial = join(dirname(path), `.${basename(path)}.partial`);
  try {
    const file = await open(partial, 'wx', FILE_MODE);
    try {
      await file.writeFile(bytes);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
