import { routeRoles } from '@comptoir/domain';
import { inArray } from 'drizzle-orm';
import { builder } from '../../builder';
import { restaurants, type ReviewClient } from '../../db/schema';
import { AppError } from '../../errors';
import type { Page } from '../../lib/pagination';
import { adapterFor } from '../../platforms/registry';
import { PlatformNameEnum } from '../../platforms/graphql/platform.graphql';
import { RestaurantRef } from '../restaurants';
import { listReviews, DEFAULT_REVIEWS_PAGE } from './list-reviews';
import { PROMOTION_TOKENS } from './promotion-tier';
import { replyToReview } from './reply-to-review';
import { REVIEW_REPLY_STATUSES, replyStatusOf, type ReviewNode } from './review-node';

const REVIEW_ROLES = routeRoles('review');

const ReviewReplyStatusEnum = builder.enumType('ReviewReplyStatus', {
  description:
    'What became of a reply on the platform: SENT (the platform took it), PENDING (being sent, retried), FAILED (the platform ' +
    'refused it or never answered), RECORDED_ONLY (the platform has no reply API: the reply is kept in Comptoir only).',
  values: REVIEW_REPLY_STATUSES,
});

const PromotionTierEnum = builder.enumType('PromotionTier', {
  description: 'docs/reviews.md#reply: TIER_1 = 5 €, TIER_2 = 10 €, TIER_3 = 18 €.',
  values: PROMOTION_TOKENS,
});

const ReviewClientRef = builder.objectRef<ReviewClient>('ReviewClient').implement({
  description: 'The client who wrote a review, as the platform shares them.',
  fields: (t) => ({
    platformId: t.exposeString('platformId', {
      description: 'The eater’s id on the platform (eaterUUID of the review mutation).',
    }),
    firstName: t.exposeString('firstName', { description: "The client's first name." }),
    picture: t.exposeString('picture', {
      description: "URL of the client's photo, when the platform sends one.",
      nullable: true,
    }),
  }),
});

const ReviewRef = builder.objectRef<ReviewNode>('Review').implement({
  description: "A client's review of an order, with the restaurant's reply.",
  fields: (t) => ({
    uuid: t.exposeString('uuid', { description: "The review's public uuid." }),
    rating: t.exposeInt('rating', { description: '1 to 5 stars.' }),
    price: t.exposeInt('price', { description: 'The order’s value, minor units.' }),
    orderNumber: t.exposeString('orderNumber', {
      description: "The reviewed order's short id, when the platform gives it.",
      nullable: true,
    }),
    workflowUuid: t.exposeString('workflowUuid', {
      description: "The platform's id for answering this review; the review mutation takes it as workflowUUID.",
    }),
    message: t.exposeString('message', { nullable: true, description: 'The reply; null when none.' }),
    giftPrice: t.exposeInt('giftPrice', {
      nullable: true,
      description: 'The promotion granted with the reply, in whole euros: 5, 10 or 18; null when none.',
    }),
    comment: t.exposeString('comment', {
      description: "The client's comment; null when they left only stars.",
      nullable: true,
    }),
    reviewAt: t.string({
      description: 'When the review was written, ISO-8601 UTC.',
      resolve: (review) => review.reviewAt.toISOString(),
    }),
    repliedAt: t.string({
      description: 'When the restaurant replied, ISO-8601 UTC; null before.',
      nullable: true,
      resolve: (review) => review.repliedAt?.toISOString() ?? null,
    }),
    withResponse: t.boolean({
      description: 'Whether the restaurant replied.',
      resolve: (review) => review.message !== null,
    }),
    replyStatus: t.field({
      description: 'Where the reply stands with the platform; null without a reply.',
      type: ReviewReplyStatusEnum,
      nullable: true,
      resolve: replyStatusOf,
    }),
    replyPublishable: t.boolean({
      description:
        'Whether the platform takes replies (GET RESTO); elsewhere a reply is kept in Comptoir only (docs/platforms.md#refunds-disputes-and-reviews).',
      resolve: (review) => adapterFor(review.platform)?.reviewReplyCall !== undefined,
    }),
    platform: t.field({
      description: 'The platform the review was left on.',
      type: PlatformNameEnum,
      resolve: (review) => review.platform,
    }),
    restaurant: t.loadable({
      description: 'The restaurant reviewed.',
      type: RestaurantRef,
      load: async (ids: number[], context) => {
        const rows = await context.db.select().from(restaurants).where(inArray(restaurants.id, ids));
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.map((id) => byId.get(id) ?? new AppError('NOT_FOUND', { message: `Restaurant ${id} not found` }));
      },
      resolve: (review) => review.restaurantId,
    }),
    client: t.field({
      description: 'The client who wrote it.',
      type: ReviewClientRef,
      resolve: (review) => review.client,
    }),
  }),
});

