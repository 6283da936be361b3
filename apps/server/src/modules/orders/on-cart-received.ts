import { resultingStatus, type OrderStatus } from '@comptoir/domain';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartEvents, carts, companies, printJobs, restaurants, type CartRow } from '../../db/schema';
import { publishCartEvent } from './apply-order-change';
import type { OrderDeps } from './order-deps';
import { SYSTEM_ACTOR } from './order-facts';

const ACCEPTABLE: OrderStatus[] = ['CREATED', 'SCHEDULED_ORDER_CREATED'];
// SPEC §4: handled orders are never auto-accepted or auto-printed.
const NEVER_AUTO: OrderStatus[] = ['CANCELED', 'COMPLETED'];

/**
 * Called by the intake once a new cart is stored: accepts it when the company has autoAccept and queues its ticket
 * when it has autoPrintEnabled — each at most once, even with several processes handling the same order, because
 * each step is a conditional UPDATE that only one of them can win — then tells the tablets.
 */
export async function onCartReceived(deps: OrderDeps, cartId: number): Promise<void> {
  const [found] = await deps.db
    .select({ cart: carts, autoAccept: companies.autoAccept, autoPrint: companies.autoPrintEnabled, prepTime: restaurants.preparationTime })
    .from(carts)
    .innerJoin(companies, eq(companies.id, carts.companyId))
    .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId))
    .where(eq(carts.id, cartId))
    .limit(1);
  if (!found) return;
  let cart = found.cart;
  if (found.autoAccept) {
    const accepted = await acceptOnce(deps.db, cart);
    if (accepted) {
      cart = accepted;
      await deps.sendOrderAction(cart, { type: 'accept', preparationMinutes: cart.preparationTime ?? found.prepTime });
    }
  }
  if (found.autoPrint) cart = (await queuePrintOnce(deps.db, cart)) ?? cart;
  await publishCartEvent(deps, cart, 'cart.created');
}

/** Called by the intake when a platform changed a stored cart (status, courier…): the tablets refetch. */
export async function onCartChanged(deps: OrderDeps, cartId: number): Promise<void> {
  const [cart] = await deps.db.select().from(carts).where(eq(carts.id, cartId)).limit(1);
  if (cart) await publishCartEvent(deps, cart, 'cart.updated');
}

async function acceptOnce(db: Db, cart: CartRow): Promise<CartRow | null> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(carts)
      .set({ status: resultingStatus('accept', cart), acceptedAt: now, updatedAt: now })
      .where(and(eq(carts.id, cart.id), inArray(carts.status, ACCEPTABLE)))
      .returning();
    if (!row) return null;
    await tx.insert(cartEvents).values({ cartId: cart.id, ...SYSTEM_ACTOR, type: 'autoAccept', fromStatus: cart.status, toStatus: row.status });
    return row;
  });
}

async function queuePrintOnce(db: Db, cart: CartRow): Promise<CartRow | null> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(carts)
      .set({ printedAt: now, updatedAt: now })
      .where(and(eq(carts.id, cart.id), isNull(carts.printedAt), notInArray(carts.status, NEVER_AUTO)))
      .returning();
    if (!row) return null;
    await tx.insert(printJobs).values({ cartId: cart.id });
    await tx.insert(cartEvents).values({ cartId: cart.id, ...SYSTEM_ACTOR, type: 'autoPrint', fromStatus: row.status, toStatus: row.status });
    return row;
  });
}
