import type { WebhookContent } from './order-webhooks';
import type { Random } from './random';
import { reviewExport, type SimReview } from './sim-review';

// The event type every adapter reads a review by (apps/server/src/platforms/review-export.ts).
const REVIEW_EVENT_TYPE = 'review.created';

/** The review in the platform's own webhook envelope, signed and delivered like its order webhooks. */
export function buildReviewWebhook(review: SimReview, context: { random: Random; now: Date }): WebhookContent {
  const body = reviewExport(review);
  switch (review.platform) {
    case 'PLATFORM_UBER_EAT': {
      const eventId = context.random.uuid();
      return {
        eventId,
        eventType: REVIEW_EVENT_TYPE,
        body: {
          event_id: eventId,
          event_type: REVIEW_EVENT_TYPE,
          event_time: Math.floor(context.now.getTime() / 1000),
          meta: { user_id: review.storeId, resource_id: review.id },
          review: body,
        },
      };
    }
    case 'PLATFORM_DELIVEROO':
      return {
        eventId: review.id,
        eventType: REVIEW_EVENT_TYPE,
        body: { event: REVIEW_EVENT_TYPE, body: { review: body } },
      };
    case 'PLATFORM_JUST_EAT':
      return { eventId: review.id, eventType: REVIEW_EVENT_TYPE, body: { Event: REVIEW_EVENT_TYPE, Review: body } };
    case 'PLATFORM_GLOVO':
      return { eventId: review.id, eventType: REVIEW_EVENT_TYPE, body: { review: body } };
    case 'PLATFORM_GET_RESTO':
      // The event id rides in the X-GetResto-Event-Id header.
      return {
        eventId: context.random.uuid(),
        eventType: REVIEW_EVENT_TYPE,
        body: { type: REVIEW_EVENT_TYPE, review: body },
      };
    case 'PLATFORM_CLICK_N_COLLECT':
      throw new Error('Click N Collect sends no webhooks');
  }
}
