import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { accounts, applicationWebhooks, companies, platforms, restaurants } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES, DEMO_PIN } from '../db/seed';
import { TEST_DRIVERS } from '../db/testing';
import { hashPin } from '../lib/passwords';
import { schema } from '../schema';
import { findAccountByEmail, startTestApi, type GraphQLResponse, type TestApi } from '../testing/test-api';
import { companyUserInput } from './account-settings/testing/matrix-account';
import { sendLogo, UPDATE_LOGO } from './account-settings/testing/logo-upload';
import { createMatrixDisputes, type MatrixDisputes } from './disputes/testing/matrix-disputes';
import { findMatrixInvoiceId } from './invoices/testing/matrix-invoices';
import { createMatrixReviews, type MatrixReviews } from './reviews/testing/matrix-reviews';
import { findMatrixMenuItemId } from './menus/testing/matrix-menus';
import {
  createMatrixMenuMaker,
  MISSING_ID,
  MISSING_MENU_MAKER,
  type MatrixMenuMaker,
} from './menu-maker/testing/matrix-menu-maker';
import { aPng, sendItemImage } from './menu-maker/testing/item-image-upload';
import { createMatrixOrders, sendPhotoUpload, type MatrixOrders } from './orders/testing/matrix-orders';
import { createMatrixPrinters, type MatrixPrinters } from './printers/testing/matrix-printers';
import {
  aRegistration,
  REGISTER_COMPANY,
  REQUEST_RESET_CODE,
  sendFromNewAddress,
  VALIDATE_ACCOUNT_CODE,
} from './signup/testing/sign-up';
import { createMatrixTablets, type MatrixTablets } from './tablets/testing/matrix-tablets';
import { createMatrixInquiries, type MatrixInquiries } from './inquiries/testing/matrix-inquiries';
import { createMatrixGrant, startMatrixUber } from './uber-eats-connection/testing/matrix-uber';
import { createPendingRestaurants } from './connecting/testing/pending-restaurants';

// Every query and mutation × every demo role × own / other company's data (docs/testing.md#authorization-matrix). A new
// operation must be added to OPERATIONS, or the first test fails.

type RoleKey = 'visitor' | 'admin' | 'manager' | 'premium' | 'basic' | 'application';
type Target = 'own' | 'other';
type Outcome = 'allow' | 'deny' | 'hidden';
type CompanyKey = keyof typeof DEMO_COMPANY_NAMES;

type CompanyFacts = {
  id: number;
  name: string;
  uuid: string;
  email: string;
  restaurantUuids: string[];
  /** A restaurant whose platform can pause it (not Just Eat). */
  pausableUuid: string;
  /** That restaurant's id (restaurantKDSKom names a restaurant by id). */
  pausableId: number;
  orders: MatrixOrders;
  disputes: MatrixDisputes;
  reviews: MatrixReviews;
  invoiceId: number;
  /** An item of one of its live menus. */
  menuItemId: number;
  /** Its Uber Eats live menu and a menu-maker draft. */
  menuMaker: MatrixMenuMaker;
  printers: MatrixPrinters;
  tablets: MatrixTablets;
  inquiries: MatrixInquiries;
};

type Operation = {
  document: (
    company: CompanyFacts,
    role: RoleKey,
    target: Target,
  ) => { query: string; variables?: Record<string, unknown> };
  expect: (role: RoleKey, target: Target) => Outcome;
  /** An allowed answer must show the target company (so that "allow" is not an empty success). */
  showsTarget?: boolean;
  denyCodes?: string[];
  /** Sent as a GraphQL multipart request with a PNG at variables.input.imageUpload. */
  upload?: boolean;
  /** Sends the request itself (an upload whose file goes elsewhere than variables.input.imageUpload). */
  send?: (
    graphqlUrl: string,
    query: string,
    variables: Record<string, unknown>,
    token: string | undefined,
  ) => Promise<GraphQLResponse>;
  /** Checked to answer another company's ids exactly like missing ones (the menu maker's: `missingMenuMaker`). */
  probe?: boolean;
  /** Ends the role's sessions (logout): the role signs in again before the next operation. */
  endsSession?: boolean;
};

const ROLES: Record<RoleKey, { demo: keyof typeof DEMO_ACCOUNTS | null; own: CompanyKey; other: CompanyKey }> = {
  visitor: { demo: null, own: 'burger', other: 'pizza' },
  admin: { demo: 'admin', own: 'burger', other: 'pizza' },
  manager: { demo: 'manager', own: 'pizza', other: 'burger' },
  premium: { demo: 'company', own: 'burger', other: 'pizza' },
  basic: { demo: 'basic', own: 'pizza', other: 'burger' },
  application: { demo: 'app', own: 'burger', other: 'pizza' },
};

const seesEveryCompany = (role: RoleKey) => role === 'admin' || role === 'manager';
const always = (): Outcome => 'allow';
const signedIn = (role: RoleKey): Outcome => (role === 'visitor' ? 'deny' : 'allow');
const scoped = (role: RoleKey, target: Target): Outcome =>
  role === 'visitor' ? 'deny' : target === 'own' || seesEveryCompany(role) ? 'allow' : 'hidden';

const COMPANY_FIELDS = 'id uuid email name restaurants { uuid title }';
// Out of scope, an order action answers NOT_FOUND like a missing order.
const scopedAction = (role: RoleKey, target: Target): Outcome =>
  scoped(role, target) === 'hidden' ? 'deny' : scoped(role, target);
const marketingReport = (role: RoleKey): Outcome => (role === 'admin' ? 'allow' : 'deny');
const CART_FIELDS =
  'id displayId restaurant { uuid company { uuid } } orders { item { title } } cartImages { filePath }';
const CART_EVENT_FIELDS = 'id status livredAt runnerIsReady printedAt';
// Company switches and PIN settings act on the viewer's own company: other roles are refused, and a company
// naming the other company's data still only ever sees its own.
const isCompany = (role: RoleKey) => role === 'premium' || role === 'basic';
const ownCompanyOnly = (role: RoleKey, target: Target): Outcome =>
  isCompany(role) ? (target === 'own' ? 'allow' : 'hidden') : 'deny';
// The matrix orders are placed now: a range of a day either side covers them in any time zone.
const HISTORY_RANGE = {
  fromDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
  toDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
};
const vatReport = (role: RoleKey, target: Target): Outcome =>
  role === 'admin' || role === 'premium' ? scoped(role, target) : 'deny';
// Analytics data is gated like its screen: account managers and order-only companies lack the role.
const analyticsAccess = (role: RoleKey, target: Target): Outcome =>
  role === 'manager' || role === 'basic' ? 'deny' : scoped(role, target);
// /review opens to the premium service and the review subscription: among the demo accounts, the premium company.
const reviewAccess = (role: RoleKey, target: Target): Outcome => (role === 'premium' ? scoped(role, target) : 'deny');
const disputeAccess = (role: RoleKey, target: Target): Outcome =>
  role === 'admin' || role === 'premium' ? scoped(role, target) : 'deny';
const invoiceAccess = (role: RoleKey, target: Target): Outcome =>
  role === 'application' ? 'deny' : scoped(role, target);
// /schedule and /holiday open to the premium service and the order subscription: among the demo accounts, both
// companies.
const scheduleAccess = (role: RoleKey, target: Target): Outcome =>
  role === 'premium' || role === 'basic' ? scoped(role, target) : 'deny';
const SCHEDULE_FIELDS =
  'restaurant { uuid company { uuid } } days { dayOfWeek timePeriods { startTime endTime } } lastPush { status message }';
