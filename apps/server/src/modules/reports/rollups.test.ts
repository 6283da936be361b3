import { randomUUID } from 'node:crypto';
import { isCanceledStatus, ORDER_STATUSES, type OrderStatus, type PlatformCode } from '@comptoir/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartDayRollups, cartRollupDeltas, carts, platforms, restaurants } from '../../db/schema';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import { foldRollupDeltas, rebuildRollups } from './rollup-worker';
import type { RollupSums } from './day-rollups';

// docs/reports.md#rollups: whatever writes the orders (inserts in batches, status changes, corrections, moves,
// deletions, a restaurant's new time zone) and whenever the worker folds, rollup + pending deltas equals the sums
// recomputed here from the orders, each in its restaurant's local day; so does the rollup alone once folded, and the
// rebuild's.

type Sums = RollupSums;
const NO_SUMS: Sums = {
  orders: 0,
  withImage: 0,
  keptOrders: 0,
  newClients: 0,
  keptSubtotal: 0,
  keptPromo: 0,
  keptTotal: 0,
  canceledOrders: 0,
  canceledTotal: 0,
};

const ZONES = ['Europe/Paris', 'America/New_York', 'Asia/Tokyo'];
const FIRST_INSTANT = Date.parse('2024-03-25T00:00:00Z');

function localDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

const orderArbitrary = fc.record({
  restaurant: fc.nat(),
  status: fc.constantFrom(...ORDER_STATUSES),
  // Any minute of a week spanning a change to summer time in Europe.
  minute: fc.integer({ min: 0, max: 7 * 24 * 60 }),
  subtotal: fc.integer({ min: 0, max: 9_000 }),
  promo: fc.integer({ min: 0, max: 500 }),
  hasImage: fc.boolean(),
  orderCount: fc.integer({ min: 1, max: 3 }),
});
type GeneratedOrder = typeof orderArbitrary extends fc.Arbitrary<infer T> ? T : never;
const changeArbitrary = fc.oneof(
  fc.record({ kind: fc.constant('status' as const), order: fc.nat(), status: fc.constantFrom(...ORDER_STATUSES) }),
  fc.record({ kind: fc.constant('refund' as const), order: fc.nat(), total: fc.integer({ min: 0, max: 9_000 }) }),
  fc.record({ kind: fc.constant('move' as const), order: fc.nat(), minutes: fc.integer({ min: -2_000, max: 2_000 }) }),
  fc.record({ kind: fc.constant('photo' as const), order: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), order: fc.nat() }),
  fc.record({ kind: fc.constant('fold' as const), batch: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('zone' as const), restaurant: fc.nat(), zone: fc.constantFrom(...ZONES) }),
);

