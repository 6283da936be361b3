/**
 * Misc billing item types (docs/data-model.md#misc-billing-items): what a platform's statement adds or takes besides
 * the orders themselves.
 */
export const MISC_ITEM_TYPES = [
  'ECO_CONTRIBUTION',
  'MEAL_VOUCHER',
  'MARKETING_OFFER_FEE',
  'ADS',
  'ADJUSTMENT_ERROR',
  'ORDER_DISPUTE_REFUND',
  'OTHER',
] as const;

export type MiscItemType = (typeof MISC_ITEM_TYPES)[number];

export function isMiscItemType(x: unknown): x is MiscItemType {
  return typeof x === 'string' && (MISC_ITEM_TYPES as readonly string[]).includes(x);
}

/**
 * Dispute states. TO_DISPUTE: a platform refunded or adjusted the order and nobody answered yet (
 * isToBeDisputed); DISPUTED: evidence sent, waiting for the platform; WON / LOST: the platform's answer;
 * EXPIRED: the platform's deadline passed unanswered.
 */
export const DISPUTE_STATUSES = ['TO_DISPUTE', 'DISPUTED', 'WON', 'LOST', 'EXPIRED'] as const;

export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
