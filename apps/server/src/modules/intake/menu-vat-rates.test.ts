import { splitOrderVat } from '@comptoir/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, cartVatSplits, menuConfigurations, menuItems } from '../../db/schema';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import { deliverooOrder } from '../../platforms/deliveroo/fixtures';
import { normalizeDeliverooOrder } from '../../platforms/deliveroo/order';
import { aGlovoOrder } from '../../platforms/glovo/fixtures';
import { glovoOrderSchema, normalizeGlovoOrder } from '../../platforms/glovo/order';
import type { NormalizedOrder } from '../../platforms/normalized-order';
import { findSeededStore } from './testing';
import { writeOrders } from './write-cart';

// Items of the restaurant's live menu, with ids and names no seeded item has.
const MENU = [
  { platformId: 'vat-cola', title: 'Cola Test 33 cl', vatPercent: 5.5 },
  { platformId: 'vat-burger', title: 'Burger Test', vatPercent: 10 },
  { platformId: 'vat-beer', title: 'Biere Test Blonde', vatPercent: 20 },
];

const money = (fractional: number) => ({ fractional, currency_code: 'EUR' });
const deliverooItem = (item: { id?: string; name: string; price: number; vatRate?: number }) => ({
  ...(item.id ? { pos_item_id: item.id } : {}),
  name: item.name,
  quantity: 1,
  unit_price: money(item.price),
  ...(item.vatRate === undefined ? {} : { vat_rate: item.vatRate }),
  modifiers: [],
});
const glovoProduct = (id: string, name: string, price: number, attributes: unknown[] = []) => ({
  id,
  purchased_product_id: `PP-${id}`,
  quantity: 1,
  price,
  discount: 0,
  name,
  attributes,
  sub_products: [],
});

describe.each(TEST_DRIVERS)('an item’s VAT rate at intake (%s)', (driver) => {
  let database: TestDatabase;
  let orderCounter = 0;
  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'minimal' });
  });
  afterAll(async () => database?.dispose());

  /** The store of the first seeded restaurant on the platform, with MENU added to its live menu. */
  const storeWithMenu = async (platform: 'PLATFORM_DELIVEROO' | 'PLATFORM_GLOVO') => {
    const store = await findSeededStore(database.db, platform);
    const [configuration] = await database.db
      .select({ id: menuConfigurations.id })
      .from(menuConfigurations)
      .where(eq(menuConfigurations.restaurantId, store.id));
    if (!configuration) throw new Error(`The seeded ${platform} restaurant has no live menu`);
    await database.db
      .insert(menuItems)
      .values(MENU.map((item) => ({ ...item, configurationId: configuration.id, price: 500 })))
      .onConflictDoNothing();
    return store;
  };

  const write = async (order: NormalizedOrder, store: { id: number; companyId: number }) => {
    const [written] = await database.db.transaction((tx) =>
      writeOrders(tx, [{ order, restaurant: store, eventType: 'test' }]),
    );
    if (!written) throw new Error('The order was not written');
    const { cart } = written;
    const lines = await database.db
      .select({ title: cartLines.itemTitle, vat: cartLines.itemVatPurcent, price: cartLines.price })
      .from(cartLines)
      .where(eq(cartLines.cartId, cart.id))
      .orderBy(asc(cartLines.position));
    const split = await database.db
      .select({ rate: cartVatSplits.rate, ttc: cartVatSplits.ttc, ht: cartVatSplits.ht })
      .from(cartVatSplits)
      .where(eq(cartVatSplits.cartId, cart.id))
      .orderBy(asc(cartVatSplits.rate));
    return { cart, lines, split };
  };

  it('gives a Deliveroo line without a rate its menu item’s, by id then by name; an unknown item 10 %; a sent rate stays', async () => {
    const store = await storeWithMenu('PLATFORM_DELIVEROO');
    orderCounter += 1;
    const payload = {
      ...deliverooOrder({ orderId: `vat-deliveroo-${orderCounter}`, storeId: store.storeId }),
      offer_discount: money(0),
      tip: money(0),
      items: [
        deliverooItem({ id: 'vat-cola', name: 'Cola', price: 250 }),
        deliverooItem({ id: 'vat-burger', name: 'Burger', price: 1_000 }),
        deliverooItem({ id: 'beer-on-deliveroo', name: '  biere TEST   blonde ', price: 400 }),
        deliverooItem({ name: 'Mystery dish', price: 800 }),
        deliverooItem({ id: 'vat-cola', name: 'Cola', price: 250, vatRate: 20 }),
      ],
    };
    const { cart, lines, split } = await write(normalizeDeliverooOrder(payload), store);

    expect(lines.map((line) => [line.title, line.vat])).toEqual([
      ['Cola', 5.5],
      ['Burger', 10],
      ['  biere TEST   blonde ', 20],
      ['Mystery dish', 10],
      ['Cola', 20],
    ]);
    expect(cart.total).toBe(2_700);
    expect(split).toEqual(
      splitOrderVat({
        total: 2_700,
        deliveryPrice: 0,
        tips: 0,
        lines: lines.map((line) => ({ vatPercent: line.vat, amount: line.price })),
      }).map(({ rate, ttc, ht }) => ({ rate, ttc, ht })),
    );
    expect(split.map((share) => [share.rate, share.ttc])).toEqual([
      [5.5, 250],
      [10, 1_800],
      [20, 650],
    ]);
  });

  it('gives Glovo lines, which never carry a rate, their menu items’ rates; options take their line’s', async () => {
    const store = await storeWithMenu('PLATFORM_GLOVO');
    orderCounter += 1;
    const payload = aGlovoOrder({
      order_id: `vat-glovo-${orderCounter}`,
      store_id: store.storeId,
      delivery_fee: 0,
      partner_discounts_products: 0,
      glovo_discounts_products: 0,
      products: [
        glovoProduct('vat-cola', 'Coca-Cola', 300),
        glovoProduct('vat-burger', 'Burger', 1_000, [{ id: 'A-1', quantity: 1, price: 150, name: 'Cheddar' }]),
        glovoProduct('P-9', 'Salade du jour', 700),
      ],
    });
    const { lines, split } = await write(normalizeGlovoOrder(glovoOrderSchema.parse(payload)), store);

    expect(lines.map((line) => [line.title, line.vat])).toEqual([
      ['Coca-Cola', 5.5],
      ['Burger', 10],
      ['Salade du jour', 10],
    ]);
    expect(split).toEqual([
      { rate: 5.5, ttc: 300, ht: 284 },
      { rate: 10, ttc: 1_850, ht: 1_682 },
    ]);
  });
});
