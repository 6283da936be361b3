import type { OutboundCall } from '../adapter';
import type { ReviewReply } from '../normalized-review';

// GET RESTO is Comptoir's own API: the reply goes back to the application that pushed the review (README.md
// "Reviews"), signed like every callback; the promotion's amount is in minor units.
export function getRestoReviewReplyCall(reply: ReviewReply): OutboundCall {
  return {
    method: 'POST',
    path: `/reviews/${encodeURIComponent(reply.platformReviewId)}/reply`,
    body: { eaterId: reply.eaterId, message: reply.message, promotion: reply.promotion },
  };
}
