import { MENU_MAKER_LIMITS } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import type { Db } from '../../db/client';
import { menuItems, type MenuItemRow } from '../../db/schema';
import type { MenuGraph } from '../menus';
import {
  readIds,
  readImageUrl,
  readPrice,
  readText,
  readTitle,
  readVatPercent,
  requireEntity,
  requireTitle,
} from './menu-maker-input';
import { setItemCategories, setItemGroups } from './menu-links';
import { changeConfiguration, copyTitle, newPlatformId, type MenuOperation } from './menu-operation';

export type ItemInput = {
  menuConfigurationId: number;
  id?: number | null;
  title?: string | null;
  internalTitle?: string | null;
  description?: string | null;
  imageUrl?: string | null;
  price?: number | null;
  vatPercent?: number | null;
  categoryIds?: readonly number[] | null;
  modifierGroupIds?: readonly number[] | null;
};

function readItemFields(input: ItemInput) {
  return {
    title: readTitle(input.title),
    internalTitle: readText(input.internalTitle, 'internalTitle', MENU_MAKER_LIMITS.title),
    description: readText(input.description, 'description', MENU_MAKER_LIMITS.description),
    imageUrl: readImageUrl(input.imageUrl),
    price: readPrice(input.price),
    vatPercent: readVatPercent(input.vatPercent),
  };
}

async function addItem(tx: Db, graph: MenuGraph, input: ItemInput): Promise<void> {
  const fields = readItemFields(input);
  const categoryIds = readIds(graph, 'categories', input.categoryIds) ?? [];
  const groupIds = readIds(graph, 'modifierGroups', input.modifierGroupIds) ?? [];
  const [row] = await tx
    .insert(menuItems)
    .values({
      ...fields,
      title: requireTitle(input.title),
      configurationId: graph.configuration.id,
      platformId: newPlatformId(graph),
    })
    .returning({ id: menuItems.id });
  if (!row) throw new Error('The item was not inserted');
  await setItemCategories(tx, graph, row.id, categoryIds);
  await setItemGroups(tx, row.id, groupIds);
}

async function updateItem(tx: Db, graph: MenuGraph, input: ItemInput): Promise<void> {
  const item = requireEntity<MenuItemRow>(graph, 'items', input.id);
  const fields = readItemFields(input);
  const categoryIds = readIds(graph, 'categories', input.categoryIds);
  const groupIds = readIds(graph, 'modifierGroups', input.modifierGroupIds);
  await tx.update(menuItems).set(fields).where(eq(menuItems.id, item.id));
  if (categoryIds) await setItemCategories(tx, graph, item.id, categoryIds);
  if (groupIds) await setItemGroups(tx, item.id, groupIds);
}

// A copy sits in the same categories and asks for the same groups; it is no group's option until put in one.
async function duplicateItem(tx: Db, graph: MenuGraph, input: ItemInput): Promise<void> {
  const item = requireEntity<MenuItemRow>(graph, 'items', input.id);
  const [row] = await tx
    .insert(menuItems)
    .values({
      configurationId: graph.configuration.id,
      platformId: newPlatformId(graph),
      title: copyTitle(item.title),
      internalTitle: item.internalTitle,
      description: item.description,
      imageUrl: item.imageUrl,
      price: item.price,
      vatPercent: item.vatPercent,
    })
    .returning({ id: menuItems.id });
  if (!row) throw new Error('The item copy was not inserted');
  const categoryIds = graph.categories
    .filter((category) => graph.categoryItems.get(category.id)?.includes(item.id))
    .map((category) => category.id);
  await setItemCategories(tx, graph, row.id, categoryIds);
  await setItemGroups(tx, row.id, graph.itemGroups.get(item.id) ?? []);
}

/**
 * updateMenuItem (docs/menus.md#menu-maker). Deleting an item also takes it out of every category and every group
 * offering it.
 */
export function changeMenuItem(
  context: SignedInContext,
  input: ItemInput,
  operation: MenuOperation,
): Promise<MenuGraph> {
  return changeConfiguration(context, input.menuConfigurationId, async (tx, graph) => {
    if (operation === 'ADD') return addItem(tx, graph, input);
    if (operation === 'UPDATE') return updateItem(tx, graph, input);
    if (operation === 'DUPLICATE') return duplicateItem(tx, graph, input);
    const item = requireEntity<MenuItemRow>(graph, 'items', input.id);
    // Links, options and the item's groups go with it (foreign keys cascade).
    await tx.delete(menuItems).where(eq(menuItems.id, item.id));
  });
}