const ReviewEdgeRef = builder.objectRef<{ cursor: string; node: ReviewNode }>('ReviewEdge').implement({
  description: 'One review of a page, with its cursor.',
  fields: (t) => ({
    node: t.field({ description: 'The review.', type: ReviewRef, resolve: (edge) => edge.node }),
    cursor: t.exposeString('cursor', {
      description: "The review's cursor, to pass as `after` to get the ones that follow.",
    }),
  }),
});

const ReviewConnectionRef = builder.objectRef<Page<ReviewNode>>('ReviewConnection').implement({
  description: 'One page of reviews, newest first.',
  fields: (t) => ({
    edges: t.field({
      description: 'The reviews of this page, in order.',
      type: [ReviewEdgeRef],
      resolve: (page) => page.edges,
    }),
    pageInfo: t.field({
      description: 'Whether more pages follow, and the cursors of this one.',
      type: builder.pageInfoRef(),
      resolve: (page) => page.pageInfo,
    }),
    totalCount: t.exposeInt('totalCount', { description: 'How many reviews match the filter, over all pages.' }),
  }),
});

builder.queryField('getReviews', (t) =>
  t.withAuth({ anyRole: REVIEW_ROLES }).field({
    type: ReviewConnectionRef,
    description:
      'Newest first (docs/reviews.md). rating keeps the reviews of that many stars; withResponse true the answered ones, false the others. ' +
      "fromDate and toDate (YYYY-MM-DD, inclusive, each restaurant's local day) are optional. first is capped at 100.",
    args: {
      first: t.arg.int({ defaultValue: DEFAULT_REVIEWS_PAGE }),
      after: t.arg.string(),
      rating: t.arg.int(),
      withResponse: t.arg.boolean(),
      restaurants: t.arg.stringList({ description: 'Restaurant uuids.' }),
      platforms: t.arg({ type: [PlatformNameEnum] }),
      fromDate: t.arg.string(),
      toDate: t.arg.string(),
    },
    resolve: (_root, args, context) => listReviews(context, args),
  }),
);

const ReviewPromotionInput = builder.inputType('ReviewPromotionInput', {
  description: 'A promotion offered to the client with a reply.',
  fields: (t) => ({
    token: t.field({ type: PromotionTierEnum, required: true, description: 'The amount of the promotion.' }),
  }),
});

builder.mutationField('review', (t) =>
  t.withAuth({ anyRole: REVIEW_ROLES }).field({
    type: ReviewRef,
    description:
      'docs/reviews.md#reply: answers a review once (a second reply is refused), with an optional promotion. The reply is sent to the ' +
      'platform where it takes one (see Review.replyStatus) and kept in Comptoir either way.',
    args: {
      workflowUUID: t.arg.string({ required: true }),
      eaterUUID: t.arg.string({ required: true, description: 'The client’s platform id.' }),
      restaurantUUID: t.arg.string({ required: true }),
      promotion: t.arg({ type: ReviewPromotionInput }),
      message: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) => replyToReview(context, args),
  }),
);
