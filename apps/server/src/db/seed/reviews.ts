import { CANCELED_STATUSES, PLATFORMS, type PlatformCode } from '@comptoir/domain';
import { and, asc, inArray, lte, notInArray } from 'drizzle-orm';
import type { Db } from '../client';
import { carts, platformCalls, reviews, type NewReviewRow } from '../schema';
import { moodOf, REVIEW_COMMENTS, REVIEW_REPLIES } from './review-texts';
import type { DemoSeedContext } from './seed-context';

const HOUR_MS = 3_600_000;
// Roughly one delivered order in six is reviewed, mostly with four or five stars.
const REVIEW_SHARE = 1 / 6;
const STAR_WEIGHTS = [0.04, 0.05, 0.11, 0.27, 0.53];
const REPLY_SHARE = 1 / 3;

type ReplyDraft = {
  index: number;
  platform: PlatformCode;
  restaurantId: number;
  cartId: number;
  platformReviewId: string;
  message: string;
  giftPrice: number | null;
};

// GET RESTO's application takes replies; the marketplaces have no reply API and Click N Collect is Comptoir itself
// (modules/reviews/reply-to-review.ts): their seeded replies are recorded like live ones.
function replyCall(draft: ReplyDraft, repliedAt: Date) {
  const base = {
    platform: draft.platform,
    cartId: draft.cartId,
    restaurantId: draft.restaurantId,
    action: 'review.reply',
    createdAt: repliedAt,
    nextAttemptAt: repliedAt,
  };
  if (draft.platform === 'PLATFORM_GET_RESTO') {
    const promotion =
      draft.giftPrice === null
        ? null
        : {
            tier: draft.giftPrice === 5 ? 'TIER_1' : draft.giftPrice === 10 ? 'TIER_2' : 'TIER_3',
            amount: draft.giftPrice * 100,
          };
    return {
      ...base,
      method: 'POST',
      path: `/reviews/${draft.platformReviewId}/reply`,
      requestBody: { message: draft.message, promotion },
      status: 'sent' as const,
      attempts: 1,
      responseStatus: 204,
      sentAt: repliedAt,
    };
  }
  const label = PLATFORMS[draft.platform].label;
  const lastError =
    draft.platform === 'PLATFORM_CLICK_N_COLLECT'
      ? `${label} is Comptoir's own channel: the reply is kept in Comptoir`
      : `${label} offers no API to answer reviews: the reply is kept in Comptoir only`;
  return { ...base, method: '', path: '', status: 'unsupported' as const, lastError };
}

/** Demo reviews of delivered orders over the whole history, a third of them answered (some with a promotion). */
export async function insertDemoReviews(db: Db, context: DemoSeedContext): Promise<number> {
  const { faker, now } = context;
  const restaurantIds = context.restaurants.map((restaurant) => restaurant.id);
  const orders = await db
    .select({
      id: carts.id,
      companyId: carts.companyId,
      restaurantId: carts.restaurantId,
      platform: carts.platform,
      platformId: carts.platformId,
      displayId: carts.displayId,
      total: carts.total,
      client: carts.client,
      createdAt: carts.createdAt,
    })
    .from(carts)
    .where(
      and(
        inArray(carts.restaurantId, restaurantIds),
        notInArray(carts.status, [...CANCELED_STATUSES]),
        lte(carts.createdAt, new Date(now.getTime() - 2 * HOUR_MS)),
      ),
    )
    .orderBy(asc(carts.id));
  const replierOf = new Map([
    [context.companyIds.burger, context.accountIds.company],
    [context.companyIds.pizza, context.accountIds.basic],
  ]);
  const rows: NewReviewRow[] = [];
  const replies: ReplyDraft[] = [];
  for (const order of orders) {
    if (!order.client || !faker.datatype.boolean({ probability: REVIEW_SHARE })) continue;
    const rating = faker.helpers.weightedArrayElement(
      STAR_WEIGHTS.map((weight, index) => ({ weight, value: index + 1 })),
    );
    const mood = moodOf(rating);
    const reviewAt = new Date(
      Math.min(now.getTime() - HOUR_MS, order.createdAt.getTime() + faker.number.int({ min: 1, max: 30 }) * HOUR_MS),
    );
    const platformReviewId = faker.string.uuid();
    const row: NewReviewRow = {
      companyId: order.companyId,
      restaurantId: order.restaurantId,
      cartId: order.id,
      platform: order.platform,
      platformReviewId,
      workflowUuid: faker.string.uuid(),
      rating,
      // Many customers only leave stars, happy ones most of all.
      comment: faker.datatype.boolean({ probability: mood === 'good' ? 0.65 : 0.9 })
        ? faker.helpers.arrayElement(REVIEW_COMMENTS[mood])
        : null,
      price: order.total,
      orderNumber: order.displayId,
      client: { platformId: order.client.platformId, firstName: order.client.firstName, picture: null },
      reviewAt,
    };
    // Answers take a few hours: a review of the last day is still waiting for its answer.
    const repliedAt = new Date(reviewAt.getTime() + faker.number.int({ min: 2, max: 40 }) * HOUR_MS);
    if (repliedAt < now && faker.datatype.boolean({ probability: REPLY_SHARE })) {
      const giftPrice = mood === 'good' ? null : faker.helpers.arrayElement([null, 5, 10, 18]);
      const message = faker.helpers.arrayElement(REVIEW_REPLIES[mood]);
      const replier = replierOf.get(order.companyId) ?? null;
      Object.assign(row, { message, giftPrice, repliedAt, repliedById: replier, repliedAsId: replier });
      replies.push({
        index: rows.length,
        platform: order.platform,
        restaurantId: order.restaurantId,
        cartId: order.id,
        platformReviewId,
        message,
        giftPrice,
      });
    }
    rows.push(row);
  }
  if (replies.length > 0) {
    const calls = await db
      .insert(platformCalls)
      .values(replies.map((reply) => replyCall(reply, rows[reply.index]?.repliedAt ?? now)))
      .returning({ id: platformCalls.id });
    // Identity ids follow the order of the VALUES list, whatever order `returning` gives them back in.
    const ids = calls.map((call) => call.id).sort((a, b) => a - b);
    replies.forEach((reply, position) => Object.assign(rows[reply.index] ?? {}, { replyCallId: ids[position] }));
  }
  for (let start = 0; start < rows.length; start += 500)
    await db.insert(reviews).values(rows.slice(start, start + 500));
  return rows.length;
}
