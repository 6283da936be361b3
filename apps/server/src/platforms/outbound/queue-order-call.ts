import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { restaurants, type CartRow } from '../../db/schema';
import type { OrderRef, OutboundAction } from '../adapter';
import { adapterFor } from '../registry';
import { enqueuePlatformCalls } from './enqueue';

/**
 * When the order is currently expected ready: accepted at + preparation time (platforms that want an absolute time).
 */
function readyAtOf(cart: CartRow): Date | null {
  if (!cart.acceptedAt || cart.preparationTime === null) return null;
  return new Date(cart.acceptedAt.getTime() + cart.preparationTime * 60_000);
}

export type OrderCall = { cart: CartRow; action: OutboundAction };

/**
 * Records each `action` for its order's platform on `tx`, the transaction of the change that causes it, so the change
 * and its call commit together (docs/architecture.md#outbox); the outbound worker sends it with retries. An action the
 * platform has no call for (or a platform without an adapter, like Click N Collect) is recorded as 'unsupported'.
 * Returns whether there is something to send, so the caller can wake the worker once committed.
 */
export async function queueOrderCalls(tx: Db, calls: readonly OrderCall[]): Promise<boolean> {
  if (calls.length === 0) return false;
  const stores = await tx
    .select({ id: restaurants.id, storeId: restaurants.platformStoreId })
    .from(restaurants)
    .where(inArray(restaurants.id, [...new Set(calls.map(({ cart }) => cart.restaurantId))]));
  const storeIds = new Map(stores.map((store) => [store.id, store.storeId]));
  const inputs = calls.map(({ cart, action }) => {
    const ref: OrderRef = {
      platformOrderId: cart.platformId,
      storeId: storeIds.get(cart.restaurantId) ?? '',
      readyAt: readyAtOf(cart),
    };
    return {
      platform: cart.platform,
      cartId: cart.id,
      restaurantId: cart.restaurantId,
      action: action.type,
      call: adapterFor(cart.platform)?.outboundCall(action, ref) ?? null,
    };
  });
  await enqueuePlatformCalls(tx, inputs);
  return inputs.some((input) => input.call !== null);
}

/** One order's action: see queueOrderCalls. */
export function queueOrderCall(tx: Db, cart: CartRow, action: OutboundAction): Promise<boolean> {
  return queueOrderCalls(tx, [{ cart, action }]);
}
