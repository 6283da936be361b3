// The route table (docs/roles.md#route-table) as data, and the rules of who opens what (docs/roles.md).
//
// Where the route table and the side menu disagree on roles, the route table's list gates access and the side
// menu shows an entry only to those who may open it (docs/roles.md#route-table-and-side-menu). `menuRoles` keeps
// the side menu's list: it decides visibility only for a route with no role list (printer, runner display).
// /data-check has an empty list in the route table; it uses the side-menu list (account manager, administrator)
// for access too, because it is an internal cross-company tool. `roles: null` means any connected user.
import type { PinTag } from './pin';
import { hasAnyRole, ROLES, type Role } from './roles';

export type RouteDef = {
  id: string;
  /** React-Router style: `/company/:id/edit`; `*` is the not-found catch-all. */
  path: string;
  layout: 'blank' | 'vertical';
  access: 'private' | 'authOnly' | 'public';
  roles: Role[] | null;
  /** The side menu's role list where it differs from `roles`; null when the menu reads the same or has no entry. */
  menuRoles: Role[] | null;
  pinTag?: PinTag;
  titleKey: string;
};

const ORDER_ROLES: Role[] = [
  'ROLE_ADMINISTRATOR',
  'ROLE_COMPANY_PREMIUM_SERVICE',
  'ROLE_COMPANY_SUBSCRIBE_ORDER',
  'ROLE_APPLICATION',
];
const COMPANY_EDIT_ROLES: Role[] = ['ROLE_APPLICATION', 'ROLE_ACCOUNT_MANAGER', 'ROLE_ADMINISTRATOR'];
const COMPANY_VIEW_ROLES: Role[] = [...COMPANY_EDIT_ROLES, 'ROLE_COMPANY_ADMIN'];
// The product's table lists ROLE_APPLICATION on /company/{id}/edit too; a point-of-sale system must not rewrite its
// customer's legal identity or sign it out, so the company edit opens to its account managers and administrators only
// (docs/roles.md).
const COMPANY_ADMINISTRATION_ROLES: Role[] = ['ROLE_ACCOUNT_MANAGER', 'ROLE_ADMINISTRATOR'];
const OPERATIONS_ROLES: Role[] = ['ROLE_COMPANY_PREMIUM_SERVICE', 'ROLE_COMPANY_SUBSCRIBE_ORDER'];
const ANALYTICS_ROLES: Role[] = [
  'ROLE_ADMINISTRATOR',
  'ROLE_COMPANY_PREMIUM_SERVICE',
  'ROLE_COMPANY_SUBSCRIBE_ANALYSE',
  'ROLE_APPLICATION',
];
const DISPUTE_ROLES: Role[] = [
  'ROLE_ADMINISTRATOR',
  'ROLE_COMPANY_PREMIUM_SERVICE',
  'ROLE_COMPANY_SUBSCRIBE_ORDER_DISPUTE',
];
const COMPANY_STAFF_ROLES: Role[] = ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_MANAGER'];
const SERVICE_REQUEST_ROLES: Role[] = ['ROLE_ACCOUNT_MANAGER', 'ROLE_ADMINISTRATOR'];
const DATA_CHECK_ROLES: Role[] = ['ROLE_ACCOUNT_MANAGER', 'ROLE_ADMINISTRATOR'];
// docs/roles.md#connecting-a-restaurant: a company adds its own restaurants; its account managers and administrators
// add them for it from its page, and review the pending ones.
const RESTAURANT_REVIEW_ROLES: Role[] = ['ROLE_ACCOUNT_MANAGER', 'ROLE_ADMINISTRATOR'];
// docs/roles.md#route-table-and-side-menu: the printer entry lists every role but ROLE_HIDE_DISPUTE.
const PRINTER_MENU_ROLES: Role[] = ROLES.filter((role) => role !== 'ROLE_HIDE_DISPUTE');

type RouteInput = Omit<RouteDef, 'layout' | 'access' | 'roles' | 'menuRoles' | 'titleKey'> &
  Partial<Pick<RouteDef, 'layout' | 'access' | 'roles' | 'menuRoles'>>;

function route(input: RouteInput): RouteDef {
  return {
    layout: 'vertical',
    access: 'private',
    roles: null,
    menuRoles: null,
    titleKey: `page.${input.id}`,
    ...input,
  };
}

