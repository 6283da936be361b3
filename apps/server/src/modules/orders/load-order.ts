import { and, eq, or, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { carts, restaurants, type CartRow } from '../../db/schema';
import { cartsInScope } from '../tenancy/scope';

// SPEC §7: for the platform whose id is '4' the tablet sends only the last 4 characters of the display id.
const SHORT_ID_PLATFORM_ID = 4;
const SHORT_ID_LENGTH = 4;

/** The order a tablet looks up by the id it shows, in one restaurant; null when missing or out of scope. */
export async function loadOrder(context: SignedInContext, orderId: string, restaurantUuid: string): Promise<CartRow | null> {
  const [restaurant] = await context.db
    .select({ id: restaurants.id, platformId: restaurants.platformId })
    .from(restaurants)
    .where(sql`${restaurants.uuid}::text = ${restaurantUuid}`)
    .limit(1);
  if (!restaurant) return null;
  const id = orderId.trim();
  const matches =
    restaurant.platformId === SHORT_ID_PLATFORM_ID
      ? sql`right(${carts.displayId}, ${SHORT_ID_LENGTH}) = ${id.slice(-SHORT_ID_LENGTH)}`
      : or(eq(carts.displayId, id), eq(carts.platformId, id));
  const [row] = await context.db
    .select({ cart: carts })
    .from(carts)
    .where(and(eq(carts.restaurantId, restaurant.id), cartsInScope(context.viewer), matches))
    .orderBy(sql`${carts.createdAt} desc`)
    .limit(1);
  return row?.cart ?? null;
}
