import { DEFAULT_FIRST, routeRoles } from '@comptoir/domain';
import { builder } from '../../builder';
import { PlatformRef } from '../../platforms/graphql/platform.graphql';
import { MoneyTotalScalar, reportFilterArgs } from '../reports';
import { RestaurantRef } from '../restaurants';
import { listBestItems, type BestItem } from './best-items';
import { totalOrderDayMap, type DayMapCell } from './order-day-map';
import type { OrderTotals } from './order-totals';
import { totalOrder, type PlatformTotals, type RestaurantTotals, type TotalOrder } from './total-order';

// Analytics shows what its screen shows, to the roles that open /analytics (docs/roles.md#route-table), never more.
const ANALYTICS_ROLES = routeRoles('analytics');

const CANCELED = 'Canceled: CANCELED, DENIED, REJECTED, FAILED, ERROR, as in History.';

const StatisticsRef = builder.interfaceRef<OrderTotals>('Statistics').implement({
  description: 'Statistics (docs/data-model.md#statistics) over a report filter; money in minor units.',
  fields: (t) => ({
    total: t.expose('total', {
      type: MoneyTotalScalar,
      description: `Sum of total over the orders that are not canceled: History's stats.total on the same filter. ${CANCELED}`,
    }),
    canceled: t.exposeInt('canceled', { description: `Canceled orders. ${CANCELED}` }),
    canceledTotal: t.expose('canceledTotal', {
      type: MoneyTotalScalar,
      description: 'Sum of total over the canceled orders, as History.',
    }),
    inactivity: t.exposeInt('inactivity', {
      description:
        "Minutes the restaurants were paused within the period's local days (up to now), summed over restaurants; " +
        'an operator pause and a platform pause of one restaurant at the same time count once.',
    }),
    promo: t.expose('promo', {
      type: MoneyTotalScalar,
      description: 'Sum of promo over the orders that are not canceled.',
    }),
    sales: t.expose('sales', {
      type: MoneyTotalScalar,
      description: 'Sum of subtotal over the orders that are not canceled.',
    }),
    totalCommand: t.exposeInt('totalCommand', { description: 'Orders that are not canceled.' }),
    newClient: t.exposeInt('newClient', {
      description: 'Orders that are not canceled and are their client’s first at that restaurant (orderCount = 1).',
    }),
    photoCount: t.exposeInt('photoCount', {
      description: 'Orders with a photo (hasImage), canceled or not, as History’s totalWithImage.',
    }),
  }),
});

const OrderTotalsRef = builder.objectRef<OrderTotals>('OrderTotals').implement({
  description: 'The statistics of every restaurant of the filter together.',
  interfaces: [StatisticsRef],
});

const PlatformTotalsRef = builder.objectRef<PlatformTotals>('PlatformTotals').implement({
  description: 'The statistics of the filtered restaurants of one platform.',
  interfaces: [StatisticsRef],
  fields: (t) => ({
    platform: t.field({ description: 'The platform.', type: PlatformRef, resolve: (row) => row.platform }),
  }),
});

const RestaurantTotalsRef = builder.objectRef<RestaurantTotals>('RestaurantTotals').implement({
  description: 'The statistics of one restaurant; every restaurant of the filter has a row, with orders or not.',
  interfaces: [StatisticsRef],
  fields: (t) => ({
    restaurant: t.field({ description: 'The restaurant.', type: RestaurantRef, resolve: (row) => row.restaurant }),
  }),
});

export const TotalOrderRef = builder.objectRef<TotalOrder>('TotalOrder').implement({
  description: "The filter's order statistics overall, per platform and per restaurant.",
  fields: (t) => ({
    overall: t.field({
      description: 'Every restaurant of the filter together.',
      type: OrderTotalsRef,
      resolve: (totals) => totals.overall,
    }),
    byPlatform: t.field({
      description: 'One row per platform of the filter.',
      type: [PlatformTotalsRef],
      resolve: (totals) => totals.byPlatform,
    }),
    byRestaurant: t.field({
      description: 'One row per restaurant of the filter.',
      type: [RestaurantTotalsRef],
      resolve: (totals) => totals.byRestaurant,
    }),
  }),
});

