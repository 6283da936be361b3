import type { MenuToValidate } from '@comptoir/domain';
import type { MenuMakerConfiguration } from '../api/configuration-fields';

/** The configuration as the shared publish rules read it (the same rules the server applies on publish). */
export function toMenuToValidate(configuration: MenuMakerConfiguration): MenuToValidate {
  const platformIdOf = <Row extends { id: number; platformId: string }>(rows: readonly Row[]) =>
    new Map(rows.map((row) => [row.id, row.platformId]));
  const itemIds = platformIdOf(configuration.items);
  const categoryIds = platformIdOf(configuration.categories);
  const ids = (rows: readonly { id: number }[], names: Map<number, string>) =>
    rows.flatMap((row) => names.get(row.id) ?? []);
  return {
    title: configuration.title,
    menus: configuration.menus.map((menu) => ({
      id: menu.platformId,
      title: menu.title,
      categoryIds: ids(menu.categories, categoryIds),
    })),
    categories: configuration.categories.map((category) => ({
      id: category.platformId,
      title: category.title,
      itemIds: ids(category.items, itemIds),
    })),
    items: configuration.items.map((item) => ({ id: item.platformId, title: item.title, price: item.price ?? null })),
    modifierGroups: configuration.modifierGroups.map((group) => ({
      id: group.platformId,
      title: group.title,
      minPermitted: group.minPermitted,
      maxPermitted: group.maxPermitted,
      options: group.options.map((option) => ({
        itemId: itemIds.get(option.item.id) ?? '',
        price: option.price ?? null,
      })),
    })),
  };
}
