import { isItemAvailable } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuConfigurations } from '../../db/schema';
import type { MenuDocument } from '../../platforms/menu-document';
import { loadMenuGraph, pick, type MenuGraph } from './menu-graph';

// Uploaded images are stored as `/uploads/menus/…`; a platform fetches them, so it needs Comptoir's address too: the
// one the operator reached Comptoir at when publishing.
function absoluteImageUrl(imageUrl: string | null, origin: string | null): string | null {
  return imageUrl?.startsWith('/') && origin ? `${origin.replace(/\/$/, '')}${imageUrl}` : imageUrl;
}

/**
 * The platform-neutral menu an adapter uploads (platforms/menu-document.ts), ids being platform ids. An item without
 * a price goes out at 0 only if something publishes it unchecked: the menu maker's validation refuses it first.
 */
export function toMenuDocument(graph: MenuGraph, now: Date, origin: string | null = null, currency = 'EUR'): MenuDocument {
  const platformIdOf = new Map(graph.items.map((item) => [item.id, item.platformId]));
  const categoryPlatformId = new Map(graph.categories.map((category) => [category.id, category.platformId]));
  const groupPlatformId = new Map(graph.modifierGroups.map((group) => [group.id, group.platformId]));
  const platformIds = (ids: readonly number[] | undefined, names: Map<number, string>) => (ids ?? []).flatMap((id) => names.get(id) ?? []);
  return {
    currency,
    menus: graph.menus.map((menu) => ({
      id: menu.platformId,
      title: menu.title,
      subtitle: menu.subtitle,
      serviceAvailability: menu.serviceAvailability,
      categoryIds: platformIds(graph.menuCategories.get(menu.id), categoryPlatformId),
    })),
    categories: graph.categories.map((category) => ({
      id: category.platformId,
      title: category.title,
      description: category.description,
      itemIds: pick(graph.items, graph.categoryItems.get(category.id)).map((item) => item.platformId),
    })),
    items: graph.items.map((item) => ({
      id: item.platformId,
      title: item.title,
      description: item.description,
      imageUrl: absoluteImageUrl(item.imageUrl, origin),
      price: item.price ?? 0,
      vatPercent: item.vatPercent,
      modifierGroupIds: platformIds(graph.itemGroups.get(item.id), groupPlatformId),
      available: isItemAvailable(item.suspendUntil, now),
      // Uber Eats ends a timed suspension itself, so a republished "until tomorrow" must keep its end.
      suspendUntil: isItemAvailable(item.suspendUntil, now) ? null : item.suspendUntil,
    })),
    modifierGroups: graph.modifierGroups.map((group) => ({
      id: group.platformId,
      title: group.title,
      minPermitted: group.minPermitted,
      maxPermitted: group.maxPermitted,
      options: (graph.groupOptions.get(group.id) ?? []).flatMap((option) => {
        const itemId = platformIdOf.get(option.itemId);
        const item = graph.items.find((candidate) => candidate.id === option.itemId);
        if (!itemId || !item) return [];
        return [{ itemId, price: option.price ?? item.price ?? 0, minPermitted: option.minPermitted, maxPermitted: option.maxPermitted }];
      }),
    })),
  };
}

/** The restaurant's live menu as its platform receives it; null when the restaurant has none. */
export async function loadMenuDocument(db: Db, restaurantId: number, now: Date, origin: string | null = null): Promise<MenuDocument | null> {
  const [configuration] = await db.select({ id: menuConfigurations.id }).from(menuConfigurations).where(eq(menuConfigurations.restaurantId, restaurantId)).limit(1);
  if (!configuration) return null;
  const graph = await loadMenuGraph(db, configuration.id);
  return graph ? toMenuDocument(graph, now, origin) : null;
}
