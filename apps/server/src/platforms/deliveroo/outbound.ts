import type { OrderRef, OutboundAction, OutboundCall } from '../adapter';

// docs/platforms.md#deliveroo-order-calls: accept/reject through PATCH of the order, readiness through prep stages;
// Deliveroo has no restaurant cancel, no delivered (its riders deliver), no extra preparation time and no extra
// couriers.
const REJECT_REASONS = new Set(['closing_early', 'busy', 'ingredient_unavailable', 'other']);
const REASON_MAP: Record<string, string> = {
  OUT_OF_ITEMS: 'ingredient_unavailable',
  BUSY: 'busy',
  CLOSED: 'closing_early',
};

function deliverooRejectReason(reason: string): string {
  const lower = reason.toLowerCase();
  return REJECT_REASONS.has(lower) ? lower : (REASON_MAP[reason.toUpperCase()] ?? 'other');
}

export function deliverooOutboundCall(
  action: OutboundAction,
  ref: OrderRef,
  now: Date = new Date(),
): OutboundCall | null {
  const order = `/order/v1/orders/${encodeURIComponent(ref.platformOrderId)}`;
  switch (action.type) {
    case 'accept':
      return { method: 'PATCH', path: order, body: { status: 'accepted' } };
    case 'deny':
      return {
        method: 'PATCH',
        path: order,
        body: { status: 'rejected', reject_reason: deliverooRejectReason(action.reason), notes: action.reason },
      };
    case 'ready':
      return {
        method: 'POST',
        path: `${order}/prep_stage`,
        body: { stage: 'ready_for_collection', occurred_at: now.toISOString() },
      };
    case 'inTransit':
      return {
        method: 'POST',
        path: `${order}/prep_stage`,
        body: { stage: 'collected', occurred_at: now.toISOString() },
      };
    case 'delivered':
    case 'cancel':
    case 'delay':
    case 'couriers':
      return null;
  }
}
