import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  menuCategories,
  menuCategoryItems,
  menuItemModifierGroups,
  menuItems,
  menuMenuCategories,
  menuModifierGroups,
  menuModifierOptions,
  menus,
} from '../../db/schema';
import type { MenuGraph } from '../menus';

const idMap = (rows: readonly { id: number; platformId: string }[]) =>
  new Map(rows.map((row) => [row.platformId, row.id]));

function mapped(ids: Map<string, number>, platformId: string | undefined): number {
  const id = platformId === undefined ? undefined : ids.get(platformId);
  if (id === undefined) throw new Error(`Copied entity ${platformId ?? '?'} is missing`);
  return id;
}

/**
 * Makes the target configuration's content a copy of the source's (menus, categories, items, groups and every link),
 * entity by entity under the same platform ids, in one transaction. An item of the target whose platform id is still
 * in the source is updated in place, so it keeps its id (its availability history) and its suspension: publishing a
 * draft must not put back on sale what the kitchen has taken off.
 */
export async function replaceConfigurationContent(tx: Db, source: MenuGraph, targetId: number): Promise<void> {
  const targetItems = await tx.select().from(menuItems).where(eq(menuItems.configurationId, targetId));
  const sourceItemIds = source.items.map((item) => item.platformId);
  // Menus, categories and groups go; their links cascade. Items go only when the source no longer has them.
  await tx.delete(menus).where(eq(menus.configurationId, targetId));
  await tx.delete(menuCategories).where(eq(menuCategories.configurationId, targetId));
  await tx.delete(menuModifierGroups).where(eq(menuModifierGroups.configurationId, targetId));
  await tx
    .delete(menuItems)
    .where(
      and(
        eq(menuItems.configurationId, targetId),
        sourceItemIds.length > 0 ? notInArray(menuItems.platformId, sourceItemIds) : undefined,
      ),
    );

  const surviving = new Map(
    targetItems.filter((item) => sourceItemIds.includes(item.platformId)).map((item) => [item.platformId, item]),
  );
  const content = (item: MenuGraph['items'][number]) => ({
    title: item.title,
    internalTitle: item.internalTitle,
    description: item.description,
    imageUrl: item.imageUrl,
    price: item.price,
    vatPercent: item.vatPercent,
    externalData: item.externalData,
  });
  for (const item of source.items) {
    const kept = surviving.get(item.platformId);
    if (kept) await tx.update(menuItems).set(content(item)).where(eq(menuItems.id, kept.id));
  }
  const added = source.items.filter((item) => !surviving.has(item.platformId));
  const insertedItems = added.length
    ? await tx
        .insert(menuItems)
        .values(
          added.map((item) => ({
            ...content(item),
            configurationId: targetId,
            platformId: item.platformId,
            suspendUntil: item.suspendUntil,
            suspensionInfo: item.suspensionInfo,
            restoreDueAt: item.restoreDueAt,
          })),
        )
        .returning({ id: menuItems.id, platformId: menuItems.platformId })
    : [];
  const itemIds = idMap([
    ...[...surviving.values()].map(({ id, platformId }) => ({ id, platformId })),
    ...insertedItems,
  ]);
  await copyStructure(tx, source, targetId, itemIds);
}

async function copyStructure(tx: Db, source: MenuGraph, targetId: number, itemIds: Map<string, number>): Promise<void> {
  const platformIdOf = <Row extends { id: number; platformId: string }>(rows: readonly Row[]) =>
    new Map(rows.map((row) => [row.id, row.platformId]));
  const sourceItem = platformIdOf(source.items);
  const sourceCategory = platformIdOf(source.categories);
  const sourceGroup = platformIdOf(source.modifierGroups);
  const strip = <Row extends { id: number; configurationId: number; createdAt: Date; updatedAt: Date }>({
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    ...rest
  }: Row) => ({
    ...rest,
    configurationId: targetId,
  });
  const menuRows = source.menus.length
    ? await tx.insert(menus).values(source.menus.map(strip)).returning({ id: menus.id, platformId: menus.platformId })
    : [];
  const categoryRows = source.categories.length
    ? await tx
        .insert(menuCategories)
        .values(source.categories.map(strip))
        .returning({ id: menuCategories.id, platformId: menuCategories.platformId })
    : [];
  const groupRows = source.modifierGroups.length
    ? await tx
        .insert(menuModifierGroups)
        .values(source.modifierGroups.map(strip))
        .returning({ id: menuModifierGroups.id, platformId: menuModifierGroups.platformId })
    : [];
  const menuIds = idMap(menuRows);
  const categoryIds = idMap(categoryRows);
  const groupIds = idMap(groupRows);

  const menuLinks = source.menus.flatMap((menu) =>
    (source.menuCategories.get(menu.id) ?? []).map((categoryId) => ({
      menuId: mapped(menuIds, menu.platformId),
      categoryId: mapped(categoryIds, sourceCategory.get(categoryId)),
    })),
  );
  const categoryLinks = source.categories.flatMap((category) =>
    (source.categoryItems.get(category.id) ?? []).map((itemId, position) => ({
      categoryId: mapped(categoryIds, category.platformId),
      itemId: mapped(itemIds, sourceItem.get(itemId)),
      position,
    })),
  );
  const groupLinks = source.items.flatMap((item) =>
    (source.itemGroups.get(item.id) ?? []).map((groupId, position) => ({
      itemId: mapped(itemIds, item.platformId),
      modifierGroupId: mapped(groupIds, sourceGroup.get(groupId)),
      position,
    })),
  );
  const optionLinks = source.modifierGroups.flatMap((group) =>
    (source.groupOptions.get(group.id) ?? []).map((option) => ({
      ...option,
      modifierGroupId: mapped(groupIds, group.platformId),
      itemId: mapped(itemIds, sourceItem.get(option.itemId)),
    })),
  );
  if (menuLinks.length) await tx.insert(menuMenuCategories).values(menuLinks);
  if (categoryLinks.length) await tx.insert(menuCategoryItems).values(categoryLinks);
  if (groupLinks.length) await tx.insert(menuItemModifierGroups).values(groupLinks);
  if (optionLinks.length) await tx.insert(menuModifierOptions).values(optionLinks);
}
