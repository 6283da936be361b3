import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { nestOptions, salesOf, type PlatformCode } from '@comptoir/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCart } from '../modules/orders/testing/a-cart';
import { rebuildRollups } from '../modules/reports';
import { cartCustomisations, cartLines, carts, type CartRow } from './schema';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from './testing';

// The data statements of migration 0025 (docs/orders.md#lines-and-options), run again over options stored the old way.
const MIGRATION = fileURLToPath(new URL('../../drizzle/0025_cart_option_model.sql', import.meta.url));
const BACKFILL = readFileSync(MIGRATION, 'utf8')
  .split('--> statement-breakpoint')
  .filter((statement) => !statement.includes('ALTER TABLE'));

type OldOption = {
  quantity: number;
  price: number;
  itemPlatformId: string;
  itemTitle: string;
  customisationPlatformId: string;
  customisationExternalId: string | null;
  customisationTitle: string;
};

describe.each(TEST_DRIVERS)('migration 0025 on options stored before it (%s)', (driver) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'minimal' });
  });
  afterAll(async () => database?.dispose());

  // A line of 2 burgers at 9.50 with one option per burger at 1.00 and, under it, one at 0.25 on each: subtotal 21.50.
  async function anOldOrder(platform: PlatformCode, option: OldOption, child: OldOption): Promise<CartRow> {
    const cart = await aCart(database.db, {
      platform,
      subtotal: 2150,
      promo: 100,
      deliveryPrice: 200,
      tips: 50,
      total: 2300,
    });
    const [line] = await database.db
      .insert(cartLines)
      .values({ cartId: cart.id, position: 0, quantity: 2, price: 950, itemTitle: 'Burger' })
      .returning();
    if (!line) throw new Error('no line');
    const [parent] = await database.db
      .insert(cartCustomisations)
      .values({ cartLineId: line.id, position: 0, ...option })
      .returning();
    await database.db
      .insert(cartCustomisations)
      .values({ cartLineId: line.id, position: 1, parentId: parent?.id ?? null, ...child });
    return cart;
  }

  async function optionsOf(cart: CartRow) {
    const lines = await database.db.select().from(cartLines).where(eq(cartLines.cartId, cart.id));
    const rows = await database.db
      .select()
      .from(cartCustomisations)
      .where(
        inArray(
          cartCustomisations.cartLineId,
          lines.map((line) => line.id),
        ),
      )
      .orderBy(asc(cartCustomisations.position));
    return { lines, rows };
  }

  it('names the option chosen in item and customisation and its group apart, derives unit prices, and keeps every amount', async () => {
    const uber = await anOldOrder(
      'PLATFORM_UBER_EAT',
      {
        quantity: 1,
        price: 200,
        itemPlatformId: 'extras',
        itemTitle: 'Suppléments',
        customisationPlatformId: 'egg',
        customisationExternalId: 'EGG',
        customisationTitle: 'Œuf',
      },
      {
        quantity: 1,
        price: 50,
        itemPlatformId: 'salt',
        itemTitle: 'Assaisonnement',
        customisationPlatformId: 'pepper',
        customisationExternalId: null,
        customisationTitle: 'Poivre',
      },
    );
    const seeded = await anOldOrder(
      'PLATFORM_GLOVO',
      {
        quantity: 1,
        price: 200,
        itemPlatformId: 'opt-egg',
        itemTitle: 'Œuf',
        customisationPlatformId: 'grp-extras',
        customisationExternalId: 'ext-grp-extras',
        customisationTitle: 'Suppléments',
      },
      {
        quantity: 1,
        price: 50,
        itemPlatformId: 'opt-pepper',
        itemTitle: 'Poivre',
        customisationPlatformId: 'grp-salt',
        customisationExternalId: 'ext-grp-salt',
        customisationTitle: 'Assaisonnement',
      },
    );
    const deliveroo = await anOldOrder(
      'PLATFORM_DELIVEROO',
      {
        quantity: 1,
        price: 200,
        itemPlatformId: 'BURGER',
        itemTitle: 'Burger',
        customisationPlatformId: 'm-1',
        customisationExternalId: 'EGG',
        customisationTitle: 'Œuf',
      },
      {
        quantity: 1,
        price: 50,
        itemPlatformId: 'EGG',
        itemTitle: 'Œuf',
        customisationPlatformId: 'm-2',
        customisationExternalId: 'PEPPER',
        customisationTitle: 'Poivre',
      },
    );
    const before = await database.db
      .select()
      .from(carts)
      .where(inArray(carts.id, [uber.id, seeded.id, deliveroo.id]))
      .orderBy(asc(carts.id));

    // 0025 ran before options were written once (migration 0037, docs/reports.md#best-item-rollups): replayed on
    // today's schema, its rewrite goes past that rule, and the item rollup is rebuilt after it.
    await database.db.execute(
      sql`alter table cart_customisations disable trigger cart_customisations_written_once_update`,
    );
    for (const statement of BACKFILL) await database.db.execute(sql.raw(statement));
    await database.db.execute(
      sql`alter table cart_customisations enable trigger cart_customisations_written_once_update`,
    );
    await rebuildRollups(database.db);

    const named = async (cart: CartRow) =>
      (await optionsOf(cart)).rows.map((row) => [
        row.itemTitle,
        row.customisationTitle,
        row.groupTitle,
        row.unitPrice,
        row.price,
      ]);
    expect(await named(uber)).toEqual([
      ['Œuf', 'Œuf', 'Suppléments', 100, 200],
      ['Poivre', 'Poivre', 'Assaisonnement', 25, 50],
    ]);
    expect(await named(seeded)).toEqual([
      ['Œuf', 'Œuf', 'Suppléments', 100, 200],
      ['Poivre', 'Poivre', 'Assaisonnement', 25, 50],
    ]);
    expect(await named(deliveroo)).toEqual([
      ['Œuf', 'Œuf', null, 100, 200],
      ['Poivre', 'Poivre', null, 25, 50],
    ]);
    expect((await optionsOf(deliveroo)).rows.map((row) => row.itemPlatformId)).toEqual(['EGG', 'PEPPER']);

    const after = await database.db
      .select()
      .from(carts)
      .where(inArray(carts.id, [uber.id, seeded.id, deliveroo.id]))
      .orderBy(asc(carts.id));
    expect(
      after.map(({ subtotal, promo, deliveryPrice, tips, total }) => ({ subtotal, promo, deliveryPrice, tips, total })),
    ).toEqual(
      before.map(({ subtotal, promo, deliveryPrice, tips, total }) => ({
        subtotal,
        promo,
        deliveryPrice,
        tips,
        total,
      })),
    );
    for (const cart of [uber, seeded, deliveroo]) {
      const { lines, rows } = await optionsOf(cart);
      const orderLines = lines.map((line) => ({
        name: line.itemTitle,
        quantity: line.quantity,
        unitPrice: line.price,
        options: nestOptions(
          rows
            .filter((row) => row.cartLineId === line.id)
            .map((row) => ({ ...row, name: row.customisationTitle ?? '', group: row.groupTitle, total: row.price })),
        ),
      }));
      expect(salesOf(orderLines)).toBe(cart.subtotal);
    }
  });
});
