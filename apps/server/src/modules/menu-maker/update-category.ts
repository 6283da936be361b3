import { MENU_MAKER_LIMITS } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import type { Db } from '../../db/client';
import { menuCategories, type MenuCategoryRow } from '../../db/schema';
import type { MenuGraph } from '../menus';
import { readIds, readText, readTitle, requireEntity, requireTitle } from './menu-maker-input';
import { setCategoryItems, setCategoryMenus } from './menu-links';
import { changeConfiguration, copyTitle, newPlatformId, type MenuOperation } from './menu-operation';

export type CategoryInput = {
  menuConfigurationId: number;
  id?: number | null;
  title?: string | null;
  description?: string | null;
  menuIds?: readonly number[] | null;
  /** The category's items, in the order they show. */
  itemIds?: readonly number[] | null;
};

const menusOf = (graph: MenuGraph, categoryId: number) =>
  graph.menus.filter((menu) => graph.menuCategories.get(menu.id)?.includes(categoryId)).map((menu) => menu.id);
const nextPosition = (graph: MenuGraph) => Math.max(-1, ...graph.categories.map((category) => category.position)) + 1;

async function insertCategory(
  tx: Db,
  graph: MenuGraph,
  values: { title: string; description: string | null | undefined },
): Promise<number> {
  const [row] = await tx
    .insert(menuCategories)
    .values({
      ...values,
      configurationId: graph.configuration.id,
      platformId: newPlatformId(graph),
      position: nextPosition(graph),
    })
    .returning({ id: menuCategories.id });
  if (!row) throw new Error('The category was not inserted');
  return row.id;
}

/**
 * updateMenuCategory (docs/menus.md#menu-maker). A new category goes last; deleting one leaves its items in the
 * configuration.
 */
export function changeMenuCategory(
  context: SignedInContext,
  input: CategoryInput,
  operation: MenuOperation,
): Promise<MenuGraph> {
  return changeConfiguration(context, input.menuConfigurationId, async (tx, graph) => {
    const description = readText(input.description, 'description', MENU_MAKER_LIMITS.description);
    const menuIds = readIds(graph, 'menus', input.menuIds);
    const itemIds = readIds(graph, 'items', input.itemIds);
    if (operation === 'ADD') {
      const id = await insertCategory(tx, graph, { title: requireTitle(input.title), description });
      await setCategoryMenus(tx, id, menuIds ?? []);
      await setCategoryItems(tx, id, itemIds ?? []);
      return;
    }
    const category = requireEntity<MenuCategoryRow>(graph, 'categories', input.id);
    if (operation === 'UPDATE') {
      await tx
        .update(menuCategories)
        .set({ title: readTitle(input.title), description })
        .where(eq(menuCategories.id, category.id));
      if (menuIds) await setCategoryMenus(tx, category.id, menuIds);
      if (itemIds) await setCategoryItems(tx, category.id, itemIds);
    } else if (operation === 'DUPLICATE') {
      const id = await insertCategory(tx, graph, {
        title: copyTitle(category.title),
        description: category.description,
      });
      await setCategoryMenus(tx, id, menusOf(graph, category.id));
      await setCategoryItems(tx, id, graph.categoryItems.get(category.id) ?? []);
    } else {
      await tx.delete(menuCategories).where(eq(menuCategories.id, category.id));
    }
  });
}
