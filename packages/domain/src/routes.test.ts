import { describe, expect, it } from 'vitest';
import type { Role } from './roles';
import {
  findRoute,
  guardRoute,
  isCompanyAccount,
  isCompanyScreen,
  landingPath,
  routeRoles,
  ROUTES,
  type Connection,
  type GuardResult,
} from './routes';

const SPEC_PATHS = [
  '/',
  '/home',
  '/history',
  '/invoices',
  '/menus',
  '/companys',
  '/company/:id/edit',
  '/company/:idCompany/restaurant/:idRestaurant',
  '/company/:id/show',
  '/console',
  '/data-check',
  '/menu-maker/:id/:page',
  '/:id/menu-maker-v2',
  '/menuV2/:id/:page',
  '/schedule',
  '/holiday',
  '/review',
  '/analytics',
  '/v0/analytics',
  '/marketing',
  '/dispute/order',
  '/disputable/order',
  '/tva/item',
  '/printer',
  '/deliveryzone',
  '/graphiql',
  '/settings',
  '/account',
  '/tablets/new',
  '/login',
  '/forgot-password',
  '/signup',
  '/forget-password',
  '/client-password/:token',
  '/forgot',
  '/direct/auth/:token',
  '/reset',
  '/misc/not-authorized',
  '/error',
  '/misc/upgrade',
  '*',
];

// Screens the product names without a route: the account-code screen (docs/accounts.md#sign-up) and the account
// managers' inbox of service requests (docs/services.md#requests), the integration wizard and the review of the
// restaurants it registers (docs/roles.md#connecting-a-restaurant).
const ADDED_PATHS = [
  '/signup/validate',
  '/service-requests',
  '/restaurants/new',
  '/restaurants/new/:platform',
  '/company/:id/restaurants/new',
  '/company/:id/restaurants/new/:platform',
  '/restaurants/pending',
];

describe('ROUTES', () => {
  it('holds every route of the table once', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...SPEC_PATHS, ...ADDED_PATHS].sort());
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
  });

  it.each([
    ['/login', 'authOnly', 'blank'],
    ['/client-password/:token', 'authOnly', 'blank'],
    ['/reset', 'public', 'blank'],
    ['/direct/auth/:token', 'public', 'blank'],
    ['/deliveryzone', 'private', 'blank'],
    ['/error', 'public', 'blank'],
    ['/misc/upgrade', 'private', 'vertical'],
    ['/home', 'private', 'vertical'],
  ])('%s is %s with the %s layout', (path, access, layout) => {
    const route = ROUTES.find((r) => r.path === path);
    expect(route?.access).toBe(access);
    expect(route?.layout).toBe(layout);
  });

  it('gates /data-check with the side-menu list, as an internal tool', () => {
    expect(ROUTES.find((r) => r.path === '/data-check')?.roles).toEqual(['ROLE_ACCOUNT_MANAGER', 'ROLE_ADMINISTRATOR']);
  });
});

describe('findRoute', () => {
  it.each<[string, string, Record<string, string>]>([
    ['/home', 'home', {}],
    ['/home/', 'home', {}],
    ['/history?from=2026-01-01', 'history', {}],
    ['/company/42/edit', 'companyEdit', { id: '42' }],
    ['/company/7/restaurant/abc-1', 'companyRestaurant', { idCompany: '7', idRestaurant: 'abc-1' }],
    ['/menu-maker/3/items', 'menuMaker', { id: '3', page: 'items' }],
    ['/12/menu-maker-v2', 'menuMakerV2', { id: '12' }],
    ['/menuV2/12/categories', 'menuV2', { id: '12', page: 'categories' }],
    ['/dispute/order', 'disputes', {}],
    ['/misc/upgrade', 'upgrade', {}],
    ['/client-password/a%20b', 'clientPassword', { token: 'a b' }],
    ['/direct/auth/%E0%A4%A', 'directAuth', { token: '%E0%A4%A' }],
    ['/restaurants/new', 'restaurantNew', {}],
    ['/restaurants/new/uber-eats?authorization=a1', 'restaurantNewPlatform', { platform: 'uber-eats' }],
    ['/company/7/restaurants/new/deliveroo', 'companyRestaurantNewPlatform', { id: '7', platform: 'deliveroo' }],
    ['/restaurants/pending', 'pendingRestaurants', {}],
    ['/nowhere', 'notFound', {}],
    ['/company/42', 'notFound', {}],
  ])('%s → %s', (pathname, id, params) => {
    const match = findRoute(pathname);
    expect(match.route.id).toBe(id);
    expect(match.params).toEqual(params);
  });
});

