import type { FulfillmentType, OrderStatus } from '@comptoir/domain';

// docs/platforms.md#uber-eats-order-calls: the Order Fulfillment API's `state` (OFFERED, ACCEPTED, HANDED_OFF,
// SUCCEEDED, FAILED, CREATED) plus the legacy v2 `current_state` values seen (CREATED, ACCEPTED, DENIED, FINISHED,
// CANCELED).
export function statusFromUber(
  state: string | null,
  options: { preparationStatus?: string | null; failureReason?: string | null; scheduled?: boolean } = {},
): OrderStatus {
  switch (state?.toUpperCase()) {
    case 'OFFERED':
    case 'CREATED':
    case undefined:
      return options.scheduled ? 'SCHEDULED_ORDER_CREATED' : 'CREATED';
    case 'ACCEPTED':
      if (options.preparationStatus?.toUpperCase() === 'READY_FOR_HANDOFF') return 'READY_FOR_PICKUP';
      return options.scheduled ? 'SCHEDULED_ORDER_ACCEPTED' : 'ACCEPTED';
    case 'HANDED_OFF':
      return 'IN_TRANSIT';
    case 'SUCCEEDED':
    case 'FINISHED':
      return 'COMPLETED';
    case 'DENIED':
      return 'DENIED';
    case 'FAILED':
      return options.failureReason?.toUpperCase() === 'POS_DENIED' ? 'DENIED' : 'CANCELED';
    case 'CANCELED':
    case 'CANCELLED':
      return 'CANCELED';
    default:
      return 'UNKNOWN';
  }
}

/** Comptoir's status → the `state` the Order Fulfillment API reports for it (what the simulator plays back). */
export function statusToUber(status: OrderStatus): string {
  switch (status) {
    case 'SCHEDULED_ORDER_CREATED':
    case 'CREATED':
      return 'OFFERED';
    case 'SCHEDULED_ORDER_ACCEPTED':
    case 'ACCEPTED':
    case 'CONFIRMED':
    case 'READY_FOR_PICKUP':
      return 'ACCEPTED';
    case 'IN_TRANSIT':
      return 'HANDED_OFF';
    case 'COMPLETED':
    case 'FINISHED':
      return 'SUCCEEDED';
    default:
      return 'FAILED';
  }
}

// `DELIVERY` is delivered by Uber's couriers; a merchant-delivered order (own fleet) is DELIVERY_BY_RESTAURANT.
export function fulfillmentFromUber(type: string | null): FulfillmentType {
  switch (type?.toUpperCase()) {
    case 'PICKUP':
    case 'PICK_UP':
      return 'PICKUP';
    case 'DINE_IN':
      return 'DINNING';
    case 'DELIVERY_BY_RESTAURANT':
    case 'DELIVERY_BY_MERCHANT':
      return 'DELIVERY_THIRD_PARTY';
    default:
      return 'DELIVERY';
  }
}
