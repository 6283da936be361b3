import { createHmac, randomBytes } from 'node:crypto';

export type SigningSecrets = { current: string; previous: string | null };

const SIGNATURE_HEADER = 'x-comptoir-signature';
const PREVIOUS_SIGNATURE_HEADER = 'x-comptoir-signature-previous';

/** A new application secret: 32 random bytes, prefixed so that one found in a log is recognised for what it is. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/**
 * The secrets that sign and verify for an application now: its current one, and the one it replaced while the
 * rotation's overlap lasts (docs/webhooks.md#rotating-the-secret).
 */
export function signingSecrets(
  account: {
    webhookSecret: string | null;
    previousWebhookSecret: string | null;
    previousWebhookSecretUntil: Date | null;
  },
  now: Date,
): SigningSecrets | null {
  if (!account.webhookSecret) return null;
  const overlapping =
    account.previousWebhookSecret !== null &&
    account.previousWebhookSecretUntil !== null &&
    account.previousWebhookSecretUntil > now;
  return { current: account.webhookSecret, previous: overlapping ? account.previousWebhookSecret : null };
}

/** The signature headers of a body: the current secret's, and during an overlap the replaced secret's beside it. */
export function signatureHeaders(body: string, secrets: SigningSecrets): Record<string, string> {
  return {
    [SIGNATURE_HEADER]: signBody(body, secrets.current),
    ...(secrets.previous ? { [PREVIOUS_SIGNATURE_HEADER]: signBody(body, secrets.previous) } : {}),
  };
}
