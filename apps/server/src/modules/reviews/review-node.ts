import { eq } from 'drizzle-orm';
import { platformCalls, reviews, type PlatformCallStatus, type ReviewRow } from '../../db/schema';

/** What Comptoir did with a reply on the platform (null while the review is unanswered). */
export const REVIEW_REPLY_STATUSES = ['RECORDED_ONLY', 'PENDING', 'SENT', 'FAILED'] as const;
export type ReviewReplyStatus = (typeof REVIEW_REPLY_STATUSES)[number];

/** A review as the API shows it: its row and the state of the call that carried its reply. */
export type ReviewNode = ReviewRow & { replyCallStatus: PlatformCallStatus | null };

/** The columns of a ReviewNode, for a select over reviews left-joined with `joinReplyCall`. */
export const reviewNodeColumns = { review: reviews, replyCallStatus: platformCalls.status };

export const replyCallJoin = eq(platformCalls.id, reviews.replyCallId);

export function toReviewNode(row: { review: ReviewRow; replyCallStatus: PlatformCallStatus | null }): ReviewNode {
  return { ...row.review, replyCallStatus: row.replyCallStatus };
}

// A platform without a reply API records the call as 'unsupported' (RECORDED_ONLY): the reply lives in Comptoir only.
export function replyStatusOf(review: ReviewNode): ReviewReplyStatus | null {
  if (review.message === null) return null;
  switch (review.replyCallStatus) {
    case 'sent':
      return 'SENT';
    case 'pending':
      return 'PENDING';
    case 'failed':
      return 'FAILED';
    // Replies carry no supersede key, so a reply call is never superseded; were it, only Comptoir would hold it.
    case 'superseded':
    case 'unsupported':
    case null:
      return 'RECORDED_ONLY';
  }
}
