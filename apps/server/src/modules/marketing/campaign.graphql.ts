import { builder } from '../../builder';
import { toIsoString } from '../../lib/instants';
import { PlatformNameEnum } from '../../platforms/graphql/platform.graphql';
import { MoneyTotalScalar } from '../reports';
import { RestaurantRef } from '../restaurants';
import type { CampaignDay, CampaignTotals } from './campaign-stats';
import type { CampaignNode, CampaignPage } from './list-campaigns';
import { CampaignBudgetUnitEnum, MarketingStatusEnum } from './marketing-enums.graphql';

const DAY_FIELDS = {
  day: 'The restaurant’s local day, YYYY-MM-DD.',
  ordersAfterClick: 'Orders placed after a click on the ad.',
  totalOrders: 'Every order of the restaurant that day.',
};

const CampaignDailyStatRef = builder.objectRef<CampaignDay>('CampaignDailyStat').implement({
  description: 'A day of one campaign, as the platform reports it. Money in minor units.',
  fields: (t) => ({
    day: t.exposeString('day', { description: DAY_FIELDS.day }),
    adSpend: t.exposeInt('adSpend', { description: 'What was spent on ads, in minor units (cents).' }),
    impressions: t.exposeInt('impressions', { description: 'How many times the listing was shown.' }),
    clicks: t.exposeInt('clicks', { description: 'How many times it was clicked.' }),
    totalOrders: t.exposeInt('totalOrders', { description: DAY_FIELDS.totalOrders }),
    ordersAfterClick: t.exposeInt('ordersAfterClick', { description: DAY_FIELDS.ordersAfterClick }),
    sale: t.exposeInt('sale', { description: 'What the orders after a click sold.' }),
  }),
});

const CampaignDayTotalRef = builder.objectRef<CampaignDay>('CampaignDayTotal').implement({
  description: 'A day summed over every campaign of the filter. Money in minor units.',
  fields: (t) => ({
    day: t.exposeString('day', { description: DAY_FIELDS.day }),
    adSpend: t.expose('adSpend', {
      description: 'What was spent on ads, in minor units (cents).',
      type: MoneyTotalScalar,
    }),
    impressions: t.exposeInt('impressions', { description: 'How many times the listing was shown.' }),
    clicks: t.exposeInt('clicks', { description: 'How many times it was clicked.' }),
    totalOrders: t.exposeInt('totalOrders', {
      description: "The restaurant's orders on those days, from the ads or not.",
    }),
    ordersAfterClick: t.exposeInt('ordersAfterClick', { description: 'Orders placed after a click on the listing.' }),
    sale: t.expose('sale', {
      description: 'What the orders after a click sold, in minor units (cents).',
      type: MoneyTotalScalar,
    }),
  }),
});

const CampaignTotalsRef = builder.objectRef<CampaignTotals>('CampaignTotals').implement({
  description: 'Sums over the days of the period. Money in minor units.',
  fields: (t) => ({
    adSpend: t.expose('adSpend', {
      description: 'What was spent on ads, in minor units (cents).',
      type: MoneyTotalScalar,
    }),
    impressions: t.exposeInt('impressions', { description: 'How many times the listing was shown.' }),
    clicks: t.exposeInt('clicks', { description: 'How many times it was clicked.' }),
    totalOrders: t.exposeInt('totalOrders', {
      description: "The restaurant's orders on those days, from the ads or not.",
    }),
    ordersAfterClick: t.exposeInt('ordersAfterClick', { description: 'Orders placed after a click on the listing.' }),
    sale: t.expose('sale', {
      description: 'What the orders after a click sold, in minor units (cents).',
      type: MoneyTotalScalar,
    }),
    roas: t.exposeFloat('roas', {
      nullable: true,
      description: 'Return on ad spend: sale ÷ adSpend; null when nothing was spent.',
    }),
  }),
});

