import type { SimOrder } from './sim-order';
import { deliverooEvent, deliverooOrder, type DeliverooStatus } from './payloads/deliveroo';
import { getRestoCancelledEvent, getRestoCreatedEvent, getRestoOrder } from './payloads/get-resto';
import { glovoCancelEvent, glovoOrder } from './payloads/glovo';
import { justEatCancelEvent, justEatOrder } from './payloads/just-eat';
import { uberWebhook } from './payloads/uber-eats';
import type { Random } from './random';

export type OrderEventKind = 'created' | 'cancelled';
export type WebhookContent = { eventId: string; eventType: string; body: unknown };

/** The webhook a platform sends for its order: a new order, or the platform cancelling it (customer or support). */
export function buildOrderWebhook(
  order: SimOrder,
  kind: OrderEventKind,
  context: { random: Random; now: Date; apiBase: string },
): WebhookContent {
  const { draft } = order;
  switch (order.platform) {
    case 'PLATFORM_UBER_EAT': {
      const eventId = context.random.uuid();
      // The simulated stores are on API 1.0.0 (the Order Fulfillment API), whose cancellations come as
      // `orders.failure`.
      const eventType =
        kind === 'created'
          ? draft.scheduledFor
            ? 'orders.scheduled.notification'
            : 'orders.notification'
          : 'orders.failure';
      const body = uberWebhook({
        eventId,
        eventType,
        storeId: draft.storeId,
        orderId: order.platformOrderId,
        status: kind === 'created' ? 'pos' : 'canceled',
        at: context.now,
        apiBase: context.apiBase,
      });
      return { eventId, eventType, body };
    }
    case 'PLATFORM_DELIVEROO': {
      const eventType = kind === 'created' ? 'order.new' : 'order.status_update';
      const body = deliverooEvent(
        eventType,
        deliverooOrder(draft, {
          id: order.platformOrderId,
          orderNumber: order.extra.orderNumber ?? '',
          displayId: order.displayId,
          status: order.state as DeliverooStatus,
          statusLog: order.statusLog as { at: string; status: DeliverooStatus }[],
        }),
      );
      // Deliveroo's events carry no id of their own: the order and its latest status make one.
      return { eventId: `${order.platformOrderId}:${order.statusLog.at(-1)?.status ?? order.state}`, eventType, body };
    }
    case 'PLATFORM_JUST_EAT':
      return kind === 'created'
        ? {
            eventId: order.platformOrderId,
            eventType: 'order',
            body: justEatOrder(draft, {
              id: order.platformOrderId,
              reference: order.extra.reference ?? order.displayId,
            }),
          }
        : {
            eventId: `${order.platformOrderId}:cancel`,
            eventType: 'cancel-order',
            body: justEatCancelEvent(order.platformOrderId, context.now),
          };
    case 'PLATFORM_GLOVO':
      return kind === 'created'
        ? {
            eventId: order.platformOrderId,
            eventType: 'order.dispatched',
            body: glovoOrder(draft, {
              orderId: order.platformOrderId,
              orderCode: order.extra.orderCode ?? '',
              pickUpCode: order.extra.pickUpCode ?? '',
            }),
          }
        : {
            eventId: `${order.platformOrderId}:cancel`,
            eventType: 'order.cancelled',
            body: glovoCancelEvent(order.platformOrderId, draft.storeId),
          };
    case 'PLATFORM_GET_RESTO': {
      // The event id rides in the X-GetResto-Event-Id header.
      const eventId = context.random.uuid();
      return kind === 'created'
        ? {
            eventId,
            eventType: 'order.created',
            body: getRestoCreatedEvent(
              getRestoOrder(draft, { id: order.platformOrderId, reference: order.extra.reference ?? order.displayId }),
            ),
          }
        : { eventId, eventType: 'order.cancelled', body: getRestoCancelledEvent(order.platformOrderId, draft.storeId) };
    }
    case 'PLATFORM_CLICK_N_COLLECT':
      throw new Error('Click N Collect sends no webhooks');
  }
}

/** Marks the order cancelled the way the platform records it, before its cancel webhook is built. */
export function cancelOnPlatform(order: SimOrder, now: Date): void {
  const word: Record<SimOrder['platform'], string> = {
    PLATFORM_UBER_EAT: 'FAILED',
    PLATFORM_DELIVEROO: 'canceled',
    PLATFORM_JUST_EAT: 'cancelled',
    PLATFORM_GLOVO: 'CANCELLED',
    PLATFORM_GET_RESTO: 'cancelled',
    PLATFORM_CLICK_N_COLLECT: 'CANCELED',
  };
  order.state = word[order.platform];
  order.statusLog.push({ at: now.toISOString(), status: order.state });
}
