import type { PageAccess, PlatformCode } from '@comptoir/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { companies, platforms, restaurants, type RestaurantRow } from '../../db/schema';
import { AppError } from '../../errors';
import { restaurantsInScope } from '../tenancy';

export type ScopedRestaurant = { restaurant: RestaurantRow; platform: PlatformCode; pagesAccess: PageAccess[] };

/** A restaurant the viewer may act on, with its platform and its company's page access; NOT_FOUND otherwise. */
export async function findRestaurantInScope(
  context: SignedInContext,
  restaurantUuid: string,
): Promise<ScopedRestaurant> {
  const [row] = await context.db
    .select({ restaurant: restaurants, platform: platforms.code, pagesAccess: companies.pagesAccess })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .innerJoin(companies, eq(companies.id, restaurants.companyId))
    // Compared as text: a malformed uuid is simply not found rather than a database error.
    .where(
      and(sql`${restaurants.uuid}::text = ${restaurantUuid.trim().toLowerCase()}`, restaurantsInScope(context.viewer)),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', { message: 'Restaurant not found' });
  return row;
}
