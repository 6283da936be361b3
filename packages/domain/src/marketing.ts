// Promotion and Campaign (docs/data-model.md#marketing): what the delivery platforms' marketing tools run for a
// restaurant.

/** The marketing report types of the filter bar's selector (docs/screens.md#report-filter-bar: ads / offers). */
export const MARKETING_TYPES = ['OFFERS', 'ADS'] as const;
export type MarketingType = (typeof MARKETING_TYPES)[number];

export function isMarketingType(value: unknown): value is MarketingType {
  return typeof value === 'string' && (MARKETING_TYPES as readonly string[]).includes(value);
}

/**
 * The offers the marketplaces let a restaurant fund: a discount on the basket (Uber Eats "Spend X, save Y" and
 * "% off", Deliveroo and Just Eat "% off the menu", Glovo "% discount"), on chosen items, buy one get one free,
 * free delivery, or a free item above a basket amount.
 */
export const PROMOTION_TYPES = [
  'BASKET_DISCOUNT',
  'ITEM_DISCOUNT',
  'BUY_ONE_GET_ONE',
  'FREE_DELIVERY',
  'FREE_ITEM',
] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** As the platform reports an offer or an ad campaign: not started yet, running, paused by the restaurant, over. */
export const MARKETING_STATUSES = ['SCHEDULED', 'ACTIVE', 'PAUSED', 'ENDED'] as const;
export type MarketingStatus = (typeof MARKETING_STATUSES)[number];

/** What an ad campaign's budget is per: each day, each week, or the whole campaign. */
export const CAMPAIGN_BUDGET_UNITS = ['DAILY', 'WEEKLY', 'TOTAL'] as const;
export type CampaignBudgetUnit = (typeof CAMPAIGN_BUDGET_UNITS)[number];

/**
 * The platforms with offers and sponsored listings; Click N Collect and GET RESTO are the restaurant's own channels.
 */
export const MARKETING_PLATFORMS = [
  'PLATFORM_UBER_EAT',
  'PLATFORM_DELIVEROO',
  'PLATFORM_JUST_EAT',
  'PLATFORM_GLOVO',
] as const;
export type MarketingPlatform = (typeof MARKETING_PLATFORMS)[number];

export function isMarketingPlatform(platform: string): platform is MarketingPlatform {
  return (MARKETING_PLATFORMS as readonly string[]).includes(platform);
}

/** Offers and campaigns per page on the marketing screen (the product names no default for these lists). */
export const MARKETING_PAGE_SIZE = 50;