describe('guardRoute', () => {
  const premiumCompany: Role[] = ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_PREMIUM_SERVICE'];
  const basicCompany: Role[] = ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_SUBSCRIBE_ORDER'];

  it.each<[string, string, Connection, readonly string[], GuardResult]>([
    ['unknown session waits', '/home', 'unknown', [], { kind: 'spinner' }],
    ['unknown session on an auth page waits', '/login', 'unknown', [], { kind: 'spinner' }],
    ['public page renders while unknown', '/reset', 'unknown', [], { kind: 'render' }],
    ['public page renders for a visitor', '/forgot', 'visitor', [], { kind: 'render' }],
    ['public page renders when connected', '/direct/auth/abc', 'connected', basicCompany, { kind: 'render' }],
    ['root sends a connected user home', '/', 'connected', basicCompany, { kind: 'redirect', to: '/home' }],
    [
      'root sends an account manager to the companies',
      '/',
      'connected',
      ['ROLE_ACCOUNT_MANAGER'],
      { kind: 'redirect', to: '/companys' },
    ],
    [
      'root sends an account without any screen role to the printers',
      '/',
      'connected',
      ['ROLE_ACCOUNTANT'],
      { kind: 'redirect', to: '/printer' },
    ],
    ['root sends a visitor to login', '/', 'visitor', [], { kind: 'redirect', to: '/login' }],
    ['visitor on a private page goes to login', '/history', 'visitor', [], { kind: 'redirect', to: '/login' }],
    ['visitor on an open private page goes to login', '/settings', 'visitor', [], { kind: 'redirect', to: '/login' }],
    ['visitor sees login', '/login', 'visitor', [], { kind: 'render' }],
    ['connected user leaves auth pages', '/signup', 'connected', basicCompany, { kind: 'redirect', to: '/' }],
    ['role held renders', '/analytics', 'connected', premiumCompany, { kind: 'render' }],
    [
      'missing subscription goes to upgrade with the old path',
      '/analytics',
      'connected',
      basicCompany,
      { kind: 'redirect', to: '/misc/upgrade', state: { from: '/analytics' } },
    ],
    [
      'company cannot open data check, and is not offered it as a service',
      '/data-check',
      'connected',
      premiumCompany,
      { kind: 'redirect', to: '/misc/not-authorized', state: { from: '/data-check' } },
    ],
    [
      'missing marketing subscription offers the service',
      '/marketing',
      'connected',
      premiumCompany,
      { kind: 'redirect', to: '/misc/upgrade', state: { from: '/marketing' } },
    ],
    [
      'administrator is never told a service is not included',
      '/menus',
      'connected',
      ['ROLE_ADMINISTRATOR', 'ROLE_CAN_SWITCH_USER'],
      { kind: 'redirect', to: '/misc/not-authorized', state: { from: '/menus' } },
    ],
    [
      'account manager is refused the orders screen, not offered it',
      '/home',
      'connected',
      ['ROLE_ACCOUNT_MANAGER'],
      { kind: 'redirect', to: '/misc/not-authorized', state: { from: '/home' } },
    ],
    [
      'administrator opens the invoices the server serves it',
      '/invoices',
      'connected',
      ['ROLE_ADMINISTRATOR'],
      { kind: 'render' },
    ],
    ['account manager opens the invoices', '/invoices', 'connected', ['ROLE_ACCOUNT_MANAGER'], { kind: 'render' }],
    ['account manager opens data check', '/data-check', 'connected', ['ROLE_ACCOUNT_MANAGER'], { kind: 'render' }],
    ['a company opens the wizard', '/restaurants/new/deliveroo', 'connected', basicCompany, { kind: 'render' }],
    [
      'a company may not review pending restaurants',
      '/restaurants/pending',
      'connected',
      premiumCompany,
      { kind: 'redirect', to: '/misc/not-authorized', state: { from: '/restaurants/pending' } },
    ],
    [
      'account manager reviews pending restaurants',
      '/restaurants/pending',
      'connected',
      ['ROLE_ACCOUNT_MANAGER'],
      { kind: 'render' },
    ],
    ['no role listed means any connected user', '/printer', 'connected', ['ROLE_HIDE_DISPUTE'], { kind: 'render' }],
    ['upgrade page itself renders', '/misc/upgrade', 'connected', [], { kind: 'render' }],
    ['not-found page renders', '/nope', 'visitor', [], { kind: 'render' }],
  ])('%s', (_name, pathname, connection, roles, expected) => {
    expect(guardRoute({ route: findRoute(pathname).route, connection, roles, pathname })).toEqual(expected);
  });

  it.each<[string, string, Connection, boolean, GuardResult]>([
    [
      'sends a company waiting for its code from its orders to the code screen',
      '/home',
      'connected',
      true,
      { kind: 'redirect', to: '/signup/validate' },
    ],
    [
      'sends it from the sign-in page there too',
      '/login',
      'connected',
      true,
      { kind: 'redirect', to: '/signup/validate' },
    ],
    ['shows it the code screen', '/signup/validate', 'connected', true, { kind: 'render' }],
    ['still shows it public pages', '/error', 'connected', true, { kind: 'render' }],
    [
      'sends a validated account from the code screen to its landing page',
      '/signup/validate',
      'connected',
      false,
      { kind: 'redirect', to: '/' },
    ],
    [
      'sends a visitor from the code screen to sign in',
      '/signup/validate',
      'visitor',
      false,
      { kind: 'redirect', to: '/login' },
    ],
  ])('%s', (_name, pathname, connection, awaitingValidation, expected) => {
    const route = findRoute(pathname).route;
    expect(
      guardRoute({
        route,
        connection,
        roles: ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_SUBSCRIBE_ORDER'],
        pathname,
        awaitingValidation,
      }),
    ).toEqual(expected);
  });
});

