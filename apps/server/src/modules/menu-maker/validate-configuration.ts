import { validateMenu, type MenuProblem, type MenuToValidate, type PlatformCode } from '@comptoir/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { platforms, restaurants, type RestaurantRow } from '../../db/schema';
import { AppError } from '../../errors';
import { pick, type MenuGraph } from '../menus';
import { findMakerConfiguration } from './menu-maker-access';
import { loadGraphOrFail } from './menu-operation';

/** The configuration as the shared publish rules read it (packages/domain menu-validation.ts), by platform ids. */
export function toMenuToValidate(graph: MenuGraph): MenuToValidate {
  const platformIdOf = new Map(graph.items.map((item) => [item.id, item.platformId]));
  return {
    title: graph.configuration.title,
    menus: graph.menus.map((menu) => ({
      id: menu.platformId,
      title: menu.title,
      categoryIds: pick(graph.categories, graph.menuCategories.get(menu.id)).map((row) => row.platformId),
    })),
    categories: graph.categories.map((category) => ({
      id: category.platformId,
      title: category.title,
      itemIds: pick(graph.items, graph.categoryItems.get(category.id)).map((row) => row.platformId),
    })),
    items: graph.items.map((item) => ({ id: item.platformId, title: item.title, price: item.price })),
    modifierGroups: graph.modifierGroups.map((group) => ({
      id: group.platformId,
      title: group.title,
      minPermitted: group.minPermitted,
      maxPermitted: group.maxPermitted,
      options: (graph.groupOptions.get(group.id) ?? []).map((option) => ({
        itemId: platformIdOf.get(option.itemId) ?? '',
        price: option.price,
      })),
    })),
  };
}

export type PublishTarget = { restaurant: RestaurantRow; platform: PlatformCode };

/** The company's restaurants named by uuid; NOT_FOUND when one is not the company's (or does not exist). */
export async function findPublishTargets(
  context: SignedInContext,
  companyId: number,
  uuids: readonly string[],
): Promise<PublishTarget[]> {
  const wanted = [...new Set(uuids.map((uuid) => uuid.trim().toLowerCase()))];
  if (wanted.length === 0) return [];
  const rows = await context.db
    .select({ restaurant: restaurants, platform: platforms.code })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    // Compared as text: a malformed uuid is simply not found rather than a database error.
    .where(and(eq(restaurants.companyId, companyId), sql`${restaurants.uuid}::text in ${wanted}`))
    .orderBy(restaurants.id);
  if (rows.length !== wanted.length)
    throw new AppError('NOT_FOUND', { message: "Restaurant not found among the menu's company restaurants" });
  return rows;
}

/**
 * menuValidation: what the chosen restaurants' platforms would refuse (every platform's limits when none is chosen).
 */
export async function validateConfiguration(
  context: SignedInContext,
  configurationId: number,
  restaurantUuids: readonly string[] | null | undefined,
): Promise<MenuProblem[]> {
  const row = await findMakerConfiguration(context, configurationId);
  const targets = await findPublishTargets(context, row.companyId, restaurantUuids ?? []);
  const graph = await loadGraphOrFail(context.db, configurationId);
  return validateMenu(
    toMenuToValidate(graph),
    targets.map((target) => target.platform),
  );
}
