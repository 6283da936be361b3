import type { OrderStatus, PlatformCode } from '@comptoir/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cartCustomisations,
  cartEvents,
  cartLines,
  carts,
  cartVatSplits,
  platforms,
  restaurants,
  type CartCourier,
  type CartRow,
  type NewCartRow,
} from '../../db/schema';
import type { NormalizedOrder } from '../../platforms/normalized-order';
import { insertRowsSql } from '../../lib/insert-rows';
import { isSameCourier } from '../../lib/same-courier';
import {
  cartValues,
  customisationLevels,
  customisationRow,
  lineRows,
  statusTimestamps,
  vatSplitRowsOf,
  type IntakeRestaurant,
  type NewOrder,
} from './cart-rows';
import { lineVatRates } from './menu-vat-rates';
import { movesForward } from './status-progress';

// Every order the intake writes goes through writeOrders (new orders and the ones it finds stored) and
// applyPlatformUpdate (a later event on a stored order): what must follow each order write belongs here.

export type { IntakeRestaurant } from './cart-rows';

export type PlatformUpdate = { status?: OrderStatus; courier?: CartCourier | null };

export type CartWriteResult = { cart: CartRow; created: boolean; changed: boolean };

export type OrderToWrite = { order: NormalizedOrder; restaurant: IntakeRestaurant; eventType: string };

export async function findRestaurantForStore(
  db: Db,
  platform: PlatformCode,
  storeId: string,
): Promise<IntakeRestaurant | null> {
  const [restaurant] = await db
    .select({ id: restaurants.id, companyId: restaurants.companyId })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    // A restaurant waiting for review (or rejected) takes no orders (docs/platforms.md#connecting).
    .where(
      and(
        eq(platforms.code, platform),
        eq(restaurants.platformStoreId, storeId),
        eq(restaurants.integrationStatus, 'integrated'),
      ),
    )
    .limit(1);
  return restaurant ?? null;
}

export type StoreRestaurants = (platform: PlatformCode, storeId: string) => Promise<IntakeRestaurant | null>;

/** findRestaurantForStore read once per store: a batch's events mostly share a few stores. */
export function storeRestaurantsOf(db: Db): StoreRestaurants {
  const found = new Map<string, Promise<IntakeRestaurant | null>>();
  return (platform, storeId) => {
    const key = `${platform}\n${storeId}`;
    let restaurant = found.get(key);
    if (!restaurant) found.set(key, (restaurant = findRestaurantForStore(db, platform, storeId)));
    return restaurant;
  };
}

/**
 * The stored orders of a platform with this order id: within one restaurant when the event names its store, else
 * (platforms whose events about an order do not repeat the store) across the platform, where the caller refuses more
 * than one. An order id is only unique within its store (docs/security.md#tenants).
 */
export async function findOrderCarts(
  db: Db,
  platform: PlatformCode,
  restaurantId: number | null,
  platformOrderId: string,
): Promise<CartRow[]> {
  const inStore = restaurantId === null ? undefined : eq(carts.restaurantId, restaurantId);
  return db
    .select()
    .from(carts)
    .where(and(eq(carts.platform, platform), eq(carts.platformId, platformOrderId), inStore))
    .limit(2);
}

const orderKey = (platform: PlatformCode, restaurantId: number, platformOrderId: string) =>
  `${platform}\n${restaurantId}\n${platformOrderId}`;

const keyOf = ({ order, restaurant }: OrderToWrite) => orderKey(order.platform, restaurant.id, order.platformOrderId);

/**
 * orderCount (docs/data-model.md#orders): each client's orders at the restaurant, the new one included, as if the
 * orders were written one after the other: an earlier new order of the same client in the list counts too.
 */
