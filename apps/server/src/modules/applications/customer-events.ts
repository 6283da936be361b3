import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderDisputeDishes, restaurants, type OrderDisputeRow, type ReviewRow } from '../../db/schema';
import { toIsoString } from '../../lib/instants';
import { queueApplicationEvent } from './queue-application-event';

async function restaurantUuid(tx: Db, restaurantId: number): Promise<string | null> {
  const [row] = await tx
    .select({ uuid: restaurants.uuid })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .limit(1);
  return row?.uuid ?? null;
}

/** `review.created` for a review a platform just reported, on `tx` (docs/webhooks.md#reviews-and-disputes). */
export async function queueReviewWebhook(tx: Db, review: ReviewRow): Promise<void> {
  await queueApplicationEvent(tx, {
    companyId: review.companyId,
    event: 'review.created',
    orderingKey: null,
    data: async (db) => ({
      review: {
        uuid: review.uuid,
        platform: review.platform,
        restaurant: { uuid: await restaurantUuid(db, review.restaurantId) },
        rating: review.rating,
        comment: review.comment,
        orderNumber: review.orderNumber,
        orderValue: review.price,
        customerFirstName: review.client?.firstName ?? null,
        reviewedAt: toIsoString(review.reviewAt),
      },
    }),
  });
}

/** `dispute.created` for a refund a platform just reported, on `tx` (docs/webhooks.md#reviews-and-disputes). */
export async function queueDisputeWebhook(tx: Db, dispute: OrderDisputeRow): Promise<void> {
  await queueApplicationEvent(tx, {
    companyId: dispute.companyId,
    event: 'dispute.created',
    orderingKey: null,
    data: async (db) => ({
      dispute: {
        uuid: dispute.uuid,
        platform: dispute.platform,
        restaurant: { uuid: await restaurantUuid(db, dispute.restaurantId) },
        order: { uuid: dispute.orderUuid, displayId: dispute.displayOrderId },
        problem: dispute.orderProblem,
        customerComment: dispute.commentsClient,
        amount: dispute.incorrectPrice,
        items: (await db.select().from(orderDisputeDishes).where(eq(orderDisputeDishes.disputeId, dispute.id))).map(
          (dish) => ({
            name: dish.name,
            price: dish.price,
            problem: dish.problem,
          }),
        ),
        createdAt: toIsoString(dispute.createdAt),
        deadlineAt: toIsoString(dispute.deadlineAt),
      },
    }),
  });
}
