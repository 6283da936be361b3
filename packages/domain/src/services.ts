import { findRoute } from './routes';
import type { Role } from './roles';

// The subscription-gated services of docs/services.md (subscriptions, activation requests, the upgrade page).
export const SERVICE_CODES = [
  'ORDER_MANAGER',
  'ANALYTICS',
  'REVIEW',
  'DISPUTE',
  'TVA',
  'MARKETING',
  'MENU_PRICE',
  'MENU_MAKER',
  'RUNNER_DISPLAY',
] as const;

export type ServiceCode = (typeof SERVICE_CODES)[number];

const CODES: ReadonlySet<string> = new Set(SERVICE_CODES);

export function isServiceCode(value: string): value is ServiceCode {
  return CODES.has(value);
}

// The role each service gives a company's account. The menu maker has none: support's activation of the
// service is itself its gate (docs/services.md#roles).
export const SERVICE_ROLES: Readonly<Record<ServiceCode, Role | null>> = {
  ORDER_MANAGER: 'ROLE_COMPANY_SUBSCRIBE_ORDER',
  ANALYTICS: 'ROLE_COMPANY_SUBSCRIBE_ANALYSE',
  REVIEW: 'ROLE_COMPANY_SUBSCRIBE_REVIEW',
  DISPUTE: 'ROLE_COMPANY_SUBSCRIBE_ORDER_DISPUTE',
  TVA: 'ROLE_COMPANY_SUBSCRIBE_TVA',
  MARKETING: 'ROLE_COMPANY_SUBSCRIBE_MARKETING',
  MENU_PRICE: 'ROLE_COMPANY_SUBSCRIBE_MENU_PRICE',
  MENU_MAKER: null,
  RUNNER_DISPLAY: 'ROLE_COMPANY_SUBSCRIBE_RUNNER_DISPLAY',
};

// The premium service is these five together: a company with all of them holds ROLE_COMPANY_PREMIUM_SERVICE
// in their place, as the route table reads it (docs/services.md#roles).
export const PREMIUM_SERVICES: readonly ServiceCode[] = ['ORDER_MANAGER', 'ANALYTICS', 'REVIEW', 'DISPUTE', 'TVA'];

const ROLE_SERVICES = new Map<Role, ServiceCode>(
  SERVICE_CODES.flatMap((service) => {
    const role = SERVICE_ROLES[service];
    return role ? [[role, service] as const] : [];
  }),
);

/** Every role the services decide: switching services rewrites exactly these, and keeps the others. */
export const SERVICE_DERIVED_ROLES: ReadonlySet<Role> = new Set<Role>([
  'ROLE_COMPANY_PREMIUM_SERVICE',
  ...ROLE_SERVICES.keys(),
]);

/** The subscription roles of a company whose activated services are these. */
export function subscriptionRoles(activated: Iterable<string>): Role[] {
  const active = new Set([...activated].filter(isServiceCode));
  const premium = PREMIUM_SERVICES.every((service) => active.has(service));
  const roles: Role[] = premium ? ['ROLE_COMPANY_PREMIUM_SERVICE'] : [];
  for (const service of SERVICE_CODES) {
    const role = SERVICE_ROLES[service];
    if (role && active.has(service) && !(premium && PREMIUM_SERVICES.includes(service))) roles.push(role);
  }
  return roles;
}

/** A company account's roles once its services are these: its other roles kept, the service roles derived. */
export function companyRolesFor(current: readonly Role[], activated: Iterable<string>): Role[] {
  return [...current.filter((role) => !SERVICE_DERIVED_ROLES.has(role)), ...subscriptionRoles(activated)];
}

// docs/data-model.md#restaurants: a restaurant's own subscriptions, invoiced per restaurant; they open no screen.
export const RESTAURANT_SERVICE_CODES = ['REVIEW', 'ORDER_MANAGEMENT', 'INVOICE', 'VAT'] as const;

export type RestaurantServiceCode = (typeof RESTAURANT_SERVICE_CODES)[number];

export function isRestaurantServiceCode(value: string): value is RestaurantServiceCode {
  return (RESTAURANT_SERVICE_CODES as readonly string[]).includes(value);
}

/**
 * Administrators and account managers switch services and answer requests; a company never its own (docs/services.md).
 */
export function canManageServices(roles: readonly string[]): boolean {
  return roles.includes('ROLE_ADMINISTRATOR') || roles.includes('ROLE_ACCOUNT_MANAGER');
}

/** A monthly price, in minor units: from free up to 10,000.00. */
export const SUBSCRIPTION_PRICE_MAX = 1_000_000;

export function isValidSubscriptionPrice(price: number): boolean {
  return Number.isSafeInteger(price) && price >= 0 && price <= SUBSCRIPTION_PRICE_MAX;
}

/** The service a page needs, from the path the route guard refused (its `state.from`); null when none applies. */
export function serviceForPath(path: string | null): ServiceCode | null {
  if (!path) return null;
  const { route } = findRoute(path);
  for (const role of route.roles ?? []) {
    const service = ROLE_SERVICES.get(role);
    if (service) return service;
  }
  return null;
}
