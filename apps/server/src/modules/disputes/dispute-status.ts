import type { DisputeStatus } from '@comptoir/domain';
import { sql, type SQL } from 'drizzle-orm';
import { orderDisputes } from '../../db/schema';

/**
 * The status as of `now`, in SQL: a dispute still to dispute whose deadline passed reads EXPIRED (domain
 * disputeStatusAt), so lists, filters and totals agree without waiting for a sweep to rewrite the row.
 */
export function disputeStatusAtSql(now: Date): SQL<DisputeStatus> {
  return sql<DisputeStatus>`(case when ${orderDisputes.status} = 'TO_DISPUTE' and ${orderDisputes.deadlineAt} <= ${now.toISOString()}::timestamptz then 'EXPIRED'::dispute_status else ${orderDisputes.status} end)`;
}