describe.each(TEST_DRIVERS)('order rollups (%s)', (driver) => {
  let database: TestDatabase;
  let stores: { id: number; companyId: number; platform: PlatformCode }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'minimal' });
    stores = await database.db
      .select({ id: restaurants.id, companyId: restaurants.companyId, platform: platforms.code })
      .from(restaurants)
      .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
      .orderBy(restaurants.id);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  function key(row: { restaurantId: number; localDay: string; companyId: number; platform: string }): string {
    return `${row.restaurantId}|${row.localDay}|${row.companyId}|${row.platform}`;
  }

  function withoutEmpty(sums: Map<string, Sums>): Record<string, Sums> {
    return Object.fromEntries(
      [...sums]
        .filter(([, row]) => Object.values(row).some((value) => value !== 0))
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    );
  }

  async function recomputed(): Promise<Record<string, Sums>> {
    const rows = await database.db
      .select({
        restaurantId: carts.restaurantId,
        companyId: carts.companyId,
        platform: carts.platform,
        status: carts.status,
        createdAt: carts.createdAt,
        hasImage: carts.hasImage,
        orderCount: carts.orderCount,
        subtotal: carts.subtotal,
        promo: carts.promo,
        total: carts.total,
        timezone: restaurants.timezone,
      })
      .from(carts)
      .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId));
    const sums = new Map<string, Sums>();
    for (const row of rows) {
      const at = key({ ...row, localDay: localDay(row.createdAt, row.timezone) });
      const sum = { ...(sums.get(at) ?? NO_SUMS) };
      const kept = !isCanceledStatus(row.status);
      sum.orders += 1;
      if (row.hasImage) sum.withImage += 1;
      if (kept) {
        sum.keptOrders += 1;
        if (row.orderCount === 1) sum.newClients += 1;
        sum.keptSubtotal += row.subtotal;
        sum.keptPromo += row.promo;
        sum.keptTotal += row.total;
      } else {
        sum.canceledOrders += 1;
        sum.canceledTotal += row.total;
      }
      sums.set(at, sum);
    }
    return withoutEmpty(sums);
  }

  async function stored(tables: 'rollup' | 'rollup and deltas'): Promise<Record<string, Sums>> {
    const rows = [
      ...(await database.db.select().from(cartDayRollups)),
      ...(tables === 'rollup' ? [] : await database.db.select().from(cartRollupDeltas)),
    ];
    const sums = new Map<string, Sums>();
    for (const row of rows) {
      const at = key(row);
      const sum = { ...(sums.get(at) ?? NO_SUMS) };
      for (const field of Object.keys(NO_SUMS) as (keyof Sums)[]) sum[field] += Number(row[field]);
      sums.set(at, sum);
    }
    return withoutEmpty(sums);
  }

  function cartValues(order: GeneratedOrder, index: number) {
    const store = stores[order.restaurant % stores.length];
    if (!store) throw new Error('no restaurant');
    const promo = Math.min(order.promo, order.subtotal);
    return {
      companyId: store.companyId,
      restaurantId: store.id,
      platform: store.platform,
      platformId: `rollup-${randomUUID()}`,
      displayId: `R${index}`,
      status: order.status,
      fulfillmentType: 'DELIVERY' as const,
      subtotal: order.subtotal,
      promo,
      total: order.subtotal - promo,
      hasImage: order.hasImage,
      orderCount: order.orderCount,
      createdAt: new Date(FIRST_INSTANT + order.minute * 60_000),
    };
  }

  it('equals a recomputation from the orders through random writes, folds and a rebuild', async () => {
    expect(await stored('rollup and deltas')).toEqual(await recomputed());
    await fc.assert(
      fc.asyncProperty(
        fc.array(orderArbitrary, { minLength: 1, maxLength: 12 }),
        fc.array(changeArbitrary, { maxLength: 12 }),
        async (orders, changes) => {
          const db = database.db;
          // One statement for the whole batch, as the intake writes its batches.
          const ids = (await db.insert(carts).values(orders.map(cartValues)).returning({ id: carts.id })).map(
            (row) => row.id,
          );
          for (const change of changes) {
            const id = 'order' in change ? ids[change.order % ids.length] : undefined;
            const where = eq(carts.id, id ?? 0);
            if (change.kind === 'status')
              await db
                .update(carts)
                .set({ status: change.status as OrderStatus })
                .where(where);
            if (change.kind === 'refund') await db.update(carts).set({ total: change.total }).where(where);
            if (change.kind === 'move')
              await db
                .update(carts)
                .set({ createdAt: sql`${carts.createdAt} + ${change.minutes} * interval '1 minute'` })
                .where(where);
            if (change.kind === 'photo')
              await db
                .update(carts)
                .set({ hasImage: sql`not ${carts.hasImage}` })
                .where(where);
            if (change.kind === 'delete') await db.delete(carts).where(where);
            if (change.kind === 'fold') await foldRollupDeltas(db, change.batch);
            if (change.kind === 'zone') {
              const store = stores[change.restaurant % stores.length];
              await db
                .update(restaurants)
                .set({ timezone: change.zone })
                .where(eq(restaurants.id, store?.id ?? 0));
            }
          }
          // One statement changing several orders at once.
          await db
            .update(carts)
            .set({ status: 'CANCELED' })
            .where(inArray(carts.id, ids.slice(0, 2)));
          expect(await stored('rollup and deltas')).toEqual(await recomputed());
        },
      ),
      { numRuns: 15, endOnFailure: true },
    );
    while ((await foldRollupDeltas(database.db, 7)) > 0);
    expect(await database.db.select().from(cartRollupDeltas)).toEqual([]);
    expect(await stored('rollup')).toEqual(await recomputed());
    expect(await database.db.select().from(cartDayRollups).where(eq(cartDayRollups.orders, 0))).toEqual([]);
  }, 180_000);

  // Four writers committing batches of 50 orders of one restaurant and day at once, as the intake's workers do, while
  // the worker folds and a rebuild runs: no writer waits on a shared row, nothing deadlocks, nothing is lost.
  it.runIf(driver === 'pg')('stays exact with concurrent writers, folds and a rebuild', async () => {
    const db = database.db;
    const sample = fc.sample(orderArbitrary, { numRuns: 50, seed: 42 });
    const order = (index: number) => ({ ...sample[index % sample.length]!, restaurant: 0, minute: 600 });
    const writer = async (worker: number) => {
      for (let batch = 0; batch < 5; batch += 1) {
        await db.transaction(async (tx) => {
          const rows = Array.from({ length: 50 }, (_, index) => cartValues(order(worker + index), index));
          const written = await tx.insert(carts).values(rows).returning({ id: carts.id });
          await tx
            .update(carts)
            .set({ status: 'CANCELED' })
            .where(
              inArray(
                carts.id,
                written.slice(0, 5).map((row) => row.id),
              ),
            );
        });
      }
    };
    let writing = true;
    const folder = async () => {
      while (writing) await foldRollupDeltas(db, 3);
    };
    const writers = Promise.all([0, 1, 2, 3].map(writer));
    await Promise.all([writers.finally(() => (writing = false)), folder(), rebuildRollups(db)]);
    expect(await stored('rollup and deltas')).toEqual(await recomputed());
    while ((await foldRollupDeltas(db)) > 0);
    expect(await stored('rollup')).toEqual(await recomputed());
  });

  it('rebuilds from the orders, leaving the deltas of later changes to fold', async () => {
    const expected = await recomputed();
    await database.db.update(cartDayRollups).set({ keptTotal: sql`${cartDayRollups.keptTotal} + 1` });
    expect(await stored('rollup and deltas')).not.toEqual(expected);
    await rebuildRollups(database.db);
    expect(await stored('rollup')).toEqual(expected);
    expect(await database.db.select().from(cartRollupDeltas)).toEqual([]);
  });
});
