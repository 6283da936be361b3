import { PROMOTION_TIERS, promotionTierFor, type PromotionTier } from '@comptoir/domain';

export type PromotionChoice = { tier: PromotionTier; euros: number | null };

/** radios (docs/screens.md#review-dialog): 'Rien', then each tier's value (5 €, 10 €, 18 €). */
export const PROMOTION_CHOICES: readonly PromotionChoice[] = [
  { tier: 'NONE', euros: null },
  ...Object.entries(PROMOTION_TIERS).map(([euros, tier]) => ({ tier, euros: Number(euros) })),
];

export type ReplyState = { tier: PromotionTier; message: string; answered: boolean };

/**
 * docs/reviews.md#reply: on opening, the tier comes from giftPrice and the text from the existing reply; both are
 * locked once answered.
 */
export function initialReplyState(review: { message: string | null; giftPrice: number | null }): ReplyState {
  return { tier: promotionTierFor(review.giftPrice), message: review.message ?? '', answered: review.message !== null };
}

/** Reply is offered only before any reply, and once there is something to send. */
export function canSendReply(state: ReplyState): boolean {
  return !state.answered && state.message.trim() !== '';
}