const CampaignRef = builder.objectRef<CampaignNode>('Campaign').implement({
  description: 'docs/data-model.md#marketing: a sponsored listing (ads) of a restaurant on its platform.',
  fields: (t) => ({
    id: t.int({ description: "The campaign's id.", resolve: (node) => node.campaign.id }),
    uuid: t.string({ description: "The campaign's public uuid.", resolve: (node) => node.campaign.uuid }),
    status: t.field({
      description: 'Whether the campaign is scheduled, running, paused or ended.',
      type: MarketingStatusEnum,
      resolve: (node) => node.campaign.status,
    }),
    isAutoBid: t.boolean({
      description: 'Whether the platform sets the cost per click itself.',
      resolve: (node) => node.campaign.isAutoBid,
    }),
    manualBidAmount: t.int({
      nullable: true,
      description: 'Cost per click bid, minor units; null with automatic bidding.',
      resolve: (node) => node.campaign.manualBidAmount,
    }),
    budget: t.int({ description: 'Minor units per budgetUnit.', resolve: (node) => node.campaign.budget }),
    budgetUnit: t.field({
      description: 'The period the budget is for: a day, a week or the whole campaign.',
      type: CampaignBudgetUnitEnum,
      resolve: (node) => node.campaign.budgetUnit,
    }),
    spent: t.int({
      description: 'Minor units since the start: Σ adSpend of every day.',
      resolve: (node) => node.campaign.spent,
    }),
    startAt: t.string({
      description: 'When the campaign starts, ISO-8601 UTC.',
      resolve: (node) => node.campaign.startAt.toISOString(),
    }),
    endAt: t.string({
      description: 'When the campaign ends, ISO-8601 UTC; null while it runs until further notice.',
      nullable: true,
      resolve: (node) => toIsoString(node.campaign.endAt),
    }),
    platform: t.field({
      description: 'The platform the listing runs on.',
      type: PlatformNameEnum,
      resolve: (node) => node.campaign.platform,
    }),
    restaurant: t.field({
      description: 'The restaurant advertised.',
      type: RestaurantRef,
      resolve: (node) => node.restaurant,
    }),
    dailyStats: t.field({
      type: [CampaignDailyStatRef],
      description: 'Its days within the period, ascending.',
      resolve: (node) => node.dailyStats,
    }),
    totals: t.field({
      type: CampaignTotalsRef,
      description: 'Over its days within the period.',
      resolve: (node) => node.totals,
    }),
  }),
});

const CampaignEdgeRef = builder.objectRef<{ cursor: string; node: CampaignNode }>('CampaignEdge').implement({
  description: 'One campaign of a page, with its cursor.',
  fields: (t) => ({
    node: t.field({ description: 'The campaign.', type: CampaignRef, resolve: (edge) => edge.node }),
    cursor: t.exposeString('cursor', {
      description: "The campaign's cursor, to pass as `after` to get the ones that follow.",
    }),
  }),
});

export const CampaignConnectionRef = builder.objectRef<CampaignPage>('CampaignConnection').implement({
  description: 'One page of campaigns, latest start first.',
  fields: (t) => ({
    edges: t.field({
      description: 'The campaigns of this page, in order.',
      type: [CampaignEdgeRef],
      resolve: (page) => page.edges,
    }),
    pageInfo: t.field({
      description: 'Whether more pages follow, and the cursors of this one.',
      type: builder.pageInfoRef(),
      resolve: (page) => page.pageInfo,
    }),
    totalCount: t.exposeInt('totalCount', { description: 'How many campaigns match the filter, over all pages.' }),
    fromDate: t.exposeString('fromDate', {
      description: 'The period answered: the Monday starting the week of the fromDate asked.',
    }),
    toDate: t.exposeString('toDate', { description: 'The Sunday ending the week of the toDate asked.' }),
    dailyStats: t.field({
      type: [CampaignDayTotalRef],
      description:
        'Each day of the period with figures, ascending, summed over every campaign of the filter (not only the page).',
      resolve: (page) => page.dailyStats,
    }),
    totals: t.field({
      type: CampaignTotalsRef,
      description: 'Over every campaign of the filter.',
      resolve: (page) => page.totals,
    }),
  }),
});
