import { PLATFORMS, type PromotionTier } from '@comptoir/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { platformCalls, restaurants, reviews, type ReviewRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { ReviewReply } from '../../platforms/normalized-review';
import { enqueuePlatformCall } from '../../platforms/outbound/enqueue';
import { adapterFor } from '../../platforms/registry';
import { readRestaurantUuids } from '../reports';
import { restaurantsInScope } from '../tenancy';
import { giftPriceFor } from './promotion-tier';
import { replyCallJoin, reviewNodeColumns, toReviewNode, type ReviewNode } from './review-node';

export type ReplyToReviewArgs = {
  workflowUUID: string;
  eaterUUID: string;
  restaurantUUID: string;
  promotion?: { token: PromotionTier } | null;
  message: string;
};

const REVIEW_REPLY_ACTION = 'review.reply';
// The product sets no limit on a reply (docs/reviews.md#reply); this one only keeps a pasted document out of the
// database.
const MAX_MESSAGE_LENGTH = 5000;

function readMessage(message: string): string {
  const text = message.trim();
  if (text === '') throw new AppError('BAD_USER_INPUT', { message: 'The reply is empty' });
  if (text.length > MAX_MESSAGE_LENGTH)
    throw new AppError('BAD_USER_INPUT', { message: `The reply must be at most ${MAX_MESSAGE_LENGTH} characters` });
  return text;
}

const alreadyAnswered = () =>
  new AppError('BAD_USER_INPUT', { message: 'This review has already been answered: a reply cannot be changed' });

// docs/platforms.md#refunds-disputes-and-reviews: no review-reply API was found for the marketplaces; Click N Collect
// is Comptoir's own storefront.
function explainRecordedOnly(platform: ReviewRow['platform']): string {
  const label = PLATFORMS[platform].label;
  return platform === 'PLATFORM_CLICK_N_COLLECT'
    ? `${label} is Comptoir's own channel: the reply is kept in Comptoir`
    : `${label} offers no API to answer reviews: the reply is kept in Comptoir only`;
}

/**
 * review (docs/reviews.md#reply): answers a review once, then sends the reply to its platform where the platform takes
 * one.
 */
export async function replyToReview(context: SignedInContext, args: ReplyToReviewArgs): Promise<ReviewNode> {
  const message = readMessage(args.message);
  const [restaurantUuid] = readRestaurantUuids([args.restaurantUUID]);
  const tier = args.promotion?.token ?? 'NONE';
  const [found] = await context.db
    .select({ review: reviews, storeId: restaurants.platformStoreId })
    .from(reviews)
    .innerJoin(restaurants, eq(restaurants.id, reviews.restaurantId))
    .where(
      and(
        eq(reviews.workflowUuid, args.workflowUUID),
        eq(restaurants.uuid, restaurantUuid ?? ''),
        restaurantsInScope(context.viewer),
      ),
    )
    .limit(1);
  // Another company's review answers exactly like a missing one, so that ids cannot be probed.
  if (!found) throw new AppError('NOT_FOUND', { message: 'No such review at this restaurant' });
  const { review, storeId } = found;
  if (review.client.platformId !== args.eaterUUID)
    throw new AppError('BAD_USER_INPUT', { message: 'eaterUUID is not the author of this review' });
  if (review.message !== null) throw alreadyAnswered();
  const giftPrice = giftPriceFor(tier);
  const reply: ReviewReply = {
    platformReviewId: review.platformReviewId,
    workflowId: review.workflowUuid,
    storeId,
    eaterId: review.client.platformId,
    message,
    promotion: tier === 'NONE' || giftPrice === null ? null : { tier, amount: giftPrice * 100 },
  };
  const call = adapterFor(review.platform)?.reviewReplyCall?.(reply) ?? null;
  await context.db.transaction(async (tx) => {
    // `message is null` in the update itself: of two replies sent at once, only one is kept.
    const updated = await tx
      .update(reviews)
      .set({
        message,
        giftPrice,
        repliedAt: new Date(),
        repliedById: context.viewer.actor.id,
        repliedAsId: context.viewer.account.id,
      })
      .where(and(eq(reviews.id, review.id), isNull(reviews.message)))
      .returning({ id: reviews.id });
    if (updated.length === 0) throw alreadyAnswered();
    const callId = await enqueuePlatformCall(tx, {
      platform: review.platform,
      cartId: review.cartId,
      restaurantId: review.restaurantId,
      action: REVIEW_REPLY_ACTION,
      call,
    });
    if (!call)
      await tx
        .update(platformCalls)
        .set({ lastError: explainRecordedOnly(review.platform) })
        .where(eq(platformCalls.id, callId));
    await tx.update(reviews).set({ replyCallId: callId }).where(eq(reviews.id, review.id));
  });
  const [row] = await context.db
    .select(reviewNodeColumns)
    .from(reviews)
    .leftJoin(platformCalls, replyCallJoin)
    .where(eq(reviews.id, review.id));
  if (!row) throw new AppError('NOT_FOUND', { message: 'No such review at this restaurant' });
  return toReviewNode(row);
}
