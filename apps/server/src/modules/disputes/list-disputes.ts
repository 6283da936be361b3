import { DEFAULT_FIRST } from '@comptoir/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { orderDisputes, restaurants, type OrderDisputeRow } from '../../db/schema';
import { MAX_PAGE_SIZE, readPageRequest, toPage, type Page } from '../../lib/pagination';
import { disputeFilter, type DisputeFilterArgs } from './dispute-filter';
import { disputeStatusAtSql } from './dispute-status';

export type ListDisputesArgs = DisputeFilterArgs & { first?: number | null; after?: string | null };

/** SPEC §7 orderDispute: the filter's disputes, newest refund first, DEFAULT_FIRST.disputes at a time. */
export async function listDisputes(context: SignedInContext, args: ListDisputesArgs, now = new Date()): Promise<Page<OrderDisputeRow>> {
  const request = readPageRequest(args.first ?? DEFAULT_FIRST.disputes, args.after, MAX_PAGE_SIZE);
  const where = disputeFilter(context, args, now);
  const [rows, [total]] = await Promise.all([
    context.db
      .select({ dispute: orderDisputes, status: disputeStatusAtSql(now) })
      .from(orderDisputes)
      .innerJoin(restaurants, eq(restaurants.id, orderDisputes.restaurantId))
      .where(where)
      .orderBy(desc(orderDisputes.createdAt), desc(orderDisputes.id))
      .offset(request.offset)
      .limit(request.first + 1),
    context.db.select({ value: count() }).from(orderDisputes).innerJoin(restaurants, eq(restaurants.id, orderDisputes.restaurantId)).where(and(where)),
  ]);
  return toPage(
    rows.map((row) => ({ ...row.dispute, status: row.status })),
    request,
    Number(total?.value ?? 0),
  );
}
