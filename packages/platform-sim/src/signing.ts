import { createHmac, randomUUID } from 'node:crypto';
import type { PlatformCode } from '@comptoir/domain';

// Each platform signs the exact bytes it sends, its own way (docs/platforms.md#at-a-glance). A new call per send:
// Deliveroo draws a new sequence GUID, JET a new timestamp.
export type JustEatHashFormat = 'timestamped-base64' | 'hex';
export type SignOptions = { eventId: string; justEatHashFormat?: JustEatHashFormat; now?: Date; guid?: string };

const hmac = (secret: string, message: string) => createHmac('sha256', secret).update(message, 'utf8');

export function signWebhook(
  platform: PlatformCode,
  rawBody: string,
  secret: string,
  options: SignOptions,
): Record<string, string> {
  const json = { 'content-type': 'application/json' };
  switch (platform) {
    case 'PLATFORM_UBER_EAT':
      return { ...json, 'x-environment': 'sandbox', 'x-uber-signature': hmac(secret, rawBody).digest('hex') };
    case 'PLATFORM_DELIVEROO': {
      const guid = options.guid ?? randomUUID();
      const payloadType = (JSON.parse(rawBody) as { event?: string }).event ?? 'order.new';
      return {
        ...json,
        'x-deliveroo-sequence-guid': guid,
        'x-deliveroo-hmac-sha256': hmac(secret, `${guid} ${rawBody}`).digest('hex'),
        'x-deliveroo-payload-type': `event/${payloadType}`,
        'x-deliveroo-webhook-version': '1',
      };
    }
    case 'PLATFORM_JUST_EAT': {
      const digest = hmac(secret, rawBody).digest();
      const hash =
        options.justEatHashFormat === 'hex'
          ? digest.toString('hex')
          : `HMAC-SHA256 t=${(options.now ?? new Date()).getTime()},signature=${digest.toString('base64')}`;
      return { ...json, authorization: secret, 'x-jet-connect-hash': hash };
    }
    case 'PLATFORM_GLOVO':
      // Glovo sends the shared token back, no HMAC.
      return { ...json, authorization: secret };
    case 'PLATFORM_GET_RESTO':
      return {
        ...json,
        'x-getresto-signature': `sha256=${hmac(secret, rawBody).digest('hex')}`,
        'x-getresto-event-id': options.eventId,
      };
    case 'PLATFORM_CLICK_N_COLLECT':
      throw new Error('Click N Collect sends no webhooks');
  }
}
