import { CAMPAIGN_BUDGET_UNITS, MARKETING_STATUSES, PROMOTION_TYPES } from '@comptoir/domain';
import { boolean, date, index, integer, jsonb, pgEnum, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, instant, publicUuid, timestamps } from './columns';
import { companies } from './companies';
import { platformCode } from './enums';
import { restaurants } from './restaurants';

export const promotionType = pgEnum('promotion_type', PROMOTION_TYPES);
export const marketingStatus = pgEnum('marketing_status', MARKETING_STATUSES);
export const campaignBudgetUnit = pgEnum('campaign_budget_unit', CAMPAIGN_BUDGET_UNITS);

/**
 * Promotion option (docs/data-model.md#marketing). promotionValue is a percent when isPercent (20 = 20 %), else minor
 * units off; 0 for free delivery and buy one get one. items: the specific products it applies to (item titles); empty
 * means the whole basket. itemsCount: how many items must be bought (2 for buy one get one), null when it does not
 * apply.
 */
export type PromotionOption = {
  minimumPurchase: number | null;
  promotionValue: number;
  itemsCount: number | null;
  isPercent: boolean;
  items: string[];
};

// Promotion (docs/data-model.md#marketing): an offer the restaurant funds on one platform (one restaurant). Money in
// minor units.
export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    uuid: publicUuid(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    platform: platformCode('platform').notNull(),
    // The platform's id of the offer.
    platformPromotionId: text('platform_promotion_id').notNull(),
    status: marketingStatus('status').notNull(),
    type: promotionType('type').notNull(),
    option: jsonb('option').$type<PromotionOption>().notNull(),
    startAt: instant('start_at').notNull(),
    // Null while the offer runs until further notice.
    endAt: instant('end_at'),
    // Null when the offer has no spending cap.
    budget: integer('budget'),
    budgetSpent: integer('budget_spent').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    unique('promotions_platform_id_unique').on(t.platform, t.platformPromotionId),
    index('promotions_company_start_idx').on(t.companyId, t.startAt),
    index('promotions_restaurant_start_idx').on(t.restaurantId, t.startAt),
  ],
);

// Campaign (docs/data-model.md#marketing): a sponsored listing (ads) on one platform for one restaurant.
export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    uuid: publicUuid(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    platform: platformCode('platform').notNull(),
    platformCampaignId: text('platform_campaign_id').notNull(),
    status: marketingStatus('status').notNull(),
    isAutoBid: boolean('is_auto_bid').notNull(),
    // Cost per click the restaurant bids, minor units; null with automatic bidding.
    manualBidAmount: integer('manual_bid_amount'),
    budget: integer('budget').notNull(),
    budgetUnit: campaignBudgetUnit('budget_unit').notNull(),
    // Spent since the start: always Σ campaign_daily_stats.ad_spend.
    spent: integer('spent').notNull().default(0),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at'),
    ...timestamps(),
  },
  (t) => [
    unique('campaigns_platform_id_unique').on(t.platform, t.platformCampaignId),
    index('campaigns_company_start_idx').on(t.companyId, t.startAt),
    index('campaigns_restaurant_start_idx').on(t.restaurantId, t.startAt),
  ],
);

// One row per campaign and restaurant-local day, as the platform's ads report gives it.
export const campaignDailyStats = pgTable(
  'campaign_daily_stats',
  {
    id: id(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    adSpend: integer('ad_spend').notNull().default(0),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    // Every order of the restaurant that day, and those placed after a click on the ad.
    totalOrders: integer('total_orders').notNull().default(0),
    ordersAfterClick: integer('orders_after_click').notNull().default(0),
    // What the orders after a click sold (minor units), as the platform attributes them.
    sale: integer('sale').notNull().default(0),
  },
  (t) => [unique('campaign_daily_stats_day_unique').on(t.campaignId, t.day)],
);

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotionRow = typeof promotions.$inferInsert;
export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaignRow = typeof campaigns.$inferInsert;
export type CampaignDailyStatRow = typeof campaignDailyStats.$inferSelect;
