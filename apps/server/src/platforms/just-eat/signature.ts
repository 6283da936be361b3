import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How `X-JET-Connect-Hash` is read. The header exists [P] but its exact format is only known from third parties
 * (docs/platforms.md#just-eat): two parse `HMAC-SHA256 t=<ms>,signature=<base64 HMAC-SHA256(secret, raw body)>`, a
 * third compares a bare hex HMAC of the body. Both are accepted by default; a deployment can narrow the list.
 */
export type JetHashFormat = 'timestamped-base64' | 'hex';

export type JustEatSignatureOptions = {
  hashFormats: readonly JetHashFormat[];
  /** JET echoes the key registered for the webhook in `Authorization` [S]; Comptoir registers the webhook secret. */
  requireAuthorization: boolean;
};

export const DEFAULT_JUST_EAT_SIGNATURE: JustEatSignatureOptions = {
  hashFormats: ['timestamped-base64', 'hex'],
  requireAuthorization: true,
};

const TIMESTAMPED = /^HMAC-SHA256 t=(\d+),signature=([A-Za-z0-9+/=]+)$/;

function equalBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

function hmac(secret: string, rawBody: string): Buffer {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest();
}

function matchesHash(header: string, expected: Buffer, formats: readonly JetHashFormat[]): boolean {
  const timestamped = TIMESTAMPED.exec(header);
  if (timestamped)
    return formats.includes('timestamped-base64') && equalBytes(Buffer.from(timestamped[2] ?? '', 'base64'), expected);
  return formats.includes('hex') && /^[0-9a-f]{64}$/i.test(header) && equalBytes(Buffer.from(header, 'hex'), expected);
}

export function verifyJustEatSignature(
  headers: Headers,
  rawBody: string,
  secret: string,
  options: JustEatSignatureOptions = DEFAULT_JUST_EAT_SIGNATURE,
): boolean {
  if (secret === '') return false;
  const hash = headers.get('x-jet-connect-hash');
  if (hash === null) return false;
  if (options.requireAuthorization) {
    const authorization = headers.get('authorization');
    if (authorization === null || !equalBytes(Buffer.from(authorization), Buffer.from(secret))) return false;
  }
  return matchesHash(hash.trim(), hmac(secret, rawBody), options.hashFormats);
}

/** The headers JET Connect sends with a webhook, for tests and fixtures (the simulator signs on its own). */
export function signJustEatWebhook(
  rawBody: string,
  secret: string,
  options: { format?: JetHashFormat; timestampMs?: number } = {},
): Record<string, string> {
  const digest = hmac(secret, rawBody);
  const hash =
    options.format === 'hex'
      ? digest.toString('hex')
      : `HMAC-SHA256 t=${options.timestampMs ?? Date.now()},signature=${digest.toString('base64')}`;
  return { authorization: secret, 'x-jet-connect-hash': hash, 'content-type': 'application/json' };
}
