import type { FulfillmentType, OrderStatus } from '@comptoir/domain';

// docs/platforms.md#deliveroo-order-calls: pending → placed → accepted | rejected → confirmed (scheduled only) →
// canceled.
export function statusFromDeliveroo(status: string | null, scheduled: boolean): OrderStatus {
  switch (status?.toLowerCase()) {
    case 'pending':
    case 'placed':
    case undefined:
      return scheduled ? 'SCHEDULED_ORDER_CREATED' : 'CREATED';
    case 'accepted':
      return scheduled ? 'SCHEDULED_ORDER_ACCEPTED' : 'ACCEPTED';
    case 'confirmed':
      return 'CONFIRMED';
    case 'rejected':
      return 'REJECTED';
    case 'canceled':
    case 'cancelled':
      return 'CANCELED';
    default:
      return 'UNKNOWN';
  }
}

/** Comptoir's status → the Deliveroo order status it corresponds to (null: Deliveroo has no such status). */
export function statusToDeliveroo(status: OrderStatus): string | null {
  switch (status) {
    case 'SCHEDULED_ORDER_CREATED':
    case 'CREATED':
      return 'placed';
    case 'SCHEDULED_ORDER_ACCEPTED':
    case 'ACCEPTED':
      return 'accepted';
    case 'CONFIRMED':
      return 'confirmed';
    case 'REJECTED':
    case 'DENIED':
      return 'rejected';
    case 'CANCELED':
      return 'canceled';
    default:
      return null;
  }
}

// `deliveroo` = Deliveroo's riders; `customer` = pickup; `restaurant` = the restaurant's own fleet.
export function fulfillmentFromDeliveroo(type: string | null): FulfillmentType {
  switch (type) {
    case 'customer':
      return 'PICKUP';
    case 'restaurant':
      return 'DELIVERY_THIRD_PARTY';
    case 'table_service':
      return 'DELIVERY_TABLE';
    default:
      return 'DELIVERY';
  }
}
