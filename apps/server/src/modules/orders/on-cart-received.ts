import { resultingStatus, type OrderStatus } from '@comptoir/domain';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartEvents, carts, companies, restaurants, type CartRow } from '../../db/schema';
import { queueOrderCalls } from '../../platforms/outbound/queue-order-call';
import { requestTickets } from './request-ticket';
import { publishCartEvents } from './apply-order-change';
import type { OrderDeps } from './order-deps';
import { SYSTEM_ACTOR } from './order-facts';

const ACCEPTABLE: OrderStatus[] = ['CREATED', 'SCHEDULED_ORDER_CREATED'];
// Handled orders are never auto-accepted or auto-printed (docs/orders.md#automatic-actions).
const NEVER_AUTO: OrderStatus[] = ['CANCELED', 'COMPLETED'];

export type AutomaticActions = { carts: CartRow[]; queuedCalls: boolean };

/**
 * Runs in the transaction that writes new carts (one, or a batch of the intake's), so the orders and their
 * consequences commit together or not at all (docs/architecture.md#outbox): accepts them when their company has
 * autoAccept (queueing the platforms' accept calls) and queues their tickets when it has autoPrintEnabled, a few
 * statements for all the carts. Each step is guarded (a conditional UPDATE, the orders' row locks and their autoPrint
 * events), so running it twice on one cart changes nothing the second time. Returns the carts as they then stand, in
 * order.
 */
export async function applyAutomaticActions(tx: Db, created: readonly CartRow[]): Promise<AutomaticActions> {
  if (created.length === 0) return { carts: [], queuedCalls: false };
  const settings = await tx
    .select({
      restaurantId: restaurants.id,
      autoAccept: companies.autoAccept,
      autoPrint: companies.autoPrintEnabled,
      prepTime: restaurants.preparationTime,
    })
    .from(restaurants)
    .innerJoin(companies, eq(companies.id, restaurants.companyId))
    .where(inArray(restaurants.id, [...new Set(created.map((cart) => cart.restaurantId))]));
  const settingsOf = new Map(settings.map((found) => [found.restaurantId, found]));
  const current = new Map(created.map((cart) => [cart.id, cart]));
  const accepted = await acceptOnce(
    tx,
    created.filter((cart) => settingsOf.get(cart.restaurantId)?.autoAccept),
  );
  for (const cart of accepted) current.set(cart.id, cart);
  const queuedCalls = await queueOrderCalls(
    tx,
    accepted.map((cart) => ({
      cart,
      action: {
        type: 'accept' as const,
        preparationMinutes: cart.preparationTime ?? settingsOf.get(cart.restaurantId)?.prepTime ?? null,
      },
    })),
  );
  const printed = await queuePrintOnce(
    tx,
    [...current.values()].filter((cart) => settingsOf.get(cart.restaurantId)?.autoPrint),
  );
  for (const cart of printed) current.set(cart.id, cart);
  return { carts: created.map((cart) => current.get(cart.id) ?? cart), queuedCalls };
}

/** Once the intake's transaction has committed: the tablets hear of the orders (a hint; they also poll). */
export async function announceCarts(
  deps: Pick<OrderDeps, 'db' | 'eventBus'>,
  changes: readonly { cart: CartRow; created: boolean }[],
): Promise<void> {
  await publishCartEvents(
    deps,
    changes.map(({ cart, created }) => ({
      cart,
      type: created ? ('cart.created' as const) : ('cart.updated' as const),
    })),
  );
}

/** One order: see announceCarts. */
export function announceCart(deps: Pick<OrderDeps, 'db' | 'eventBus'>, cart: CartRow, created: boolean): Promise<void> {
  return announceCarts(deps, [{ cart, created }]);
}

async function acceptOnce(tx: Db, orders: readonly CartRow[]): Promise<CartRow[]> {
  if (orders.length === 0) return [];
  const now = new Date();
  const accepted: CartRow[] = [];
  // One UPDATE per resulting status (all ACCEPTED today), each guarded on the statuses an accept may leave.
  const byStatus = new Map<OrderStatus, number[]>();
  for (const cart of orders) {
    const status = resultingStatus('accept', cart);
    byStatus.set(status, [...(byStatus.get(status) ?? []), cart.id]);
  }
  for (const [status, ids] of byStatus)
    accepted.push(
      ...(await tx
        .update(carts)
        .set({ status, acceptedAt: now, updatedAt: now })
        .where(and(inArray(carts.id, ids), inArray(carts.status, ACCEPTABLE)))
        .returning()),
    );
  if (accepted.length === 0) return [];
  const before = new Map(orders.map((cart) => [cart.id, cart.status]));
  await tx.insert(cartEvents).values(
    accepted.map((row) => ({
      cartId: row.id,
      ...SYSTEM_ACTOR,
      type: 'autoAccept',
      fromStatus: before.get(row.id) ?? null,
      toStatus: row.status,
    })),
  );
  return accepted;
}

// The orders' row locks make a second run on the same order wait, then see the first run's autoPrint event.
async function queuePrintOnce(tx: Db, orders: readonly CartRow[]): Promise<CartRow[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((cart) => cart.id);
  const locked = await tx
    .select()
    .from(carts)
    .where(and(inArray(carts.id, ids), isNull(carts.printedAt), notInArray(carts.status, NEVER_AUTO)))
    .for('update');
  const printedBefore = await autoPrinted(tx, ids);
  const rows = await requestTickets(
    tx,
    locked.filter((cart) => !printedBefore.has(cart.id)),
    new Date(),
  );
  if (rows.length === 0) return [];
  await tx.insert(cartEvents).values(
    rows.map((row) => ({
      cartId: row.id,
      ...SYSTEM_ACTOR,
      type: 'autoPrint',
      fromStatus: row.status,
      toStatus: row.status,
    })),
  );
  return rows;
}

async function autoPrinted(tx: Db, cartIds: readonly number[]): Promise<Set<number>> {
  const events = await tx
    .select({ cartId: cartEvents.cartId })
    .from(cartEvents)
    .where(and(inArray(cartEvents.cartId, [...cartIds]), eq(cartEvents.type, 'autoPrint')));
  return new Set(events.map((event) => event.cartId));
}
