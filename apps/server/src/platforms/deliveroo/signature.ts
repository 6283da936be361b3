import type { WebhookRequest } from '../adapter';
import { hmacSha256Hex, isSameHex } from '../hmac';

const DELIVEROO_SIGNATURE_HEADER = 'x-deliveroo-hmac-sha256';
const DELIVEROO_GUID_HEADER = 'x-deliveroo-sequence-guid';

// docs/platforms.md#deliveroo-webhooks: hex HMAC-SHA256 keyed with the webhook secret over `guid + " " + body`; the
// legacy POS events (new_order, cancel_order) sign `guid + " \n " + body`.
export function signDeliverooWebhook(guid: string, rawBody: string, webhookSecret: string, legacy = false): string {
  return hmacSha256Hex(webhookSecret, `${guid}${legacy ? ' \n ' : ' '}${rawBody}`);
}

export function verifyDeliverooWebhook(request: WebhookRequest, webhookSecret: string): boolean {
  const guid = request.headers.get(DELIVEROO_GUID_HEADER);
  const signature = request.headers.get(DELIVEROO_SIGNATURE_HEADER);
  if (!guid || !signature) return false;
  return [false, true].some((legacy) =>
    isSameHex(signature, signDeliverooWebhook(guid, request.rawBody, webhookSecret, legacy)),
  );
}
