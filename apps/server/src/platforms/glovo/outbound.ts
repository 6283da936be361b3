import type { OrderRef, OutboundAction, OutboundCall } from '../adapter';

type GlovoOrderStatus = 'ACCEPTED' | 'READY_FOR_PICKUP' | 'OUT_FOR_DELIVERY' | 'PICKED_UP_BY_CUSTOMER';

// Glovo has no reject, cancel, delay or courier call (restaurants phone Glovo support); accepting is optional
// but tells Glovo the kitchen has started (docs/platforms.md#glovo). READY_FOR_PICKUP hands the bag to Glovo's couriers
// (DELIVERY), OUT_FOR_DELIVERY is the store's own fleet leaving (DELIVERY_THIRD_PARTY, the only fulfilment
// docs/orders.md#in-transit offers "in transit" on), PICKED_UP_BY_CUSTOMER closes the order.
const STATUS_FOR: Partial<Record<OutboundAction['type'], GlovoOrderStatus>> = {
  accept: 'ACCEPTED',
  ready: 'READY_FOR_PICKUP',
  inTransit: 'OUT_FOR_DELIVERY',
  delivered: 'PICKED_UP_BY_CUSTOMER',
};

export function glovoOutboundCall(action: OutboundAction, ref: OrderRef): OutboundCall | null {
  const status = STATUS_FOR[action.type];
  if (status === undefined) return null;
  return {
    method: 'PUT',
    path: `/webhook/stores/${encodeURIComponent(ref.storeId)}/orders/${encodeURIComponent(ref.platformOrderId)}/status`,
    body: { status },
  };
}
