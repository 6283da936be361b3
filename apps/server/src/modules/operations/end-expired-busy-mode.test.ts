import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, platformCalls, restaurants } from '../../db/schema';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import { endExpiredBusyModes } from './end-expired-busy-mode';

describe.each(TEST_DRIVERS)('end of busy mode (%s)', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'minimal' });
  });
  afterAll(async () => database?.dispose());

  it('clears a passed delayingOrder once and queues "not busy" for every restaurant of that company only', async () => {
    const [busy, stillBusy] = await database.db.select().from(companies).orderBy(companies.id);
    if (!busy || !stillBusy) throw new Error('two demo companies expected');
    const now = new Date('2026-11-22T12:00:00Z');
    await database.db
      .update(companies)
      .set({ delayingOrder: new Date(now.getTime() - 1000) })
      .where(eq(companies.id, busy.id));
    await database.db
      .update(companies)
      .set({ delayingOrder: new Date(now.getTime() + 60_000) })
      .where(eq(companies.id, stillBusy.id));
    await database.db.delete(platformCalls);
    let woken = 0;
    const deps = { db: database.db, wakeOutbound: () => (woken += 1) };

    expect(await endExpiredBusyModes(deps, now)).toBe(1);
    expect(await endExpiredBusyModes(deps, now)).toBe(0);

    expect(woken).toBe(1);
    const ownRestaurants = await database.db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.companyId, busy.id));
    const queued = await database.db
      .select({ restaurantId: platformCalls.restaurantId, action: platformCalls.action })
      .from(platformCalls);
    expect(queued.map((call) => call.restaurantId).sort()).toEqual(ownRestaurants.map((row) => row.id).sort());
    expect(queued.every((call) => call.action === 'store.notBusy')).toBe(true);
    const [after] = await database.db.select().from(companies).where(eq(companies.id, busy.id));
    const [other] = await database.db.select().from(companies).where(eq(companies.id, stillBusy.id));
    expect(after?.delayingOrder).toBeNull();
    expect(other?.delayingOrder).not.toBeNull();
  });
});
