import { describe, expect, it } from 'vitest';
import {
  describeMenuProblem,
  MENU_TITLE_LIMITS,
  problemsForPlatform,
  validateMenu,
  type MenuProblemCode,
  type MenuToValidate,
} from './menu-validation';

// A menu every platform takes: one menu, one category, a burger with a sauce group of two priced options.
function aMenu(): MenuToValidate {
  return {
    title: 'Carte',
    menus: [{ id: 'menu-main', title: 'Carte', categoryIds: ['cat-1'] }],
    categories: [{ id: 'cat-1', title: 'Burgers', itemIds: ['item-burger'] }],
    items: [
      { id: 'item-burger', title: 'Burger', price: 1290 },
      { id: 'opt-ketchup', title: 'Ketchup', price: 0 },
      { id: 'opt-mayo', title: 'Mayonnaise', price: null },
    ],
    modifierGroups: [
      {
        id: 'mg-sauce',
        title: 'Sauce',
        minPermitted: 0,
        maxPermitted: 2,
        options: [
          { itemId: 'opt-ketchup', price: null },
          { itemId: 'opt-mayo', price: 50 },
        ],
      },
    ],
  };
}

const codes = (menu: MenuToValidate, platforms = ['PLATFORM_UBER_EAT'] as const) =>
  validateMenu(menu, platforms).map((found) => found.code);

describe('menu validation', () => {
  it('finds nothing in a menu every platform takes (an option priced by its group needs no price of its own)', () => {
    expect(validateMenu(aMenu())).toEqual([]);
  });

  it.each<[string, (menu: MenuToValidate) => void, MenuProblemCode[], string]>([
    ['no menu at all', (menu) => void (menu.menus = []), ['NO_MENU'], 'Menu configuration "Carte" has no menu'],
    [
      'a menu without categories',
      (menu) => void (menu.menus[0]!.categoryIds = []),
      ['MENU_WITHOUT_CATEGORIES'],
      'Menu "Carte" has no category',
    ],
    [
      'an empty category',
      (menu) => void (menu.categories[0]!.itemIds = []),
      ['EMPTY_CATEGORY'],
      'Category "Burgers" has no item',
    ],
    [
      'an item sold without a price',
      (menu) => void (menu.items[0]!.price = null),
      ['ITEM_WITHOUT_PRICE'],
      'Item "Burger" has no price',
    ],
    [
      'an option without a price anywhere',
      (menu) => void (menu.modifierGroups[0]!.options[1]!.price = null),
      ['ITEM_WITHOUT_PRICE'],
      'Item "Mayonnaise" has no price',
    ],
    [
      'a negative price',
      (menu) => void (menu.items[0]!.price = -1),
      ['NEGATIVE_PRICE'],
      'Item "Burger" has a negative price',
    ],
    [
      'a negative option price',
      (menu) => void (menu.modifierGroups[0]!.options[1]!.price = -5),
      ['NEGATIVE_PRICE'],
      'Modifier group "Sauce" has a negative price',
    ],
    [
      'a group with no options',
      (menu) => void (menu.modifierGroups[0]!.options = []),
      ['GROUP_WITHOUT_OPTIONS', 'ITEM_WITHOUT_PRICE'],
      'Modifier group "Sauce" has no option',
    ],
    [
      'a group of at most 0',
      (menu) => void (menu.modifierGroups[0]!.maxPermitted = 0),
      ['GROUP_MAX_ZERO'],
      'Modifier group "Sauce" allows at most 0 choices',
    ],
    [
      'a group whose minimum passes its maximum',
      (menu) => Object.assign(menu.modifierGroups[0]!, { minPermitted: 2, maxPermitted: 1 }),
      ['GROUP_MIN_ABOVE_MAX'],
      'Modifier group "Sauce" asks for more choices at least than at most',
    ],
    [
      'a group asking for more choices than it has options',
      (menu) => Object.assign(menu.modifierGroups[0]!, { minPermitted: 3, maxPermitted: 3 }),
      ['GROUP_MIN_ABOVE_OPTIONS'],
      'Modifier group "Sauce" asks for more choices than its 2 options',
    ],
    ['an empty title', (menu) => void (menu.categories[0]!.title = '  '), ['EMPTY_TITLE'], 'Category without a title'],
    [
      'two items with one platform id',
      (menu) => void menu.items.push({ id: 'item-burger', title: 'Burger bis', price: 100 }),
      ['DUPLICATE_PLATFORM_ID'],
      'Item "Burger bis" has the same platform id as another item',
    ],
    [
      'a title over Uber Eats’ limit',
      (menu) => void (menu.items[0]!.title = 'B'.repeat(MENU_TITLE_LIMITS.PLATFORM_UBER_EAT + 1)),
      ['TITLE_TOO_LONG'],
      `the title is longer than the 100 characters Uber Eats takes`,
    ],
  ])('reports %s', (_name, change, expected, message) => {
    const menu = aMenu();
    change(menu);
    const found = validateMenu(menu, ['PLATFORM_UBER_EAT']);
    expect(found.map((entry) => entry.code).sort()).toEqual([...expected].sort());
    expect(found.map(describeMenuProblem).some((text) => text.includes(message))).toBe(true);
  });

  it('checks titles against each chosen platform’s own limit', () => {
    const menu = aMenu();
    menu.items[0]!.title = 'B'.repeat(90);
    expect(codes(menu)).toEqual([]);
    const found = validateMenu(menu, ['PLATFORM_UBER_EAT', 'PLATFORM_DELIVEROO']);
    expect(found).toEqual([
      {
        code: 'TITLE_TOO_LONG',
        entity: 'ITEM',
        title: menu.items[0]!.title,
        platform: 'PLATFORM_DELIVEROO',
        limit: 80,
      },
    ]);
    expect(problemsForPlatform(found, 'PLATFORM_UBER_EAT')).toEqual([]);
    expect(problemsForPlatform(found, 'PLATFORM_DELIVEROO')).toHaveLength(1);
    // Before restaurants are chosen, the preview checks every platform.
    expect(validateMenu(menu).map((entry) => entry.platform)).toEqual(['PLATFORM_DELIVEROO']);
  });

  it('keeps problems common to every platform for each platform', () => {
    const menu = aMenu();
    menu.items[0]!.price = null;
    const found = validateMenu(menu, ['PLATFORM_GLOVO']);
    expect(problemsForPlatform(found, 'PLATFORM_JUST_EAT')).toEqual(found);
  });
});