const HOLIDAY_FIELDS = 'id fromDate toDate restaurant { uuid company { uuid } } push { status }';
const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-01`;
// /menus opens to the premium service and the order subscription: both demo companies, each on its own menus only.
const menusAccess = (role: RoleKey, target: Target): Outcome =>
  isCompany(role) && target === 'own' ? 'allow' : 'deny';
// The menu maker: tenant scope, then support's activation (docs/menus.md#menu-maker) — Demo Burger Co has it, Corner
// Pizza not; administrators (support) always pass.
const menuMakerAccess = (role: RoleKey, target: Target): Outcome =>
  scopedAction(role, target) === 'allow' && (role === 'admin' || ROLES[role][target] === 'burger') ? 'allow' : 'deny';
const MENU_MAKER_FIELDS = 'id company { restaurants { company { uuid } } }';
const menuMakerOperation = (
  query: string,
  variables: (company: CompanyFacts) => Record<string, unknown>,
  showsTarget = true,
): Operation => ({
  document: (company) => ({ query, variables: variables(company) }),
  expect: menuMakerAccess,
  showsTarget,
  probe: true,
});
const MENU_ITEM_FIELDS =
  'id isAvailable platformSync { status } menuConfiguration { restaurant { uuid company { uuid } } }';
// Printers: the company's own account, and the account managers and administrators acting for it; never an application.
const printerAccess = (role: RoleKey, target: Target): Outcome =>
  role === 'application' ? 'deny' : scoped(role, target);
const printerAction = (role: RoleKey, target: Target): Outcome =>
  printerAccess(role, target) === 'hidden' ? 'deny' : printerAccess(role, target);
const PRINTER_FIELDS =
  'id mac restaurants { restaurant { uuid company { uuid } } } connection { url username password } recentJobs { id order { displayId } }';
// The account page: a company's own account, and the account managers and administrators acting for it; never an
// application.
const accountPage = (role: RoleKey, target: Target): Outcome =>
  role === 'application' ? 'deny' : scopedAction(role, target);
// The company edit: administrators and the account managers of the company (both demo companies are the demo
// manager's); companies and applications are refused, even for their own company. Only administrators choose managers.
const companyAdministration = (role: RoleKey): Outcome => (seesEveryCompany(role) ? 'allow' : 'deny');
const administratorOnly = (role: RoleKey): Outcome => (role === 'admin' ? 'allow' : 'deny');
// The demo account manager's uuid, read in beforeAll: companyAccountManagers keeps him in charge of both companies.
let demoManagerUuid = '';
// The console acts on the signed-in application only: every other role is refused, whatever company it names.
const applicationOnly = (role: RoleKey): Outcome => (role === 'application' ? 'allow' : 'deny');
// Services and their requests are answered by administrators and the company's account managers only.
const serviceManager = (role: RoleKey): Outcome => (role === 'admin' || role === 'manager' ? 'allow' : 'deny');
const INQUIRY_FIELDS = 'id status company { uuid }';
// A delivery of the demo application's, written in beforeAll for redeliverApplicationWebhook.
let applicationDeliveryId = '';
// Each company's restaurants waiting for review: every approve or reject of the matrix decides a fresh one.
const pendingUuids = new Map<number, string[]>();
const nextPending = (companyId: number): string => pendingUuids.get(companyId)?.shift() ?? 'no-pending-left';
// Each company's Uber Eats grant (uberEatsStores), and the stand-in Uber that answers its store listing.
const uberGrants = new Map<number, string>();
let matrixUber: Awaited<ReturnType<typeof startMatrixUber>> | null = null;
// Restaurant settings: the route table's roles read them (an application its linked companies' only); administrators
// and account managers change them; a company is refused both (docs/roles.md#restaurant-settings).
const restaurantSettingsReader = (role: RoleKey, target: Target): Outcome =>
  isCompany(role) ? 'deny' : scopedAction(role, target);
const restaurantSettingsEditor = (role: RoleKey): Outcome => (seesEveryCompany(role) ? 'allow' : 'deny');
const RESTAURANT_SETTINGS_FIELDS = 'uuid deliveryZoneName deliveryMode restaurant { company { uuid } }';
const RESTAURANT_FIELDS =
  'uuid isPaused company { uuid } platformData { hasLoginPassword } lastPlatformChanges { action status }';

const OPERATIONS: Record<'Query' | 'Mutation', Record<string, Operation>> = {
  Query: {
    connected: { document: () => ({ query: '{ connected }' }), expect: always },
    // Answered to everyone: a visitor learns only that nobody is signed in, the others their own scope.
    init: {
      document: () => ({
        query: `{ init { connected me { uuid } switchedUser { uuid } platforms { id } restaurants { edges { node { uuid company { uuid } } } } printers { ${PRINTER_FIELDS} } } }`,
      }),
      expect: (role, target) => (role === 'visitor' ? 'hidden' : scoped(role, target)),
      showsTarget: true,
    },
    me: {
      document: () => ({
        query: `{ me { uuid email roles ... on Company { ${COMPANY_FIELDS} } ... on Application { companies { ${COMPANY_FIELDS} } } } }`,
      }),
      expect: always,
    },
    switchedUser: { document: () => ({ query: '{ switchedUser { uuid email } }' }), expect: always },
    printers: {
      document: (company) => ({
        query: `query($company: Int) { printers(company: $company) { ${PRINTER_FIELDS} } }`,
        variables: { company: company.id },
      }),
      expect: printerAccess,
      showsTarget: true,
    },
    // Tablets are managed like printers: the company, and the account managers and administrators acting for it.
    devices: {
      document: (company) => ({
        query: 'query($company: Int) { devices(company: $company) { id name revokedAt } }',
        variables: { company: company.id },
      }),
      expect: printerAccess,
    },
    // The requests a company sent, or those its account managers and administrators answer; never an application's.
    serviceInquiries: {
      document: (company) => ({
        query: `query($id: Int) { serviceInquiries(companyId: $id, first: 100) { totalCount edges { node { ${INQUIRY_FIELDS} } } } }`,
        variables: { id: company.id },
      }),
      expect: accountPage,
      showsTarget: true,
    },
    platforms: { document: () => ({ query: '{ platforms { id name color picture } }' }), expect: signedIn },
    getBillingType: {
      document: (company) => ({ query: 'query($id: Int) { getBillingType(id: $id) }', variables: { id: company.id } }),
      expect: accountPage,
    },
    companyUsers: {
      document: (company) => ({
        query:
          'query($companyId: Int!) { companyUsers(companyId: $companyId) { email company { uuid } accountManagers { uuid } applications { uuid } } }',
        variables: { companyId: company.id },
      }),
      expect: companyAdministration,
      showsTarget: true,
    },
    accountManagers: { document: () => ({ query: '{ accountManagers { uuid email } }' }), expect: administratorOnly },
    // The wizard's GET RESTO step: the company itself, its account managers and administrators; never an application.
    // "Connect with Uber": the grant's company, its account managers and administrators; never an application.
    pendingRestaurants: {
      document: () => ({ query: '{ pendingRestaurants { totalCount edges { node { uuid } } } }' }),
      expect: companyAdministration,
    },
    pendingRestaurantCount: { document: () => ({ query: '{ pendingRestaurantCount }' }), expect: signedIn },
    uberEatsStores: {
      document: (company) => ({
        query: 'query($id: String!) { uberEatsStores(authorizationId: $id) { stores { storeId } nextCursor } }',
        variables: { id: uberGrants.get(company.id) },
      }),
      // Another company's grant answers NOT_FOUND, like a missing one.
      expect: (role, target) => (role === 'application' ? 'deny' : scopedAction(role, target)),
    },
    companyApplications: {
      document: (company) => ({
        query: 'query($companyId: Int!) { companyApplications(companyId: $companyId) { id name } }',
        variables: { companyId: company.id },
      }),
      // Another company's answers NOT_FOUND, like a missing one.
      expect: (role, target) => (role === 'application' ? 'deny' : scopedAction(role, target)),
    },
    restaurants: {
      document: (company) => ({
        query: `query($companys: [Int!]) { restaurants(companys: $companys) { totalCount edges { node { uuid title
          company { ${COMPANY_FIELDS} } platformData { tabletLogin tabletPass } ratings { period } subscriptions { service } } } } }`,
        variables: { companys: [company.id] },
      }),
      expect: scoped,
      showsTarget: true,
    },
    restaurantSettingKom: {
      document: (company) => ({
        query: `query($uuid: String!) { restaurantSettingKom(uuid: $uuid) { ${RESTAURANT_SETTINGS_FIELDS} hasTabletPassword } }`,
        variables: { uuid: company.pausableUuid },
      }),
      expect: restaurantSettingsReader,
      showsTarget: true,
    },
    companys: {
      document: (company) => ({
        query: `query($search: String) { companys(search: $search) { totalCount edges { node { ${COMPANY_FIELDS} subscriptions { service } } } } }`,
        variables: { search: company.name },
      }),
      expect: scoped,
      showsTarget: true,
    },
    company: {
      document: (company) => ({
        query: `query($id: Int!) { company(id: $id) { ${COMPANY_FIELDS} } }`,
        variables: { id: company.id },
      }),
      expect: (role, target) => (scoped(role, target) === 'hidden' ? 'deny' : scoped(role, target)),
      showsTarget: true,
    },
    search: {
      document: (company) => ({
        query: `query($search: String) { search(search: $search) { companys { totalCount edges { node { ${COMPANY_FIELDS} } } }
          users { totalCount edges { node { uuid email ... on Application { companies { ${COMPANY_FIELDS} } } } } } } }`,
        variables: { search: company.name },
      }),
      expect: (role) => (seesEveryCompany(role) ? 'allow' : 'deny'),
      showsTarget: true,
    },
    companyCheckExist: {
      document: (company) => ({
        query: 'query($email: String) { companyCheckExist(email: $email) { email siren siret } }',
        variables: { email: company.email },
      }),
      expect: always,
    },
    visitorCountry: { document: () => ({ query: '{ visitorCountry }' }), expect: always },
    activeOrders: {
      document: (company) => ({
        query: `query($restaurants: [String!]) { activeOrders(restaurants: $restaurants) {
          created { ${CART_FIELDS} } accepted { ${CART_FIELDS} } finished { ${CART_FIELDS} } } }`,
        variables: { restaurants: company.restaurantUuids },
      }),
      expect: scoped,
      showsTarget: true,
    },
    cart: {
      document: (company) => ({
        query: `query($id: Int!) { cart(id: $id) { ${CART_FIELDS} } }`,
        variables: { id: company.orders.cartId },
      }),
      expect: scoped,
      showsTarget: true,
    },
    pinSession: { document: () => ({ query: '{ pinSession { expiresAt } }' }), expect: signedIn },
    history: {
      document: (company) => ({
        query: `query($fromDate: String!, $toDate: String!, $company: Int, $restaurants: [String!]) {
          history(fromDate: $fromDate, toDate: $toDate, company: $company, restaurants: $restaurants, first: 100) {
            totalCount stats { count total } edges { cursor node { ${CART_FIELDS} } } } }`,
        variables: { ...HISTORY_RANGE, company: company.id, restaurants: company.restaurantUuids },
      }),
      expect: scoped,
      showsTarget: true,
    },
    loadOrder: {
      document: (company) => ({
        query: `query($orderId: String!, $restaurant: String!) { loadOrder(orderId: $orderId, restaurant: $restaurant) { ${CART_FIELDS} } }`,
        variables: { orderId: company.orders.displayId, restaurant: company.orders.restaurantUuid },
      }),
      expect: scoped,
      showsTarget: true,
    },
    // Invoices: company staff (/invoices, docs/roles.md#route-table), administrators and account managers, in their
    // scope; not applications.
    invoices: {
      document: (company) => ({
        query: `query($ids: [Int!]) { invoices(ids: $ids) { totalCount edges { node { id number company { ${COMPANY_FIELDS} } restaurants { uuid } } } } }`,
        variables: { ids: [company.invoiceId] },
      }),
      expect: invoiceAccess,
      showsTarget: true,
    },
    invoice: {
      document: (company) => ({
        query: `query($id: Int!) { invoice(id: $id) { id number externalUrl company { ${COMPANY_FIELDS} } additionalLines { label price } } }`,
        variables: { id: company.invoiceId },
      }),
      expect: (role, target) => (invoiceAccess(role, target) === 'hidden' ? 'deny' : invoiceAccess(role, target)),
      showsTarget: true,
    },
    // Webhooks belong to whoever's order they carried: the list is the viewer's scope, any signed-in account may ask.
    applicationWebhookDeliveries: {
      document: () => ({
        query: '{ applicationWebhookDeliveries { totalCount edges { node { deliveryId companyName payload } } } }',
      }),
      expect: applicationOnly,
    },
    webhookStatuses: {
      document: () => ({
        query: '{ webhookStatuses { totalCount edges { node { id event object objectId status body } } } }',
      }),
      expect: scoped,
    },
    // Analytics (/analytics, docs/roles.md#route-table): administrators, premium or analytics companies and
    // applications, in their scope.
    totalOrder: {
      document: (company) => ({
        query: `query($fromDate: String!, $toDate: String!, $company: Int, $restaurants: [String!]) {
          totalOrder(fromDate: $fromDate, toDate: $toDate, company: $company, restaurants: $restaurants) {
            overall { total } byPlatform { platform { name } total } byRestaurant { restaurant { uuid company { uuid } } total } } }`,
        variables: { ...HISTORY_RANGE, company: company.id, restaurants: company.restaurantUuids },
      }),
      expect: analyticsAccess,
      showsTarget: true,
    },
    dailyBestItem: {
      document: (company) => ({
        query: `query($fromDate: String!, $toDate: String!, $company: Int, $restaurants: [String!]) {
          dailyBestItem(fromDate: $fromDate, toDate: $toDate, company: $company, restaurants: $restaurants) { title total revenue } }`,
        variables: { ...HISTORY_RANGE, company: company.id, restaurants: company.restaurantUuids },
      }),
      expect: analyticsAccess,
    },
    totalOrderDayMap: {
      document: (company) => ({
        query: `query($fromDate: String!, $toDate: String!, $company: Int, $restaurants: [String!]) {
          totalOrderDayMap(fromDate: $fromDate, toDate: $toDate, company: $company, restaurants: $restaurants) { dayOfWeek hour sales total } }`,
        variables: { ...HISTORY_RANGE, company: company.id, restaurants: company.restaurantUuids },
      }),
      expect: analyticsAccess,
    },
    // VAT reports (/tva/item, docs/roles.md#route-table): administrators and companies with the premium or VAT service,
    // in their scope.
    tvaOrder: {
      document: (company) => ({
        query: `query($fromDate: String!, $toDate: String!, $company: Int) {
          tvaOrder(fromDate: $fromDate, toDate: $toDate, company: $company, first: 100) { totalCount edges { node { ttc cart { ${CART_FIELDS} } } } } }`,
        variables: { ...HISTORY_RANGE, company: company.id },
      }),
      expect: vatReport,
      showsTarget: true,
    },
    tvaReport: {
      document: (company) => ({
        query: `query($fromDate: String!, $toDate: String!, $restaurants: [String!]) {
          tvaReport(fromDate: $fromDate, toDate: $toDate, restaurants: $restaurants) { orderCount lines { key amount } byPlatform { platform { name } } } }`,
        variables: { ...HISTORY_RANGE, restaurants: company.restaurantUuids },
      }),
      expect: vatReport,
    },
    miscItem: {
      document: (company) => ({
        query: `query($fromDate: String!, $toDate: String!, $company: Int) {
          miscItem(fromDate: $fromDate, toDate: $toDate, company: $company) { totalCount byType { type total } edges { node { id restaurant { uuid } } } } }`,
        variables: { ...HISTORY_RANGE, company: company.id },
      }),
      expect: vatReport,
    },
    // /data-check: account managers (their companies) and administrators.
    datacheck: {
      document: (company) => ({
        query: `query($fromDate: String!, $toDate: String!, $company: Int) {
          datacheck(fromDate: $fromDate, toDate: $toDate, company: $company) {
            history { count total } checks { key matches } totals { byRestaurant { restaurant { uuid company { uuid } } } } } }`,
        variables: { ...HISTORY_RANGE, company: company.id },
      }),
      expect: (role, target) => (role === 'admin' || role === 'manager' ? scoped(role, target) : 'deny'),
      showsTarget: true,
    },
    // /marketing opens to administrators and the marketing subscription, which no other demo account holds.
    marketingType: { document: () => ({ query: '{ marketingType { value label } }' }), expect: marketingReport },
    promotions: {
      document: (company) => ({
        query: `query($fromDate: String!, $toDate: String!, $company: Int, $restaurants: [String!]) {
          promotions(fromDate: $fromDate, toDate: $toDate, company: $company, restaurants: $restaurants) {
            totalCount totals { discount } edges { node { id restaurant { uuid company { uuid } } results { orders } } } } }`,
        variables: { ...HISTORY_RANGE, company: company.id, restaurants: company.restaurantUuids },
      }),
      expect: marketingReport,
      showsTarget: true,
    },
    campaigns: {
      document: (company) => ({
        query: `query($fromDate: String!, $toDate: String!, $company: Int, $restaurants: [String!]) {
          campaigns(fromDate: $fromDate, toDate: $toDate, company: $company, restaurants: $restaurants) {
            totalCount totals { adSpend } edges { node { id restaurant { uuid company { uuid } } dailyStats { day adSpend } } } } }`,
        variables: { ...HISTORY_RANGE, company: company.id, restaurants: company.restaurantUuids },
      }),
      expect: marketingReport,
      showsTarget: true,
    },
    // Disputes (/dispute/order, docs/roles.md#route-table): administrators and companies with the premium or dispute
    // service, in scope.
    orderDispute: {
      document: (company) => ({
        query: `query($fromDate: String!, $toDate: String!, $restaurants: [String!]) {
          orderDispute(fromDate: $fromDate, toDate: $toDate, restaurants: $restaurants) {
            totalCount edges { node { id displayOrderId restaurant { uuid company { uuid } } order { ${CART_FIELDS} } } } } }`,
        variables: { ...HISTORY_RANGE, restaurants: company.restaurantUuids },
      }),
      expect: disputeAccess,
      showsTarget: true,
    },
    disputeSummary: {
      document: (company) => ({
        query: `query($fromDate: String!, $toDate: String!, $restaurants: [String!]) {
          disputeSummary(fromDate: $fromDate, toDate: $toDate, restaurants: $restaurants) { count won recovered } }`,
        variables: { ...HISTORY_RANGE, restaurants: company.restaurantUuids },
      }),
      expect: disputeAccess,
    },
    getReviews: {
      document: (company) => ({
        query: `query($restaurants: [String!]) { getReviews(restaurants: $restaurants, first: 100) {
          totalCount edges { node { uuid workflowUuid message restaurant { uuid company { uuid } } client { platformId } } } } }`,
        variables: { restaurants: company.restaurantUuids },
      }),
      expect: reviewAccess,
      showsTarget: true,
    },
    getDisputeForCart: {
      document: (company) => ({
        query: `query($orderId: String!, $restaurant: String!) { getDisputeForCart(orderId: $orderId, restaurant: $restaurant) {
          id restaurant { uuid company { uuid } } } }`,
        variables: { orderId: company.disputes.displayOrderId, restaurant: company.disputes.restaurantUuid },
      }),
      expect: disputeAccess,
      showsTarget: true,
    },
    restaurantSchedules: {
      document: (company) => ({
        query: `query($restaurants: [String!]) { restaurantSchedules(restaurants: $restaurants) { ${SCHEDULE_FIELDS} } }`,
        variables: { restaurants: company.restaurantUuids },
      }),
      expect: scheduleAccess,
      showsTarget: true,
    },
    // Only Demo Burger Co has seeded closures, so an allowed answer may be empty.
    holidayHours: {
      document: (company) => ({
        query: `query($restaurants: [String!]) { holidayHours(restaurants: $restaurants) { ${HOLIDAY_FIELDS} } }`,
        variables: { restaurants: company.restaurantUuids },
      }),
      expect: scheduleAccess,
    },
    menus: {
      document: (company) => ({
        query:
          'query($companyId: Int) { menus(companyId: $companyId) { id restaurant { uuid company { uuid } } items { id platformSync { status } } } }',
        variables: { companyId: company.id },
      }),
      expect: menusAccess,
      showsTarget: true,
    },
    menuMakerActivated: {
      document: (company) => ({
        query: 'query($id: Int) { menuMakerActivated(companyId: $id) }',
        variables: { id: company.id },
      }),
      expect: scopedAction,
    },
    menuV2: menuMakerOperation(`query($id: Int!) { menuV2(id: $id) { ${MENU_MAKER_FIELDS} } }`, (company) => ({
      id: company.menuMaker.liveConfigurationId,
    })),
    menuValidation: menuMakerOperation(
      'query($id: Int!) { menuValidation(menuConfigurationId: $id) { code title } }',
      (company) => ({ id: company.menuMaker.liveConfigurationId }),
      false,
    ),
    menuPublications: menuMakerOperation(
      'query($id: Int!) { menuPublications(menuConfigurationId: $id) { status restaurant { uuid } } }',
      (company) => ({ id: company.menuMaker.liveConfigurationId }),
      false,
    ),
  },
  Mutation: {
    menu: menuMakerOperation(
      `mutation($companyId: Int!, $input: MenuConfigurationInput!) { menu(companyId: $companyId, input: $input) { ${MENU_MAKER_FIELDS} } }`,
      (company) => ({ companyId: company.id, input: { title: 'Matrix' } }),
    ),
    updateMenuConfiguration: menuMakerOperation(
      `mutation($input: MenuConfigurationInput!) { updateMenuConfiguration(input: $input, operation: UPDATE) { ${MENU_MAKER_FIELDS} } }`,
      (company) => ({ input: { id: company.menuMaker.draftId, title: 'Matrix draft' } }),
    ),
    updateMenu: menuMakerOperation(
      `mutation($input: MenuInput!) { updateMenu(input: $input, operation: ADD) { ${MENU_MAKER_FIELDS} } }`,
      (company) => ({ input: { menuConfigurationId: company.menuMaker.draftId, title: 'Matrix' } }),
    ),
    updateMenuCategory: menuMakerOperation(
      `mutation($input: CategoryInput!) { updateMenuCategory(input: $input, operation: ADD) { ${MENU_MAKER_FIELDS} } }`,
      (company) => ({ input: { menuConfigurationId: company.menuMaker.draftId, title: 'Matrix' } }),
    ),
    updateMenuItem: menuMakerOperation(
      `mutation($input: ItemInput!) { updateMenuItem(input: $input, operation: ADD) { ${MENU_MAKER_FIELDS} } }`,
      (company) => ({ input: { menuConfigurationId: company.menuMaker.draftId, title: 'Matrix', price: 100 } }),
    ),
    updateMenuModifierGroup: menuMakerOperation(
      `mutation($input: ModifierGroupInput!) { updateMenuModifierGroup(input: $input, operation: ADD) { ${MENU_MAKER_FIELDS} } }`,
      (company) => ({ input: { menuConfigurationId: company.menuMaker.draftId, title: 'Matrix' } }),
    ),
    updateMenuCategoryPosition: menuMakerOperation(
      `mutation($categories: [CategoryPositionInput!]!) { updateMenuCategoryPosition(categories: $categories) { ${MENU_MAKER_FIELDS} } }`,
      (company) => ({ categories: [{ id: company.menuMaker.draftCategoryId, position: 0 }] }),
    ),
    // A live menu published to its own restaurant is only uploaded again.
    menuToTablet: menuMakerOperation(
      'mutation($restaurants: [String!]!, $id: Int!) { menuToTablet(restaurants: $restaurants, menuConfigurationId: $id) { status restaurant { uuid company { uuid } } } }',
      (company) => ({ restaurants: [company.menuMaker.liveRestaurantUuid], id: company.menuMaker.liveConfigurationId }),
    ),
    // Authorised like updateMenuItem, on an item of the company's live menu; the file is a real PNG (it is decoded).
    uploadMenuItemImage: {
      ...menuMakerOperation(
        `mutation($itemId: Int!, $image: File!) { uploadMenuItemImage(itemId: $itemId, image: $image) { id imageUrl menuConfiguration { ${MENU_MAKER_FIELDS} } } }`,
        (company) => ({ itemId: company.menuItemId }),
      ),
      send: async (graphqlUrl, query, variables, token) =>
        sendItemImage(graphqlUrl, query, Number(variables.itemId), await aPng(), token),
    },
    item: {
      document: (company) => ({
        query: `mutation($id: Int!) { item(id: $id, suspend: TOMORROW) { ${MENU_ITEM_FIELDS} } }`,
        variables: { id: company.menuItemId },
      }),
      expect: menusAccess,
      showsTarget: true,
    },
    itemPrice: {
      document: (company) => ({
        query: `mutation($id: Int!) { itemPrice(id: $id, price: 1250) { ${MENU_ITEM_FIELDS} } }`,
        variables: { id: company.menuItemId },
      }),
      expect: menusAccess,
      showsTarget: true,
    },
    itemInternalTitle: {
      document: (company) => ({
        query: `mutation($id: Int!) { itemInternalTitle(id: $id, title: "Matrice") { ${MENU_ITEM_FIELDS} } }`,
        variables: { id: company.menuItemId },
      }),
      expect: menusAccess,
      showsTarget: true,
    },
    // Own data: the role's own credentials (a visitor has none). Other data: the other company's account.
    login: {
      document: (company, role, target) => {
        const demo = ROLES[role].demo;
        const query =
          'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token auth { uuid email } } }';
        if (demo === null) return { query, variables: { email: company.email, password: 'wrong-password' } };
        const { email, password } = DEMO_ACCOUNTS[demo];
        return { query, variables: target === 'own' ? { email, password } : { email: company.email, password } };
      },
      expect: (role, target) => (role === 'visitor' || target === 'other' ? 'deny' : 'allow'),
      denyCodes: ['INVALID_CREDENTIALS', 'TOO_MANY_ATTEMPTS'],
    },
    // Public, and the same answer for any address (one each, under the per-address limit of links).
    resetPassword: {
      document: (_company, role, target) => ({
        query: 'mutation($email: String!) { resetPassword(email: $email) }',
        variables: { email: `${role}.${target}@matrix.test` },
      }),
      expect: always,
      send: sendFromNewAddress,
    },
    // The link's token, not the caller's session, names the account: a session of any role resets nothing.
    resetPasswordChange: {
      document: (company) => ({
        query:
          'mutation($newPassword: String!, $token: String!) { resetPasswordChange(newPassword: $newPassword, token: $token) }',
        variables: { newPassword: 'matrix-reset-2026', token: `forged-${company.uuid}` },
      }),
      expect: () => 'deny',
      denyCodes: ['TOKEN_EXPIRED'],
    },
    refresh: { document: () => ({ query: 'mutation { refresh { token } }' }), expect: signedIn },
    // Public: anyone may sign a new company up (from an address of its own, under the per-address limit).
    registerCompany: {
      document: () => ({ query: REGISTER_COMPANY, variables: { input: aRegistration() } }),
      expect: always,
      send: sendFromNewAddress,
    },
    // The token argument, not the caller's session, names the account: a session of any role validates nothing.
    validateAccountCode: {
      document: (company) => ({
        query: VALIDATE_ACCOUNT_CODE,
        variables: { token: `forged.${company.uuid}`, code: '123456' },
      }),
      expect: () => 'deny',
      denyCodes: ['TOKEN_EXPIRED'],
    },
    requestResetCode: {
      document: (company) => ({
        query: REQUEST_RESET_CODE,
        variables: { token: `forged.${company.uuid}`, email: company.email, type: 1 },
      }),
      expect: () => 'deny',
      denyCodes: ['TOKEN_EXPIRED'],
    },
    logout: { document: () => ({ query: 'mutation { logout }' }), expect: signedIn, endsSession: true },
    // A weak new password is refused before anything is checked or changed: every signed-in account reaches the rule.
    changePassword: {
      document: () => ({ query: 'mutation { changePassword(currentPassword: "x", newPassword: "weak") { token } }' }),
      expect: () => 'deny',
      denyCodes: ['UNAUTHENTICATED', 'BAD_USER_INPUT'],
    },
    // The signed-in account's own language: every signed-in account may store its own.
    registerPendingRestaurant: {
      document: (company) => ({
        query:
          'mutation($id: Int!, $store: String!) { registerPendingRestaurant(companyId: $id, platform: "PLATFORM_JUST_EAT", platformId: $store, storeName: "Matrix", isTabletLess: true) { uuid integrationStatus company { uuid } } }',
        variables: { id: company.id, store: `matrix-${randomUUID()}` },
      }),
      // Another company's id answers NOT_FOUND, like a missing one.
      expect: (role, target) => (role === 'application' ? 'deny' : scopedAction(role, target)),
      showsTarget: true,
    },
    loginPlatformCheck: {
      document: () => ({
        query: 'mutation { loginPlatformCheck(login: "chef", password: "secret", platform: "PLATFORM_GLOVO") }',
      }),
      expect: (role) => (role === 'application' || role === 'visitor' ? 'deny' : 'allow'),
    },
    approvePendingRestaurant: {
      document: (company) => ({
        query: 'mutation($uuid: String!) { approvePendingRestaurant(restaurantUuid: $uuid) { uuid company { uuid } } }',
        variables: { uuid: nextPending(company.id) },
      }),
      expect: (role, target) => (seesEveryCompany(role) ? scopedAction(role, target) : 'deny'),
      showsTarget: true,
    },
    rejectPendingRestaurant: {
      document: (company) => ({
        query:
          'mutation($uuid: String!) { rejectPendingRestaurant(restaurantUuid: $uuid, reason: "Not ours") { uuid company { uuid } } }',
        variables: { uuid: nextPending(company.id) },
      }),
      expect: (role, target) => (seesEveryCompany(role) ? scopedAction(role, target) : 'deny'),
      showsTarget: true,
    },
    startUberEatsConnection: {
      document: (company) => ({
        query: 'mutation($id: Int!) { startUberEatsConnection(companyId: $id) { authorizeUrl } }',
        variables: { id: company.id },
      }),
      expect: (role, target) => (role === 'application' ? 'deny' : scopedAction(role, target)),
    },
    updateLanguage: {
      document: () => ({ query: 'mutation { updateLanguage(lang: en) { uuid lang } }' }),
      expect: signedIn,
    },
    updateCompanyUser: {
      document: (company) => ({
        query:
          'mutation($id: Int, $input: CompanyUserInput!) { updateCompanyUser(id: $id, input: $input) { id uuid name } }',
        variables: { id: company.id, input: companyUserInput(company.name) },
      }),
      expect: accountPage,
      showsTarget: true,
    },
    // The company's own name: allowed, it changes nothing.
    company: {
      document: (company) => ({
        query:
          'mutation($companyId: Int!, $input: CompanyInput!) { company(companyId: $companyId, input: $input) { id uuid name } }',
        variables: { companyId: company.id, input: { name: company.name } },
      }),
      expect: companyAdministration,
      showsTarget: true,
    },
    companyAccountManagers: {
      document: (company) => ({
        query:
          'mutation($companyId: Int!, $accountUuids: [String!]!) { companyAccountManagers(companyId: $companyId, accountUuids: $accountUuids) { company { uuid } accountManagers { uuid } } }',
        variables: { companyId: company.id, accountUuids: [demoManagerUuid] },
      }),
      expect: administratorOnly,
      showsTarget: true,
    },
    // Two links per company over the matrix, within the three a company's account may be sent in 15 minutes.
    sendCompanyPasswordReset: {
      document: (company) => ({
        query: 'mutation($companyId: Int!) { sendCompanyPasswordReset(companyId: $companyId) }',
        variables: { companyId: company.id },
      }),
      expect: companyAdministration,
    },
    updateBillingInformation: {
      document: (company) => ({
        query:
          'mutation($id: Int, $input: BillingInformationInput!) { updateBillingInformation(id: $id, input: $input) { id uuid ibanLast4 paymentMethod } }',
        variables: { id: company.id, input: { paymentMethod: 'CARD' } },
      }),
      expect: accountPage,
      showsTarget: true,
    },
    updateCompanyPicture: {
      document: (company) => ({ query: UPDATE_LOGO, variables: { id: company.id } }),
      expect: accountPage,
      showsTarget: true,
      send: async (graphqlUrl, query, variables, token) =>
        sendLogo(graphqlUrl, query, Number(variables.id), await aPng(), { token }),
    },
    cartEvent: {
      document: (company) => ({
        query: `mutation($cart: Int!) { cartEvent(cart: $cart, print: true) { ${CART_EVENT_FIELDS} } }`,
        variables: { cart: company.orders.cartId },
      }),
      expect: scopedAction,
    },
    cartCancelEvent: {
      document: (company, role) => ({
        query: `mutation($cart: Int!) { cartCancelEvent(cart: $cart) { ${CART_EVENT_FIELDS} } }`,
        // A visitor is refused before any order is looked at, so it needs none of the prepared ones.
        variables: { cart: role === 'visitor' ? company.orders.cartId : company.orders.takeCancellable() },
      }),
      expect: scopedAction,
    },
    setCouriers: {
      document: (company) => ({
        query: `mutation($cart: Int!) { setCouriers(cart: $cart, numberOfCouriers: 2) { ${CART_EVENT_FIELDS} } }`,
        variables: { cart: company.orders.cartId },
      }),
      expect: scopedAction,
    },
    uploadOrderFile: {
      document: (company) => ({
        query: `mutation($input: UploadOrderFileInput!) { uploadOrderFile(input: $input) { ${CART_FIELDS} } }`,
        variables: { input: { cartId: company.orders.cartId, imageUpload: null } },
      }),
      expect: scopedAction,
      upload: true,
      showsTarget: true,
    },
    companyOperation: {
      document: () => ({ query: `mutation { companyOperation(autoPrint: false) { ${COMPANY_FIELDS} isBusy } }` }),
      expect: ownCompanyOnly,
      showsTarget: true,
    },
    pauseRestaurant: {
      document: (company) => ({
        query: `mutation($uuid: String!) { pauseRestaurant(restaurantUuid: $uuid, pause: false) { ${RESTAURANT_FIELDS} } }`,
        variables: { uuid: company.pausableUuid },
      }),
      expect: scopedAction,
      showsTarget: true,
    },
    restaurantLoginTabletCheck: {
      document: (company) => ({
        query: `mutation($uuid: String!) { restaurantLoginTabletCheck(restaurantUuid: $uuid) { ${RESTAURANT_FIELDS} } }`,
        variables: { uuid: company.pausableUuid },
      }),
      expect: scopedAction,
      showsTarget: true,
    },
    restaurantSettingKom: {
      document: (company) => ({
        query: `mutation($uuid: String!) { restaurantSettingKom(uuid: $uuid, input: { label: "Matrix" }) { ${RESTAURANT_SETTINGS_FIELDS} } }`,
        variables: { uuid: company.pausableUuid },
      }),
      expect: restaurantSettingsEditor,
      showsTarget: true,
    },
    restaurantKDSKom: {
      document: (company) => ({
        query: `mutation($id: Int!) { restaurantKDSKom(id: $id, input: { deliveryZoneName: "Matrix zone" }) { ${RESTAURANT_SETTINGS_FIELDS} } }`,
        variables: { id: company.pausableId },
      }),
      expect: restaurantSettingsEditor,
      showsTarget: true,
    },
    restaurantDeliverySetting: {
      document: (company) => ({
        query: `mutation($uuid: String!) { restaurantDeliverySetting(restaurantUuid: $uuid, deliveryMode: "PLATFORM") { ${RESTAURANT_SETTINGS_FIELDS} } }`,
        variables: { uuid: company.pausableUuid },
      }),
      expect: restaurantSettingsEditor,
      showsTarget: true,
    },
    checkLoginPlatform: {
      document: (company) => ({
        query: `mutation($uuid: String!) { checkLoginPlatform(restaurant: $uuid, tabletLogin: "tablet", tabletPassword: "secret") { ${RESTAURANT_FIELDS} } }`,
        variables: { uuid: company.pausableUuid },
      }),
      expect: scopedAction,
      showsTarget: true,
    },
    // Every account has DEMO_PIN here (beforeAll), so the right PIN is accepted whoever asks.
    checkPin: {
      document: () => ({
        query: 'mutation($code: String!) { checkPin(code: $code) { expiresAt } }',
        variables: { code: DEMO_PIN },
      }),
      expect: signedIn,
    },
    lockPin: { document: () => ({ query: 'mutation { lockPin }' }), expect: signedIn },
    updatePin: {
      document: () => ({ query: `mutation { updatePin(pinCode: "${DEMO_PIN}", newCode: "${DEMO_PIN}") }` }),
      expect: signedIn,
    },
    updatePageAccess: {
      document: () => ({
        query: `mutation { updatePageAccess(pagesAccess: [{ tag: "analytics", pinRequired: true }], pinCode: "${DEMO_PIN}") { ${COMPANY_FIELDS} } }`,
      }),
      expect: ownCompanyOnly,
      showsTarget: true,
    },
    printer: {
      document: (company) => ({
        query: `mutation($input: PrinterInput!) { printer(input: $input) { ${PRINTER_FIELDS} } }`,
        variables: { input: { id: company.printers.printerId, label: 'Matrix' } },
      }),
      expect: printerAction,
      showsTarget: true,
    },
    deletePrinter: {
      document: (company) => ({
        query: 'mutation($id: Int!) { deletePrinter(id: $id) }',
        variables: { id: company.printers.takeDeletable() },
      }),
      expect: printerAction,
    },
    rotatePrinterSecret: {
      document: (company) => ({
        query: `mutation($id: Int!) { rotatePrinterSecret(id: $id) { ${PRINTER_FIELDS} } }`,
        variables: { id: company.printers.printerId },
      }),
      expect: printerAction,
      showsTarget: true,
    },
    printTestPage: {
      document: (company) => ({
        query: 'mutation($id: Int!) { printTestPage(printerId: $id) { id status } }',
        variables: { id: company.printers.printerId },
      }),
      expect: printerAction,
    },
    createTabletEnrolment: {
      document: (company) => ({
        query:
          'mutation($company: Int) { createTabletEnrolment(deviceName: "Matrix", company: $company) { code link expiresAt } }',
        variables: { company: company.id },
      }),
      expect: printerAction,
    },
    // Public: the code alone says which company the tablet joins, whoever sends it.
    loginWithCode: {
      document: (company) => ({
        query: 'mutation($code: String!) { loginWithCode(code: $code) { token } }',
        variables: { code: company.tablets.takeCode() },
      }),
      expect: always,
    },
    revokeDevice: {
      document: (company) => ({
        query: 'mutation($id: Int!) { revokeDevice(id: $id) }',
        variables: { id: company.tablets.takeRevocable() },
      }),
      expect: printerAction,
    },
    device: {
      document: () => ({
        query: 'mutation($input: DeviceInput!) { device(input: $input) }',
        variables: { input: { uuid: randomUUID() } },
      }),
      expect: (role) => (isCompany(role) ? 'allow' : 'deny'),
    },
    endSwitchUser: { document: () => ({ query: 'mutation { endSwitchUser }' }), expect: signedIn },
    applicationInfo: {
      document: () => ({
        query: 'mutation { applicationInfo(input: { name: "Demo POS" }) { uuid name companies { uuid } } }',
      }),
      expect: applicationOnly,
    },
    rotateApplicationSecret: {
      document: () => ({ query: 'mutation { rotateApplicationSecret { webhookSecret } }' }),
      expect: applicationOnly,
    },
    redeliverApplicationWebhook: {
      document: () => ({
        query: 'mutation($id: String!) { redeliverApplicationWebhook(deliveryId: $id) { deliveryId status } }',
        variables: { id: applicationDeliveryId },
      }),
      expect: applicationOnly,
    },
    redeliverFailedApplicationWebhooks: {
      document: () => ({ query: 'mutation { redeliverFailedApplicationWebhooks }' }),
      expect: applicationOnly,
    },
    sendApplicationTestWebhook: {
      document: () => ({ query: 'mutation { sendApplicationTestWebhook { deliveryId event } }' }),
      expect: applicationOnly,
    },
    serviceInquiry: {
      document: () => ({
        query:
          'mutation { serviceInquiry(services: ["ANALYTICS"], comment: "matrix") { id services comment createdAt } }',
      }),
      expect: signedIn,
    },
    acceptServiceInquiry: {
      document: (company) => ({
        query: `mutation($id: Int!) { acceptServiceInquiry(id: $id) { ${INQUIRY_FIELDS} } }`,
        variables: { id: company.inquiries.takeOpen() },
      }),
      expect: serviceManager,
      showsTarget: true,
    },
    declineServiceInquiry: {
      document: (company) => ({
        query: `mutation($id: Int!) { declineServiceInquiry(id: $id, message: "matrix") { ${INQUIRY_FIELDS} } }`,
        variables: { id: company.inquiries.takeOpen() },
      }),
      expect: serviceManager,
      showsTarget: true,
    },
    // A change to what the company already has: allowed calls change nothing the other rows depend on.
    updateCompanySubscription: {
      document: (company) => ({
        query: `mutation($id: Int!) { updateCompanySubscription(companyId: $id, input: { service: "ORDER_MANAGER", activated: true }) { ${COMPANY_FIELDS} } }`,
        variables: { id: company.id },
      }),
      expect: serviceManager,
      showsTarget: true,
    },
    updateRestaurantSubscription: {
      document: (company) => ({
        query:
          'mutation($uuid: String!) { updateRestaurantSubscription(restaurantUuid: $uuid, input: { service: "VAT" }) { uuid company { uuid } } }',
        variables: { uuid: company.restaurantUuids[0] },
      }),
      expect: serviceManager,
      showsTarget: true,
    },
    // Sent with the order's photo as evidence; a dispute is sent once, so each allowed call takes a fresh one.
    sendDisputeRequest: {
      document: (company, role) => ({
        query:
          'mutation($input: DisputeInput!) { sendDisputeRequest(input: $input) { id status restaurant { uuid company { uuid } } } }',
        // Roles refused before any dispute is read need none of the prepared ones.
        variables: { input: { orderId: role === 'admin' || role === 'premium' ? company.disputes.takeSendable() : 0 } },
      }),
      expect: (role, target) => (disputeAccess(role, target) === 'hidden' ? 'deny' : disputeAccess(role, target)),
      showsTarget: true,
    },
    // A review is answered once: each allowed reply takes a fresh one.
    review: {
      document: (company, role) => ({
        query: `mutation($workflowUUID: String!, $eaterUUID: String!, $restaurantUUID: String!) {
          review(workflowUUID: $workflowUUID, eaterUUID: $eaterUUID, restaurantUUID: $restaurantUUID, promotion: { token: TIER_2 }, message: "Merci")
          { uuid giftPrice restaurant { uuid company { uuid } } } }`,
        variables: role === 'premium' ? company.reviews.takeAnswerable() : company.reviews.refused,
      }),
      expect: (role, target) => (reviewAccess(role, target) === 'hidden' ? 'deny' : reviewAccess(role, target)),
      showsTarget: true,
    },
    noteDeliverer: {
      document: (company, role) => {
        const rated = role === 'visitor' ? { cartUuid: company.uuid, jobUuid: 'none' } : company.orders.takeRateable();
        return {
          query: `mutation($restaurantUuid: String!, $jobUuid: String!, $cartUuid: String!) {
            noteDeliverer(restaurantUuid: $restaurantUuid, jobUuid: $jobUuid, cartUuid: $cartUuid, note: "1") }`,
          variables: { restaurantUuid: company.orders.restaurantUuid, ...rated },
        };
      },
      expect: scopedAction,
    },
    // Exports are gated like their screens (History, VAT per item, disputes) and hold only the viewer's scope: the
    // download itself is tested in modules/exports.
    exportCart: {
      document: (company) => ({
        query: `mutation($fromDate: String!, $toDate: String!, $company: Int, $restaurants: [String!]) {
          exportCart(fromDate: $fromDate, toDate: $toDate, company: $company, restaurants: $restaurants, period: "day") { url fileName stores } }`,
        variables: { ...HISTORY_RANGE, company: company.id, restaurants: company.restaurantUuids },
      }),
      expect: (role, target) => (role === 'manager' ? 'deny' : scoped(role, target)),
    },
    exportMiscItem: {
      document: (company) => ({
        query: `mutation($fromDate: String!, $toDate: String!, $company: Int, $restaurants: [String!]) {
          exportMiscItem(fromDate: $fromDate, toDate: $toDate, company: $company, restaurants: $restaurants) { url fileName stores } }`,
        variables: { ...HISTORY_RANGE, company: company.id, restaurants: company.restaurantUuids },
      }),
      expect: (role, target) => (role === 'admin' || role === 'premium' ? scoped(role, target) : 'deny'),
    },
    schedule: {
      document: (company) => ({
        query: `mutation($uuid: String!, $input: [ScheduleDayInput!]!) { schedule(restaurantUuid: $uuid, input: $input) { ${SCHEDULE_FIELDS} } }`,
        variables: {
          uuid: company.pausableUuid,
          input: [{ dayOfWeek: 7, timePeriods: [{ startTime: '18:30', endTime: '22:30' }] }],
        },
      }),
      expect: (role, target) => (scheduleAccess(role, target) === 'hidden' ? 'deny' : scheduleAccess(role, target)),
      showsTarget: true,
    },
    addHolidayHours: {
      document: (company) => ({
        query: `mutation($day: String!, $restaurants: [String!]!) { addHolidayHours(fromDate: $day, toDate: $day, restaurants: $restaurants) { ${HOLIDAY_FIELDS} } }`,
        variables: { day: NEXT_YEAR, restaurants: [company.pausableUuid] },
      }),
      expect: (role, target) => (scheduleAccess(role, target) === 'hidden' ? 'deny' : scheduleAccess(role, target)),
      showsTarget: true,
    },
    removeHolidayHours: {
      document: (company) => ({
        query: `mutation($restaurants: [String!]!) { removeHolidayHours(restaurants: $restaurants) { removed restaurant { uuid company { uuid } } push { status } } }`,
        variables: { restaurants: [company.pausableUuid] },
      }),
      expect: (role, target) => (scheduleAccess(role, target) === 'hidden' ? 'deny' : scheduleAccess(role, target)),
      showsTarget: true,
    },
    exportDisputedOrder: {
      document: (company) => ({
        query: `mutation($fromDate: String!, $toDate: String!, $restaurants: [String!]) {
          exportDisputedOrder(fromDate: $fromDate, toDate: $toDate, restaurants: $restaurants) {
            url stores resume { count incorrectPrice } orders { restaurantUuid displayOrderId } } }`,
        variables: { ...HISTORY_RANGE, restaurants: company.restaurantUuids },
      }),
      expect: (role, target) => (role === 'admin' || role === 'premium' ? scoped(role, target) : 'deny'),
    },
  },
};

describe('the authorisation matrix', () => {
  it('lists every query and mutation of the schema', () => {
    const served = [
      ...Object.keys(schema.getQueryType()?.getFields() ?? {}).map((name) => `Query.${name}`),
      ...Object.keys(schema.getMutationType()?.getFields() ?? {}).map((name) => `Mutation.${name}`),
    ].sort();
    const listed = [
      ...Object.keys(OPERATIONS.Query).map((name) => `Query.${name}`),
      ...Object.keys(OPERATIONS.Mutation).map((name) => `Mutation.${name}`),
    ].sort();
    expect(listed).toEqual(served);
  });
});

describe.each(TEST_DRIVERS)('the authorisation matrix (%s)', (driver) => {
  let api: TestApi;
  const tokens = new Map<RoleKey, string>();
  const facts = new Map<CompanyKey, CompanyFacts>();

  beforeAll(async () => {
    // The platforms accept any tablet login here: checkLoginPlatform's scope is what is judged.
    api = await startTestApi(driver, {}, { checkStoreCredentials: async () => 'accepted' });
    await api.database.db.update(accounts).set({ pinHash: await hashPin(DEMO_PIN) });
    matrixUber = await startMatrixUber();
    Object.assign(api.config.platforms.PLATFORM_UBER_EAT, matrixUber.connection);
    for (const [key, name] of Object.entries(DEMO_COMPANY_NAMES) as [CompanyKey, string][]) {
      const [row] = await api.database.db
        .select({ id: companies.id, name: companies.name, uuid: accounts.uuid, email: accounts.email })
        .from(companies)
        .innerJoin(accounts, eq(accounts.id, companies.accountId))
        .where(eq(companies.name, name));
      if (!row) throw new Error(`Demo company ${name} missing`);
      const owned = await api.database.db
        .select({ id: restaurants.id, uuid: restaurants.uuid, platform: platforms.code })
        .from(restaurants)
        .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
        .where(eq(restaurants.companyId, row.id));
      const pausable = owned.find((restaurant) => restaurant.platform !== 'PLATFORM_JUST_EAT');
      const pausableUuid = pausable?.uuid ?? '';
      const orders = await createMatrixOrders(api.database.db, key);
      const disputes = await createMatrixDisputes(api.database.db, key, join(api.config.dataDir, 'uploads'));
      const reviews = await createMatrixReviews(api.database.db, key);
      const invoiceId = await findMatrixInvoiceId(api.database.db, row.id);
      const menuItemId = await findMatrixMenuItemId(api.database.db, row.id);
      const menuMaker = await createMatrixMenuMaker(api.database.db, row.id);
      const printers = await createMatrixPrinters(api.database.db, row.id);
      const tablets = await createMatrixTablets(api.database.db, row.id);
      const inquiries = await createMatrixInquiries(api.database.db, row.id);
      uberGrants.set(row.id, await createMatrixGrant(api.database.db, api.config.dataKey, row.id));
      pendingUuids.set(row.id, await createPendingRestaurants(api.database.db, row.id, 40));
      facts.set(key, {
        ...row,
        restaurantUuids: owned.map((restaurant) => restaurant.uuid),
        pausableUuid,
        pausableId: pausable?.id ?? 0,
        orders,
        disputes,
        reviews,
        invoiceId,
        menuItemId,
        menuMaker,
        printers,
        tablets,
        inquiries,
      });
    }
    // The demo application's events are on, so that its test ping is judged on who asks, not on its settings.
    await api.database.db
      .update(accounts)
      .set({ webhookEnabled: true })
      .where(eq(accounts.email, DEMO_ACCOUNTS.app.email));
    const [delivery] = await api.database.db
      .insert(applicationWebhooks)
      .values({
        applicationId: (await findAccountByEmail(api.database, DEMO_ACCOUNTS.app.email)).id,
        companyId: null,
        event: 'ping',
        body: '{}',
        giveUpAt: new Date(),
        status: 'failed',
      })
      .returning({ deliveryId: applicationWebhooks.deliveryId });
    applicationDeliveryId = delivery?.deliveryId ?? '';
    demoManagerUuid = (await findAccountByEmail(api.database, DEMO_ACCOUNTS.manager.email)).uuid;
    for (const [role, { demo }] of Object.entries(ROLES) as [RoleKey, (typeof ROLES)[RoleKey]][]) {
      if (demo) tokens.set(role, await api.signIn(DEMO_ACCOUNTS[demo].email, DEMO_ACCOUNTS[demo].password));
    }
  });
  afterAll(async () => {
    await api?.close();
    await matrixUber?.close();
  });

  function companyOf(role: RoleKey, target: Target): CompanyFacts {
    const company = facts.get(ROLES[role][target]);
    if (!company) throw new Error('facts not loaded');
    return company;
  }

  function markersOf(company: CompanyFacts): string[] {
    return [company.uuid, company.email, company.name, ...company.restaurantUuids];
  }

  function assertOutcome(
    result: GraphQLResponse,
    field: string,
    outcome: Outcome,
    operation: Operation,
    target: CompanyFacts,
  ) {
    const value = result.body.data?.[field];
    if (outcome === 'deny') {
      expect(value ?? null).toBeNull();
      expect(operation.denyCodes ?? ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND']).toContain(
        result.body.errors?.[0]?.extensions?.code,
      );
      return;
    }
    expect(result.body.errors).toBeUndefined();
    const shown = JSON.stringify(value);
    if (operation.showsTarget && outcome === 'allow') expect(shown).toContain(target.uuid);
    if (outcome === 'hidden') for (const marker of markersOf(target)) expect(shown).not.toContain(marker);
  }

  for (const target of ['own', 'other'] as const) {
    for (const [kind, operations] of Object.entries(OPERATIONS)) {
      for (const [field, operation] of Object.entries(operations)) {
        it.each(Object.keys(ROLES) as RoleKey[])(`${kind}.${field} on ${target} data as %s`, async (role) => {
          const company = companyOf(role, target);
          const { query, variables } = operation.document(company, role, target);
          const result = operation.send
            ? await operation.send(api.graphqlUrl, query, variables ?? {}, tokens.get(role))
            : operation.upload
              ? await sendPhotoUpload(api.graphqlUrl, query, variables ?? {}, tokens.get(role))
              : await api.graphql(query, { token: tokens.get(role), variables });
          const { demo } = ROLES[role];
          if (operation.endsSession && demo)
            tokens.set(role, await api.signIn(DEMO_ACCOUNTS[demo].email, DEMO_ACCOUNTS[demo].password));
          expect(result.status).toBe(200);
          assertOutcome(result, field, operation.expect(role, target), operation, company);
          if (!seesEveryCompany(role)) {
            for (const marker of markersOf(companyOf(role, 'other'))) expect(result.text).not.toContain(marker);
          }
        });
      }
    }
  }

  // The other company's facts with its menu-maker ids swapped for ones that exist nowhere.
  const missingMenuMaker = (company: CompanyFacts): CompanyFacts => ({
    ...company,
    id: MISSING_ID,
    menuItemId: MISSING_ID,
    menuMaker: MISSING_MENU_MAKER,
  });
  const probingRoles = (Object.keys(ROLES) as RoleKey[]).filter(
    (role) => role !== 'visitor' && !seesEveryCompany(role),
  );
  for (const [kind, operations] of Object.entries(OPERATIONS)) {
    for (const [field, operation] of Object.entries(operations).filter(([, candidate]) => candidate.probe)) {
      it.each(probingRoles)(
        `${kind}.${field} answers another company's ids exactly like missing ones as %s`,
        async (role) => {
          const answers: unknown[] = [];
          for (const company of [companyOf(role, 'other'), missingMenuMaker(companyOf(role, 'other'))]) {
            const { query, variables = {} } = operation.document(company, role, 'other');
            const result = operation.send
              ? await operation.send(api.graphqlUrl, query, variables, tokens.get(role))
              : await api.graphql(query, { token: tokens.get(role), variables });
            answers.push({
              status: result.status,
              data: result.body.data,
              errors: result.body.errors?.map(({ message, extensions }) => ({ message, code: extensions?.code })),
            });
          }
          expect(answers[0]).toMatchObject({ errors: [{ code: 'NOT_FOUND' }] });
          expect(answers[1]).toEqual(answers[0]);
        },
      );
    }
  }
});
