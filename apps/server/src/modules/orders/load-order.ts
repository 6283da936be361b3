import { orderLookupId, SHORT_ORDER_ID_LENGTH, SHORT_ORDER_ID_PLATFORM_ID } from '@comptoir/domain';
import { and, eq, or, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { carts, restaurants, type CartRow } from '../../db/schema';
import { cartsInScope } from '../tenancy';

/** The order a tablet looks up by the id it shows, in one restaurant; null when missing or out of scope. */
export async function loadOrder(
  context: SignedInContext,
  orderId: string,
  restaurantUuid: string,
): Promise<CartRow | null> {
  const [restaurant] = await context.db
    .select({ id: restaurants.id, platformId: restaurants.platformId })
    .from(restaurants)
    .where(sql`${restaurants.uuid}::text = ${restaurantUuid}`)
    .limit(1);
  if (!restaurant) return null;
  // docs/orders.md#order-lookup-id: the tablet sends only the last characters of the display id on one platform (rule
  // in the domain).
  const id = orderLookupId(restaurant.platformId, orderId);
  const matches =
    restaurant.platformId === SHORT_ORDER_ID_PLATFORM_ID
      ? sql`right(${carts.displayId}, ${SHORT_ORDER_ID_LENGTH}) = ${id}`
      : or(eq(carts.displayId, id), eq(carts.platformId, id));
  const [row] = await context.db
    .select({ cart: carts })
    .from(carts)
    .where(and(eq(carts.restaurantId, restaurant.id), cartsInScope(context.viewer), matches))
    .orderBy(sql`${carts.createdAt} desc`)
    .limit(1);
  return row?.cart ?? null;
}
