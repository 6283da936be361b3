import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './testing';

// Only with a PostgreSQL server: the embedded database has no connections to lose.
describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL connection pool', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pg');
  });
  afterAll(async () => database?.dispose());

  it('survives the server terminating its idle connections and serves the next query', async () => {
    const before = await database.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [before.rows[0]?.pid]);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await database.db.execute<{ ok: number }>(sql`select 1 as ok`);
    expect(after.rows[0]?.ok).toBe(1);
  });

  it('opens every connection without JIT, so no report pays for compiling its query', async () => {
    const settings = await Promise.all(
      Array.from({ length: 3 }, () => database.db.execute<{ jit: string }>(sql`select current_setting('jit') as jit`)),
    );
    expect(settings.map((result) => result.rows[0]?.jit)).toEqual(['off', 'off', 'off']);
  });
});
