import { resultingStatus, type OrderStatus } from '@comptoir/domain';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartEvents, carts, companies, restaurants, type CartRow } from '../../db/schema';
import { queueOrderCall } from '../../platforms/outbound/queue-order-call';
import { requestTicket } from './request-ticket';
import { publishCartEvent } from './apply-order-change';
import type { OrderDeps } from './order-deps';
import { SYSTEM_ACTOR } from './order-facts';

const ACCEPTABLE: OrderStatus[] = ['CREATED', 'SCHEDULED_ORDER_CREATED'];
// Handled orders are never auto-accepted or auto-printed (docs/orders.md#automatic-actions).
const NEVER_AUTO: OrderStatus[] = ['CANCELED', 'COMPLETED'];

export type AutomaticActions = { cart: CartRow; queuedCalls: boolean };

/**
 * Runs in the transaction that writes a new cart, so the order and its consequences commit together or not at all
 * (docs/architecture.md#outbox): accepts it when the company has autoAccept (queueing the platform's accept call) and
 * queues its ticket when it has autoPrintEnabled. Each step is guarded (a conditional UPDATE, the order's row lock and
 * its autoPrint event), so running it twice on one cart changes nothing the second time.
 */
export async function applyAutomaticActions(tx: Db, created: CartRow): Promise<AutomaticActions> {
  const [found] = await tx
    .select({
      autoAccept: companies.autoAccept,
      autoPrint: companies.autoPrintEnabled,
      prepTime: restaurants.preparationTime,
    })
    .from(restaurants)
    .innerJoin(companies, eq(companies.id, restaurants.companyId))
    .where(eq(restaurants.id, created.restaurantId))
    .limit(1);
  let cart = created;
  let queuedCalls = false;
  if (!found) return { cart, queuedCalls };
  if (found.autoAccept) {
    const accepted = await acceptOnce(tx, cart);
    if (accepted) {
      cart = accepted;
      queuedCalls = await queueOrderCall(tx, cart, {
        type: 'accept',
        preparationMinutes: cart.preparationTime ?? found.prepTime,
      });
    }
  }
  if (found.autoPrint) cart = (await queuePrintOnce(tx, cart)) ?? cart;
  return { cart, queuedCalls };
}

/** Once the intake's transaction has committed: the tablets hear of the order (a hint; they also poll). */
export async function announceCart(
  deps: Pick<OrderDeps, 'db' | 'eventBus'>,
  cart: CartRow,
  created: boolean,
): Promise<void> {
  await publishCartEvent(deps, cart, created ? 'cart.created' : 'cart.updated');
}

async function acceptOnce(tx: Db, cart: CartRow): Promise<CartRow | null> {
  const now = new Date();
  const [row] = await tx
    .update(carts)
    .set({ status: resultingStatus('accept', cart), acceptedAt: now, updatedAt: now })
    .where(and(eq(carts.id, cart.id), inArray(carts.status, ACCEPTABLE)))
    .returning();
  if (!row) return null;
  await tx
    .insert(cartEvents)
    .values({ cartId: cart.id, ...SYSTEM_ACTOR, type: 'autoAccept', fromStatus: cart.status, toStatus: row.status });
  return row;
}

// The order's row lock makes a second run on the same order wait, then see the first run's autoPrint event.
async function queuePrintOnce(tx: Db, cart: CartRow): Promise<CartRow | null> {
  const [locked] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.id, cart.id), isNull(carts.printedAt), notInArray(carts.status, NEVER_AUTO)))
    .for('update');
  if (!locked || (await wasAutoPrinted(tx, cart.id))) return null;
  const row = await requestTicket(tx, locked, new Date());
  await tx
    .insert(cartEvents)
    .values({ cartId: cart.id, ...SYSTEM_ACTOR, type: 'autoPrint', fromStatus: row.status, toStatus: row.status });
  return row;
}

async function wasAutoPrinted(tx: Db, cartId: number): Promise<boolean> {
  const [event] = await tx
    .select({ id: cartEvents.id })
    .from(cartEvents)
    .where(and(eq(cartEvents.cartId, cartId), eq(cartEvents.type, 'autoPrint')))
    .limit(1);
  return event !== undefined;
}
