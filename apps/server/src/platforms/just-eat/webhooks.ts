import type { OrderStatus } from '@comptoir/domain';
import { z } from 'zod';
import type { WebhookEnvelope } from '../adapter';
import { REVIEW_EVENT_TYPE, reviewEnvelope } from '../review-export';
import { isJustEatClaim, parseJustEatClaim } from './claims';
import { jetConnectOrderSchema, normalizeJetConnectOrder } from './jet-connect-order';
import { cartPerson } from './order-parts';
import { partnerOrderSchema } from './partner-order';

// Every Just Eat webhook reaches the one URL, so the body's shape says which it is: JET Connect's order push,
// cancel, driver status, offline and backup-flow events (docs/platforms.md#just-eat), and the partner API's
// acceptance-requested order and `Event` notifications. Neither surface sends an event id, so one is built
// from the order id and what happened.
const id = z.union([z.string(), z.number()]).transform(String);
const person = z.object({
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  name: z.string().nullish(),
  phone_number: z.string().nullish(),
});

const jetCancel = z.object({ orderID: id, reason: z.string().nullish(), happenedAt: z.string().nullish() });
const jetDriver = z.object({
  orderId: id.optional(),
  orderID: id.optional(),
  driverStatus: z.object({ code: z.string() }),
  driver: person.nullish(),
  happenedAt: z.string().nullish(),
});
const jetOffline = z.object({ restaurantId: id, lastChangedTimeStampUtc: z.string() });
const jetBackupFlow = z.object({ validationError: z.unknown(), order: z.object({ id: z.string() }) });
const partnerEvent = z.object({ Event: z.string(), OrderId: id });
// The partner API's restaurant-offline-status and restaurant-online-status webhooks both carry RestaurantOfflineStatus
// (docs/platforms.md#store-status).
const partnerRestaurantStatus = z.object({ RestaurantId: id, IsOffline: z.boolean() });

/** JET Connect driver codes [S]; only these two move the order. */
const JET_DRIVER_STATUS: Readonly<Record<string, OrderStatus>> = { onItsWay: 'IN_TRANSIT', delivered: 'FINISHED' };

// Only "OrderCancelled" is quoted in the public material (docs/platforms.md#just-eat); the other names follow the
// webhooks' names the same way.
const PARTNER_EVENTS: Readonly<Record<string, Pick<WebhookEnvelope, 'kind' | 'status'>>> = {
  OrderAccepted: { kind: 'order.status', status: 'ACCEPTED' },
  OrderRejected: { kind: 'order.status', status: 'REJECTED' },
  OrderCancelled: { kind: 'order.cancelled', status: 'CANCELED' },
  DriverAssignedToDelivery: { kind: 'courier' },
  DriverAtRestaurant: { kind: 'courier' },
  DriverOnTheirWayToDeliveryAddress: { kind: 'courier', status: 'IN_TRANSIT' },
  DriverAtDeliveryAddress: { kind: 'courier' },
  DriverHasDeliveredOrder: { kind: 'courier', status: 'FINISHED' },
};

function has(body: object, ...keys: string[]): boolean {
  return keys.every((key) => key in body);
}

function envelope(
  fields: Omit<WebhookEnvelope, 'order' | 'storeId'> & Partial<Pick<WebhookEnvelope, 'order' | 'storeId'>>,
): WebhookEnvelope {
  return { order: null, storeId: null, ...fields };
}

