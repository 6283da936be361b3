import { INDEFINITE_SUSPENSION_UNTIL, suspensionEnd } from '@comptoir/domain';
import type { Db } from '../client';
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
} from '../schema';
import { BURGER_MENU } from './burger-menu';
import { FRENCH_VAT, type Menu, type MenuOption, type ModifierGroup } from './menu-types';
import { PIZZA_MENU } from './pizza-menu';
import type { SeededRestaurant } from './restaurants';
import type { DemoSeedContext } from './seed-context';

// The order generator's menu trees (burger-menu.ts, pizza-menu.ts) become each demo restaurant's live menu, so the
// items of the seeded orders are the items on sale. Options are items too (as on Uber Eats); an item sold on its own
// and offered inside a group keeps its own price and takes the option's price inside that group.

type FlatItem = { platformId: string; title: string; price: number; vatPercent: number; groupIds: string[] };
type FlatOption = { itemId: string; price: number; maxPermitted: number };
type FlatGroup = {
  platformId: string;
  title: string;
  minPermitted: number;
  maxPermitted: number;
  options: FlatOption[];
};
type FlatMenu = {
  categories: { title: string; itemIds: string[] }[];
  items: Map<string, FlatItem>;
  groups: Map<string, FlatGroup>;
};

function flatten(menu: Menu): FlatMenu {
  const items = new Map<string, FlatItem>();
  const groups = new Map<string, FlatGroup>();
  const categories: { title: string; itemIds: string[] }[] = [];

  const unique = (ids: readonly string[]) => [...new Set(ids)];
  function addGroup(group: ModifierGroup): void {
    if (groups.has(group.id)) return;
    groups.set(group.id, {
      platformId: group.id,
      title: group.title,
      minPermitted: group.min,
      maxPermitted: group.max,
      options: group.options.map((option) => ({
        itemId: option.id,
        price: option.price,
        maxPermitted: group.maxQuantity ?? 1,
      })),
    });
    for (const option of group.options) addOption(option);
  }
  function addOption(option: MenuOption): void {
    const groupsOfOption = option.groups ?? [];
    if (!items.has(option.id)) {
      items.set(option.id, {
        platformId: option.id,
        title: option.title,
        price: option.price,
        vatPercent: option.vatPurcent ?? FRENCH_VAT.preparedFood,
        groupIds: unique(groupsOfOption.map((g) => g.id)),
      });
    }
    groupsOfOption.forEach(addGroup);
  }

  for (const item of menu.items) {
    items.set(item.id, {
      platformId: item.id,
      title: item.title,
      price: item.price,
      vatPercent: item.vatPurcent,
      groupIds: unique(item.groups.map((g) => g.id)),
    });
    let category = categories.find((c) => c.title === item.category);
    if (!category) {
      category = { title: item.category, itemIds: [] };
      categories.push(category);
    }
    category.itemIds.push(item.id);
  }
  for (const item of menu.items) item.groups.forEach(addGroup);
  return { categories, items, groups };
}

// A few items are off sale, so /menus shows both colours: one until tomorrow, one indefinitely.
const SUSPENDED_TODAY = new Set(['item-onion-rings', 'item-calzone']);
const SUSPENDED_INDEFINITELY = new Set(['item-beer', 'item-truffle']);

async function insertRestaurantMenu(db: Db, restaurant: SeededRestaurant, flat: FlatMenu, now: Date): Promise<void> {
  const [configuration] = await db
    .insert(menuConfigurations)
    .values({
      companyId: restaurant.companyId,
      restaurantId: restaurant.id,
      title: `Carte ${restaurant.title}`,
      publishedAt: now,
    })
    .returning({ id: menuConfigurations.id });
  if (!configuration) throw new Error('Demo menu configuration was not inserted.');
  const configurationId = configuration.id;

  const [menu] = await db
    .insert(menus)
    // No hours of its own: the menu is sold whenever the restaurant is open (its /schedule week).
    .values({ configurationId, platformId: 'menu-main', title: 'Carte', subtitle: restaurant.title })
    .returning({ id: menus.id });
  const itemRows = await db
    .insert(menuItems)
    .values(
      [...flat.items.values()].map((item) => {
        const indefinitely = SUSPENDED_INDEFINITELY.has(item.platformId);
        const today = SUSPENDED_TODAY.has(item.platformId);
        const suspendUntil = indefinitely
          ? INDEFINITE_SUSPENSION_UNTIL
          : today
            ? suspensionEnd('TOMORROW', now, restaurant.timezone)
            : null;
        return {
          configurationId,
          platformId: item.platformId,
          title: item.title,
          price: item.price,
          vatPercent: item.vatPercent,
          suspendUntil,
          suspensionInfo: suspendUntil
            ? {
                kind: indefinitely ? ('UNKNOWN' as const) : ('TOMORROW' as const),
                reason: null,
                suspendedAt: now.toISOString(),
              }
            : null,
        };
      }),
    )
    .returning({ id: menuItems.id, platformId: menuItems.platformId });
  const itemId = new Map(itemRows.map((row) => [row.platformId, row.id]));
  const idOf = (platformId: string): number => {
    const found = itemId.get(platformId);
    if (found === undefined) throw new Error(`Demo menu item ${platformId} is missing.`);
    return found;
  };

  const categoryRows = await db
    .insert(menuCategories)
    .values(
      flat.categories.map((category, position) => ({
        configurationId,
        platformId: `cat-${position + 1}`,
        title: category.title,
        position,
      })),
    )
    .returning({ id: menuCategories.id });
  await db.insert(menuCategoryItems).values(
    flat.categories.flatMap((category, index) =>
      category.itemIds.map((id, position) => ({
        categoryId: categoryRows[index]?.id ?? 0,
        itemId: idOf(id),
        position,
      })),
    ),
  );
  if (menu)
    await db.insert(menuMenuCategories).values(categoryRows.map((row) => ({ menuId: menu.id, categoryId: row.id })));

  const groupList = [...flat.groups.values()];
  const groupRows = await db
    .insert(menuModifierGroups)
    .values(
      groupList.map((group) => ({
        configurationId,
        platformId: group.platformId,
        title: group.title,
        minPermitted: group.minPermitted,
        maxPermitted: group.maxPermitted,
      })),
    )
    .returning({ id: menuModifierGroups.id, platformId: menuModifierGroups.platformId });
  const groupId = new Map(groupRows.map((row) => [row.platformId, row.id]));
  await db.insert(menuModifierOptions).values(
    groupList.flatMap((group) =>
      group.options.map((option, position) => ({
        modifierGroupId: groupId.get(group.platformId) ?? 0,
        itemId: idOf(option.itemId),
        price: option.price,
        maxPermitted: option.maxPermitted,
        position,
      })),
    ),
  );
  const links = [...flat.items.values()].flatMap((item) =>
    item.groupIds.map((id, position) => ({
      itemId: idOf(item.platformId),
      modifierGroupId: groupId.get(id) ?? 0,
      position,
    })),
  );
  if (links.length > 0) await db.insert(menuItemModifierGroups).values(links);
}

/** Every demo restaurant's live menu: Demo Burger Co's burgers, Corner Pizza's pizzas, with nested modifier groups. */
export async function insertDemoMenus(db: Db, context: DemoSeedContext): Promise<number> {
  const burger = flatten(BURGER_MENU);
  const pizza = flatten(PIZZA_MENU);
  for (const restaurant of context.restaurants) {
    await insertRestaurantMenu(db, restaurant, restaurant.company === 'pizza' ? pizza : burger, context.now);
  }
  return context.restaurants.length;
}
