import { describe, expect, it } from 'vitest';
import {
  canManageServices,
  companyRolesFor,
  isServiceCode,
  isValidSubscriptionPrice,
  PREMIUM_SERVICES,
  serviceForPath,
  subscriptionRoles,
} from './services';

describe('serviceForPath', () => {
  it.each([
    ['/analytics', 'ANALYTICS'],
    ['/v0/analytics', 'ANALYTICS'],
    ['/review', 'REVIEW'],
    ['/dispute/order', 'DISPUTE'],
    ['/tva/item', 'TVA'],
    ['/marketing', 'MARKETING'],
    ['/menus', 'ORDER_MANAGER'],
    ['/schedule', 'ORDER_MANAGER'],
    ['/console', null],
    ['/no/such/page', null],
    [null, null],
  ])('%s needs %s', (path, service) => {
    expect(serviceForPath(path)).toBe(service);
  });
});

describe('isServiceCode', () => {
  it('knows the services and nothing else', () => {
    expect(isServiceCode('ANALYTICS')).toBe(true);
    expect(isServiceCode('analytics')).toBe(false);
    expect(isServiceCode('FREE_LUNCH')).toBe(false);
  });
});

describe('subscriptionRoles', () => {
  it.each([
    [[], []],
    [['ORDER_MANAGER'], ['ROLE_COMPANY_SUBSCRIBE_ORDER']],
    [
      ['ORDER_MANAGER', 'ANALYTICS'],
      ['ROLE_COMPANY_SUBSCRIBE_ORDER', 'ROLE_COMPANY_SUBSCRIBE_ANALYSE'],
    ],
    [[...PREMIUM_SERVICES], ['ROLE_COMPANY_PREMIUM_SERVICE']],
    [
      [...PREMIUM_SERVICES, 'MARKETING', 'MENU_MAKER'],
      ['ROLE_COMPANY_PREMIUM_SERVICE', 'ROLE_COMPANY_SUBSCRIBE_MARKETING'],
    ],
    [
      ['ORDER_MANAGER', 'ANALYTICS', 'REVIEW', 'DISPUTE'],
      [
        'ROLE_COMPANY_SUBSCRIBE_ORDER',
        'ROLE_COMPANY_SUBSCRIBE_ANALYSE',
        'ROLE_COMPANY_SUBSCRIBE_REVIEW',
        'ROLE_COMPANY_SUBSCRIBE_ORDER_DISPUTE',
      ],
    ],
    [
      ['MENU_PRICE', 'RUNNER_DISPLAY', 'TVA'],
      ['ROLE_COMPANY_SUBSCRIBE_TVA', 'ROLE_COMPANY_SUBSCRIBE_MENU_PRICE', 'ROLE_COMPANY_SUBSCRIBE_RUNNER_DISPLAY'],
    ],
    [['MENU_MAKER', 'NOT_A_SERVICE'], []],
  ])('services %j give %j', (services, roles) => {
    expect(subscriptionRoles(services)).toEqual(roles);
  });
});

describe('companyRolesFor', () => {
  it('keeps the roles services do not decide and replaces the ones they do', () => {
    expect(
      companyRolesFor(['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_PREMIUM_SERVICE', 'ROLE_HIDE_DISPUTE'], ['ORDER_MANAGER']),
    ).toEqual(['ROLE_COMPANY_ADMIN', 'ROLE_HIDE_DISPUTE', 'ROLE_COMPANY_SUBSCRIBE_ORDER']);
    expect(companyRolesFor(['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_SUBSCRIBE_ORDER'], [...PREMIUM_SERVICES])).toEqual([
      'ROLE_COMPANY_ADMIN',
      'ROLE_COMPANY_PREMIUM_SERVICE',
    ]);
    expect(companyRolesFor(['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_SUBSCRIBE_MENU'], [])).toEqual([
      'ROLE_COMPANY_ADMIN',
      'ROLE_COMPANY_SUBSCRIBE_MENU',
    ]);
  });
});

describe('isValidSubscriptionPrice', () => {
  it.each([
    [0, true],
    [4900, true],
    [1_000_000, true],
    [1_000_001, false],
    [-1, false],
    [9.5, false],
    [Number.NaN, false],
  ])('%d is %s', (price, valid) => {
    expect(isValidSubscriptionPrice(price)).toBe(valid);
  });
});

describe('canManageServices', () => {
  it.each([
    [['ROLE_ADMINISTRATOR'], true],
    [['ROLE_ACCOUNT_MANAGER'], true],
    [['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_PREMIUM_SERVICE'], false],
    [['ROLE_APPLICATION'], false],
  ])('%j: %s', (roles, allowed) => {
    expect(canManageServices(roles)).toBe(allowed);
  });
});
