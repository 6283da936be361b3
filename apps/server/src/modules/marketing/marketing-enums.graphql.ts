import { CAMPAIGN_BUDGET_UNITS, MARKETING_STATUSES, MARKETING_TYPES, PROMOTION_TYPES } from '@comptoir/domain';
import { builder } from '../../builder';

export const MarketingTypeEnum = builder.enumType('MarketingType', { values: MARKETING_TYPES });
export const MarketingStatusEnum = builder.enumType('MarketingStatus', { values: MARKETING_STATUSES });
export const PromotionTypeEnum = builder.enumType('PromotionType', { values: PROMOTION_TYPES });
export const CampaignBudgetUnitEnum = builder.enumType('CampaignBudgetUnit', { values: CAMPAIGN_BUDGET_UNITS });
