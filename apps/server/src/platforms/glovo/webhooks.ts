import { z } from 'zod';
import type { WebhookEnvelope } from '../adapter';
import { REVIEW_EVENT_TYPE, reviewEnvelope } from '../review-export';
import { glovoOrderSchema } from './order';

// Glovo posts three notifications to URLs its account manager registers by hand [S]: order dispatched (the full
// order; "start cooking now", so it is the order's arrival), picked up and cancelled. They carry no event id and
// Glovo says to dedupe on order_id, so the id is the notification's name and the order id.
const id = z.union([z.string(), z.number()]).transform(String);
const cancellation = z.object({
  order_id: id,
  store_id: id,
  cancel_reason: z.string(),
  payment_strategy: z.string().nullish(),
});
const pickedUp = z.object({ order_id: id, store_id: id.nullish() });

export function parseGlovoWebhook(rawBody: string): WebhookEnvelope {
  const body: unknown = JSON.parse(rawBody);
  if (typeof body !== 'object' || body === null) throw new Error('Glovo webhook body is not an object');
  if ('review' in body) return reviewEnvelope('PLATFORM_GLOVO', REVIEW_EVENT_TYPE, body.review);
  if ('products' in body) {
    const order = glovoOrderSchema.parse(body);
    return {
      eventId: `dispatched:${order.order_id}`,
      eventType: 'order.dispatched',
      kind: 'order.placed',
      platformOrderId: order.order_id,
      storeId: order.store_id,
      status: 'CREATED',
      order: body,
    };
  }
  if ('cancel_reason' in body) {
    const cancel = cancellation.parse(body);
    return {
      eventId: `cancelled:${cancel.order_id}`,
      eventType: 'order.cancelled',
      kind: 'order.cancelled',
      platformOrderId: cancel.order_id,
      storeId: cancel.store_id,
      status: 'CANCELED',
      order: null,
    };
  }
  // Once picked up, the restaurant has nothing left to do: Glovo closes the order (FINISHED, as for the platform's
  // other courier-carried orders).
  const picked = pickedUp.parse(body);
  return {
    eventId: `picked-up:${picked.order_id}`,
    eventType: 'order.picked_up',
    kind: 'order.status',
    platformOrderId: picked.order_id,
    storeId: picked.store_id ?? null,
    status: 'FINISHED',
    order: null,
  };
}
