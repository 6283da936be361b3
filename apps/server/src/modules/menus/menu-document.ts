import { DEFAULT_CURRENCY, isItemAvailable, menuServiceWeek, type ScheduleDay } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, companies, menuConfigurations } from '../../db/schema';
import type { MenuDocument } from '../../platforms/menu-document';
import { loadOpeningWeeks } from '../restaurants';
import { loadMenuGraph, pick, type MenuGraph } from './menu-graph';

/**
 * What a menu document needs beside the menu: when it is built, where Comptoir is reached, and its restaurant's terms.
 */
export type MenuDocumentContext = {
  now: Date;
  /** Comptoir's address as the operator reached it, for uploaded images; null where unknown. */
  origin: string | null;
  /** The company's currency (docs/product.md#currency: EUR when it has none). */
  currency: string;
  /** The restaurant's opening hours (/schedule), which every menu's service availability is cut to. */
  openingHours: readonly ScheduleDay[];
};

// Uploaded images are stored as `/uploads/menus/…`; a platform fetches them, so it needs Comptoir's address too: the
// one the operator reached Comptoir at when publishing.
function absoluteImageUrl(imageUrl: string | null, origin: string | null): string | null {
  return imageUrl?.startsWith('/') && origin ? `${origin.replace(/\/$/, '')}${imageUrl}` : imageUrl;
}

/**
 * The platform-neutral menu an adapter uploads (platforms/menu-document.ts), ids being platform ids. An item without
 * a price goes out at 0 only if something publishes it unchecked: the menu maker's validation refuses it first.
 */
export function toMenuDocument(
  graph: MenuGraph,
  { now, origin, currency, openingHours }: MenuDocumentContext,
): MenuDocument {
  const platformIdOf = new Map(graph.items.map((item) => [item.id, item.platformId]));
  const categoryPlatformId = new Map(graph.categories.map((category) => [category.id, category.platformId]));
  const groupPlatformId = new Map(graph.modifierGroups.map((group) => [group.id, group.platformId]));
  const platformIds = (ids: readonly number[] | undefined, names: Map<number, string>) =>
    (ids ?? []).flatMap((id) => names.get(id) ?? []);
  return {
    currency,
    menus: graph.menus.map((menu) => ({
      id: menu.platformId,
      title: menu.title,
      subtitle: menu.subtitle,
      serviceAvailability: menuServiceWeek(menu.serviceAvailability, openingHours),
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
        return [
          {
            itemId,
            price: option.price ?? item.price ?? 0,
            minPermitted: option.minPermitted,
            maxPermitted: option.maxPermitted,
          },
        ];
      }),
    })),
  };
}

/**
 * The restaurant's terms of a menu document: its company's currency, and its opening hours (`openingHours` when given,
 * a week about to be sent; otherwise as stored).
 */
export async function loadMenuDocumentContext(
  db: Db,
  restaurant: { id: number; companyId: number },
  now: Date,
  origin: string | null,
  openingHours?: readonly ScheduleDay[],
): Promise<MenuDocumentContext> {
  const [company] = await db
    .select({ currency: accounts.currency })
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.accountId))
    .where(eq(companies.id, restaurant.companyId));
  const week = openingHours ?? (await loadOpeningWeeks(db, [restaurant.id])).get(restaurant.id) ?? [];
  return { now, origin, currency: company?.currency ?? DEFAULT_CURRENCY, openingHours: week };
}

/** The restaurant's live menu as its platform receives it; null when the restaurant has none. */
export async function loadMenuDocument(
  db: Db,
  restaurant: { id: number; companyId: number },
  now: Date,
  origin: string | null = null,
  openingHours?: readonly ScheduleDay[],
): Promise<MenuDocument | null> {
  const [configuration] = await db
    .select({ id: menuConfigurations.id })
    .from(menuConfigurations)
    .where(eq(menuConfigurations.restaurantId, restaurant.id))
    .limit(1);
  if (!configuration) return null;
  const graph = await loadMenuGraph(db, configuration.id);
  return graph ? toMenuDocument(graph, await loadMenuDocumentContext(db, restaurant, now, origin, openingHours)) : null;
}
