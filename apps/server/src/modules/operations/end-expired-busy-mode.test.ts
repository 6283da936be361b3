import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, restaurants } from '../../db/schema';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import type { StoreAction } from '../../platforms/adapter';
import { endExpiredBusyModes } from './end-expired-busy-mode';

describe.each(TEST_DRIVERS)('end of busy mode (%s)', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'minimal' });
  });
  afterAll(async () => database?.dispose());

  it('clears a passed delayingOrder once and tells every restaurant of that company only', async () => {
    const [busy, stillBusy] = await database.db.select().from(companies).orderBy(companies.id);
    if (!busy || !stillBusy) throw new Error('two demo companies expected');
    const now = new Date('2026-11-22T12:00:00Z');
    await database.db.update(companies).set({ delayingOrder: new Date(now.getTime() - 1000) }).where(eq(companies.id, busy.id));
    await database.db.update(companies).set({ delayingOrder: new Date(now.getTime() + 60_000) }).where(eq(companies.id, stillBusy.id));
    const sent: { restaurantId: number; action: StoreAction }[] = [];
    const deps = { db: database.db, sendStoreAction: async (restaurant: { id: number }, action: StoreAction) => void sent.push({ restaurantId: restaurant.id, action }) };

    expect(await endExpiredBusyModes(deps, now)).toBe(1);
    expect(await endExpiredBusyModes(deps, now)).toBe(0);

    const ownRestaurants = await database.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.companyId, busy.id));
    expect(sent.map((call) => call.restaurantId).sort()).toEqual(ownRestaurants.map((row) => row.id).sort());
    expect(sent.every((call) => call.action.type === 'notBusy')).toBe(true);
    const [after] = await database.db.select().from(companies).where(eq(companies.id, busy.id));
    const [other] = await database.db.select().from(companies).where(eq(companies.id, stillBusy.id));
    expect(after?.delayingOrder).toBeNull();
    expect(other?.delayingOrder).not.toBeNull();
  });
});
