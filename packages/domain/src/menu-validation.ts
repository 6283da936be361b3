import { PLATFORM_CODES, PLATFORMS, type PlatformCode } from './platforms';

// Menu maker "publish" (docs/menus.md#menu-maker): what a platform would refuse in an uploaded menu, checked before
// anything is sent so that the operator sees every problem at once, by entity title, instead of one platform error
// after another. The server refuses to publish with problems; the web lists the same problems in the preview.

/**
 * The longest title each platform takes. The public material (docs/platforms.md) names no limit: these are Comptoir's
 * own, kept under what the partner portals accept, and may be changed here (one place, shared by the server and the
 * web).
 */
export const MENU_TITLE_LIMITS: Readonly<Record<PlatformCode, number>> = {
  PLATFORM_UBER_EAT: 100,
  PLATFORM_DELIVEROO: 80,
  PLATFORM_JUST_EAT: 100,
  PLATFORM_GLOVO: 100,
  PLATFORM_CLICK_N_COLLECT: 150,
  PLATFORM_GET_RESTO: 150,
};

/** Input limits of the menu maker's forms (server checks, web hints). */
export const MENU_MAKER_LIMITS = {
  title: 150,
  subtitle: 150,
  description: 1000,
  imageUrl: 2000,
  /** Minor units: 10,000.00 in the company's currency. */
  maxPrice: 1_000_000,
  maxPermitted: 99,
} as const;

export type MenuEntityKind = 'MENU' | 'CATEGORY' | 'ITEM' | 'MODIFIER_GROUP';

export const MENU_PROBLEM_CODES = [
  'NO_MENU',
  'MENU_WITHOUT_CATEGORIES',
  'EMPTY_CATEGORY',
  'ITEM_WITHOUT_PRICE',
  'NEGATIVE_PRICE',
  'GROUP_WITHOUT_OPTIONS',
  'GROUP_MAX_ZERO',
  'GROUP_MIN_ABOVE_MAX',
  'GROUP_MIN_ABOVE_OPTIONS',
  'TITLE_TOO_LONG',
  'EMPTY_TITLE',
  'DUPLICATE_PLATFORM_ID',
] as const;

export type MenuProblemCode = (typeof MENU_PROBLEM_CODES)[number];

export type MenuProblem = {
  code: MenuProblemCode;
  entity: MenuEntityKind;
  /** The entity's title, to say where (the configuration's own title for NO_MENU). */
  title: string;
  /** Only for TITLE_TOO_LONG: the platform whose limit is passed; null for problems every platform has. */
  platform: PlatformCode | null;
  /** TITLE_TOO_LONG: the limit; GROUP_MIN_ABOVE_OPTIONS: the number of options. */
  limit: number | null;
};

/** A menu as published, ids being platform ids; the server builds it from its graph, the web from its query. */
export type MenuToValidate = {
  title: string;
  menus: { id: string; title: string; categoryIds: readonly string[] }[];
  categories: { id: string; title: string; itemIds: readonly string[] }[];
  items: { id: string; title: string; price: number | null }[];
  modifierGroups: {
    id: string;
    title: string;
    minPermitted: number;
    maxPermitted: number;
    options: { itemId: string; price: number | null }[];
  }[];
};

const problem = (
  code: MenuProblemCode,
  entity: MenuEntityKind,
  title: string,
  extra: Partial<Pick<MenuProblem, 'platform' | 'limit'>> = {},
): MenuProblem => ({
  code,
  entity,
  title,
  platform: extra.platform ?? null,
  limit: extra.limit ?? null,
});

function titleProblems(entity: MenuEntityKind, title: string, platforms: readonly PlatformCode[]): MenuProblem[] {
  if (title.trim() === '') return [problem('EMPTY_TITLE', entity, title)];
  return platforms.flatMap((platform) => {
    const limit = MENU_TITLE_LIMITS[platform];
    return title.length > limit ? [problem('TITLE_TOO_LONG', entity, title, { platform, limit })] : [];
  });
}

function duplicateProblems(entity: MenuEntityKind, rows: readonly { id: string; title: string }[]): MenuProblem[] {
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    if (!seen.has(row.id)) {
      seen.add(row.id);
      return [];
    }
    return [problem('DUPLICATE_PLATFORM_ID', entity, row.title)];
  });
}

function itemPriceProblems(menu: MenuToValidate): MenuProblem[] {
  const inCategory = new Set(menu.categories.flatMap((category) => category.itemIds));
  const options = menu.modifierGroups.flatMap((group) => group.options);
  return menu.items.flatMap((item) => {
    if (item.price !== null) return item.price < 0 ? [problem('NEGATIVE_PRICE', 'ITEM', item.title)] : [];
    // An item offered only as an option may go without a price of its own when every group gives it one.
    const uses = options.filter((option) => option.itemId === item.id);
    const pricedByGroups = !inCategory.has(item.id) && uses.length > 0 && uses.every((option) => option.price !== null);
    return pricedByGroups ? [] : [problem('ITEM_WITHOUT_PRICE', 'ITEM', item.title)];
  });
}