const BestItemRef = builder.objectRef<BestItem>('BestItem').implement({
  description:
    'An item of the orders that are not canceled: one per item of a company’s menu, known by its id on the platform, or by ' +
    'its name (trimmed, spaces collapsed, case ignored) when the order gave none, whatever VAT rate it was sold at.',
  fields: (t) => ({
    title: t.exposeString('title', {
      description: "The item's name as ordered: the one most of its units were ordered under.",
    }),
    platformId: t.exposeString('platformId', {
      nullable: true,
      description: 'The item’s id on its platform; null when it is known by its name.',
    }),
    total: t.exposeInt('total', {
      description:
        'Units sold: Σ line quantity; with includeOptions, plus each option’s quantity × its parents’ and its line’s quantities.',
    }),
    revenue: t.expose('revenue', {
      type: MoneyTotalScalar,
      description:
        'Σ line price × quantity, without customisations; with includeOptions, plus what the item added as an option.',
    }),
    additional: t.expose('additional', {
      type: MoneyTotalScalar,
      description: 'Σ of the customisations of the lines where it was ordered as an item.',
    }),
    vatPercent: t.exposeFloat('vatPercent', {
      description:
        'The VAT rate in percent (20 means 20 %) most of its units were sold at, the higher one on a tie; vatRates lists them all.',
    }),
    vatRates: t.exposeFloatList('vatRates', {
      description: 'Every VAT rate in percent it was sold at, lowest first; an option is sold at its line’s rate.',
    }),
  }),
});

const DayMapCellRef = builder.objectRef<DayMapCell>('DayMapCell').implement({
  description: 'One weekday × hour of the restaurants’ local time over the period.',
  fields: (t) => ({
    dayOfWeek: t.exposeInt('dayOfWeek', { description: 'ISO weekday: 1 = Monday … 7 = Sunday.' }),
    hour: t.exposeInt('hour', { description: '0 to 23.' }),
    sales: t.expose('sales', {
      type: MoneyTotalScalar,
      description: 'Sum of total over the orders that are not canceled.',
    }),
    total: t.exposeInt('total', { description: 'Orders that are not canceled.' }),
    online: t.exposeInt('online', {
      description: 'Minutes the restaurants were not paused, summed over restaurants, up to now.',
    }),
    offline: t.exposeInt('offline', { description: 'Minutes the restaurants were paused, summed over restaurants.' }),
  }),
});

builder.queryFields((t) => ({
  totalOrder: t.withAuth({ anyRole: ANALYTICS_ROLES }).field({
    type: TotalOrderRef,
    description:
      'docs/data-model.md#statistics: the statistics of the filter, overall, per platform and per restaurant.',
    args: { ...reportFilterArgs },
    resolve: (_root, args, context) => totalOrder(context, args),
  }),
  dailyBestItem: t.withAuth({ anyRole: ANALYTICS_ROLES }).field({
    type: [BestItemRef],
    description:
      'docs/reports.md#best-selling-items: the best-selling items of the filter, most units first, then most revenue. limit is capped at 100. An item chosen ' +
      'inside a menu counts as that menu’s option, not as an item of its own, unless includeOptions is true.',
    args: {
      ...reportFilterArgs,
      limit: t.arg.int({ defaultValue: DEFAULT_FIRST.bestItems }),
      includeOptions: t.arg.boolean({
        defaultValue: false,
        description: 'Count the options chosen inside menus and items as items too.',
      }),
    },
    resolve: (_root, args, context) => listBestItems(context, args),
  }),
  totalOrderDayMap: t.withAuth({ anyRole: ANALYTICS_ROLES }).field({
    type: [DayMapCellRef],
    description:
      'docs/data-model.md#statistics: the 168 weekday × hour cells of the filter, Monday 0h first, in each restaurant’s local time.',
    args: { ...reportFilterArgs },
    resolve: (_root, args, context) => totalOrderDayMap(context, args),
  }),
}));
