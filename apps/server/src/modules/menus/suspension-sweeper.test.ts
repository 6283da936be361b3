import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems, platformCalls } from '../../db/schema';
import { DEMO_COMPANY_NAMES } from '../../db/seed';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import { restoreDueItems } from './suspension-sweeper';
import { findLiveMenuItem } from './testing/menu-items';

describe.each(TEST_DRIVERS)('the end of a suspension until tomorrow (%s)', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'minimal' });
  });
  afterAll(async () => database?.dispose());

  it('makes an item available once its restore time passes, tells its platform once, and leaves later ones alone', async () => {
    const now = new Date('2026-11-23T23:00:00Z');
    const due = await findLiveMenuItem(database.db, DEMO_COMPANY_NAMES.burger, 'PLATFORM_GLOVO', 'item-cheese');
    const later = await findLiveMenuItem(database.db, DEMO_COMPANY_NAMES.burger, 'PLATFORM_GLOVO', 'item-classic');
    const suspended = (until: Date) => ({ suspendUntil: until, restoreDueAt: until, suspensionInfo: { kind: 'TOMORROW' as const, reason: null, suspendedAt: '2026-11-23T12:00:00.000Z' } });
    await database.db.update(menuItems).set(suspended(now)).where(eq(menuItems.id, due.id));
    await database.db.update(menuItems).set(suspended(new Date(now.getTime() + 60_000))).where(eq(menuItems.id, later.id));

    expect(await restoreDueItems(database.db, new Date(now.getTime() - 1))).toBe(0);
    expect(await restoreDueItems(database.db, now)).toBe(1);
    expect(await restoreDueItems(database.db, now)).toBe(0);

    const [restored] = await database.db.select().from(menuItems).where(eq(menuItems.id, due.id));
    expect(restored).toMatchObject({ suspendUntil: null, suspensionInfo: null, restoreDueAt: null });
    const [waiting] = await database.db.select().from(menuItems).where(eq(menuItems.id, later.id));
    expect(waiting?.restoreDueAt).not.toBeNull();

    const calls = await database.db.select().from(platformCalls).where(eq(platformCalls.menuItemId, due.id));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ platform: 'PLATFORM_GLOVO', action: 'item.available', restaurantId: due.restaurantId });
    expect(await database.db.select().from(platformCalls).where(eq(platformCalls.menuItemId, later.id))).toEqual([]);
  });
});
