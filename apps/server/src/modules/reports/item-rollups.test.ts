import { randomUUID } from 'node:crypto';
import { isCanceledStatus, ORDER_STATUSES, type OrderStatus } from '@comptoir/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartCustomisations,
  cartItemCompanyMonthRollups,
  cartItemCompanyRollups,
  cartItemMonthRollups,
  cartItemRollupDeltas,
  cartItemRollups,
  cartLines,
  carts,
  restaurants,
} from '../../db/schema';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import { foldRollupDeltas, rebuildRollups } from './rollup-worker';
import { addSums, localDay, testStores, withoutEmpty, type TestStore } from './testing/rollup-sums';

// docs/reports.md#best-item-rollups: whatever writes orders, their lines and their options (at any depth), changes the
// orders' statuses, times and restaurants, deletes them, moves a restaurant to another zone, and whenever the worker
// folds, the item rollup + its pending deltas equals the sums recomputed here from the orders, each in its
// restaurant's local day; each month level holds its folded days summed per month; lines and options cannot be changed
// or removed while their order stays.

type ItemSums = { entries: number; units: number; revenue: number; additional: number };
const NO_SUMS: ItemSums = { entries: 0, units: 0, revenue: 0, additional: 0 };
const ZONES = ['Europe/Paris', 'America/New_York', 'Pacific/Kiritimati'];
const FIRST_INSTANT = Date.parse('2024-03-25T00:00:00Z');

type GeneratedOption = {
  itemId: string | null;
  itemTitle: string | null;
  customisationTitle: string | null;
  quantity: number;
  price: number;
  children: GeneratedOption[];
};

/** Options up to `depth` levels deep (real orders nest a few; the intake caps how many units any of them holds). */
function optionArbitrary(depth: number): fc.Arbitrary<GeneratedOption> {
  return fc.record({
    itemId: fc.constantFrom(null, 'coke', 'fries'),
    itemTitle: fc.constantFrom(null, 'Coca-Cola', 'Fries'),
    customisationTitle: fc.constantFrom(null, 'Coca-Cola', 'Large'),
    quantity: fc.integer({ min: 1, max: 3 }),
    price: fc.integer({ min: 0, max: 300 }),
    children: depth > 1 ? fc.array(optionArbitrary(depth - 1), { maxLength: 2 }) : fc.constant([]),
  });
}

const lineArbitrary = fc.record({
  itemId: fc.constantFrom(null, 'burger', 'menu'),
  title: fc.constantFrom('Burger', ' burger ', 'Menu Maxi', 'Fries'),
  vat: fc.constantFrom(5.5, 10, 20),
  quantity: fc.integer({ min: 0, max: 3 }),
  price: fc.integer({ min: 0, max: 1_500 }),
  options: fc.array(optionArbitrary(3), { maxLength: 2 }),
});

const orderArbitrary = fc.record({
  restaurant: fc.nat(),
  status: fc.constantFrom(...ORDER_STATUSES),
  // Any minute of a week across the end of a month.
  minute: fc.integer({ min: 0, max: 10 * 24 * 60 }),
  lines: fc.array(lineArbitrary, { maxLength: 3 }),
});
type GeneratedOrder = typeof orderArbitrary extends fc.Arbitrary<infer T> ? T : never;

const changeArbitrary = fc.oneof(
  fc.record({ kind: fc.constant('status' as const), order: fc.nat(), status: fc.constantFrom(...ORDER_STATUSES) }),
  fc.record({ kind: fc.constant('move' as const), order: fc.nat(), minutes: fc.integer({ min: -3_000, max: 3_000 }) }),
  fc.record({ kind: fc.constant('restaurant' as const), order: fc.nat(), restaurant: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), order: fc.nat() }),
  fc.record({ kind: fc.constant('fold' as const), batch: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('zone' as const), restaurant: fc.nat(), zone: fc.constantFrom(...ZONES) }),
);

