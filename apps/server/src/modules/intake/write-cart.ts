import { splitOrderVat, type OrderStatus, type PlatformCode } from '@comptoir/domain';
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
import type { NormalizedCustomisation, NormalizedOrder } from '../../platforms/normalized-order';
import { isSameCourier } from '../../lib/same-courier';
import { vatSplitRows } from '../vat';
import { lineVatRates } from './menu-vat-rates';
import { movesForward } from './status-progress';

export type IntakeRestaurant = { id: number; companyId: number };

export type PlatformUpdate = { status?: OrderStatus; courier?: CartCourier | null };

export type CartWriteResult = { cart: CartRow; created: boolean; changed: boolean };

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

/** orderCount (docs/data-model.md#orders): this client's orders at this restaurant, the new one included. */
export async function countClientOrders(
  db: Db,
  restaurantId: number,
  clientPlatformId: string | undefined,
): Promise<number> {
  if (!clientPlatformId) return 1;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(carts)
    .where(and(eq(carts.restaurantId, restaurantId), sql`${carts.client}->>'platformId' = ${clientPlatformId}`));
  return (row?.count ?? 0) + 1;
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

/**
 * Inserts the order with its lines, nested customisations and VAT split on `tx`, unique on (platform, restaurant,
 * platform order id); when it already exists (a duplicate, or a later event carrying the whole order), only what may
 * move forward is applied.
 */
export async function writeOrder(
  tx: Db,
  order: NormalizedOrder,
  restaurant: IntakeRestaurant,
  orderCount: number,
  eventType: string,
): Promise<CartWriteResult> {
  const [inserted] = await tx
    .insert(carts)
    .values(cartValues(order, restaurant, orderCount))
    .onConflictDoNothing({ target: [carts.platform, carts.restaurantId, carts.platformId] })
    .returning();
  if (inserted) {
    const vatRates = await lineVatRates(tx, restaurant.id, order.lines);
    await insertLines(tx, inserted.id, order, vatRates);
    await insertVatSplit(tx, inserted, order, vatRates);
    await tx
      .insert(cartEvents)
      .values({ cartId: inserted.id, type: 'platform.received', toStatus: inserted.status, data: { eventType } });
    return { cart: inserted, created: true, changed: true };
  }
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

type StatusTimes = Pick<CartRow, 'acceptedAt' | 'readyAt' | 'livredAt' | 'canceledAt'>;

const NO_TIMES: StatusTimes = { acceptedAt: null, readyAt: null, livredAt: null, canceledAt: null };

function statusTimestamps(status: OrderStatus, cart: StatusTimes, now: Date): Partial<NewCartRow> {
  switch (status) {
    case 'ACCEPTED':
    case 'SCHEDULED_ORDER_ACCEPTED':
    case 'CONFIRMED':
      return { acceptedAt: cart.acceptedAt ?? now };
    case 'READY_FOR_PICKUP':
      return { readyAt: cart.readyAt ?? now, acceptedAt: cart.acceptedAt ?? now };
    case 'COMPLETED':
    case 'FINISHED':
      return { livredAt: cart.livredAt ?? now };
    case 'CANCELED':
    case 'DENIED':
    case 'REJECTED':
    case 'FAILED':
      return { canceledAt: cart.canceledAt ?? now };
    default:
      return {};
  }
}

function cartValues(order: NormalizedOrder, restaurant: IntakeRestaurant, orderCount: number): NewCartRow {
  const now = new Date();
  return {
    companyId: restaurant.companyId,
    restaurantId: restaurant.id,
    platform: order.platform,
    platformId: order.platformOrderId,
    displayId: order.displayId,
    status: order.status,
    fulfillmentType: order.fulfillmentType,
    paymentMethod: order.paymentMethod,
    specialInstructions: order.specialInstructions,
    deliveryInstructions: order.deliveryInstructions,
    isSingleUseItemsIncluded: order.isSingleUseItemsIncluded,
    isPayed: order.isPayed,
    subtotal: order.subtotal,
    promo: order.promo,
    deliveryPrice: order.deliveryPrice,
    tips: order.tips,
    total: order.total,
    orderCount,
    vatPlatformPurcent: order.vatPlatformPurcent,
    platformPurcent: order.platformPurcent,
    vatPlatformFee: order.vatPlatformFee,
    platformFee: order.platformFee,
    // What the platform pays out: the order less its commission and the commission's VAT.
    payement: Math.max(0, order.total - order.platformFee - order.vatPlatformFee),
    voucher: order.voucher,
    rushJob: order.rushJob,
    deliveryLocation: order.deliveryLocation,
    client: order.client,
    courser: order.courser,
    preparationTime: order.preparationTime,
    scheduledFor: order.scheduledFor,
    ...statusTimestamps(order.status, NO_TIMES, now),
    createdAt: order.placedAt,
  };
}

type PendingCustomisation = {
  lineId: number;
  parentKey: number | null;
  position: number;
  customisation: NormalizedCustomisation;
};

function rateOf(vatRates: readonly number[], position: number): number {
  const rate = vatRates[position];
  if (rate === undefined) throw new Error(`Line ${position} has no VAT rate`);
  return rate;
}

/**
 * The new order's VAT split (docs/money.md#one-vat-split-per-order), from what intake holds in memory: the same
 * figures writeVatSplit reads back from the stored lines, without reading them on the busiest path.
 */
async function insertVatSplit(
  tx: Db,
  cart: CartRow,
  order: NormalizedOrder,
  vatRates: readonly number[],
): Promise<void> {
  const optionsTotal = (customisations: readonly NormalizedCustomisation[]): number =>
    customisations.reduce((sum, option) => sum + option.price + optionsTotal(option.customisations), 0);
  const shares = splitOrderVat({
    total: cart.total,
    deliveryPrice: cart.deliveryPrice,
    tips: cart.tips,
    lines: order.lines.map((line, position) => ({
      vatPercent: rateOf(vatRates, position),
      amount: line.price * line.quantity + optionsTotal(line.customisations),
    })),
  });
  if (shares.length > 0) await tx.insert(cartVatSplits).values(vatSplitRows(cart.id, shares));
}

/** `vatRates`: each line's rate, in order (lineVatRates). */
async function insertLines(tx: Db, cartId: number, order: NormalizedOrder, vatRates: readonly number[]): Promise<void> {
  if (order.lines.length === 0) return;
  const lineRows = await tx
    .insert(cartLines)
    .values(
      order.lines.map((line, position) => ({
        cartId,
        position,
        quantity: line.quantity,
        category: line.category,
        price: line.price,
        specialInstructions: line.specialInstructions,
        allergyInstructions: line.allergyInstructions,
        itemPlatformId: line.item.platformId,
        itemTitle: line.item.title,
        itemVatPurcent: rateOf(vatRates, position),
      })),
    )
    .returning({ id: cartLines.id, position: cartLines.position });
  const lineIds = new Map(lineRows.map((row) => [row.position, row.id]));
  // Depth-first positions per line, then one INSERT per nesting level so each child knows its parent's id.
  const levels: PendingCustomisation[][] = [];
  order.lines.forEach((line, linePosition) => {
    const lineId = lineIds.get(linePosition);
    if (lineId === undefined) throw new Error(`Line ${linePosition} was not written`);
    let position = 0;
    const walk = (customisations: NormalizedCustomisation[], depth: number, parentKey: number | null) => {
      for (const customisation of customisations) {
        const own = position++;
        (levels[depth] ??= []).push({ lineId, parentKey, position: own, customisation });
        walk(customisation.customisations, depth + 1, own);
      }
    };
    walk(line.customisations, 0, null);
  });
  let parentIds = new Map<string, number>();
  for (const level of levels) {
    const rows = await tx
      .insert(cartCustomisations)
      .values(
        level.map(({ lineId, parentKey, position, customisation }) => ({
          cartLineId: lineId,
          parentId: parentKey === null ? null : (parentIds.get(`${lineId}:${parentKey}`) ?? null),
          position,
          quantity: customisation.quantity,
          price: customisation.price,
          unitPrice: customisation.unitPrice,
          itemPlatformId: customisation.item.platformId,
          itemTitle: customisation.item.title,
          customisationPlatformId: customisation.customisation.platformId,
          customisationExternalId: customisation.customisation.externalId,
          customisationTitle: customisation.customisation.title,
          groupPlatformId: customisation.group?.platformId ?? null,
          groupTitle: customisation.group?.title ?? null,
        })),
      )
      .returning({
        id: cartCustomisations.id,
        lineId: cartCustomisations.cartLineId,
        position: cartCustomisations.position,
      });
    parentIds = new Map([
      ...parentIds,
      ...rows.map((row): [string, number] => [`${row.lineId}:${row.position}`, row.id]),
    ]);
  }
}
