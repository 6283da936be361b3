import { eq, inArray } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { menuCategories, menuConfigurations } from '../../db/schema';
import { AppError } from '../../errors';
import type { MenuGraph } from '../menus';
import { isCompanyInScope } from '../tenancy';
import { changeConfiguration } from './menu-operation';

export type CategoryPositionInput = { id: number; position: number };

/**
 * updateMenuCategoryPosition (docs/menus.md#menu-maker): new positions for categories of one configuration (the order
 * menus show).
 */
export async function updateCategoryPositions(
  context: SignedInContext,
  positions: readonly CategoryPositionInput[],
): Promise<MenuGraph> {
  if (positions.length === 0)
    throw new AppError('BAD_USER_INPUT', { message: 'No category to move', details: { reason: 'NOTHING_TO_MOVE' } });
  const ids = positions.map((entry) => entry.id);
  if (new Set(ids).size !== ids.length)
    throw new AppError('BAD_USER_INPUT', {
      message: 'A category is given twice',
      details: { reason: 'GIVEN_TWICE', params: { kind: 'categories' } },
    });
  for (const { position } of positions) {
    if (!Number.isInteger(position) || position < 0 || position > 10_000)
      throw new AppError('BAD_USER_INPUT', {
        message: 'A position is a whole number from 0',
        details: { reason: 'POSITION_INVALID' },
      });
  }
  const rows = await context.db
    .select({ configurationId: menuCategories.configurationId, companyId: menuConfigurations.companyId })
    .from(menuCategories)
    .innerJoin(menuConfigurations, eq(menuConfigurations.id, menuCategories.configurationId))
    .where(inArray(menuCategories.id, ids));
  const configurationIds = new Set(rows.map((row) => row.configurationId));
  const [configurationId] = configurationIds;
  // A missing category answers like another company's, and before anything else, so that ids cannot be probed.
  const hidden = rows.length !== ids.length || rows.some((row) => !isCompanyInScope(context.viewer, row.companyId));
  if (hidden || configurationId === undefined) throw new AppError('NOT_FOUND');
  if (configurationIds.size > 1)
    throw new AppError('BAD_USER_INPUT', {
      message: 'The categories must belong to one menu configuration',
      details: { reason: 'SEVERAL_CONFIGURATIONS' },
    });
  return changeConfiguration(context, configurationId, async (tx) => {
    for (const { id, position } of positions)
      await tx.update(menuCategories).set({ position }).where(eq(menuCategories.id, id));
  });
}
