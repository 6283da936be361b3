import { addDays, isIsoDate, type PlatformCode } from '@comptoir/domain';
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { platformCalls, restaurants, reviews } from '../../db/schema';
import { AppError } from '../../errors';
import {
  keysetAfter,
  keysetKey,
  keysetOrder,
  readPageRequest,
  toConnection,
  type Keyset,
  type Page,
} from '../../lib/pagination';
import { beforeLocalDay, onOrAfterLocalDay, readReportDates, readRestaurantUuids } from '../reports';
import { restaurantsInScope } from '../tenancy';
import { replyCallJoin, reviewNodeColumns, toReviewNode, type ReviewNode } from './review-node';

export const DEFAULT_REVIEWS_PAGE = 20;

export type ListReviewsArgs = {
  first?: number | null;
  after?: string | null;
  rating?: number | null;
  withResponse?: boolean | null;
  restaurants?: readonly string[] | null;
  platforms?: readonly PlatformCode[] | null;
  fromDate?: string | null;
  toDate?: string | null;
};

function readRating(rating: number | null | undefined): number | null {
  if (rating === null || rating === undefined) return null;
  if (!Number.isInteger(rating) || rating < 1 || rating > 5)
    throw new AppError('BAD_USER_INPUT', { message: 'rating must be a whole number of stars from 1 to 5' });
  return rating;
}

// Either bound may come alone; each is a day of the restaurant's own time zone, inclusive.
function dateRange(fromDate: string | null | undefined, toDate: string | null | undefined): SQL | undefined {
  if (fromDate && toDate) readReportDates(fromDate, toDate);
  if (fromDate && !isIsoDate(fromDate))
    throw new AppError('BAD_USER_INPUT', { message: 'fromDate must be a YYYY-MM-DD date' });
  if (toDate && !isIsoDate(toDate))
    throw new AppError('BAD_USER_INPUT', { message: 'toDate must be a YYYY-MM-DD date' });
  return and(
    fromDate ? onOrAfterLocalDay(reviews.reviewAt, fromDate) : undefined,
    toDate ? beforeLocalDay(reviews.reviewAt, addDays(toDate, 1)) : undefined,
  );
}

// Newest first by when the review was written (docs/architecture.md#pagination).
const REVIEW_KEYSET: Keyset = {
  list: 'review',
  direction: 'desc',
  columns: [
    { column: reviews.reviewAt, part: 'instant' },
    { column: reviews.id, part: 'id' },
  ],
};

/**
 * getReviews (docs/reviews.md): the viewer's reviews, newest first, narrowed by stars, answered or not, restaurants,
 * platforms and days.
 */
export async function listReviews(context: SignedInContext, args: ListReviewsArgs): Promise<Page<ReviewNode>> {
  const request = readPageRequest(REVIEW_KEYSET, args, DEFAULT_REVIEWS_PAGE);
  const rating = readRating(args.rating);
  const restaurantUuids = readRestaurantUuids(args.restaurants);
  const where = and(
    restaurantsInScope(context.viewer),
    rating === null ? undefined : eq(reviews.rating, rating),
    args.withResponse === true
      ? isNotNull(reviews.message)
      : args.withResponse === false
        ? isNull(reviews.message)
        : undefined,
    restaurantUuids.length ? inArray(restaurants.uuid, restaurantUuids) : undefined,
    args.platforms?.length ? inArray(reviews.platform, [...args.platforms]) : undefined,
    dateRange(args.fromDate, args.toDate),
  );
  const [rows, [total]] = await Promise.all([
    context.db
      .select({ ...reviewNodeColumns, cursorKey: keysetKey(REVIEW_KEYSET) })
      .from(reviews)
      .innerJoin(restaurants, eq(restaurants.id, reviews.restaurantId))
      .leftJoin(platformCalls, replyCallJoin)
      .where(and(where, keysetAfter(REVIEW_KEYSET, request)))
      .orderBy(...keysetOrder(REVIEW_KEYSET))
      .limit(request.first + 1),
    context.db
      .select({ value: sql<number>`count(*)::int` })
      .from(reviews)
      .innerJoin(restaurants, eq(restaurants.id, reviews.restaurantId))
      .where(where),
  ]);
  return toConnection(REVIEW_KEYSET, request, rows, Number(total?.value ?? 0), toReviewNode);
}
