import type { MenuConfiguration, MenuItem } from '../api/menus-query';

// Test data shaped like the `menus` query's answer.

export function anItem(overrides: Partial<MenuItem> & Pick<MenuItem, 'id' | 'title'>): MenuItem {
  return {
    platformId: `item-${overrides.id}`,
    externalData: null,
    internalTitle: null,
    price: 950,
    isAvailable: true,
    suspendUntil: null,
    suspensionInfo: null,
    categories: [{ id: 1 }],
    platformSync: null,
    ...overrides,
  };
}

export function aConfiguration(
  id: number,
  restaurant: { uuid: string; title: string; platform: string } | null,
  items: MenuItem[],
): MenuConfiguration {
  return {
    id,
    title: `Carte ${id}`,
    restaurant: restaurant
      ? {
          uuid: restaurant.uuid,
          title: restaurant.title,
          timezone: 'Europe/Paris',
          platform: { name: restaurant.platform as never },
        }
      : null,
    categories: [
      { id: 1, title: 'Burgers', position: 0 },
      { id: 2, title: 'Boissons', position: 1 },
    ],
    items,
  };
}
