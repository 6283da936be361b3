import { canPerform, type OrderAction } from '@comptoir/domain';
import type { Viewer } from '../../context/types';
import type { CartRow } from '../../db/schema';
import { applyOrderChange, refuseAction, type OrderChange } from './apply-order-change';
import type { OrderDeps } from './order-deps';
import { actorOf, getCartInScope, orderFactsOf } from './order-facts';

/**
 * Authorise (scope) → check the order rule (docs/orders.md#actions) → apply. A refused action changes nothing and sends
 * nothing.
 */
export async function performOrderAction(
  deps: OrderDeps,
  viewer: Viewer,
  cartId: number,
  action: OrderAction,
  describe: (cart: CartRow, now: Date) => Omit<OrderChange, 'type'>,
): Promise<CartRow> {
  const cart = await getCartInScope(deps.db, viewer, cartId);
  const now = new Date();
  if (!canPerform(action, orderFactsOf(cart), now)) throw refuseAction(action);
  return applyOrderChange(deps, cart, actorOf(viewer), { type: action, ...describe(cart, now) });
}
