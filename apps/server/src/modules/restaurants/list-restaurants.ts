import { and, count, ilike, inArray, or } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { restaurants, type RestaurantRow } from '../../db/schema';
import {
  escapeLikePattern,
  keysetAfter,
  keysetKey,
  keysetOrder,
  MAX_PAGE_SIZE,
  readPageRequest,
  toConnection,
  type Keyset,
  type Page,
} from '../../lib/pagination';
import { restaurantsInScope } from '../tenancy';

export type ListRestaurantsArgs = {
  first?: number | null;
  after?: string | null;
  search?: string | null;
  platforms?: readonly number[] | null;
  companys?: readonly number[] | null;
};

// Restaurants by title (docs/architecture.md#pagination).
export const RESTAURANT_KEYSET: Keyset = {
  list: 'restaurant',
  direction: 'asc',
  columns: [
    { column: restaurants.title, part: 'text' },
    { column: restaurants.id, part: 'id' },
  ],
};

export async function listRestaurants(
  context: SignedInContext,
  args: ListRestaurantsArgs,
): Promise<Page<RestaurantRow>> {
  const request = readPageRequest(RESTAURANT_KEYSET, args, MAX_PAGE_SIZE);
  const pattern = args.search?.trim() ? escapeLikePattern(args.search.trim()) : null;
  const where = and(
    restaurantsInScope(context.viewer),
    pattern
      ? or(ilike(restaurants.title, pattern), ilike(restaurants.label, pattern), ilike(restaurants.city, pattern))
      : undefined,
    args.platforms?.length ? inArray(restaurants.platformId, [...args.platforms]) : undefined,
    args.companys?.length ? inArray(restaurants.companyId, [...args.companys]) : undefined,
  );
  const [total] = await context.db.select({ value: count() }).from(restaurants).where(where);
  const rows = await context.db
    .select({ restaurant: restaurants, cursorKey: keysetKey(RESTAURANT_KEYSET) })
    .from(restaurants)
    .where(and(where, keysetAfter(RESTAURANT_KEYSET, request)))
    .orderBy(...keysetOrder(RESTAURANT_KEYSET))
    .limit(request.first + 1);
  return toConnection(RESTAURANT_KEYSET, request, rows, total?.value ?? 0, (row) => row.restaurant);
}
