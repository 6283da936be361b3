import { DEFAULT_FIRST } from '@comptoir/domain';
import { and, count, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { orderDisputes, restaurants, type OrderDisputeRow } from '../../db/schema';
import {
  keysetAfter,
  keysetKey,
  keysetOrder,
  readPageRequest,
  toConnection,
  type Keyset,
  type Page,
} from '../../lib/pagination';
import { disputeFilter, type DisputeFilterArgs } from './dispute-filter';
import { disputeStatusAtSql } from './dispute-status';

export type ListDisputesArgs = DisputeFilterArgs & { first?: number | null; after?: string | null };

// Newest refund first (docs/architecture.md#pagination).
const DISPUTE_KEYSET: Keyset = {
  list: 'dispute',
  direction: 'desc',
  columns: [
    { column: orderDisputes.createdAt, part: 'instant' },
    { column: orderDisputes.id, part: 'id' },
  ],
};

/**
 * orderDispute (docs/disputes.md#lists-and-export): the filter's disputes, newest refund first, DEFAULT_FIRST.disputes
 * at a time.
 */
export async function listDisputes(
  context: SignedInContext,
  args: ListDisputesArgs,
  now = new Date(),
): Promise<Page<OrderDisputeRow>> {
  const request = readPageRequest(DISPUTE_KEYSET, args, DEFAULT_FIRST.disputes);
  const where = disputeFilter(context, args, now);
  const [rows, [total]] = await Promise.all([
    context.db
      .select({ dispute: orderDisputes, status: disputeStatusAtSql(now), cursorKey: keysetKey(DISPUTE_KEYSET) })
      .from(orderDisputes)
      .innerJoin(restaurants, eq(restaurants.id, orderDisputes.restaurantId))
      .where(and(where, keysetAfter(DISPUTE_KEYSET, request)))
      .orderBy(...keysetOrder(DISPUTE_KEYSET))
      .limit(request.first + 1),
    context.db
      .select({ value: count() })
      .from(orderDisputes)
      .innerJoin(restaurants, eq(restaurants.id, orderDisputes.restaurantId))
      .where(and(where)),
  ]);
  return toConnection(DISPUTE_KEYSET, request, rows, Number(total?.value ?? 0), (row) => ({
    ...row.dispute,
    status: row.status,
  }));
}
