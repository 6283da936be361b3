import { isPlatformCode, matchesAvailabilityFilter, PLATFORMS } from '@comptoir/domain';
import type { MenuConfiguration, MenuItem } from '../api/menus-query';
import type { MenuFilters } from './menu-filters';

export type RestaurantOption = { uuid: string; title: string; platform: string; configurationId: number };

/** An item as the retry finds it again: its restaurant, platform id and title (docs/menus.md#item-availability). */
export type ItemRef = { id: number; platformId: string; title: string; restaurantUuid: string };

/** Items of one category, or (categoryId null) the items sold only as options of other items. */
type ItemGroup = { categoryId: number | null; title: string | null; items: MenuItem[] };

export type RestaurantSection = {
  configurationId: number;
  restaurant: Omit<RestaurantOption, 'configurationId'> & { timezone: string };
  groups: ItemGroup[];
};

/** The restaurants with a live menu, in the server's order; drafts (no restaurant) are the menu maker's. */
export function restaurantOptions(configurations: readonly MenuConfiguration[]): RestaurantOption[] {
  return configurations.flatMap((configuration) =>
    configuration.restaurant
      ? [
          {
            uuid: configuration.restaurant.uuid,
            title: configuration.restaurant.title,
            platform: configuration.restaurant.platform.name,
            configurationId: configuration.id,
          },
        ]
      : [],
  );
}

export function selectedRestaurants(filters: MenuFilters, options: readonly RestaurantOption[]): string[] {
  if (filters.restaurants !== null) return filters.restaurants;
  return options[0] ? [options[0].uuid] : [];
}

// Case and accents do not matter: "creme" finds "Crème brûlée".
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

export function matchesSearch(item: Pick<MenuItem, 'title' | 'internalTitle'>, search: string): boolean {
  const wanted = fold(search);
  if (wanted === '') return true;
  return (
    fold(item.title).includes(wanted) || (item.internalTitle !== null && fold(item.internalTitle).includes(wanted))
  );
}

/** What /menus shows: the chosen restaurants, each with its matching items by category, then its options. */
export function buildSections(
  configurations: readonly MenuConfiguration[],
  filters: MenuFilters,
  now: Date,
): RestaurantSection[] {
  const chosen = new Set(selectedRestaurants(filters, restaurantOptions(configurations)));
  return configurations.flatMap((configuration) => {
    const restaurant = configuration.restaurant;
    if (!restaurant || !chosen.has(restaurant.uuid)) return [];
    const items = configuration.items.filter(
      (item) =>
        matchesSearch(item, filters.search) && matchesAvailabilityFilter(filters.availability, item.suspendUntil, now),
    );
    const categories = [...configuration.categories].sort((a, b) => a.position - b.position);
    const groups: ItemGroup[] = categories.map((category) => ({
      categoryId: category.id,
      title: category.title,
      items: items.filter((item) => item.categories.some((of) => of.id === category.id)),
    }));
    groups.push({ categoryId: null, title: null, items: items.filter((item) => item.categories.length === 0) });
    const shown = groups.filter((group) => group.items.length > 0);
    // A restaurant with nothing matching is left out rather than shown as an empty frame.
    if (shown.length === 0) return [];
    return [
      {
        configurationId: configuration.id,
        restaurant: {
          uuid: restaurant.uuid,
          title: restaurant.title,
          platform: restaurant.platform.name,
          timezone: restaurant.timezone,
        },
        groups: shown,
      },
    ];
  });
}

/** The item `ref` names in freshly loaded menus: same restaurant, same platform id and title; null when gone. */
export function findSameItem(configurations: readonly MenuConfiguration[], ref: ItemRef): MenuItem | null {
  const configuration = configurations.find((candidate) => candidate.restaurant?.uuid === ref.restaurantUuid);
  return configuration?.items.find((item) => item.platformId === ref.platformId && item.title === ref.title) ?? null;
}

/** "Demo Burger Bastille · Uber Eats": a restaurant sold on several platforms keeps one title. */
export function restaurantLabel(title: string, platform: string): string {
  return `${title} · ${isPlatformCode(platform) ? PLATFORMS[platform].label : platform}`;
}
