import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { describeError } from '../lib/describe-error';
import { logger } from '../lib/logger';
import { restrictToOwner } from '../lib/owner-only';
import { acquireLockFile } from './lock-file';
import * as schema from './schema';

export type Schema = typeof schema;

// What `db.execute(sql…)` gives on both drivers: PGlite's Results and node-postgres' QueryResult share `rows`.
// A higher-kinded type needs `this`, which only an interface has.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}

export type RowsResult<TRow> = { rows: TRow[] };

/**
 * The Drizzle database both drivers satisfy, with the relational schema (`db.query.carts…`); `execute` returns
 * `{ rows }`.
 */
export type Db = PgDatabase<RowsQueryResultHKT, Schema>;

export type DatabaseDriver = 'pglite' | 'pg';

export type Database = {
  db: Db;
  driver: DatabaseDriver;
  close(): Promise<void>;
};

// The pool behind each node-postgres database, for work that needs one dedicated connection (migrations).
const pgPools = new WeakMap<Db, pg.Pool>();

export function findPgPool(db: Db): pg.Pool | undefined {
  return pgPools.get(db);
}

export type OpenDatabaseOptions = {
  /** Holds the embedded database under `<dataDir>/pglite`. */
  dataDir: string;
  /** A `postgres://…` URL: use this PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
  /** An embedded database in memory only (tests): no files, no lock. */
  memory?: boolean;
  /** With `memory`: start from this dump of a data directory (PGlite's dumpDataDir) instead of an empty cluster. */
  loadDataDir?: Blob;
};

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  if (opts.memory)
    return openPglite(new PGlite(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}), () => undefined);
  return openEmbedded(opts.dataDir);
}

async function openEmbedded(dataDir: string): Promise<Database> {
  const lock = acquireLockFile(
    join(dataDir, 'pglite.lock'),
    (pid) =>
      `Another Comptoir process (pid ${pid}) is using the embedded database in ${dataDir}. ` +
      'Stop it, or set DATA_DIR to another folder, or DATABASE_URL.',
  );
  try {
    const database = await openPglite(new PGlite(join(dataDir, 'pglite')), () => lock.release());
    // PGlite sets the modes of the cluster it unpacks (0666) and of some files it writes itself, past the umask.
    restrictToOwner(join(dataDir, 'pglite'));
    return database;
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openPglite(client: PGlite, onClosed: () => void): Promise<Database> {
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClosed();
      }
    },
  };
}

async function openPostgres(connectionString: string): Promise<Database> {
  // Without PostgreSQL's JIT, whose compiling cost a year's best items 2 of their 4.4 s
  // (docs/deployment.md#several-processes).
  const pool = new pg.Pool({ connectionString, max: 10, options: '-c jit=off' });
  // An idle connection the server drops (restart, failover, an administrator's terminate) is re-emitted on the pool;
  // without a listener that would crash the process. The pool opens a fresh connection on the next query.
  pool.on('error', (error) => logger.warn({ error: describeError(error) }, 'PostgreSQL dropped an idle connection'));
  // Fail at start-up, not on the first request, when the server cannot be reached.
  const connection = await pool.connect().catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  connection.release();
  const db = drizzlePg({ client: pool, schema });
  pgPools.set(db, pool);
  let closed = false;
  return {
    db,
    driver: 'pg',
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
