import { MARKETING_PAGE_SIZE, type DateRange, type MarketingStatus } from '@comptoir/domain';
import { desc, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { promotions, restaurants, type PromotionRow, type RestaurantRow } from '../../db/schema';
import { MAX_PAGE_SIZE, readPageRequest, toPage, type Page } from '../../lib/pagination';
import type { ReportFilterArgs } from '../reports/report-filter';
import { marketingFilter } from './marketing-filter';
import { readMarketingPeriod } from './marketing-period';
import { loadPromotionResults, NO_RESULTS, type PromotionResults } from './promotion-results';

export type ListPromotionsArgs = ReportFilterArgs & { first?: number | null; after?: string | null; status?: readonly MarketingStatus[] | null };

export type PromotionNode = { promotion: PromotionRow; restaurant: RestaurantRow; results: PromotionResults };

export type PromotionPage = Page<PromotionNode> & DateRange & { totals: PromotionResults };

function add(left: PromotionResults, right: PromotionResults): PromotionResults {
  return { orders: left.orders + right.orders, sales: left.sales + right.sales, discount: left.discount + right.discount };
}

/**
 * SPEC §7 promotions: the viewer's offers that ran during the period (snapped to whole weeks), latest started first,
 * each with its results over the period, and the totals of every offer of the filter (not only the page).
 */
export async function listPromotions(context: SignedInContext, args: ListPromotionsArgs): Promise<PromotionPage> {
  const period = readMarketingPeriod(args.fromDate, args.toDate);
  const request = readPageRequest(args.first ?? MARKETING_PAGE_SIZE, args.after, MAX_PAGE_SIZE);
  const where = marketingFilter(context, promotions, args, period, args.status);
  const matching = context.db.select().from(promotions).innerJoin(restaurants, eq(restaurants.id, promotions.restaurantId)).where(where);
  const [rows, ids, results] = await Promise.all([
    matching.orderBy(desc(promotions.startAt), desc(promotions.id)).limit(request.first + 1).offset(request.offset),
    context.db.select({ id: promotions.id }).from(promotions).innerJoin(restaurants, eq(restaurants.id, promotions.restaurantId)).where(where),
    loadPromotionResults(context, args, period),
  ]);
  const nodes = rows.map((row) => ({ promotion: row.promotions, restaurant: row.restaurants, results: results.get(row.promotions.id) ?? NO_RESULTS }));
  const totals = ids.reduce((sum, { id }) => add(sum, results.get(id) ?? NO_RESULTS), NO_RESULTS);
  return { ...toPage(nodes, request, ids.length), ...period, totals };
}
