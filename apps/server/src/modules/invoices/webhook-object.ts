import type { PlatformCode } from '@comptoir/domain';
import { adapterFor } from '../../platforms/registry';

export type WebhookObject = { object: string; objectId: string | null };

/**
 * What a stored webhook concerns, read from its payload with the platform's own parser (the one intake uses):
 * the order (platform order id), a review, a refund, or a store. The order that intake wrote wins when there is one.
 * A payload the parser refuses concerns nothing it can name: 'unknown'.
 */
export function describeWebhookObject(event: {
  platform: PlatformCode;
  headers: Record<string, string>;
  body: string;
  cartPlatformId: string | null;
}): WebhookObject {
  if (event.cartPlatformId) return { object: 'order', objectId: event.cartPlatformId };
  const adapter = adapterFor(event.platform);
  if (!adapter || adapter.slug === null) return { object: 'order', objectId: null };
  try {
    const envelope = adapter.parseWebhook({ headers: new Headers(event.headers), rawBody: event.body });
    if (envelope.kind === 'review')
      return { object: 'review', objectId: envelope.review?.platformReviewId ?? envelope.platformOrderId };
    if (envelope.kind === 'refund' || envelope.kind === 'refund.answer')
      return { object: 'refund', objectId: envelope.platformOrderId };
    if (envelope.platformOrderId) return { object: 'order', objectId: envelope.platformOrderId };
    if (envelope.storeId) return { object: 'store', objectId: envelope.storeId };
  } catch {
    // Unreadable payloads are stored too (intake marks them failed): nothing to name.
  }
  return { object: 'unknown', objectId: null };
}
