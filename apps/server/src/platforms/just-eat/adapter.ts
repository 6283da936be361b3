import type { PlatformAdapter } from '../adapter';
import type { NormalizedOrder } from '../normalized-order';
import { justEatClaimResponseCall } from './claims';
import { jetConnectOrderSchema, normalizeJetConnectOrder } from './jet-connect-order';
import { justEatOutboundCall, type JustEatOutboundApi } from './outbound';
import { normalizePartnerOrder, partnerOrderSchema } from './partner-order';
import { DEFAULT_JUST_EAT_SIGNATURE, type JustEatSignatureOptions, verifyJustEatSignature } from './signature';
import { justEatItemAvailabilityCall, justEatMenuPublishCall, justEatOpeningHoursCall } from './menu';
import { parseJustEatWebhook } from './webhooks';

export type JustEatAdapterOptions = {
  signature?: JustEatSignatureOptions;
  outboundApi?: JustEatOutboundApi;
  now?: () => Date;
};

function normalizeJustEatOrder(payload: unknown, now: Date): NormalizedOrder {
  if (typeof payload === 'object' && payload !== null && 'posLocationId' in payload) {
    return normalizeJetConnectOrder(jetConnectOrderSchema.parse(payload));
  }
  return normalizePartnerOrder(partnerOrderSchema.parse(payload), now);
}

export function createJustEatAdapter(options: JustEatAdapterOptions = {}): PlatformAdapter {
  const signature = options.signature ?? DEFAULT_JUST_EAT_SIGNATURE;
  const outboundApi = options.outboundApi ?? 'partner-api';
  const now = options.now ?? (() => new Date());
  return {
    code: 'PLATFORM_JUST_EAT',
    slug: 'just-eat',
    verifyWebhook: (request, secret) => verifyJustEatSignature(request.headers, request.rawBody, secret, signature),
    parseWebhook: (request) => parseJustEatWebhook(request.rawBody),
    // JET Connect takes an order as injected on 200 `{OrderId}` (docs/platforms.md#just-eat); other events need only
    // the 200.
    webhookAnswer: (envelope) =>
      envelope.kind === 'order.placed' ? { status: 200, body: { OrderId: envelope.platformOrderId } } : { status: 200 },
    normalizeOrder: (payload) => normalizeJustEatOrder(payload, now()),
    outboundCall: (action, ref) => justEatOutboundCall(action, ref, outboundApi, now()),
    // Pause is disabled for Just Eat (docs/orders.md#pause). Its lead times (docs/platforms.md#just-eat,
    // `ordertimes/{dayOfWeek}/{serviceType}`) are the weekly schedule per day and service, not a temporary busy mode:
    // rewriting them for a busy hour would change the regular schedule and could not be put back reliably, so busy mode
    // is not sent either.
    storeCall: () => null,
    disputeResponseCall: justEatClaimResponseCall,
    itemAvailabilityCall: (change, store) => justEatItemAvailabilityCall(change, store, now()),
    // JET Connect puts an item back at its `nextAvailableAt` (docs/platforms.md#just-eat).
    endsSuspensionItself: true,
    menuPublishCall: justEatMenuPublishCall,
    openingHoursCall: (days, store) => justEatOpeningHoursCall(days, store),
    // No holiday or closure call is documented for JET Connect or the JE partner API: holidays are absent.
  };
}

export const justEatAdapter = createJustEatAdapter();
