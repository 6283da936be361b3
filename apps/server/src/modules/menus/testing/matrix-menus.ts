import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { menuConfigurations, menuItems } from '../../../db/schema';

/** An item of one of the company's live menus, for the authorisation matrix's item mutations. */
export async function findMatrixMenuItemId(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .innerJoin(menuConfigurations, eq(menuConfigurations.id, menuItems.configurationId))
    .where(and(eq(menuConfigurations.companyId, companyId), isNotNull(menuConfigurations.restaurantId)))
    .orderBy(asc(menuItems.id))
    .limit(1);
  if (!row) throw new Error(`Company ${companyId} has no live menu item`);
  return row.id;
}
