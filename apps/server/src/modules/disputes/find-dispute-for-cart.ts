import { orderLookupId, SHORT_ORDER_ID_LENGTH, SHORT_ORDER_ID_PLATFORM_ID } from '@comptoir/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { orderDisputes, restaurants, type OrderDisputeRow } from '../../db/schema';
import { AppError } from '../../errors';
import { readRestaurantUuids } from '../reports';
import { restaurantsInScope } from '../tenancy';
import { disputeStatusAtSql } from './dispute-status';

/**
 * getDisputeForCart (docs/disputes.md#lookup): the dispute of an order of a restaurant, the order named as the screens
 * name it (domain orderLookupId: the last 4 characters on platform 4, the full display id elsewhere). When an order has
 * several refunds, the one still to dispute comes first, then the newest. Null when none, or out of scope.
 */
export async function findDisputeForCart(
  context: SignedInContext,
  orderId: string,
  restaurantUuid: string,
  now = new Date(),
): Promise<OrderDisputeRow | null> {
  const [uuid] = readRestaurantUuids([restaurantUuid]);
  if (orderId.trim() === '') throw new AppError('BAD_USER_INPUT', { message: 'orderId must not be empty' });
  const [restaurant] = await context.db
    .select({ id: restaurants.id, platformId: restaurants.platformId })
    .from(restaurants)
    .where(and(eq(restaurants.uuid, uuid ?? ''), restaurantsInScope(context.viewer)))
    .limit(1);
  if (!restaurant) return null;
  const wanted = orderLookupId(restaurant.platformId, orderId);
  const matches =
    restaurant.platformId === SHORT_ORDER_ID_PLATFORM_ID
      ? sql`right(${orderDisputes.displayOrderId}, ${SHORT_ORDER_ID_LENGTH}) = ${wanted}`
      : eq(orderDisputes.displayOrderId, wanted);
  const status = disputeStatusAtSql(now);
  const [row] = await context.db
    .select({ dispute: orderDisputes, status })
    .from(orderDisputes)
    .where(and(eq(orderDisputes.restaurantId, restaurant.id), matches))
    .orderBy(sql`(${status} = 'TO_DISPUTE') desc`, desc(orderDisputes.createdAt), desc(orderDisputes.id))
    .limit(1);
  return row ? { ...row.dispute, status: row.status } : null;
}