export const ROUTES: RouteDef[] = [
  route({ id: 'root', path: '/' }),
  route({ id: 'home', path: '/home', roles: ORDER_ROLES, pinTag: 'orders' }),
  route({ id: 'history', path: '/history', roles: ORDER_ROLES, pinTag: 'history' }),
  route({
    id: 'invoices',
    path: '/invoices',
    // The product's table lists the company's staff; administrators and account managers read their customers' invoices
    // too (the server has always served them), so the screen opens to them (docs/roles.md).
    roles: ['ROLE_COMPANY_MANAGER', 'ROLE_COMPANY_ADMIN', 'ROLE_ADMINISTRATOR', 'ROLE_ACCOUNT_MANAGER'],
    pinTag: 'invoices',
  }),
  route({
    id: 'menus',
    path: '/menus',
    roles: OPERATIONS_ROLES,
    menuRoles: ['ROLE_COMPANY_MANAGER'],
    pinTag: 'menu',
  }),
  route({ id: 'companies', path: '/companys', roles: COMPANY_VIEW_ROLES }),
  route({ id: 'companyEdit', path: '/company/:id/edit', roles: COMPANY_ADMINISTRATION_ROLES }),
  route({
    id: 'companyRestaurant',
    path: '/company/:idCompany/restaurant/:idRestaurant',
    roles: COMPANY_EDIT_ROLES,
  }),
  route({ id: 'companyShow', path: '/company/:id/show', roles: COMPANY_VIEW_ROLES }),
  route({ id: 'console', path: '/console', roles: ['ROLE_APPLICATION'] }),
  route({ id: 'dataCheck', path: '/data-check', roles: DATA_CHECK_ROLES }),
  // Not in the product's table: the inbox of service requests that account managers answer (docs/services.md#requests).
  route({ id: 'serviceRequests', path: '/service-requests', roles: SERVICE_REQUEST_ROLES }),
  // Not in the product's table: the integration wizard and the review of the restaurants it registers
  // (docs/roles.md#connecting-a-restaurant).
  route({ id: 'restaurantNew', path: '/restaurants/new', roles: COMPANY_STAFF_ROLES }),
  route({ id: 'restaurantNewPlatform', path: '/restaurants/new/:platform', roles: COMPANY_STAFF_ROLES }),
  route({ id: 'companyRestaurantNew', path: '/company/:id/restaurants/new', roles: RESTAURANT_REVIEW_ROLES }),
  route({
    id: 'companyRestaurantNewPlatform',
    path: '/company/:id/restaurants/new/:platform',
    roles: RESTAURANT_REVIEW_ROLES,
  }),
  route({ id: 'pendingRestaurants', path: '/restaurants/pending', roles: RESTAURANT_REVIEW_ROLES }),
  route({ id: 'menuMaker', path: '/menu-maker/:id/:page' }),
  route({ id: 'menuMakerV2', path: '/:id/menu-maker-v2' }),
  route({ id: 'menuV2', path: '/menuV2/:id/:page' }),
  route({
    id: 'schedule',
    path: '/schedule',
    roles: OPERATIONS_ROLES,
    menuRoles: ['ROLE_COMPANY_MANAGER'],
    pinTag: 'schedule',
  }),
  route({
    id: 'holiday',
    path: '/holiday',
    roles: OPERATIONS_ROLES,
    menuRoles: ['ROLE_COMPANY_MANAGER'],
    pinTag: 'holiday',
  }),
  route({
    id: 'review',
    path: '/review',
    roles: ['ROLE_COMPANY_PREMIUM_SERVICE', 'ROLE_COMPANY_SUBSCRIBE_REVIEW'],
    menuRoles: COMPANY_STAFF_ROLES,
    pinTag: 'review',
  }),
  route({ id: 'analytics', path: '/analytics', roles: ANALYTICS_ROLES, pinTag: 'analytics' }),
  route({ id: 'analyticsV0', path: '/v0/analytics', roles: ANALYTICS_ROLES, pinTag: 'analytics' }),
  route({
    id: 'marketing',
    path: '/marketing',
    roles: ['ROLE_ADMINISTRATOR', 'ROLE_COMPANY_SUBSCRIBE_MARKETING'],
    menuRoles: ['ROLE_ADMINISTRATOR'],
  }),
  route({
    id: 'disputes',
    path: '/dispute/order',
    roles: DISPUTE_ROLES,
    menuRoles: [...DISPUTE_ROLES, ...COMPANY_STAFF_ROLES],
    pinTag: 'complaints',
  }),
  route({
    id: 'disputableOrders',
    path: '/disputable/order',
    roles: DISPUTE_ROLES,
    menuRoles: [...DISPUTE_ROLES, ...COMPANY_STAFF_ROLES],
    pinTag: 'complaints',
  }),
  route({
    id: 'vatItems',
    path: '/tva/item',
    roles: ['ROLE_ADMINISTRATOR', 'ROLE_COMPANY_PREMIUM_SERVICE', 'ROLE_COMPANY_SUBSCRIBE_TVA'],
    menuRoles: COMPANY_STAFF_ROLES,
    pinTag: 'tva',
  }),
  route({ id: 'printer', path: '/printer', menuRoles: PRINTER_MENU_ROLES }),
  route({
    id: 'runnerDisplay',
    path: '/deliveryzone',
    layout: 'blank',
    menuRoles: ['ROLE_COMPANY_SUBSCRIBE_RUNNER_DISPLAY'],
  }),
  route({ id: 'graphiql', path: '/graphiql' }),
  route({ id: 'settings', path: '/settings' }),
  route({ id: 'account', path: '/account' }),
  route({ id: 'newTablet', path: '/tablets/new' }),
  route({ id: 'login', path: '/login', layout: 'blank', access: 'authOnly' }),
  route({ id: 'forgotPassword', path: '/forgot-password', layout: 'blank', access: 'authOnly' }),
  route({ id: 'signup', path: '/signup', layout: 'blank', access: 'authOnly' }),
  // Not in the product's table: the account-code screen of a company that signed up (docs/accounts.md#sign-up).
  route({ id: 'signupValidate', path: '/signup/validate', layout: 'blank' }),
  route({ id: 'forgetPassword', path: '/forget-password', layout: 'blank', access: 'authOnly' }),
  route({ id: 'clientPassword', path: '/client-password/:token', layout: 'blank', access: 'authOnly' }),
  route({ id: 'forgot', path: '/forgot', layout: 'blank', access: 'public' }),
  route({ id: 'directAuth', path: '/direct/auth/:token', layout: 'blank', access: 'public' }),
  route({ id: 'reset', path: '/reset', layout: 'blank', access: 'public' }),
  route({ id: 'notAuthorized', path: '/misc/not-authorized', layout: 'blank', access: 'public' }),
  route({ id: 'error', path: '/error', layout: 'blank', access: 'public' }),
  route({ id: 'upgrade', path: '/misc/upgrade' }),
  route({ id: 'notFound', path: '*', layout: 'blank', access: 'public' }),
];

