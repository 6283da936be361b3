import { PROMOTION_TIERS, type PromotionTier } from '@comptoir/domain';

export const PROMOTION_TOKENS = ['NONE', 'TIER_1', 'TIER_2', 'TIER_3'] as const satisfies readonly PromotionTier[];

/**
 * docs/reviews.md#reply: the gift's face value in euros for a tier (TIER_1 → 5 …), null for NONE; the inverse of
 * promotionTierFor.
 */
export function giftPriceFor(tier: PromotionTier): number | null {
  const found = Object.entries(PROMOTION_TIERS).find(([, value]) => value === tier);
  return found ? Number(found[0]) : null;
}
