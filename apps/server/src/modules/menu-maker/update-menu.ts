import { MENU_MAKER_LIMITS } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import type { Db } from '../../db/client';
import { menus, type MenuRow, type ServiceAvailability } from '../../db/schema';
import type { MenuGraph } from '../menus';
import { readIds, readServiceAvailability, readText, readTitle, requireEntity, requireTitle } from './menu-maker-input';
import { setMenuCategories } from './menu-links';
import { changeConfiguration, copyTitle, newPlatformId, type MenuOperation } from './menu-operation';

export type MenuInput = {
  menuConfigurationId: number;
  id?: number | null;
  title?: string | null;
  subtitle?: string | null;
  serviceAvailability?: ServiceAvailability[] | null;
  categoryIds?: readonly number[] | null;
};

type MenuValues = {
  title: string;
  subtitle: string | null | undefined;
  serviceAvailability: ServiceAvailability[] | undefined;
};

async function insertMenu(tx: Db, graph: MenuGraph, values: MenuValues): Promise<number> {
  const position = Math.max(-1, ...graph.menus.map((menu) => menu.position)) + 1;
  const [row] = await tx
    .insert(menus)
    .values({ ...values, configurationId: graph.configuration.id, platformId: newPlatformId(graph), position })
    .returning({ id: menus.id });
  if (!row) throw new Error('The menu was not inserted');
  return row.id;
}

/**
 * updateMenu (docs/menus.md#menu-maker): a menu of the configuration (e.g. lunch, evening), its hours and its
 * categories.
 */
export function changeMenu(context: SignedInContext, input: MenuInput, operation: MenuOperation): Promise<MenuGraph> {
  return changeConfiguration(context, input.menuConfigurationId, async (tx, graph) => {
    const subtitle = readText(input.subtitle, 'subtitle', MENU_MAKER_LIMITS.subtitle);
    const serviceAvailability = readServiceAvailability(input.serviceAvailability);
    const categoryIds = readIds(graph, 'categories', input.categoryIds);
    if (operation === 'ADD') {
      const id = await insertMenu(tx, graph, { title: requireTitle(input.title), subtitle, serviceAvailability });
      await setMenuCategories(tx, id, categoryIds ?? []);
      return;
    }
    const menu = requireEntity<MenuRow>(graph, 'menus', input.id);
    if (operation === 'UPDATE') {
      await tx
        .update(menus)
        .set({ title: readTitle(input.title), subtitle, serviceAvailability })
        .where(eq(menus.id, menu.id));
      if (categoryIds) await setMenuCategories(tx, menu.id, categoryIds);
    } else if (operation === 'DUPLICATE') {
      const id = await insertMenu(tx, graph, {
        title: copyTitle(menu.title),
        subtitle: menu.subtitle,
        serviceAvailability: menu.serviceAvailability,
      });
      await setMenuCategories(tx, id, graph.menuCategories.get(menu.id) ?? []);
    } else {
      await tx.delete(menus).where(eq(menus.id, menu.id));
    }
  });
}
