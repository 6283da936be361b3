import { ACTIVE_ORDER_GROUPS, activeOrderGroup, type ActiveOrderGroup } from '@comptoir/domain';
import type { Cart } from '../api/cart-fields';

type ActiveOrdersGroups = Record<ActiveOrderGroup, Cart[]>;

/** Whether `a` comes before `b` in a tab: the server lists the newest first, the higher id first among equals. */
function listedBefore(a: Cart, b: Cart): boolean {
  return a.createdAt === b.createdAt ? a.id > b.id : a.createdAt > b.createdAt;
}

/**
 * The tabs with a pushed order put where the next poll will have it (docs/architecture.md#the-tablets-order-list):
 * out of the tab it was in, into the tab of its status at its place, or nowhere when `order` is null (it left the
 * list). A tab the change does not touch keeps its array, so what reads it does not render again.
 */
export function mergeOrder(groups: ActiveOrdersGroups, cartId: number, order: Cart | null): ActiveOrdersGroups {
  const merged = { ...groups };
  for (const group of ACTIVE_ORDER_GROUPS) {
    if (groups[group].some((cart) => cart.id === cartId))
      merged[group] = groups[group].filter((cart) => cart.id !== cartId);
  }
  if (order) {
    const group = activeOrderGroup(order.status, order.hasImage);
    const tab = [...merged[group]];
    const at = tab.findIndex((cart) => listedBefore(order, cart));
    tab.splice(at < 0 ? tab.length : at, 0, order);
    merged[group] = tab;
  }
  return merged;
}
