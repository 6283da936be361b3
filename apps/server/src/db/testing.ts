import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, type DatabaseDriver, openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { migratedPgliteTemplate } from './pglite-template';
import { seedDemo, type SeedSummary } from './seed';
import { freshSeededTemplate, seededDump, type SeededTemplate } from './seeded-templates';

/** The embedded database always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const TEST_DRIVERS: readonly DatabaseDriver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'pg'] : ['pglite'];

export type OpenTestDatabaseOptions = {
  /** 'minimal': the demo accounts, companies, restaurants, printers and two days of orders. Default 'none'. */
  seed?: 'minimal' | 'none';
  /** The seed's clock; defaults to the real time so orders are recent. */
  now?: Date;
};

export type TestDatabase = Database & {
  /** Where the seed wrote order photos (a temporary folder, removed by dispose). */
  uploadsDir: string;
  seedSummary: SeedSummary | null;
  dispose(): Promise<void>;
};

/** A fresh, migrated database: PGlite in memory, or a new `comptoir_test_<random>` database dropped on dispose. */
export async function openTestDatabase(
  driver: DatabaseDriver,
  options: OpenTestDatabaseOptions = {},
): Promise<TestDatabase> {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'comptoir-test-uploads-'));
  const removeUploads = () => rmSync(uploadsDir, { recursive: true, force: true });
  // A test that sets its own clock seeds for it; the others start from the run's seeded copy when there is one.
  const template = options.seed === 'minimal' && !options.now ? freshSeededTemplate(driver) : null;
  const { database, drop } =
    driver === 'pg' ? await createPostgresDatabase(template?.source) : await createMemoryDatabase(template);
  try {
    await migrateDatabase(database);
    const seedSummary = template
      ? copySeededUploads(template, uploadsDir)
      : options.seed === 'minimal'
        ? await seedDemo(database.db, { now: options.now ?? new Date(), days: 2, uploadsDir })
        : null;
    return {
      ...database,
      uploadsDir,
      seedSummary,
      async dispose() {
        try {
          await database.close();
          await drop();
        } finally {
          removeUploads();
        }
      },
    };
  } catch (error) {
    await database.close();
    await drop();
    removeUploads();
    throw error;
  }
}

function copySeededUploads(template: SeededTemplate, uploadsDir: string): SeedSummary {
  if (existsSync(template.uploadsDir)) cpSync(template.uploadsDir, uploadsDir, { recursive: true });
  return template.summary;
}

async function createMemoryDatabase(
  template: SeededTemplate | null,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const loadDataDir = template ? await seededDump(template) : await migratedPgliteTemplate();
  return { database: await openDatabase({ dataDir: '', memory: true, loadDataDir }), drop: async () => undefined };
}

/**
 * A new `comptoir_test_<random>` database on TEST_DATABASE_URL's server, empty or a copy of `template`, for a test that
 * needs its address.
 */
export async function createPostgresTestDatabase(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: the pg test driver needs a PostgreSQL server.');
  const name = `comptoir_test_${randomBytes(6).toString('hex')}`;
  await runAdminQuery(adminUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runAdminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}

async function createPostgresDatabase(template?: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const { url, drop } = await createPostgresTestDatabase(template);
  try {
    return { database: await openDatabase({ dataDir: '', databaseUrl: url }), drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

async function runAdminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
