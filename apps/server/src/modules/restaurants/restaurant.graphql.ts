import { DEFAULT_FIRST } from '@comptoir/domain';
import { and, asc, inArray } from 'drizzle-orm';
import { builder } from '../../builder';
import { platforms, restaurantRatings, restaurants, restaurantSubscriptions, type RestaurantRow } from '../../db/schema';
import { AppError } from '../../errors';
import { loadCompanyNodes } from '../companies/company-records';
import { CompanyRef, SubscriptionRef } from '../companies/company.graphql';
import { PlatformRef } from '../platforms/platform.graphql';
import { restaurantsInScope } from '../tenancy/scope';
import { listRestaurants } from './list-restaurants';
import { PlatformDataRef, readPlatformData, RestaurantKomRef } from './restaurant-status.graphql';

type RatingRow = typeof restaurantRatings.$inferSelect;

const RatingPeriodRef = builder.objectRef<RatingRow>('RatingPeriod').implement({
  fields: (t) => ({
    period: t.exposeString('period'),
    avgRating: t.exposeFloat('avgRating', { nullable: true }),
    count: t.exposeInt('count'),
    tier_1: t.exposeInt('tier1'),
    tier_2: t.exposeInt('tier2'),
    tier_3: t.exposeInt('tier3'),
    tier_4: t.exposeInt('tier4'),
    tier_5: t.exposeInt('tier5'),
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
      load: (restaurantIds: number[], context) =>
        context.db
          .select()
          .from(restaurantRatings)
          .where(inArray(restaurantRatings.restaurantId, restaurantIds))
          .orderBy(asc(restaurantRatings.id)),
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

const RestaurantConnectionRef = builder.connectionObject(
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
