import { z } from 'zod';
import type { WebhookEnvelope, WebhookRequest } from '../adapter';
import { REVIEW_EVENT_TYPE, reviewEnvelope } from '../review-export';
import { getRestoOrderSchema } from './order';
import { GET_RESTO_STATUSES, orderStatusFromGetResto } from './statuses';

const ref = { id: z.string().min(1), storeId: z.string().min(1) };
const event = z.discriminatedUnion('type', [
  z.object({ type: z.literal('order.created'), order: z.unknown() }),
  z.object({
    type: z.literal('order.status_changed'),
    order: z.object({ ...ref, status: z.enum(GET_RESTO_STATUSES), scheduled: z.boolean().default(false) }),
  }),
  z.object({ type: z.literal('order.cancelled'), order: z.object({ ...ref, reason: z.string().nullish() }) }),
  z.object({ type: z.literal(REVIEW_EVENT_TYPE), review: z.unknown() }),
]);

export function parseGetRestoWebhook(request: WebhookRequest): WebhookEnvelope {
  const eventId = request.headers.get('x-getresto-event-id')?.trim();
  if (!eventId) throw new Error('GET RESTO webhook without X-GetResto-Event-Id');
  const parsed = event.parse(JSON.parse(request.rawBody));
  switch (parsed.type) {
    case 'order.created': {
      const order = getRestoOrderSchema.parse(parsed.order);
      const status = orderStatusFromGetResto('placed', Boolean(order.scheduledFor));
      return {
        eventId,
        eventType: parsed.type,
        kind: 'order.placed',
        platformOrderId: order.id,
        storeId: order.storeId,
        status,
        order: parsed.order,
      };
    }
    case 'order.status_changed': {
      const { id, storeId, status, scheduled } = parsed.order;
      return {
        eventId,
        eventType: parsed.type,
        kind: 'order.status',
        platformOrderId: id,
        storeId,
        status: orderStatusFromGetResto(status, scheduled),
        order: null,
      };
    }
    case 'order.cancelled':
      return {
        eventId,
        eventType: parsed.type,
        kind: 'order.cancelled',
        platformOrderId: parsed.order.id,
        storeId: parsed.order.storeId,
        status: 'CANCELED',
        order: null,
      };
    case REVIEW_EVENT_TYPE:
      return reviewEnvelope('PLATFORM_GET_RESTO', parsed.type, parsed.review, eventId);
  }
}
