import { createContextCache } from '@pothos/core';
import DataLoader from 'dataloader';
import { asc, eq, inArray } from 'drizzle-orm';
import type { GraphQLContext } from '../../context/types';
import { invoiceRestaurants, restaurants, type RestaurantRow } from '../../db/schema';

// One batch per request: the restaurants of every invoice on the page at once.
export const restaurantsOfInvoice = createContextCache(
  (context: GraphQLContext) =>
    new DataLoader<number, RestaurantRow[]>(async (invoiceIds) => {
      const rows = await context.db
        .select({ invoiceId: invoiceRestaurants.invoiceId, restaurant: restaurants })
        .from(invoiceRestaurants)
        .innerJoin(restaurants, eq(restaurants.id, invoiceRestaurants.restaurantId))
        .where(inArray(invoiceRestaurants.invoiceId, [...invoiceIds]))
        .orderBy(asc(restaurants.title), asc(restaurants.id));
      return invoiceIds.map((id) => rows.filter((row) => row.invoiceId === id).map((row) => row.restaurant));
    }),
);