async function clientOrderCounts(tx: Db, orders: readonly OrderToWrite[]): Promise<number[]> {
  const clientKey = ({ order, restaurant }: OrderToWrite) =>
    order.client?.platformId ? `${restaurant.id}\n${order.client.platformId}` : null;
  const wanted = orders.flatMap(({ order, restaurant }) =>
    order.client?.platformId ? [sql`(${restaurant.id}::int, ${order.client.platformId}::text)`] : [],
  );
  const stored = new Map<string, number>();
  if (wanted.length > 0) {
    const clientId = sql<string>`${carts.client}->>'platformId'`;
    const rows = await tx
      .select({ restaurantId: carts.restaurantId, clientId, count: sql<number>`count(*)::int` })
      .from(carts)
      .where(sql`(${carts.restaurantId}, ${clientId}) in (${sql.join(wanted, sql`, `)})`)
      .groupBy(carts.restaurantId, clientId);
    for (const row of rows) stored.set(`${row.restaurantId}\n${row.clientId}`, Number(row.count));
  }
  const seen = new Set<string>();
  return orders.map((toWrite) => {
    const client = clientKey(toWrite);
    if (client === null) return 1;
    const count = (stored.get(client) ?? 0) + 1;
    const order = keyOf(toWrite);
    if (!seen.has(order)) {
      seen.add(order);
      stored.set(client, count);
    }
    return count;
  });
}

/**
 * Inserts the orders with their lines, nested customisations and VAT splits on `tx`, a few multi-row statements for
 * the whole list, unique on (platform, restaurant, platform order id). An order that already exists (a duplicate, a
 * later event carrying the whole order, the same order twice in the list) is written as the list's order would have
 * it one by one: only what may move forward is applied. The results are in the list's order.
 */
export async function writeOrders(tx: Db, orders: readonly OrderToWrite[]): Promise<CartWriteResult[]> {
  if (orders.length === 0) return [];
  const now = new Date();
  const counts = await clientOrderCounts(tx, orders);
  // One array per column (lib/insert-rows.ts), then the rows written read back whole.
  const written = await tx.execute<{ id: number }>(
    insertRowsSql(
      carts,
      orders.map(({ order, restaurant }, index) => cartValues(order, restaurant, counts[index] ?? 1, now)),
      { onConflictDoNothing: [carts.platform, carts.restaurantId, carts.platformId], returning: [carts.id] },
    ),
  );
  const inserted =
    written.rows.length === 0
      ? []
      : await tx
          .select()
          .from(carts)
          .where(sql`${carts.id} = any(${sql.param(written.rows.map((row) => Number(row.id)))}::integer[])`);
  const insertedByKey = new Map(
    inserted.map((cart) => [orderKey(cart.platform, cart.restaurantId, cart.platformId), cart]),
  );
  const created = new Map<number, CartRow>();
  orders.forEach((toWrite, index) => {
    const key = keyOf(toWrite);
    const cart = insertedByKey.get(key);
    if (!cart) return;
    insertedByKey.delete(key);
    created.set(index, cart);
  });
  await insertNewOrders(
    tx,
    orders.filter((_, index) => created.has(index)),
    [...created.values()],
  );
  const results: CartWriteResult[] = [];
  for (const [index, toWrite] of orders.entries()) {
    const cart = created.get(index);
    results.push(cart ? { cart, created: true, changed: true } : await writeStoredOrder(tx, toWrite));
  }
  return results;
}

async function writeStoredOrder(tx: Db, { order, restaurant, eventType }: OrderToWrite): Promise<CartWriteResult> {
  const [existing] = await tx
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.platform, order.platform),
        eq(carts.restaurantId, restaurant.id),
        eq(carts.platformId, order.platformOrderId),
      ),
    )
    .for('update');
  if (!existing) throw new Error(`Order ${order.platformOrderId} vanished while being written`);
  const update: PlatformUpdate = { status: order.status, ...(order.courser ? { courier: order.courser } : {}) };
  return { created: false, ...(await applyUpdateInTransaction(tx, existing, update, eventType)) };
}

