import type { PlatformCode } from '@comptoir/domain';
import { signWebhook, type JustEatHashFormat } from './signing';

export type WebhookPlatform = Exclude<PlatformCode, 'PLATFORM_CLICK_N_COLLECT'>;
type RetryPolicy = { maxSends: number; firstDelayMs: number; isAcknowledged(status: number): boolean };

const is2xx = (status: number): boolean => status >= 200 && status < 300;

// docs/platforms.md#at-a-glance: each platform's acknowledgement and resend schedule, the delay doubling after each
// failed send.
export const RETRY_POLICIES: Readonly<Record<WebhookPlatform, RetryPolicy>> = {
  // 1 s, 2 s, 4 s… "until 7 total events were sent"; only a 200 acknowledges.
  PLATFORM_UBER_EAT: { maxSends: 7, firstDelayMs: 1000, isAcknowledged: (status) => status === 200 },
  // Up to 6 minutes for ASAP orders: 1+2+…+128 s = 4 min 15 s, the next wait would pass 6 minutes.
  PLATFORM_DELIVEROO: { maxSends: 9, firstDelayMs: 1000, isAcknowledged: is2xx },
  // 200 {OrderId} or 202 then a callback; a 500 is retried up to 5 times [S].
  PLATFORM_JUST_EAT: { maxSends: 6, firstDelayMs: 1000, isAcknowledged: (status) => status === 200 || status === 202 },
  // 200 within 10 s, at most 3 retries [S].
  PLATFORM_GLOVO: { maxSends: 4, firstDelayMs: 1000, isAcknowledged: (status) => status === 200 },
  PLATFORM_GET_RESTO: { maxSends: 6, firstDelayMs: 1000, isAcknowledged: is2xx },
};

export type DeliveryAttempt = {
  platform: WebhookPlatform;
  url: string;
  eventId: string;
  eventType: string;
  send: number;
  status: number | null;
  error: string | null;
  at: Date;
};

export type DeliveryContext = {
  fetch: typeof fetch;
  /** Multiplies every platform delay: 1 in the demo, 0 (or tiny) in tests. */
  delayScale: number;
  /** Overrides a platform's number of sends, e.g. to test a short schedule. */
  maxSends?: Partial<Record<WebhookPlatform, number>>;
  justEatHashFormat: JustEatHashFormat;
  now(): Date;
  signal: AbortSignal;
  record(attempt: DeliveryAttempt): void;
};

export type Webhook = {
  platform: WebhookPlatform;
  url: string;
  secret: string;
  eventId: string;
  eventType: string;
  body: unknown;
};

/** Sends one webhook, signed anew on each send, until the platform counts it acknowledged or gives up. */
export async function deliverWebhook(webhook: Webhook, context: DeliveryContext): Promise<boolean> {
  const policy = RETRY_POLICIES[webhook.platform];
  const maxSends = context.maxSends?.[webhook.platform] ?? policy.maxSends;
  const rawBody = JSON.stringify(webhook.body);
  for (let send = 1; send <= maxSends && !context.signal.aborted; send += 1) {
    const headers = signWebhook(webhook.platform, rawBody, webhook.secret, {
      eventId: webhook.eventId,
      justEatHashFormat: context.justEatHashFormat,
      now: context.now(),
    });
    const attempt = {
      platform: webhook.platform,
      url: webhook.url,
      eventId: webhook.eventId,
      eventType: webhook.eventType,
      send,
      at: context.now(),
    };
    try {
      const response = await context.fetch(webhook.url, {
        method: 'POST',
        headers,
        body: rawBody,
        signal: context.signal,
      });
      await response.arrayBuffer();
      context.record({ ...attempt, status: response.status, error: null });
      if (policy.isAcknowledged(response.status)) return true;
    } catch (error) {
      if (context.signal.aborted) return false;
      context.record({ ...attempt, status: null, error: error instanceof Error ? error.message : String(error) });
    }
    if (send < maxSends) await sleep(policy.firstDelayMs * 2 ** (send - 1) * context.delayScale, context.signal);
  }
  return false;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
