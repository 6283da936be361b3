import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { menuCategories, menuConfigurations, platforms, restaurants } from '../../../db/schema';

/** What the authorisation matrix needs of a company's menus: its Uber Eats live menu and a draft with a category. */
export type MatrixMenuMaker = {
  liveConfigurationId: number;
  liveRestaurantUuid: string;
  draftId: number;
  draftCategoryId: number;
};

/** Ids that exist nowhere, to check that they answer exactly like another company's. */
export const MISSING_ID = 2_000_000_000;
export const MISSING_MENU_MAKER: MatrixMenuMaker = {
  liveConfigurationId: MISSING_ID,
  liveRestaurantUuid: '00000000-0000-4000-8000-000000000000',
  draftId: MISSING_ID + 1,
  draftCategoryId: MISSING_ID + 2,
};

export async function createMatrixMenuMaker(db: Db, companyId: number): Promise<MatrixMenuMaker> {
  const [live] = await db
    .select({ id: menuConfigurations.id, uuid: restaurants.uuid })
    .from(menuConfigurations)
    .innerJoin(restaurants, eq(restaurants.id, menuConfigurations.restaurantId))
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .where(and(eq(restaurants.companyId, companyId), eq(platforms.code, 'PLATFORM_UBER_EAT')))
    .limit(1);
  if (!live) throw new Error(`Company ${companyId} has no Uber Eats live menu`);
  const [draft] = await db
    .insert(menuConfigurations)
    .values({ companyId, title: 'Matrix draft' })
    .returning({ id: menuConfigurations.id });
  if (!draft) throw new Error('The matrix draft was not inserted');
  const [category] = await db
    .insert(menuCategories)
    .values({ configurationId: draft.id, platformId: 'cpt-matrix', title: 'Matrix' })
    .returning({ id: menuCategories.id });
  if (!category) throw new Error('The matrix category was not inserted');
  return {
    liveConfigurationId: live.id,
    liveRestaurantUuid: live.uuid,
    draftId: draft.id,
    draftCategoryId: category.id,
  };
}
