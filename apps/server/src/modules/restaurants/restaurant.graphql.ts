import { DEFAULT_FIRST } from '@comptoir/domain';
import { and, asc, inArray } from 'drizzle-orm';
import { builder } from '../../builder';
import { platforms, restaurants, restaurantSubscriptions, type RestaurantRow } from '../../db/schema';
import { AppError } from '../../errors';
import { loadCompanyNodes } from '../companies/company-records';
import { CompanyRef, SubscriptionRef } from '../companies/company.graphql';
import { PlatformRef } from '../platforms/platform.graphql';
import { loadRatingPeriods, type RatingPeriod } from '../reviews/rating-periods';
import { restaurantsInScope } from '../tenancy/scope';
import { listRestaurants } from './list-restaurants';
import { PlatformDataRef, readPlatformData, RestaurantKomRef } from './restaurant-status.graphql';

const RatingPeriodRef = builder.objectRef<RatingPeriod>('RatingPeriod').implement({
  description: 'The restaurant’s reviews over a period (LAST_7_DAYS, LAST_30_DAYS, LAST_90_DAYS, ALL); tier_n counts the n-star reviews.',
  fields: (t) => ({
    period: t.exposeString('period'),
    avgRating: t.exposeFloat('avgRating', { nullable: true, description: 'Null when the period has no review.' }),
    count: t.exposeInt('count'),
    tier_1: t.int({ resolve: (period) => period.tiers[0] ?? 0 }),
    tier_2: t.int({ resolve: (period) => period.tiers[1] ?? 0 }),
    tier_3: t.int({ resolve: (period) => period.tiers[2] ?? 0 }),
    tier_4: t.int({ resolve: (period) => period.tiers[3] ?? 0 }),
    tier_5: t.int({ resolve: (period) => period.tiers[4] ?? 0 }),
  }),
});

function requireLoaded<T>(kind: string, keys: readonly number[], rows: readonly (T | null)[]): (T | Error)[] {
  return rows.map((row, index) => row ?? new AppError('NOT_FOUND', { message: `${kind} ${keys[index]} not found` }));
}

export const RestaurantRef = builder.objectRef<RestaurantRow>('Restaurant').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    uuid: t.exposeString('uuid'),
    title: t.exposeString('title'),
    label: t.exposeString('label', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    adresse: t.exposeString('adresse', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    postalCode: t.exposeString('postalCode', { nullable: true }),
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
    etat: t.exposeString('etat', { nullable: true }),
    deliveryMode: t.exposeString('deliveryMode', { nullable: true }),
    manualDisputeHandling: t.exposeBoolean('manualDisputeHandling'),
    comissionInvoicing: t.exposeBoolean('comissionInvoicing'),
    timezone: t.exposeString('timezone'),
    preparationTime: t.exposeInt('preparationTime', { nullable: true }),
    fulfillmentType: t.exposeString('fulfillmentType', { nullable: true }),
    platform: t.loadable({
      type: PlatformRef,
      load: async (ids: number[], context) => {
        const rows = await context.db.select().from(platforms).where(inArray(platforms.id, ids));
        const byId = new Map(rows.map((row) => [row.id, row]));
        return requireLoaded('Platform', ids, ids.map((id) => byId.get(id) ?? null));
      },
      resolve: (restaurant) => restaurant.platformId,
    }),
    company: t.loadable({
      type: CompanyRef,
      load: async (ids: number[], context) => requireLoaded('Company', ids, await loadCompanyNodes(context.db, ids)),
      resolve: (restaurant) => restaurant.companyId,
    }),
    platformData: t.field({ type: PlatformDataRef, resolve: readPlatformData }),
    restaurantKOM: t.field({ type: RestaurantKomRef, resolve: (restaurant) => restaurant }),
    ratings: t.loadableGroup({
      type: RatingPeriodRef,
      load: (restaurantIds: number[], context) => loadRatingPeriods(context.db, restaurantIds, new Date()),
      group: (rating) => rating.restaurantId,
      resolve: (restaurant) => restaurant.id,
    }),
    subscriptions: t.loadableGroup({
      type: SubscriptionRef,
      load: (restaurantIds: number[], context) =>
        context.db
          .select()
          .from(restaurantSubscriptions)
          .where(inArray(restaurantSubscriptions.restaurantId, restaurantIds))
          .orderBy(asc(restaurantSubscriptions.id)),
      group: (subscription) => subscription.restaurantId ?? 0,
      resolve: (restaurant) => restaurant.id,
    }),
  }),
});

export const RestaurantConnectionRef = builder.connectionObject(
  { type: RestaurantRef, name: 'RestaurantConnection', fields: (t) => ({ totalCount: t.exposeInt('totalCount') }) },
  { name: 'RestaurantEdge' },
);

builder.queryField('restaurants', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: RestaurantConnectionRef,
    args: {
      first: t.arg.int({ defaultValue: DEFAULT_FIRST.restaurants }),
      after: t.arg.string(),
      search: t.arg.string(),
      platforms: t.arg.intList(),
      companys: t.arg.intList(),
    },
    resolve: (_root, args, context) => listRestaurants(context, args),
  }),
);

// Declared here rather than beside Company so that companies does not depend on restaurants.
builder.objectField(CompanyRef, 'restaurants', (t) =>
  t.loadableGroup({
    type: RestaurantRef,
    load: (companyIds: number[], context) =>
      context.db
        .select()
        .from(restaurants)
        .where(and(inArray(restaurants.companyId, companyIds), restaurantsInScope(context.viewer)))
        .orderBy(asc(restaurants.title), asc(restaurants.id)),
    group: (restaurant) => restaurant.companyId,
    resolve: (node) => node.company.id,
  }),
);
