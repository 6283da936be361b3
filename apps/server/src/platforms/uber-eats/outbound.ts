import type { OrderRef, OutboundAction, OutboundCall } from '../adapter';

// docs/platforms.md#uber-eats-order-calls, Order Fulfillment API (`/v1/delivery/order/…`, API-1.0.0 stores);
// merchant-delivery progress only exists on the legacy `restaurantdelivery/status` call. Uber has no "more couriers"
// call.
const DENY_TYPES = new Set([
  'ITEM_ISSUE',
  'KITCHEN_CLOSED',
  'CUSTOMER_CALLED_TO_CANCEL',
  'RESTAURANT_TOO_BUSY',
  'ORDER_VALIDATION',
  'STORE_CLOSED',
  'TECHNICAL_FAILURE',
  'POS_NOT_READY',
  'POS_OFFLINE',
  'CAPACITY',
  'ADDRESS',
  'SPECIAL_INSTRUCTIONS',
  'PRICING',
  'UNKNOWN',
  'OTHER',
]);

// Comptoir's reasons (CANCEL_REASON_DEFAULT is OUT_OF_ITEMS) → Uber's reason types.
const REASON_TYPES: Record<string, string> = {
  OUT_OF_ITEMS: 'ITEM_ISSUE',
  BUSY: 'RESTAURANT_TOO_BUSY',
  CLOSED: 'STORE_CLOSED',
};

function uberReason(reason: string): { type: string; info: string } {
  const upper = reason.toUpperCase();
  return { type: DENY_TYPES.has(upper) ? upper : (REASON_TYPES[upper] ?? 'OTHER'), info: reason };
}

function addMinutes(date: Date, minutes: number): string {
  return new Date(date.getTime() + minutes * 60_000).toISOString();
}

export function uberOutboundCall(action: OutboundAction, ref: OrderRef, now: Date = new Date()): OutboundCall | null {
  const order = `/v1/delivery/order/${encodeURIComponent(ref.platformOrderId)}`;
  switch (action.type) {
    case 'accept':
      return {
        method: 'POST',
        path: `${order}/accept`,
        body:
          action.preparationMinutes === null
            ? {}
            : { ready_for_pickup_time: addMinutes(now, action.preparationMinutes) },
      };
    case 'deny':
      return { method: 'POST', path: `${order}/deny`, body: { deny_reason: uberReason(action.reason) } };
    case 'cancel':
      return { method: 'POST', path: `${order}/cancel`, body: { cancellation_reason: uberReason(action.reason) } };
    case 'ready':
      return { method: 'POST', path: `${order}/ready`, body: {} };
    case 'delay': {
      const base = ref.readyAt && ref.readyAt > now ? ref.readyAt : now;
      return {
        method: 'POST',
        path: `${order}/update-ready-time`,
        body: { ready_for_pickup_time: addMinutes(base, action.extraMinutes) },
      };
    }
    case 'inTransit':
      return restaurantDelivery(ref, 'started');
    case 'delivered':
      return restaurantDelivery(ref, 'delivered');
    case 'couriers':
      return null;
  }
}

function restaurantDelivery(ref: OrderRef, status: 'started' | 'delivered'): OutboundCall {
  return {
    method: 'POST',
    path: `/v1/eats/orders/${encodeURIComponent(ref.platformOrderId)}/restaurantdelivery/status`,
    body: { status },
  };
}
