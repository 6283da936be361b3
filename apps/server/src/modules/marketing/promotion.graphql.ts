import { builder } from '../../builder';
import type { PromotionOption } from '../../db/schema';
import { toIsoString } from '../../lib/instants';
import { PlatformNameEnum } from '../platforms/platform.graphql';
import { MoneyTotalScalar } from '../reports/money-total.graphql';
import { RestaurantRef } from '../restaurants/restaurant.graphql';
import type { PromotionNode, PromotionPage } from './list-promotions';
import { MarketingStatusEnum, PromotionTypeEnum } from './marketing-enums.graphql';
import type { PromotionResults } from './promotion-results';

const PromotionOptionRef = builder.objectRef<PromotionOption>('PromotionOption').implement({
  fields: (t) => ({
    minimumPurchase: t.exposeInt('minimumPurchase', { nullable: true, description: 'Minor units the basket must reach.' }),
    promotionValue: t.exposeInt('promotionValue', { description: 'A percent when isPercent (20 = 20 %), else minor units off.' }),
    itemsCount: t.exposeInt('itemsCount', { nullable: true, description: 'Items to buy for the offer (2 for buy one get one).' }),
    isPercent: t.exposeBoolean('isPercent'),
    items: t.exposeStringList('items', { description: 'The specific products it applies to; empty for the whole basket.' }),
  }),
});

const PromotionResultsRef = builder.objectRef<PromotionResults>('PromotionResults').implement({
  description:
    'Over the period: the orders that used the offer (not canceled, with a discount, placed on its restaurant while it ran; ' +
    'an order counts for the offer started last when several ran), what they sold (Σ subtotal) and the discount (Σ promo).',
  fields: (t) => ({
    orders: t.exposeInt('orders'),
    sales: t.expose('sales', { type: MoneyTotalScalar }),
    discount: t.expose('discount', { type: MoneyTotalScalar }),
  }),
});

const PromotionRef = builder.objectRef<PromotionNode>('Promotion').implement({
  description: 'SPEC §3: an offer a restaurant funds on its platform.',
  fields: (t) => ({
    id: t.int({ resolve: (node) => node.promotion.id }),
    uuid: t.string({ resolve: (node) => node.promotion.uuid }),
    status: t.field({ type: MarketingStatusEnum, resolve: (node) => node.promotion.status }),
    type: t.field({ type: PromotionTypeEnum, resolve: (node) => node.promotion.type }),
    startAt: t.string({ resolve: (node) => node.promotion.startAt.toISOString() }),
    endAt: t.string({ nullable: true, description: 'Null while it runs until further notice.', resolve: (node) => toIsoString(node.promotion.endAt) }),
    option: t.field({ type: PromotionOptionRef, resolve: (node) => node.promotion.option }),
    budget: t.int({ nullable: true, description: 'Minor units; null when uncapped.', resolve: (node) => node.promotion.budget }),
    budgetSpent: t.int({ description: 'Minor units, since the start.', resolve: (node) => node.promotion.budgetSpent }),
    platform: t.field({ type: PlatformNameEnum, resolve: (node) => node.promotion.platform }),
    restaurant: t.field({ type: RestaurantRef, resolve: (node) => node.restaurant }),
    results: t.field({ type: PromotionResultsRef, resolve: (node) => node.results }),
  }),
});

const PromotionEdgeRef = builder.objectRef<{ cursor: string; node: PromotionNode }>('PromotionEdge').implement({
  fields: (t) => ({
    node: t.field({ type: PromotionRef, resolve: (edge) => edge.node }),
    cursor: t.exposeString('cursor'),
  }),
});

export const PromotionConnectionRef = builder.objectRef<PromotionPage>('PromotionConnection').implement({
  fields: (t) => ({
    edges: t.field({ type: [PromotionEdgeRef], resolve: (page) => page.edges }),
    pageInfo: t.field({ type: builder.pageInfoRef(), resolve: (page) => page.pageInfo }),
    totalCount: t.exposeInt('totalCount'),
    fromDate: t.exposeString('fromDate', { description: 'The period answered: the Monday starting the week of the fromDate asked.' }),
    toDate: t.exposeString('toDate', { description: 'The Sunday ending the week of the toDate asked.' }),
    totals: t.field({ type: PromotionResultsRef, description: 'Over every offer of the filter, not only the page.', resolve: (page) => page.totals }),
  }),
});
