import { isFulfillmentType, isOrderStatus, isPlatformCode, type OrderFacts } from '@comptoir/domain';
import type { Cart } from '../api/cart-fields';

/** The facts the domain rules read, or null for an order whose codes this app does not know. */
export function toOrderFacts(cart: Cart): OrderFacts | null {
  const platform = cart.restaurant.platform.name;
  if (!isOrderStatus(cart.status) || !isPlatformCode(platform) || !isFulfillmentType(cart.fulfillmentType)) return null;
  return {
    status: cart.status,
    platform,
    fulfillmentType: cart.fulfillmentType,
    runnerIsReady: cart.runnerIsReady,
    createdAt: cart.createdAt,
    hasRushJob: cart.rushJob !== null,
    courierRated: cart.courierRated,
  };
}
