import type { WebhookContent } from './order-webhooks';
import { chargedAfterAnswer, type SimRefund } from './refunds';

// JE documents the claim (docs/platforms.md#just-eat: affectedItems, totalClaimed in minor units, expirationDate,
// state, resolution) as read with GET customerclaims; pushing it is the simulator's stand-in for that poll, and so is
// the
// `resolution` shape `{ restaurantCharged, comments, resolvedDate }`, which JE does not document.
function justEatClaim(refund: SimRefund, resolution: unknown) {
  return {
    id: refund.id,
    orderId: refund.order.platformOrderId,
    friendlyOrderReference: refund.order.displayId,
    restaurantId: refund.order.storeId,
    issueType: refund.reason,
    customerComments: refund.comment,
    affectedItems: refund.items.map((item, index) => ({
      id: item.id ?? `item-${index + 1}`,
      name: item.title,
      quantity: item.quantity,
      unitPrice: Math.round(item.amount / item.quantity),
      totalClaimed: item.amount,
      additionalContext: refund.comment,
    })),
    totalClaimed: refund.total,
    currency: 'EUR',
    createdDate: refund.createdAt.toISOString(),
    expirationDate: refund.deadline.toISOString(),
    state: resolution ? 'Closed' : 'Open',
    resolution,
  };
}

// Uber documents its webhook envelope (docs/platforms.md#uber-eats-webhooks) and money in amount_e5
// (docs/platforms.md#at-a-glance) but no refund notification: the event type and the `refund` object are the
// simulator's stand-in.
function uberRefund(refund: SimRefund, eventId: string, now: Date) {
  const toE5 = (minor: number) => minor * 1000;
  return {
    event_id: eventId,
    event_type: 'orders.refund.notification',
    event_time: Math.floor(now.getTime() / 1000),
    meta: { user_id: refund.order.storeId, resource_id: refund.order.platformOrderId, status: 'refunded' },
    resource_href: `https://api.uber.com/v1/delivery/order/${refund.order.platformOrderId}`,
    refund: {
      id: refund.id,
      display_id: refund.order.displayId,
      reason: refund.reason,
      customer_comment: refund.comment,
      amount_e5: toE5(refund.total),
      created_time: refund.createdAt.toISOString(),
      dispute_deadline: refund.deadline.toISOString(),
      items: refund.items.map((item) => ({
        id: item.id,
        title: item.title,
        quantity: item.quantity,
        amount_e5: toE5(item.amount),
        reason: refund.reason,
      })),
    },
  };
}

/** The webhook telling Comptoir about the refund. */
export function refundWebhook(refund: SimRefund, eventId: string, now: Date): WebhookContent {
  if (refund.order.platform === 'PLATFORM_JUST_EAT')
    return { eventId: `claim:${refund.id}`, eventType: 'customer-claim', body: justEatClaim(refund, null) };
  return { eventId, eventType: 'orders.refund.notification', body: uberRefund(refund, eventId, now) };
}

/** Just Eat's answer to the restaurant's response: the claim closed with what stays charged to the restaurant. */
export function claimResolvedWebhook(refund: SimRefund, now: Date): WebhookContent {
  const restaurantCharged = chargedAfterAnswer(refund);
  const comments =
    restaurantCharged === 0
      ? 'Claim rejected: the restaurant is not charged.'
      : restaurantCharged < refund.total
        ? 'Claim partially upheld.'
        : 'Claim upheld: the refund stays charged.';
  return {
    eventId: `claim:${refund.id}:resolved`,
    eventType: 'customer-claim-resolved',
    body: justEatClaim(refund, { restaurantCharged, comments, resolvedDate: now.toISOString() }),
  };
}
