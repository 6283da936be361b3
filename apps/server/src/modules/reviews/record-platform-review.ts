import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts, platforms, restaurants, reviews } from '../../db/schema';
import type { NormalizedReview } from '../../platforms/normalized-review';
import { queueReviewWebhook } from '../applications';

export type RecordedReview = 'created' | 'duplicate' | 'unknownStore';

/**
 * Writes a review a platform reported, once per platform review id: a platform that repeats it (or a second event
 * for the same review) changes nothing. The order it names is matched by the platform's order id, and fills in what
 * the review leaves out (order value, display id, first name). Run on the intake's transaction, which also carries the
 * applications' `review.created`.
 */
export async function recordPlatformReview(db: Db, review: NormalizedReview): Promise<RecordedReview> {
  const [restaurant] = await db
    .select({ id: restaurants.id, companyId: restaurants.companyId })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .where(and(eq(platforms.code, review.platform), eq(restaurants.platformStoreId, review.storeId)))
    .limit(1);
  if (!restaurant) return 'unknownStore';
  const [cart] = review.platformOrderId
    ? await db
        .select({ id: carts.id, total: carts.total, displayId: carts.displayId, client: carts.client })
        .from(carts)
        .where(
          and(
            eq(carts.platform, review.platform),
            eq(carts.platformId, review.platformOrderId),
            eq(carts.restaurantId, restaurant.id),
          ),
        )
        .limit(1)
    : [];
  const rows = await db
    .insert(reviews)
    .values({
      companyId: restaurant.companyId,
      restaurantId: restaurant.id,
      cartId: cart?.id ?? null,
      platform: review.platform,
      platformReviewId: review.platformReviewId,
      workflowUuid: review.workflowId,
      rating: review.rating,
      comment: review.comment,
      price: review.orderValue ?? cart?.total ?? 0,
      orderNumber: review.orderNumber ?? cart?.displayId ?? null,
      client: { ...review.client, firstName: review.client.firstName || (cart?.client?.firstName ?? '') },
      reviewAt: review.reviewedAt,
    })
    .onConflictDoNothing({ target: [reviews.platform, reviews.platformReviewId] })
    .returning();
  const created = rows[0];
  if (!created) return 'duplicate';
  await queueReviewWebhook(db, created);
  return 'created';
}