function groupProblems(group: MenuToValidate['modifierGroups'][number]): MenuProblem[] {
  const found: MenuProblem[] = [];
  const count = group.options.length;
  if (count === 0) found.push(problem('GROUP_WITHOUT_OPTIONS', 'MODIFIER_GROUP', group.title));
  if (group.maxPermitted <= 0) found.push(problem('GROUP_MAX_ZERO', 'MODIFIER_GROUP', group.title));
  if (group.minPermitted > group.maxPermitted)
    found.push(problem('GROUP_MIN_ABOVE_MAX', 'MODIFIER_GROUP', group.title));
  else if (count > 0 && group.minPermitted > count)
    found.push(problem('GROUP_MIN_ABOVE_OPTIONS', 'MODIFIER_GROUP', group.title, { limit: count }));
  if (group.options.some((option) => option.price !== null && option.price < 0))
    found.push(problem('NEGATIVE_PRICE', 'MODIFIER_GROUP', group.title));
  return found;
}

/**
 * Every problem a platform in `platforms` would reject; none means the menu can be published. With no platform
 * given, titles are checked against every platform's limit (the preview before restaurants are chosen).
 */
export function validateMenu(menu: MenuToValidate, platforms: readonly PlatformCode[] = []): MenuProblem[] {
  const targets = platforms.length > 0 ? [...new Set(platforms)] : [...PLATFORM_CODES];
  const problems: MenuProblem[] = [];
  if (menu.menus.length === 0) problems.push(problem('NO_MENU', 'MENU', menu.title));
  for (const row of menu.menus) {
    problems.push(...titleProblems('MENU', row.title, targets));
    if (row.categoryIds.length === 0) problems.push(problem('MENU_WITHOUT_CATEGORIES', 'MENU', row.title));
  }
  for (const row of menu.categories) {
    problems.push(...titleProblems('CATEGORY', row.title, targets));
    if (row.itemIds.length === 0) problems.push(problem('EMPTY_CATEGORY', 'CATEGORY', row.title));
  }
  for (const row of menu.items) problems.push(...titleProblems('ITEM', row.title, targets));
  problems.push(...itemPriceProblems(menu));
  for (const group of menu.modifierGroups)
    problems.push(...titleProblems('MODIFIER_GROUP', group.title, targets), ...groupProblems(group));
  problems.push(
    ...duplicateProblems('MENU', menu.menus),
    ...duplicateProblems('CATEGORY', menu.categories),
    ...duplicateProblems('ITEM', menu.items),
    ...duplicateProblems('MODIFIER_GROUP', menu.modifierGroups),
  );
  return problems;
}

/** The problems that stop a menu on `platform`: those of every platform, and its own title limits. */
export function problemsForPlatform(problems: readonly MenuProblem[], platform: PlatformCode): MenuProblem[] {
  return problems.filter((found) => found.platform === null || found.platform === platform);
}

const ENTITY_WORDS: Record<MenuEntityKind, string> = {
  MENU: 'Menu',
  CATEGORY: 'Category',
  ITEM: 'Item',
  MODIFIER_GROUP: 'Modifier group',
};

/** The problem in plain English (the API's message; the web translates by code). */
export function describeMenuProblem(found: MenuProblem): string {
  const where = `${ENTITY_WORDS[found.entity]} "${found.title}"`;
  switch (found.code) {
    case 'NO_MENU':
      return `Menu configuration "${found.title}" has no menu`;
    case 'MENU_WITHOUT_CATEGORIES':
      return `${where} has no category`;
    case 'EMPTY_CATEGORY':
      return `${where} has no item`;
    case 'ITEM_WITHOUT_PRICE':
      return `${where} has no price`;
    case 'NEGATIVE_PRICE':
      return `${where} has a negative price`;
    case 'GROUP_WITHOUT_OPTIONS':
      return `${where} has no option`;
    case 'GROUP_MAX_ZERO':
      return `${where} allows at most 0 choices`;
    case 'GROUP_MIN_ABOVE_MAX':
      return `${where} asks for more choices at least than at most`;
    case 'GROUP_MIN_ABOVE_OPTIONS':
      return `${where} asks for more choices than its ${found.limit ?? 0} options`;
    case 'TITLE_TOO_LONG':
      return `${where}: the title is longer than the ${found.limit ?? 0} characters ${found.platform ? PLATFORMS[found.platform].label : 'a platform'} takes`;
    case 'EMPTY_TITLE':
      return `${ENTITY_WORDS[found.entity]} without a title`;
    case 'DUPLICATE_PLATFORM_ID':
      return `${where} has the same platform id as another ${ENTITY_WORDS[found.entity].toLowerCase()}`;
  }
}
