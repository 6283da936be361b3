import { routeRoles, type PageAccess, type PlatformCode } from '@comptoir/domain';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import {
  companies,
  menuConfigurations,
  menuItems,
  platforms,
  restaurants,
  type MenuItemRow,
  type RestaurantRow,
} from '../../db/schema';
import { AppError } from '../../errors';
import { requirePinSession } from '../pin';
import { companiesInScope } from '../tenancy';

/** docs/roles.md#route-table: /menus opens to these roles; its mutations are gated alike. */
export const MENUS_ROLES = routeRoles('menus');

/**
 * An item the viewer may change, with the restaurant selling it (null for a menu-maker draft) and that restaurant's
 * platform.
 */
export type ScopedMenuItem = {
  item: MenuItemRow;
  configurationId: number;
  restaurant: RestaurantRow | null;
  platform: PlatformCode | null;
  pagesAccess: PageAccess[];
};

/**
 * Loads the item when its company is in the viewer's scope (NOT_FOUND otherwise, like a missing one, so that ids cannot
 * be probed), then asks for the PIN when the company protects the 'menu' pages (PIN tags, docs/pin.md#tags).
 */
export async function findMenuItemForChange(context: SignedInContext, itemId: number): Promise<ScopedMenuItem> {
  const [row] = await context.db
    .select({
      item: menuItems,
      configurationId: menuConfigurations.id,
      restaurant: restaurants,
      platform: platforms.code,
      pagesAccess: companies.pagesAccess,
    })
    .from(menuItems)
    .innerJoin(menuConfigurations, eq(menuConfigurations.id, menuItems.configurationId))
    .innerJoin(companies, eq(companies.id, menuConfigurations.companyId))
    .leftJoin(restaurants, eq(restaurants.id, menuConfigurations.restaurantId))
    .leftJoin(platforms, eq(platforms.id, restaurants.platformId))
    .where(and(eq(menuItems.id, itemId), companiesInScope(context.viewer)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', { message: 'Menu item not found' });
  requirePinSession(context, 'menu', row.pagesAccess);
  return row;
}
