import type { PlatformCode } from '@comptoir/domain';
import { FIRST_NAMES } from './catalogue';
import type { Random } from './random';
import type { SimOrder } from './sim-order';

// docs/platforms.md#refunds-disputes-and-reviews: no marketplace documents a review feed. The simulator stands for each
// platform's review export (the shape of apps/server/src/platforms/review-export.ts) and keeps the restaurant's reply,
// as a platform would.
export type SimReview = {
  platform: PlatformCode;
  id: string;
  workflowId: string;
  storeId: string;
  restaurantUuid: string;
  order: SimOrder | null;
  rating: number;
  comment: string | null;
  eater: { id: string; firstName: string };
  createdAt: Date;
  /** What Comptoir sent back, for the platforms that take replies. */
  reply: { message: string; promotion: unknown } | null;
};

const COMMENTS: Readonly<Record<number, readonly string[]>> = {
  1: ['Commande arrivée froide et incomplète.', 'Very late and cold.'],
  2: ['Les frites étaient molles, dommage.', 'Missing the drink I ordered.'],
  3: ['Correct sans plus.', 'Good, but it took a while.'],
  4: ['Très bon, livraison rapide.', 'Tasty and well packed.'],
  5: ['Parfait, comme toujours !', 'Best burger in town, thanks!'],
};

export type SimReviewInput = {
  platform: PlatformCode;
  storeId: string;
  restaurantUuid: string;
  order: SimOrder | null;
  now: Date;
};

export function createSimReview(random: Random, input: SimReviewInput): SimReview {
  // Mostly happy customers, as on the platforms.
  const rating = random.pick([1, 2, 3, 4, 4, 4, 5, 5, 5, 5, 5, 5]);
  const firstName = input.order?.draft.customer.firstName ?? random.pick(FIRST_NAMES);
  const eaterId = input.order
    ? `eater-${input.order.platformOrderId.replace(/^[a-z]+:/, '').slice(0, 8)}`
    : `eater-${random.letters(8).toLowerCase()}`;
  return {
    platform: input.platform,
    id: `rv-${random.uuid()}`,
    workflowId: random.uuid(),
    storeId: input.storeId,
    restaurantUuid: input.restaurantUuid,
    order: input.order,
    rating,
    comment: random.chance(0.75) ? random.pick(COMMENTS[rating] ?? []) : null,
    eater: { id: eaterId, firstName },
    createdAt: input.now,
    reply: null,
  };
}

/** The review as the platform's export carries it: money in minor units, times in ISO-8601. */
export function reviewExport(review: SimReview): Record<string, unknown> {
  return {
    id: review.id,
    workflowId: review.workflowId,
    storeId: review.storeId,
    orderId: review.order?.platformOrderId ?? null,
    orderNumber: review.order?.displayId ?? null,
    rating: review.rating,
    comment: review.comment,
    orderValue: review.order?.draft.total ?? null,
    eater: { id: review.eater.id, firstName: review.eater.firstName, picture: null },
    createdAt: review.createdAt.toISOString(),
  };
}
