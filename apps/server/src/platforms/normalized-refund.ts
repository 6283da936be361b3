/** A refund or price adjustment a platform made on an order at the restaurant's expense: a dispute to handle. */
export type NormalizedRefund = {
  /** The platform's id of the refund (Just Eat claim id…): one dispute per refund, however often it is sent. */
  platformRefundId: string;
  platformOrderId: string;
  /** The id the platform shows staff, when the refund names it (else the order's, once found). */
  displayOrderId: string | null;
  /** Minor units taken back from the restaurant. */
  amount: number;
  /** The platform's reason (Just Eat issueType, Uber reason). */
  problem: string | null;
  customerComment: string | null;
  /** Until when the platform takes the restaurant's answer; null when it gives none. */
  deadlineAt: Date | null;
  refundedAt: Date;
  items: NormalizedRefundItem[];
};

type NormalizedRefundItem = { platformItemId: string | null; name: string; price: number; problem: string | null };

/** The platform's decision on the restaurant's dispute of a refund. */
export type RefundAnswer = {
  platformRefundId: string;
  outcome: 'WON' | 'LOST';
  /** Minor units the platform gives back to the restaurant (all or part of the refund when WON, 0 when LOST). */
  refundedPrice: number;
  response: string | null;
  answeredAt: Date;
};

/** The restaurant contests a refund: it rejects the claim, with its reasons. */
export type DisputeResponse = {
  platformRefundId: string;
  storeId: string;
  /** ISO 3166 country of the restaurant, for platforms whose API paths name a market. */
  country: string | null;
  /** The platform's ids of the disputed items, when it gave them. */
  itemIds: string[];
  comments: string;
};
