import type { PlatformCode } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, platforms, restaurants, type RestaurantRow } from '../db/schema';
import { DEMO_COMPANY_NAMES } from '../db/seed';

/** The seeded demo restaurants: Demo Burger Co's by platform (one on each), and one of Corner Pizza's. */
export async function findDemoRestaurants(
  db: Db,
): Promise<{ burger: Map<PlatformCode, RestaurantRow>; pizza: RestaurantRow }> {
  const rows = await db
    .select({ restaurant: restaurants, platform: platforms.code, company: companies.name })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .innerJoin(companies, eq(companies.id, restaurants.companyId))
    .orderBy(restaurants.id);
  const burger = new Map<PlatformCode, RestaurantRow>();
  let pizza: RestaurantRow | undefined;
  for (const row of rows) {
    if (row.company === DEMO_COMPANY_NAMES.burger) burger.set(row.platform, row.restaurant);
    else pizza ??= row.restaurant;
  }
  if (!pizza) throw new Error('The demo seed has no Corner Pizza restaurant');
  return { burger, pizza };
}
