import type { WebhookRequest } from '../adapter';
import { hmacSha256Hex, isSameHex } from '../hmac';

const UBER_SIGNATURE_HEADER = 'x-uber-signature';

/**
 * docs/platforms.md#uber-eats-webhooks: lowercase hex HMAC-SHA256 of the raw body, keyed with the app's client secret.
 */
export function signUberWebhook(rawBody: string, clientSecret: string): string {
  return hmacSha256Hex(clientSecret, rawBody);
}

export function verifyUberWebhook(request: WebhookRequest, clientSecret: string): boolean {
  return isSameHex(request.headers.get(UBER_SIGNATURE_HEADER), signUberWebhook(request.rawBody, clientSecret));
}
