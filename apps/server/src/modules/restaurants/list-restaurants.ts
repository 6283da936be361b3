import { and, asc, count, ilike, inArray, or } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { restaurants, type RestaurantRow } from '../../db/schema';
import { escapeLikePattern, MAX_PAGE_SIZE, readPageRequest, toPage, type Page } from '../../lib/pagination';
import { restaurantsInScope } from '../tenancy/scope';

export type ListRestaurantsArgs = {
  first?: number | null;
  after?: string | null;
  search?: string | null;
  platforms?: readonly number[] | null;
  companys?: readonly number[] | null;
};

export async function listRestaurants(context: SignedInContext, args: ListRestaurantsArgs): Promise<Page<RestaurantRow>> {
  const page = readPageRequest(args.first, args.after, MAX_PAGE_SIZE);
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
    .select()
    .from(restaurants)
    .where(where)
    .orderBy(asc(restaurants.title), asc(restaurants.id))
    .limit(page.first + 1)
    .offset(page.offset);
  return toPage(rows, page, total?.value ?? 0);
}