/** What goes with the new carts: lines, options, VAT splits and their received events, one INSERT each per list. */
async function insertNewOrders(tx: Db, orders: readonly OrderToWrite[], written: readonly CartRow[]): Promise<void> {
  if (orders.length === 0) return;
  const vatRates = await lineVatRates(
    tx,
    orders.map(({ order, restaurant }) => ({ restaurantId: restaurant.id, lines: order.lines })),
  );
  const newOrders = orders.map(({ order }, index): NewOrder => {
    const cart = written[index];
    const rates = vatRates[index];
    if (!cart || !rates) throw new Error(`Order ${order.platformOrderId} was not written`);
    return { cart, order, vatRates: rates };
  });
  await insertLines(tx, newOrders);
  const splits = newOrders.flatMap(vatSplitRowsOf);
  if (splits.length > 0) await tx.insert(cartVatSplits).values(splits);
  await tx.insert(cartEvents).values(
    newOrders.map(({ cart }, index) => ({
      cartId: cart.id,
      type: 'platform.received',
      toStatus: cart.status,
      data: { eventType: orders[index]?.eventType ?? '' },
    })),
  );
}

async function insertLines(tx: Db, newOrders: readonly NewOrder[]): Promise<void> {
  const lines = newOrders.flatMap(lineRows);
  if (lines.length === 0) return;
  const written = await tx.execute<{ id: number; cart_id: number; position: number }>(
    insertRowsSql(cartLines, lines, { returning: [cartLines.id, cartLines.cartId, cartLines.position] }),
  );
  const lineIds = new Map(written.rows.map((row) => [`${row.cart_id}:${row.position}`, Number(row.id)]));
  const levels: ReturnType<typeof customisationLevels> = [];
  for (const { cart, order } of newOrders) {
    const orderLevels = customisationLevels(order, (position) => {
      const id = lineIds.get(`${cart.id}:${position}`);
      if (id === undefined) throw new Error(`Line ${position} of order ${order.platformOrderId} was not written`);
      return id;
    });
    orderLevels.forEach((level, depth) => (levels[depth] ??= []).push(...level));
  }
  let parentIds = new Map<string, number>();
  for (const level of levels) {
    const rows = await tx.execute<{ id: number; cart_line_id: number; position: number }>(
      insertRowsSql(
        cartCustomisations,
        level.map((pending) =>
          customisationRow(pending, parentIds.get(`${pending.lineId}:${pending.parentKey}`) ?? null),
        ),
        { returning: [cartCustomisations.id, cartCustomisations.cartLineId, cartCustomisations.position] },
      ),
    );
    parentIds = new Map([
      ...parentIds,
      ...rows.rows.map((row): [string, number] => [`${row.cart_line_id}:${row.position}`, Number(row.id)]),
    ]);
  }
}

/** A status or courier event on a stored order, on `tx`; the status only moves forward. */
export async function applyPlatformUpdate(
  tx: Db,
  cartId: number,
  update: PlatformUpdate,
  eventType: string,
): Promise<{ cart: CartRow; changed: boolean }> {
  const [cart] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
  if (!cart) throw new Error(`Cart ${cartId} not found`);
  return applyUpdateInTransaction(tx, cart, update, eventType);
}

async function applyUpdateInTransaction(
  tx: Db,
  cart: CartRow,
  update: PlatformUpdate,
  eventType: string,
): Promise<{ cart: CartRow; changed: boolean }> {
  const nextStatus = update.status && movesForward(cart.status, update.status) ? update.status : null;
  const courierChanged = update.courier !== undefined && !isSameCourier(update.courier, cart.courser);
  if (!nextStatus && !courierChanged) return { cart, changed: false };
  const now = new Date();
  const changes: Partial<NewCartRow> = {
    updatedAt: now,
    ...(courierChanged ? { courser: update.courier ?? null } : {}),
  };
  if (nextStatus) Object.assign(changes, { status: nextStatus, ...statusTimestamps(nextStatus, cart, now) });
  const [row] = await tx.update(carts).set(changes).where(eq(carts.id, cart.id)).returning();
  if (!row) throw new Error(`Cart ${cart.id} not found`);
  await tx.insert(cartEvents).values({
    cartId: cart.id,
    type: nextStatus ? 'platform.status' : 'platform.courier',
    fromStatus: cart.status,
    toStatus: row.status,
    data: { eventType, ...(courierChanged ? { courier: update.courier ?? null } : {}) },
  });
  return { cart: row, changed: true };
}