describe('landingPath', () => {
  it.each<[string, readonly string[], string]>([
    ['administrator', ['ROLE_ADMINISTRATOR', 'ROLE_CAN_SWITCH_USER'], '/home'],
    ['account manager', ['ROLE_ACCOUNT_MANAGER'], '/companys'],
    ['premium company', ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_PREMIUM_SERVICE'], '/home'],
    ['basic company', ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_SUBSCRIBE_ORDER'], '/home'],
    ['company without the order manager', ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_SUBSCRIBE_TVA'], '/companys'],
    ['company manager without any service', ['ROLE_COMPANY_MANAGER'], '/printer'],
    ['application', ['ROLE_APPLICATION'], '/home'],
    ['no role at all', [], '/printer'],
  ])('%s lands on %s, a page the guard renders', (_who, roles, expected) => {
    expect(landingPath(roles)).toBe(expected);
    expect(
      guardRoute({ route: findRoute(expected).route, connection: 'connected', roles, pathname: expected }),
    ).toEqual({ kind: 'render' });
  });
});

describe('isCompanyScreen and isCompanyAccount', () => {
  it('names the screens only a company opens, where an administrator must act as one', () => {
    expect(isCompanyScreen(findRoute('/menus').route)).toBe(true);
    expect(isCompanyScreen(findRoute('/review').route)).toBe(true);
    expect(isCompanyScreen(findRoute('/invoices').route)).toBe(false);
    expect(isCompanyScreen(findRoute('/printer').route)).toBe(false);
  });

  it('never counts an administrator as a company', () => {
    expect(isCompanyAccount(['ROLE_COMPANY_MANAGER'])).toBe(true);
    expect(isCompanyAccount(['ROLE_ADMINISTRATOR', 'ROLE_COMPANY_ADMIN'])).toBe(false);
    expect(isCompanyAccount(['ROLE_ACCOUNT_MANAGER'])).toBe(false);
  });
});

describe('routeRoles', () => {
  it('gives the role list that gates a screen, for the server to gate its data the same way', () => {
    expect(routeRoles('analytics')).toEqual([
      'ROLE_ADMINISTRATOR',
      'ROLE_COMPANY_PREMIUM_SERVICE',
      'ROLE_COMPANY_SUBSCRIBE_ANALYSE',
      'ROLE_APPLICATION',
    ]);
    expect(routeRoles('dataCheck')).toEqual(['ROLE_ACCOUNT_MANAGER', 'ROLE_ADMINISTRATOR']);
    // An application may see its companies (/company/{id}/show) but not rewrite them (docs/roles.md).
    expect(routeRoles('companyEdit')).toEqual(['ROLE_ACCOUNT_MANAGER', 'ROLE_ADMINISTRATOR']);
  });

  it('refuses a route that has no role list, so that no data is left open by mistake', () => {
    expect(() => routeRoles('settings')).toThrow(/no role list/);
    expect(() => routeRoles('nope')).toThrow(/no role list/);
  });
});
