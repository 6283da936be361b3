import { activeOrderGroup, type ActiveOrderGroup, type OrderStatus } from '@comptoir/domain';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { carts, restaurants, type CartRow } from '../../db/schema';
import { cartsInScope } from '../tenancy/scope';

export type ActiveOrders = Record<ActiveOrderGroup, CartRow[]>;

const IN_PROGRESS: OrderStatus[] = [
  'CREATED',
  'SCHEDULED_ORDER_CREATED',
  'SCHEDULED_ORDER_ACCEPTED',
  'ACCEPTED',
  'CONFIRMED',
  'READY_FOR_PICKUP',
  'IN_TRANSIT',
];

/**
 * The orders screen's three tabs in one query: every order still to handle, and today's others (today in each
 * restaurant's own time zone) with the orders that have a photo, grouped by the domain's `activeOrderGroup`.
 */
export async function listActiveOrders(
  context: SignedInContext,
  restaurantUuids: readonly string[] | null,
  now: Date = new Date(),
): Promise<ActiveOrders> {
  const startOfLocalDay = sql`(date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${restaurants.timezone}) at time zone ${restaurants.timezone})`;
  const rows = await context.db
    .select({ cart: carts })
    .from(carts)
    .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId))
    .where(
      and(
        cartsInScope(context.viewer),
        restaurantUuids?.length ? inArray(restaurants.uuid, [...restaurantUuids]) : undefined,
        or(
          and(inArray(carts.status, IN_PROGRESS), eq(carts.hasImage, false)),
          sql`${carts.createdAt} >= ${startOfLocalDay}`,
        ),
      ),
    )
    .orderBy(desc(carts.createdAt), desc(carts.id));
  const groups: ActiveOrders = { created: [], accepted: [], finished: [] };
  for (const { cart } of rows) groups[activeOrderGroup(cart.status, cart.hasImage)].push(cart);
  return groups;
}
