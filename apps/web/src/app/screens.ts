import { lazy, type ComponentType } from 'react';
import type { RouteDef } from '@comptoir/domain';
import { withScreenStrings } from '../lib/i18n';
import { PlaceholderRoute } from './routes/placeholder';

// Every screen past sign-in downloads with the screens' strings; the sign-in pages (login, password recovery, tablet
// sign-in) need the sign-in strings only (docs/web.md#fast-first-load).

type ScreenOf<M> = (module: M) => ComponentType;

/** A sign-in page (login, password recovery, tablet sign-in): the sign-in strings are enough. */
function signInScreen<M>(load: () => Promise<M>, pick: ScreenOf<M>) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

/** A screen past sign-in: its chunk and the screens' strings download together. */
function screen<M>(load: () => Promise<M>, pick: ScreenOf<M>) {
  return lazy(() => withScreenStrings(load()).then((module) => ({ default: pick(module) })));
}

const LoginRoute = signInScreen(
  () => import('./routes/login'),
  (module) => module.LoginRoute,
);
const ForgotPasswordRoute = signInScreen(
  () => import('./routes/forgot-password'),
  (module) => module.ForgotPasswordRoute,
);
const ClientPasswordRoute = screen(
  () => import('./routes/client-password'),
  (module) => module.ClientPasswordRoute,
);
const SignupRoute = screen(
  () => import('./routes/signup'),
  (module) => module.SignupRoute,
);
const AccountCodeRoute = screen(
  () => import('./routes/signup'),
  (module) => module.AccountCodeRoute,
);
const CompaniesRoute = screen(
  () => import('./routes/companies'),
  (module) => module.CompaniesRoute,
);
const CompanyShowRoute = screen(
  () => import('./routes/company-show'),
  (module) => module.CompanyShowRoute,
);
const CompanyRestaurantRoute = screen(
  () => import('./routes/company-restaurant'),
  (module) => module.CompanyRestaurantRoute,
);
const CompanyEditRoute = screen(
  () => import('./routes/company-edit'),
  (module) => module.CompanyEditRoute,
);
const HomeRoute = screen(
  () => import('./routes/home'),
  (module) => module.HomeRoute,
);
const ServiceRequestsRoute = screen(
  () => import('./routes/service-requests'),
  (module) => module.ServiceRequestsRoute,
);
const RestaurantNewRoute = screen(
  () => import('./routes/restaurant-new'),
  (module) => module.RestaurantNewRoute,
);
const CompanyRestaurantNewRoute = screen(
  () => import('./routes/restaurant-new'),
  (module) => module.CompanyRestaurantNewRoute,
);
const PendingRestaurantsRoute = screen(
  () => import('./routes/pending-restaurants'),
  (module) => module.PendingRestaurantsRoute,
);
const DataCheckRoute = screen(
  () => import('./routes/data-check'),
  (module) => module.DataCheckRoute,
);
const HistoryRoute = screen(
  () => import('./routes/history'),
  (module) => module.HistoryRoute,
);
const DisputesRoute = screen(
  () => import('./routes/disputes'),
  (module) => module.DisputesRoute,
);
const DisputableOrdersRoute = screen(
  () => import('./routes/disputes'),
  (module) => module.DisputableOrdersRoute,
);
const ReviewRoute = screen(
  () => import('./routes/review'),
  (module) => module.ReviewRoute,
);
const InvoicesRoute = screen(
  () => import('./routes/invoices'),
  (module) => module.InvoicesRoute,
);
const AnalyticsRoute = screen(
  () => import('./routes/analytics'),
  (module) => module.AnalyticsRoute,
);
const VatItemsRoute = screen(
  () => import('./routes/vat-items'),
  (module) => module.VatItemsRoute,
);
const RunnerDisplayRoute = screen(
  () => import('./routes/runner-display'),
  (module) => module.RunnerDisplayRoute,
);
const UpgradeRoute = screen(
  () => import('./routes/misc'),
  (module) => module.UpgradeRoute,
);
const NotFoundRoute = screen(
  () => import('./routes/misc'),
  (module) => module.NotFoundRoute,
);
const ErrorRoute = screen(
  () => import('./routes/misc'),
  (module) => module.ErrorRoute,
);
const MarketingRoute = screen(
  () => import('./routes/marketing'),
  (module) => module.MarketingRoute,
);
const SettingsRoute = screen(
  () => import('./routes/settings'),
  (module) => module.SettingsRoute,
);
const NotAuthorizedRoute = screen(
  () => import('./routes/misc'),
  (module) => module.NotAuthorizedRoute,
);
const MenuMakerRoute = screen(
  () => import('./routes/menu-maker'),
  (module) => module.MenuMakerRoute,
);
const MenuMakerItemsRoute = screen(
  () => import('./routes/menu-maker'),
  (module) => module.MenuMakerItemsRoute,
);
const MenusRoute = screen(
  () => import('./routes/menus'),
  (module) => module.MenusRoute,
);
const ScheduleRoute = screen(
  () => import('./routes/schedule'),
  (module) => module.ScheduleRoute,
);
const HolidayRoute = screen(
  () => import('./routes/holiday'),
  (module) => module.HolidayRoute,
);
const PrintersRoute = screen(
  () => import('./routes/printers'),
  (module) => module.PrintersRoute,
);
const AccountRoute = screen(
  () => import('./routes/account'),
  (module) => module.AccountRoute,
);
const NewTabletRoute = screen(
  () => import('./routes/new-tablet'),
  (module) => module.NewTabletRoute,
);
const DirectAuthRoute = signInScreen(
  () => import('./routes/direct-auth'),
  (module) => module.DirectAuthRoute,
);
const ConsoleRoute = screen(
  () => import('./routes/console'),
  (module) => module.ConsoleRoute,
);
const GraphiqlRoute = screen(
  () => import('./routes/graphiql'),
  (module) => module.GraphiqlRoute,
);

