import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { carts } from '../schema';
import { seedDemo } from '../seed';
import { backupDataDir, restoreDataDir } from './data-dir-backup';

async function readOrders(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    return await database.db
      .select({ id: carts.id, platformId: carts.platformId, status: carts.status, total: carts.total })
      .from(carts)
      .orderBy(asc(carts.id));
  } finally {
    await database.close();
  }
}

describe('backing up and restoring the embedded database (DATA_DIR)', () => {
  const root = mkdtempSync(join(tmpdir(), 'comptoir-backup-'));
  const source = join(root, 'source');
  const file = join(root, 'comptoir.backup');

  beforeAll(async () => {
    const database = await openDatabase({ dataDir: source });
    try {
      await migrateDatabase(database);
      // Yesterday too: today alone holds only the orders placed so far, none just after midnight.
      await seedDemo(database.db, { days: 2, uploadsDir: join(source, 'uploads') });
    } finally {
      await database.close();
    }
    writeFileSync(join(source, 'data-key'), 'the-data-key');
    mkdirSync(join(source, 'uploads', 'carts'), { recursive: true });
    writeFileSync(join(source, 'uploads', 'carts', 'photo.png'), new Uint8Array([137, 80, 78, 71]));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses while a server holds the database', async () => {
    const database = await openDatabase({ dataDir: source });
    try {
      await expect(backupDataDir(source, file)).rejects.toThrow(/is using the embedded database in .*: stop it first/);
    } finally {
      await database.close();
    }
  });

  it('restores into an empty DATA_DIR the same orders, secrets and uploads', async () => {
    await backupDataDir(source, file);
    const target = join(root, 'target');
    await restoreDataDir(file, target);
    const restored = await readOrders(target);
    expect(restored.length).toBeGreaterThan(10);
    expect(restored).toEqual(await readOrders(source));
    expect(readFileSync(join(target, 'data-key'), 'utf8')).toBe('the-data-key');
    expect(readFileSync(join(target, 'uploads', 'carts', 'photo.png'))).toEqual(
      readFileSync(join(source, 'uploads', 'carts', 'photo.png')),
    );
  });

  it('refuses to restore over a DATA_DIR that holds anything', async () => {
    const occupied = join(root, 'occupied');
    mkdirSync(occupied);
    writeFileSync(join(occupied, 'jwt-secret'), 'kept');
    await expect(restoreDataDir(file, occupied)).rejects.toThrow(/is not empty/);
    expect(readdirSync(occupied)).toEqual(['jwt-secret']);
  });
});
