import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import type { Db } from '../../db/client';
import { menuConfigurations } from '../../db/schema';
import { AppError } from '../../errors';
import { loadMenuGraph, type MenuGraph } from '../menus';
import { findEditableConfiguration } from './menu-maker-access';

export const MENU_OPERATIONS = ['ADD', 'UPDATE', 'DUPLICATE', 'DELETE'] as const;
export type MenuOperation = (typeof MENU_OPERATIONS)[number];

const COPY_SUFFIX = ' (copy)';

/** A title with " (copy)", shortened so that the copy still fits the title limit. */
export function copyTitle(title: string, max = 150): string {
  return `${title.slice(0, max - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
}

/**
 * A platform id for an entity Comptoir creates (`cpt-` and 8 hex digits), not yet used in the configuration. Platform
 * ids are what the platforms know the entity by, so they never change once given.
 */
export function newPlatformId(graph: MenuGraph, taken: Set<string> = new Set()): string {
  const used = new Set(
    [...graph.menus, ...graph.categories, ...graph.items, ...graph.modifierGroups].map((row) => row.platformId),
  );
  for (;;) {
    const id = `cpt-${randomUUID().slice(0, 8)}`;
    if (!used.has(id) && !taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

export async function loadGraphOrFail(db: Db, configurationId: number): Promise<MenuGraph> {
  const graph = await loadMenuGraph(db, configurationId);
  if (!graph) throw new AppError('NOT_FOUND');
  return graph;
}

/**
 * One menu-maker change: authorise (scope, activation, PIN), then in one transaction lock and load the configuration,
 * apply the change and mark the configuration updated; answer with the whole configuration as it now is.
 */
export async function changeConfiguration(
  context: SignedInContext,
  configurationId: number,
  change: (tx: Db, graph: MenuGraph) => Promise<void>,
): Promise<MenuGraph> {
  await findEditableConfiguration(context, configurationId);
  await context.db.transaction(async (tx) => {
    // Concurrent edits of one configuration take turns, each on the configuration as the previous one left it.
    await tx
      .select({ id: menuConfigurations.id })
      .from(menuConfigurations)
      .where(eq(menuConfigurations.id, configurationId))
      .for('update');
    const graph = await loadGraphOrFail(tx, configurationId);
    await change(tx, graph);
    await tx
      .update(menuConfigurations)
      .set({ updatedAt: new Date() })
      .where(eq(menuConfigurations.id, configurationId));
  });
  return loadGraphOrFail(context.db, configurationId);
}
