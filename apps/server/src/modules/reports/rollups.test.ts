import { randomUUID } from 'node:crypto';
import { isCanceledStatus, ORDER_STATUSES, type OrderStatus } from '@comptoir/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartDayRollups,
  cartHourMonthRollups,
  cartHourRollupDeltas,
  cartHourRollups,
  cartMonthRollups,
  cartRollupDeltas,
  carts,
  cartVatMonthRollups,
  cartVatRollupDeltas,
  cartVatRollups,
  cartVatSplits,
  restaurants,
} from '../../db/schema';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import { foldRollupDeltas, rebuildRollups } from './rollup-worker';
import type { RollupSums } from './day-rollups';
import { addSums, localDay, testStores, withoutEmpty, type TestStore } from './testing/rollup-sums';

// docs/reports.md#rollups: whatever writes the orders and their VAT splits (inserts in batches, status changes,
// corrections, moves, new splits, deletions, a restaurant's new time zone) and whenever the worker folds, each rollup +
// its pending deltas equals the sums recomputed here from the orders, each in its restaurant's local day (and hour);
// so does each rollup alone once folded, and the rebuild's. Each month level always holds its folded days summed per
// month (docs/reports.md#month-rollups).

type Sums = RollupSums;
const NO_SUMS: Sums = {
  orders: 0,
  withImage: 0,
  keptOrders: 0,
  newClients: 0,
  keptSubtotal: 0,
  keptPromo: 0,
  keptTotal: 0,
  keptPlatformFee: 0,
  keptVatPlatformFee: 0,
  keptPaid: 0,
  canceledOrders: 0,
  canceledTotal: 0,
};
type HourSums = { keptOrders: number; keptTotal: number };
const NO_HOUR_SUMS: HourSums = { keptOrders: 0, keptTotal: 0 };
type VatSums = { ttc: number; ht: number };
const NO_VAT_SUMS: VatSums = { ttc: 0, ht: 0 };
const RATES = [5.5, 10, 20];

const ZONES = ['Europe/Paris', 'America/New_York', 'Asia/Tokyo'];
const FIRST_INSTANT = Date.parse('2024-03-25T00:00:00Z');

function localHour(instant: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(instant));
}

const splitArbitrary = fc.uniqueArray(
  fc.record({ rate: fc.constantFrom(...RATES), ttc: fc.integer({ min: -500, max: 9_000 }) }),
  { selector: (share) => share.rate, maxLength: 3 },
);

const orderArbitrary = fc.record({
  restaurant: fc.nat(),
  status: fc.constantFrom(...ORDER_STATUSES),
  // Any minute of a week spanning a change to summer time in Europe.
  minute: fc.integer({ min: 0, max: 7 * 24 * 60 }),
  subtotal: fc.integer({ min: 0, max: 9_000 }),
  promo: fc.integer({ min: 0, max: 500 }),
  hasImage: fc.boolean(),
  orderCount: fc.integer({ min: 1, max: 3 }),
  platformFee: fc.integer({ min: 0, max: 2_000 }),
  paid: fc.integer({ min: 0, max: 9_000 }),
  split: splitArbitrary,
});
type GeneratedOrder = typeof orderArbitrary extends fc.Arbitrary<infer T> ? T : never;
const changeArbitrary = fc.oneof(
  fc.record({ kind: fc.constant('status' as const), order: fc.nat(), status: fc.constantFrom(...ORDER_STATUSES) }),
  fc.record({ kind: fc.constant('refund' as const), order: fc.nat(), total: fc.integer({ min: 0, max: 9_000 }) }),
  fc.record({ kind: fc.constant('move' as const), order: fc.nat(), minutes: fc.integer({ min: -2_000, max: 2_000 }) }),
  fc.record({ kind: fc.constant('photo' as const), order: fc.nat() }),
  fc.record({ kind: fc.constant('split' as const), order: fc.nat(), split: splitArbitrary }),
  fc.record({ kind: fc.constant('delete' as const), order: fc.nat() }),
  fc.record({ kind: fc.constant('fold' as const), batch: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('zone' as const), restaurant: fc.nat(), zone: fc.constantFrom(...ZONES) }),
);

