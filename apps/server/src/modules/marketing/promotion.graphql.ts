import { builder } from '../../builder';
import type { PromotionOption } from '../../db/schema';
import { toIsoString } from '../../lib/instants';
import { PlatformNameEnum } from '../../platforms/graphql/platform.graphql';
import { MoneyTotalScalar } from '../reports';
import { RestaurantRef } from '../restaurants';
import type { PromotionNode, PromotionPage } from './list-promotions';
import { MarketingStatusEnum, PromotionTypeEnum } from './marketing-enums.graphql';
import type { PromotionResults } from './promotion-results';

const PromotionOptionRef = builder.objectRef<PromotionOption>('PromotionOption').implement({
  description: 'What an offer gives and on what condition.',
  fields: (t) => ({
    minimumPurchase: t.exposeInt('minimumPurchase', {
      nullable: true,
      description: 'Minor units the basket must reach.',
    }),
    promotionValue: t.exposeInt('promotionValue', {
      description: 'A percent when isPercent (20 = 20 %), else minor units off.',
    }),
    itemsCount: t.exposeInt('itemsCount', {
      nullable: true,
      description: 'Items to buy for the offer (2 for buy one get one).',
    }),
    isPercent: t.exposeBoolean('isPercent', {
      description: 'Whether promotionValue is a percent rather than an amount.',
    }),
    items: t.exposeStringList('items', {
      description: 'The specific products it applies to; empty for the whole basket.',
    }),
  }),
});

const PromotionResultsRef = builder.objectRef<PromotionResults>('PromotionResults').implement({
  description:
    'Over the period: the orders that used the offer (not canceled, with a discount, placed on its restaurant while it ran; ' +
    'an order counts for the offer started last when several ran), what they sold (Σ subtotal) and the discount (Σ promo).',
  fields: (t) => ({
    orders: t.exposeInt('orders', { description: 'How many orders used the offer.' }),
    sales: t.expose('sales', {
      description: 'What those orders sold (Σ subtotal), in minor units (cents).',
      type: MoneyTotalScalar,
    }),
    discount: t.expose('discount', {
      description: 'The discount those orders got (Σ promo), in minor units (cents).',
      type: MoneyTotalScalar,
    }),
  }),
});

const PromotionRef = builder.objectRef<PromotionNode>('Promotion').implement({
  description: 'docs/data-model.md#marketing: an offer a restaurant funds on its platform.',
  fields: (t) => ({
    id: t.int({ description: "The offer's id.", resolve: (node) => node.promotion.id }),
    uuid: t.string({ description: "The offer's public uuid.", resolve: (node) => node.promotion.uuid }),
    status: t.field({
      description: 'Whether the offer is scheduled, running, paused or ended.',
      type: MarketingStatusEnum,
      resolve: (node) => node.promotion.status,
    }),
    type: t.field({
      description: 'The kind of offer.',
      type: PromotionTypeEnum,
      resolve: (node) => node.promotion.type,
    }),
    startAt: t.string({
      description: 'When the offer starts, ISO-8601 UTC.',
      resolve: (node) => node.promotion.startAt.toISOString(),
    }),
    endAt: t.string({
      nullable: true,
      description: 'Null while it runs until further notice.',
      resolve: (node) => toIsoString(node.promotion.endAt),
    }),
    option: t.field({
      description: 'What the offer gives and on what condition.',
      type: PromotionOptionRef,
      resolve: (node) => node.promotion.option,
    }),
    budget: t.int({
      nullable: true,
      description: 'Minor units; null when uncapped.',
      resolve: (node) => node.promotion.budget,
    }),
    budgetSpent: t.int({ description: 'Minor units, since the start.', resolve: (node) => node.promotion.budgetSpent }),
    platform: t.field({
      description: 'The platform the offer runs on.',
      type: PlatformNameEnum,
      resolve: (node) => node.promotion.platform,
    }),
    restaurant: t.field({
      description: 'The restaurant that funds the offer.',
      type: RestaurantRef,
      resolve: (node) => node.restaurant,
    }),
    results: t.field({
      description: 'What the offer brought over the period asked.',
      type: PromotionResultsRef,
      resolve: (node) => node.results,
    }),
  }),
});

const PromotionEdgeRef = builder.objectRef<{ cursor: string; node: PromotionNode }>('PromotionEdge').implement({
  description: 'One offer of a page, with its cursor.',
  fields: (t) => ({
    node: t.field({ description: 'The offer.', type: PromotionRef, resolve: (edge) => edge.node }),
    cursor: t.exposeString('cursor', {
      description: "The offer's cursor, to pass as `after` to get the ones that follow.",
    }),
  }),
});

export const PromotionConnectionRef = builder.objectRef<PromotionPage>('PromotionConnection').implement({
  description: 'One page of offers, latest start first.',
  fields: (t) => ({
    edges: t.field({
      description: 'The offers of this page, in order.',
      type: [PromotionEdgeRef],
      resolve: (page) => page.edges,
    }),
    pageInfo: t.field({
      description: 'Whether more pages follow, and the cursors of this one.',
      type: builder.pageInfoRef(),
      resolve: (page) => page.pageInfo,
    }),
    totalCount: t.exposeInt('totalCount', { description: 'How many offers match the filter, over all pages.' }),
    fromDate: t.exposeString('fromDate', {
      description: 'The period answered: the Monday starting the week of the fromDate asked.',
    }),
    toDate: t.exposeString('toDate', { description: 'The Sunday ending the week of the toDate asked.' }),
    totals: t.field({
      type: PromotionResultsRef,
      description: 'Over every offer of the filter, not only the page.',
      resolve: (page) => page.totals,
    }),
  }),
});
