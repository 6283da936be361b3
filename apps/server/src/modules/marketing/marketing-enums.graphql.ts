import { CAMPAIGN_BUDGET_UNITS, MARKETING_STATUSES, MARKETING_TYPES, PROMOTION_TYPES } from '@comptoir/domain';
import { builder } from '../../builder';

export const MarketingTypeEnum = builder.enumType('MarketingType', {
  description: 'A marketing report: OFFERS (offers the restaurant funds) or ADS (sponsored listings).',
  values: MARKETING_TYPES,
});
export const MarketingStatusEnum = builder.enumType('MarketingStatus', {
  description: 'Where an offer or a campaign stands: SCHEDULED (not started), ACTIVE, PAUSED or ENDED.',
  values: MARKETING_STATUSES,
});
export const PromotionTypeEnum = builder.enumType('PromotionType', {
  description:
    'The kind of offer: a discount on the basket or on items, buy one get one, free delivery, or a free item.',
  values: PROMOTION_TYPES,
});
export const CampaignBudgetUnitEnum = builder.enumType('CampaignBudgetUnit', {
  description: "The period a campaign's budget is for: DAILY, WEEKLY, or TOTAL over the whole campaign.",
  values: CAMPAIGN_BUDGET_UNITS,
});