export function parseJustEatWebhook(rawBody: string): WebhookEnvelope {
  const body: unknown = JSON.parse(rawBody);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new Error('Just Eat webhook body is not an object');

  if (has(body, 'posLocationId', 'items')) {
    const order = jetConnectOrderSchema.parse(body);
    const status = normalizeJetConnectOrder(order).status;
    return envelope({
      eventId: `order:${order.id}`,
      eventType: 'order',
      kind: 'order.placed',
      platformOrderId: order.id,
      storeId: order.posLocationId,
      status,
      order: body,
    });
  }
  if (has(body, 'OrderId', 'Items')) {
    const order = partnerOrderSchema.parse(body);
    return envelope({
      eventId: `acceptance-requested:${order.OrderId}`,
      eventType: 'acceptance-requested',
      kind: 'order.placed',
      platformOrderId: order.OrderId,
      storeId: order.Restaurant.Id,
      status: order.Fulfilment.CustomerDueAsap ? 'CREATED' : 'SCHEDULED_ORDER_CREATED',
      order: body,
    });
  }
  if (has(body, 'orderID', 'reason')) {
    const cancel = jetCancel.parse(body);
    return envelope({
      eventId: `cancel:${cancel.orderID}`,
      eventType: 'cancel-order',
      kind: 'order.cancelled',
      platformOrderId: cancel.orderID,
      status: 'CANCELED',
    });
  }
  if (has(body, 'driverStatus')) {
    const driver = jetDriver.parse(body);
    const orderId = driver.orderId ?? driver.orderID;
    if (orderId === undefined) throw new Error('Just Eat driver status without an order id');
    const code = driver.driverStatus.code;
    return envelope({
      eventId: `driver:${orderId}:${code}:${driver.happenedAt ?? ''}`,
      eventType: `driver-status.${code}`,
      kind: 'courier',
      platformOrderId: orderId,
      status: JET_DRIVER_STATUS[code],
      courier: driver.driver ? { ...cartPerson(driver.driver), picture: null } : undefined,
    });
  }
  if (isJustEatClaim(body)) return parseJustEatClaim(body, new Date());
  if (has(body, 'restaurantId', 'lastChangedTimeStampUtc')) {
    const offline = jetOffline.parse(body);
    return envelope({
      eventId: `restaurant-offline:${offline.restaurantId}:${offline.lastChangedTimeStampUtc}`,
      eventType: 'restaurant-offline',
      kind: 'ignored',
      platformOrderId: null,
      storeId: offline.restaurantId,
    });
  }
  if (has(body, 'RestaurantId', 'IsOffline')) return restaurantStatusEnvelope(partnerRestaurantStatus.parse(body));
  if (has(body, 'validationError', 'order')) {
    // The order failed injection and JET sent it to the tablet to be keyed by hand: nothing for Comptoir to create.
    const failed = jetBackupFlow.parse(body);
    return envelope({
      eventId: `backup-flow:${failed.order.id}`,
      eventType: 'failed-order-backup-flow',
      kind: 'ignored',
      platformOrderId: failed.order.id,
    });
  }
  if ('Review' in body && 'Event' in body && body.Event === REVIEW_EVENT_TYPE)
    return reviewEnvelope('PLATFORM_JUST_EAT', REVIEW_EVENT_TYPE, body.Review);
  if (has(body, 'Event', 'OrderId')) {
    const event = partnerEvent.parse(body);
    const known = PARTNER_EVENTS[event.Event] ?? { kind: 'ignored' as const };
    return envelope({
      eventId: `${event.Event}:${event.OrderId}`,
      eventType: event.Event,
      platformOrderId: event.OrderId,
      ...known,
    });
  }
  throw new Error('Unknown Just Eat webhook');
}

/** One minute: a retry of the same change is dropped, a later change is not (the body carries no time of its own). */
const STATUS_EVENT_BUCKET_MS = 60_000;

// Offline through a Restaurant Event (Just Eat's own pause or an operator's): the platform's doing, since Comptoir has
// no pause switch for Just Eat (docs/orders.md#pause).
function restaurantStatusEnvelope(status: z.infer<typeof partnerRestaurantStatus>): WebhookEnvelope {
  const bucket = Math.floor(Date.now() / STATUS_EVENT_BUCKET_MS);
  return envelope({
    eventId: `restaurant-status:${status.RestaurantId}:${status.IsOffline ? 'offline' : 'online'}:${bucket}`,
    eventType: status.IsOffline ? 'restaurant-offline-status' : 'restaurant-online-status',
    kind: 'store.status',
    platformOrderId: null,
    storeId: status.RestaurantId,
    storeStatus: status.IsOffline ? { kind: 'closed', by: 'platform', reason: 'OFFLINE' } : { kind: 'open' },
  });
}
