// Side-menu entries of SPEC §2 with the visibility rules of SPEC §6.
//
// An entry is shown to the union of its route's roles and the side menu's own list. SPEC §2 says the
// complaints entry "also lists" company admin and manager; the other side-menu lists are read the
// same way, as additions, so no user ever loses the entry of a screen they may open (an administrator
// keeps "Details", a premium company keeps "Menu" and "Schedule"). Roles that only the side menu
// lists see the entry as an upsell and land on /misc/upgrade (see routes.ts).
import type { PinTag } from './pin';
import { hasAnyRole, type Role } from './roles';
import { ROUTES } from './routes';

export type MenuEntry = {
  id: string;
  titleKey: string;
  path?: string;
  allowedRoles: Role[] | 'all';
  excludedRoles: Role[];
  pinTag?: PinTag;
  children?: MenuEntry[];
};

function rolesOfRoute(routeId: string): Role[] | 'all' {
  const route = ROUTES.find((candidate) => candidate.id === routeId);
  if (!route) throw new Error(`Unknown route ${routeId}`);
  if (route.roles === null && route.menuRoles === null) return 'all';
  return [...new Set([...(route.roles ?? []), ...(route.menuRoles ?? [])])];
}

function entry(id: string, routeId: string, overrides: Partial<MenuEntry> = {}): MenuEntry {
  const route = ROUTES.find((candidate) => candidate.id === routeId);
  return {
    id,
    titleKey: `menu.${id}`,
    path: route?.path,
    allowedRoles: rolesOfRoute(routeId),
    excludedRoles: [],
    ...(route?.pinTag ? { pinTag: route.pinTag } : {}),
    ...overrides,
  };
}

export const SIDE_MENU: MenuEntry[] = [
  // SPEC §2: Orders, History and Analytics are visible to all; the route guard still gates them.
  entry('orders', 'home', { allowedRoles: 'all' }),
  entry('history', 'history', { allowedRoles: 'all' }),
  entry('menu', 'menus'),
  entry('company', 'companies'),
  entry('dataCheck', 'dataCheck'),
  {
    id: 'schedule',
    titleKey: 'menu.schedule',
    allowedRoles: rolesOfRoute('schedule'),
    excludedRoles: [],
    children: [entry('scheduleHours', 'schedule'), entry('holiday', 'holiday')],
  },
  entry('analytics', 'analytics', { allowedRoles: 'all' }),
  entry('reviews', 'review'),
  entry('complaints', 'disputes', { excludedRoles: ['ROLE_HIDE_DISPUTE'] }),
  entry('marketing', 'marketing'),
  entry('invoices', 'invoices'),
  entry('details', 'vatItems'),
  entry('printer', 'printer'),
  entry('console', 'console'),
  entry('runnerDisplay', 'runnerDisplay'),
];

function isVisible(item: MenuEntry, roles: readonly string[], switchedRoles: readonly string[]): boolean {
  if (item.allowedRoles !== 'all' && !hasAnyRole(roles, item.allowedRoles)) return false;
  return !hasAnyRole(roles, item.excludedRoles) && !hasAnyRole(switchedRoles, item.excludedRoles);
}

/**
 * The side menu for a user (SPEC §6): an entry is hidden when the user holds none of its allowed roles,
 * or when the user or the switched user holds an excluded role; a group with no visible child is hidden.
 */
export function visibleMenu(
  roles: readonly string[],
  switchedRoles: readonly string[] = [],
  entries: readonly MenuEntry[] = SIDE_MENU,
): MenuEntry[] {
  return entries.flatMap((item) => {
    if (!isVisible(item, roles, switchedRoles)) return [];
    if (!item.children) return [item];
    const children = visibleMenu(roles, switchedRoles, item.children);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}
