import type { WebhookEnvelope, WebhookRequest } from '../adapter';
import { asRecord, optionalString, parseJsonBody, requireString } from '../json-reader';
import { REVIEW_EVENT_TYPE, reviewEnvelope } from '../review-export';
import { parseUberRefund, UBER_REFUND_EVENT_TYPE } from './refund';

// docs/platforms.md#uber-eats-webhooks: the envelope carries ids only (`meta.user_id` = store, `meta.resource_id` =
// order); the order itself is fetched. Creation and cancellation event types differ between API-1.0.0 stores and the
// others.
const PLACED = new Set(['orders.notification', 'orders.scheduled.notification']);
const CANCELLED = new Set(['orders.cancel', 'orders.failure']);
// The store was linked to Comptoir or unlinked (docs/platforms.md#connecting-uber-eats); some store events name the
// store at the top level rather than in `meta`.
const STORE_LINK = new Set(['store.provisioned', 'store.deprovisioned']);
// Says only that the store's status changed: the status itself is read (docs/platforms.md#store-status).
const STORE_STATUS = 'eats.store.status.notification';

export function parseUberWebhook(request: WebhookRequest): WebhookEnvelope {
  const body = parseJsonBody(request.rawBody);
  const meta = asRecord(body.meta);
  const eventType = requireString(body.event_type, 'event_type');
  if (eventType === REVIEW_EVENT_TYPE)
    return reviewEnvelope('PLATFORM_UBER_EAT', eventType, body.review, requireString(body.event_id, 'event_id'));
  const base = {
    eventId: requireString(body.event_id, 'event_id'),
    eventType,
    platformOrderId: optionalString(meta.resource_id),
    storeId: optionalString(meta.user_id),
    order: null,
  };
  if (eventType === UBER_REFUND_EVENT_TYPE)
    return parseUberRefund(base.eventId, base.platformOrderId, base.storeId, body.refund);
  if (PLACED.has(eventType)) return { ...base, kind: 'order.placed' };
  if (CANCELLED.has(eventType)) return { ...base, kind: 'order.cancelled', status: 'CANCELED' };
  if (eventType === 'orders.release') return { ...base, kind: 'courier' };
  if (STORE_LINK.has(eventType))
    return {
      ...base,
      platformOrderId: null,
      storeId: base.storeId ?? optionalString(body.store_id),
      kind: 'store.link',
    };
  if (eventType === STORE_STATUS) return { ...base, platformOrderId: null, kind: 'store.status' };
  return { ...base, kind: 'ignored' };
}
