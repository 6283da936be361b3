export const ROLES = [
  'ROLE_ADMINISTRATOR',
  'ROLE_CAN_SWITCH_USER',
  'ROLE_APPLICATION',
  'ROLE_ACCOUNT_MANAGER',
  'ROLE_COMPANY_ADMIN',
  'ROLE_COMPANY_MANAGER',
  'ROLE_ACCOUNTANT',
  'ROLE_COMPANY_PREMIUM_SERVICE',
  'ROLE_COMPANY_SUBSCRIBE_ANALYSE',
  'ROLE_COMPANY_SUBSCRIBE_MARKETING',
  'ROLE_COMPANY_SUBSCRIBE_MENU_PRICE',
  'ROLE_COMPANY_SUBSCRIBE_MENU',
  'ROLE_COMPANY_SUBSCRIBE_ORDER',
  'ROLE_COMPANY_SUBSCRIBE_ORDER_DISPUTE',
  'ROLE_COMPANY_SUBSCRIBE_REVIEW',
  'ROLE_COMPANY_SUBSCRIBE_RUNNER_DISPLAY',
  'ROLE_COMPANY_SUBSCRIBE_TVA',
  'ROLE_COUNTRY_MANAGER',
  'ROLE_SALES_MANAGER',
  'ROLE_HIDE_DISPUTE',
] as const;

export type Role = (typeof ROLES)[number];

const roleSet: ReadonlySet<string> = new Set(ROLES);

export function isRole(x: unknown): x is Role {
  return typeof x === 'string' && roleSet.has(x);
}

export const ACCOUNT_TYPES = ['User', 'Company', 'Application'] as const;

export type AccountType = (typeof ACCOUNT_TYPES)[number];

export function hasAnyRole(roles: readonly string[], allowed: readonly Role[]): boolean {
  return allowed.some((role) => roles.includes(role));
}

export function isAdministrator(roles: readonly string[]): boolean {
  return roles.includes('ROLE_ADMINISTRATOR');
}

// The product grants identity switching (docs/product.md#identity-switching) to administrators as well as to holders of
// ROLE_CAN_SWITCH_USER.
export function canSwitchUser(roles: readonly string[]): boolean {
  return hasAnyRole(roles, ['ROLE_ADMINISTRATOR', 'ROLE_CAN_SWITCH_USER']);
}
