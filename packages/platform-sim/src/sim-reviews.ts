import { isPlatformCode, PLATFORMS, type PlatformCode } from '@comptoir/domain';
import type { WebhookContent } from './order-webhooks';
import type { Random } from './random';
import { buildReviewWebhook } from './review-webhooks';
import { createSimReview, reviewExport, type SimReview } from './sim-review';
import type { SimOrder } from './sim-order';

/** `POST /simulator/reviews`: a customer reviews an order of the restaurant (the one named, else its latest one). */
export type PlaceReviewInput = {
  platform: PlatformCode;
  restaurantUuid?: string;
  platformOrderId?: string;
  deliveries?: number;
};

export type ReviewDeskOptions = {
  random: Random;
  now(): Date;
  restaurants: readonly { platform: PlatformCode; storeId: string; uuid: string }[];
  /** The orders the simulated platforms hold, oldest first. */
  orders(): readonly SimOrder[];
  send(platform: PlatformCode, content: WebhookContent): Promise<void>;
  /** Click N Collect has no webhook: its reviews are handed to Comptoir through this callback. */
  onClickNCollectReview?(payload: Record<string, unknown>): Promise<void> | void;
  onError(error: unknown): void;
};

export class ReviewInputError extends Error {}

const CANCELLED_STATES = new Set(['FAILED', 'canceled', 'cancelled', 'CANCELLED', 'CANCELED', 'rejected']);

export function parseReviewBody(body: unknown): PlaceReviewInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ReviewInputError('The body must be a JSON object');
  const { platform, restaurantUuid, platformOrderId, deliveries } = body as Record<string, unknown>;
  if (!isPlatformCode(platform))
    throw new ReviewInputError(`platform must be one of ${Object.keys(PLATFORMS).join(', ')}`);
  if (restaurantUuid !== undefined && typeof restaurantUuid !== 'string')
    throw new ReviewInputError('restaurantUuid must be a string');
  if (platformOrderId !== undefined && typeof platformOrderId !== 'string')
    throw new ReviewInputError('platformOrderId must be a string');
  if (
    deliveries !== undefined &&
    (typeof deliveries !== 'number' || !Number.isInteger(deliveries) || deliveries < 1 || deliveries > 20)
  ) {
    throw new ReviewInputError('deliveries must be an integer from 1 to 20');
  }
  return { platform, restaurantUuid, platformOrderId, deliveries };
}

/** The platforms' review exports: customers review what they received, and the platform tells Comptoir. */
export function createReviewDesk(options: ReviewDeskOptions) {
  const reviews = new Map<string, SimReview>();
  const reviewedOrders = new Set<string>();

  function findRestaurant(input: PlaceReviewInput) {
    const restaurant = input.restaurantUuid
      ? options.restaurants.find((candidate) => candidate.uuid === input.restaurantUuid)
      : options.restaurants.find((candidate) => candidate.platform === input.platform);
    if (!restaurant)
      throw new ReviewInputError(
        input.restaurantUuid
          ? `Unknown demo restaurant ${input.restaurantUuid}`
          : `No demo restaurant on ${input.platform}`,
      );
    if (restaurant.platform !== input.platform)
      throw new ReviewInputError(`Restaurant ${restaurant.uuid} is on ${restaurant.platform}, not ${input.platform}`);
    return restaurant;
  }

  const isReviewable = (order: SimOrder) =>
    !CANCELLED_STATES.has(order.state) && !reviewedOrders.has(order.platformOrderId);

  function findOrder(input: PlaceReviewInput, restaurantUuid: string): SimOrder | null {
    if (input.platformOrderId === undefined)
      return (
        [...options.orders()]
          .reverse()
          .find((order) => order.restaurantUuid === restaurantUuid && isReviewable(order)) ?? null
      );
    const order = options.orders().find((candidate) => candidate.platformOrderId === input.platformOrderId);
    if (!order || order.restaurantUuid !== restaurantUuid)
      throw new ReviewInputError(`Unknown order ${input.platformOrderId} at restaurant ${restaurantUuid}`);
    return order;
  }

  async function placeReview(input: PlaceReviewInput): Promise<{ platformReviewId: string }> {
    const restaurant = findRestaurant(input);
    const order = findOrder(input, restaurant.uuid);
    const review = createSimReview(options.random, {
      platform: input.platform,
      storeId: restaurant.storeId,
      restaurantUuid: restaurant.uuid,
      order,
      now: options.now(),
    });
    if (review.platform === 'PLATFORM_CLICK_N_COLLECT' && !options.onClickNCollectReview)
      throw new ReviewInputError('Click N Collect reviews need an onClickNCollectReview callback');
    reviews.set(review.id, review);
    if (order) reviewedOrders.add(order.platformOrderId);
    if (review.platform === 'PLATFORM_CLICK_N_COLLECT') {
      await options.onClickNCollectReview?.(reviewExport(review));
      return { platformReviewId: review.id };
    }
    const content = buildReviewWebhook(review, { random: options.random, now: options.now() });
    // Answer at once; the webhook (its retries, and the duplicates asked for, sent together) goes on in the background.
    for (let send = 0; send < (input.deliveries ?? 1); send += 1)
      options.send(review.platform, content).catch(options.onError);
    return { platformReviewId: review.id };
  }

  /** With auto orders on: a customer reviews an earlier order that was not cancelled. */
  function reviewAnEarlierOrder(): void {
    const candidates = options.orders().filter(isReviewable);
    if (candidates.length === 0) return;
    const order = options.random.pick(candidates);
    if (order.platform === 'PLATFORM_CLICK_N_COLLECT' && !options.onClickNCollectReview) return;
    placeReview({
      platform: order.platform,
      restaurantUuid: order.restaurantUuid,
      platformOrderId: order.platformOrderId,
    }).catch(options.onError);
  }

  return { placeReview, reviewAnEarlierOrder, find: (id: string): SimReview | null => reviews.get(id) ?? null };
}
