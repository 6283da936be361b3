import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Database, findPgPool, type Schema } from './client';
import { ensurePlatforms } from './ensure-platforms';
import * as schema from './schema';
import { MIGRATIONS_FOLDER } from '../migrations-folder';

// The committed SQL of apps/server/drizzle (MIGRATIONS_FOLDER) is the single source of the schema for both drivers.

// Several server processes may start together on one PostgreSQL: the first migrates, the others wait.
const MIGRATION_LOCK_KEY = 4_242_001;

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as PgliteDatabase<Schema>, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePostgres(database);
  }
  await ensurePlatforms(database.db);
}

async function migratePostgres(database: Database): Promise<void> {
  const pool = findPgPool(database.db);
  if (!pool) throw new Error('migrateDatabase: this database was not opened by openDatabase.');
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client: connection, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}
