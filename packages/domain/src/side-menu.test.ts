import { describe, expect, it } from 'vitest';
import type { Role } from './roles';
import { SIDE_MENU, visibleMenu, type MenuEntry } from './side-menu';

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
      ['orders', 'history', 'company', 'dataCheck', 'analytics', 'complaints', 'marketing', 'details', 'printer'],
    ],
    ['accountManager', ['orders', 'history', 'company', 'dataCheck', 'analytics', 'printer']],
    [
      'premiumCompany',
      [
        'orders', 'history', 'menu', 'company', 'schedule', 'schedule/scheduleHours', 'schedule/holiday', 'analytics',
        'reviews', 'complaints', 'invoices', 'details', 'printer',
      ],
    ],
    [
      // Reviews, complaints and details show as upsells: the route guard sends this company to /misc/upgrade.
      'basicCompany',
      [
        'orders', 'history', 'menu', 'company', 'schedule', 'schedule/scheduleHours', 'schedule/holiday', 'analytics',
        'reviews', 'complaints', 'invoices', 'details', 'printer',
      ],
    ],
    ['application', ['orders', 'history', 'company', 'analytics', 'printer', 'console']],
  ])('%s sees %j', (who, expected) => {
    expect(ids(visibleMenu(DEMO[who] ?? []))).toEqual(expected);
  });
});

describe('visibleMenu rules', () => {
  it('shows only the entries open to all when the user has no role', () => {
    expect(ids(visibleMenu([]))).toEqual(['orders', 'history', 'analytics']);
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
      children: [{ id: 'child', titleKey: 'menu.child', path: '/x', allowedRoles: ['ROLE_ACCOUNTANT'], excludedRoles: [] }],
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