describe.each(TEST_DRIVERS)('item rollups (%s)', (driver) => {
  let database: TestDatabase;
  let stores: TestStore[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'minimal' });
    stores = await testStores(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const add = (sums: Map<string, ItemSums>, at: string, row: Partial<ItemSums>) => addSums(sums, at, NO_SUMS, row);

  const key = (row: {
    restaurantId: number;
    localDay: string;
    companyId: number;
    platform: string;
    isOption: boolean;
    itemId: string;
    title: string;
    vat: number;
  }) =>
    [row.restaurantId, row.localDay, row.companyId, row.platform, row.isOption, row.itemId, row.title, row.vat].join(
      '|',
    );

  /** The best items' figures of every order that is not canceled, recomputed from its lines and options. */
  async function recomputed(): Promise<Record<string, ItemSums>> {
    const orders = await database.db
      .select({
        id: carts.id,
        restaurantId: carts.restaurantId,
        companyId: carts.companyId,
        platform: carts.platform,
        status: carts.status,
        createdAt: carts.createdAt,
        timezone: restaurants.timezone,
      })
      .from(carts)
      .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId));
    const lines = await database.db.select().from(cartLines);
    const options = await database.db.select().from(cartCustomisations);
    const sums = new Map<string, ItemSums>();
    const kept = new Map(orders.filter((order) => !isCanceledStatus(order.status)).map((order) => [order.id, order]));
    for (const line of lines) {
      const order = kept.get(line.cartId);
      if (!order) continue;
      const at = { ...order, localDay: localDay(order.createdAt, order.timezone), vat: line.itemVatPurcent };
      const lineOptions = options.filter((option) => option.cartLineId === line.id);
      add(sums, key({ ...at, isOption: false, itemId: line.itemPlatformId ?? '', title: line.itemTitle }), {
        entries: 1,
        units: line.quantity,
        revenue: line.price * line.quantity,
        additional: lineOptions.reduce((sum, option) => sum + option.price, 0),
      });
      const walk = (parentId: number | null, parentUnits: number) => {
        for (const option of lineOptions.filter((candidate) => candidate.parentId === parentId)) {
          const units = option.quantity * parentUnits;
          const title = option.itemTitle ?? option.customisationTitle ?? option.itemPlatformId;
          if (title !== null)
            add(sums, key({ ...at, isOption: true, itemId: option.itemPlatformId ?? '', title }), {
              entries: 1,
              units,
              revenue: option.price,
            });
          walk(option.id, units);
        }
      };
      walk(null, line.quantity);
    }
    return withoutEmpty(sums);
  }

  async function stored(tables: 'rollup' | 'rollup and deltas'): Promise<Record<string, ItemSums>> {
    const sums = new Map<string, ItemSums>();
    for (const row of [
      ...(await database.db.select().from(cartItemRollups)),
      ...(tables === 'rollup and deltas' ? await database.db.select().from(cartItemRollupDeltas) : []),
    ])
      add(sums, key(row), row);
    return withoutEmpty(sums);
  }

  async function storedMonths(): Promise<Record<string, ItemSums>> {
    const sums = new Map<string, ItemSums>();
    for (const row of await database.db.select().from(cartItemMonthRollups))
      add(sums, key({ ...row, localDay: row.localMonth }), row);
    return withoutEmpty(sums);
  }

  function byMonth(days: Record<string, ItemSums>): Record<string, ItemSums> {
    const sums = new Map<string, ItemSums>();
    for (const [at, row] of Object.entries(days)) {
      const [restaurant, day = '', ...rest] = at.split('|');
      add(sums, [restaurant, `${day.slice(0, 8)}01`, ...rest].join('|'), row);
    }
    return withoutEmpty(sums);
  }

  /** Rows summed over their restaurants: what the company-wide level must hold. */
  function byCompany(rows: Record<string, ItemSums>): Record<string, ItemSums> {
    const sums = new Map<string, ItemSums>();
    for (const [at, row] of Object.entries(rows)) add(sums, at.split('|').slice(1).join('|'), row);
    return withoutEmpty(sums);
  }

  async function storedCompanyWide(level: 'days' | 'months'): Promise<Record<string, ItemSums>> {
    const sums = new Map<string, ItemSums>();
    const rows =
      level === 'days'
        ? await database.db.select().from(cartItemCompanyRollups)
        : (await database.db.select().from(cartItemCompanyMonthRollups)).map((row) => ({
            ...row,
            localDay: row.localMonth,
          }));
    for (const row of rows)
      add(
        sums,
        key({ ...row, restaurantId: 0 })
          .split('|')
          .slice(1)
          .join('|'),
        row,
      );
    return withoutEmpty(sums);
  }

  async function expectCompanyWideLevels(): Promise<void> {
    expect(await storedCompanyWide('days')).toEqual(byCompany(await stored('rollup')));
    expect(await storedCompanyWide('months')).toEqual(byCompany(await storedMonths()));
  }

  function cartValues(order: GeneratedOrder, index: number) {
    const store = stores[order.restaurant % stores.length];
    if (!store) throw new Error('no restaurant');
    return {
      companyId: store.companyId,
      restaurantId: store.id,
      platform: store.platform,
      platformId: `items-${randomUUID()}`,
      displayId: `I${index}`,
      status: order.status,
      fulfillmentType: 'DELIVERY' as const,
      createdAt: new Date(FIRST_INSTANT + order.minute * 60_000),
    };
  }

  /** The orders, their lines, then their options level by level, one statement each, as the intake writes them. */
  async function writeOrders(orders: GeneratedOrder[]): Promise<number[]> {
    const db = database.db;
    const ids = (await db.insert(carts).values(orders.map(cartValues)).returning({ id: carts.id })).map(
      (row) => row.id,
    );
    const lines = orders.flatMap((order, index) =>
      order.lines.map((line, position) => ({ cartId: ids[index] ?? 0, position, line })),
    );
    if (lines.length === 0) return ids;
    const lineIds = await db
      .insert(cartLines)
      .values(
        lines.map(({ cartId, position, line }) => ({
          cartId,
          position,
          quantity: line.quantity,
          price: line.price,
          itemPlatformId: line.itemId,
          itemTitle: line.title,
          itemVatPurcent: line.vat,
        })),
      )
      .returning({ id: cartLines.id });
    let level = lines.flatMap(({ line }, index) =>
      line.options.map((option) => ({ lineId: lineIds[index]?.id ?? 0, parentId: null as number | null, option })),
    );
    const positions = new Map<number, number>();
    while (level.length > 0) {
      const written = await db
        .insert(cartCustomisations)
        .values(
          level.map(({ lineId, parentId, option }) => {
            const position = positions.get(lineId) ?? 0;
            positions.set(lineId, position + 1);
            return {
              cartLineId: lineId,
              parentId,
              position,
              quantity: option.quantity,
              price: option.price,
              itemPlatformId: option.itemId,
              itemTitle: option.itemTitle,
              customisationTitle: option.customisationTitle,
            };
          }),
        )
        .returning({ id: cartCustomisations.id });
      level = level.flatMap(({ lineId, option }, index) =>
        option.children.map((child) => ({ lineId, parentId: written[index]?.id ?? 0, option: child })),
      );
    }
    return ids;
  }

  it('equals a recomputation from the orders through random writes, changes and folds', async () => {
    expect(await stored('rollup and deltas')).toEqual(await recomputed());
    await fc.assert(
      fc.asyncProperty(
        fc.array(orderArbitrary, { minLength: 1, maxLength: 8 }),
        fc.array(changeArbitrary, { maxLength: 10 }),
        async (orders, changes) => {
          const db = database.db;
          const ids = await writeOrders(orders);
          for (const change of changes) {
            const where = eq(carts.id, 'order' in change ? (ids[change.order % ids.length] ?? 0) : 0);
            if (change.kind === 'status')
              await db
                .update(carts)
                .set({ status: change.status as OrderStatus })
                .where(where);
            if (change.kind === 'move')
              await db
                .update(carts)
                .set({ createdAt: sql`${carts.createdAt} + ${change.minutes} * interval '1 minute'` })
                .where(where);
            if (change.kind === 'restaurant') {
              const store = stores[change.restaurant % stores.length];
              if (store)
                await db
                  .update(carts)
                  .set({ restaurantId: store.id, companyId: store.companyId, platform: store.platform })
                  .where(where);
            }
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
          expect(await storedMonths()).toEqual(byMonth(await stored('rollup')));
          await expectCompanyWideLevels();
        },
      ),
      { numRuns: 15, endOnFailure: true },
    );
    while ((await foldRollupDeltas(database.db, 7)) > 0);
    expect(await database.db.$count(cartItemRollupDeltas)).toBe(0);
    expect(await stored('rollup')).toEqual(await recomputed());
    expect(await storedMonths()).toEqual(byMonth(await recomputed()));
    await expectCompanyWideLevels();
  }, 180_000);

  it("takes a deleted restaurant's rows out of its company's", async () => {
    const db = database.db;
    const [template] = await db
      .select()
      .from(restaurants)
      .where(eq(restaurants.id, stores[0]?.id ?? 0));
    if (!template) throw new Error('no restaurant');
    const { id: _id, uuid: _uuid, ...copy } = template;
    const [added] = await db
      .insert(restaurants)
      .values({ ...copy, title: 'Closing down', platformStoreId: `closing-${randomUUID()}` })
      .returning({ id: restaurants.id });
    stores.push({
      id: added?.id ?? 0,
      companyId: template.companyId,
      platform: stores[0]?.platform ?? 'PLATFORM_UBER_EAT',
    });
    const sample = fc.sample(orderArbitrary, { numRuns: 6, seed: 7 });
    await writeOrders([...sample.map((order) => ({ ...order, restaurant: stores.length - 1 })), ...sample]);
    while ((await foldRollupDeltas(db)) > 0);
    // A few of its changes still pending when it goes.
    await writeOrders(sample.map((order) => ({ ...order, restaurant: stores.length - 1 })));
    await db.delete(restaurants).where(eq(restaurants.id, added?.id ?? 0));
    stores.pop();
    while ((await foldRollupDeltas(db)) > 0);
    expect(await stored('rollup')).toEqual(await recomputed());
    await expectCompanyWideLevels();
  });

  it('refuses to change or remove a line or an option while its order stays, and lets them go with it', async () => {
    const db = database.db;
    const [id = 0] = await writeOrders([
      {
        restaurant: 0,
        status: 'ACCEPTED',
        minute: 60,
        lines: [
          {
            itemId: 'menu',
            title: 'Menu Maxi',
            vat: 10,
            quantity: 2,
            price: 1_200,
            options: [
              {
                itemId: 'coke',
                itemTitle: 'Coca-Cola',
                customisationTitle: null,
                quantity: 1,
                price: 0,
                children: [],
              },
            ],
          },
        ],
      },
    ]);
    const expected = await recomputed();
    const refused = (what: string) => ({
      cause: { message: expect.stringMatching(new RegExp(`An order's ${what} are written with it and go with it`)) },
    });
    const line = eq(cartLines.cartId, id);
    const options = inArray(cartCustomisations.cartLineId, db.select({ id: cartLines.id }).from(cartLines).where(line));
    await expect(db.update(cartLines).set({ quantity: 5 }).where(line)).rejects.toMatchObject(refused('lines'));
    await expect(db.delete(cartLines).where(line)).rejects.toMatchObject(refused('lines'));
    await expect(db.update(cartCustomisations).set({ price: 50 }).where(options)).rejects.toMatchObject(
      refused('options'),
    );
    await expect(db.delete(cartCustomisations).where(options)).rejects.toMatchObject(refused('options'));
    // What the best items do not count may change: a kitchen note.
    await db.update(cartLines).set({ specialInstructions: 'No onions' }).where(line);
    expect(await stored('rollup and deltas')).toEqual(expected);
    await db.delete(carts).where(eq(carts.id, id));
    expect(await db.$count(cartLines, line)).toBe(0);
    expect(await stored('rollup and deltas')).toEqual(await recomputed());
  });

  it('rebuilds from the orders', async () => {
    const expected = await recomputed();
    while ((await foldRollupDeltas(database.db)) > 0);
    await database.db.update(cartItemRollups).set({ units: sql`${cartItemRollups.units} + 1` });
    await database.db.update(cartItemMonthRollups).set({ revenue: sql`${cartItemMonthRollups.revenue} + 1` });
    await database.db.update(cartItemCompanyRollups).set({ entries: sql`${cartItemCompanyRollups.entries} + 1` });
    expect(await stored('rollup')).not.toEqual(expected);
    await rebuildRollups(database.db);
    expect(await database.db.$count(cartItemRollupDeltas)).toBe(0);
    expect(await stored('rollup')).toEqual(expected);
    expect(await storedMonths()).toEqual(byMonth(expected));
    await expectCompanyWideLevels();
  });
});
