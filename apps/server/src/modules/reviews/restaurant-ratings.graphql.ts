import { builder } from '../../builder';
import { RestaurantRef } from '../restaurants';
import { loadRatingPeriods, type RatingPeriod } from './rating-periods';

// Reviews add their figures to the restaurant, so that restaurants need not know about reviews.
const RatingPeriodRef = builder.objectRef<RatingPeriod>('RatingPeriod').implement({
  description:
    'The restaurant’s reviews over a period (LAST_7_DAYS, LAST_30_DAYS, LAST_90_DAYS, ALL); tier_n counts the n-star reviews.',
  fields: (t) => ({
    period: t.exposeString('period', { description: 'LAST_7_DAYS, LAST_30_DAYS, LAST_90_DAYS or ALL.' }),
    avgRating: t.exposeFloat('avgRating', { nullable: true, description: 'Null when the period has no review.' }),
    count: t.exposeInt('count', { description: 'How many reviews the period has.' }),
    tier_1: t.int({ description: 'How many 1-star reviews.', resolve: (period) => period.tiers[0] ?? 0 }),
    tier_2: t.int({ description: 'How many 2-star reviews.', resolve: (period) => period.tiers[1] ?? 0 }),
    tier_3: t.int({ description: 'How many 3-star reviews.', resolve: (period) => period.tiers[2] ?? 0 }),
    tier_4: t.int({ description: 'How many 4-star reviews.', resolve: (period) => period.tiers[3] ?? 0 }),
    tier_5: t.int({ description: 'How many 5-star reviews.', resolve: (period) => period.tiers[4] ?? 0 }),
  }),
});

builder.objectField(RestaurantRef, 'ratings', (t) =>
  t.loadableGroup({
    description: 'Review counts and averages over the last 7, 30 and 90 days and all time.',
    type: RatingPeriodRef,
    load: (restaurantIds: number[], context) => loadRatingPeriods(context.db, restaurantIds, new Date()),
    group: (rating) => rating.restaurantId,
    resolve: (restaurant) => restaurant.id,
  }),
);
