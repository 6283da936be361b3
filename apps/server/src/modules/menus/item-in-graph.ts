import type { Db } from '../../db/client';
import type { MenuItemRow } from '../../db/schema';
import { AppError } from '../../errors';
import { loadMenuGraph, type InGraph } from './menu-graph';

/** The item as the Item type resolves it: carried with its whole configuration, freshly loaded after a change. */
export async function loadItemInGraph(db: Db, configurationId: number, itemId: number): Promise<InGraph<MenuItemRow>> {
  const graph = await loadMenuGraph(db, configurationId);
  const row = graph?.items.find((item) => item.id === itemId);
  if (!graph || !row) throw new AppError('NOT_FOUND', { message: 'Menu item not found' });
  return { row, graph };
}