/** The screens this shell builds, by domain route id. */
const SCREENS: Readonly<Record<string, ComponentType>> = {
  login: LoginRoute,
  forgotPassword: ForgotPasswordRoute,
  forgetPassword: ForgotPasswordRoute,
  forgot: ForgotPasswordRoute,
  reset: ForgotPasswordRoute,
  clientPassword: ClientPasswordRoute,
  signup: SignupRoute,
  signupValidate: AccountCodeRoute,
  companies: CompaniesRoute,
  companyShow: CompanyShowRoute,
  companyRestaurant: CompanyRestaurantRoute,
  companyEdit: CompanyEditRoute,
  home: HomeRoute,
  history: HistoryRoute,
  dataCheck: DataCheckRoute,
  serviceRequests: ServiceRequestsRoute,
  restaurantNew: RestaurantNewRoute,
  restaurantNewPlatform: RestaurantNewRoute,
  companyRestaurantNew: CompanyRestaurantNewRoute,
  companyRestaurantNewPlatform: CompanyRestaurantNewRoute,
  pendingRestaurants: PendingRestaurantsRoute,
  disputes: DisputesRoute,
  disputableOrders: DisputableOrdersRoute,
  review: ReviewRoute,
  invoices: InvoicesRoute,
  analytics: AnalyticsRoute,
  analyticsV0: AnalyticsRoute,
  vatItems: VatItemsRoute,
  runnerDisplay: RunnerDisplayRoute,
  upgrade: UpgradeRoute,
  notFound: NotFoundRoute,
  error: ErrorRoute,
  notAuthorized: NotAuthorizedRoute,
  menuMaker: MenuMakerRoute,
  menuMakerV2: MenuMakerItemsRoute,
  menuV2: MenuMakerRoute,
  settings: SettingsRoute,
  marketing: MarketingRoute,
  menus: MenusRoute,
  schedule: ScheduleRoute,
  holiday: HolidayRoute,
  printer: PrintersRoute,
  account: AccountRoute,
  newTablet: NewTabletRoute,
  directAuth: DirectAuthRoute,
  graphiql: GraphiqlRoute,
  console: ConsoleRoute,
};

/** The route's screen; a route without one shows the placeholder, which shows no data. */
export function findScreen(route: RouteDef): ComponentType {
  return SCREENS[route.id] ?? PlaceholderRoute;
}
