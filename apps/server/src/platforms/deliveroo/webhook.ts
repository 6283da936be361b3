import type { CartCourier } from '../../db/schema';
import type { WebhookEnvelope, WebhookRequest } from '../adapter';
import { asArray, asRecord, type JsonRecord, optionalString, parseJsonBody, requireString } from '../json-reader';
import { REVIEW_EVENT_TYPE, reviewEnvelope } from '../review-export';
import { statusFromDeliveroo } from './status';

// Deliveroo sends no event id, and duplicates and out-of-order deliveries happen
// (docs/platforms.md#deliveroo-webhooks), so the idempotency key is what the event says: its type, the order, and the
// status with the time it was reached.
export function parseDeliverooWebhook(request: WebhookRequest): WebhookEnvelope {
  const envelope = parseJsonBody(request.rawBody);
  const eventType = requireString(envelope.event, 'event');
  const body = asRecord(envelope.body);
  if (eventType === 'order.new' || eventType === 'order.status_update')
    return orderEnvelope(eventType, asRecord(body.order));
  if (eventType === 'rider.status_update') return riderEnvelope(eventType, body);
  if (eventType === REVIEW_EVENT_TYPE) return reviewEnvelope('PLATFORM_DELIVEROO', eventType, body.review);
  return {
    eventId: `${eventType}:${optionalString(body.id) ?? request.rawBody.length}`,
    eventType,
    kind: 'ignored',
    platformOrderId: null,
    storeId: null,
    order: null,
  };
}

function orderEnvelope(eventType: string, order: JsonRecord): WebhookEnvelope {
  const orderId = requireString(order.id, 'body.order.id');
  const log = asArray(order.status_log).map(asRecord);
  const status = optionalString(order.status) ?? optionalString(log.at(-1)?.status) ?? 'placed';
  const reachedAt = optionalString(log.findLast((entry) => entry.status === status)?.at) ?? '';
  const mapped = statusFromDeliveroo(status, order.asap === false);
  return {
    eventId: `${eventType}:${orderId}:${status}:${reachedAt}`,
    eventType,
    kind: eventType === 'order.new' ? 'order.placed' : mapped === 'CANCELED' ? 'order.cancelled' : 'order.status',
    platformOrderId: orderId,
    storeId: optionalString(order.location_id),
    status: mapped,
    order,
  };
}

// Rider events: the latest rider's latest status; `rider_in_transit` means the order has left the restaurant.
function riderEnvelope(eventType: string, body: JsonRecord): WebhookEnvelope {
  const orderId = requireString(body.order_id, 'body.order_id');
  const rider = asRecord(asArray(body.riders).at(-1));
  const last = asRecord(asArray(rider.status_log).at(-1));
  const status = optionalString(last.status) ?? optionalString(rider.status) ?? 'rider_assigned';
  const unassigned = status === 'rider_unassigned';
  return {
    eventId: `${eventType}:${orderId}:${status}:${optionalString(last.at) ?? ''}`,
    eventType,
    kind: 'courier',
    platformOrderId: orderId,
    storeId: optionalString(body.location_id),
    ...(status === 'rider_in_transit' ? { status: 'IN_TRANSIT' as const } : {}),
    courier: unassigned ? null : riderCourier(rider),
    order: null,
  };
}

function riderCourier(rider: JsonRecord): CartCourier {
  const [firstName = '', ...rest] = (optionalString(rider.full_name) ?? '').split(' ');
  return {
    firstName,
    lastName: rest.join(' '),
    fakePhone: optionalString(rider.contact_number) ?? optionalString(rider.bridge_number),
    pinPhone: optionalString(rider.bridge_code),
    platformId: optionalString(rider.id) ?? '',
    picture: null,
  };
}
