import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  menuCategories,
  menuCategoryItems,
  menuConfigurations,
  menuItemModifierGroups,
  menuItems,
  menuMenuCategories,
  menuModifierGroups,
  menuModifierOptions,
  menus,
  type MenuCategoryRow,
  type MenuConfigurationRow,
  type MenuItemRow,
  type MenuModifierGroupRow,
  type MenuModifierOptionRow,
  type MenuRow,
} from '../../db/schema';

/**
 * A menu configuration with everything in it, loaded in a fixed number of queries whatever its size; the GraphQL
 * types resolve their relations from these maps, so a whole menu tree never costs a query per item.
 */
export type MenuGraph = {
  configuration: MenuConfigurationRow;
  menus: MenuRow[];
  categories: MenuCategoryRow[];
  items: MenuItemRow[];
  modifierGroups: MenuModifierGroupRow[];
  /** Category ids of each menu, in category order. */
  menuCategories: Map<number, number[]>;
  /** Item ids of each category, in position order. */
  categoryItems: Map<number, number[]>;
  /** Modifier group ids of each item, in position order. */
  itemGroups: Map<number, number[]>;
  /** Options of each modifier group, in position order. */
  groupOptions: Map<number, MenuModifierOptionRow[]>;
};

/** A row of a graph, carried with its graph so that its relations resolve without a query. */
export type InGraph<Row> = { row: Row; graph: MenuGraph };

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export async function loadMenuGraphs(db: Db, configurationIds: readonly number[]): Promise<Map<number, MenuGraph>> {
  const ids = [...new Set(configurationIds)];
  const graphs = new Map<number, MenuGraph>();
  if (ids.length === 0) return graphs;
  // One statement after the other: inside a transaction `db` is a single connection, which takes one at a time.
  const configurationRows = await db.select().from(menuConfigurations).where(inArray(menuConfigurations.id, ids));
  const menuRows = await db
    .select()
    .from(menus)
    .where(inArray(menus.configurationId, ids))
    .orderBy(asc(menus.position), asc(menus.id));
  const categoryRows = await db
    .select()
    .from(menuCategories)
    .where(inArray(menuCategories.configurationId, ids))
    .orderBy(asc(menuCategories.position), asc(menuCategories.id));
  const itemRows = await db
    .select()
    .from(menuItems)
    .where(inArray(menuItems.configurationId, ids))
    .orderBy(asc(menuItems.id));
  const groupRows = await db
    .select()
    .from(menuModifierGroups)
    .where(inArray(menuModifierGroups.configurationId, ids))
    .orderBy(asc(menuModifierGroups.id));
  for (const configuration of configurationRows) {
    graphs.set(configuration.id, {
      configuration,
      menus: [],
      categories: [],
      items: [],
      modifierGroups: [],
      menuCategories: new Map(),
      categoryItems: new Map(),
      itemGroups: new Map(),
      groupOptions: new Map(),
    });
  }
  const graphOf = (configurationId: number) => graphs.get(configurationId);
  for (const row of menuRows) graphOf(row.configurationId)?.menus.push(row);
  for (const row of categoryRows) graphOf(row.configurationId)?.categories.push(row);
  for (const row of itemRows) graphOf(row.configurationId)?.items.push(row);
  for (const row of groupRows) graphOf(row.configurationId)?.modifierGroups.push(row);

  const menuIds = menuRows.map((row) => row.id);
  const categoryIds = categoryRows.map((row) => row.id);
  const itemIds = itemRows.map((row) => row.id);
  const groupIds = groupRows.map((row) => row.id);
  const menuCategoryLinks = menuIds.length
    ? await db.select().from(menuMenuCategories).where(inArray(menuMenuCategories.menuId, menuIds))
    : [];
  const categoryItemLinks = categoryIds.length
    ? await db
        .select()
        .from(menuCategoryItems)
        .where(inArray(menuCategoryItems.categoryId, categoryIds))
        .orderBy(asc(menuCategoryItems.position))
    : [];
  const itemGroupLinks = itemIds.length
    ? await db
        .select()
        .from(menuItemModifierGroups)
        .where(inArray(menuItemModifierGroups.itemId, itemIds))
        .orderBy(asc(menuItemModifierGroups.position))
    : [];
  const optionRows = groupIds.length
    ? await db
        .select()
        .from(menuModifierOptions)
        .where(inArray(menuModifierOptions.modifierGroupId, groupIds))
        .orderBy(asc(menuModifierOptions.position))
    : [];
  const configurationOfMenu = new Map(menuRows.map((row) => [row.id, row.configurationId]));
  const configurationOfCategory = new Map(categoryRows.map((row) => [row.id, row.configurationId]));
  const configurationOfItem = new Map(itemRows.map((row) => [row.id, row.configurationId]));
  const configurationOfGroup = new Map(groupRows.map((row) => [row.id, row.configurationId]));
  const categoryPosition = new Map(categoryRows.map((row, index) => [row.id, index]));
  for (const link of menuCategoryLinks) {
    const graph = graphOf(configurationOfMenu.get(link.menuId) ?? -1);
    if (graph) push(graph.menuCategories, link.menuId, link.categoryId);
  }
  for (const graph of graphs.values()) {
    for (const list of graph.menuCategories.values())
      list.sort((a, b) => (categoryPosition.get(a) ?? 0) - (categoryPosition.get(b) ?? 0));
  }
  for (const link of categoryItemLinks) {
    const graph = graphOf(configurationOfCategory.get(link.categoryId) ?? -1);
    if (graph) push(graph.categoryItems, link.categoryId, link.itemId);
  }
  for (const link of itemGroupLinks) {
    const graph = graphOf(configurationOfItem.get(link.itemId) ?? -1);
    if (graph) push(graph.itemGroups, link.itemId, link.modifierGroupId);
  }
  for (const option of optionRows) {
    const graph = graphOf(configurationOfGroup.get(option.modifierGroupId) ?? -1);
    if (graph) push(graph.groupOptions, option.modifierGroupId, option);
  }
  return graphs;
}

export async function loadMenuGraph(db: Db, configurationId: number): Promise<MenuGraph | null> {
  return (await loadMenuGraphs(db, [configurationId])).get(configurationId) ?? null;
}

/** Rows of `rows` named by `ids`, in the order of `ids`. */
export function pick<Row extends { id: number }>(rows: readonly Row[], ids: readonly number[] | undefined): Row[] {
  if (!ids || ids.length === 0) return [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

export function inGraph<Row>(graph: MenuGraph, rows: readonly Row[]): InGraph<Row>[] {
  return rows.map((row) => ({ row, graph }));
}
