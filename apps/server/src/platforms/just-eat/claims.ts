import { z } from 'zod';
import type { OutboundCall, WebhookEnvelope } from '../adapter';
import type { DisputeResponse } from '../normalized-refund';

// Just Eat customer claims (docs/platforms.md#just-eat, partner API): a customer claims money back for an order; the
// claim lists `affectedItems` with `totalClaimed` (minor units) and an `expirationDate` for the restaurant's answer.
// JE documents the claim as read with `GET /restaurants/{tenant}/{id}/customerclaims`; pushing it to the webhook URL
// is the simulator's stand-in for that poll, and so is `resolution` (JE's resolution shape is not documented):
// `{ restaurantCharged, comments }`, what JE finally keeps charged to the restaurant.
const id = z.union([z.string(), z.number()]).transform(String);
const money = z.number().int().nonnegative();

const claimSchema = z.object({
  id,
  orderId: id,
  friendlyOrderReference: z.string().nullish(),
  restaurantId: id,
  issueType: z.string(),
  customerComments: z.string().nullish(),
  affectedItems: z.array(
    z.object({
      id: id.nullish(),
      name: z.string(),
      quantity: z.number().int().positive().default(1),
      unitPrice: money.nullish(),
      totalClaimed: money,
      additionalContext: z.string().nullish(),
    }),
  ),
  totalClaimed: money,
  createdDate: z.string().datetime({ offset: true }).nullish(),
  expirationDate: z.string().datetime({ offset: true }).nullish(),
  state: z.string(),
  resolution: z
    .object({
      restaurantCharged: money,
      comments: z.string().nullish(),
      resolvedDate: z.string().datetime({ offset: true }).nullish(),
    })
    .nullish(),
});

export function isJustEatClaim(body: object): boolean {
  return 'issueType' in body && 'affectedItems' in body && 'totalClaimed' in body;
}

/** A claim still open is a refund to dispute; a claim with a resolution is JE's answer to the restaurant's dispute. */
export function parseJustEatClaim(body: unknown, now: Date): WebhookEnvelope {
  const claim = claimSchema.parse(body);
  const base = { platformOrderId: claim.orderId, storeId: claim.restaurantId, order: null };
  if (claim.resolution) {
    const refundedPrice = Math.max(0, claim.totalClaimed - claim.resolution.restaurantCharged);
    return {
      ...base,
      eventId: `claim:${claim.id}:resolved`,
      eventType: 'customer-claim-resolved',
      kind: 'refund.answer',
      refundAnswer: {
        platformRefundId: claim.id,
        outcome: refundedPrice > 0 ? 'WON' : 'LOST',
        refundedPrice,
        response: claim.resolution.comments ?? null,
        answeredAt: claim.resolution.resolvedDate ? new Date(claim.resolution.resolvedDate) : now,
      },
    };
  }
  return {
    ...base,
    eventId: `claim:${claim.id}`,
    eventType: 'customer-claim',
    kind: 'refund',
    refund: {
      platformRefundId: claim.id,
      platformOrderId: claim.orderId,
      displayOrderId: claim.friendlyOrderReference ?? null,
      amount: claim.totalClaimed,
      problem: claim.issueType,
      customerComment: claim.customerComments ?? null,
      deadlineAt: claim.expirationDate ? new Date(claim.expirationDate) : null,
      refundedAt: claim.createdDate ? new Date(claim.createdDate) : now,
      items: claim.affectedItems.map((item) => ({
        platformItemId: item.id ?? null,
        name: item.quantity > 1 ? `${item.quantity} × ${item.name}` : item.name,
        price: item.totalClaimed,
        problem: item.additionalContext ?? claim.issueType,
      })),
    },
  };
}

// JE partner API tenants name markets ('uk', 'ie', 'es', 'it'…); a restaurant's country gives its tenant [S].
function tenantOf(country: string | null): string {
  const code = (country ?? 'GB').toLowerCase();
  return code === 'gb' ? 'uk' : code;
}

/** `POST …/customerclaims/{claimId}/restaurantresponse` rejecting the claim with the restaurant's justification. */
export function justEatClaimResponseCall(response: DisputeResponse): OutboundCall {
  const claim = `/restaurants/${tenantOf(response.country)}/${encodeURIComponent(response.storeId)}/customerclaims/${encodeURIComponent(response.platformRefundId)}`;
  return {
    method: 'POST',
    path: `${claim}/restaurantresponse`,
    body: {
      decision: 'Rejected',
      items: response.itemIds.map((itemId) => ({ id: itemId, decision: 'Rejected' })),
      // JE documents `justification { reason, comments }` but not the list of reasons: 'Other' carries the comments.
      justification: { reason: 'Other', comments: response.comments },
    },
  };
}