export const UPGRADE_PATH = '/misc/upgrade';
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';
export const NOT_AUTHORIZED_PATH = '/misc/not-authorized';
export const ACCOUNT_CODE_PATH = '/signup/validate';

export type RouteMatch = { route: RouteDef; params: Record<string, string> };

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment.length > 0);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchPath(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = splitPath(pattern);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) {
      params[part.slice(1)] = decodeSegment(segment);
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

function countStaticParts(pattern: string): number {
  return splitPath(pattern).filter((part) => !part.startsWith(':')).length;
}

const catchAll = ROUTES.find((candidate) => candidate.path === '*');

/** The route for a pathname (query and hash ignored); unknown paths give the not-found route. */
export function findRoute(pathname: string): RouteMatch {
  const segments = splitPath(pathname.split(/[?#]/)[0] ?? '');
  let best: RouteMatch | null = null;
  for (const candidate of ROUTES) {
    if (candidate.path === '*') continue;
    const params = matchPath(candidate.path, segments);
    // A static segment beats a parameter: /dispute/order is never read as /:id/menu-maker-v2.
    if (params && (!best || countStaticParts(candidate.path) > countStaticParts(best.route.path))) {
      best = { route: candidate, params };
    }
  }
  if (best) return best;
  if (!catchAll) throw new Error('ROUTES lacks its catch-all');
  return { route: catchAll, params: {} };
}

export type Connection = 'unknown' | 'visitor' | 'connected';

export type GuardResult =
  { kind: 'spinner' } | { kind: 'render' } | { kind: 'redirect'; to: string; state?: { from: string } };

export type GuardInput = {
  route: RouteDef;
  connection: Connection;
  roles: readonly string[];
  pathname: string;
  /** The signed-in company has not entered its e-mailed code yet: only the code screen opens. */
  awaitingValidation?: boolean;
};

/** Whether an account with these roles may open a route: its role list, or any connected account when it has none. */
export function canOpenRoute(target: RouteDef, roles: readonly string[]): boolean {
  return target.roles === null || hasAnyRole(roles, target.roles);
}

/** `canOpenRoute` for a pathname. */
export function canOpenPath(pathname: string, roles: readonly string[]): boolean {
  return canOpenRoute(findRoute(pathname).route, roles);
}

// The product sends a connected user from / to /home. An account that may not open the orders screen (an account
// manager) would then land on a refusal after every sign-in, so it lands on the first of these it may open;
// /printer has no role list, so every account has a landing page (docs/roles.md#landing).
const LANDING_PATHS = [HOME_PATH, '/companys', '/history', '/printer'];

/** Where an account lands after sign-in, from / and from every "Back to home" button. */
export function landingPath(roles: readonly string[]): string {
  return LANDING_PATHS.find((path) => canOpenPath(path, roles)) ?? '/printer';
}

const SUBSCRIPTION_ROLES: ReadonlySet<string> = new Set<Role>(
  ROLES.filter((role) => role === 'ROLE_COMPANY_PREMIUM_SERVICE' || role.startsWith('ROLE_COMPANY_SUBSCRIBE_')),
);

/** A company's account (its staff or its subscriptions), never an administrator's. */
export function isCompanyAccount(roles: readonly string[]): boolean {
  return !roles.includes('ROLE_ADMINISTRATOR') && roles.some((role) => role.startsWith('ROLE_COMPANY_'));
}

/** A screen of one company's operations: every role that opens it is a company's (menus, schedule, reviews). */
export function isCompanyScreen(target: RouteDef): boolean {
  return target.roles !== null && target.roles.every((role) => role.startsWith('ROLE_COMPANY_'));
}

// Only a company can buy a service, so only a company is told that one is not in its subscription
// (docs/roles.md#refusals); any other refusal (an administrator on /menus, a company on /data-check) says the account
// may not open the page.
function refusalPath(target: RouteDef, roles: readonly string[]): string {
  const sellsAService = target.roles?.some((role) => SUBSCRIPTION_ROLES.has(role)) ?? false;
  return sellsAService && isCompanyAccount(roles) ? UPGRADE_PATH : NOT_AUTHORIZED_PATH;
}

/** The route guard (docs/roles.md#route-guard). The PIN screen is decided separately (`pinRequiredFor`). */
export function guardRoute({
  route: target,
  connection,
  roles,
  pathname,
  awaitingValidation = false,
}: GuardInput): GuardResult {
  // Public pages (password reset, direct auth links, error pages) do not depend on the session.
  if (target.access === 'public') return { kind: 'render' };
  if (connection === 'unknown') return { kind: 'spinner' };
  if (connection === 'connected' && awaitingValidation) {
    return target.path === ACCOUNT_CODE_PATH ? { kind: 'render' } : { kind: 'redirect', to: ACCOUNT_CODE_PATH };
  }
  if (target.path === ACCOUNT_CODE_PATH && connection === 'connected') return { kind: 'redirect', to: '/' };
  if (target.path === '/')
    return { kind: 'redirect', to: connection === 'connected' ? landingPath(roles) : LOGIN_PATH };
  if (target.access === 'authOnly')
    return connection === 'connected' ? { kind: 'redirect', to: '/' } : { kind: 'render' };
  if (connection === 'visitor') return { kind: 'redirect', to: LOGIN_PATH };
  if (!canOpenRoute(target, roles))
    return { kind: 'redirect', to: refusalPath(target, roles), state: { from: pathname } };
  return { kind: 'render' };
}

/**
 * The roles that open a route (docs/roles.md#route-table), for the server to gate the data behind a screen exactly as
 * the web app gates the screen. Throws for a route with no role list: such data needs its own rule.
 */
export function routeRoles(id: string): Role[] {
  const found = ROUTES.find((route) => route.id === id);
  if (!found?.roles) throw new Error(`Route ${id} has no role list`);
  return [...found.roles];
}
