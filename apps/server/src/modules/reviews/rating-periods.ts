import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';

/**
 * "rating periods" (docs/reviews.md#rating-periods): the restaurant's reviews over the last 7, 30 and 90 days, and all
 * of them.
 */
const RATING_PERIODS = [
  { period: 'LAST_7_DAYS', days: 7 },
  { period: 'LAST_30_DAYS', days: 30 },
  { period: 'LAST_90_DAYS', days: 90 },
  { period: 'ALL', days: null },
] as const;

type RatingPeriodName = (typeof RATING_PERIODS)[number]['period'];

/** tiers[0] counts the 1-star reviews, tiers[4] the 5-star ones (tier_1 … tier_5, docs/reviews.md#rating-periods). */
export type RatingPeriod = {
  restaurantId: number;
  period: RatingPeriodName;
  avgRating: number | null;
  count: number;
  tiers: number[];
};

const DAY_MS = 86_400_000;
const STARS = [1, 2, 3, 4, 5] as const;

// Derived from the reviews on every read rather than stored, so a period always ends now and always agrees with the
// reviews listed beside it.
export async function loadRatingPeriods(db: Db, restaurantIds: readonly number[], now: Date): Promise<RatingPeriod[]> {
  if (restaurantIds.length === 0) return [];
  const columns: Record<string, SQL<number | null>> = {};
  for (const { period, days } of RATING_PERIODS) {
    const within =
      days === null
        ? sql`true`
        : sql`${reviews.reviewAt} >= ${new Date(now.getTime() - days * DAY_MS).toISOString()}::timestamptz`;
    columns[`${period}:count`] = sql<number>`count(*) filter (where ${within})::int`;
    columns[`${period}:avg`] = sql<number | null>`round(avg(${reviews.rating}) filter (where ${within}), 2)::float8`;
    for (const star of STARS)
      columns[`${period}:${star}`] =
        sql<number>`count(*) filter (where ${within} and ${reviews.rating} = ${star})::int`;
  }
  const rows = await db
    .select({ restaurantId: reviews.restaurantId, ...columns })
    .from(reviews)
    .where(inArray(reviews.restaurantId, [...restaurantIds]))
    .groupBy(reviews.restaurantId);
  const byRestaurant = new Map(rows.map((row) => [row.restaurantId, row as Record<string, number | null>]));
  return restaurantIds.flatMap((restaurantId) =>
    RATING_PERIODS.map(({ period }): RatingPeriod => {
      const row = byRestaurant.get(restaurantId);
      // pg sends float8 as a number but some drivers as text: read every figure through Number.
      const read = (key: string): number | null =>
        row?.[`${period}:${key}`] == null ? null : Number(row[`${period}:${key}`]);
      return {
        restaurantId,
        period,
        avgRating: read('avg'),
        count: read('count') ?? 0,
        tiers: STARS.map((star) => read(String(star)) ?? 0),
      };
    }),
  );
}