describe.each(TEST_DRIVERS)('order rollups (%s)', (driver) => {
  let database: TestDatabase;
  let stores: TestStore[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'minimal' });
    stores = await testStores(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  function key(row: { restaurantId: number; localDay: string; companyId: number; platform: string }): string {
    return `${row.restaurantId}|${row.localDay}|${row.companyId}|${row.platform}`;
  }

  type AllSums = { days: Record<string, Sums>; hours: Record<string, HourSums>; vat: Record<string, VatSums> };

  async function recomputed(): Promise<AllSums> {
    const rows = await database.db
      .select({
        id: carts.id,
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
        platformFee: carts.platformFee,
        vatPlatformFee: carts.vatPlatformFee,
        paid: carts.payement,
        timezone: restaurants.timezone,
      })
      .from(carts)
      .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId));
    const splits = await database.db.select().from(cartVatSplits);
    const days = new Map<string, Sums>();
    const hours = new Map<string, HourSums>();
    const vat = new Map<string, VatSums>();
    const keptAt = new Map<number, string>();
    for (const row of rows) {
      const at = key({ ...row, localDay: localDay(row.createdAt, row.timezone) });
      const kept = !isCanceledStatus(row.status);
      addSums(days, at, NO_SUMS, { orders: 1, withImage: row.hasImage ? 1 : 0 });
      if (kept) {
        keptAt.set(row.id, at);
        addSums(days, at, NO_SUMS, {
          keptOrders: 1,
          newClients: row.orderCount === 1 ? 1 : 0,
          keptSubtotal: row.subtotal,
          keptPromo: row.promo,
          keptTotal: row.total,
          keptPlatformFee: row.platformFee,
          keptVatPlatformFee: row.vatPlatformFee,
          keptPaid: row.paid,
        });
        addSums(hours, `${at}|${localHour(row.createdAt, row.timezone)}`, NO_HOUR_SUMS, {
          keptOrders: 1,
          keptTotal: row.total,
        });
      } else addSums(days, at, NO_SUMS, { canceledOrders: 1, canceledTotal: row.total });
    }
    for (const split of splits) {
      const at = keptAt.get(split.cartId);
      if (at) addSums(vat, `${at}|${split.rate}`, NO_VAT_SUMS, { ttc: split.ttc, ht: split.ht });
    }
    return { days: withoutEmpty(days), hours: withoutEmpty(hours), vat: withoutEmpty(vat) };
  }

  async function stored(tables: 'rollup' | 'rollup and deltas'): Promise<AllSums> {
    const withDeltas = tables === 'rollup and deltas';
    const days = new Map<string, Sums>();
    for (const row of [
      ...(await database.db.select().from(cartDayRollups)),
      ...(withDeltas ? await database.db.select().from(cartRollupDeltas) : []),
    ])
      addSums(days, key(row), NO_SUMS, row);
    const hours = new Map<string, HourSums>();
    for (const row of [
      ...(await database.db.select().from(cartHourRollups)),
      ...(withDeltas ? await database.db.select().from(cartHourRollupDeltas) : []),
    ])
      addSums(hours, `${key(row)}|${row.hour}`, NO_HOUR_SUMS, row);
    const vat = new Map<string, VatSums>();
    for (const row of [
      ...(await database.db.select().from(cartVatRollups)),
      ...(withDeltas ? await database.db.select().from(cartVatRollupDeltas) : []),
    ])
      addSums(vat, `${key(row)}|${row.rate}`, NO_VAT_SUMS, row);
    return { days: withoutEmpty(days), hours: withoutEmpty(hours), vat: withoutEmpty(vat) };
  }

  async function storedMonths(): Promise<AllSums> {
    const days = new Map<string, Sums>();
    for (const row of await database.db.select().from(cartMonthRollups))
      addSums(days, key({ ...row, localDay: row.localMonth }), NO_SUMS, row);
    const hours = new Map<string, HourSums>();
    for (const row of await database.db.select().from(cartHourMonthRollups))
      addSums(hours, `${key({ ...row, localDay: row.localMonth })}|${row.isoWeekday}|${row.hour}`, NO_HOUR_SUMS, row);
    const vat = new Map<string, VatSums>();
    for (const row of await database.db.select().from(cartVatMonthRollups))
      addSums(vat, `${key({ ...row, localDay: row.localMonth })}|${row.rate}`, NO_VAT_SUMS, row);
    return { days: withoutEmpty(days), hours: withoutEmpty(hours), vat: withoutEmpty(vat) };
  }

  /** Day rows summed per month (and ISO weekday, for the hours): what the month level must hold. */
  function byMonth(folded: AllSums): AllSums {
    const regroup = <T extends Record<string, number>>(rows: Record<string, T>, empty: T, withWeekday: boolean) => {
      const sums = new Map<string, T>();
      for (const [at, row] of Object.entries(rows)) {
        const [restaurant, day = '', ...rest] = at.split('|');
        const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
        const [company, platform, ...tail] = rest;
        const month = `${day.slice(0, 8)}01`;
        const parts = [restaurant, month, company, platform, ...(withWeekday ? [weekday] : []), ...tail];
        addSums(sums, parts.join('|'), empty, row);
      }
      return withoutEmpty(sums);
    };
    return {
      days: regroup(folded.days, NO_SUMS, false),
      hours: regroup(folded.hours, NO_HOUR_SUMS, true),
      vat: regroup(folded.vat, NO_VAT_SUMS, false),
    };
  }

  async function pendingDeltas(): Promise<number> {
    const counts = await Promise.all(
      [cartRollupDeltas, cartHourRollupDeltas, cartVatRollupDeltas].map((table) => database.db.$count(table)),
    );
    return counts.reduce((sum, count) => sum + count, 0);
  }

  /** An order's VAT split in place of its earlier one, as writeVatSplit stores it: one statement each. */
  async function writeSplit(cartId: number, split: GeneratedOrder['split']): Promise<void> {
    await database.db.delete(cartVatSplits).where(eq(cartVatSplits.cartId, cartId));
    if (split.length > 0)
      await database.db
        .insert(cartVatSplits)
        .values(split.map((share) => ({ cartId, rate: share.rate, ttc: share.ttc, ht: Math.round(share.ttc / 1.2) })));
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
      platformFee: order.platformFee,
      vatPlatformFee: Math.round(order.platformFee / 5),
      payement: order.paid,
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
          // Then their splits, as the intake writes them after the orders, in one statement.
          const splits = orders.flatMap((order, index) =>
            order.split.map((share) => ({
              cartId: ids[index] ?? 0,
              rate: share.rate,
              ttc: share.ttc,
              ht: Math.round(share.ttc / 1.1),
            })),
          );
          if (splits.length > 0) await db.insert(cartVatSplits).values(splits);
          const deleted = new Set<number>();
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
            // A split is written only for an order that is there (its rows point to it).
            if (change.kind === 'split' && id !== undefined && !deleted.has(id)) await writeSplit(id, change.split);
            if (change.kind === 'delete') {
              await db.delete(carts).where(where);
              if (id !== undefined) deleted.add(id);
            }
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
          expect(await storedMonths()).toEqual(byMonth(await stored('rollup')));
        },
      ),
      { numRuns: 15, endOnFailure: true },
    );
    while ((await foldRollupDeltas(database.db, 7)) > 0);
    expect(await pendingDeltas()).toBe(0);
    expect(await stored('rollup')).toEqual(await recomputed());
    expect(await storedMonths()).toEqual(byMonth(await recomputed()));
    expect(await database.db.select().from(cartDayRollups).where(eq(cartDayRollups.orders, 0))).toEqual([]);
    expect(await database.db.select().from(cartHourRollups).where(eq(cartHourRollups.keptOrders, 0))).toEqual([]);
    expect(await database.db.select().from(cartMonthRollups).where(eq(cartMonthRollups.orders, 0))).toEqual([]);
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
            .insert(cartVatSplits)
            .values(written.map((row, index) => ({ cartId: row.id, rate: 10, ttc: 100 + index, ht: 90 + index })));
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
    expect(await storedMonths()).toEqual(byMonth(await recomputed()));
  });

  it('rebuilds from the orders, leaving the deltas of later changes to fold', async () => {
    const expected = await recomputed();
    await database.db.update(cartDayRollups).set({ keptTotal: sql`${cartDayRollups.keptTotal} + 1` });
    await database.db.update(cartHourMonthRollups).set({ keptOrders: sql`${cartHourMonthRollups.keptOrders} + 1` });
    expect(await stored('rollup and deltas')).not.toEqual(expected);
    expect(await storedMonths()).not.toEqual(byMonth(expected));
    await rebuildRollups(database.db);
    expect(await stored('rollup')).toEqual(expected);
    expect(await storedMonths()).toEqual(byMonth(expected));
    expect(await pendingDeltas()).toBe(0);
  });
});
