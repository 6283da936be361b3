// The menu maker's pages (docs/menus.md#menu-maker: menus, categories, items, modifiers, preview, publish), one per tab
// and URL.
export const MENU_MAKER_PAGES = ['menus', 'categories', 'items', 'modifiers', 'preview', 'publish'] as const;

export type MenuMakerPage = (typeof MENU_MAKER_PAGES)[number];

export function readMenuMakerPage(value: string | undefined, fallback: MenuMakerPage = 'menus'): MenuMakerPage {
  return (MENU_MAKER_PAGES as readonly string[]).includes(value ?? '') ? (value as MenuMakerPage) : fallback;
}

/** A configuration id from the address; null when none is chosen yet (e.g. /menu-maker/0/items). */
export function readConfigurationId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function menuMakerPath(id: number | null, page: MenuMakerPage): string {
  return `/menu-maker/${id ?? 0}/${page}`;
}
