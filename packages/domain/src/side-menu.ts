// Side-menu entries with their visibility rules (docs/roles.md#route-table-and-side-menu).
//
// An entry is shown only to the accounts that may open its screen (`canOpenPath`, the route guard's own rule), so
// no entry ever leads to a refusal or to the "not included in your subscription" page (docs/roles.md). The product
// says Orders, History and Analytics are "visible to all" and lists extra side-menu roles for some entries; both
// are read as "all who may open them": the side menu's own list decides only where the route has no role list.
import type { PinTag } from './pin';
import { hasAnyRole, type Role } from './roles';
import { canOpenPath, ROUTES } from './routes';

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
  const list = route.roles ?? route.menuRoles;
  return list ? [...list] : 'all';
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
  entry('orders', 'home'),
  entry('history', 'history'),
  entry('menu', 'menus'),
  entry('company', 'companies'),
  entry('serviceRequests', 'serviceRequests'),
  entry('pendingRestaurants', 'pendingRestaurants'),
  entry('dataCheck', 'dataCheck'),
  {
    id: 'schedule',
    titleKey: 'menu.schedule',
    allowedRoles: rolesOfRoute('schedule'),
    excludedRoles: [],
    children: [entry('scheduleHours', 'schedule'), entry('holiday', 'holiday')],
  },
  entry('analytics', 'analytics'),
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
  if (item.path && !canOpenPath(item.path, roles)) return false;
  return !hasAnyRole(roles, item.excludedRoles) && !hasAnyRole(switchedRoles, item.excludedRoles);
}

/**
 * The side menu for a user (docs/roles.md#route-table-and-side-menu): an entry is hidden when the user holds none of
 * its allowed roles, may not open its screen, or when the user or the switched user holds an excluded role; a group
 * with no visible child is hidden.
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
