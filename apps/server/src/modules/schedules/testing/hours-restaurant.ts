import type { PlatformCode } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { platforms, restaurants } from '../../../db/schema';
import type { HoursRestaurant } from '../hours-push';

/** The first seeded restaurant on a platform, as the hours pushes take it. */
export async function findHoursRestaurant(db: Db, platform: PlatformCode): Promise<HoursRestaurant> {
  const [row] = await db
    .select({ restaurant: restaurants, platform: platforms.code })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .where(eq(platforms.code, platform))
    .orderBy(restaurants.id)
    .limit(1);
  if (!row) throw new Error(`No seeded restaurant on ${platform}`);
  return row;
}
