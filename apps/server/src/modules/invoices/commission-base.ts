import type { PlatformCode } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { Viewer } from '../../context/types';
import type { Db } from '../../db/client';
import { carts, restaurants } from '../../db/schema';
import { historyTotalsColumns } from '../history';
import { cartReportFilter } from '../reports';

export type CommissionScope = {
  companyId: number;
  platform: PlatformCode;
  restaurantUuids: readonly string[];
  fromDate: string;
  toDate: string;
};

/**
 * The sales a commission is taken on: History's `count` and `total` (orders that are not canceled) for these days,
 * platform and restaurants, as the company itself sees them in History — the same filter and the same sums.
 */
export async function commissionBase(
  db: Db,
  companyViewer: Viewer,
  scope: CommissionScope,
): Promise<{ count: number; total: number }> {
  const where = cartReportFilter(
    { viewer: companyViewer },
    {
      fromDate: scope.fromDate,
      toDate: scope.toDate,
      platforms: [scope.platform],
      restaurants: scope.restaurantUuids,
      company: scope.companyId,
    },
  );
  const { count, total } = historyTotalsColumns();
  const [row] = await db
    .select({ count, total })
    .from(carts)
    .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId))
    .where(where);
  return { count: row?.count ?? 0, total: row?.total ?? 0 };
}
