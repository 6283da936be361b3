import { describe, expect, it } from 'vitest';
import { canSwitchUser, hasAnyRole, isAdministrator, isRole, ROLES } from './roles';

describe('roles', () => {
  it('lists the twenty roles', () => {
    expect(ROLES).toHaveLength(20);
    expect(ROLES).toContain('ROLE_COMPANY_SUBSCRIBE_RUNNER_DISPLAY');
    expect(ROLES).toContain('ROLE_HIDE_DISPUTE');
  });

  it.each<[unknown, boolean]>([
    ['ROLE_ADMINISTRATOR', true],
    ['ROLE_COMPANY_SUBSCRIBE_MENU_PRICE', true],
    ['ROLE_SUPERUSER', false],
    ['role_administrator', false],
    [42, false],
    [null, false],
  ])('isRole(%j) → %s', (value, expected) => {
    expect(isRole(value)).toBe(expected);
  });

  it.each<[string[], boolean, boolean, boolean]>([
    [['ROLE_ADMINISTRATOR'], true, true, true],
    [['ROLE_CAN_SWITCH_USER'], false, true, false],
    [['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_PREMIUM_SERVICE'], false, false, true],
    [[], false, false, false],
  ])('%j: administrator %s, can switch %s, has premium-or-admin %s', (roles, admin, switcher, premium) => {
    expect(isAdministrator(roles)).toBe(admin);
    expect(canSwitchUser(roles)).toBe(switcher);
    expect(hasAnyRole(roles, ['ROLE_ADMINISTRATOR', 'ROLE_COMPANY_PREMIUM_SERVICE'])).toBe(premium);
  });
});
