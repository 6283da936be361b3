import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { restaurants, type CartRow } from '../../db/schema';
import type { OrderRef, OutboundAction } from '../adapter';
import { adapterFor } from '../registry';
import { enqueuePlatformCall } from './enqueue';

/**
 * When the order is currently expected ready: accepted at + preparation time (platforms that want an absolute time).
 */
function readyAtOf(cart: CartRow): Date | null {
  if (!cart.acceptedAt || cart.preparationTime === null) return null;
  return new Date(cart.acceptedAt.getTime() + cart.preparationTime * 60_000);
}

/**
 * Records `action` for the order's platform on `tx`, the transaction of the change that causes it, so the change and
 * its call commit together (docs/architecture.md#outbox); the outbound worker sends it with retries. An action the
 * platform has no call for (or a platform without an adapter, like Click N Collect) is recorded as 'unsupported'.
 * Returns whether there is something to send, so the caller can wake the worker once committed.
 */
export async function queueOrderCall(tx: Db, cart: CartRow, action: OutboundAction): Promise<boolean> {
  const [restaurant] = await tx
    .select({ storeId: restaurants.platformStoreId })
    .from(restaurants)
    .where(eq(restaurants.id, cart.restaurantId))
    .limit(1);
  const ref: OrderRef = {
    platformOrderId: cart.platformId,
    storeId: restaurant?.storeId ?? '',
    readyAt: readyAtOf(cart),
  };
  const call = adapterFor(cart.platform)?.outboundCall(action, ref) ?? null;
  await enqueuePlatformCall(tx, {
    platform: cart.platform,
    cartId: cart.id,
    restaurantId: cart.restaurantId,
    action: action.type,
    call,
  });
  return call !== null;
}
