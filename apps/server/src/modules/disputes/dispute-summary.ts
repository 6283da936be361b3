import { eq, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { orderDisputes, restaurants } from '../../db/schema';
import { sumMoney } from '../reports';
import { disputeFilter, type DisputeFilterArgs } from './dispute-filter';
import { disputeStatusAtSql } from './dispute-status';

/** What the disputes of a period brought back: counts per outcome and money in minor units. */
export type DisputeSummary = {
  count: number;
  toDispute: number;
  /** Sent to the platform: waiting, won or lost. */
  disputed: number;
  pending: number;
  won: number;
  lost: number;
  expired: number;
  /** Σ what the platforms took back from the restaurant. */
  incorrectPrice: number;
  /** Σ what the platforms gave back after a dispute. */
  recovered: number;
};

export async function summarizeDisputes(
  context: SignedInContext,
  args: DisputeFilterArgs,
  now = new Date(),
): Promise<DisputeSummary> {
  const status = disputeStatusAtSql(now);
  const countOf = (where: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${where}))::int`;
  const [row] = await context.db
    .select({
      count: sql<number>`count(*)::int`,
      toDispute: countOf(sql`${status} = 'TO_DISPUTE'`),
      disputed: countOf(sql`${status} in ('DISPUTED', 'WON', 'LOST')`),
      pending: countOf(sql`${status} = 'DISPUTED'`),
      won: countOf(sql`${status} = 'WON'`),
      lost: countOf(sql`${status} = 'LOST'`),
      expired: countOf(sql`${status} = 'EXPIRED'`),
      incorrectPrice: sumMoney(orderDisputes.incorrectPrice),
      recovered: sumMoney(orderDisputes.refundedPrice, sql`${status} = 'WON'`),
    })
    .from(orderDisputes)
    .innerJoin(restaurants, eq(restaurants.id, orderDisputes.restaurantId))
    .where(disputeFilter(context, args, now));
  return (
    row ?? {
      count: 0,
      toDispute: 0,
      disputed: 0,
      pending: 0,
      won: 0,
      lost: 0,
      expired: 0,
      incorrectPrice: 0,
      recovered: 0,
    }
  );
}
