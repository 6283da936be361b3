import { DEFAULT_FIRST } from '@comptoir/domain';
import { and, asc, desc, eq, not, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { cartCustomisations, cartLines, carts, restaurants } from '../../db/schema';
import { AppError } from '../../errors';
import { MAX_PAGE_SIZE } from '../../lib/pagination';
import { isCanceledCart } from '../history/history-stats';
import { cartReportFilter, type ReportFilterArgs } from '../reports/report-filter';
import { sumMoney } from '../reports/sum-money';

export type BestItem = { title: string; platformId: string | null; vatPercent: number; total: number; revenue: number; additional: number };

export type BestItemsArgs = ReportFilterArgs & { limit?: number | null };

function readLimit(limit: number | null | undefined): number {
  const size = limit ?? DEFAULT_FIRST.bestItems;
  if (!Number.isInteger(size) || size < 1) throw new AppError('BAD_USER_INPUT', { message: '"limit" must be one or more' });
  return Math.min(size, MAX_PAGE_SIZE);
}

/**
 * SPEC §7 dailyBestItem: the items sold most over the filter, from the lines of orders that are not canceled, one row
 * per item title, platform item id and VAT rate; most units first, then most revenue.
 */
export async function listBestItems(context: SignedInContext, args: BestItemsArgs): Promise<BestItem[]> {
  const limit = readLimit(args.limit);
  // The customisations of a line already include every quantity (db/schema/carts.ts): their sum is what they added.
  const lineCustomisations = sql`(select coalesce(sum(${cartCustomisations.price}), 0) from ${cartCustomisations}
    where ${cartCustomisations.cartLineId} = ${cartLines.id})`;
  const total = sql<number>`sum(${cartLines.quantity})::int`;
  const revenue = sumMoney(sql`${cartLines.price}::bigint * ${cartLines.quantity}`);
  return context.db
    .select({
      title: cartLines.itemTitle,
      platformId: cartLines.itemPlatformId,
      vatPercent: cartLines.itemVatPurcent,
      total,
      revenue,
      additional: sumMoney(lineCustomisations),
    })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId))
    .where(and(cartReportFilter(context, args), not(isCanceledCart())))
    .groupBy(cartLines.itemTitle, cartLines.itemPlatformId, cartLines.itemVatPurcent)
    .orderBy(desc(total), desc(revenue), asc(cartLines.itemTitle), asc(cartLines.itemPlatformId))
    .limit(limit);
}
