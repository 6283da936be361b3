import type { PageAccess, PlatformCode } from '@comptoir/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { companies, platforms, restaurants, type RestaurantRow } from '../../db/schema';
import { AppError } from '../../errors';
import { restaurantsInScope } from '../tenancy';

export type ScheduleRestaurant = { restaurant: RestaurantRow; platform: PlatformCode; pagesAccess: PageAccess[] };

const normalize = (uuids: readonly string[]) => [...new Set(uuids.map((uuid) => uuid.trim().toLowerCase()))];

/**
 * The viewer's restaurants among `uuids` (all of them when null), by title. A list query simply leaves out what is
 * not in scope; see `requireScheduleRestaurants` for changes.
 */
export async function findScheduleRestaurants(
  context: SignedInContext,
  uuids: readonly string[] | null,
): Promise<ScheduleRestaurant[]> {
  if (uuids !== null && uuids.length === 0) return [];
  // Compared as text: a malformed uuid is simply not found rather than a database error.
  const chosen = uuids === null ? sql`true` : inArray(sql`${restaurants.uuid}::text`, normalize(uuids));
  return context.db
    .select({ restaurant: restaurants, platform: platforms.code, pagesAccess: companies.pagesAccess })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .innerJoin(companies, eq(companies.id, restaurants.companyId))
    .where(and(chosen, restaurantsInScope(context.viewer)))
    .orderBy(asc(restaurants.title), asc(restaurants.id));
}

/**
 * Every restaurant named, or NOT_FOUND when one is missing or out of scope (the same answer, so ids cannot be probed).
 */
export async function requireScheduleRestaurants(
  context: SignedInContext,
  uuids: readonly string[],
): Promise<ScheduleRestaurant[]> {
  const wanted = normalize(uuids);
  if (wanted.length === 0)
    throw new AppError('BAD_USER_INPUT', {
      message: 'Choose at least one restaurant',
      details: { reason: 'NO_RESTAURANT_CHOSEN' },
    });
  const found = await findScheduleRestaurants(context, wanted);
  if (found.length !== wanted.length) throw new AppError('NOT_FOUND', { message: 'Restaurant not found' });
  return found;
}
