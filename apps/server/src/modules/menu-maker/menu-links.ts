import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuCategoryItems, menuItemModifierGroups, menuMenuCategories, menuModifierOptions } from '../../db/schema';
import type { MenuGraph } from '../menus';

// The menu maker's link writes: each replaces one side of a many-to-many relation with the list given, in order.

export type OptionLink = { itemId: number; price: number | null; minPermitted: number; maxPermitted: number };

export async function setMenuCategories(tx: Db, menuId: number, categoryIds: readonly number[]): Promise<void> {
  await tx.delete(menuMenuCategories).where(eq(menuMenuCategories.menuId, menuId));
  if (categoryIds.length > 0)
    await tx.insert(menuMenuCategories).values(categoryIds.map((categoryId) => ({ menuId, categoryId })));
}

export async function setCategoryMenus(tx: Db, categoryId: number, menuIds: readonly number[]): Promise<void> {
  await tx.delete(menuMenuCategories).where(eq(menuMenuCategories.categoryId, categoryId));
  if (menuIds.length > 0) await tx.insert(menuMenuCategories).values(menuIds.map((menuId) => ({ menuId, categoryId })));
}

export async function setCategoryItems(tx: Db, categoryId: number, itemIds: readonly number[]): Promise<void> {
  await tx.delete(menuCategoryItems).where(eq(menuCategoryItems.categoryId, categoryId));
  if (itemIds.length > 0)
    await tx.insert(menuCategoryItems).values(itemIds.map((itemId, position) => ({ categoryId, itemId, position })));
}

/** Puts an item in exactly these categories: where it already is it keeps its place, elsewhere it goes last. */
export async function setItemCategories(
  tx: Db,
  graph: MenuGraph,
  itemId: number,
  categoryIds: readonly number[],
): Promise<void> {
  const keep = [...categoryIds];
  await tx
    .delete(menuCategoryItems)
    .where(
      and(
        eq(menuCategoryItems.itemId, itemId),
        keep.length > 0 ? notInArray(menuCategoryItems.categoryId, keep) : undefined,
      ),
    );
  const added = categoryIds.filter((categoryId) => !(graph.categoryItems.get(categoryId) ?? []).includes(itemId));
  if (added.length > 0) {
    await tx.insert(menuCategoryItems).values(
      added.map((categoryId) => ({
        categoryId,
        itemId,
        position: (graph.categoryItems.get(categoryId) ?? []).length,
      })),
    );
  }
}

export async function setItemGroups(tx: Db, itemId: number, groupIds: readonly number[]): Promise<void> {
  await tx.delete(menuItemModifierGroups).where(eq(menuItemModifierGroups.itemId, itemId));
  if (groupIds.length > 0)
    await tx
      .insert(menuItemModifierGroups)
      .values(groupIds.map((modifierGroupId, position) => ({ itemId, modifierGroupId, position })));
}

export async function setGroupOptions(tx: Db, modifierGroupId: number, options: readonly OptionLink[]): Promise<void> {
  await tx.delete(menuModifierOptions).where(eq(menuModifierOptions.modifierGroupId, modifierGroupId));
  if (options.length > 0)
    await tx
      .insert(menuModifierOptions)
      .values(options.map((option, position) => ({ modifierGroupId, ...option, position })));
}
