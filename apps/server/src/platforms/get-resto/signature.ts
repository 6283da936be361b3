import { hmacSha256Hex, isSameHex } from '../hmac';

// GET RESTO is Comptoir's own order-push API: `X-GetResto-Signature: sha256=<hex HMAC-SHA256(secret, raw body)>`,
// keyed with the application's webhook secret. Callbacks to the application are signed the same way.
const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

export function verifyGetRestoSignature(headers: Headers, rawBody: string, secret: string): boolean {
  const match = SIGNATURE.exec(headers.get('x-getresto-signature')?.trim() ?? '');
  if (!match || secret === '') return false;
  return isSameHex(match[1] ?? null, hmacSha256Hex(secret, rawBody));
}

/** Headers for a GET RESTO request: what an application sends, and what Comptoir's callbacks carry. */
export function signGetRestoBody(rawBody: string, secret: string, eventId: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-getresto-signature': `sha256=${hmacSha256Hex(secret, rawBody)}`,
    'x-getresto-event-id': eventId,
  };
}

/**
 * Headers of a callback to an application: signed with its current secret and, during a rotation's overlap, also
 * with the secret it replaced, so an application still holding the old one keeps verifying (README.md).
 */
export function signGetRestoCallback(
  rawBody: string,
  secrets: { current: string; previous: string | null },
  eventId: string,
): Record<string, string> {
  return {
    ...signGetRestoBody(rawBody, secrets.current, eventId),
    ...(secrets.previous
      ? { 'x-getresto-signature-previous': `sha256=${hmacSha256Hex(secrets.previous, rawBody)}` }
      : {}),
  };
}
