import type { DateRange } from '@comptoir/domain';
import { and, desc, eq, gt, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { carts, promotions, restaurants } from '../../db/schema';
import { isCanceledCart } from '../history';
import { cartReportFilter, type ReportFilterArgs, sumMoney } from '../reports';

/** What an offer brought over the period: orders using it, what they sold (Σ subtotal) and the discount (Σ promo). */
export type PromotionResults = { orders: number; sales: number; discount: number };

export const NO_RESULTS: PromotionResults = { orders: 0, sales: 0, discount: 0 };

/**
 * Attribution: an order carries a discount (promo) but not which offer gave it, so a discounted order that was not
 * canceled counts for the offer of its restaurant that was running when it was placed (started at or before it, not
 * yet ended); if several were, the one started last. Each order counts for at most one offer, so offers add up to
 * History's promotions of the same orders; discounts with no running offer (the platform's own) count for none.
 */
export function attributedPromotion(): SQL<number | null> {
  const running = and(
    eq(promotions.restaurantId, carts.restaurantId),
    lte(promotions.startAt, carts.createdAt),
    or(isNull(promotions.endAt), gt(promotions.endAt, carts.createdAt)),
  );
  return sql<
    number | null
  >`(select ${promotions.id} from ${promotions} where ${running} order by ${desc(promotions.startAt)}, ${desc(promotions.id)} limit 1)`;
}

/**
 * Results per offer id over the period, for the carts of the same report filter (scope, company, platforms,
 * restaurants).
 */
export async function loadPromotionResults(
  context: SignedInContext,
  args: Omit<ReportFilterArgs, 'fromDate' | 'toDate'>,
  period: DateRange,
): Promise<Map<number, PromotionResults>> {
  const attributed = context.db
    .select({ promotionId: attributedPromotion().as('promotion_id'), subtotal: carts.subtotal, promo: carts.promo })
    .from(carts)
    .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId))
    .where(and(cartReportFilter(context, { ...args, ...period }), gt(carts.promo, 0), not(isCanceledCart())))
    .as('attributed');
  const rows = await context.db
    .select({
      promotionId: attributed.promotionId,
      orders: sql<number>`count(*)::int`,
      sales: sumMoney(attributed.subtotal),
      discount: sumMoney(attributed.promo),
    })
    .from(attributed)
    .groupBy(attributed.promotionId);
  const results = new Map<number, PromotionResults>();
  for (const { promotionId: id, ...figures } of rows) if (id !== null) results.set(id, figures);
  return results;
}
