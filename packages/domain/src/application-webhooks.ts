// What Comptoir posts to an application's webhookUrl (docs/webhooks.md), shared by the server and the console.
import type { ValidationKey } from './validation';

export const APPLICATION_WEBHOOK_EVENTS = [
  'order.created',
  'order.updated',
  'order.cancelled',
  'restaurant.paused',
  'restaurant.resumed',
  'menu.published',
  'review.created',
  'dispute.created',
  'ping',
] as const;

export type ApplicationWebhookEvent = (typeof APPLICATION_WEBHOOK_EVENTS)[number];

/** The `version` of every payload; a change that could break a receiver gets a new one. */
export const APPLICATION_WEBHOOK_VERSION = 1;

/** A delivery that gets no 2xx is retried for this long after it was written (or redelivered), then failed. */
export const APPLICATION_WEBHOOK_RETRY_HOURS = 24;

/** After a rotation, the replaced secret stays valid this long. */
export const APPLICATION_SECRET_OVERLAP_HOURS = 24;

export const WEBHOOK_URL_MAX_LENGTH = 2048;

/**
 * An application's webhook address: http(s), with a host, without user name or password (they would be shown in the
 * delivery log) and without a fragment. Empty is allowed: no address, nothing sent.
 */
export function validateWebhookUrl(value: string): ValidationKey | null {
  const url = value.trim();
  if (url === '') return null;
  if (url.length > WEBHOOK_URL_MAX_LENGTH || !URL.canParse(url)) return 'invalid_webhook_url';
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'invalid_webhook_url';
  if (parsed.hostname === '' || parsed.username !== '' || parsed.password !== '' || parsed.hash !== '')
    return 'invalid_webhook_url';
  return null;
}
