import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, restaurants, webhookEvents, type NewCartRow } from '../db/schema';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../db/testing';
import { insertRowsSql } from './insert-rows';

// Whatever a value holds — quotes, backslashes, braces, commas, "NULL", line breaks, emoji, JSON — the unnested insert
// stores exactly what drizzle's values() stores, with the same defaults.
const AWKWARD = [
  'plain',
  'a "quoted", {braced} value',
  'back\\slash',
  'NULL',
  '',
  ' spaced ',
  'line\nbreak',
  'émoji 🍔',
];

// Every kind of default values() knows, on a table of the test's own.
const probes = pgTable('insert_rows_probes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  made: text('made').$defaultFn(() => sql`'made by ' || current_user`),
  stamped: text('stamped').$onUpdate(() => 'stamped'),
  counted: integer('counted').default(7),
  named: text('named'),
});

describe.each(TEST_DRIVERS)('insertRowsSql (%s)', (driver) => {
  let database: TestDatabase;
  let store = { id: 0, companyId: 0 };

  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'minimal' });
    const [first] = await database.db
      .select({ id: restaurants.id, companyId: restaurants.companyId })
      .from(restaurants)
      .limit(1);
    if (!first) throw new Error('no restaurant');
    store = first;
    await database.db.execute(
      sql`create table insert_rows_probes (id integer generated always as identity primary key, made text,
        stamped text, counted integer default 7, named text)`,
    );
  });
  afterAll(async () => {
    await database?.dispose();
  });

  function cartRows(tag: string): NewCartRow[] {
    return AWKWARD.map((text, index) => ({
      companyId: store.companyId,
      restaurantId: store.id,
      platform: 'PLATFORM_DELIVEROO' as const,
      platformId: `${tag}-${index}`,
      displayId: text,
      fulfillmentType: 'DELIVERY' as const,
      // Some rows name what others leave to the column's default.
      ...(index % 2 === 0 ? { status: 'ACCEPTED' as const, subtotal: index * 101, isPayed: false } : {}),
      ...(index % 3 === 0 ? { createdAt: new Date(Date.UTC(2024, 1, 29, 23, 59, 59, 999)) } : {}),
      courser:
        index % 2 === 0
          ? null
          : {
              firstName: text,
              lastName: "O'Brien",
              fakePhone: null,
              pinPhone: `+33 ${index}`,
              platformId: '{}',
              picture: null,
            },
      preparationTime: index === 1 ? null : index,
      vatPlatformPurcent: 5.5 + index,
    }));
  }

  it('stores the rows and defaults that values() stores', async () => {
    const db = database.db;
    const started = new Date();
    const viaValues = await db.insert(carts).values(cartRows('values')).returning({ id: carts.id });
    const viaUnnest = await db.execute<{ id: number }>(
      insertRowsSql(carts, cartRows('unnest'), { returning: [carts.id] }),
    );
    expect(viaUnnest.rows).toHaveLength(AWKWARD.length);
    const read = async (ids: number[]) =>
      (await db.select().from(carts).where(inArray(carts.id, ids)).orderBy(carts.id)).map(
        ({ id: _id, uuid, platformId, createdAt, updatedAt, ...rest }) => ({
          ...rest,
          uuid: /^[0-9a-f-]{36}$/.test(uuid),
          platformId: platformId.replace(/^(values|unnest)-/, ''),
          createdAt: createdAt.getTime() >= started.getTime() - 60_000 ? 'now' : createdAt.toISOString(),
          updatedAt: updatedAt.getTime() >= started.getTime() - 60_000,
        }),
      );
    const stored = await read(viaUnnest.rows.map((row) => Number(row.id)));
    expect(stored).toEqual(await read(viaValues.map((row) => row.id)));
    expect(stored.map((row) => row.displayId)).toEqual(AWKWARD);
    expect(stored[0]).toMatchObject({
      status: 'ACCEPTED',
      subtotal: 0,
      isPayed: false,
      createdAt: '2024-02-29T23:59:59.999Z',
    });
    expect(stored[1]).toMatchObject({
      status: 'CREATED',
      isPayed: true,
      courser: { firstName: AWKWARD[1], fakePhone: null },
      preparationTime: null,
    });
    const uuids = await db
      .select({ uuid: carts.uuid })
      .from(carts)
      .where(
        inArray(
          carts.id,
          viaUnnest.rows.map((row) => Number(row.id)),
        ),
      );
    expect(new Set(uuids.map((row) => row.uuid)).size).toBe(AWKWARD.length);
  });

  it('skips the rows that conflict and answers only those it wrote', async () => {
    const db = database.db;
    const event = (eventId: string) => ({
      platform: 'PLATFORM_GLOVO' as const,
      eventId,
      eventType: 'order.created',
      headers: { 'x-signature': 'a"b\\c' },
      body: '{"order": {"id": "42", "note": "no \\"onions\\""}}',
    });
    const first = randomUUID();
    await db.insert(webhookEvents).values(event(first));
    const second = randomUUID();
    const written = await db.execute<{ platform: string; event_id: string }>(
      insertRowsSql(webhookEvents, [event(first), event(second)], {
        onConflictDoNothing: [webhookEvents.platform, webhookEvents.eventId],
        returning: [webhookEvents.platform, webhookEvents.eventId],
      }),
    );
    expect(written.rows).toEqual([{ platform: 'PLATFORM_GLOVO', event_id: second }]);
    const [stored] = await db.select().from(webhookEvents).where(eq(webhookEvents.eventId, second));
    expect(stored).toMatchObject({ ...event(second), status: 'pending', attempts: 0, lastError: null });
    expect(await db.$count(webhookEvents, sql`${webhookEvents.eventId} in (${first}, ${second})`)).toBe(2);
  });

  it('fills what a row leaves out as values() does: JS and SQL defaults, update values, nothing', async () => {
    const db = database.db;
    const rows = [{ named: 'a' }, { named: null, made: 'given', counted: 1 }, { stamped: 'given' }];
    const read = async (ids: number[]) =>
      (await db.select().from(probes).where(inArray(probes.id, ids)).orderBy(probes.id)).map(
        ({ id: _id, ...rest }) => rest,
      );
    const viaValues = await db.insert(probes).values(rows).returning({ id: probes.id });
    const viaUnnest = await db.execute<{ id: number }>(insertRowsSql(probes, rows, { returning: [probes.id] }));
    const stored = await read(viaUnnest.rows.map((row) => Number(row.id)));
    expect(stored).toEqual(await read(viaValues.map((row) => row.id)));
    expect(stored[0]).toMatchObject({ named: 'a', stamped: 'stamped', counted: 7 });
    expect(stored[0]?.made).toMatch(/^made by /);
    expect(stored[1]).toMatchObject({ named: null, made: 'given', counted: 1 });
    expect(stored[2]).toMatchObject({ stamped: 'given' });
  });
});
