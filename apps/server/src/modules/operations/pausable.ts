import { canPauseOnPlatform, PLATFORM_CODES } from '@comptoir/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platforms, restaurants } from '../../db/schema';

// Just Eat has no pause call (docs/platforms.md#just-eat), so its switch is disabled (docs/orders.md#pause): "pause
// all" leaves it out.
const PAUSABLE_PLATFORMS = PLATFORM_CODES.filter(canPauseOnPlatform);

/** The company's restaurants whose platform can pause them. */
export function pausableOnPlatform(db: Db, companyId: number): SQL {
  const pausablePlatformIds = db
    .select({ id: platforms.id })
    .from(platforms)
    .where(inArray(platforms.code, PAUSABLE_PLATFORMS));
  return and(eq(restaurants.companyId, companyId), inArray(restaurants.platformId, pausablePlatformIds)) ?? sql`false`;
}
