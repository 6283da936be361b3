import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { PGlite } from '@electric-sql/pglite';
import { createPostgresTestDatabase, openTestDatabase } from '../db/testing';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemo } from '../db/seed';
import type { SeededTemplates } from '../db/seeded-templates';

// Seeding the demo takes about a second per database and most integration files open two (one per driver): the
// seeded databases are made once per run here, and each file starts from a copy (docs/testing.md#seeded-databases).
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'comptoir-seeded-'));
  const seededAt = new Date();
  const pglite = await seedPglite(folder, seededAt);
  const postgres = process.env.TEST_DATABASE_URL ? await seedPostgres(folder, seededAt) : null;
  const templates: SeededTemplates = {
    seededAt: seededAt.toISOString(),
    pglite: pglite.template,
    pg: postgres?.template ?? null,
  };
  project.provide('seededTemplates', templates);
  return async () => {
    await postgres?.drop();
    rmSync(folder, { recursive: true, force: true });
  };
}

async function seedPglite(folder: string, now: Date) {
  const uploadsDir = join(folder, 'pglite-uploads');
  const database = await openTestDatabase('pglite');
  try {
    const summary = await seedDemo(database.db, { now, days: 2, uploadsDir });
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dumpPath = join(folder, 'pglite.tar');
    await writeFile(dumpPath, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
    return { template: { source: dumpPath, uploadsDir, summary } };
  } finally {
    await database.dispose();
  }
}

async function seedPostgres(folder: string, now: Date) {
  const uploadsDir = join(folder, 'pg-uploads');
  const { url, drop } = await createPostgresTestDatabase();
  try {
    const database = await openDatabase({ dataDir: '', databaseUrl: url });
    try {
      await migrateDatabase(database);
      const summary = await seedDemo(database.db, { now, days: 2, uploadsDir });
      return { template: { source: new URL(url).pathname.slice(1), uploadsDir, summary }, drop };
    } finally {
      // A database is copied only while nobody is connected to it.
      await database.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
}
