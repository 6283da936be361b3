import { lazy, type ComponentType } from 'react';
import type { RouteDef } from '@comptoir/domain';
import { PlaceholderRoute } from './routes/placeholder';

const LoginRoute = lazy(() => import('./routes/login').then((module) => ({ default: module.LoginRoute })));
const ForgotPasswordRoute = lazy(() =>
  import('./routes/forgot-password').then((module) => ({ default: module.ForgotPasswordRoute })),
);
const ClientPasswordRoute = lazy(() =>
  import('./routes/client-password').then((module) => ({ default: module.ClientPasswordRoute })),
);
const SignupRoute = lazy(() => import('./routes/signup').then((module) => ({ default: module.SignupRoute })));
const AccountCodeRoute = lazy(() => import('./routes/signup').then((module) => ({ default: module.AccountCodeRoute })));
const CompaniesRoute = lazy(() => import('./routes/companies').then((module) => ({ default: module.CompaniesRoute })));
const CompanyShowRoute = lazy(() =>
  import('./routes/company-show').then((module) => ({ default: module.CompanyShowRoute })),
);
const CompanyRestaurantRoute = lazy(() =>
  import('./routes/company-restaurant').then((module) => ({ default: module.CompanyRestaurantRoute })),
);
const CompanyEditRoute = lazy(() =>
  import('./routes/company-edit').then((module) => ({ default: module.CompanyEditRoute })),
);
const HomeRoute = lazy(() => import('./routes/home').then((module) => ({ default: module.HomeRoute })));
const ServiceRequestsRoute = lazy(() =>
  import('./routes/service-requests').then((module) => ({ default: module.ServiceRequestsRoute })),
);
const DataCheckRoute = lazy(() => import('./routes/data-check').then((module) => ({ default: module.DataCheckRoute })));
const HistoryRoute = lazy(() => import('./routes/history').then((module) => ({ default: module.HistoryRoute })));
const DisputesRoute = lazy(() => import('./routes/disputes').then((module) => ({ default: module.DisputesRoute })));
const DisputableOrdersRoute = lazy(() =>
  import('./routes/disputes').then((module) => ({ default: module.DisputableOrdersRoute })),
);
const ReviewRoute = lazy(() => import('./routes/review').then((module) => ({ default: module.ReviewRoute })));
const InvoicesRoute = lazy(() => import('./routes/invoices').then((module) => ({ default: module.InvoicesRoute })));
const AnalyticsRoute = lazy(() => import('./routes/analytics').then((module) => ({ default: module.AnalyticsRoute })));
const VatItemsRoute = lazy(() => import('./routes/vat-items').then((module) => ({ default: module.VatItemsRoute })));
const RunnerDisplayRoute = lazy(() =>
  import('./routes/runner-display').then((module) => ({ default: module.RunnerDisplayRoute })),
);
const UpgradeRoute = lazy(() => import('./routes/misc').then((module) => ({ default: module.UpgradeRoute })));
const NotFoundRoute = lazy(() => import('./routes/misc').then((module) => ({ default: module.NotFoundRoute })));
const ErrorRoute = lazy(() => import('./routes/misc').then((module) => ({ default: module.ErrorRoute })));
const MarketingRoute = lazy(() => import('./routes/marketing').then((module) => ({ default: module.MarketingRoute })));
const SettingsRoute = lazy(() => import('./routes/settings').then((module) => ({ default: module.SettingsRoute })));
const NotAuthorizedRoute = lazy(() =>
  import('./routes/misc').then((module) => ({ default: module.NotAuthorizedRoute })),
);
const MenuMakerRoute = lazy(() => import('./routes/menu-maker').then((module) => ({ default: module.MenuMakerRoute })));
const MenuMakerItemsRoute = lazy(() =>
  import('./routes/menu-maker').then((module) => ({ default: module.MenuMakerItemsRoute })),
);
const MenusRoute = lazy(() => import('./routes/menus').then((module) => ({ default: module.MenusRoute })));
const ScheduleRoute = lazy(() => import('./routes/schedule').then((module) => ({ default: module.ScheduleRoute })));
const HolidayRoute = lazy(() => import('./routes/holiday').then((module) => ({ default: module.HolidayRoute })));
const PrintersRoute = lazy(() => import('./routes/printers').then((module) => ({ default: module.PrintersRoute })));
const AccountRoute = lazy(() => import('./routes/account').then((module) => ({ default: module.AccountRoute })));
const NewTabletRoute = lazy(() => import('./routes/new-tablet').then((module) => ({ default: module.NewTabletRoute })));
const DirectAuthRoute = lazy(() =>
  import('./routes/direct-auth').then((module) => ({ default: module.DirectAuthRoute })),
);
const ConsoleRoute = lazy(() => import('./routes/console').then((module) => ({ default: module.ConsoleRoute })));
const GraphiqlRoute = lazy(() => import('./routes/graphiql').then((module) => ({ default: module.GraphiqlRoute })));

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
