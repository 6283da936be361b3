import { badRequest, conflict, notFound, stringField, type PartnerRoute } from './route';

const DECISIONS = ['Accepted', 'Rejected', 'PartiallyAccepted'];

// JE partner API (docs/platforms.md#just-eat): the restaurant answers a customer claim with
// `POST /restaurants/{tenant}/{id}/customerclaims/{claimId}/restaurantresponse {decision, items[], justification}`.
export const claimResponseRoute: PartnerRoute = {
  method: 'POST',
  pattern: /^\/restaurants\/([^/]+)\/([^/]+)\/customerclaims\/([^/]+)\/restaurantresponse$/,
  handle: (request, context, match) => {
    const refund = context.findRefund(decodeURIComponent(match[3] ?? ''));
    if (!refund || refund.order.storeId !== decodeURIComponent(match[2] ?? '')) return notFound('Claim not found');
    const decision = stringField(request.body, 'decision');
    if (!decision || !DECISIONS.includes(decision)) return badRequest(`decision must be ${DECISIONS.join(', ')}`);
    const justification = request.body.justification;
    if (decision !== 'Accepted' && (typeof justification !== 'object' || justification === null))
      return badRequest('A rejection needs a justification');
    if (refund.response) return conflict('The restaurant already answered this claim');
    context.answerRefund(refund, decision);
    return { status: 204 };
  },
};
