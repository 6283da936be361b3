import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems, platformCalls, restaurants } from '../../db/schema';
import { DEMO_COMPANY_NAMES } from '../../db/seed';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import { recordItemAvailabilityCall } from './item-availability-call';
import { restoreDueItems } from './suspension-sweeper';
import { findLiveMenuItem } from './testing/menu-items';

describe.each(TEST_DRIVERS)('the end of a suspension until tomorrow (%s)', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'minimal' });
  });
  afterAll(async () => database?.dispose());

  const suspended = (until: Date) => ({
    suspendUntil: until,
    restoreDueAt: until,
    suspensionInfo: { kind: 'TOMORROW' as const, reason: null, suspendedAt: '2026-11-23T12:00:00.000Z' },
  });

  it('makes an item available once its restore time passes, tells its platform once, and leaves later ones alone', async () => {
    const now = new Date('2026-11-23T23:00:00Z');
    const due = await findLiveMenuItem(database.db, DEMO_COMPANY_NAMES.burger, 'PLATFORM_GLOVO', 'item-cheese');
    const later = await findLiveMenuItem(database.db, DEMO_COMPANY_NAMES.burger, 'PLATFORM_GLOVO', 'item-classic');
    await database.db.update(menuItems).set(suspended(now)).where(eq(menuItems.id, due.id));
    await database.db
      .update(menuItems)
      .set(suspended(new Date(now.getTime() + 60_000)))
      .where(eq(menuItems.id, later.id));

    expect(await restoreDueItems(database.db, new Date(now.getTime() - 1))).toBe(0);
    expect(await restoreDueItems(database.db, now)).toBe(1);
    expect(await restoreDueItems(database.db, now)).toBe(0);

    const [restored] = await database.db.select().from(menuItems).where(eq(menuItems.id, due.id));
    expect(restored).toMatchObject({ suspendUntil: null, suspensionInfo: null, restoreDueAt: null });
    const [waiting] = await database.db.select().from(menuItems).where(eq(menuItems.id, later.id));
    expect(waiting?.restoreDueAt).not.toBeNull();

    const calls = await database.db.select().from(platformCalls).where(eq(platformCalls.menuItemId, due.id));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      platform: 'PLATFORM_GLOVO',
      action: 'item.available',
      restaurantId: due.restaurantId,
    });
    expect(await database.db.select().from(platformCalls).where(eq(platformCalls.menuItemId, later.id))).toEqual([]);
  });

  it('leaves the item suspended when its "available" call cannot be queued, and restores it with the call later', async () => {
    const now = new Date('2026-11-24T23:00:00Z');
    const item = await findLiveMenuItem(database.db, DEMO_COMPANY_NAMES.burger, 'PLATFORM_GLOVO', 'item-bacon');
    await database.db.update(menuItems).set(suspended(now)).where(eq(menuItems.id, item.id));
    const callsOfItem = () => database.db.select().from(platformCalls).where(eq(platformCalls.menuItemId, item.id));
    // The queue refuses this item's call, as a crash between the two writes would.
    await database.db.execute(
      sql.raw(`create function refuse_item_call() returns trigger language plpgsql as $$
        begin if new.menu_item_id = ${item.id} then raise exception 'outbox unavailable'; end if; return new; end $$`),
    );
    await database.db.execute(
      sql`create trigger refuse_item_call before insert on platform_calls for each row execute function refuse_item_call()`,
    );
    try {
      await expect(restoreDueItems(database.db, now)).rejects.toThrow();
    } finally {
      await database.db.execute(sql`drop trigger refuse_item_call on platform_calls`);
      await database.db.execute(sql`drop function refuse_item_call`);
    }
    const [still] = await database.db.select().from(menuItems).where(eq(menuItems.id, item.id));
    expect(still?.restoreDueAt).toEqual(now);
    expect(await callsOfItem()).toEqual([]);

    expect(await restoreDueItems(database.db, now)).toBe(1);
    expect(await callsOfItem()).toEqual([expect.objectContaining({ action: 'item.available', status: 'pending' })]);
  });

  it('replaces a "Today" call still waiting for its retry, so the late retry cannot take the item off again', async () => {
    const now = new Date('2026-11-25T23:00:00Z');
    const item = await findLiveMenuItem(database.db, DEMO_COMPANY_NAMES.burger, 'PLATFORM_GLOVO', 'item-classic');
    const [restaurant] = await database.db.select().from(restaurants).where(eq(restaurants.id, item.restaurantId));
    if (!restaurant) throw new Error('restaurant missing');
    const { callId } = await recordItemAvailabilityCall(
      database.db,
      { item, restaurant, platform: 'PLATFORM_GLOVO' },
      { available: false, until: now },
    );
    await database.db.update(menuItems).set(suspended(now)).where(eq(menuItems.id, item.id));

    expect(await restoreDueItems(database.db, now)).toBe(1);
    const calls = await database.db
      .select()
      .from(platformCalls)
      .where(and(eq(platformCalls.menuItemId, item.id), gte(platformCalls.id, callId)))
      .orderBy(platformCalls.id);
    expect(calls.map((call) => [call.action, call.status])).toEqual([
      ['item.unavailable', 'superseded'],
      ['item.available', 'pending'],
    ]);
  });
});
