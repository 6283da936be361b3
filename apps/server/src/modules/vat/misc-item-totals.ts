import type { MiscItemType, PlatformCode } from '@comptoir/domain';
import { eq, sql } from 'drizzle-orm';
import type { VatContext } from './vat-context';
import { miscItems, restaurants } from '../../db/schema';
import { type ReportFilterArgs, sumMoney } from '../reports';
import { miscItemReportFilter } from './misc-item-filter';

export type MiscTotalRow = { platform: PlatformCode; type: MiscItemType; count: number; total: number; ht: number };

/** Σ of the filter's misc items per platform and type (amounts signed from the restaurant's side), in one statement. */
export async function findMiscItemTotals(context: VatContext, args: ReportFilterArgs): Promise<MiscTotalRow[]> {
  return context.db
    .select({
      platform: miscItems.platform,
      type: miscItems.type,
      count: sql<number>`count(*)::int`,
      total: sumMoney(miscItems.total),
      ht: sumMoney(miscItems.ht),
    })
    .from(miscItems)
    .innerJoin(restaurants, eq(restaurants.id, miscItems.restaurantId))
    .where(miscItemReportFilter(context, args))
    .groupBy(miscItems.platform, miscItems.type);
}
