import type { PlatformCode } from '@comptoir/domain';

/** A customer's review as every adapter hands it to intake, whatever its platform's wording. Money in minor units. */
export type NormalizedReview = {
  platform: PlatformCode;
  /** The platform's id of the review; unique with the platform (intake is idempotent on it). */
  platformReviewId: string;
  /** The id the platform answers the review under (the review mutation's workflowUUID). */
  workflowId: string;
  /** The store's id on the platform, matched against restaurants.platform_store_id. */
  storeId: string;
  /** The reviewed order's id on the platform, when the review names it. */
  platformOrderId: string | null;
  orderNumber: string | null;
  rating: number;
  comment: string | null;
  /** The order's value, minor units, when the platform gives it. */
  orderValue: number | null;
  client: { platformId: string; firstName: string; picture: string | null };
  reviewedAt: Date;
};

/** The reply Comptoir sends back, for platforms that take one. */
export type ReviewReply = {
  platformReviewId: string;
  workflowId: string;
  storeId: string;
  eaterId: string;
  message: string;
  promotion: { tier: 'TIER_1' | 'TIER_2' | 'TIER_3'; amount: number } | null;
};
