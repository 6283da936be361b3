import { PLATFORM_CODES } from '@comptoir/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from './migrate';
import { platforms } from './schema';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from './testing';

describe.each(TEST_DRIVERS)('migrations on %s', (driver) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('creates every table of the schema', async () => {
    const result = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = result.rows.map((row) => row.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'accounts',
        'companies',
        'company_subscriptions',
        'account_manager_companies',
        'application_companies',
        'platforms',
        'restaurants',
        'restaurant_subscriptions',
        'carts',
        'cart_lines',
        'cart_customisations',
        'cart_images',
        'cart_events',
        'printers',
        'printer_restaurants',
        'devices',
        'audit_log',
        'login_attempts',
      ]),
    );
  });

  it('provides the six platforms, and running again changes nothing', async () => {
    await migrateDatabase(database);
    const rows = await database.db.select().from(platforms).orderBy(platforms.id);
    expect(rows.map((row) => row.code)).toEqual([...PLATFORM_CODES]);
    expect(rows.find((row) => row.code === 'PLATFORM_UBER_EAT')).toMatchObject({ name: 'Uber Eats', color: '#06C167' });
  });

  it('counts as integers with ::int on this driver', async () => {
    const result = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from platforms`);
    expect(result.rows[0]?.n).toBe(6);
  });

  it('refuses a second account with the same email', async () => {
    const insertAccount = () =>
      database.db.execute(
        sql`insert into accounts (type, email, password_hash) values ('User', 'dup@example.test', 'x')`,
      );
    await insertAccount();
    await expect(insertAccount()).rejects.toThrow();
  });

  it('refuses an email that is not stored lower-case', async () => {
    await expect(
      database.db.execute(
        sql`insert into accounts (type, email, password_hash) values ('User', 'Mixed@Example.test', 'x')`,
      ),
    ).rejects.toThrow();
  });
});
