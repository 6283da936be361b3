import { MARKETING_PAGE_SIZE, type DateRange, type MarketingStatus } from '@comptoir/domain';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { promotions, restaurants, type PromotionRow, type RestaurantRow } from '../../db/schema';
import {
  keysetAfter,
  keysetKey,
  keysetOrder,
  readPageRequest,
  toConnection,
  type Keyset,
  type Page,
} from '../../lib/pagination';
import type { ReportFilterArgs } from '../reports';
import { marketingFilter } from './marketing-filter';
import { readMarketingPeriod } from './marketing-period';
import { loadPromotionResults, NO_RESULTS, type PromotionResults } from './promotion-results';

export type ListPromotionsArgs = ReportFilterArgs & {
  first?: number | null;
  after?: string | null;
  status?: readonly MarketingStatus[] | null;
};

export type PromotionNode = { promotion: PromotionRow; restaurant: RestaurantRow; results: PromotionResults };

export type PromotionPage = Page<PromotionNode> & DateRange & { totals: PromotionResults };

function add(left: PromotionResults, right: PromotionResults): PromotionResults {
  return {
    orders: left.orders + right.orders,
    sales: left.sales + right.sales,
    discount: left.discount + right.discount,
  };
}

// Latest started first (docs/architecture.md#pagination).
const PROMOTION_KEYSET: Keyset = {
  list: 'promotion',
  direction: 'desc',
  columns: [
    { column: promotions.startAt, part: 'instant' },
    { column: promotions.id, part: 'id' },
  ],
};

/**
 * promotions (docs/api.md#date-ranges): the viewer's offers that ran during the period (snapped to whole weeks), latest
 * started first, each with its results over the period, and the totals of every offer of the filter (not only the
 * page).
 */
export async function listPromotions(context: SignedInContext, args: ListPromotionsArgs): Promise<PromotionPage> {
  const period = readMarketingPeriod(args.fromDate, args.toDate);
  const request = readPageRequest(PROMOTION_KEYSET, args, MARKETING_PAGE_SIZE);
  const where = marketingFilter(context, promotions, args, period, args.status);
  const [rows, ids, results] = await Promise.all([
    context.db
      .select({ promotion: promotions, restaurant: restaurants, cursorKey: keysetKey(PROMOTION_KEYSET) })
      .from(promotions)
      .innerJoin(restaurants, eq(restaurants.id, promotions.restaurantId))
      .where(and(where, keysetAfter(PROMOTION_KEYSET, request)))
      .orderBy(...keysetOrder(PROMOTION_KEYSET))
      .limit(request.first + 1),
    context.db
      .select({ id: promotions.id })
      .from(promotions)
      .innerJoin(restaurants, eq(restaurants.id, promotions.restaurantId))
      .where(where),
    loadPromotionResults(context, args, period),
  ]);
  const totals = ids.reduce((sum, { id }) => add(sum, results.get(id) ?? NO_RESULTS), NO_RESULTS);
  const page = toConnection(PROMOTION_KEYSET, request, rows, ids.length, ({ promotion, restaurant }) => ({
    promotion,
    restaurant,
    results: results.get(promotion.id) ?? NO_RESULTS,
  }));
  return { ...page, ...period, totals };
}
