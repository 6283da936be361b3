import { desc, eq, type SQL } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import type { Db } from '../../db/client';
import { orderDisputes, restaurants } from '../../db/schema';
import { disputeStatusAtSql, summarizeDisputes } from '../disputes';
import type { ExportFilter } from './export-token';

/**
 * exportDisputedOrder's resume (docs/api.md#exports), with the disputes screen's own figures so that both always agree.
 */
export type DisputeResume = {
  count: number;
  toDispute: number;
  /** Sent to the platform: waiting, won or lost. */
  disputed: number;
  won: number;
  lost: number;
  incorrectPrice: number;
  /** Given back by the platforms on the disputes won. */
  refundedPrice: number;
};

/** The orders a disputed-order export answers with: the newest ones, the file holds them all. */
export const DISPUTE_EXPORT_ORDERS_MAX = 500;

export async function loadDisputeResume(
  context: SignedInContext,
  filter: ExportFilter,
  now: Date,
): Promise<DisputeResume> {
  const summary = await summarizeDisputes(context, { ...filter, company: null }, now);
  return {
    count: summary.count,
    toDispute: summary.toDispute,
    disputed: summary.disputed,
    won: summary.won,
    lost: summary.lost,
    incorrectPrice: summary.incorrectPrice,
    refundedPrice: summary.recovered,
  };
}

export type DisputedOrder = Awaited<ReturnType<typeof loadDisputedOrders>>[number];

export function loadDisputedOrders(db: Db, where: SQL | undefined, now: Date) {
  return db
    .select({
      id: orderDisputes.id,
      uuid: orderDisputes.uuid,
      displayOrderId: orderDisputes.displayOrderId,
      platform: orderDisputes.platform,
      status: disputeStatusAtSql(now),
      restaurantUuid: restaurants.uuid,
      restaurantTitle: restaurants.title,
      orderProblem: orderDisputes.orderProblem,
      incorrectPrice: orderDisputes.incorrectPrice,
      refundedPrice: orderDisputes.refundedPrice,
      createdAt: orderDisputes.createdAt,
      diputedAt: orderDisputes.diputedAt,
    })
    .from(orderDisputes)
    .innerJoin(restaurants, eq(restaurants.id, orderDisputes.restaurantId))
    .where(where)
    .orderBy(desc(orderDisputes.createdAt), desc(orderDisputes.id))
    .limit(DISPUTE_EXPORT_ORDERS_MAX);
}
