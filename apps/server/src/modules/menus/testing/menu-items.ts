import type { PlatformCode } from '@comptoir/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, menuConfigurations, menuItems, platforms, restaurants, type MenuItemRow } from '../../../db/schema';

/** The seeded item `platformId` on the live menu of `company`'s restaurant on `platform`. */
export async function findLiveMenuItem(
  db: Db,
  company: string,
  platform: PlatformCode,
  platformId: string,
): Promise<MenuItemRow & { restaurantId: number; timezone: string }> {
  const [row] = await db
    .select({ item: menuItems, restaurantId: restaurants.id, timezone: restaurants.timezone })
    .from(menuItems)
    .innerJoin(menuConfigurations, eq(menuConfigurations.id, menuItems.configurationId))
    .innerJoin(restaurants, eq(restaurants.id, menuConfigurations.restaurantId))
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .innerJoin(companies, eq(companies.id, restaurants.companyId))
    .where(and(eq(companies.name, company), eq(platforms.code, platform), eq(menuItems.platformId, platformId)))
    .limit(1);
  if (!row) throw new Error(`Seeded item ${platformId} of ${company} on ${platform} missing`);
  return { ...row.item, restaurantId: row.restaurantId, timezone: row.timezone };
}
