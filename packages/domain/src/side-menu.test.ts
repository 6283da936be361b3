import { describe, expect, it } from 'vitest';
import type { Role } from './roles';
import { findRoute, guardRoute, landingPath } from './routes';
import { SIDE_MENU, visibleMenu, type MenuEntry } from './side-menu';

function leaves(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((e) => (e.children ? leaves(e.children) : [e]));
}

function ids(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((e) => [e.id, ...(e.children ? ids(e.children).map((c) => `${e.id}/${c}`) : [])]);
}

const DEMO: Record<string, Role[]> = {
  administrator: ['ROLE_ADMINISTRATOR', 'ROLE_CAN_SWITCH_USER'],
  accountManager: ['ROLE_ACCOUNT_MANAGER'],
  premiumCompany: ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_PREMIUM_SERVICE'],
  basicCompany: ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_SUBSCRIBE_ORDER'],
  application: ['ROLE_APPLICATION'],
};

describe('visibleMenu per demo account', () => {
  it.each<[string, string[]]>([
    [
      'administrator',
      [
        'orders',
        'history',
        'company',
        'serviceRequests',
        'pendingRestaurants',
        'dataCheck',
        'analytics',
        'complaints',
        'marketing',
        'invoices',
        'details',
        'printer',
      ],
    ],
    // The account manager's home is the companies list; it opens no company's operations screens.
    ['accountManager', ['company', 'serviceRequests', 'pendingRestaurants', 'dataCheck', 'invoices', 'printer']],
    [
      'premiumCompany',
      [
        'orders',
        'history',
        'menu',
        'company',
        'schedule',
        'schedule/scheduleHours',
        'schedule/holiday',
        'analytics',
        'reviews',
        'complaints',
        'invoices',
        'details',
        'printer',
      ],
    ],
    [
      // No analytics, reviews, complaints or VAT subscription: those entries are not shown (docs/roles.md).
      'basicCompany',
      [
        'orders',
        'history',
        'menu',
        'company',
        'schedule',
        'schedule/scheduleHours',
        'schedule/holiday',
        'invoices',
        'printer',
      ],
    ],
    ['application', ['orders', 'history', 'company', 'analytics', 'printer', 'console']],
  ])('%s sees %j', (who, expected) => {
    expect(ids(visibleMenu(DEMO[who] ?? []))).toEqual(expected);
  });

  it.each(Object.keys(DEMO))('every entry %s sees opens its screen, without a refusal or an upsell', (who) => {
    const roles = DEMO[who] ?? [];
    const paths = leaves(visibleMenu(roles)).map((e) => e.path ?? '');
    expect(paths.length).toBeGreaterThan(0);
    for (const pathname of paths) {
      const decision = guardRoute({ route: findRoute(pathname).route, connection: 'connected', roles, pathname });
      expect({ pathname, decision }).toEqual({ pathname, decision: { kind: 'render' } });
    }
  });

  it.each<[string, string]>([
    ['administrator', '/home'],
    ['accountManager', '/companys'],
    ['premiumCompany', '/home'],
    ['basicCompany', '/home'],
    ['application', '/home'],
  ])('%s lands on %s, which its menu lists', (who, expected) => {
    const roles = DEMO[who] ?? [];
    expect(landingPath(roles)).toBe(expected);
    expect(leaves(visibleMenu(roles)).map((e) => e.path)).toContain(expected);
  });
});

describe('visibleMenu rules', () => {
  it('shows nothing to an account without any role: even the printers entry lists its roles', () => {
    expect(ids(visibleMenu([]))).toEqual([]);
  });

  it("shows the administrator acting as a company that company's screens, without its own excluded entries", () => {
    const menu = ids(
      visibleMenu(
        ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_PREMIUM_SERVICE'],
        ['ROLE_ADMINISTRATOR', 'ROLE_CAN_SWITCH_USER'],
      ),
    );
    expect(menu).toContain('menu');
    expect(menu).not.toContain('dataCheck');
  });

  it('hides complaints from an administrator holding ROLE_HIDE_DISPUTE', () => {
    expect(ids(visibleMenu(['ROLE_ADMINISTRATOR', 'ROLE_HIDE_DISPUTE']))).not.toContain('complaints');
  });

  it('hides complaints when the switched user holds ROLE_HIDE_DISPUTE', () => {
    const menu = ids(visibleMenu(['ROLE_ADMINISTRATOR'], ['ROLE_COMPANY_ADMIN', 'ROLE_HIDE_DISPUTE']));
    expect(menu).not.toContain('complaints');
    expect(menu).toContain('marketing');
  });

  it('shows the runner display to its subscribers', () => {
    expect(ids(visibleMenu(['ROLE_COMPANY_SUBSCRIBE_RUNNER_DISPLAY']))).toContain('runnerDisplay');
  });

  it('hides a group whose children are all hidden', () => {
    const group: MenuEntry = {
      id: 'group',
      titleKey: 'menu.group',
      allowedRoles: ['ROLE_COMPANY_ADMIN'],
      excludedRoles: [],
      children: [
        { id: 'child', titleKey: 'menu.child', path: '/x', allowedRoles: ['ROLE_ACCOUNTANT'], excludedRoles: [] },
      ],
    };
    expect(visibleMenu(['ROLE_COMPANY_ADMIN'], [], [group])).toEqual([]);
  });

  it('opens schedule and holiday from the schedule group', () => {
    const schedule = SIDE_MENU.find((e) => e.id === 'schedule');
    expect(schedule?.children?.map((c) => c.path)).toEqual(['/schedule', '/holiday']);
    expect(SIDE_MENU.find((e) => e.id === 'complaints')?.path).toBe('/dispute/order');
    expect(SIDE_MENU.find((e) => e.id === 'details')?.path).toBe('/tva/item');
    expect(SIDE_MENU.find((e) => e.id === 'runnerDisplay')?.path).toBe('/deliveryzone');
  });
});
