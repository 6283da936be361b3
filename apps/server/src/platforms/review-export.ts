import type { PlatformCode } from '@comptoir/domain';
import { z } from 'zod';
import type { WebhookEnvelope } from './adapter';
import type { NormalizedReview } from './normalized-review';

// docs/platforms.md#refunds-disputes-and-reviews: none of the four marketplaces documents a review feed or a
// review-reply API. Until a partner agreement gives one, a platform's reviews reach Comptoir as this export (in demo
// mode the simulator stands for the platform and sends it), wrapped in that platform's own signed webhook envelope so
// it takes the same durable intake as its orders. GET RESTO and Click N Collect are Comptoir's own channels, which push
// reviews in this shape too.
/**
 * The event type of a review in every platform's envelope (Uber `event_type`, Deliveroo `event`, JET `Event`, GET RESTO
 * `type`).
 */
export const REVIEW_EVENT_TYPE = 'review.created';

const id = z.union([z.string().min(1), z.number()]).transform(String);

const reviewExportSchema = z.object({
  id,
  workflowId: id.nullish(),
  storeId: id,
  orderId: id.nullish(),
  orderNumber: id.nullish(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullish(),
  /** Minor units. */
  orderValue: z.number().int().min(0).nullish(),
  eater: z.object({ id, firstName: z.string().nullish(), picture: z.string().nullish() }),
  createdAt: z.iso.datetime({ offset: true }),
});

function normalizeReviewExport(platform: PlatformCode, payload: unknown): NormalizedReview {
  const review = reviewExportSchema.parse(payload);
  const comment = review.comment?.trim() ?? '';
  return {
    platform,
    platformReviewId: review.id,
    workflowId: review.workflowId ?? review.id,
    storeId: review.storeId,
    platformOrderId: review.orderId ?? null,
    orderNumber: review.orderNumber ?? null,
    rating: review.rating,
    comment: comment === '' ? null : comment,
    orderValue: review.orderValue ?? null,
    client: {
      platformId: review.eater.id,
      firstName: review.eater.firstName?.trim() ?? '',
      picture: review.eater.picture ?? null,
    },
    reviewedAt: new Date(review.createdAt),
  };
}

/** The envelope of a review event; the event id defaults to the review's, so a resent review is stored once. */
export function reviewEnvelope(
  platform: PlatformCode,
  eventType: string,
  payload: unknown,
  eventId?: string,
): WebhookEnvelope {
  const review = normalizeReviewExport(platform, payload);
  return {
    eventId: eventId ?? `review:${review.platformReviewId}`,
    eventType,
    kind: 'review',
    platformOrderId: review.platformOrderId,
    storeId: review.storeId,
    order: null,
    review,
  };
}
