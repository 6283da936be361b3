import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { restaurants, type CartRow } from '../../db/schema';
import type { OrderRef, OutboundAction } from '../adapter';
import { adapterFor } from '../registry';
import { enqueuePlatformCall } from './enqueue';

export type OrderActionDeps = { db: Db; onQueued?: () => void };

/** When the order is currently expected ready: accepted at + preparation time (platforms that want an absolute time). */
function readyAtOf(cart: CartRow): Date | null {
  if (!cart.acceptedAt || cart.preparationTime === null) return null;
  return new Date(cart.acceptedAt.getTime() + cart.preparationTime * 60_000);
}

/**
 * Records `action` for the order's platform; the outbound worker sends it with retries. An action the platform has
 * no call for (or a platform without an adapter, like Click N Collect) is recorded as 'unsupported'.
 */
export async function sendOrderAction(deps: OrderActionDeps, cart: CartRow, action: OutboundAction): Promise<void> {
  const [restaurant] = await deps.db.select({ storeId: restaurants.platformStoreId }).from(restaurants).where(eq(restaurants.id, cart.restaurantId)).limit(1);
  const ref: OrderRef = { platformOrderId: cart.platformId, storeId: restaurant?.storeId ?? '', readyAt: readyAtOf(cart) };
  const call = adapterFor(cart.platform)?.outboundCall(action, ref) ?? null;
  await enqueuePlatformCall(deps.db, { platform: cart.platform, cartId: cart.id, restaurantId: cart.restaurantId, action: action.type, call });
  if (call) deps.onQueued?.();
}

/** The `OrderActionSender` the orders module takes: `(cart, action) => Promise<void>`. */
export function createOrderActionSender(deps: OrderActionDeps): (cart: CartRow, action: OutboundAction) => Promise<void> {
  return (cart, action) => sendOrderAction(deps, cart, action);
}
