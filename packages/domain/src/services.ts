import { findRoute } from './routes';
import type { Role } from './roles';

// The subscription-gated services of SPEC §1 (subscriptions, activation requests, the upgrade page).
export const SERVICE_CODES = ['ORDER_MANAGER', 'ANALYTICS', 'REVIEW', 'DISPUTE', 'TVA', 'MARKETING', 'MENU_PRICE', 'MENU_MAKER', 'RUNNER_DISPLAY'] as const;

export type ServiceCode = (typeof SERVICE_CODES)[number];

const CODES: ReadonlySet<string> = new Set(SERVICE_CODES);

export function isServiceCode(value: string): value is ServiceCode {
  return CODES.has(value);
}

// The subscription role that opens each service; the route table's role list names the service a page needs.
const ROLE_SERVICES: Partial<Record<Role, ServiceCode>> = {
  ROLE_COMPANY_SUBSCRIBE_ORDER: 'ORDER_MANAGER',
  ROLE_COMPANY_SUBSCRIBE_ANALYSE: 'ANALYTICS',
  ROLE_COMPANY_SUBSCRIBE_REVIEW: 'REVIEW',
  ROLE_COMPANY_SUBSCRIBE_ORDER_DISPUTE: 'DISPUTE',
  ROLE_COMPANY_SUBSCRIBE_TVA: 'TVA',
  ROLE_COMPANY_SUBSCRIBE_MARKETING: 'MARKETING',
  ROLE_COMPANY_SUBSCRIBE_MENU_PRICE: 'MENU_PRICE',
  ROLE_COMPANY_SUBSCRIBE_MENU: 'MENU_MAKER',
  ROLE_COMPANY_SUBSCRIBE_RUNNER_DISPLAY: 'RUNNER_DISPLAY',
};

/** The service a page needs, from the path the route guard refused (its `state.from`); null when none applies. */
export function serviceForPath(path: string | null): ServiceCode | null {
  if (!path) return null;
  const { route } = findRoute(path);
  for (const role of route.roles ?? []) {
    const service = ROLE_SERVICES[role];
    if (service) return service;
  }
  return null;
}
